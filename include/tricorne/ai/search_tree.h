// What the searches of every game share: the tree of actions with their statistics, kept
// across determinizations, how a node picks the next action to try, how a descent's value is
// backed up, how the root's actions are ranked, and the one-ply choice among weighed actions.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "tricorne/ai/bot.h"
#include "tricorne/engine/game_seam.h"
#include "tricorne/engine/rng.h"

namespace tricorne::ai {

// A node keeps its best-prior actions only: a series Movement Phase decision has more than a thousand.
inline constexpr std::size_t kTreeMaxEdges = 24;
// Memory: no more nodes than this, whatever the budget (each holds about kTreeMaxEdges actions).
inline constexpr std::size_t kTreeMaxNodes = 400000;
// Progressive widening: a node visited n times weighs its best ceil(kWidenBase + kWidenScale * n^kWidenPower) actions.
inline constexpr double kWidenBase = 2.0, kWidenScale = 1.0, kWidenPower = 0.5;
// PUCT's exploration constant.
inline constexpr double kExploration = 1.2;
// How much less than its tried siblings' mean an untried action is first valued, by the square
// root of the prior already tried.
inline constexpr double kFirstValueReduction = 0.25;

template <class Action>
struct SearchEdge {
    Action action;
    std::uint64_t key = 0;
    double prior = 0;
    long visits = 0;
    double valueSum = 0;  // from the point of view of the node's player
    long available = 0;   // how many descents found it legal
    int child = -1;
};

template <class Action>
struct SearchNode {
    int player = 0;  // a player index, or engine::kChance
    std::vector<SearchEdge<Action>> edges;
    long visits = 0;
    bool opened = false;
};

// The indices of the `keep` best priors, best first, the earlier first among equals.
inline std::vector<std::size_t> bestByPrior(const std::vector<double>& priors, std::size_t keep) {
    std::vector<std::size_t> order(priors.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    keep = std::min(keep, order.size());
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(keep), order.end(),
                      [&](std::size_t a, std::size_t b) { return priors[a] > priors[b] || (priors[a] == priors[b] && a < b); });
    order.resize(keep);
    return order;
}

// PUCT among the node's widened edges that `isLegal` holds in this determinization, each
// counted available; the node's edge count when none of them is legal here.
template <class Action, class IsLegal>
std::size_t selectByPuct(SearchNode<Action>& n, IsLegal&& isLegal) {
    const auto width = static_cast<std::size_t>(std::ceil(kWidenBase + kWidenScale * std::pow(static_cast<double>(n.visits), kWidenPower)));
    std::size_t best = n.edges.size();
    double bestScore = -1e300;
    // An action not yet tried is first valued as the node's tried ones on average, less a
    // little for each share of the prior already tried: a side that is winning still looks
    // at its other moves, and one that is losing does not try them all for want of a value.
    double tried = 0, triedValue = 0, triedPrior = 0;
    for (const auto& e : n.edges)
        if (e.visits > 0) {
            tried += static_cast<double>(e.visits);
            triedValue += e.valueSum;
            triedPrior += e.prior;
        }
    const double firstValue = tried > 0 ? triedValue / tried - kFirstValueReduction * std::sqrt(triedPrior) : 0.0;
    std::size_t considered = 0;
    for (std::size_t i = 0; i < n.edges.size() && considered < width; ++i) {
        auto& e = n.edges[i];
        if (!isLegal(e)) continue;
        ++considered;
        ++e.available;
        const double q = e.visits > 0 ? e.valueSum / static_cast<double>(e.visits) : firstValue;
        const double u = kExploration * e.prior * std::sqrt(static_cast<double>(e.available)) / (1.0 + static_cast<double>(e.visits));
        if (q + u > bestScore) {
            bestScore = q + u;
            best = i;
        }
    }
    return best;
}

// One descent's value for player 0 backed up along its (node, edge) path; a chance node counts
// visits only.
template <class Node>
void backUp(std::vector<Node>& nodes, const std::vector<std::pair<int, std::size_t>>& path, double valueFor0) {
    for (const auto& [node, edge] : path) {
        Node& n = nodes[static_cast<std::size_t>(node)];
        ++n.visits;
        auto& e = n.edges[edge];
        ++e.visits;
        if (n.player != engine::kChance) e.valueSum += n.player == 0 ? valueFor0 : -valueFor0;
    }
    ++nodes.front().visits;
}

// The root's tried edges, the most visited first, the better mean first among equals.
template <class Action>
std::vector<const SearchEdge<Action>*> rankedByVisits(const SearchNode<Action>& root) {
    std::vector<const SearchEdge<Action>*> ranked;
    for (const auto& e : root.edges)
        if (e.visits > 0) ranked.push_back(&e);
    std::stable_sort(ranked.begin(), ranked.end(), [](const SearchEdge<Action>* a, const SearchEdge<Action>* b) {
        if (a->visits != b->visits) return a->visits > b->visits;
        return a->valueSum / static_cast<double>(a->visits) > b->valueSum / static_cast<double>(b->visits);
    });
    return ranked;
}

// The level's draw among the root's ranked edges, by visits raised to 1/temperature; `candidates`
// gets the one drawn first, then the others by rank, five in all at most, each made by
// `candidate` from its edge. Returns the edge drawn.
template <class Action, class Candidate, class Make>
const SearchEdge<Action>& drawFromRanked(const std::vector<const SearchEdge<Action>*>& ranked, const LevelSettings& level, core::Rng& rng,
                                         std::vector<Candidate>& candidates, Make candidate) {
    std::vector<long> rankedVisits;
    for (const auto* e : ranked) rankedVisits.push_back(e->visits);
    const std::size_t pick = drawByVisits(rankedVisits, level, rng);
    constexpr std::size_t kCandidates = 5;
    candidates.push_back(candidate(ranked[pick]));
    for (std::size_t i = 0; i < ranked.size() && candidates.size() < kCandidates; ++i)
        if (i != pick) candidates.push_back(candidate(ranked[i]));
    return *ranked[pick];
}

// The one-ply choice among the weighed candidates (action, winChance, visits): the best chance
// of winning, among equals one drawn by `rng`; `candidates` gets it first, then the next best,
// five in all at most. Returns the chosen action.
template <class Candidate>
auto chooseBestWeighed(std::vector<Candidate> weighed, core::Rng& rng, std::vector<Candidate>& candidates) {
    double best = -1.0;
    for (const auto& c : weighed) best = std::max(best, c.winChance);
    std::vector<std::size_t> tied;
    for (std::size_t i = 0; i < weighed.size(); ++i)
        if (weighed[i].winChance >= best - 1e-12) tied.push_back(i);
    const auto chosen = weighed[tied[static_cast<std::size_t>(rng.below(static_cast<int>(tied.size())))]].action;
    std::stable_sort(weighed.begin(), weighed.end(), [](const auto& a, const auto& b) { return a.winChance > b.winChance; });
    constexpr std::size_t kCandidates = 5;
    candidates.push_back({chosen, best, 1});
    for (const auto& c : weighed) {
        if (candidates.size() >= kCandidates) break;
        if (!(c.action == chosen)) candidates.push_back(c);
    }
    return chosen;
}

}  // namespace tricorne::ai
