// Saves written before the battle board ordered its blocks (version 1) still load: their battles
// replay with the fighters in their first order and without ruling A41.
#include <gtest/gtest.h>

#include <fstream>

#include "block_play_support.h"
#include "block_test_support.h"
#include "tricorne/block/block_game.h"

namespace tricorne::test {
namespace {

using namespace block;

TEST(BlockSaveVersion, AVersionOneSaveOfThePreviousBuildStillLoads) {
    const BlockGame game(realBlockData());
    std::ifstream in(std::string(TRICORNE_TEST_DATA_DIR) + "/../tests/block/version1_save.json");
    ASSERT_TRUE(in);
    const auto save = nlohmann::json::parse(in);
    ASSERT_EQ(save["version"], 1);
    std::string error;
    const auto match = game.load(save, error);
    ASSERT_TRUE(match) << error;
    EXPECT_TRUE(match->state.asFirstRules);
    // Saved again, as version 3, it keeps its rules.
    const auto again = game.save(*match);
    EXPECT_EQ(again["version"], 3);
    EXPECT_EQ(again["firstRules"], true);
    const auto reloaded = game.load(again, error);
    ASSERT_TRUE(reloaded) << error;
    EXPECT_TRUE(reloaded->state.asFirstRules);
    EXPECT_EQ(game.stateHash(reloaded->state), game.stateHash(match->state));
}

TEST(BlockSaveVersion, RuleB9_1_AVersionOneBattleKeepsItsFirstOrderAndNewSavesAreVersionThree) {
    const BlockGame game(realBlockData());
    BlockState s = attackOnSaratoga();
    BlockState first = s;
    first.asFirstRules = true;
    for (BlockState* t : {&s, &first}) {
        play(*t, kind(BlockAction::Kind::EndMovement));
        play(*t, {BlockAction::Kind::Fight, {}, "saratoga", 0});
    }
    ASSERT_TRUE(first.battle && first.battle->asFirstRules);
    const auto opening = first.battle->fighters;
    // The same deployment on both: the first rules keep the order the battle opened with.
    for (int k = 0; k < 40 && first.step == Step::Battle && first.battle->round == 0; ++k) {
        const auto legal = game.legalActions(first);
        play(first, legal.back());
    }
    ASSERT_EQ(first.battle->fighters.size(), opening.size());
    for (std::size_t i = 0; i < opening.size(); ++i) EXPECT_EQ(first.battle->fighters[i].block, opening[i].block);
    std::string error;
    auto fresh = game.start("campaign", {}, 1, error);
    ASSERT_TRUE(fresh) << error;
    EXPECT_EQ(game.save(*fresh)["version"], 3);
    EXPECT_FALSE(game.save(*fresh).contains("firstRules"));
}

}  // namespace
}  // namespace tricorne::test
