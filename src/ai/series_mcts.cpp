// Information-set Monte Carlo tree search over the series rules: each iteration draws a whole
// state from the bot's view, descends one tree of both players' decisions with the actions
// legal in that state, samples the dice with the bot's generator, expands one node, plays a
// short rollout and backs up the evaluation at its end.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

#include "series_bots.h"
#include "series_search_support.h"
#include "tricorne/ai/search_tree.h"
#include "tricorne/engine/chance_draw.h"
#include "tricorne/engine/game_seam.h"

namespace tricorne::ai {

using namespace tricorne::core;

namespace {

// A rollout's horizon, in actions (chance's included).
constexpr int kRolloutActions = 12;
// A rollout through the enemy's march (the weights file's "enemyMarchInRollouts"): the actions
// it may play after its side's Movement Phase is ended, the enemy's units it moves at most, and
// the actions after his march (his combats) before it stops; a rollout fighting the side's
// last-turn combats ("lastTurnCombatsInRollouts") has as many after its phase.
constexpr int kAfterOwnPhase = 40;
constexpr int kMarchMoves = 12;
constexpr int kAfterMarch = 60;
// The tactic and re-roll decisions a search solves at most besides its root's (each solve
// weighs a whole combat); rollouts reuse those solved and solve none of their own.
constexpr int kMaxSolves = 3;

using Edge = SearchEdge<Action>;

struct Node : SearchNode<Action> {
    // The hash without its dice of the state the node was opened in, and which of its edges
    // that state's legal actions gave: in a later descent reaching the same state those are
    // legal without listing the thousand moves of a Movement Phase again. The state's legal
    // actions' keys (sorted) are listed only if the node holds an edge from elsewhere (another
    // determinization, or a draw made there when the node was chance's or solved).
    std::uint64_t stateKey = 0;
    std::size_t openedBegin = 0, openedEnd = 0;
    std::optional<std::vector<std::uint64_t>> legalKeys;
};

// The state's hash with the dice to come left out: legalActions never reads them.
std::uint64_t hashWithoutDice(GameState& s) {
    const Rng dice = s.rng;
    s.rng = Rng(0);
    const std::uint64_t key = stateCacheKey(s);
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
        m_player = view.player;
        const Side side = sideOfPlayer(view.player);
        m_throughMarch = m_weights.marchesInRollouts(m_spec.level, view.state.scenario->id, side);
        m_lastTurnCombats = m_weights.fightsLastTurnInRollouts(m_spec.level, view.state.scenario->id, side);
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
        // Rollouts through the march cost more each: the level's own budget is its march's.
        LevelSettings level = m_level;
        if (m_throughMarch) level.nodes = level.marchNodes;
        const auto [nodeBudget, msBudget] = searchBudget(m_spec.budget, level);
        while (m_stats.iterations < nodeBudget && m_nodes.size() < kTreeMaxNodes) {
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
        std::vector<std::pair<int, std::size_t>> path;
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
                    open(node, s, m_game->legalActions(s));
                    m_nodes[static_cast<std::size_t>(node)].stateKey = key;
                }
                chosen = m_nodes[static_cast<std::size_t>(node)].stateKey == key ? selectInOpeningState(node, s)
                                                                                   : select(node, s, sortedKeys(m_game->legalActions(s)));
            }
            Node& here = m_nodes[static_cast<std::size_t>(node)];
            Edge& e = here.edges[chosen];
            if (!m_game->apply(s, e.action).ok()) break;
            path.emplace_back(node, chosen);
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
        backUp(m_nodes, path, rollout(s));
    }

    // A node's first visit: its legal actions by the heuristic's prior, the best kTreeMaxEdges kept.
    void open(int node, const GameState& s, const std::vector<Action>& legal) {
        const SeriesPriors heuristic(s);
        const auto priors = heuristic.priors(legal);
        const auto order = bestByPrior(priors, kTreeMaxEdges);
        const std::size_t keep = order.size();
        Node& n = m_nodes[static_cast<std::size_t>(node)];
        n.openedBegin = n.edges.size();
        double kept = 0;
        for (std::size_t i = 0; i < keep; ++i) kept += priors[order[i]];
        for (std::size_t i = 0; i < keep; ++i)
            n.edges.push_back({legal[order[i]], actionKey(legal[order[i]]), priors[order[i]] / kept, 0, 0.0, 0, -1});
        n.openedEnd = n.edges.size();
        n.opened = true;
    }

    // PUCT in the state the node was opened in: the edges it gave are legal; one joined since
    // from another determinization is looked up among this state's legal actions.
    std::size_t selectInOpeningState(int node, const GameState& s) {
        Node& n = m_nodes[static_cast<std::size_t>(node)];
        if (n.edges.size() > n.openedEnd - n.openedBegin && !n.legalKeys) n.legalKeys = sortedKeys(m_game->legalActions(s));
        const Edge* first = n.edges.data();
        return selectAmong(node, s, [&](const Edge& e) {
            const auto at = static_cast<std::size_t>(&e - first);
            return (at >= n.openedBegin && at < n.openedEnd) || std::binary_search(n.legalKeys->begin(), n.legalKeys->end(), e.key);
        });
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

    // PUCT among the node's widened edges whose keys are among `legalKeys`, this state's.
    std::size_t select(int node, const GameState& s, const std::vector<std::uint64_t>& legalKeys) {
        return selectAmong(node, s, [&](const Edge& e) { return std::binary_search(legalKeys.begin(), legalKeys.end(), e.key); });
    }

    // PUCT among the node's widened edges `isLegal` holds here; when none does, the heuristic's
    // best action of this determinization joins the node.
    template <class IsLegal>
    std::size_t selectAmong(int node, const GameState& s, IsLegal&& isLegal) {
        Node& n = m_nodes[static_cast<std::size_t>(node)];
        const std::size_t best = selectByPuct(n, isLegal);
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
        bool ownEnded = false, marched = false;
        int limit = kRolloutActions;
        for (int i = 0; i < limit && !m_game->isTerminal(s); ++i) {
            if (s.step == Step::Moving) {
                // 9.2: a Movement Phase is planned by the tree, unit by unit; moves drawn at random
                // would only scatter garrisons and stacks, so the evaluation judges the phase as is.
                // Or, where the weights ask it, the side's own phase ends as it stands (what the
                // evaluation projects) and its combats are fought: on any turn where its rollouts
                // march, the enemy's phase then played by his priors, so that the leaf sees his march
                // and his attacks, not only the threat the evaluation counts; and on the game's last
                // turn where they fight its last combats (E9.1, E9.4: the hexes held at the end
                // decide the game), so that the leaf sees what those attacks take.
                const bool fightsLast = m_lastTurnCombats && s.turn == s.scenario->lastTurn;
                if (marched || (!m_throughMarch && !fightsLast)) break;
                if (m_game->toMove(s) == m_player) {
                    // 9.2, 13.3: apply refuses the end (and changes nothing) while a unit must still move.
                    if (ownEnded || !m_game->apply(s, EndPhase{}).ok()) break;
                    ownEnded = true;
                    limit = i + kAfterOwnPhase;
                    if (!m_throughMarch) ++m_stats.lastTurnCombats;
                } else {
                    if (!m_throughMarch) break;  // the enemy's march only where the rollouts march
                    rolloutMarch(s, m_rng, kMarchMoves);
                    marched = true;
                    ++m_stats.enemyMarches;
                    limit = i + kAfterMarch;
                }
                continue;
            }
            const auto solved = m_solved->draw(s, m_rng, false);
            if (!m_game->apply(s, solved ? *solved : rolloutAction(s, m_rng)).ok()) break;
        }
        return m_evaluation->value(s, 0);
    }

    SeriesChoice finalChoice(const SeriesView& view) {
        SeriesChoice out;
        const auto ranked = rankedByVisits<Action>(m_nodes.front());
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
        out.action = drawFromRanked(ranked, m_level, m_rng, out.candidates, [](const Edge* e) {
                         return SeriesCandidate{e->action, SeriesEvaluation::winChance(e->valueSum / static_cast<double>(e->visits)), e->visits};
                     }).action;
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
    int m_player = 0;             // the side searching
    bool m_throughMarch = false;  // its rollouts play through the enemy's march
    bool m_lastTurnCombats = false;  // its rollouts fight its own combats of the last game turn
};

}  // namespace

std::unique_ptr<SeriesBot> makeMctsBot(const SeriesGame& game, const BotSpec& spec, const EvaluationWeightsFile& weights) {
    return std::make_unique<MctsBot>(game, spec, weights);
}

}  // namespace tricorne::ai
