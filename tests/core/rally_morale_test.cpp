// 15 Rally, 13.5 morale checks with 14.23 leadership, and 16 Army Morale.
#include "engine_test_support.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/results.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
// An American Movement Phase ended, so the Rally Phase begins.
GameState rallyWith(std::initializer_list<std::pair<const char*, const char*>> units, Status status) {
    GameState s = emptyBoard(Side::American);
    for (auto [id, at] : units) place(s, id, at, status);
    return s;
}
}  // namespace

TEST(Rally, Rule15_1_DisruptedUnitsAwayFromTheEnemyRollToRally) {
    GameState s = rallyWith({{"am-2nd-ny", "2124"}}, Status::Disrupted);
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.phase, Phase::Rally);
    EXPECT_EQ(decision(s).player, Player::Chance);
    EXPECT_EQ(decision(s).rule, "15.1");
}

TEST(Rally, Rule15_2_PassingRestoresParadeOrderAndRule16_1_AddsOneArmyMorale) {
    GameState s = rallyWith({{"am-2nd-ny", "2124"}}, Status::Disrupted);
    applyOk(s, EndPhase{});
    const auto r = applyOk(s, RollDie{4});  // 4 + morale 1 = 5
    EXPECT_TRUE(hasEvent(r, "15.2", "rallies to Parade Order"));
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(s.pieceIndex("am-2nd-ny").value())].status, Status::ParadeOrder);
    EXPECT_EQ(s.armyMorale[0], 15);
    EXPECT_EQ(s.phase, Phase::CloseCombat);  // nothing to fire
}

TEST(Rally, Rule13_5_FourOrLessFails) {
    GameState s = rallyWith({{"am-2nd-ny", "2124"}}, Status::Disrupted);
    applyOk(s, EndPhase{});
    const auto r = applyOk(s, RollDie{3});  // 3 + 1 = 4
    EXPECT_TRUE(hasEvent(r, "15.2", "fails"));
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(s.pieceIndex("am-2nd-ny").value())].status, Status::Disrupted);
    EXPECT_EQ(s.armyMorale[0], 14);
}

TEST(Rally, Rule15_2_ShatteredUnitsRallyToDisrupted) {
    GameState s = rallyWith({{"am-2nd-ny", "2124"}}, Status::Shattered);
    applyOk(s, EndPhase{});
    applyOk(s, RollDie{9});
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(s.pieceIndex("am-2nd-ny").value())].status, Status::Disrupted);
}

TEST(Rally, Rule14_23_TheLeaderInCommandAddsHisLeadershipDrm) {
    GameState s = rallyWith({{"am-2nd-ny", "2124"}}, Status::Disrupted);
    place(s, "am-arnold", "2124");  // leadership 2
    applyOk(s, EndPhase{});
    const auto r = applyOk(s, RollDie{2});  // 2 + 1 + 2 = 5
    EXPECT_TRUE(hasEvent(r, "15.2", "+2 leadership = 5: rallies"));
}

TEST(Rally, Rule14_1_OnlyTheHighestRankingLeaderCommands) {
    GameState s = rallyWith({{"am-2nd-ny", "2124"}}, Status::Disrupted);
    place(s, "am-arnold", "2124");  // leadership 2, seniority 2
    place(s, "am-gates", "2124");   // leadership 1, seniority 1: in command
    applyOk(s, EndPhase{});
    const auto r = applyOk(s, RollDie{2});  // 2 + 1 + 1 = 4
    EXPECT_TRUE(hasEvent(r, "15.2", "+1 leadership = 4: fails"));
}

TEST(Rally, RuleE3_4_3_WarnerCommandsOnlyMilitia) {
    GameState s = rallyWith({{"am-2nd-ny", "2124"}}, Status::Disrupted);
    place(s, "am-warner", "2124");
    applyOk(s, EndPhase{});
    const auto r = applyOk(s, RollDie{3});
    EXPECT_TRUE(hasEvent(r, "15.2", "morale = 4: fails"));
}

TEST(Rally, Rule15_1_UnitsAdjacentToTheEnemyDoNotRally) {
    GameState s = rallyWith({{"am-2nd-ny", "2125"}}, Status::Disrupted);
    place(s, "br-9th", "2025");
    // A disrupted unit next to the enemy must move away (13.3); this one has already moved.
    s.pieces[static_cast<std::size_t>(s.pieceIndex("am-2nd-ny").value())].moved = true;
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.phase, Phase::CloseCombat);  // nothing to fire
}

TEST(Rally, Rule15_1_UnitsRallyInTurnOneAfterAnother) {
    GameState s = rallyWith({{"am-2nd-ny", "2124"}, {"am-4th-ny", "2122"}}, Status::Disrupted);
    applyOk(s, EndPhase{});
    applyOk(s, RollDie{9});
    EXPECT_EQ(s.phase, Phase::Rally);
    applyOk(s, RollDie{0});
    EXPECT_EQ(s.phase, Phase::CloseCombat);  // nothing to fire
    EXPECT_EQ(s.armyMorale[0], 15);
}

TEST(ArmyMorale, Rule16_2_LevelsGiveTheInitiativeDrmAndModifyUnitMorale) {
    GameState s = emptyBoard(Side::American);
    const int ninth = place(s, "br-9th", "2026");  // printed morale +1
    s.armyMorale[1] = 14;
    EXPECT_EQ(armyMoraleLevel(s, Side::British).id, "high");
    EXPECT_EQ(initiativeDrm(s, Side::British), 1);
    EXPECT_EQ(modifiedMorale(s, ninth), 1);
    s.armyMorale[1] = 9;
    EXPECT_EQ(armyMoraleLevel(s, Side::British).id, "fatigued");
    EXPECT_EQ(initiativeDrm(s, Side::British), 0);
    EXPECT_EQ(modifiedMorale(s, ninth), 0);
    s.armyMorale[1] = 3;
    EXPECT_EQ(armyMoraleLevel(s, Side::British).id, "wavering");
    EXPECT_EQ(initiativeDrm(s, Side::British), -1);
    EXPECT_EQ(modifiedMorale(s, ninth), -1);
    s.pieces[static_cast<std::size_t>(ninth)].reduced = true;  // reduced morale 0
    EXPECT_EQ(modifiedMorale(s, ninth), -2);
}

TEST(ArmyMorale, Rule16_24_TheLevelIsFrozenDuringOneCombat) {
    GameState s = emptyBoard(Side::American);
    const int ninth = place(s, "br-9th", "2026");
    s.frozenAmLevel[1] = 0;  // High, at the start of the combat
    s.armyMorale[1] = 9;     // Fatigued now
    EXPECT_EQ(modifiedMorale(s, ninth), 1);
    s.frozenAmLevel[1].reset();
    EXPECT_EQ(modifiedMorale(s, ninth), 0);
}

TEST(ArmyMorale, Rule16_3_ADemoralizedArmyLosesAtOnce) {
    GameState s = emptyBoard(Side::American);
    s.armyMorale[0] = 1;
    std::vector<Event> events;
    adjustArmyMorale(s, Side::American, -1, "13.1", "test", events);
    EXPECT_TRUE(isTerminal(s));
    EXPECT_EQ(s.outcome.winner, Side::British);
    EXPECT_EQ(s.outcome.level, "substantial");
    EXPECT_EQ(s.outcome.rule, "16.3");
    EXPECT_TRUE(legalActions(s).empty());
}

TEST(ArmyMorale, Rule16_1_TheTrackHasItsBounds) {
    GameState s = emptyBoard(Side::American);
    std::vector<Event> events;
    adjustArmyMorale(s, Side::British, +50, "16.1", "test", events);
    EXPECT_EQ(s.armyMorale[1], armyMoraleMax(s));
}

TEST(Withdrawal, Rule12_44_Rule12_55_MarkersComeOffInTheOwnersRallyPhase) {
    GameState s = emptyBoard(Side::American);
    const int dragoons = place(s, "am-ct-light-dragoons", "2124");
    const int ottawa = place(s, "br-ottawa", "0716");
    s.pieces[static_cast<std::size_t>(dragoons)].withdrawal = true;
    s.pieces[static_cast<std::size_t>(ottawa)].withdrawal = true;
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "12.44", "am-ct-light-dragoons"));
    EXPECT_FALSE(s.pieces[static_cast<std::size_t>(dragoons)].withdrawal);
    EXPECT_TRUE(s.pieces[static_cast<std::size_t>(ottawa)].withdrawal);  // not the British Rally Phase
}

TEST(ArmyMorale, Rule16_3_ZeroReachedInACloseCombatIsDemoralizedInTheState) {
    GameState s = emptyBoard(Side::British);
    s.phase = Phase::CloseCombat;
    s.step = Step::DeclareCombats;
    s.momentum = {0, 0};
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");
    s.armyMorale[0] = 1;  // Wavering when the combat begins (16.24 freezes that level for its checks)
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, EndPhase{});
    applyOk(s, ChooseTactic{"skirmish"});
    applyOk(s, ChooseTactic{"skirmish"});
    applyOk(s, RollDie{8});  // 1-1, 8: -/D, the 2nd New York disrupted: -1 to 0
    ASSERT_EQ(s.armyMorale[0], 0);
    ASSERT_TRUE(isTerminal(s));
    EXPECT_EQ(armyMoraleLevel(s, Side::American).id, "demoralized");
    EXPECT_EQ(stateToJson(s)["armyMorale"]["american"]["level"], "demoralized");
}

TEST(StateJson, Rule3_1_EliminatedAndCapturedUnitsHaveNoStatus) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    const int second = place(s, "am-2nd-ny", "2126", Status::Shattered);
    const int fourth = place(s, "am-4th-ny", "2127", Status::Disrupted);
    std::vector<Event> events;
    disrupt(s, second, "13.1", events);  // 13.1 D, 13.4: a shattered unit is eliminated
    captureUnit(s, fourth, "13.23", events);
    int seen = 0;
    const auto state = stateToJson(s);
    for (const auto& p : state["pieces"]) {
        if (p["id"] == "am-2nd-ny" || p["id"] == "am-4th-ny") {
            ++seen;
            EXPECT_FALSE(p.contains("status")) << p.dump();
        }
        if (p["id"] == "br-9th") {
            EXPECT_EQ(p["status"], "parade-order");
        }
    }
    EXPECT_EQ(seen, 2);
}
