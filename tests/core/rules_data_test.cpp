// The printed charts as data: the tables the rulebook prints are copied exactly.
#include <gtest/gtest.h>

#include "data_test_support.h"

using namespace tricorne::core;
using tricorne::test::realData;

namespace {
const RulesData& series() { return realData().rules.at("series"); }
}  // namespace

TEST(CloseCombatTable, PrintedColumnsAndRolls) {
    const auto& t = *series().closeCombat;
    EXPECT_EQ(t.columns, (std::vector<std::string>{"1-3", "1-2", "1-1", "3-2", "2-1", "3-1", "4-1"}));
    ASSERT_EQ(t.rolls.size(), 14u);
    EXPECT_EQ(t.rolls.front(), -2);
    EXPECT_EQ(t.rolls.back(), 11);
}

TEST(CloseCombatTable, CellsAsPrinted) {
    const auto& t = *series().closeCombat;
    EXPECT_EQ(t.cell(-2, "1-3"), "2/-");
    EXPECT_EQ(t.cell(-2, "4-1"), "D/-");
    EXPECT_EQ(t.cell(0, "1-3"), "1*/-");
    EXPECT_EQ(t.cell(2, "4-1"), "PIN");
    EXPECT_EQ(t.cell(3, "2-1"), "PIN");
    EXPECT_EQ(t.cell(4, "2-1"), "R/R");
    EXPECT_EQ(t.cell(6, "1-3"), "PIN");
    EXPECT_EQ(t.cell(9, "4-1"), "-/DC");
    EXPECT_EQ(t.cell(10, "4-1"), "-/AC");
    EXPECT_EQ(t.cell(11, "1-1"), "-/1*");
    EXPECT_EQ(t.cell(11, "4-1"), "-/2");
}

TEST(CloseCombatTable, RollsBeyondTheTableAreClamped) {
    const auto& t = *series().closeCombat;
    EXPECT_EQ(t.cell(-7, "1-2"), t.cell(-2, "1-2"));
    EXPECT_EQ(t.cell(15, "3-2"), t.cell(11, "3-2"));
}

TEST(CloseCombatTable, Rule12_73_MomentumThresholds) {
    const auto& t = *series().closeCombat;
    EXPECT_EQ(t.defenderMomentumAtOrBelow, -1);
    EXPECT_EQ(t.attackerMomentumAtOrAbove, 10);
}

TEST(TacticalMatrix, Ruling12_631_EightTacticsWithTheirRequirementsWithdrawNeedsNoLeader) {
    const auto& m = *series().tactics;
    ASSERT_EQ(m.tactics.size(), 8u);
    EXPECT_EQ(m.tactics[m.indexOf("skirmish")].requirement, "none");
    EXPECT_EQ(m.tactics[m.indexOf("withdraw")].requirement, "none");
    EXPECT_EQ(m.tactics[m.indexOf("frontal-assault")].requirement, "leader");
    EXPECT_EQ(m.tactics[m.indexOf("commit-reserve")].requirement, "leader");
    EXPECT_EQ(m.tactics[m.indexOf("turn-flank")].requirement, "leader-and-open-flank");
    EXPECT_EQ(m.tactics[m.indexOf("refuse-flank")].requirement, "leader-and-open-flank");
}

TEST(TacticalMatrix, CellsAsPrinted) {
    const auto& m = *series().tactics;
    // Rows are the defender's tactic, columns the attacker's.
    EXPECT_EQ(m.drm("skirmish", "frontal-assault"), 2);
    EXPECT_EQ(m.drm("skirmish", "withdraw"), std::nullopt);  // NC
    EXPECT_EQ(m.drm("turn-flank", "stand-fast"), -2);
    EXPECT_EQ(m.drm("turn-flank", "refuse-flank"), 2);
    EXPECT_EQ(m.drm("frontal-assault", "skirmish"), -2);
    EXPECT_EQ(m.drm("withdraw", "withdraw"), std::nullopt);
    EXPECT_EQ(m.drm("refuse-flank", "turn-flank"), -2);
    EXPECT_EQ(m.drm("commit-reserve", "commit-reserve"), 0);
}

TEST(TacticalMatrix, Rule12_62_ExampleAttackEnEchelonAgainstSkirmish) {
    // The attacker plays Attack en Echelon, the defender Skirmish: -1.
    EXPECT_EQ(series().tactics->drm("skirmish", "attack-en-echelon"), -1);
}

TEST(RangedFire, Rule10_3_ExampleTwoMilitiaRifleUnitsNeedASix) {
    const auto& t = *series().toHit;
    for (int sp = 2; sp <= 4; ++sp) EXPECT_EQ(t.lookup(sp, 1), 6) << sp << " SPs adjacent";
}

TEST(RangedFire, ToHitGrowsHarderWithRangeAndEasierWithSps) {
    const auto& t = *series().toHit;
    for (int sp = 1; sp <= 10; ++sp)
        for (int range = 1; range <= 4; ++range) {
            ASSERT_TRUE(t.lookup(sp, range)) << sp << " SP at " << range;
            if (range > 1) {
                EXPECT_GE(*t.lookup(sp, range), *t.lookup(sp, range - 1));
            }
            if (sp > 1) {
                EXPECT_LE(*t.lookup(sp, range), *t.lookup(sp - 1, range));
            }
        }
    EXPECT_FALSE(t.lookup(3, 5));
    EXPECT_FALSE(t.lookup(0, 1));
}

TEST(RangedFire, Rule10_3_ExampleDamageRollFourRetreats) {
    EXPECT_EQ(series().rifleDamage->results.at(4), "R");
    EXPECT_EQ(series().artilleryDamage->results.size(), 10u);
}

TEST(ArmyMorale, Rule16_2_LevelsAndTheirModifiers) {
    const auto& levels = series().armyMoraleLevels;
    ASSERT_EQ(levels.size(), 4u);
    auto level = [&](int am) {
        for (const auto& l : levels)
            if (am >= l.min && am <= l.max) return l.id;
        return std::string("none");
    };
    EXPECT_EQ(level(14), "high");  // E1.6: both sides start at 14
    EXPECT_EQ(level(0), "demoralized");
    for (const auto& l : levels) {
        if (l.id == "high") {
            EXPECT_EQ(l.initiativeDrm, 1);
        }
        if (l.id == "fatigued") {
            EXPECT_EQ(l.moraleModifier, -1);
        }
        if (l.id == "wavering") {
            EXPECT_EQ(l.initiativeDrm, -1);
            EXPECT_EQ(l.moraleModifier, -2);
        }
    }
}

TEST(TerrainEffects, EveryTerrainOfTheMapHasAnEntryAndTheRiverIsProhibited) {
    const auto& tec = realData().rules.at("saratoga").terrainEffects;
    for (int t = 0; t < kTerrainCount; ++t) {
        const auto id = std::string(terrainId(static_cast<Terrain>(t)));
        auto it = std::find_if(tec.begin(), tec.end(), [&](const TerrainEffect& e) { return e.terrain == id; });
        ASSERT_NE(it, tec.end()) << id;
        EXPECT_EQ(it->prohibited, id == "river") << id;
    }
}
