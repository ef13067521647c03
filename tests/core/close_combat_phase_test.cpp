// 12.1-12.2, 12.23, 13.1, 13.3-13.5, 14: the Close Combat Phase played through the engine,
// with forced dice, on the real Saratoga map.
#include "engine_test_support.h"
#include "tricorne/series/rules/close_combat.h"
#include "tricorne/series/rules/combat_declaration.h"
#include "tricorne/series/rules/movement.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
// An empty Campaign map on turn 4 in `attacker`'s Close Combat Phase, no momentum chits held.
GameState ccBoard(Side attacker) {
    GameState s = emptyBoard(attacker);
    s.phase = Phase::CloseCombat;
    s.step = Step::DeclareCombats;
    s.momentum = {0, 0};
    return s;
}


// 13.1 PIN: the pieces marked as one pinned combat.
void pin(GameState& s, std::initializer_list<const char*> ids, int combat = 1) {
    for (const char* id : ids) s.pieces[static_cast<std::size_t>(s.pieceIndex(id).value())].pin = combat;
}

bool legal(const GameState& s, const Action& a) {
    const auto actions = legalActions(s);
    return std::find(actions.begin(), actions.end(), a) != actions.end();
}

// Both tactics, then the die: 12.23 steps 4 and 5; the events of all three.
ApplyResult fight(GameState& s, const char* attackerTactic, const char* defenderTactic, int die) {
    ApplyResult all = applyOk(s, ChooseTactic{attackerTactic});
    for (const Action& a : std::vector<Action>{ChooseTactic{defenderTactic}, RollDie{die}}) {
        const auto r = applyOk(s, a);
        all.events.insert(all.events.end(), r.events.begin(), r.events.end());
    }
    return all;
}

std::string drmList(const CombatPreview& p) {
    std::string out;
    for (const auto& d : p.drms) out += d.id + " " + std::to_string(d.drm) + "; ";
    return out;
}

// br-9th (3 SP, morale +1) in 2026 against am-2nd-ny (3 SP, +1) in 2126: 1-1, net DRM 0.
GameState oneOnOne() {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");
    return s;
}

void declareOneOnOne(GameState& s) {
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, EndPhase{});
}
}  // namespace

// --- 12.1 Who attacks whom -----------------------------------------------------------

TEST(CloseCombatDeclaration, Rule12_12_EveryAdjacentCombatUnitMustAttack) {
    GameState s = oneOnOne();
    EXPECT_EQ(decision(s).rule, "12.21");
    EXPECT_EQ(applyError(s, EndPhase{}), "12.12: br-9th is adjacent to the enemy and must attack");
    EXPECT_TRUE(legal(s, Attack{"br-9th", hex("2126")}));
}

TEST(CloseCombatDeclaration, Rule12_12_ArtilleryAndRifleUnitsNeedNotAttack) {
    GameState s = ccBoard(Side::British);
    place(s, "br-pausch", "2026");
    place(s, "br-jaegers", "2025");
    place(s, "am-2nd-ny", "2126");
    EXPECT_TRUE(legal(s, Attack{"br-jaegers", hex("2126")}));
    EXPECT_FALSE(legal(s, Attack{"br-pausch", hex("2126")}));
    EXPECT_EQ(applyError(s, Attack{"br-pausch", hex("2126")}),
              "12.23 step 2: artillery never leads a combat; br-pausch may join an attack on 2126 once another unit makes it");
    applyOk(s, EndPhase{});  // no attack is required
    EXPECT_EQ(s.phase, Phase::Movement);
    EXPECT_EQ(s.phasing(), Side::American);
}

TEST(CloseCombatDeclaration, Rule13_3_DisruptedUnitsMayNotAttack) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2026", Status::Disrupted);
    place(s, "am-2nd-ny", "2126");
    EXPECT_EQ(applyError(s, Attack{"br-9th", hex("2126")}), "13.3: disrupted units may not attack");
}

TEST(CloseCombatDeclaration, Rule12_13_EveryAdjacentEnemyMustBeAttacked) {
    GameState s = oneOnOne();
    place(s, "am-4th-ny", "2127");
    applyOk(s, Attack{"br-9th", hex("2126")});
    EXPECT_EQ(applyError(s, EndPhase{}), "12.13: the enemy units in 2127 must be attacked");
    applyOk(s, Attack{"br-9th", hex("2127")});  // one attacking hex against two defending hexes
    ASSERT_EQ(s.combats.size(), 1u);
    EXPECT_EQ(s.combats[0].defenderHexes, (std::vector<HexId>{hex("2126"), hex("2127")}));
    applyOk(s, EndPhase{});
}

TEST(CloseCombatDeclaration, Rule12_14_ADiversionSparesAStackAndShiftsTheOddsOneColumn) {
    GameState s = oneOnOne();
    place(s, "am-4th-ny", "2127");
    applyOk(s, Divert{hex("2127")});
    EXPECT_EQ(applyError(s, Attack{"br-9th", hex("2127")}), "12.14: 2127 receives the Diversion and is not attacked");
    EXPECT_EQ(applyError(s, Divert{hex("2126")}), "12.14: only one stack a phase receives a Diversion (2127)");
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, EndPhase{});
    const auto p = previewCloseCombat(s, 0);
    EXPECT_EQ(p.odds.attackerSp, 3);
    EXPECT_EQ(p.odds.defenderSp, 3);
    EXPECT_EQ(p.odds.shift, 1);
    EXPECT_EQ(p.odds.column, "1-2");  // 1-1 shifted one column left
}

TEST(CloseCombatDeclaration, Rule12_14_TheDivertingUnitsMustAttackSomethingElse) {
    GameState s = oneOnOne();
    EXPECT_EQ(applyError(s, Divert{hex("2126")}), "12.14: the units that created the Diversion must attack other enemy units, and some could not");
}

TEST(CloseCombatDeclaration, Rule13_1_PinnedDefendersMayNotReceiveADiversion) {
    GameState s = oneOnOne();
    place(s, "am-4th-ny", "2127");
    pin(s, {"am-4th-ny", "br-9th"});
    EXPECT_EQ(applyError(s, Divert{hex("2127")}), "13.1: pinned defending units may not receive a Diversion");
}

// Attackers A, B and C next to defenders X, Y and Z; Y and Z share a hex: C attacks X while
// A and B combine against Y and Z.
TEST(CloseCombatDeclaration, Rule12_15_ExampleOne) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2025");   // A
    place(s, "br-21st", "2026");  // B
    place(s, "br-20th", "2026");  // C
    place(s, "am-2nd-ny", "2127");                                  // X
    place(s, "am-4th-ny", "2126");                                  // Y
    place(s, "am-1st-canadian", "2126");                            // Z
    applyOk(s, Attack{"br-20th", hex("2127")});
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, Attack{"br-21st", hex("2126")});
    ASSERT_EQ(s.combats.size(), 2u);
    EXPECT_EQ(s.combats[0].attackers, (std::vector<int>{s.pieceIndex("br-20th").value()}));
    EXPECT_EQ(s.combats[0].defenderHexes, (std::vector<HexId>{hex("2127")}));
    EXPECT_EQ(s.combats[1].attackers, (std::vector<int>{s.pieceIndex("br-9th").value(), s.pieceIndex("br-21st").value()}));
    EXPECT_EQ(s.combats[1].defenderHexes, (std::vector<HexId>{hex("2126")}));
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "12.21", "Close combat 2 declared: br-9th, br-21st against 2126"));
    EXPECT_EQ(s.step, Step::ChooseCombat);  // 12.23: the attacker picks the order
}

TEST(CloseCombatDeclaration, Rule12_15_ExampleTwo_TwoAttackingHexesAgainstTwoDefendingHexesIsIllegal) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2025");
    place(s, "br-20th", "2026");
    place(s, "br-21st", "2026");
    place(s, "am-4th-ny", "2126");
    place(s, "am-2nd-ny", "2127");
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, Attack{"br-20th", hex("2126")});  // two attacking hexes against one: legal
    EXPECT_EQ(applyError(s, Attack{"br-20th", hex("2127")}),
              "12.15: a close combat involves one attacking hex or one defending hex only, and each unit one combat");
    applyOk(s, Attack{"br-21st", hex("2127")});
    applyOk(s, EndPhase{});
}

// An attack joining two declared combats from one hex is legal by itself (12.15: one attacking
// hex), and refused where a unit that must still attack could then only join the joined combat
// from another hex: the completion search sees the two combats as one.
TEST(CloseCombatDeclaration, Rule12_15_AnAttackJoiningTwoCombatsIsRefusedWhereAnotherUnitCouldOnlyJoinThemFromAnotherHex) {
    auto board = [](bool third) {
        GameState s = ccBoard(Side::British);
        place(s, "br-20th", "2026");
        place(s, "br-21st", "2026");
        if (third) place(s, "br-9th", "2027");  // next to 2127, not to 2126
        place(s, "am-4th-ny", "2126");
        place(s, "am-2nd-ny", "2127");
        applyOk(s, Attack{"br-20th", hex("2126")});
        applyOk(s, Attack{"br-21st", hex("2127")});
        return s;
    };
    GameState two = board(false);
    applyOk(two, Attack{"br-20th", hex("2127")});
    ASSERT_EQ(two.combats.size(), 1u);
    EXPECT_EQ(two.combats[0].defenderHexes, (std::vector<HexId>{hex("2126"), hex("2127")}));
    GameState three = board(true);
    EXPECT_FALSE(legal(three, Attack{"br-20th", hex("2127")}));
    EXPECT_EQ(applyError(three, Attack{"br-20th", hex("2127")}),
              "12.12, 12.13: after this attack the remaining units that must attack, or hexes that must be attacked, could not all be");
    applyOk(three, Attack{"br-9th", hex("2127")});
    applyOk(three, EndPhase{});
}

TEST(CloseCombatDeclaration, Rule12_12_AnAttackThatWouldLeaveARequirementUnmetIsRefused) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2025");
    place(s, "br-20th", "2026");
    place(s, "am-4th-ny", "2126");
    place(s, "am-2nd-ny", "2127");  // only br-20th can reach it
    applyOk(s, Attack{"br-9th", hex("2126")});
    EXPECT_EQ(applyError(s, Attack{"br-20th", hex("2126")}),
              "12.12, 12.13: after this attack the remaining units that must attack, or hexes that must be attacked, could not all be");
    applyOk(s, Attack{"br-20th", hex("2127")});
    applyOk(s, EndPhase{});
}

TEST(CloseCombatDeclaration, Rule12_21_AllDeclaredBeforeAnyAndRule12_22_PinsComeOff) {
    GameState s = oneOnOne();
    pin(s, {"br-9th", "am-2nd-ny"});
    applyOk(s, Attack{"br-9th", hex("2126")});
    EXPECT_EQ(at(s, "br-9th").pin, 1);
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "12.22", "Pin markers are removed"));
    EXPECT_EQ(at(s, "br-9th").pin, 0);
    EXPECT_EQ(at(s, "am-2nd-ny").pin, 0);
    EXPECT_TRUE(s.combats[0].pinned);
    EXPECT_EQ(s.step, Step::ChooseTactic);  // single leads chosen for the players
}

// --- 13.1 Pinned Unit Cases -------------------------------------------------------------

TEST(PinnedUnits, Rule13_1_Case1_APinnedRifleUnitMustAttackThePinnedHex) {
    GameState s = ccBoard(Side::British);
    place(s, "br-jaegers", "2026");
    place(s, "am-2nd-ny", "2126");
    pin(s, {"br-jaegers", "am-2nd-ny"});
    EXPECT_EQ(applyError(s, EndPhase{}), "12.12: br-jaegers is adjacent to the enemy and must attack");
    applyOk(s, Attack{"br-jaegers", hex("2126")});
    applyOk(s, EndPhase{});
}

TEST(PinnedUnits, Rule13_1_Case2_UnitsInSeveralHexesAllAttackThePinnedHex) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2025");
    place(s, "br-jaegers", "2026");
    place(s, "am-2nd-ny", "2126");
    pin(s, {"br-9th", "br-jaegers", "am-2nd-ny"});
    applyOk(s, Attack{"br-9th", hex("2126")});
    EXPECT_EQ(applyError(s, EndPhase{}), "12.12: br-jaegers is adjacent to the enemy and must attack");
    applyOk(s, Attack{"br-jaegers", hex("2126")});
    ASSERT_EQ(s.combats.size(), 1u);
    applyOk(s, EndPhase{});
}

TEST(PinnedUnits, Rule13_1_Case3_ASingleUnitPinnedToTwoHexesAttacksBothUnlessOthersDo) {
    GameState s = ccBoard(Side::British);
    place(s, "br-jaegers", "2026");
    place(s, "am-2nd-ny", "2126");
    place(s, "am-4th-ny", "2127");
    pin(s, {"br-jaegers", "am-2nd-ny", "am-4th-ny"});
    applyOk(s, Attack{"br-jaegers", hex("2126")});
    EXPECT_EQ(applyError(s, EndPhase{}), "12.13: the enemy units in 2127 must be attacked");
    GameState alone = s;
    applyOk(alone, Attack{"br-jaegers", hex("2127")});  // it attacks all the hexes it is pinned to
    applyOk(alone, EndPhase{});
    // With another unit attacking the other pinned hex, the pinned unit may attack just one.
    place(s, "br-20th", "2027");  // adjacent to 2127, not to 2126
    applyOk(s, Attack{"br-20th", hex("2127")});
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.combats.size(), 2u);
}

TEST(PinnedUnits, Rule13_1_Case4_SeveralUnitsInAHexPinnedToTwoHexesCoverBothBetweenThem) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "br-jaegers", "2026");
    place(s, "am-2nd-ny", "2126");
    place(s, "am-4th-ny", "2127");
    pin(s, {"br-9th", "br-jaegers", "am-2nd-ny", "am-4th-ny"});
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, Attack{"br-jaegers", hex("2127")});  // in some combination, all the pinned hexes
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.combats.size(), 2u);
}

TEST(PinnedUnits, Rule13_1_PinCaseA_ThePinnedDefendersMustBeAttacked) {
    GameState s = ccBoard(Side::British);
    place(s, "br-jaegers", "2025");  // a rifle unit would not otherwise have to attack
    place(s, "am-2nd-ny", "2126");
    pin(s, {"am-2nd-ny"}, 2);
    EXPECT_EQ(applyError(s, EndPhase{}), "12.13: the enemy units in 2126 must be attacked");
}

// --- 12.23 Each combat, step by step --------------------------------------------------------

TEST(CloseCombat, Rule12_23_Step7_RetreatResultAndStep9_TheLeadUnitMustAdvance) {
    GameState s = oneOnOne();
    declareOneOnOne(s);
    const auto p = previewCloseCombat(s, 0);
    EXPECT_EQ(p.odds.column, "1-1");
    EXPECT_EQ(p.totalDrm, 0);  // +1 and -1 for the lead units' morale
    const auto r = fight(s, "skirmish", "skirmish", 7);  // 1-1, 7: -/R
    EXPECT_TRUE(hasEvent(r, "12.23 step 7", "1-1, modified roll 7: -/R"));
    ASSERT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_EQ(decision(s).player, Player::American);
    const auto retreat = std::get<Retreat>(legalActions(s).front());
    applyOk(s, retreat);
    ASSERT_EQ(s.step, Step::AdvanceAfterCombat);
    EXPECT_EQ(legalActions(s), (std::vector<Action>{Advance{"br-9th", hex("2126")}}));
    EXPECT_EQ(applyError(s, EndPhase{}), "12.23 step 9: the lead unit br-9th must advance into the vacated hex first");
    applyOk(s, Advance{"br-9th", hex("2126")});
    EXPECT_EQ(at(s, "br-9th").hex, hex("2126"));
    EXPECT_EQ(s.phasing(), Side::American);  // the phase is over
}

TEST(CloseCombat, Rule13_1_RetreatOfBothSides_DefenderFirst) {
    GameState s = oneOnOne();
    place(s, "br-20th", "2026");
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, Attack{"br-20th", hex("2126")});
    applyOk(s, EndPhase{});
    applyOk(s, LeadUnit{"br-9th"});
    // 6 SP against 3: 2-1; 12.23 step 4 Skirmish against Skirmish.
    fight(s, "skirmish", "skirmish", 4);  // 2-1, 4: R/R
    // The defender retreats first; then the attacker's other unit checks morale (13.1 R).
    ASSERT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_EQ(s.sideOf(s.retreats.front().unit), Side::American);
    applyOk(s, std::get<Retreat>(legalActions(s).front()));
    ASSERT_EQ(s.step, Step::MoraleCheckRoll);
    EXPECT_EQ(s.moraleChecks.front().unit, s.pieceIndex("br-20th").value());
    const auto r = applyOk(s, RollDie{3});  // 3 + 1 = 4: fails, retreats one hex too
    EXPECT_TRUE(hasEvent(r, "13.5", "br-20th") || hasEvent(r, "13.5", "20th"));
    EXPECT_EQ(s.retreats.size(), 2u);  // the lead unit, then the 20th
}

TEST(CloseCombat, Rule13_1_DisruptionRetreatsThreeHexesAndCostsArmyMorale) {
    GameState s = oneOnOne();
    declareOneOnOne(s);
    fight(s, "skirmish", "skirmish", 8);  // 1-1, 8: -/D
    EXPECT_EQ(at(s, "am-2nd-ny").status, Status::Disrupted);
    EXPECT_EQ(s.armyMorale[0], 13);
    ASSERT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_EQ(s.retreats.front().hexes, 3);
}

TEST(CloseCombat, Rule13_1_OneStepLossTheUnitStaysAndTheOthersCheck) {
    GameState s = ccBoard(Side::British);
    place(s, "br-british-grenadiers", "2026");  // 5 SP, morale +2
    place(s, "br-20th", "2026");                // 3
    place(s, "am-2nd-ny", "2126");              // 3
    place(s, "am-4th-ny", "2126");              // 3
    applyOk(s, Attack{"br-british-grenadiers", hex("2126")});
    applyOk(s, Attack{"br-20th", hex("2126")});
    applyOk(s, EndPhase{});
    applyOk(s, LeadUnit{"br-british-grenadiers"});
    applyOk(s, LeadUnit{"am-2nd-ny"});
    // 8 to 6: 1-1; +2 -1 = +1; 9 + 1 = 10: -/1.
    fight(s, "skirmish", "skirmish", 9);
    EXPECT_TRUE(at(s, "am-2nd-ny").reduced);
    EXPECT_EQ(s.vpHalves[1], 2);
    ASSERT_EQ(s.step, Step::MoraleCheckRoll);
    EXPECT_EQ(s.moraleChecks.size(), 1u);  // the 4th NY; the 2nd NY took the loss and never retreats
    applyOk(s, RollDie{4});               // 4 + 1 = 5: passes
    EXPECT_EQ(at(s, "am-4th-ny").hex, hex("2126"));
    EXPECT_EQ(at(s, "am-2nd-ny").hex, hex("2126"));
}

TEST(CloseCombat, Rule13_1_TwoStepLossTakesASecondStepOfTheOwnersChoice) {
    GameState s = ccBoard(Side::British);
    place(s, "br-british-grenadiers", "2026");  // 5, morale +2
    place(s, "br-royal-navy", "2026");          // 1
    place(s, "br-von-riedesel-regt", "2025");   // 5
    place(s, "br-mackay", "2025");              // 1: 12 SP in all
    place(s, "am-ct-light-dragoons", "2126");   // 1 SP, one step, morale +1
    place(s, "am-2nd-ny", "2126", Status::Disrupted);
    place(s, "am-4th-ny", "2126", Status::Disrupted);
    for (const char* id : {"am-2nd-ny", "am-4th-ny"}) s.pieces[static_cast<std::size_t>(s.pieceIndex(id).value())].reduced = true;
    for (const char* id : {"br-british-grenadiers", "br-royal-navy", "br-von-riedesel-regt", "br-mackay"}) applyOk(s, Attack{id, hex("2126")});
    applyOk(s, EndPhase{});
    applyOk(s, LeadUnit{"br-british-grenadiers"});
    // 12 to 1 + 1 + 1 (reduced, disrupted at half rounded up): 4-1; +2 -1 +1 (a defender
    // disrupted) +1 (12.8 surrounded: the river at 2225 and 2226, British ZOC in 2125 and 2127) = +3.
    const auto p = previewCloseCombat(s, 0);
    EXPECT_EQ(p.odds.column, "4-1");
    EXPECT_EQ(p.totalDrm, 3) << drmList(p);
    fight(s, "skirmish", "skirmish", 8);  // 11: -/2
    EXPECT_EQ(at(s, "am-ct-light-dragoons").location, Location::Eliminated);
    ASSERT_EQ(s.step, Step::ChooseSecondStep);
    EXPECT_EQ(decision(s).player, Player::American);
    EXPECT_EQ(legalActions(s), (std::vector<Action>{EliminateStep{"am-2nd-ny"}, EliminateStep{"am-4th-ny"}}));
    applyOk(s, EliminateStep{"am-4th-ny"});
    EXPECT_EQ(at(s, "am-4th-ny").location, Location::Eliminated);
    EXPECT_EQ(s.vpHalves[1], 4);  // 4: a step eliminated is 1 VP, each
    ASSERT_EQ(s.step, Step::MoraleCheckRoll);  // the 2nd NY, the only other unit
    EXPECT_EQ(s.moraleChecks.size(), 1u);
}

TEST(CloseCombat, Rule13_1_AttackersChoiceCaptureThenPassAndRetreatOrFailAndDisrupt) {
    GameState s = ccBoard(Side::British);
    place(s, "br-british-grenadiers", "2026");  // 5, +2
    place(s, "br-royal-navy", "2026");          // 1
    place(s, "am-1st-canadian", "2126");        // 2, morale 0
    place(s, "am-stevens-river", "2126");       // artillery: no SP, but a defender
    applyOk(s, Attack{"br-british-grenadiers", hex("2126")});
    applyOk(s, Attack{"br-royal-navy", hex("2126")});
    applyOk(s, EndPhase{});
    applyOk(s, LeadUnit{"br-british-grenadiers"});
    // 6 to 2: 3-1; +2 - 0 = +2; 9 + 2 = 11: -/AC.
    EXPECT_EQ(previewCloseCombat(s, 0).odds.column, "3-1");
    fight(s, "skirmish", "skirmish", 9);
    ASSERT_EQ(s.step, Step::ChooseCapture);
    EXPECT_EQ(decision(s).player, Player::British);  // the attacker's choice
    EXPECT_EQ(decision(s).rule, "13.1 AC");
    applyOk(s, Capture{"am-stevens-river"});
    EXPECT_EQ(at(s, "am-stevens-river").location, Location::Captured);
    ASSERT_EQ(s.step, Step::MoraleCheckRoll);
    applyOk(s, RollDie{3});  // 3 + 0 = 3: fails: a "D"
    EXPECT_EQ(at(s, "am-1st-canadian").status, Status::Disrupted);
    EXPECT_EQ(s.retreats.front().hexes, 3);
}

TEST(CloseCombat, Rule13_1_DefendersChoiceCaptureAndTheOthersMustPassOrBeDisrupted) {
    GameState s = ccBoard(Side::British);
    place(s, "br-british-grenadiers", "2026");  // 5, +2
    place(s, "am-2nd-ny", "2126");              // 3, +1
    place(s, "am-1st-canadian", "2126");        // 2, 0
    applyOk(s, Attack{"br-british-grenadiers", hex("2126")});
    applyOk(s, EndPhase{});
    applyOk(s, LeadUnit{"am-2nd-ny"});
    // 5 to 5: 1-1; +2 -1 = +1; 10 + 1 = 11: -/1* at 1-1 ... use 3-2 instead: see below.
    EXPECT_EQ(previewCloseCombat(s, 0).odds.column, "1-1");
    fight(s, "frontal-assault", "skirmish", 9);  // frontal assault without a leader: 12.65, -1; 9 + 1 - 1 = 9: -/D
    EXPECT_EQ(at(s, "am-2nd-ny").status, Status::Disrupted);
}

TEST(CloseCombat, Rule12_31_ArtilleryDefendingAloneIsCapturedAfterTheLeadIsNamed) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "br-20th", "2026");
    place(s, "am-stevens-river", "2126");
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, Attack{"br-20th", hex("2126")});
    applyOk(s, EndPhase{});
    ASSERT_EQ(s.step, Step::ChooseLead);
    const auto r = applyOk(s, LeadUnit{"br-20th"});
    EXPECT_TRUE(hasEvent(r, "12.31", "captured"));
    EXPECT_EQ(at(s, "am-stevens-river").location, Location::Captured);
    ASSERT_EQ(s.step, Step::AdvanceAfterCombat);
    EXPECT_EQ(legalActions(s), (std::vector<Action>{Advance{"br-20th", hex("2126")}}));
    applyOk(s, Advance{"br-20th", hex("2126")});
    ASSERT_EQ(s.step, Step::AdvanceAfterCombat);  // the 9th may follow
    applyOk(s, EndPhase{});
    EXPECT_EQ(at(s, "br-9th").hex, hex("2026"));
}

TEST(CloseCombat, Rule12_23_Step2_TheLeadUnitIsParadeOrderIfAnyIsAndNeverArtillery) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126", Status::Disrupted);
    place(s, "am-4th-ny", "2126");
    place(s, "am-stevens-river", "2126");
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, EndPhase{});
    // The only Parade Order non-artillery defender is chosen for the defender.
    EXPECT_EQ(s.combat.defenderLead, s.pieceIndex("am-4th-ny").value());
    EXPECT_EQ(leadCandidates(s, 0, Side::American), (std::vector<int>{s.pieceIndex("am-4th-ny").value()}));
}

TEST(CloseCombat, Rule12_5_IndianWithdrawalFromTheWoods) {
    GameState s = ccBoard(Side::American);
    // br-ottawa in woods; an American line infantry attack (not Indian, not light infantry).
    HexId woods;
    for (HexId h : s.map->allHexes())
        if (s.map->terrain(h) == Terrain::HeavyForest && h.row > 10 && h.row < 20 && h.col > 8 && h.col < 14) {
            woods = h;
            break;
        }
    ASSERT_TRUE(s.map->contains(woods));
    HexId from;
    for (HexId n : neighbours(woods))
        if (s.map->contains(n) && !s.map->prohibited(n) && n.row < woods.row) from = n;
    ASSERT_TRUE(s.map->contains(from));
    place(s, "br-ottawa", woods.str().c_str());
    place(s, "am-2nd-ny", from.str().c_str());
    applyOk(s, Attack{"am-2nd-ny", woods});
    applyOk(s, EndPhase{});
    EXPECT_EQ(withdrawalRule(s, 0), "12.5");
    ASSERT_EQ(s.step, Step::WithdrawalChoice);
    EXPECT_EQ(decision(s).player, Player::British);
    const auto r = applyOk(s, Withdraw{});
    EXPECT_TRUE(hasEvent(r, "12.5", "Indian Withdrawal"));
    ASSERT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_TRUE(s.retreats.front().awayFromEnemy);
    applyOk(s, std::get<Retreat>(legalActions(s).front()));
    EXPECT_TRUE(at(s, "br-ottawa").withdrawal);
    EXPECT_EQ(distance(at(s, "br-ottawa").hex, woods), 3);
    ASSERT_EQ(s.step, Step::AdvanceAfterCombat);  // 12.52 NOTE: the lead unit must advance
    applyOk(s, Advance{"am-2nd-ny", woods});
}

TEST(Tactics, Rule12_61_TheFirstChoiceStaysSecretUntilBothAreMade) {
    GameState s = oneOnOne();
    declareOneOnOne(s);
    ASSERT_EQ(s.step, Step::ChooseTactic);
    EXPECT_EQ(decision(s).player, Player::British);
    const auto r = applyOk(s, ChooseTactic{"frontal-assault"});
    for (const auto& e : r.events) EXPECT_EQ(e.text.find("rontal"), std::string::npos) << e.text;
    EXPECT_EQ(decision(s).player, Player::American);
    EXPECT_EQ(decision(s).prompt.find("rontal"), std::string::npos);
    EXPECT_EQ(stateToJson(s).dump().find("frontal"), std::string::npos);
    EXPECT_EQ(describe(ChooseTactic{"frontal-assault"}).find("rontal"), std::string::npos);
    // The defender's choices do not depend on the attacker's.
    EXPECT_EQ(legalActions(s).size(), 8u);
    const auto reveal = applyOk(s, ChooseTactic{"skirmish"});
    EXPECT_TRUE(hasEvent(reveal, "12.23 step 4", "Tactics revealed: British Frontal Assault (not eligible), American Skirmish"));
}

TEST(Tactics, Rule12_62_ExampleAttackEnEchelonAgainstSkirmishIsMinusOne) {
    GameState s = oneOnOne();
    declareOneOnOne(s);
    const auto r = fight(s, "attack-en-echelon", "skirmish", 8);  // 8 - 1 = 7: -/R
    EXPECT_TRUE(hasEvent(r, "12.23 step 4", ": -1"));
    EXPECT_TRUE(hasEvent(r, "12.23 step 5", "modified roll 7"));
    EXPECT_TRUE(hasEvent(r, "12.23 step 7", "modified roll 7: -/R"));
}

TEST(Tactics, Rule12_65_AnIllegalCardGivesTheOpponentOne) {
    GameState s = oneOnOne();
    declareOneOnOne(s);
    const auto r = fight(s, "skirmish", "turn-flank", 6);  // no defending leader: +1 for the attacker
    EXPECT_TRUE(hasEvent(r, "12.23 step 4", "(12.65)"));
    EXPECT_TRUE(hasEvent(r, "12.23 step 5", "modified roll 7"));
}

TEST(Tactics, Rule12_23_Step4_NoCombatTheWithdrawingSideRetreatsOneHex) {
    GameState s = oneOnOne();
    declareOneOnOne(s);
    applyOk(s, ChooseTactic{"skirmish"});
    const auto r = applyOk(s, ChooseTactic{"withdraw"});
    EXPECT_TRUE(hasEvent(r, "12.23 step 4", "No Combat"));
    ASSERT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_EQ(s.retreats.front().unit, s.pieceIndex("am-2nd-ny").value());
    EXPECT_EQ(s.retreats.front().hexes, 1);
    applyOk(s, std::get<Retreat>(legalActions(s).front()));
    ASSERT_EQ(s.step, Step::AdvanceAfterCombat);  // step 9
    applyOk(s, Advance{"br-9th", hex("2126")});
    EXPECT_EQ(s.armyMorale, (std::array<int, 2>{14, 14}));
}

// --- 12.7 Momentum ---------------------------------------------------------------------------

TEST(Momentum, Rule12_23_Step6_TheFewestChitsAskFirstThenTheOther) {
    GameState s = oneOnOne();
    s.momentum = {1, 2};  // American 1, British 2
    declareOneOnOne(s);
    fight(s, "skirmish", "skirmish", 7);
    ASSERT_EQ(s.step, Step::CombatReroll);
    EXPECT_EQ(decision(s).player, Player::American);  // the fewest chits
    applyOk(s, EndPhase{});
    EXPECT_EQ(decision(s).player, Player::British);
    applyOk(s, SpendMomentum{1});
    EXPECT_EQ(s.momentum[1], 1);
    ASSERT_EQ(s.step, Step::CombatRoll);
    applyOk(s, RollDie{2});  // 1-1, 2: D/-
    // Step 6 again: now a tie, 1 and 1: the defender is asked first.
    ASSERT_EQ(s.step, Step::CombatReroll);
    EXPECT_EQ(decision(s).player, Player::American);
    EXPECT_EQ(applyError(s, SpendMomentum{2}), "12.23 step 6: one momentum chit is spent each time, for one re-roll");
    applyOk(s, SpendMomentum{1});
    applyOk(s, RollDie{7});
    EXPECT_EQ(decision(s).player, Player::British);  // the American has none left
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.step, Step::ChooseRetreat);  // -/R stands
}

TEST(Momentum, Rule12_73_TheAttackerGainsAChitOnTenOrMore) {
    GameState s = ccBoard(Side::British);
    place(s, "br-british-grenadiers", "2026");  // +2
    place(s, "am-1st-canadian", "2126");        // 2 SP, morale 0: 5 to 2 is 2-1
    applyOk(s, Attack{"br-british-grenadiers", hex("2126")});
    applyOk(s, EndPhase{});
    const auto r = fight(s, "skirmish", "skirmish", 9);  // 9 + 2 = 11: -/AC at 2-1
    EXPECT_TRUE(hasEvent(r, "12.73", "British gains a momentum chit"));
    EXPECT_EQ(s.momentum[1], 1);
    EXPECT_EQ(at(s, "am-1st-canadian").location, Location::Captured);
}

TEST(Momentum, Rule12_73_TheDefenderGainsAChitOnMinusOneOrLess) {
    GameState s = ccBoard(Side::British);
    place(s, "br-bateau-men", "2026");  // 1 SP, morale -1, militia
    place(s, "am-2nd-ny", "2126");      // 3 SP, +1: 1-3; -1 -1 -1 (all-militia attack) ...
    applyOk(s, Attack{"br-bateau-men", hex("2126")});
    applyOk(s, EndPhase{});
    const auto p = previewCloseCombat(s, 0);
    EXPECT_EQ(p.odds.column, "1-3");
    const auto r = fight(s, "skirmish", "skirmish", 0);
    EXPECT_TRUE(hasEvent(r, "12.73", "American gains a momentum chit"));
    EXPECT_EQ(s.momentum[0], 1);
}

TEST(Momentum, Rule12_73_WithThePoolEmptyTheOpponentReturnsOne) {
    GameState s = ccBoard(Side::British);
    s.momentum = {3, 2};
    place(s, "br-british-grenadiers", "2026");
    place(s, "am-1st-canadian", "2126");
    applyOk(s, Attack{"br-british-grenadiers", hex("2126")});
    applyOk(s, EndPhase{});
    fight(s, "skirmish", "skirmish", 9);
    while (s.step == Step::CombatReroll) applyOk(s, EndPhase{});
    EXPECT_EQ(s.momentum, (std::array<int, 2>{2, 2}));
}

// --- 13.1 PIN, 13.24, 13.3/13.4 -------------------------------------------------------------

TEST(CloseCombat, Rule13_1_PinCapturesTheDisruptedAndMarksTheRest) {
    GameState s = oneOnOne();
    place(s, "am-4th-ny", "2126", Status::Disrupted);
    declareOneOnOne(s);
    // 3 to 3 + 2 (disrupted at half, rounded up) = 3 to 5: 1-2; +1 -1 +1 (a defender disrupted) = +1.
    const auto p = previewCloseCombat(s, 0);
    EXPECT_EQ(p.odds.column, "1-2");
    EXPECT_EQ(p.totalDrm, 1);
    const auto r = fight(s, "skirmish", "skirmish", 4);  // 4 + 1 = 5: PIN at 1-2
    EXPECT_TRUE(hasEvent(r, "13.1", "PIN"));
    EXPECT_EQ(at(s, "am-4th-ny").location, Location::Captured);
    EXPECT_EQ(at(s, "br-9th").pin, at(s, "am-2nd-ny").pin);
    EXPECT_NE(at(s, "br-9th").pin, 0);
    // The next phasing player (the American) must attack the pinned units (case A) or move away (case B).
    EXPECT_EQ(s.phase, Phase::Movement);
    EXPECT_EQ(s.phasing(), Side::American);
}

TEST(CloseCombat, Rule13_24_AUnitThatRetreatedInAddsNothingAndChecksMorale) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");
    place(s, "am-4th-ny", "2126");
    s.pieces[static_cast<std::size_t>(s.pieceIndex("am-4th-ny").value())].ccRetreated = true;
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, EndPhase{});
    EXPECT_EQ(previewCloseCombat(s, 0).odds.defenderSp, 3);  // the 4th NY contributes nothing
    EXPECT_EQ(s.combat.defenderLead, s.pieceIndex("am-2nd-ny").value());
    fight(s, "skirmish", "skirmish", 7);  // -/R: the 4th NY must check (13.24)
    ASSERT_EQ(s.step, Step::MoraleCheckRoll);
    EXPECT_EQ(s.moraleChecks.front().rule, "13.24");
    applyOk(s, RollDie{0});  // 0 + 1 = 1: fails, a "D"
    EXPECT_EQ(at(s, "am-4th-ny").status, Status::Disrupted);
}

TEST(CloseCombat, Rule13_4_ShatteredUnitsNextToTheEnemyAreCapturedAtTheEndOfThePhase) {
    GameState s = ccBoard(Side::British);
    place(s, "br-jaegers", "2026");
    place(s, "am-2nd-ny", "2126", Status::Shattered);
    place(s, "am-4th-ny", "2226", Status::Disrupted);  // not adjacent to the British
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "13.4", "shattered"));
    EXPECT_EQ(at(s, "am-2nd-ny").location, Location::Captured);
    EXPECT_EQ(at(s, "am-4th-ny").status, Status::Disrupted);
}

TEST(CloseCombat, Rule13_3_DisruptedUnitsNextToParadeOrderEnemyAreShatteredAtTheEnd) {
    GameState s = ccBoard(Side::British);
    place(s, "br-jaegers", "2026");
    place(s, "am-2nd-ny", "2126", Status::Disrupted);
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "13.3", "a further"));
    EXPECT_EQ(at(s, "am-2nd-ny").status, Status::Shattered);
    ASSERT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_EQ(s.retreats.front().hexes, 3);
}

TEST(CloseCombat, Rule10_5_ARifleUnitInCloseCombatLosesItsFirstFire) {
    GameState s = ccBoard(Side::British);
    place(s, "br-jaegers", "2026");
    place(s, "am-2nd-ny", "2126");
    s.pieces[static_cast<std::size_t>(s.pieceIndex("br-jaegers").value())].firstFire = true;
    applyOk(s, Attack{"br-jaegers", hex("2126")});
    applyOk(s, EndPhase{});
    EXPECT_FALSE(at(s, "br-jaegers").firstFire);
}

TEST(CloseCombat, Rule14_32_ALoneLeaderIsCapturedByTheAdvance) {
    GameState s = oneOnOne();
    place(s, "am-gates", "2126");  // close combat DRM 0
    declareOneOnOne(s);
    fight(s, "skirmish", "skirmish", 7);  // -/R
    // The 2nd NY retreats without Gates, who stays (14.31).
    Retreat alone;
    for (const auto& a : legalActions(s))
        if (const auto* r = std::get_if<Retreat>(&a); r && r->leaders.empty()) alone = *r;
    applyOk(s, alone);
    const auto r = applyOk(s, Advance{"br-9th", hex("2126")});
    EXPECT_TRUE(hasEvent(r, "14.32", "captured"));
    EXPECT_EQ(at(s, "am-gates").location, Location::Captured);
}

TEST(CloseCombatCli, PrintsTheOddsAndEachDrmOfADeclaredCombat) {
    GameState s = oneOnOne();
    declareOneOnOne(s);
    const std::string text = describePreview(s, 0, previewCloseCombat(s, 0));
    EXPECT_NE(text.find("Odds (12.23 step 1): 3 to 3: 1-1"), std::string::npos) << text;
    EXPECT_NE(text.find("  +1 9th Foot (the Fighting 9th)'s modified morale (12.23 step 2, 15.32)"), std::string::npos) << text;
    EXPECT_NE(text.find("  -1 2nd New York's modified morale"), std::string::npos) << text;
    EXPECT_NE(text.find("(12.23 step 2, 15.32)"), std::string::npos) << text;
    EXPECT_NE(text.find("Total DRM before tactics: +0"), std::string::npos) << text;
}

TEST(CloseCombat, Rule12_4_CavalryWithdrawalAndRule12_43_APinnedDefenderPaysOneArmyMorale) {
    GameState s = ccBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-ct-light-dragoons", "2126");  // Parade Order cavalry; no mounted attacker
    pin(s, {"br-9th", "am-ct-light-dragoons"});
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, EndPhase{});
    EXPECT_EQ(withdrawalRule(s, 0), "12.4");
    ASSERT_EQ(s.step, Step::WithdrawalChoice);
    EXPECT_EQ(legalActions(s), (std::vector<Action>{Withdraw{}, EndPhase{}}));
    const auto r = applyOk(s, Withdraw{});
    EXPECT_TRUE(hasEvent(r, "12.4", "Cavalry Withdrawal"));
    EXPECT_EQ(s.armyMorale[0], 13);  // the pin broken by withdrawing
    ASSERT_EQ(s.step, Step::ChooseRetreat);
    const auto retreat = std::get<Retreat>(legalActions(s).front());
    EXPECT_EQ(retreat.path.size(), 4u);
    applyOk(s, retreat);
    EXPECT_TRUE(at(s, "am-ct-light-dragoons").withdrawal);
    EXPECT_EQ(adjacentEnemyUnits(s, at(s, "am-ct-light-dragoons").hex, Side::American), 0);
    applyOk(s, Advance{"br-9th", hex("2126")});
}

TEST(CloseCombat, Rule12_41_NoCavalryWithdrawalFromMountedAttackers) {
    GameState s = ccBoard(Side::American);
    place(s, "am-ct-light-dragoons", "2126");
    place(s, "br-prinz-ludwig-mounted", "2026");
    applyOk(s, Attack{"am-ct-light-dragoons", hex("2026")});
    applyOk(s, EndPhase{});
    EXPECT_EQ(withdrawalRule(s, 0), "");
    EXPECT_EQ(s.step, Step::ChooseTactic);
}

TEST(CloseCombat, Rule12_23_Step3_TheLeadUnitMoraleOfANameEndingInSReadsAsEnglish) {
    GameState s = ccBoard(Side::British);
    place(s, "br-british-grenadiers", "2026");
    place(s, "am-2nd-ny", "2126");
    applyOk(s, Attack{"br-british-grenadiers", hex("2126")});
    applyOk(s, EndPhase{});
    const std::string text = describePreview(s, 0, previewCloseCombat(s, 0));
    EXPECT_NE(text.find("British Grenadiers' modified morale"), std::string::npos) << text;
    EXPECT_EQ(text.find("Grenadiers's"), std::string::npos) << text;
}

TEST(CloseCombat, Rule13_1_TheLeaderCasualtyFallsBeforeTheOtherUnitsCheckMorale) {
    GameState s = ccBoard(Side::British);
    place(s, "br-british-grenadiers", "2026");  // 5 SP, morale +2
    place(s, "br-20th", "2026");                // 3
    place(s, "br-fraser", "2026");              // close combat DRM +2
    place(s, "am-2nd-ny", "2126");              // 3, morale +1
    place(s, "am-4th-ny", "2126");              // 3, morale +1
    place(s, "am-lincoln", "2126");             // close combat DRM 1, leadership 1
    applyOk(s, Attack{"br-british-grenadiers", hex("2126")});
    applyOk(s, Attack{"br-20th", hex("2126")});
    applyOk(s, EndPhase{});
    applyOk(s, LeadUnit{"br-british-grenadiers"});
    applyOk(s, LeadUnit{"am-2nd-ny"});
    // 8 to 6: 1-1; +2 -1 +2 -1 = +2; 9 + 2 = 11 exactly: -/1*.
    const auto r = fight(s, "skirmish", "skirmish", 9);
    EXPECT_TRUE(hasEvent(r, "13.1", "Lincoln is a leader casualty"));
    EXPECT_EQ(at(s, "am-lincoln").location, Location::Eliminated);  // before the 4th New York checks, as under fire
    ASSERT_EQ(s.step, Step::MoraleCheckRoll);
    const auto check = applyOk(s, RollDie{3});  // 3 + 1 = 4 without Lincoln's leadership: fails
    EXPECT_TRUE(hasEvent(check, "13.5", "4th New York morale check (13.1 1): die 3 +1 morale = 4: fails"));
}

TEST(CloseCombatDeclaration, Ruling12_12_ArtilleryMayJoinAnAttackAndNeverChecksMoraleAfterIt) {
    GameState s = oneOnOne();
    place(s, "br-pausch", "2025");  // adjacent to the 2nd New York too
    EXPECT_FALSE(legal(s, Attack{"br-pausch", hex("2126")}));  // no attack on 2126 to join yet
    applyOk(s, Attack{"br-9th", hex("2126")});
    ASSERT_TRUE(legal(s, Attack{"br-pausch", hex("2126")}));
    applyOk(s, Attack{"br-pausch", hex("2126")});
    ASSERT_EQ(s.combats.size(), 1u);
    EXPECT_EQ(s.combats[0].attackers, (std::vector<int>{s.pieceIndex("br-9th").value(), s.pieceIndex("br-pausch").value()}));
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.combat.attackerLead, s.pieceIndex("br-9th").value());  // 12.23 step 2: never the artillery
    EXPECT_EQ(previewCloseCombat(s, 0).odds.attackerSp, 3);           // 12.3: its SPs never count
    fight(s, "skirmish", "skirmish", 1);  // 1-1, +1 -1: 1, D/-: the 9th is disrupted
    EXPECT_EQ(at(s, "br-9th").status, Status::Disrupted);
    EXPECT_TRUE(s.moraleChecks.empty());  // 13.1: "but not the Attacker's artillery"
    ASSERT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_EQ(s.retreats.size(), 1u);
    EXPECT_EQ(s.retreats.front().unit, s.pieceIndex("br-9th").value());
}

TEST(CloseCombat, Rule13_26_AttackingArtilleryNeverRetreatsOnNoCombat) {
    GameState s = oneOnOne();
    place(s, "br-pausch", "2025");
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, Attack{"br-pausch", hex("2126")});
    applyOk(s, EndPhase{});
    applyOk(s, ChooseTactic{"withdraw"});  // eligible: a force with artillery is not all infantry (12.631)
    const auto r = applyOk(s, ChooseTactic{"skirmish"});
    EXPECT_TRUE(hasEvent(r, "12.23 step 4", "No Combat"));
    ASSERT_EQ(s.retreats.size(), 1u);  // the 9th only: artillery in the attacker's hex never retreats (12.23 step 4, 13.26)
    EXPECT_EQ(s.retreats.front().unit, s.pieceIndex("br-9th").value());
}
