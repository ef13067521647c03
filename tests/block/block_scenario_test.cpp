// The block game's set-up (B4), turns and calendar (B5, B8), optional rules (B12) and rulings.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "block_test_support.h"

using namespace tricorne;
using block::Side;
using block::UnitType;
using test::realBlockData;

namespace {
const block::Scenario& scenario() { return realBlockData().scenario; }
const block::Block& blockOf(const std::string& id) { return *realBlockData().roster.block(id); }
}  // namespace

TEST(BlockData, RuleB4_ClintonStartsInNewYorkCity) {
    const auto* nyc = scenario().boxContents("new_york_city");
    ASSERT_NE(nyc, nullptr);
    EXPECT_EQ(nyc->blocks, std::vector<std::string>{"br_clinton"});
}

TEST(BlockData, RuleB4_OneNativeBlockAtEachOfItsFivePoints) {
    std::multiset<std::string> at;
    for (const auto& p : scenario().placements)
        if (blockOf(p.block).type == UnitType::Native) at.insert(p.at);
    EXPECT_EQ(at, (std::multiset<std::string>{"oswego", "onondaga", "oneida", "st_frederick", "valcour_island"}));
}

TEST(BlockData, RuleB4_EveryOtherBritishBlockStartsInTheAtStartOrTurnFiveBox) {
    std::set<std::string> inBoxes;
    for (const char* box : {"british_at_start", "british_turn5"})
        for (const auto& id : scenario().boxContents(box)->blocks) inBoxes.insert(id);
    for (const auto* b : realBlockData().roster.of(Side::British)) {
        if (b->type == UnitType::Native || b->type == UnitType::Commander) continue;
        EXPECT_TRUE(inBoxes.count(b->id)) << b->name;
    }
    EXPECT_EQ(scenario().boxContents("british_at_start")->turn, 1);
    EXPECT_EQ(scenario().boxContents("british_turn5")->turn, 5);
    // B6's example: 18 units and 2 leaders at Skenesboro come from the At Start box.
    int units = 0;
    for (const auto& id : scenario().boxContents("british_at_start")->blocks) units += !blockOf(id).isLeader();
    EXPECT_GE(units, 18);
}

TEST(BlockData, RuleB4_AmericanRegularsArtilleryAndLeadersSetUpAtTheFivePlaces) {
    const std::set<std::string> places = {"fort_stanwix", "bennington", "albany", "manchester", "fort_ticonderoga"};
    EXPECT_EQ(std::set<std::string>(scenario().americanSetupPoints.begin(), scenario().americanSetupPoints.end()), places);
    std::set<std::string> used;
    for (const auto& p : scenario().placements) {
        const auto& b = blockOf(p.block);
        if (b.side != Side::American) continue;
        EXPECT_TRUE(places.count(p.at)) << b.name << " at " << p.at;
        EXPECT_NE(b.type, UnitType::Militia) << b.name;
        used.insert(p.at);
    }
    EXPECT_EQ(used, places);
}

TEST(BlockData, RuleB4_MilitiaCapsAreOneInNewYorkAndTheGrantsTwoInMassachusetts) {
    const auto& militia = scenario().militia;
    EXPECT_EQ(militia.capPerPoint, (std::map<std::string, int>{{"NY", 1}, {"NHG", 1}, {"MA", 2}}));
    EXPECT_TRUE(militia.notWithNative);
    std::set<std::string> native;
    for (const auto& p : scenario().placements)
        if (blockOf(p.block).type == UnitType::Native) native.insert(p.at);
    std::map<std::string, int> room;
    for (const auto& p : realBlockData().map.points)
        if (!native.count(p.id)) room[p.region] += militia.capPerPoint.at(p.region);
    EXPECT_GE(room["NY"] + room["NHG"] + room["MA"], static_cast<int>(militia.blocks.size()));
    for (const auto& id : militia.blocks) EXPECT_EQ(blockOf(id).type, UnitType::Militia) << id;
    EXPECT_EQ(militia.blocks.size(), 8u);
}

TEST(BlockData, RuleB4_AmericanReinforcementsWaitInTheirBoxArnoldOnTurnTen) {
    EXPECT_EQ(scenario().reinforcementBox, "american_reinforcements");
    std::map<std::string, int> turn;
    for (const auto& r : scenario().reinforcements) {
        EXPECT_EQ(blockOf(r.block).side, Side::American) << r.block;
        turn[r.block] = r.turn;
    }
    EXPECT_EQ(turn.at("am_arnold"), 10);  // B3.1
    int militiaOnTurn5 = 0;
    for (const auto& r : scenario().reinforcements) militiaOnTurn5 += r.turn == 5 && blockOf(r.block).type == UnitType::Militia;
    EXPECT_GE(militiaOnTurn5, 1);  // B12.5 speaks of the turn 5 militia
}

TEST(BlockData, RuleB5_TwentyFourTurns) { EXPECT_EQ(scenario().turns, 24); }

TEST(BlockData, RuleB8_TurnFourteenIsLateAugust1777) {
    const auto& c = scenario().calendar;
    const int clintonTurn = realBlockData().tables.clinton.fromTurn;
    EXPECT_EQ(clintonTurn, 14);
    const auto first = c.firstDayOf(clintonTurn);
    const auto last = c.lastDayOf(clintonTurn);
    EXPECT_EQ(first.year, 1777);
    EXPECT_EQ(first.month, 8);
    EXPECT_GE(last.day, 20);
    EXPECT_EQ(block::monthName(first.month), "August");
    // Turn 1 starts 8 June; turn 5 holds the fall of Ticonderoga (6 July).
    EXPECT_EQ(c.firstDayOf(1).month, 6);
    EXPECT_EQ(c.firstDayOf(5).month, 7);
    EXPECT_LE(c.firstDayOf(5).day, 6);
    EXPECT_GE(c.lastDayOf(5).day, 6);
}

TEST(BlockData, RuleB12_EveryOptionalRuleIsASwitchOffByDefault) {
    const auto& o = scenario().options;
    EXPECT_FALSE(o.holdingBoxes);
    EXPECT_FALSE(o.forceMarch);
    EXPECT_FALSE(o.stLegerPlus2);
    EXPECT_FALSE(o.britishBlueSupply);
    EXPECT_FALSE(o.militiaReaction);
}

TEST(BlockData, RulingsEverySwitchNamesItsAmbiguity) {
    std::set<std::string> ambiguities;
    for (const auto& s : scenario().rulingSwitches) {
        EXPECT_FALSE(s.ambiguity.empty()) << s.key;
        EXPECT_FALSE(s.value.empty()) << s.key;
        ambiguities.insert(s.ambiguity);
    }
    // The ambiguities whose reading changes play have switches; the rest are settled in docs/rulings.md.
    for (const char* a : {"A1", "A4", "A5", "A6", "A7", "A9", "A10", "A12", "A13", "A14", "A16", "A17", "A18", "A19", "A21", "A22", "A23", "A24",
                          "A25", "A26", "A27", "A28", "A29", "A31", "A32", "A33", "A34", "A35", "A36", "A37", "A38", "A39", "A40", "A41", "A42"})
        EXPECT_TRUE(ambiguities.count(a)) << a;
    EXPECT_FALSE(scenario().rulings.fortIsSupplySource);
    EXPECT_FALSE(scenario().rulings.arnoldApCountsForFirstMove);
    EXPECT_EQ(scenario().rulings.brownLimitScope, block::LimitScope::PerConnection);
}
