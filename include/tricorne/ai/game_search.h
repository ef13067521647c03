// The computer players of any game that meets the engine's seam (engine::Game), given the
// game's own heuristics: a random player, a one-ply greedy player and an information-set Monte
// Carlo tree search. Each decides from its side's view alone, drawing whole states consistent
// with it (Game::determinize) and the dice with its own generator, never the state's.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "tricorne/ai/bot.h"
#include "tricorne/ai/search_tree.h"
#include "tricorne/engine/chance_draw.h"
#include "tricorne/engine/game_seam.h"
#include "tricorne/engine/rng.h"

namespace tricorne::ai {

// What a two-player game supplies for its computer players:
// - evaluate: a state that is not over as the first player (player 0) sees it, in [-1, 1];
// - priors: a weight for each of the actions (of the player to answer), 0 or more, higher
//   for a better action; the search weighs the best first and tries them in proportion;
// - rolloutAction: the action a rollout plays for the player to answer, or nullopt for one
//   drawn uniformly among the legal actions;
// - cutRollout: whether a rollout that has played `played` actions stops here (its horizon);
// - actionKey: a hash of the action, equal for equal actions.
template <class H, class G>
concept GameHeuristics = engine::Game<G> && std::default_initializable<typename G::Action> &&
requires(const H& heuristics, const G& game, const typename G::State& state, const std::vector<typename G::Action>& actions,
         const typename G::Action& action, core::Rng& rng, int played) {
    { heuristics.evaluate(game, state) } -> std::convertible_to<double>;
    { heuristics.priors(game, state, actions) } -> std::same_as<std::vector<double>>;
    { heuristics.rolloutAction(game, state, rng) } -> std::same_as<std::optional<typename G::Action>>;
    { heuristics.cutRollout(game, state, played) } -> std::same_as<bool>;
    { heuristics.actionKey(action) } -> std::convertible_to<std::uint64_t>;
};

// One action a bot weighed: its estimated chance of winning (0..1, for the player to answer)
// and how often the search tried it.
template <class G>
struct GameCandidate {
    typename G::Action action;
    double winChance = 0.5;
    long visits = 0;
};

template <class G>
struct GameChoice {
    typename G::Action action;
    std::vector<GameCandidate<G>> candidates;  // best first; the chosen action among them
    SearchStats stats;
};

template <class G>
class GameBot {
public:
    virtual ~GameBot() = default;
    // The action of the player to answer in every state `view` could be of (a view taken for
    // that player): always one of the legal actions of each such state.
    virtual GameChoice<G> choose(const typename G::View& view, const Control& control = {}) = 0;
};

namespace game_search_detail {

inline double millisecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// A value for player 0 in [-1, 1] as a chance of winning for `player`.
inline double winChance(double valueFor0, int player) {
    const double v = player == 0 ? valueFor0 : -valueFor0;
    return std::clamp((v + 1.0) / 2.0, 0.0, 1.0);
}

// The state's value for player 0: the game's returns once it is over, else the evaluation.
template <class G, class H>
double valueFor0(const G& game, const H& heuristics, const typename G::State& s) {
    if (game.isTerminal(s)) return std::clamp(game.returns(s).front(), -1.0, 1.0);
    return std::clamp(static_cast<double>(heuristics.evaluate(game, s)), -1.0, 1.0);
}

// The priors as weights that add up to 1 (uniform when the game gives none above 0).
inline std::vector<double> normalized(std::vector<double> weights) {
    double total = 0;
    for (auto& w : weights) total += w = std::max(0.0, w);
    for (auto& w : weights) w = total > 0 ? w / total : 1.0 / static_cast<double>(weights.size());
    return weights;
}

}  // namespace game_search_detail

// Uniform over the legal actions of one determinization of the view.
template <engine::Game G>
class GameRandomBot final : public GameBot<G> {
public:
    GameRandomBot(const G& game, const BotSpec& spec) : m_game(&game), m_rng(spec.seed) {}

    GameChoice<G> choose(const typename G::View& view, const Control& control) override {
        const auto start = std::chrono::steady_clock::now();
        GameChoice<G> out;
        const auto s = m_game->determinize(view, m_rng);
        const auto legal = m_game->legalActions(s);
        out.action = legal[static_cast<std::size_t>(m_rng.below(static_cast<int>(legal.size())))];
        out.candidates.push_back({out.action, 0.5, 1});
        out.stats.iterations = 1;
        out.stats.determinizations = 1;
        out.stats.ms = game_search_detail::millisecondsSince(start);
        if (control.progress) control.progress(1.0);
        return out;
    }

private:
    const G* m_game;
    core::Rng m_rng;
};

// One ply: each legal action applied to one determinization, the dice right after it averaged
// over their outcomes (two draws deep at most), the evaluation's best; ties drawn by the bot.
template <engine::Game G, GameHeuristics<G> H>
class GameGreedyBot final : public GameBot<G> {
public:
    GameGreedyBot(const G& game, H heuristics, const BotSpec& spec) : m_game(&game), m_heuristics(std::move(heuristics)), m_rng(spec.seed) {}

    GameChoice<G> choose(const typename G::View& view, const Control& control) override {
        const auto start = std::chrono::steady_clock::now();
        GameChoice<G> out;
        const auto s = m_game->determinize(view, m_rng);
        out.stats.determinizations = 1;
        const int player = m_game->toMove(s);
        const auto legal = m_game->legalActions(s);
        std::vector<GameCandidate<G>> weighed;
        weighed.reserve(legal.size());
        for (std::size_t i = 0; i < legal.size(); ++i) {
            if (control.stopped() && !weighed.empty()) break;
            double valueFor0 = 0.0;
            if (legal.size() > 1) {
                auto next = s;
                valueFor0 = player == 0 ? -1.0 : 1.0;  // an action the rules refuse is the worst
                if (m_game->apply(next, legal[i]).ok()) {
                    ++out.stats.nodes;
                    valueFor0 = averaged(next, out.stats, 2);
                }
            }
            weighed.push_back({legal[i], game_search_detail::winChance(valueFor0, player), 1});
            if (control.progress && i % 64 == 0) control.progress(static_cast<double>(i) / static_cast<double>(legal.size()));
        }
        out.stats.iterations = static_cast<long>(weighed.size());
        out.action = chooseBestWeighed(std::move(weighed), m_rng, out.candidates);
        out.stats.ms = game_search_detail::millisecondsSince(start);
        if (control.progress) control.progress(1.0);
        return out;
    }

private:
    // The value for player 0, the dice at `s` averaged over their outcomes `depth` draws deep.
    double averaged(const typename G::State& s, SearchStats& stats, int depth) {
        if (depth == 0 || m_game->toMove(s) != engine::kChance) {
            ++stats.playouts;
            return game_search_detail::valueFor0(*m_game, m_heuristics, s);
        }
        stats.maxDepth = std::max(stats.maxDepth, 3 - depth);
        double total = 0.0;
        for (const auto& [outcome, p] : m_game->chanceOutcomes(s)) {
            auto next = s;
            if (!m_game->apply(next, outcome).ok()) continue;
            ++stats.nodes;
            total += p * averaged(next, stats, depth - 1);
        }
        return total;
    }

    const G* m_game;
    H m_heuristics;
    core::Rng m_rng;
};

// Information-set Monte Carlo tree search: each iteration draws a whole state from the view
// with the bot's generator and descends one tree of both players' decisions with the actions
// legal in that state (an edge's exploration counts the descents in which it was legal), the
// dice drawn by their probabilities; a node weighs its actions best prior first, more of them
// as it is visited (progressive widening), an untried one valued as its tried siblings less a
// little (first-play urgency); a new decision node ends the descent, a rollout to the game's
// horizon follows and its value is backed up.
template <engine::Game G, GameHeuristics<G> H>
class GameSearch final : public GameBot<G> {
    static_assert(G::kPlayers == 2, "the search weighs one player's gain as the other's loss");

public:
    using State = typename G::State;
    using Action = typename G::Action;

    GameSearch(const G& game, H heuristics, const BotSpec& spec)
        : m_game(&game), m_heuristics(std::move(heuristics)), m_spec(spec), m_level(levelSettings(spec.level)), m_rng(spec.seed) {}

    GameChoice<G> choose(const typename G::View& view, const Control& control) override {
        const auto start = std::chrono::steady_clock::now();
        m_nodes.assign(1, Node{});
        m_stats = {};
        m_stats.nodes = 1;
        GameChoice<G> out;
        {
            // A decision with one legal action needs no search.
            const State s = m_game->determinize(view, m_rng);
            ++m_stats.determinizations;
            const int player = m_game->toMove(s);
            const auto legal = m_game->legalActions(s);
            if (legal.size() == 1) {
                out.action = legal.front();
                out.candidates.push_back({legal.front(), game_search_detail::winChance(game_search_detail::valueFor0(*m_game, m_heuristics, s), player), 0});
                return finished(out, start, control);
            }
        }
        const auto [nodeBudget, msBudget] = searchBudget(m_spec.budget, m_level);
        while (m_stats.iterations < nodeBudget && m_nodes.size() < kTreeMaxNodes) {
            if (control.stopped()) break;
            if (msBudget > 0 && game_search_detail::millisecondsSince(start) >= static_cast<double>(msBudget)) break;
            State s = m_game->determinize(view, m_rng);
            ++m_stats.determinizations;
            iterate(s);
            ++m_stats.iterations;
            if (control.progress && m_stats.iterations % 32 == 0) {
                const double byNodes = static_cast<double>(m_stats.iterations) / static_cast<double>(nodeBudget);
                const double byTime = msBudget > 0 ? game_search_detail::millisecondsSince(start) / static_cast<double>(msBudget) : 0.0;
                control.progress(std::min(1.0, std::max(byNodes, byTime)));
            }
        }
        out = finalChoice(view);
        return finished(out, start, control);
    }

private:
    using Edge = SearchEdge<Action>;
    using Node = SearchNode<Action>;

    // The legal actions of one state by key, to find whether an edge's action is among them.
    class LegalSet {
    public:
        LegalSet(const H& heuristics, const std::vector<Action>& legal) : m_legal(&legal) {
            m_keys.reserve(legal.size());
            for (std::size_t i = 0; i < legal.size(); ++i) m_keys.emplace_back(static_cast<std::uint64_t>(heuristics.actionKey(legal[i])), i);
            std::sort(m_keys.begin(), m_keys.end());
        }
        bool holds(const Edge& e) const {
            auto it = std::lower_bound(m_keys.begin(), m_keys.end(), std::pair<std::uint64_t, std::size_t>{e.key, 0});
            for (; it != m_keys.end() && it->first == e.key; ++it)
                if ((*m_legal)[it->second] == e.action) return true;
            return false;
        }

    private:
        const std::vector<Action>* m_legal;
        std::vector<std::pair<std::uint64_t, std::size_t>> m_keys;
    };

    GameChoice<G> finished(GameChoice<G>& out, std::chrono::steady_clock::time_point start, const Control& control) const {
        out.stats = m_stats;
        out.stats.ms = game_search_detail::millisecondsSince(start);
        if (control.progress) control.progress(1.0);
        return out;
    }

    Node& at(int node) { return m_nodes[static_cast<std::size_t>(node)]; }

    // One descent: select and expand in the tree, roll out from the new node, back up.
    void iterate(State& s) {
        std::vector<std::pair<int, std::size_t>> path;
        int node = 0;
        while (!m_game->isTerminal(s)) {
            const int who = m_game->toMove(s);
            at(node).player = who;
            std::size_t chosen = 0;
            if (who == engine::kChance) {
                const Action outcome = engine::drawByProbability(m_game->chanceOutcomes(s), m_rng);
                chosen = edgeFor(node, outcome);
            } else {
                const auto legal = m_game->legalActions(s);
                if (!at(node).opened) open(node, s, legal);
                chosen = select(node, s, legal);
            }
            if (!m_game->apply(s, at(node).edges[chosen].action).ok()) break;
            path.emplace_back(node, chosen);
            const int child = at(node).edges[chosen].child;
            if (child >= 0) {
                node = child;
                continue;
            }
            const int made = static_cast<int>(m_nodes.size());
            at(node).edges[chosen].child = made;
            m_nodes.push_back(Node{});
            ++m_stats.nodes;
            node = made;
            // A new decision node ends the descent; a new chance node is passed through.
            if (who != engine::kChance) break;
        }
        m_stats.maxDepth = std::max(m_stats.maxDepth, static_cast<int>(path.size()));
        backUp(m_nodes, path, rollout(s));
    }

    // A node's first visit: its legal actions by prior, the best kTreeMaxEdges kept.
    void open(int node, const State& s, const std::vector<Action>& legal) {
        const auto priors = m_heuristics.priors(*m_game, s, legal);
        const auto order = bestByPrior(priors, kTreeMaxEdges);
        const std::size_t keep = order.size();
        std::vector<double> kept(keep);
        for (std::size_t i = 0; i < keep; ++i) kept[i] = priors[order[i]];
        kept = game_search_detail::normalized(std::move(kept));
        Node& n = at(node);
        for (std::size_t i = 0; i < keep; ++i)
            n.edges.push_back({legal[order[i]], static_cast<std::uint64_t>(m_heuristics.actionKey(legal[order[i]])), kept[i], 0, 0.0, 0, -1});
        n.opened = true;
    }

    // The chance node's edge for the outcome drawn, made on its first draw.
    std::size_t edgeFor(int node, const Action& outcome) {
        Node& n = at(node);
        const auto key = static_cast<std::uint64_t>(m_heuristics.actionKey(outcome));
        for (std::size_t i = 0; i < n.edges.size(); ++i)
            if (n.edges[i].key == key && n.edges[i].action == outcome) return i;
        n.edges.push_back({outcome, key, 0.0, 0, 0.0, 0, -1});
        return n.edges.size() - 1;
    }

    // PUCT among the node's widened actions legal in this state; when none stored is legal
    // here, the best-prior legal action of this state joins the node.
    std::size_t select(int node, const State& s, const std::vector<Action>& legal) {
        const LegalSet legalHere(m_heuristics, legal);
        Node& n = at(node);
        const std::size_t best = selectByPuct(n, [&](const Edge& e) { return legalHere.holds(e); });
        if (best < n.edges.size()) return best;
        const auto priors = game_search_detail::normalized(m_heuristics.priors(*m_game, s, legal));
        const auto top = static_cast<std::size_t>(std::max_element(priors.begin(), priors.end()) - priors.begin());
        n.edges.push_back({legal[top], static_cast<std::uint64_t>(m_heuristics.actionKey(legal[top])), priors[top], 0, 0.0, 1, -1});
        return n.edges.size() - 1;
    }

    // A playout by the game's rollout policy to its horizon, then the value for player 0.
    double rollout(State& s) {
        ++m_stats.playouts;
        for (int played = 0; !m_game->isTerminal(s) && !m_heuristics.cutRollout(*m_game, s, played); ++played) {
            Action action;
            if (m_game->toMove(s) == engine::kChance) {
                action = engine::drawByProbability(m_game->chanceOutcomes(s), m_rng);
            } else if (auto chosen = m_heuristics.rolloutAction(*m_game, s, m_rng)) {
                action = std::move(*chosen);
            } else {
                const auto legal = m_game->legalActions(s);
                if (legal.empty()) break;
                action = legal[static_cast<std::size_t>(m_rng.below(static_cast<int>(legal.size())))];
            }
            if (!m_game->apply(s, action).ok()) break;
        }
        return game_search_detail::valueFor0(*m_game, m_heuristics, s);
    }

    GameChoice<G> finalChoice(const typename G::View& view) {
        GameChoice<G> out;
        const auto ranked = rankedByVisits<Action>(m_nodes.front());
        if (ranked.empty()) {
            // No iteration ran (stopped at once): the best prior of one determinization.
            const State s = m_game->determinize(view, m_rng);
            const auto legal = m_game->legalActions(s);
            const auto priors = m_heuristics.priors(*m_game, s, legal);
            out.action = legal[static_cast<std::size_t>(std::max_element(priors.begin(), priors.end()) - priors.begin())];
            out.candidates.push_back({out.action, 0.5, 0});
            return out;
        }
        out.action = drawFromRanked(ranked, m_level, m_rng, out.candidates, [](const Edge* e) {
                         // The edge's value is already the root player's: player 0's reading keeps it.
                         return GameCandidate<G>{e->action, game_search_detail::winChance(e->valueSum / static_cast<double>(e->visits), 0), e->visits};
                     }).action;
        return out;
    }

    const G* m_game;
    H m_heuristics;
    BotSpec m_spec;
    LevelSettings m_level;
    core::Rng m_rng;
    std::vector<Node> m_nodes;
    SearchStats m_stats;
};

// A bot of that spec playing `game` (which must outlive it) with the game's heuristics.
template <engine::Game G, GameHeuristics<G> H>
std::unique_ptr<GameBot<G>> makeGameBot(const G& game, H heuristics, const BotSpec& spec) {
    switch (spec.kind) {
    case BotKind::Random: return std::make_unique<GameRandomBot<G>>(game, spec);
    case BotKind::Greedy: return std::make_unique<GameGreedyBot<G, H>>(game, std::move(heuristics), spec);
    case BotKind::Mcts: break;
    }
    return std::make_unique<GameSearch<G, H>>(game, std::move(heuristics), spec);
}

}  // namespace tricorne::ai
