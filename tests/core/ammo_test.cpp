// E7.1-E7.3: the Next Day's Ammo Depletion Log.
#include "engine_test_support.h"
#include "tricorne/series/rules/close_combat.h"
#include "tricorne/series/rules/fire.h"
#include "tricorne/series/rules/zoc.h"
#include "tricorne/saratoga/ammo.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
// An empty Next Day map on turn 4, in `attacker`'s Close Combat Phase, the log as at the start.
GameState nextDayCombat(Side attacker) {
    std::string error;
    auto s = newGame(realData(), "next-day", {}, 1, error);
    EXPECT_TRUE(s) << error;
    placeAtDefaults(*s);
    for (auto& p : s->pieces) p = Piece{};
    saratoga::initAmmoLog(*s);
    s->turn = 4;
    s->phase = Phase::CloseCombat;
    s->step = Step::DeclareCombats;
    s->order = {attacker, enemyOf(attacker)};
    s->sidesThisTurn = 2;
    s->playerTurn = 0;
    s->momentum = {0, 0};
    return *s;
}


bool hasDrm(const CombatPreview& p, const std::string& id) {
    return std::any_of(p.drms.begin(), p.drms.end(), [&](const CombatDrm& d) { return d.id == id; });
}
}  // namespace

TEST(Ammo, RuleE7_1_EachCloseCombatChecksABoxAttackingOrDefending) {
    GameState s = nextDayCombat(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");  // two boxes on the log
    EXPECT_EQ(at(s, "am-2nd-ny").ammoBoxes, 2);
    applyOk(s, Attack{"br-9th", hex("2126")});
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "E7.1", "2nd New York checks a close combat ammo box (1 of 2)"));
    EXPECT_EQ(at(s, "am-2nd-ny").ammoChecked, 1);
    EXPECT_FALSE(saratoga::closeCombatAmmoDepleted(s, s.pieceIndex("am-2nd-ny").value()));
}

TEST(Ammo, RuleE7_2_AnAmmoDepletedUnitHasNoZoc) {
    GameState s = nextDayCombat(Side::British);
    const int ny = place(s, "am-2nd-ny", "2126");
    EXPECT_TRUE(exertsZoc(s, ny));
    at(s, "am-2nd-ny").ammoChecked = 2;
    EXPECT_TRUE(saratoga::closeCombatAmmoDepleted(s, ny));
    EXPECT_FALSE(exertsZoc(s, ny));
}

TEST(Ammo, RuleE7_2_NoLeadBesideAFreshParadeOrderUnitAndPlusOneAgainstIt) {
    GameState s = nextDayCombat(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");
    place(s, "am-4th-ny", "2126");
    at(s, "am-2nd-ny").ammoChecked = 2;  // depleted
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, EndPhase{});
    EXPECT_EQ(leadCandidates(s, 0, Side::American), (std::vector<int>{s.pieceIndex("am-4th-ny").value()}));
    const auto p = previewCloseCombat(s, 0);
    EXPECT_TRUE(hasDrm(p, "defender-ammo-depleted"));
    EXPECT_FALSE(hasDrm(p, "attacker-ammo-depleted"));
}

TEST(Ammo, RuleE7_2_MinusOneWhenAnAttackingUnitIsDepleted) {
    GameState s = nextDayCombat(Side::American);
    place(s, "am-2nd-ny", "2126");
    place(s, "br-9th", "2026");
    at(s, "am-2nd-ny").ammoChecked = 2;
    applyOk(s, Attack{"am-2nd-ny", hex("2026")});
    applyOk(s, EndPhase{});
    const auto p = previewCloseCombat(s, 0);
    EXPECT_TRUE(hasDrm(p, "attacker-ammo-depleted"));
    EXPECT_EQ(s.combat.attackerLead, s.pieceIndex("am-2nd-ny").value());  // alone, it still leads
}

TEST(Ammo, RuleE7_3_MorgansCloseCombatBoxKeepsHisZocAndHisFireBoxesTakeIt) {
    GameState s = nextDayCombat(Side::British);
    const int morgan = place(s, "am-morgan", "2126");
    EXPECT_EQ(at(s, "am-morgan").ammoBoxes, 1);
    EXPECT_EQ(at(s, "am-morgan").fireBoxes, 3);
    at(s, "am-morgan").ammoChecked = 1;  // E7.3.1: the lead and DRM effects only
    EXPECT_TRUE(saratoga::closeCombatAmmoDepleted(s, morgan));
    EXPECT_TRUE(exertsZoc(s, morgan));
    at(s, "am-morgan").fireChecked = 3;  // E7.3.2: no more fire, and no ZOC (E7.3.3, E7.3.4)
    EXPECT_FALSE(exertsZoc(s, morgan));
    s.phase = Phase::RifleFire;
    s.step = Step::RifleDeclare;
    s.order = {Side::American, Side::British};
    EXPECT_EQ(*cannotFire(s, morgan), "E7.3.2: am-morgan has no fire ammunition left");
}

TEST(Ammo, RuleE7_3_2_EachFireOfMorganChecksAFireBox) {
    GameState s = nextDayCombat(Side::American);
    s.phase = Phase::RifleFire;
    s.step = Step::RifleDeclare;
    s.rifleDeclaring = 0;
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    const auto r = applyOk(s, Fire{{"am-morgan"}, "br-9th"});
    EXPECT_TRUE(hasEvent(r, "E7.3.2", "checks a fire ammo box (1 of 3)"));
    EXPECT_EQ(at(s, "am-morgan").fireChecked, 1);
}

TEST(Ammo, RuleE7_1_OnlyTheNextDayKeepsTheLog) {
    const GameState s = campaignStart();
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(s.pieceIndex("am-2nd-ny").value())].ammoBoxes, -1);
}

TEST(Ammo, RuleE7_3_1_MorgansOneCloseCombatBoxPaysForHisFirstCloseCombat) {
    GameState s = nextDayCombat(Side::British);
    const int morgan = place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    applyOk(s, Attack{"br-9th", hex("2126")});
    const auto begun = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(begun, "E7.1", "Morgan's Riflemen checks a close combat ammo box (1 of 1)"));
    // Like each of his three fire boxes, the box pays for the combat it is checked in.
    EXPECT_FALSE(saratoga::closeCombatAmmoDepleted(s, morgan));
    EXPECT_FALSE(hasDrm(previewCloseCombat(s, 0), "defender-ammo-depleted"));
    EXPECT_FALSE(hasEvent(begun, "E7.3.1"));
    applyOk(s, ChooseTactic{"skirmish"});
    applyOk(s, ChooseTactic{"skirmish"});
    const auto p = previewCloseCombat(s, 0);
    ASSERT_EQ(p.odds.column, "1-2");
    const int die = 5 - p.totalDrm;  // 1-2, modified roll 5: PIN, which ends the combat with no retreat
    ASSERT_TRUE(die >= 0 && die <= 9) << p.totalDrm;
    const auto r = applyOk(s, RollDie{die});
    EXPECT_TRUE(hasEvent(r, "E7.3.1", "Morgan's Riflemen is Ammo Depleted in close combat"));
    EXPECT_TRUE(saratoga::closeCombatAmmoDepleted(s, morgan));  // for every later close combat
}
