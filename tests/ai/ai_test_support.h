// Games played by bots on the real data, every action checked against the true state.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "data_test_support.h"
#include "tricorne/ai/series_bot.h"
#include "tricorne/ai/series_evaluation.h"
#include "tricorne/engine/game_seam.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/series_game.h"

namespace tricorne::test {

// The series' players as the seam numbers them.
constexpr int kAmerican = 0, kBritish = 1;

inline ai::BotSpec botSpec(ai::BotKind kind, std::uint64_t seed, long nodes = 0, ai::Level level = ai::Level::Normal) {
    ai::BotSpec spec;
    spec.kind = kind;
    spec.level = level;
    spec.seed = seed;
    spec.budget.nodes = nodes;
    return spec;
}

// The shipped weights with one list of scenarios and sides by level (`field`: where the rollouts
// march through the enemy's Movement Phase, 9.2, or fight the last turn's combats, E9.4) set to
// `named`, written to the temporary file `name`: its path, for the caller to remove.
using RolloutList = std::map<ai::Level, ai::EvaluationWeightsFile::SidesByScenario> ai::EvaluationWeightsFile::*;
inline std::string weightsNaming(RolloutList field, const std::map<ai::Level, ai::EvaluationWeightsFile::SidesByScenario>& named, const std::string& name) {
    core::DataErrors errors;
    auto file = ai::loadEvaluationWeights(ai::seriesWeightsPath(realDataDir()), errors);
    EXPECT_TRUE(file) << describe(errors);
    if (!file) return {};
    (*file).*field = named;
    const auto path = (std::filesystem::temp_directory_path() / name).string();
    std::ofstream(path) << ai::evaluationWeightsJson(*file, "test").dump();
    return path;
}

inline std::string weightsMarchingThroughBySide(const std::map<ai::Level, ai::EvaluationWeightsFile::SidesByScenario>& through,
                                                const std::string& name) {
    return weightsNaming(&ai::EvaluationWeightsFile::enemyMarchInRollouts, through, name);
}

inline std::string weightsFightingLastTurn(const std::map<ai::Level, ai::EvaluationWeightsFile::SidesByScenario>& fighting, const std::string& name) {
    return weightsNaming(&ai::EvaluationWeightsFile::lastTurnCombatsInRollouts, fighting, name);
}

// The same with both sides marching in each scenario named.
inline std::string weightsMarchingThrough(const std::map<ai::Level, std::set<std::string>>& through, const std::string& name) {
    std::map<ai::Level, ai::EvaluationWeightsFile::SidesByScenario> bySide;
    for (const auto& [level, ids] : through)
        for (const auto& id : ids) bySide[level][id] = {core::kSides.begin(), core::kSides.end()};
    return weightsMarchingThroughBySide(bySide, name);
}

inline std::unique_ptr<ai::SeriesBot> seriesBot(const core::SeriesGame& game, const ai::BotSpec& spec) {
    std::string error;
    auto bot = ai::makeSeriesBot(game, spec, error);
    EXPECT_TRUE(bot) << error;
    return bot;
}

// A whole game of `scenario` between the American and the British bot, the dice drawn from
// `diceSeed`: each action the bots return is checked legal in the true state, and every
// invariant after every action. Returns the finished state.
inline core::GameState playGame(const core::SeriesGame& game, const std::string& scenario, std::array<ai::SeriesBot*, 2> bots,
                                std::uint64_t diceSeed, int maxActions = 20000) {
    std::string error;
    auto s = game.initialState(scenario, {}, diceSeed, error);
    EXPECT_TRUE(s) << error;
    if (!s) return {};
    core::Rng dice(diceSeed);
    for (int n = 0; n < maxActions && !game.isTerminal(*s); ++n) {
        const int who = game.toMove(*s);
        core::Action action;
        if (who == engine::kChance) {
            action = core::randomAction(*s, dice);
        } else {
            action = bots[static_cast<std::size_t>(who)]->choose(game.view(*s, who)).action;
            bool legal = false;
            for (const auto& a : game.legalActions(*s)) legal = legal || a == action;
            EXPECT_TRUE(legal) << scenario << ": " << core::describe(action) << " is not legal";
            if (!legal) return *s;
        }
        const auto applied = game.apply(*s, action);
        EXPECT_TRUE(applied.ok()) << core::describe(action) << ": " << applied.refusal;
        if (!applied.ok()) return *s;
        for (const auto& broken : core::checkInvariants(*s)) ADD_FAILURE() << scenario << " after " << core::describe(action) << ": " << broken;
    }
    return *s;
}

// A whole game of `scenario`, the bot of `spec` playing `side` (0 American, 1 British) against
// the random bot, the dice drawn from `seed`: true when the bot won.
inline bool beatsRandom(const ai::BotSpec& spec, int side, std::uint64_t seed, const std::string& scenario = "freemans-farm") {
    const core::SeriesGame game(realData());
    auto bot = seriesBot(game, spec);
    auto random = seriesBot(game, botSpec(ai::BotKind::Random, 200 + seed));
    std::array<ai::SeriesBot*, 2> bots{bot.get(), random.get()};
    if (side == 1) std::swap(bots[0], bots[1]);
    const core::GameState end = playGame(game, scenario, bots, 300 + seed);
    return end.outcome.winner && core::playerIndex(*end.outcome.winner) == side;
}

}  // namespace tricorne::test
