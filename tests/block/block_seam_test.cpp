// The block game through the engine's seam: the catalogue, saves and replays, JSON refusals
// naming the field, each player's view and the determinization consistent with it, and a
// random-play soak with every invariant checked.
#include <gtest/gtest.h>

#include <algorithm>

#include "block_play_support.h"
#include "block_test_support.h"
#include "tricorne/block/block_game.h"
#include "tricorne/engine/game_driver.h"

namespace tricorne::test {
namespace {

using namespace block;

static_assert(engine::Game<BlockGame>);
static_assert(engine::Recorded<BlockGame>);

TEST(BlockSeam, ASaveReplaysToTheSameState) {
    const BlockGame game(realBlockData());
    const BlockMatch match = played(game, 7, 300);
    std::string error;
    const auto loaded = game.load(game.save(match), error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(game.stateHash(loaded->state), game.stateHash(match.state));
    auto broken = game.save(match);
    broken["stateHash"] = "0";
    EXPECT_FALSE(game.load(broken, error));
    EXPECT_NE(error.find("/stateHash"), std::string::npos);
}

TEST(BlockSeam, ActionJsonRoundTripsAndRefusalsNameTheField) {
    const BlockGame game(realBlockData());
    const BlockMatch match = played(game, 3, 40);
    for (const auto& a : game.legalActions(match.state)) {
        std::string error;
        const auto back = game.actionFromJson(game.actionToJson(a), error);
        ASSERT_TRUE(back) << error;
        EXPECT_EQ(*back, a);
    }
    std::string error;
    EXPECT_FALSE(game.actionFromJson({{"type", "step"}}, error));
    EXPECT_NE(error.find("/at"), std::string::npos);
    EXPECT_FALSE(game.actionFromJson({{"type", "roll"}, {"die", 7}}, error));
    EXPECT_NE(error.find("/die"), std::string::npos);
    EXPECT_FALSE(game.actionFromJson({{"type", "fly"}}, error));
    EXPECT_NE(error.find("/type"), std::string::npos);
}

TEST(BlockSeam, AnIllegalActionIsRefusedWithItsRuleAndChangesNothing) {
    BlockState s = movingState(Side::British, 2);
    EXPECT_NE(refusal(s, activate("am_st_clair")).find("B6"), std::string::npos);
    EXPECT_NE(refusal(s, activate("br_clinton")).find("B8"), std::string::npos);
    EXPECT_NE(refusal(s, stepTo("albany")).find("B6"), std::string::npos);
}

TEST(BlockSeam, AViewShowsOnlyColourPlaceAndCountOfTheEnemy) {
    const BlockGame game(realBlockData());
    const BlockState s = movingState(Side::British, 2);
    const BlockView british = game.view(s, 1);
    // The American blocks on the map are hidden from the British, counted by place.
    EXPECT_EQ(british.state.piece("am_st_clair").at, kHidden);
    EXPECT_EQ(british.state.piece("am_st_clair").sp, 0);
    const auto atTiconderoga = std::count_if(british.hidden.begin(), british.hidden.end(), [](const auto& h) { return h.at == "fort_ticonderoga"; });
    EXPECT_EQ(static_cast<std::size_t>(atTiconderoga), blocksAt(s, "fort_ticonderoga").size());
    // The American Reinforcement box is a count; the British boxes print their names.
    EXPECT_EQ(british.state.piece("am_arnold").at, kHidden);
    const BlockView american = game.view(s, 0);
    EXPECT_EQ(american.state.piece("br_burgoyne").at, "british_at_start");
    EXPECT_EQ(american.state.piece("na_senecas").at, kHidden);
    EXPECT_EQ(american.state.piece("am_st_clair").at, "fort_ticonderoga");
    EXPECT_FALSE(game.viewToJson(american).dump().find("britishSp") != std::string::npos);
}

TEST(BlockSeam, DeterminizeIsConsistentWithTheView) {
    const BlockGame game(realBlockData());
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const BlockMatch match = played(game, seed, 200 * static_cast<int>(seed));
        for (int player = 0; player < 2; ++player) {
            const BlockView v = game.view(match.state, player);
            core::Rng rng(seed);
            const BlockState d = game.determinize(v, rng);
            EXPECT_TRUE(game.view(d, player) == v) << "seed " << seed << " player " << player;
            EXPECT_TRUE(game.invariants(d).empty());
        }
    }
}

TEST(BlockSeam, ADeterminizedBattleIsPlayedOnWithoutTheHiddenLabels) {
    const BlockGame game(realBlockData());
    BlockState s = attackOnSaratoga();
    play(s, {BlockAction::Kind::EndMovement, {}, {}, 0});
    play(s, {BlockAction::Kind::Fight, {}, "saratoga", 0});
    core::Rng rng(5);
    for (int k = 0; k < 60 && s.step == Step::Battle; ++k) {
        for (int player = 0; player < 2; ++player) {
            const BlockView v = game.view(s, player);
            BlockState d = game.determinize(v, rng);
            EXPECT_TRUE(game.view(d, player) == v) << "action " << k << " player " << player;
            // The computer plays on from what it may know: every legal action applies.
            for (const auto& a : game.legalActions(d)) {
                BlockState copy = d;
                EXPECT_TRUE(game.apply(copy, a).ok()) << game.describe(a);
            }
        }
        const auto legal = game.legalActions(s);
        play(s, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
    }
}

TEST(BlockSeam, TheCatalogueAndTheDriverPlayIt) {
    const BlockGame game(realBlockData());
    const engine::DriverOf<BlockGame> driver(game);
    EXPECT_EQ(driver.id(), "block");
    EXPECT_TRUE(driver.hasScenario("campaign"));
    std::string error;
    auto session = driver.start("campaign", {{"militiaReaction", "true"}}, 1, error);
    ASSERT_TRUE(session) << error;
    EXPECT_EQ(session->save()["game"], "block");
    // B5: the first AP roll is chance's, its faces' probabilities adding up to 1, on turn 1.
    for (int i = 0; i < 200 && session->toMove() != engine::kChance; ++i) ASSERT_TRUE(session->play(session->legalActions().front()).applied.ok());
    ASSERT_EQ(session->toMove(), engine::kChance);
    double total = 0;
    for (const auto& [outcome, p] : session->chanceOutcomes()) total += p;
    EXPECT_NEAR(total, 1.0, 1e-9);
    EXPECT_EQ(session->turn(), 1);
    EXPECT_FALSE(driver.start("campaign", {{"forceMarsh", "true"}}, 1, error));
    EXPECT_NE(error.find("forceMarsh"), std::string::npos);
}

TEST(BlockSeam, RandomGamesEndWithNoInvariantBroken) {
    const BlockGame game(realBlockData());
    int ended = 0;
    for (const auto& options : game.optionSets("campaign"))
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            std::string error;
            auto match = game.start("campaign", options, seed, error);
            ASSERT_TRUE(match) << error;
            core::Rng rng(seed);
            for (int i = 0; i < 20000 && !game.isTerminal(match->state); ++i) {
                const auto a = game.randomAction(match->state, seed % 2, rng);
                ASSERT_TRUE(game.record(*match, a).ok()) << game.describe(a);
                const auto broken = game.invariants(match->state);
                ASSERT_TRUE(broken.empty()) << broken.front();
            }
            ended += game.isTerminal(match->state) ? 1 : 0;
        }
    EXPECT_EQ(ended, 3 * static_cast<int>(game.optionSets("campaign").size()));
}

}  // namespace
}  // namespace tricorne::test
