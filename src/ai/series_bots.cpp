#include "series_bots.h"

#include <algorithm>
#include <chrono>

#include "series_search_support.h"
#include "tricorne/ai/search_tree.h"
#include "tricorne/engine/game_seam.h"
#include "tricorne/series/game/random_play.h"

namespace tricorne::ai {

using namespace tricorne::core;

namespace {

double millisecondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Uniform over the legal actions; the Movement Phase as the game's random player plays it.
class RandomBot final : public SeriesBot {
public:
    RandomBot(const SeriesGame& game, const BotSpec& spec) : m_game(&game), m_rng(spec.seed) {}

    SeriesChoice choose(const SeriesView& view, const Control& control) override {
        const auto start = std::chrono::steady_clock::now();
        SeriesChoice out;
        const GameState s = m_game->determinize(view, m_rng);
        out.action = randomAction(s, m_rng);
        out.candidates.push_back({out.action, 0.5, 1});
        out.stats.iterations = 1;
        out.stats.determinizations = 1;
        out.stats.ms = millisecondsSince(start);
        if (control.progress) control.progress(1.0);
        return out;
    }

private:
    const SeriesGame* m_game;
    Rng m_rng;
};

// One ply: each legal action applied to a determinization, the dice after it averaged over
// their faces, the evaluation's best; ties broken by the bot's generator.
class GreedyBot final : public SeriesBot {
public:
    GreedyBot(const SeriesGame& game, const BotSpec& spec, const EvaluationWeightsFile& weights)
        : m_game(&game), m_rng(spec.seed), m_weights(weights) {}

    SeriesChoice choose(const SeriesView& view, const Control& control) override {
        const auto start = std::chrono::steady_clock::now();
        const SeriesEvaluation evaluation(m_weights.forScenario(view.state.scenario->id));
        SeriesChoice out;
        const GameState s = m_game->determinize(view, m_rng);
        out.stats.determinizations = 1;
        // 12.61, 12.23 step 6: a solved decision is drawn from its solution.
        SolvedDecisions solved(*m_game, [&evaluation](const GameState& state, int player) { return evaluation.value(state, player); }, 1);
        if (const MixedChoice* choice = solved.solve(s)) {
            out.action = *solved.draw(s, m_rng);
            for (const auto& a : choice->actions) out.candidates.push_back({a, SeriesEvaluation::winChance(choice->value), 0});
            std::stable_partition(out.candidates.begin(), out.candidates.end(), [&](const auto& c) { return c.action == out.action; });
            out.stats.ms = millisecondsSince(start);
            if (control.progress) control.progress(1.0);
            return out;
        }
        const auto legal = m_game->legalActions(s);
        std::vector<SeriesCandidate> weighed;
        weighed.reserve(legal.size());
        for (std::size_t i = 0; i < legal.size(); ++i) {
            if (control.stopped() && !weighed.empty()) break;
            double value = 0.0;
            if (legal.size() > 1) value = valueAfter(s, legal[i], view.player, evaluation, out.stats);
            weighed.push_back({legal[i], SeriesEvaluation::winChance(value), 1});
            if (control.progress && i % 64 == 0) control.progress(static_cast<double>(i) / static_cast<double>(legal.size()));
        }
        // The best value; among equals, one drawn by the bot's generator.
        out.stats.iterations = static_cast<long>(weighed.size());
        out.action = chooseBestWeighed(std::move(weighed), m_rng, out.candidates);
        out.stats.ms = millisecondsSince(start);
        if (control.progress) control.progress(1.0);
        return out;
    }

private:
    // The action's value: the dice right after it averaged over their faces (two rolls deep at most).
    double valueAfter(const GameState& s, const Action& action, int player, const SeriesEvaluation& evaluation, SearchStats& stats) {
        GameState next = s;
        if (!m_game->apply(next, action).ok()) return -1.0;
        ++stats.nodes;
        return averaged(next, player, evaluation, stats, 2);
    }
    double averaged(const GameState& s, int player, const SeriesEvaluation& evaluation, SearchStats& stats, int depth) {
        if (depth == 0 || m_game->toMove(s) != engine::kChance) {
            ++stats.playouts;
            return evaluation.value(s, player);
        }
        stats.maxDepth = std::max(stats.maxDepth, 3 - depth);
        double total = 0.0;
        for (const auto& [outcome, p] : m_game->chanceOutcomes(s)) {
            GameState next = s;
            if (!m_game->apply(next, outcome).ok()) continue;
            ++stats.nodes;
            total += p * averaged(next, player, evaluation, stats, depth - 1);
        }
        return total;
    }

    const SeriesGame* m_game;
    Rng m_rng;
    EvaluationWeightsFile m_weights;
};

}  // namespace

std::unique_ptr<SeriesBot> makeRandomBot(const SeriesGame& game, const BotSpec& spec) { return std::make_unique<RandomBot>(game, spec); }

std::unique_ptr<SeriesBot> makeGreedyBot(const SeriesGame& game, const BotSpec& spec, const EvaluationWeightsFile& weights) {
    return std::make_unique<GreedyBot>(game, spec, weights);
}

std::unique_ptr<SeriesBot> makeSeriesBot(const SeriesGame& game, const BotSpec& spec, std::string& error) {
    if (spec.kind == BotKind::Random) return makeRandomBot(game, spec);
    DataErrors errors;
    const std::string path = spec.weightsPath.empty() ? seriesWeightsPath(game.data().root) : spec.weightsPath;
    const auto weights = loadEvaluationWeights(path, errors);
    if (!weights) {
        error = errors.empty() ? path + ": the weights do not load" : errors.front().str();
        return nullptr;
    }
    if (spec.kind == BotKind::Greedy) return makeGreedyBot(game, spec, *weights);
    return makeMctsBot(game, spec, *weights);
}

}  // namespace tricorne::ai
