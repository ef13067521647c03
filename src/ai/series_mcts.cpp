// Information-set Monte Carlo tree search over the series rules: each iteration draws a whole
// state from the bot's view, descends one tree of both players' decisions with the actions
// legal in that state, samples the dice with the bot's generator, expands one node, plays a
// short rollout and backs up the evaluation at its end.
#include <algorithm>
#include <chrono>
#include <cmath>

#include "series_bots.h"
#include "series_search_support.h"
#include "tricorne/engine/chance_draw.h"
#include "tricorne/engine/game_seam.h"

namespace tricorne::ai {

using namespace tricorne::core;

namespace {

// A node keeps its best-prior actions only: a Movement Phase decision has more than a thousand.
constexpr std::size_t kMaxEdges = 24;
// Progressive widening: a node visited n times weighs its best ceil(kWidenBase + kWidenScale * n^kWidenPower) actions.
constexpr double kWidenBase = 2.0, kWidenScale = 1.0, kWidenPower = 0.5;
// PUCT's exploration constant.
constexpr double kExploration = 1.2;
// How much less than its tried siblings' mean an untried action is first valued, by the square
// root of the prior already tried.
constexpr double kFirstValueReduction = 0.25;
// A rollout's horizon, in actions (chance's included).
constexpr int kRolloutActions = 12;
// Memory: no more nodes than this, whatever the budget (each holds at most kMaxEdges actions).
constexpr std::size_t kMaxNodes = 400000;
// The tactic and re-roll decisions a search solves at most besides its root's (each solve
// weighs a whole combat); rollouts reuse those solved and solve none of their own.
constexpr int kMaxSolves = 3;

struct Edge {
    Action action;
    std::uint64_t key = 0;
    double prior = 0;
    long visits = 0;
    double valueSum = 0;  // from the point of view of the node's player
    long available = 0;   // how many descents found it legal
    int child = -1;
};

struct Node {
    int player = 0;  // a player index, or engine::kChance
    std::vector<Edge> edges;
    long visits = 0;
    bool opened = false;
    // The legal actions' keys (sorted) of the state the node was opened in, and that state's
    // hash without its dice: a later descent reaching the same state reads them instead of
    // listing the thousand moves of a Movement Phase again.
    std::uint64_t stateKey = 0;
    std::vector<std::uint64_t> legalKeys;
};

// The state's hash with the dice to come left out: legalActions never reads them.
std::uint64_t hashWithoutDice(GameState& s) {
    const Rng dice = s.rng;
    s.rng = Rng(0);
    const std::uint64_t key = stateHash(s);
    s.rng = dice;
    return key;
}

std::vector<std::uint64_t> sortedKeys(const std::vector<Action>& legal) {
    std::vector<std::uint64_t> keys;
    keys.reserve(legal.size());
    for (const auto& a : legal) keys.push_back(actionKey(a));
    std::sort(keys.begin(), keys.end());
    return keys;
}

class MctsBot final : public SeriesBot {
public:
    MctsBot(const SeriesGame& game, const BotSpec& spec, const EvaluationWeightsFile& weights)
        : m_game(&game), m_spec(spec), m_level(levelSettings(spec.level)), m_rng(spec.seed), m_weights(weights) {}

    SeriesChoice choose(const SeriesView& view, const Control& control) override {
        const auto start = std::chrono::steady_clock::now();
        SeriesChoice out;
        m_evaluation.emplace(m_weights.forScenario(view.state.scenario->id));
        m_solved.emplace(*m_game, [this](const GameState& state, int player) { return m_evaluation->value(state, player); }, kMaxSolves + 1);
        m_nodes.clear();
        m_nodes.push_back(Node{});
        m_stats = {};
        m_stats.nodes = 1;
        // A decision with one legal action needs no search.
        {
            const GameState s = m_game->determinize(view, m_rng);
            ++m_stats.determinizations;
            const auto legal = m_game->legalActions(s);
            if (legal.size() == 1) {
                out.action = legal.front();
                out.candidates.push_back({legal.front(), SeriesEvaluation::winChance(m_evaluation->value(s, view.player)), 0});
                out.stats = m_stats;
                out.stats.ms = elapsed(start);
                if (control.progress) control.progress(1.0);
                return out;
            }
            // 12.61, 12.23 step 6: a solved decision is drawn from its solution, not searched.
            if (const MixedChoice* solved = m_solved->solve(s)) {
                out.action = *m_solved->draw(s, m_rng);
                out.candidates.push_back({out.action, SeriesEvaluation::winChance(solved->value), 0});
                for (const auto& a : solved->actions)
                    if (!(a == out.action)) out.candidates.push_back({a, SeriesEvaluation::winChance(solved->value), 0});
                out.stats = m_stats;
                out.stats.ms = elapsed(start);
                if (control.progress) control.progress(1.0);
                return out;
            }
        }
        const auto [nodeBudget, msBudget] = searchBudget(m_spec.budget, m_level);
        while (m_stats.iterations < nodeBudget && m_nodes.size() < kMaxNodes) {
            if (control.stopped()) break;
            if (msBudget > 0 && elapsed(start) >= static_cast<double>(msBudget)) break;
            GameState s = m_game->determinize(view, m_rng);
            ++m_stats.determinizations;
            iterate(s);
            ++m_stats.iterations;
            if (control.progress && m_stats.iterations % 32 == 0) {
                const double byNodes = static_cast<double>(m_stats.iterations) / static_cast<double>(nodeBudget);
                const double byTime = msBudget > 0 ? elapsed(start) / static_cast<double>(msBudget) : 0.0;
                control.progress(std::min(1.0, std::max(byNodes, byTime)));
            }
        }
        out = finalChoice(view);
        out.stats = m_stats;
        out.stats.ms = elapsed(start);
        if (control.progress) control.progress(1.0);
        return out;
    }

private:
    static double elapsed(std::chrono::steady_clock::time_point start) {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    }

    // One descent: select and expand in the tree, roll out from the new node, back up.
    void iterate(GameState& s) {
        struct Step {
            int node;
            std::size_t edge;
        };
        std::vector<Step> path;
        int node = 0;
        int depth = 0;
        while (!m_game->isTerminal(s)) {
            const int who = m_game->toMove(s);
            Node& n = m_nodes[static_cast<std::size_t>(node)];
            n.player = who;
            std::size_t chosen = 0;
            if (who == engine::kChance) {
                const Action outcome = engine::drawByProbability(m_game->chanceOutcomes(s), m_rng);
                chosen = edgeFor(node, outcome);
            } else if (const auto solved = m_solved->draw(s, m_rng)) {
                // A solved decision is drawn like the dice: its node keeps no statistics.
                m_nodes[static_cast<std::size_t>(node)].player = engine::kChance;
                chosen = edgeFor(node, *solved);
            } else {
                const std::uint64_t key = hashWithoutDice(s);
                Node& n = m_nodes[static_cast<std::size_t>(node)];
                if (!n.opened) {
                    const auto legal = m_game->legalActions(s);
                    open(node, s, legal);
                    m_nodes[static_cast<std::size_t>(node)].stateKey = key;
                    m_nodes[static_cast<std::size_t>(node)].legalKeys = sortedKeys(legal);
                    chosen = select(node, s, m_nodes[static_cast<std::size_t>(node)].legalKeys);
                } else if (n.stateKey == key) {
                    chosen = select(node, s, n.legalKeys);
                } else {
                    chosen = select(node, s, sortedKeys(m_game->legalActions(s)));
                }
            }
            Node& here = m_nodes[static_cast<std::size_t>(node)];
            Edge& e = here.edges[chosen];
            if (!m_game->apply(s, e.action).ok()) break;
            path.push_back({node, chosen});
            ++depth;
            if (e.child < 0) {
                e.child = static_cast<int>(m_nodes.size());
                const bool decided = here.player != engine::kChance;
                m_nodes.push_back(Node{});
                ++m_stats.nodes;
                // A new decision node ends the descent; a new chance node is passed through.
                if (decided) {
                    node = m_nodes[static_cast<std::size_t>(node)].edges[chosen].child;
                    break;
                }
            }
            node = m_nodes[static_cast<std::size_t>(node)].edges[chosen].child;
        }
        m_stats.maxDepth = std::max(m_stats.maxDepth, depth);
        const double american = rollout(s);
        for (const auto& step : path) {
            Node& n = m_nodes[static_cast<std::size_t>(step.node)];
            ++n.visits;
            Edge& e = n.edges[step.edge];
            ++e.visits;
            if (n.player != engine::kChance) e.valueSum += n.player == 0 ? american : -american;
        }
        ++m_nodes.front().visits;
    }

    // A node's first visit: its legal actions by the heuristic's prior, the best kMaxEdges kept.
    void open(int node, const GameState& s, const std::vector<Action>& legal) {
        const SeriesPriors heuristic(s);
        const auto priors = heuristic.priors(legal);
        std::vector<std::size_t> order(legal.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        const std::size_t keep = std::min(kMaxEdges, order.size());
        std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(keep), order.end(),
                          [&](std::size_t a, std::size_t b) { return priors[a] > priors[b] || (priors[a] == priors[b] && a < b); });
        Node& n = m_nodes[static_cast<std::size_t>(node)];
        double kept = 0;
        for (std::size_t i = 0; i < keep; ++i) kept += priors[order[i]];
        for (std::size_t i = 0; i < keep; ++i)
            n.edges.push_back({legal[order[i]], actionKey(legal[order[i]]), priors[order[i]] / kept, 0, 0.0, 0, -1});
        n.opened = true;
    }

    // The chance node's edge for the outcome drawn, made on its first draw.
    std::size_t edgeFor(int node, const Action& outcome) {
        Node& n = m_nodes[static_cast<std::size_t>(node)];
        const std::uint64_t key = actionKey(outcome);
        for (std::size_t i = 0; i < n.edges.size(); ++i)
            if (n.edges[i].key == key) return i;
        n.edges.push_back({outcome, key, 0.0, 0, 0.0, 0, -1});
        return n.edges.size() - 1;
    }

    // PUCT among the node's widened actions legal in this state; an action no stored edge
    // holds, legal here only, joins the node when nothing stored is legal.
    std::size_t select(int node, const GameState& s, const std::vector<std::uint64_t>& legalKeys) {
        Node& n = m_nodes[static_cast<std::size_t>(node)];
        const auto width = static_cast<std::size_t>(std::ceil(kWidenBase + kWidenScale * std::pow(static_cast<double>(n.visits), kWidenPower)));
        std::size_t best = n.edges.size();
        double bestScore = -1e300;
        // An action not yet tried is first valued as the node's tried ones on average, less a
        // little for each share of the prior already tried: a side that is winning still looks
        // at its other moves, and one that is losing does not try them all for want of a value.
        double tried = 0, triedValue = 0, triedPrior = 0;
        for (const Edge& e : n.edges)
            if (e.visits > 0) {
                tried += static_cast<double>(e.visits);
                triedValue += e.valueSum;
                triedPrior += e.prior;
            }
        const double firstValue = tried > 0 ? triedValue / tried - kFirstValueReduction * std::sqrt(triedPrior) : 0.0;
        std::size_t considered = 0;
        for (std::size_t i = 0; i < n.edges.size() && considered < width; ++i) {
            Edge& e = n.edges[i];
            if (!std::binary_search(legalKeys.begin(), legalKeys.end(), e.key)) continue;
            ++considered;
            ++e.available;
            const double q = e.visits > 0 ? e.valueSum / static_cast<double>(e.visits) : firstValue;
            const double u = kExploration * e.prior * std::sqrt(static_cast<double>(e.available)) / (1.0 + static_cast<double>(e.visits));
            if (q + u > bestScore) {
                bestScore = q + u;
                best = i;
            }
        }
        if (best < n.edges.size()) return best;
        // Nothing stored is legal in this determinization: the heuristic's best of this one joins.
        const auto legal = m_game->legalActions(s);
        const auto priors = SeriesPriors(s).priors(legal);
        const auto at = static_cast<std::size_t>(std::max_element(priors.begin(), priors.end()) - priors.begin());
        n.edges.push_back({legal[at], actionKey(legal[at]), priors[at], 0, 0.0, 1, -1});
        return n.edges.size() - 1;
    }

    // A short playout by the rollout policy, then the evaluation for the American player.
    double rollout(GameState& s) {
        ++m_stats.playouts;
        for (int i = 0; i < kRolloutActions && !m_game->isTerminal(s); ++i) {
            // 9.2: a Movement Phase is planned by the tree, unit by unit; moves drawn at random
            // would only scatter garrisons and stacks, so the evaluation judges the phase as is.
            if (s.step == Step::Moving) break;
            const auto solved = m_solved->draw(s, m_rng, false);
            if (!m_game->apply(s, solved ? *solved : rolloutAction(s, m_rng)).ok()) break;
        }
        return m_evaluation->value(s, 0);
    }

    SeriesChoice finalChoice(const SeriesView& view) {
        SeriesChoice out;
        const Node& root = m_nodes.front();
        std::vector<const Edge*> ranked;
        for (const auto& e : root.edges)
            if (e.visits > 0) ranked.push_back(&e);
        std::stable_sort(ranked.begin(), ranked.end(), [](const Edge* a, const Edge* b) {
            if (a->visits != b->visits) return a->visits > b->visits;
            return a->valueSum / static_cast<double>(a->visits) > b->valueSum / static_cast<double>(b->visits);
        });
        if (ranked.empty()) {
            // No iteration ran (stopped at once): the heuristic's first choice.
            const GameState s = m_game->determinize(view, m_rng);
            const auto legal = m_game->legalActions(s);
            const SeriesPriors heuristic(s);
            const auto priors = heuristic.priors(legal);
            const auto at = static_cast<std::size_t>(std::max_element(priors.begin(), priors.end()) - priors.begin());
            out.action = legal[at];
            out.candidates.push_back({out.action, 0.5, 0});
            return out;
        }
        // The level's draw among its top children, by visits raised to 1/temperature.
        std::vector<long> rankedVisits;
        for (const Edge* e : ranked) rankedVisits.push_back(e->visits);
        const std::size_t pick = drawByVisits(rankedVisits, m_level, m_rng);
        out.action = ranked[pick]->action;
        constexpr std::size_t kCandidates = 5;
        auto candidate = [&](const Edge* e) {
            return SeriesCandidate{e->action, SeriesEvaluation::winChance(e->valueSum / static_cast<double>(e->visits)), e->visits};
        };
        out.candidates.push_back(candidate(ranked[pick]));
        for (std::size_t i = 0; i < ranked.size() && out.candidates.size() < kCandidates; ++i)
            if (i != pick) out.candidates.push_back(candidate(ranked[i]));
        return out;
    }

    const SeriesGame* m_game;
    BotSpec m_spec;
    LevelSettings m_level;
    Rng m_rng;
    EvaluationWeightsFile m_weights;
    std::optional<SeriesEvaluation> m_evaluation;
    std::optional<SolvedDecisions> m_solved;
    std::vector<Node> m_nodes;
    SearchStats m_stats;
};

}  // namespace

std::unique_ptr<SeriesBot> makeMctsBot(const SeriesGame& game, const BotSpec& spec, const EvaluationWeightsFile& weights) {
    return std::make_unique<MctsBot>(game, spec, weights);
}

}  // namespace tricorne::ai
