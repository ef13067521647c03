// 12 Close Combat, the parts known before the die: odds, the DRM chart, surrounded, tactics.
#include "engine_test_support.h"
#include "tricorne/series/rules/close_combat.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
CombatDeclaration combat(const GameState& s, std::initializer_list<const char*> attackers, std::initializer_list<const char*> defenderHexes) {
    CombatDeclaration c;
    for (auto a : attackers) c.attackers.push_back(s.pieceIndex(a).value());
    for (auto h : defenderHexes) c.defenderHexes.push_back(hex(h));
    return c;
}
int drmOf(const std::vector<CombatDrm>& drms, const std::string& id) {
    for (const auto& d : drms)
        if (d.id == id) return d.drm;
    return 0;
}
bool hasDrm(const std::vector<CombatDrm>& drms, const std::string& id) {
    return std::any_of(drms.begin(), drms.end(), [&](const CombatDrm& d) { return d.id == id; });
}
}  // namespace

TEST(CloseCombat, Rule12_23_Step1_ExampleFiveAgainstFourIsOneToOne) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-von-riedesel-regt", "2026");  // 5 SP
    place(s, "am-2nd-ny", "2126");             // 3
    place(s, "am-ct-light-dragoons", "2126");  // 1
    const auto o = closeCombatOdds(s, combat(s, {"br-von-riedesel-regt"}, {"2126"}), 0);
    EXPECT_EQ(o.attackerSp, 5);
    EXPECT_EQ(o.defenderSp, 4);
    EXPECT_EQ(o.column, "1-1");
}

TEST(CloseCombat, Rule12_23_Step1_ExampleFourAgainstFiveIsOneToTwo) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-von-specht", "2026");    // 4
    place(s, "am-2nd-ny", "2126");        // 3
    place(s, "am-1st-canadian", "2126");  // 2
    EXPECT_EQ(closeCombatOdds(s, combat(s, {"br-von-specht"}, {"2126"}), 0).column, "1-2");
}

TEST(CloseCombat, CloseCombatTableNote_BelowOneToThreeIsOneToThreeWithMinusOne) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-royal-navy", "2026");  // 1
    place(s, "am-2nd-ny", "2126");
    place(s, "am-1st-canadian", "2126");  // 5
    const auto o = closeCombatOdds(s, combat(s, {"br-royal-navy"}, {"2126"}), 0);
    EXPECT_EQ(o.column, "1-3");
    EXPECT_EQ(o.drm, -1);
}

TEST(CloseCombat, CloseCombatTableNote_AboveFourToOneIsFourToOne) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-von-riedesel-regt", "2026");
    place(s, "br-royal-navy", "2026");    // 6
    place(s, "am-ct-light-dragoons", "2126");  // 1
    const auto o = closeCombatOdds(s, combat(s, {"br-von-riedesel-regt", "br-royal-navy"}, {"2126"}), 0);
    EXPECT_EQ(o.column, "4-1");
    EXPECT_EQ(o.drm, 0);
}

TEST(CloseCombat, Rule12_3_ArtilleryNeverCountsAndRule13_3_DisruptedDefendAtHalf) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-von-specht", "2026");
    place(s, "br-pausch", "2026");
    place(s, "am-2nd-ny", "2126", Status::Disrupted);  // 3 -> 2
    place(s, "am-stevens-river", "2126");
    const auto o = closeCombatOdds(s, combat(s, {"br-von-specht", "br-pausch"}, {"2126"}), 0);
    EXPECT_EQ(o.attackerSp, 4);
    EXPECT_EQ(o.defenderSp, 2);
    EXPECT_EQ(o.column, "2-1");
    s.pieces[static_cast<std::size_t>(s.pieceIndex("am-2nd-ny").value())].status = Status::Shattered;  // 13.4: 1
    EXPECT_EQ(closeCombatOdds(s, combat(s, {"br-von-specht"}, {"2126"}), 0).column, "4-1");
}

TEST(CloseCombat, Rule12_14_ADiversionShiftsOneColumnLeft) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-von-specht", "2026");
    place(s, "am-2nd-ny", "2126");
    place(s, "am-ct-light-dragoons", "2126");  // 4 against 4
    const auto plain = closeCombatOdds(s, combat(s, {"br-von-specht"}, {"2126"}), 0);
    EXPECT_EQ(plain.column, "1-1");
    const auto shifted = closeCombatOdds(s, combat(s, {"br-von-specht"}, {"2126"}), 1);
    EXPECT_EQ(shifted.column, "1-2");
}

TEST(CloseCombat, Rule12_8_SurroundedByEnemyUnitsZocAndTheRiver) {
    GameState s = emptyBoard(Side::British);
    place(s, "am-2nd-ny", "2126");  // 2225 and 2226 are the Hudson
    place(s, "br-9th", "2127");
    place(s, "br-20th", "2026");
    place(s, "br-21st", "2025");    // its ZOC covers 2125
    EXPECT_TRUE(surrounded(s, hex("2126"), Side::American));
    // For this rule only, a friendly unit negates the enemy ZOC in its hex.
    place(s, "am-4th-ny", "2124");
    EXPECT_TRUE(surrounded(s, hex("2126"), Side::American));
    GameState t = s;
    place(t, "am-1st-canadian", "2125");
    EXPECT_FALSE(surrounded(t, hex("2126"), Side::American));
}

TEST(CloseCombat, Rule12_23_Step3_LeadMoraleAndTheCommandingLeader) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");  // morale +1
    place(s, "br-fraser", "2026");  // close combat DRM 2
    place(s, "am-2nd-ny", "2126");  // morale +1
    const auto c = combat(s, {"br-9th"}, {"2126"});
    const auto drms = closeCombatDrms(s, c, s.pieceIndex("br-9th").value(), s.pieceIndex("am-2nd-ny").value());
    EXPECT_EQ(drmOf(drms, "attacker-lead-unit-morale"), 1);
    EXPECT_EQ(drmOf(drms, "defender-lead-unit-morale"), -1);
    EXPECT_EQ(drmOf(drms, "attacker-leader"), 2);
    EXPECT_FALSE(hasDrm(drms, "defender-leader"));
}

TEST(CloseCombat, Rule3_1_WhiteRRiflesGiveTheirOpponentADrm) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-morgan", "2126");
    auto drms = closeCombatDrms(s, combat(s, {"br-9th"}, {"2126"}), s.pieceIndex("br-9th").value(), s.pieceIndex("am-morgan").value());
    EXPECT_EQ(drmOf(drms, "defender-white-r-rifle"), 1);
    // The Jaegers' black R gives nothing (3.1).
    GameState t = emptyBoard(Side::American);
    place(t, "am-2nd-ny", "2126");
    place(t, "br-jaegers", "2026");
    drms = closeCombatDrms(t, combat(t, {"am-2nd-ny"}, {"2026"}), t.pieceIndex("am-2nd-ny").value(), t.pieceIndex("br-jaegers").value());
    EXPECT_FALSE(hasDrm(drms, "defender-white-r-rifle"));
}

TEST(CloseCombat, RuleE3_4_4_2_MorganWithDearbornLosesNoDrm) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    const int morgan = s.pieceIndex("am-morgan").value();
    s.pieces[static_cast<std::size_t>(morgan)].reduced = true;  // 2 SP, so Dearborn (3) fits
    auto drms = closeCombatDrms(s, combat(s, {"am-morgan"}, {"2026"}), morgan, s.pieceIndex("br-9th").value());
    EXPECT_EQ(drmOf(drms, "attacker-white-r-rifle"), -1);
    place(s, "am-dearborn", "2126");
    drms = closeCombatDrms(s, combat(s, {"am-morgan", "am-dearborn"}, {"2026"}), morgan, s.pieceIndex("br-9th").value());
    EXPECT_FALSE(hasDrm(drms, "attacker-white-r-rifle"));
}

TEST(CloseCombat, Rule12_23_Step3_DisruptedDefendersAndAllMilitia) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-cooks-ct", "2126", Status::Disrupted);  // militia
    const auto drms = closeCombatDrms(s, combat(s, {"br-9th"}, {"2126"}), s.pieceIndex("br-9th").value(), s.pieceIndex("am-cooks-ct").value());
    EXPECT_EQ(drmOf(drms, "defender-disrupted-or-shattered"), 1);
    EXPECT_EQ(drmOf(drms, "defender-all-militia"), 1);
}

TEST(CloseCombat, TerrainDrms_AcrossACreekUpASlopeIntoFieldworksAndARavine) {
    auto terrainDrms = [](const char* attackerHex, const char* defenderHex) {
        GameState s = emptyBoard(Side::British);
        place(s, "br-9th", attackerHex);
        place(s, "am-2nd-ny", defenderHex);
        return closeCombatDrms(s, combat(s, {"br-9th"}, {defenderHex}), s.pieceIndex("br-9th").value(), s.pieceIndex("am-2nd-ny").value());
    };
    EXPECT_EQ(drmOf(terrainDrms("2019", "2119"), "across-creek"), -1);
    EXPECT_EQ(drmOf(terrainDrms("2029", "1929"), "up-slope"), -1);
    EXPECT_FALSE(hasDrm(terrainDrms("1929", "2029"), "up-slope"));  // down the slope
    EXPECT_EQ(drmOf(terrainDrms("2310", "2309"), "into-fieldworks"), -1);
    const auto ravine = terrainDrms("0819", "0818");
    EXPECT_EQ(drmOf(ravine, "across-ravine"), -2);
    EXPECT_FALSE(hasDrm(ravine, "up-slope"));  // the ravine's -2 stands for its slope
}

TEST(CloseCombat, Rule13_4_NoTerrainDrmForShatteredDefenders) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2029");
    place(s, "am-2nd-ny", "1929", Status::Shattered);
    const auto drms = closeCombatDrms(s, combat(s, {"br-9th"}, {"1929"}), s.pieceIndex("br-9th").value(), s.pieceIndex("am-2nd-ny").value());
    EXPECT_FALSE(hasDrm(drms, "up-slope"));
}

TEST(Tactics, Rule12_631_BasicTacticsWithoutALeader) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");
    const auto c = combat(s, {"br-9th"}, {"2126"});
    EXPECT_EQ(eligibleTactics(s, c, Side::British), (std::vector<std::string>{"skirmish", "attack-en-echelon", "stand-fast", "withdraw"}));
}

TEST(Tactics, Rule12_632_ALeaderStackedOrAdjacentAllowsFrontalAssaultAndCommitReserve) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "br-phillips", "2027");  // adjacent to the 9th
    place(s, "am-2nd-ny", "2126");
    place(s, "am-4th-ny", "2125");
    place(s, "am-1st-canadian", "2127");
    const auto t = eligibleTactics(s, combat(s, {"br-9th"}, {"2126"}), Side::British);
    EXPECT_NE(std::find(t.begin(), t.end(), "frontal-assault"), t.end());
    EXPECT_NE(std::find(t.begin(), t.end(), "commit-reserve"), t.end());
}

TEST(Tactics, Rule12_633_TurnAndRefuseFlankNeedAnOpenFlank) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "br-phillips", "2026");
    place(s, "am-2nd-ny", "2126");
    auto t = eligibleTactics(s, combat(s, {"br-9th"}, {"2126"}), Side::British);
    EXPECT_NE(std::find(t.begin(), t.end(), "turn-flank"), t.end());  // 2025 and 2127 are empty
    place(s, "br-20th", "2025");
    place(s, "br-21st", "2127");
    t = eligibleTactics(s, combat(s, {"br-9th"}, {"2126"}), Side::British);
    EXPECT_EQ(std::find(t.begin(), t.end(), "turn-flank"), t.end());
    EXPECT_NE(std::find(t.begin(), t.end(), "frontal-assault"), t.end());
}

TEST(Tactics, Rule12_631_NoWithdrawForInfantryInTheOpenAgainstHorse) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-ct-light-dragoons", "2126");
    place(s, "br-9th", "2026");  // clear
    const auto t = eligibleTactics(s, combat(s, {"am-ct-light-dragoons"}, {"2026"}), Side::British);
    EXPECT_EQ(std::find(t.begin(), t.end(), "withdraw"), t.end());
}

TEST(Tactics, RuleE3_4_4_MorganIsADemiLeader) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    const auto t = eligibleTactics(s, combat(s, {"am-morgan"}, {"2026"}), Side::American);
    EXPECT_NE(std::find(t.begin(), t.end(), "frontal-assault"), t.end());
}

TEST(Tactics, Rule12_62_ExampleAndRule12_65_IllegalCards) {
    const GameState s = emptyBoard(Side::British);
    EXPECT_EQ(tacticsDrm(s, "attack-en-echelon", true, "skirmish", true), -1);
    EXPECT_EQ(tacticsDrm(s, "withdraw", true, "skirmish", true), std::nullopt);  // No Combat
    EXPECT_EQ(tacticsDrm(s, "frontal-assault", false, "skirmish", true), -1);  // the defender's favour
    EXPECT_EQ(tacticsDrm(s, "skirmish", true, "turn-flank", false), 1);        // the attacker's favour
    EXPECT_EQ(tacticsDrm(s, "turn-flank", false, "turn-flank", false), 0);
}

TEST(Tactics, RuleE3_4_2_VonRiedeselGivesLeaderTacticsOnlyToGermans) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "br-von-riedesel", "2027");  // adjacent to the 9th, but he commands only German units
    place(s, "am-2nd-ny", "2126");
    EXPECT_EQ(eligibleTactics(s, combat(s, {"br-9th"}, {"2126"}), Side::British),
              (std::vector<std::string>{"skirmish", "attack-en-echelon", "stand-fast", "withdraw"}));
    GameState t = emptyBoard(Side::British);
    place(t, "br-von-rhetz", "2026");
    place(t, "br-von-riedesel", "2027");
    place(t, "am-2nd-ny", "2126");
    const auto german = eligibleTactics(t, combat(t, {"br-von-rhetz"}, {"2126"}), Side::British);
    EXPECT_NE(std::find(german.begin(), german.end(), "frontal-assault"), german.end());
}

TEST(Tactics, RuleE3_4_3_WarnerGivesLeaderTacticsOnlyToMilitia) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");
    place(s, "am-warner", "2126");  // stacked with the 2nd New York, which is not militia
    EXPECT_EQ(eligibleTactics(s, combat(s, {"br-9th"}, {"2126"}), Side::American),
              (std::vector<std::string>{"skirmish", "attack-en-echelon", "stand-fast", "withdraw"}));
    GameState t = emptyBoard(Side::British);
    place(t, "br-9th", "2026");
    place(t, "am-middlesex", "2126");
    place(t, "am-warner", "2126");
    const auto militia = eligibleTactics(t, combat(t, {"br-9th"}, {"2126"}), Side::American);
    EXPECT_NE(std::find(militia.begin(), militia.end(), "commit-reserve"), militia.end());
}
