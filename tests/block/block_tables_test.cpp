// The block game's numbers (B5-B12), each once in tables.json.
#include <gtest/gtest.h>

#include <array>

#include "block_test_support.h"

using namespace tricorne;
using block::Side;
using block::UnitType;
using test::realBlockData;

namespace {
const block::Tables& tables() { return realBlockData().tables; }
}  // namespace

TEST(BlockData, RuleB5_ActionPointsAreTwoPlusOneDieOnEachSidesTable) {
    const auto& ap = tables().actionPoints;
    EXPECT_EQ(ap.base, 2);
    EXPECT_EQ(ap.britishAdds, (std::array<int, 6>{0, 1, 1, 2, 2, 3}));
    EXPECT_EQ(ap.americanAdds, (std::array<int, 6>{1, 1, 2, 2, 2, 3}));
    EXPECT_EQ(ap.tieMovesFirst, Side::American);
    // The brief's derived figures: British 3.5 on average, American 3.83; the American moves first in 27 of 36.
    int british = 0, american = 0, americanFirst = 0;
    for (int b = 0; b < 6; ++b) {
        british += ap.base + ap.britishAdds[static_cast<std::size_t>(b)];
        american += ap.base + ap.americanAdds[static_cast<std::size_t>(b)];
        for (int a = 0; a < 6; ++a) americanFirst += ap.americanAdds[static_cast<std::size_t>(a)] >= ap.britishAdds[static_cast<std::size_t>(b)];
    }
    EXPECT_EQ(british, 21);
    EXPECT_EQ(american, 23);
    EXPECT_EQ(americanFirst, 27);
}

TEST(BlockData, RuleB6_MovesCostOneApAndRoadsCarrySevenOrTen) {
    EXPECT_EQ(tables().actionPoints.moveCost, 1);
    EXPECT_EQ(tables().actionPoints.nativeMoveAllCost, 1);
    EXPECT_EQ(tables().roads.brown, 7);
    EXPECT_FALSE(tables().roads.blue.has_value());
    EXPECT_EQ(tables().roads.crossing, 10);
}

TEST(BlockData, RuleB7_OutOfSupplyAMoveCostsTwoAp) {
    EXPECT_EQ(tables().actionPoints.outOfSupplyCost, 2);
    EXPECT_TRUE(tables().supply.nativeAlwaysInSupply);
    EXPECT_FALSE(tables().supply.nativeCutsSupply);
}

TEST(BlockData, RuleB8_ClintonFromTurnFourteenOnAnEvenDie) {
    const auto& c = tables().clinton;
    EXPECT_EQ(c.fromTurn, 14);
    EXPECT_EQ(c.apCost, 1);
    EXPECT_EQ(c.activeOn, (std::vector<int>{2, 4, 6}));
    EXPECT_EQ(c.units, 4);
    EXPECT_EQ(c.minSp, 10);
    EXPECT_EQ(c.unitTypes, (std::vector<UnitType>{UnitType::Regular, UnitType::Artillery}));
    EXPECT_EQ(c.returnTo, "albany");
}

TEST(BlockData, RuleB9_1_ThreePositionsEachFiringAcross) {
    const auto& b = tables().battleBoard;
    EXPECT_EQ(b.positions, (std::vector<std::string>{"left", "center", "right"}));
    EXPECT_EQ(b.reserve, "reserve");
    EXPECT_EQ(b.minimumInfantryOrArtilleryEach, 1);
    const std::vector<std::pair<std::string, std::string>> across = {{"center", "center"}, {"left", "right"}, {"right", "left"}};
    EXPECT_EQ(b.firesAt, across);
}

TEST(BlockData, RuleB9_BattleNumbers) {
    const auto& b = tables().battle;
    EXPECT_EQ(b.skirmishUnitsBelow, 3);
    EXPECT_EQ(b.overrunAttackersAtLeast, 3);
    EXPECT_EQ(b.overrunDefendersBelow, 3);
    EXPECT_EQ(b.overrunSpLoss, 1);
    EXPECT_FALSE(b.overrunForts);
    EXPECT_EQ(b.withdrawFromRound, 2);
    EXPECT_EQ(b.nativeRounds, 1);
    EXPECT_EQ(b.crossingFirstRoundDiceLoss, 1);
    EXPECT_EQ(b.fortFirstRoundDiceLossInfantry, 1);
    EXPECT_EQ(b.fortFirstRoundDiceLossNative, 1);
    EXPECT_EQ(b.fortFirstRoundDiceLossArtillery, 0);
    EXPECT_TRUE(b.fortMilitiaIgnoresFlee);
    EXPECT_EQ(b.withdrawalFireDicePerBlock, 1);
    EXPECT_EQ(b.withdrawalFireHitOn, 6);
}

TEST(BlockData, RuleB9_6_HitNumbersByType) {
    EXPECT_EQ(tables().unitType(UnitType::Regular)->hitOn, 6);
    EXPECT_EQ(tables().unitType(UnitType::LightInfantry)->hitOn, 6);
    EXPECT_EQ(tables().unitType(UnitType::Militia)->hitOn, 6);
    EXPECT_EQ(tables().unitType(UnitType::Native)->hitOn, 6);
    EXPECT_EQ(tables().unitType(UnitType::Leader)->hitOn, 6);
    EXPECT_EQ(tables().unitType(UnitType::Elite)->hitOn, 5);
    EXPECT_EQ(tables().unitType(UnitType::Artillery)->hitOn, 5);
}

TEST(BlockData, RuleB9_7_MilitiaFleeOnOnesAndOnNativeOnesAndTwos) {
    EXPECT_EQ(tables().militiaFlee.redNonNative, 1);
    EXPECT_EQ(tables().militiaFlee.native, 2);
}

TEST(BlockData, RuleB11_TiconderogaWithAlbanyOrWithBenningtonAndManchester) {
    const auto& v = tables().victory;
    EXPECT_EQ(v.british, (std::vector<std::vector<std::string>>{{"fort_ticonderoga", "albany"}, {"fort_ticonderoga", "bennington", "manchester"}}));
    EXPECT_EQ(v.americanIfBritishSpBelow, 25);
}

TEST(BlockData, RuleB12_ForceMarchStLegerBlueSupplyAndMilitiaReactionNumbers) {
    EXPECT_EQ(tables().forceMarch.apCost, 1);
    EXPECT_EQ(tables().forceMarch.leaderSucceedsOn, (std::vector<int>{2, 4, 6}));
    EXPECT_EQ(tables().forceMarch.unitFollowsOn, (std::vector<int>{2, 4, 6}));
    EXPECT_EQ(tables().forceMarch.attritionOn, std::vector<int>{6});
    EXPECT_EQ(tables().stLeger.fromBox, "british_at_start");
    EXPECT_EQ(tables().blueSupply.to, (std::vector<std::string>{"valcour_island", "fort_ticonderoga"}));
    EXPECT_EQ(tables().blueSupply.apLoss, 1);
    EXPECT_EQ(tables().militiaReaction.beforeTurn, 5);
}

TEST(BlockData, RuleB10_RetreatsTowardTheirSupplySources) {
    EXPECT_EQ(tables().retreatToward.british, (std::vector<std::string>{"valcour_island", "oswego"}));
    EXPECT_EQ(tables().retreatToward.american, std::vector<std::string>{"albany"});
    EXPECT_EQ(tables().retreatToward.americanEdge, "east");
}
