// Counter data: the units and leaders the rulebook names, with the values it gives.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "data_test_support.h"

using namespace tricorne::core;
using tricorne::test::realData;

namespace {
const CounterSet& counters() { return realData().counterSets.at("saratoga"); }
const UnitDef& unit(const char* id) {
    const UnitDef* u = counters().unit(id);
    if (!u) throw std::runtime_error(std::string("no unit ") + id);
    return *u;
}
const LeaderDef& leader(const char* id) {
    const LeaderDef* l = counters().leader(id);
    if (!l) throw std::runtime_error(std::string("no leader ") + id);
    return *l;
}
}  // namespace

TEST(Counters, EveryUnitOfTheBriefExists) {
    for (const char* id :
         {"am-morgan", "am-dearborn", "am-1st-nh", "am-2nd-nh", "am-3rd-nh", "am-2nd-ny", "am-4th-ny", "am-2nd-ma", "am-8th-ma", "am-9th-ma",
          "am-10th-ma", "am-12th-ma", "am-1st-canadian", "am-cooks-ct", "am-lattimores-ct", "am-17th-albany", "am-2nd-albany", "am-middlesex",
          "am-3rd-suffolk", "am-1st-hampshire", "am-ct-light-dragoons", "am-kosciuszko", "br-9th", "br-20th", "br-21st", "br-24th", "br-47th",
          "br-62nd", "br-british-grenadiers", "br-balcarres", "br-recruits", "br-royal-navy", "br-bateau-men", "br-frasers-rangers",
          "br-boucherville", "br-ottawa", "br-jessup", "br-mackay", "br-queens-loyal-rangers", "br-jaegers", "br-1st-chasseurs",
          "br-2nd-chasseurs", "br-von-specht", "br-von-rhetz", "br-von-riedesel-regt", "br-erb-prinz", "br-prinz-ludwig",
          "br-prinz-ludwig-mounted", "br-german-grenadiers", "br-blomfield", "br-pausch", "br-spangenberg", "br-hosmer", "br-walker",
          "br-jones", "br-mitchelson"})
        EXPECT_NE(counters().unit(id), nullptr) << id;
    for (const char* id : {"am-gates", "am-arnold", "am-lincoln", "am-warner", "br-burgoyne", "br-phillips", "br-von-riedesel", "br-fraser"})
        EXPECT_NE(counters().leader(id), nullptr) << id;
}

TEST(Counters, RuleE1_1_FormationColoursBySide) {
    EXPECT_EQ(counters().formation("arnold")->side, Side::American);
    EXPECT_EQ(counters().formation("gates")->side, Side::American);
    for (const char* f : {"regulars", "auxiliaries", "germans", "loyalists"}) EXPECT_EQ(counters().formation(f)->side, Side::British) << f;
}

TEST(Counters, Rule7_1_NoUnitAboveTheStackingLimit) {
    for (const auto& u : counters().units()) {
        EXPECT_LE(u.full.sp, 6) << u.id;
        if (u.reduced) {
            EXPECT_LT(u.reduced->sp, u.full.sp + (u.isArtillery() ? 1 : 0)) << u.id;
        }
    }
}

TEST(Counters, Rule3_1_MorganIsAWhiteRRifleUnitAndRuleE3_4_4_ADemiLeader) {
    EXPECT_EQ(unit("am-morgan").rifle, RifleMark::White);
    EXPECT_TRUE(unit("am-morgan").demiLeader);
    EXPECT_TRUE(unit("am-dearborn").lightInfantry);
}

TEST(Counters, Rule10_7_JaegersAreGermanRifles) {
    EXPECT_TRUE(unit("br-jaegers").isRifle());
    EXPECT_EQ(unit("br-jaegers").formation, "germans");
}

TEST(Counters, RuleE3_1_AmericanArtilleryHasBracketedMaThree) {
    int batteries = 0;
    for (const auto& u : counters().units())
        if (u.side == Side::American && u.isArtillery()) {
            ++batteries;
            EXPECT_EQ(u.ma, 3) << u.id;
            EXPECT_EQ(u.maKind, MaKind::Bracketed) << u.id;
            EXPECT_EQ(u.artilleryRange, 3) << u.id;
        }
    EXPECT_GE(batteries, 1);
}

TEST(Counters, RuleE7_4_BlomfieldIsHeavyRangeFourMaTwo) {
    EXPECT_TRUE(unit("br-blomfield").heavyArtillery);
    EXPECT_EQ(unit("br-blomfield").artilleryRange, 4);
    EXPECT_EQ(unit("br-blomfield").ma, 2);
    EXPECT_EQ(unit("br-pausch").artilleryRange, 3);
}

TEST(Counters, RuleE3_8_3_MountedUnitsAndRuleE3_10_Ottawas) {
    EXPECT_TRUE(unit("am-ct-light-dragoons").mounted);
    EXPECT_TRUE(unit("br-prinz-ludwig-mounted").mounted);
    EXPECT_FALSE(unit("br-prinz-ludwig").mounted);
    EXPECT_EQ(unit("br-ottawa").type, UnitType::Indian);
}

TEST(Counters, Rule3_1_MusketRifleUnitsHaveSplitValues) {
    int split = 0;
    for (const auto& u : counters().units())
        if (u.musketRifle) {
            ++split;
            EXPECT_NE(u.full.sp, u.full.fireSp) << u.id;
        }
    EXPECT_GE(split, 1);
}

TEST(Counters, RuleE3_4_1_LeaderSeniority) {
    EXPECT_LT(leader("am-gates").front.seniority, leader("am-arnold").front.seniority);
    EXPECT_LT(leader("am-arnold").front.seniority, leader("am-lincoln").front.seniority);
    EXPECT_LT(leader("am-lincoln").front.seniority, leader("am-warner").front.seniority);
    EXPECT_LT(leader("br-burgoyne").front.seniority, leader("br-phillips").front.seniority);
    EXPECT_LT(leader("br-phillips").front.seniority, leader("br-von-riedesel").front.seniority);
    EXPECT_LT(leader("br-von-riedesel").front.seniority, leader("br-fraser").front.seniority);
    EXPECT_LT(leader("br-fraser").front.seniority, leader("br-burgoyne").back->seniority);
}

TEST(Counters, RuleE3_5_BurgoyneIsBackPrintedWithHamiltonOneOneSix) {
    const auto& back = leader("br-burgoyne").back;
    ASSERT_TRUE(back);
    EXPECT_EQ(back->name, "Hamilton");
    EXPECT_EQ(back->closeCombatDrm, 1);
    EXPECT_EQ(back->leadershipDrm, 1);
    EXPECT_EQ(back->ma, 6);
}

TEST(Counters, RuleE3_4_2_E3_4_3_CommandLimits) {
    EXPECT_EQ(leader("br-von-riedesel").commands, Command::Germans);
    EXPECT_EQ(leader("am-warner").commands, Command::Militia);
    EXPECT_EQ(leader("am-gates").commands, Command::All);
}

TEST(Counters, LeaderCasualtiesFromThePlayerAid) {
    EXPECT_EQ(leader("br-burgoyne").casualtyAm, 3);
    EXPECT_DOUBLE_EQ(leader("br-burgoyne").casualtyVp, 1.0);
    EXPECT_EQ(leader("am-gates").casualtyAm, 3);
    EXPECT_EQ(leader("am-arnold").casualtyAm, 1);
    EXPECT_DOUBLE_EQ(leader("am-arnold").casualtyVp, 1.0);
    EXPECT_DOUBLE_EQ(leader("br-fraser").casualtyVp, 0.5);
}

TEST(Counters, Rule2_2_TwoStepUnitsHaveAWeakerReducedSide) {
    for (const auto& u : counters().units()) {
        if (u.steps != 2) continue;
        ASSERT_TRUE(u.reduced) << u.id;
        EXPECT_LE(u.reduced->sp, u.full.sp) << u.id;
        EXPECT_LE(u.reduced->morale, u.full.morale) << u.id;
    }
}

// The pieces are the units in counter-sheet order, then the leaders; a piece is found by its id.
TEST(Counters, APieceIsFoundByItsIdUnitsFirstThenLeaders) {
    const CounterSet& c = counters();
    const int units = static_cast<int>(c.units().size());
    for (int i = 0; i < units; ++i) EXPECT_EQ(c.pieceIndex(c.units()[static_cast<std::size_t>(i)].id), i);
    for (int i = 0; i < static_cast<int>(c.leaders().size()); ++i)
        EXPECT_EQ(c.pieceIndex(c.leaders()[static_cast<std::size_t>(i)].id), units + i);
    EXPECT_EQ(c.pieceIndex("br-nobody"), std::nullopt);
    EXPECT_EQ(c.pieceIndex(""), std::nullopt);
}
