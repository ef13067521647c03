// 10 Rifle Fire, 11 Defensive Artillery Fire, and their results (13.1-13.4), with forced dice.
#include <algorithm>

#include "engine_test_support.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/rules/fire.h"
#include "tricorne/series/rules/movement.h"
#include "tricorne/series/rules/results.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
// Ends the phasing player's Movement Phase and waits at the first fire decision.
void toFire(GameState& s) { applyOk(s, EndPhase{}); }


// Morgan (2126) fires at the 9th Foot (2026) with forced dice: 5 hits with first fire.
void morganFiresAtTheNinth(GameState& s, int damageDie) {
    toFire(s);
    applyOk(s, Fire{{"am-morgan"}, "br-9th"});
    applyOk(s, RollDie{5});
    applyOk(s, RollDie{damageDie});
}

Retreat retreat(const char* unit, std::initializer_list<const char*> hexes, std::vector<std::string> leaders = {}, bool stepLoss = false) {
    Retreat r{unit, {}, std::move(leaders), stepLoss};
    for (auto h : hexes) r.path.push_back(hex(h));
    return r;
}
}  // namespace

TEST(RifleFire, Rule10_2_AdjacentTargetsOnlyAndThePhasingPlayerDeclaresFirst) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2024");
    place(s, "br-jaegers", "2026");
    toFire(s);
    ASSERT_EQ(s.phase, Phase::RifleFire);
    EXPECT_EQ(decision(s).player, Player::American);
    EXPECT_EQ(applyError(s, Fire{{"am-morgan"}, "br-9th"}), "10.2: rifle fire is at an adjacent target only");
    applyOk(s, Fire{{"am-morgan"}, "br-jaegers"});
    // With nothing more to declare, the non-phasing player declares next.
    EXPECT_EQ(decision(s).player, Player::British);
    EXPECT_EQ(decision(s).rule, "10.2");
    EXPECT_EQ(*cannotFire(s, s.pieceIndex("am-morgan").value()), "10.1: no unit fires more than once a phase");
}

TEST(RifleFire, Rule10_5_FirstFireAddsOneOnceThenIsGone) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");  // 4 SP adjacent: to hit 6
    place(s, "br-9th", "2026");
    toFire(s);
    const auto preview = previewFire(s, Fire{{"am-morgan"}, "br-9th"});
    EXPECT_EQ(preview.toHit, 6);
    EXPECT_EQ(preview.totalDrm, 1);
    ASSERT_EQ(preview.drms.size(), 1u);
    EXPECT_EQ(preview.drms[0].rule, "10.5");
    applyOk(s, Fire{{"am-morgan"}, "br-9th"});
    const auto r = applyOk(s, RollDie{5});  // 5 + 1 = 6: a hit
    EXPECT_TRUE(hasEvent(r, "10.3", "To hit 6: die 5 +1 = 6: hit"));
    applyOk(s, RollDie{0});  // damage 0: no effect
    EXPECT_FALSE(at(s, "am-morgan").firstFire);
    EXPECT_EQ(previewFire(s, Fire{{"am-morgan"}, "br-9th"}).totalDrm, 0);
}

TEST(RifleFire, Rule10_5_TheBonusIsLostEvenWhenTheFireMisses) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    toFire(s);
    applyOk(s, Fire{{"am-morgan"}, "br-9th"});
    const auto r = applyOk(s, RollDie{4});  // 4 + 1 = 5: a miss
    EXPECT_TRUE(hasEvent(r, "10.3", "miss"));
    EXPECT_FALSE(at(s, "am-morgan").firstFire);
    EXPECT_EQ(s.phase, Phase::CloseCombat);
}

TEST(RifleFire, RuleE10_1_MorganHasNoFirstFireAtFreemansFarm) {
    std::string error;
    auto s = newGame(realData(), "freemans-farm", {}, 1, error);
    ASSERT_TRUE(s) << error;
    EXPECT_FALSE(at(*s, "am-morgan").firstFire);
    EXPECT_TRUE(at(*s, "br-jaegers").firstFire);
}

TEST(RifleFire, Rule10_3_ExampleARetreatResult) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    toFire(s);
    applyOk(s, Fire{{"am-morgan"}, "br-9th"});
    applyOk(s, RollDie{5});
    const auto r = applyOk(s, RollDie{4});  // 10.3's example: a damage roll of 4 is R
    EXPECT_TRUE(hasEvent(r, "10.3", "die 4: R"));
    EXPECT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_EQ(decision(s).player, Player::British);
    // 13.21: away from the enemy and toward the British edge (north): 2027 or 1927, never 1926.
    const auto options = legalActions(s);
    ASSERT_EQ(options.size(), 2u);
    EXPECT_EQ(applyError(s, retreat("br-9th", {"2026", "2025"})), "13.22: in an enemy ZOC (2025)");
    EXPECT_EQ(applyError(s, retreat("br-9th", {"2026", "1926"})),
              "13.21: the retreat must go one hex, away from the enemy and toward the friendly edge where it can");
    applyOk(s, retreat("br-9th", {"2026", "2027"}));
    EXPECT_EQ(at(s, "br-9th").hex, hex("2027"));
    EXPECT_EQ(s.armyMorale, (std::array<int, 2>{14, 14}));  // a retreat costs no Army Morale
    EXPECT_EQ(s.phase, Phase::CloseCombat);
}

TEST(RifleFire, Rule10_4_ResultsAreSimultaneousAndTheNonPhasingPlayerRetreatsFirst) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-jaegers", "2026");
    toFire(s);
    applyOk(s, Fire{{"am-morgan"}, "br-jaegers"});
    applyOk(s, Fire{{"br-jaegers"}, "am-morgan"});
    applyOk(s, RollDie{5});  // Morgan hits (6)
    applyOk(s, RollDie{6});  // D on the Jaegers: not yet applied
    EXPECT_EQ(at(s, "br-jaegers").status, Status::ParadeOrder);
    applyOk(s, RollDie{6});  // the Jaegers: 1 SP needs 7; 6 + 1 first fire hits
    applyOk(s, RollDie{6});  // D on Morgan
    EXPECT_EQ(at(s, "br-jaegers").status, Status::Disrupted);
    EXPECT_EQ(at(s, "am-morgan").status, Status::Disrupted);
    EXPECT_EQ(s.armyMorale, (std::array<int, 2>{13, 13}));
    EXPECT_EQ(decision(s).player, Player::British);  // the non-phasing player retreats first
    EXPECT_EQ(decision(s).rule, "13.3");
}

TEST(RifleFire, Rule10_7_TheJaegersRollTwiceFromCoverWithAnOpenFlank) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-jaegers", "1927");  // light forest
    place(s, "am-2nd-ny", "2027");   // 1928 is empty and next to both: an open flank
    toFire(s);
    ASSERT_EQ(s.phase, Phase::RifleFire);
    EXPECT_TRUE(openFlank(s, hex("1927"), hex("2027")));
    EXPECT_EQ(previewFire(s, Fire{{"br-jaegers"}, "am-2nd-ny"}).rolls, 2);
    applyOk(s, Fire{{"br-jaegers"}, "am-2nd-ny"});
    auto r = applyOk(s, RollDie{0});
    EXPECT_TRUE(hasEvent(r, "10.7", "roll again"));
    r = applyOk(s, RollDie{9});
    EXPECT_TRUE(hasEvent(r, "10.3", "hit"));
    EXPECT_EQ(decision(s).prompt.rfind("Damage roll", 0), 0u);
}

TEST(RifleFire, Rule10_7_OneRollInTheOpen) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-jaegers", "2026");  // clear
    place(s, "am-2nd-ny", "2126");
    toFire(s);
    EXPECT_EQ(previewFire(s, Fire{{"br-jaegers"}, "am-2nd-ny"}).rolls, 1);
}

TEST(RifleFire, Rule13_3_DisruptedRifleUnitsMayNotFire) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126", Status::Disrupted);
    place(s, "br-9th", "2026");
    s.pieces[static_cast<std::size_t>(s.pieceIndex("am-morgan").value())].moved = true;
    toFire(s);
    EXPECT_EQ(s.phase, Phase::CloseCombat);  // nothing could fire: both declarations pass by themselves
    EXPECT_EQ(*cannotFire(s, s.pieceIndex("am-morgan").value()), "13.3: disrupted units may not fire");
}

TEST(FireResults, Rule13_1_TerrainDrmsAndRule13_4_NoneForAShatteredTarget) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-jaegers", "2027");
    place(s, "am-2nd-ny", "1927");  // light forest
    toFire(s);
    EXPECT_EQ(previewFire(s, Fire{{"br-jaegers"}, "am-2nd-ny"}).totalDrm, 1 - 1 - 1);  // first fire, light forest, up slope
    s.pieces[static_cast<std::size_t>(s.pieceIndex("am-2nd-ny").value())].status = Status::Shattered;
    EXPECT_EQ(previewFire(s, Fire{{"br-jaegers"}, "am-2nd-ny"}).totalDrm, 1);
}

TEST(FireResults, Rule13_23_AUnitThatCannotRetreatIsCaptured) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    for (auto [id, h] : {std::pair{"br-von-riedesel-regt", "2027"}, std::pair{"br-erb-prinz", "1927"}, std::pair{"br-balcarres", "1926"}})
        place(s, id, h);
    toFire(s);
    applyOk(s, Fire{{"am-morgan"}, "br-9th"});
    applyOk(s, RollDie{5});
    const auto r = applyOk(s, RollDie{4});  // R, and every way out is closed
    EXPECT_TRUE(hasEvent(r, "13.23", "br-9th") || hasEvent(r, "13.23", "9th"));
    EXPECT_EQ(at(s, "br-9th").location, Location::Captured);
    EXPECT_EQ(s.vpHalves[0], 2);                                // 4: 1 VP for a captured unit
    EXPECT_EQ(s.armyMorale, (std::array<int, 2>{15, 12}));      // -2 to the owner, +1 to the captor
}

TEST(FireResults, Rule13_23_AStepLossMayBuyARetreatPastTheStackingLimit) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    for (auto [id, h] : {std::pair{"br-von-specht", "2027"}, std::pair{"br-von-rhetz", "1927"}, std::pair{"br-german-grenadiers", "1926"}})
        place(s, id, h);  // 4 SP each: the 9th (3) does not fit, reduced (2) it does
    morganFiresAtTheNinth(s, 4);
    ASSERT_EQ(s.step, Step::ChooseRetreat);
    const auto options = legalActions(s);
    EXPECT_TRUE(std::find(options.begin(), options.end(), Action{AcceptCapture{"br-9th"}}) != options.end());
    applyOk(s, retreat("br-9th", {"2026", "2027"}, {}, true));
    EXPECT_TRUE(at(s, "br-9th").reduced);
    EXPECT_EQ(at(s, "br-9th").hex, hex("2027"));
    EXPECT_EQ(s.armyMorale[1], 13);  // the step loss's Army Morale
}

TEST(FireResults, Rule13_25_LeadersMayRetreatWithTheirUnitOrStay) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    place(s, "br-phillips", "2026");
    place(s, "br-fraser", "2026");
    morganFiresAtTheNinth(s, 4);
    EXPECT_EQ(applyError(s, retreat("br-9th", {"2026", "2027"}, {"br-burgoyne"})), "13.25: br-burgoyne is not a leader stacked with br-9th");
    applyOk(s, retreat("br-9th", {"2026", "2027"}, {"br-phillips"}));
    EXPECT_EQ(at(s, "br-phillips").hex, hex("2027"));
    EXPECT_EQ(at(s, "br-fraser").hex, hex("2026"));
}

TEST(FireResults, Rule13_1_LeaderCasualtyChosenByTheOwner) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    place(s, "br-phillips", "2026");
    place(s, "br-fraser", "2026");
    morganFiresAtTheNinth(s, 9);  // D*: disrupted, three hexes, and a leader falls
    ASSERT_EQ(s.step, Step::ChooseLeaderCasualty);
    EXPECT_EQ(decision(s).player, Player::British);
    EXPECT_EQ(legalActions(s).size(), 2u);
    applyOk(s, LeaderCasualty{"br-fraser"});
    EXPECT_EQ(at(s, "br-fraser").location, Location::Eliminated);
    EXPECT_EQ(s.armyMorale[1], 14 - 1 - s.leaderDef(s.pieceIndex("br-fraser").value()).casualtyAm);
    EXPECT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_EQ(decision(s).rule, "13.3");
}

TEST(FireResults, Rule13_3_DisruptedUnitsRetreatThreeHexesEndingThreeAway) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    morganFiresAtTheNinth(s, 6);  // D
    EXPECT_EQ(at(s, "br-9th").status, Status::Disrupted);
    EXPECT_EQ(s.armyMorale[1], 13);
    for (const auto& a : legalActions(s)) {
        const auto& r = std::get<Retreat>(a);
        ASSERT_EQ(r.path.size(), 4u);
        EXPECT_EQ(distance(r.path.front(), r.path.back()), 3);
    }
    EXPECT_EQ(applyError(s, retreat("br-9th", {"2026", "2027", "2028", "2027"})).substr(0, 5), "13.3:");
    applyOk(s, retreat("br-9th", {"2026", "2027", "2028", "2029"}));
    EXPECT_EQ(at(s, "br-9th").hex, hex("2029"));
}

TEST(FireResults, Rule13_1_ADisruptedUnitIsShatteredAndAShatteredUnitEliminated) {
    GameState s = emptyBoard(Side::American);
    std::vector<Event> events;
    const int ninth = place(s, "br-9th", "2026", Status::Disrupted);
    EXPECT_TRUE(disrupt(s, ninth, "13.1", events));
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(ninth)].status, Status::Shattered);
    EXPECT_FALSE(disrupt(s, ninth, "13.1", events));
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(ninth)].location, Location::Eliminated);
    EXPECT_EQ(s.vpHalves[0], 4);  // 4: a two-step unit eliminated is 2 VP
}

TEST(FireResults, Rule12_74_AFullStrengthPlusTwoUnitCapturedCostsAMomentumChit) {
    GameState s = emptyBoard(Side::American);
    std::vector<Event> events;
    const int grenadiers = place(s, "br-british-grenadiers", "2026");
    s.momentum = {0, 1};
    captureUnit(s, grenadiers, "13.23", events);
    EXPECT_EQ(s.momentum[1], 0);
    const int balcarres = place(s, "br-balcarres", "2024");
    captureUnit(s, balcarres, "13.23", events);  // no chit to return: the Americans take one
    EXPECT_EQ(s.momentum[0], 1);
}

TEST(ArtilleryFire, Rule11_1_TheNonPhasingPlayersArtilleryInRangeAndSight) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");  // 2 SP, range 3
    place(s, "am-2nd-ny", "2026");
    place(s, "am-4th-ny", "2025");
    toFire(s);
    ASSERT_EQ(s.phase, Phase::DefensiveArtilleryFire);
    EXPECT_EQ(decision(s).player, Player::British);
    EXPECT_EQ(applyError(s, Fire{{"br-pausch"}, "am-4th-ny"}), "11.2: 2025 is 4 hexes from br-pausch, beyond its range of 3");
    const auto p = previewFire(s, Fire{{"br-pausch"}, "am-2nd-ny"});
    EXPECT_EQ(p.range, 3);
    EXPECT_EQ(p.toHit, 8);
    EXPECT_EQ(p.totalDrm, 0);  // no first fire for artillery
    applyOk(s, Fire{{"br-pausch"}, "am-2nd-ny"});
    applyOk(s, RollDie{8});    // hit
    applyOk(s, RollDie{4});    // artillery damage 4: D
    EXPECT_EQ(at(s, "am-2nd-ny").status, Status::Disrupted);
    EXPECT_EQ(decision(s).player, Player::American);  // the owner retreats it
}

TEST(ArtilleryFire, RuleE7_4_HeavyArtilleryReachesFourHexes) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-blomfield", "2029");
    place(s, "am-4th-ny", "2025");
    toFire(s);
    EXPECT_EQ(previewFire(s, Fire{{"br-blomfield"}, "am-4th-ny"}).range, 4);
    applyOk(s, Fire{{"br-blomfield"}, "am-4th-ny"});
}

TEST(ArtilleryFire, Rule11_2_BatteriesCombineAndUseTheFarthestRange) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");
    place(s, "br-hosmer", "2126");
    place(s, "am-2nd-ny", "2026");
    toFire(s);
    const auto p = previewFire(s, Fire{{"br-pausch", "br-hosmer"}, "am-2nd-ny"});
    EXPECT_EQ(p.sp, 4);
    EXPECT_EQ(p.range, 3);
    EXPECT_EQ(p.toHit, 7);
}

TEST(ArtilleryFire, Rule11_2_NoTargetTwiceAndNoBatteryTwice) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");
    place(s, "br-hosmer", "2126");
    place(s, "am-2nd-ny", "2026");
    toFire(s);
    applyOk(s, Fire{{"br-pausch"}, "am-2nd-ny"});
    applyOk(s, RollDie{0});  // a miss
    EXPECT_EQ(s.step, Step::ArtilleryFire);
    EXPECT_EQ(applyError(s, Fire{{"br-hosmer"}, "am-2nd-ny"}), "11.2: no unit is the target of more than one defensive artillery fire a phase");
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.phase, Phase::CloseCombat);
}

TEST(ArtilleryFire, Rule11_42_NoFireThroughAHexWithUnits) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");
    place(s, "br-9th", "2028");
    place(s, "am-2nd-ny", "2026");
    place(s, "am-4th-ny", "2030");  // adjacent: always in sight (11.41), so the phase waits for a choice
    toFire(s);
    ASSERT_EQ(s.step, Step::ArtilleryFire);
    const auto error = applyError(s, Fire{{"br-pausch"}, "am-2nd-ny"});
    EXPECT_EQ(error.substr(0, 6), "11.42:") << error;
}

TEST(ArtilleryFire, Rule13_3_DisruptedArtilleryMayNotFire) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029", Status::Disrupted);
    place(s, "am-2nd-ny", "2026");
    toFire(s);
    EXPECT_EQ(s.phase, Phase::CloseCombat);  // nothing could fire: both fire phases pass by themselves
    GameState t = emptyBoard(Side::American);
    place(t, "br-pausch", "2029", Status::Disrupted);
    place(t, "br-hosmer", "2028");
    place(t, "am-2nd-ny", "2026");
    toFire(t);
    ASSERT_EQ(t.step, Step::ArtilleryFire);
    EXPECT_EQ(*cannotFire(t, t.pieceIndex("br-pausch").value()), "13.3: disrupted units may not fire");
}

TEST(ArtilleryFire, RuleE3_4_4_3_ArtilleryInMorgansZocMayNotFire) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");
    place(s, "br-hosmer", "2024");
    place(s, "am-morgan", "2028");
    place(s, "am-2nd-ny", "2026");
    toFire(s);
    EXPECT_EQ(applyError(s, Fire{{"br-pausch"}, "am-2nd-ny"}), "E3.4.4.3: artillery in Morgan's ZOC may not fire");
    applyOk(s, Fire{{"br-hosmer"}, "am-2nd-ny"});
}

TEST(Fog, RuleE3_9_2_NoFireAndNoStrategicMovementInModerateFog) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");
    place(s, "am-2nd-ny", "2026");
    place(s, "am-4th-ny", "2124");
    s.weather = Weather::ModerateFog;
    EXPECT_TRUE(reachableHexes(s, s.pieceIndex("am-4th-ny").value(), true).empty());
    EXPECT_FALSE(reachableHexes(s, s.pieceIndex("am-4th-ny").value(), false).empty());
    toFire(s);
    EXPECT_EQ(s.phase, Phase::CloseCombat);  // the battery in range may not fire
    s.phase = Phase::DefensiveArtilleryFire;
    s.step = Step::ArtilleryFire;
    EXPECT_EQ(*cannotFire(s, s.pieceIndex("br-pausch").value()), "E3.9.2: no unit may fire in moderate fog");
}

TEST(Leaders, RuleE3_3_LosingBurgoyneOrGatesCostsAMomentumChit) {
    GameState s = emptyBoard(Side::American);
    std::vector<Event> events;
    s.momentum = {0, 1};
    const int burgoyne = place(s, "br-burgoyne", "2026");
    leaderCasualty(s, burgoyne, "13.1", events);
    EXPECT_EQ(s.momentum, (std::array<int, 2>{0, 0}));  // the British return theirs
    const int gates = place(s, "am-gates", "2124");
    leaderCasualty(s, gates, "13.1", events);
    EXPECT_EQ(s.momentum, (std::array<int, 2>{0, 1}));  // no American chit: the British take one
    const int fraser = place(s, "br-fraser", "2027");
    leaderCasualty(s, fraser, "13.1", events);
    EXPECT_EQ(s.momentum, (std::array<int, 2>{0, 1}));  // any other leader: no effect
}

namespace {
// Every single firer and target: accepted exactly when a listed fire pairs them.
void expectListedExactlyWhenAccepted(const GameState& s, const std::string& where) {
    const auto fires = legalFires(s);
    for (int f = 0; f < s.unitCount(); ++f)
        for (int t = 0; t < s.unitCount(); ++t) {
            const Fire single{{s.pieceId(f)}, s.pieceId(t)};
            const bool listed = std::find(fires.begin(), fires.end(), single) != fires.end();
            ASSERT_EQ(!checkFire(s, single), listed) << where << ": " << describe(single);
        }
}
}  // namespace

TEST(RifleFire, Rule10_2_TheListedFiresAreExactlyTheOnesTheChecksAccept) {
    // Two batteries, two targets, one of them already fired at (11.2).
    GameState board = emptyBoard(Side::American);
    place(board, "br-pausch", "2029");
    place(board, "br-hosmer", "2126");
    place(board, "am-2nd-ny", "2026");
    place(board, "am-4th-ny", "2226");
    toFire(board);
    expectListedExactlyWhenAccepted(board, "two batteries");
    applyOk(board, Fire{{"br-pausch"}, "am-2nd-ny"});
    applyOk(board, RollDie{0});  // a miss
    ASSERT_EQ(board.step, Step::ArtilleryFire);
    expectListedExactlyWhenAccepted(board, "after one fire");
    EXPECT_EQ(legalFires(board), (std::vector<Fire>{Fire{{"br-hosmer"}, "am-4th-ny"}}));
    int declaring = 0, none = 0;
    // Random games fire seldom: play until a dozen fire decisions have been seen.
    for (std::uint64_t seed = 1; seed <= 40 && declaring < 12; ++seed) {
        const char* scenario = seed % 2 ? "campaign" : "next-day";
        std::string error;
        auto s = newGame(realData(), scenario, {}, seed, error);
        ASSERT_TRUE(s) << error;
        Rng policy(seed + 23);
        while (!isTerminal(*s)) {
            const std::string where = std::string(scenario) + " seed " + std::to_string(seed) + " action " + std::to_string(s->actionCount);
            const auto fires = legalFires(*s);
            ASSERT_EQ(anyLegalFire(*s), !fires.empty()) << where;
            if (fires.empty()) ++none;
            // An Artillery Fire Phase stays open after its last possible fire, until the player ends it.
            if ((s->step == Step::ArtilleryFire || s->step == Step::RifleDeclare) && !fires.empty()) {
                ++declaring;
                expectListedExactlyWhenAccepted(*s, where);
                // Once more after a fire is declared (and missed): its target and firers are spent (10.1, 10.2, 11.2).
                GameState next = *s;
                ASSERT_TRUE(tricorne::core::apply(next, fires.front()).ok());
                while (next.step == Step::FireRoll) ASSERT_TRUE(tricorne::core::apply(next, RollDie{0}).ok());
                if (next.step == Step::ArtilleryFire || next.step == Step::RifleDeclare) expectListedExactlyWhenAccepted(next, where + " and a fire");
            }
            ASSERT_TRUE(tricorne::core::apply(*s, randomAction(*s, policy)).ok());
        }
    }
    EXPECT_GE(declaring, 12);
    EXPECT_GT(none, 100);
}

namespace {
// An empty board in the British Movement Phase, every counter with the First Fire marker the
// game begins it with (10.6).
GameState britishBoardWithStartingMarkers() {
    GameState s = emptyBoard(Side::British);
    const GameState fresh = campaignStart();
    for (std::size_t i = 0; i < s.pieces.size(); ++i) s.pieces[i].firstFire = fresh.pieces[i].firstFire;
    return s;
}

// `firer` at 2126 and the 2nd New Hampshire at 2026, both clear, at the British Rifle Fire declaration.
GameState firingAtTheSecondNewHampshire(const char* firer, bool reduced = false) {
    GameState s = britishBoardWithStartingMarkers();
    place(s, firer, "2126");
    at(s, firer).reduced = reduced;
    place(s, "am-2nd-nh", "2026");
    toFire(s);
    EXPECT_EQ(s.step, Step::RifleDeclare);
    return s;
}
}  // namespace

// 3.1: a musket/rifle unit's SPs read Close Combat/Rifle Fire; in the Rifle Fire Phase it
// fires with its second value (Fraser's Rangers: 2/1).
TEST(RifleFire, Rule3_1_MusketRifleUnitsFireInTheRifleFirePhaseWithTheirFireValue) {
    GameState s = firingAtTheSecondNewHampshire("br-frasers-rangers");
    EXPECT_EQ(decision(s).player, Player::British);
    EXPECT_FALSE(cannotFire(s, s.pieceIndex("br-frasers-rangers").value()));
    const Fire fire{{"br-frasers-rangers"}, "am-2nd-nh"};
    EXPECT_EQ(legalFires(s), (std::vector<Fire>{fire}));
    const auto preview = previewFire(s, fire);
    EXPECT_EQ(preview.sp, 1);  // the fire value, not the close combat 2
    EXPECT_EQ(preview.toHit, 7);
    EXPECT_EQ(preview.totalDrm, 0);  // no First Fire marker (ruling 3.1, 10.6)
    const auto declared = applyOk(s, fire);
    EXPECT_TRUE(hasEvent(declared, "10.2", "1 SP at range 1, to hit 7"));
    EXPECT_TRUE(hasEvent(applyOk(s, RollDie{7}), "10.3", "To hit 7: die 7 = 7: hit"));
    EXPECT_TRUE(hasEvent(applyOk(s, RollDie{4}), "10.3", "die 4: R"));
    EXPECT_EQ(s.step, Step::ChooseRetreat);
    EXPECT_EQ(decision(s).player, Player::American);
    // Reduced, it still fires 1.
    EXPECT_EQ(previewFire(firingAtTheSecondNewHampshire("br-frasers-rangers", true), fire).sp, 1);
}

// 10.2: musket/rifle units combine their fire with rifle units; ruling 3.1, 10.6: they carry
// no First Fire marker, so a fire they join has no +1 (10.5), and the rifle units firing with
// them lose their markers all the same.
TEST(RifleFire, Ruling10_6_MusketRifleUnitsCombineWithRifleUnitsAndCarryNoFirstFireMarker) {
    std::string error;
    auto ff = newGame(realData(), "freemans-farm", {}, 1, error);
    ASSERT_TRUE(ff) << error;
    EXPECT_FALSE(at(*ff, "br-frasers-rangers").firstFire);
    EXPECT_FALSE(at(*ff, "br-boucherville").firstFire);
    EXPECT_TRUE(at(*ff, "br-jaegers").firstFire);
    GameState s = britishBoardWithStartingMarkers();
    place(s, "br-frasers-rangers", "2126");
    place(s, "br-boucherville", "2025");
    place(s, "br-jaegers", "2027");  // clear: one roll (10.7)
    place(s, "am-2nd-nh", "2026");
    toFire(s);
    ASSERT_EQ(s.step, Step::RifleDeclare);
    EXPECT_EQ(previewFire(s, Fire{{"br-jaegers"}, "am-2nd-nh"}).totalDrm, 1);  // the Jaegers alone: +1
    const Fire all{{"br-frasers-rangers", "br-boucherville", "br-jaegers"}, "am-2nd-nh"};
    const auto preview = previewFire(s, all);
    EXPECT_EQ(preview.sp, 3);
    EXPECT_EQ(preview.toHit, 6);
    EXPECT_EQ(preview.totalDrm, 0);
    EXPECT_TRUE(preview.drms.empty());
    EXPECT_EQ(preview.rolls, 1);
    applyOk(s, all);
    EXPECT_TRUE(hasEvent(applyOk(s, RollDie{5}), "10.3", "To hit 6: die 5 = 5: miss"));
    EXPECT_FALSE(at(s, "br-jaegers").firstFire);
    EXPECT_EQ(s.phase, Phase::CloseCombat);
}

// 3.1: the policies of random play choose musket/rifle units as firers like any other.
TEST(RifleFire, Rule3_1_ThePoliciesChooseMusketRifleFirers) {
    GameState s = firingAtTheSecondNewHampshire("br-boucherville");
    const Action fire = Fire{{"br-boucherville"}, "am-2nd-nh"};
    Rng rng(1);
    EXPECT_EQ(policyAction(s, rng, Policy::Take), fire);
    bool random = false;
    for (int i = 0; i < 50 && !random; ++i) random = randomAction(s, rng) == fire;
    EXPECT_TRUE(random);
}

TEST(ArtilleryFire, Rule11_2_ArtilleryTargetRefusalsCiteTheArtilleryRule) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");
    place(s, "am-2nd-ny", "2026");
    place(s, "am-4th-ny", "1306");
    toFire(s);
    ASSERT_EQ(s.phase, Phase::DefensiveArtilleryFire);
    EXPECT_EQ(applyError(s, Fire{{"br-pausch"}, "br-pausch"}), "11.2: the target must be an enemy unit");
    EXPECT_EQ(applyError(s, Fire{{"br-pausch"}, "am-morgan"}), "11.2: the target must be an enemy combat unit on the map");
    EXPECT_EQ(applyError(s, Fire{{}, "am-2nd-ny"}), "11.2: a fire needs at least one firing unit");
    EXPECT_EQ(applyError(s, Fire{{"br-pausch", "br-pausch"}, "am-2nd-ny"}), "11.2: br-pausch is named twice");
}

TEST(Leaders, Rule13_1_ALeaderCasualtyGivesTheEnemyTheArmyMoraleOfThePlayerAid) {
    GameState s = emptyBoard(Side::American);
    std::vector<Event> events;
    const int gates = place(s, "am-gates", "2124");
    leaderCasualty(s, gates, "13.1", events);
    EXPECT_EQ(s.armyMorale, (std::array<int, 2>{11, 16}));  // Gates: 3 lost, 2 to the British
    const int warner = place(s, "am-warner", "2124");
    leaderCasualty(s, warner, "13.1", events);
    EXPECT_EQ(s.armyMorale, (std::array<int, 2>{10, 16}));  // Warner: 1 lost, nothing to the British
}
