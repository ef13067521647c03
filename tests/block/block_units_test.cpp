// The block game's blocks (B3, B3.1, B6, B9.6, B12): every block the text names with its
// ratings, and the sizes of the two armies.
#include <gtest/gtest.h>

#include <set>

#include "block_test_support.h"

using namespace tricorne;
using block::Side;
using block::UnitType;
using test::realBlockData;

namespace {
const block::Roster& roster() { return realBlockData().roster; }

const block::Block& named(const std::string& name) {
    for (const auto& b : roster().blocks)
        if (b.name == name) return b;
    ADD_FAILURE() << "no block named " << name;
    static const block::Block none;
    return none;
}

int totalSp(Side side) {
    int sp = 0;
    for (const auto* b : roster().of(side)) sp += b->sp;
    return sp;
}
}  // namespace

TEST(BlockData, RuleB3_ThirtySixBlocksASideSeventyTwoInAll) {
    EXPECT_EQ(roster().of(Side::British).size(), 36u);
    EXPECT_EQ(roster().of(Side::American).size(), 36u);
    EXPECT_EQ(totalSp(Side::British), 107);
    EXPECT_EQ(totalSp(Side::American), 99);
}

TEST(BlockData, RuleB3_EveryBlockHasAStrengthOfItsType) {
    const auto& tables = realBlockData().tables;
    for (const auto& b : roster().blocks) {
        const auto* type = tables.unitType(b.type);
        ASSERT_NE(type, nullptr) << b.id;
        EXPECT_GE(b.sp, type->minSp) << b.name;
        EXPECT_LE(b.sp, type->maxSp) << b.name;
        EXPECT_LE(b.sp, 4) << b.name;
    }
}

TEST(BlockData, RuleB3_1_WarnerMorganAndDearbornAreFourSpEliteHittingOnFive) {
    const auto& tables = realBlockData().tables;
    for (const char* name : {"Warner", "Morgan", "Dearborn"}) {
        const auto& b = named(name);
        EXPECT_EQ(b.type, UnitType::Elite) << name;
        EXPECT_EQ(b.sp, 4) << name;
        EXPECT_EQ(b.side, Side::American) << name;
        EXPECT_EQ(tables.moveOf(b), 2) << name;
        EXPECT_EQ(tables.unitType(b.type)->hitOn, 5) << name;
    }
    int elite = 0;
    for (const auto& b : roster().blocks) elite += b.type == UnitType::Elite;
    EXPECT_EQ(elite, 3);
}

TEST(BlockData, RuleB3_1_FiveNativeBlocksOfTwoToFourSp) {
    int native = 0;
    for (const auto& b : roster().blocks) {
        if (b.type != UnitType::Native) continue;
        ++native;
        EXPECT_EQ(b.side, Side::British) << b.name;
        EXPECT_GE(b.sp, 2) << b.name;
        EXPECT_LE(b.sp, 4) << b.name;
    }
    EXPECT_EQ(native, 5);
    // B9.9's example: a Native block fires 4 dice.
    EXPECT_EQ(named("Senecas").sp, 4);
}

TEST(BlockData, RuleB3_1_MilitiaAreAmericanOnlyAndArtilleryTakesBlueRoadsOnly) {
    for (const auto& b : roster().blocks) {
        if (b.type == UnitType::Militia || b.type == UnitType::Elite) {
            EXPECT_EQ(b.side, Side::American) << b.name;
        }
    }
    EXPECT_TRUE(realBlockData().tables.unitType(UnitType::Artillery)->blueRoadsOnly);
    EXPECT_FALSE(realBlockData().tables.unitType(UnitType::Regular)->blueRoadsOnly);
}

TEST(BlockData, RuleB3_1_ArnoldRollsFourDiceAndIsRemovedOnTwoOnes) {
    const auto& arnold = named("Arnold");
    EXPECT_TRUE(arnold.isLeader());
    EXPECT_EQ(arnold.sp, 1);
    EXPECT_EQ(arnold.battleDice, 4);
    EXPECT_EQ(arnold.removedOnOnes, 2);
    EXPECT_EQ(realBlockData().tables.battleDiceOf(arnold, 1), 4);
    EXPECT_EQ(realBlockData().tables.actionPoints.arnoldBlock, arnold.id);
    EXPECT_EQ(realBlockData().tables.actionPoints.arnoldBonus, 1);
}

TEST(BlockData, RuleB6_LeadersCarryTheirGroupLimitsAndRates) {
    EXPECT_EQ(named("Burgoyne").groupLimit, 9);
    EXPECT_EQ(named("Riedesel").groupLimit, 7);
    EXPECT_EQ(named("Fraser").move, 2);
    EXPECT_GE(named("Fraser").groupLimit, 5);  // B12.2: he force-marches with 5 units
    for (const auto& b : roster().blocks) {
        if (b.isLeader()) {
            EXPECT_GE(b.groupLimit, 1) << b.name;
            EXPECT_TRUE(b.move == 1 || b.move == 2) << b.name;
            EXPECT_EQ(b.sp, 1) << b.name;
        } else {
            EXPECT_EQ(b.groupLimit, 0) << b.name;
        }
    }
}

TEST(BlockData, RuleB8_ClintonIsABritishBlockThatNeverFights) {
    const auto& clinton = named("Clinton");
    EXPECT_EQ(clinton.side, Side::British);
    EXPECT_EQ(clinton.type, UnitType::Commander);
    EXPECT_EQ(clinton.sp, 0);
}

TEST(BlockData, RuleB12_3_StLegerLeadsAForceOfHisOwn) {
    const auto& stLeger = named("St. Leger");
    EXPECT_TRUE(stLeger.isLeader());
    EXPECT_EQ(realBlockData().tables.stLeger.leader, stLeger.id);
    EXPECT_EQ(realBlockData().tables.stLeger.extraUnits, 2);
}
