// How to win: series 4 and 16.3, Saratoga E2 (Campaign), E6 (Next Day), E9 (Freeman's Farm).
#include "engine_test_support.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/saratoga/scenario_moves.h"
#include "tricorne/saratoga/victory.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
// A scenario's board, empty, at the last phase of `turn` (the British second): the next
// EndPhase is the end-of-turn segment.
}  // namespace

TEST(Victory, RuleE2_1_BritishDecisiveAtBemisTavernOrFortNeilson) {
    GameState s = endOfTurn("campaign", 4);
    place(s, "br-9th", "2004");
    const auto r = applyOk(s, EndPhase{});
    ASSERT_TRUE(isTerminal(s));
    EXPECT_EQ(s.outcome.winner, Side::British);
    EXPECT_EQ(s.outcome.level, "decisive");
    EXPECT_EQ(s.outcome.rule, "E2.1");
    EXPECT_TRUE(hasEvent(r, "E2.1", "British Decisive Victory"));
}

TEST(Victory, RuleE2_1_ArtilleryCannotControlAHex) {
    GameState s = endOfTurn("campaign", 4);
    place(s, "br-pausch", "1407");
    applyOk(s, EndPhase{});
    EXPECT_FALSE(isTerminal(s));
    EXPECT_EQ(s.turn, 5);
}

TEST(Victory, RuleE2_1_OnlyParadeOrderUnits) {
    GameState s = endOfTurn("campaign", 4);
    place(s, "br-9th", "2004", Status::Disrupted);
    applyOk(s, EndPhase{});
    EXPECT_FALSE(isTerminal(s));
}

TEST(Victory, RuleE2_2_AmericanDecisiveAtTheBaggageFromTurnSix) {
    GameState s = endOfTurn("campaign", 5);
    place(s, "am-2nd-ny", "2019");
    applyOk(s, EndPhase{});
    EXPECT_FALSE(isTerminal(s));
    GameState t = endOfTurn("campaign", 6);
    place(t, "am-2nd-ny", "2019");
    applyOk(t, EndPhase{});
    ASSERT_TRUE(isTerminal(t));
    EXPECT_EQ(t.outcome.winner, Side::American);
    EXPECT_EQ(t.outcome.rule, "E2.2");
}

TEST(Victory, RuleE2_2_NotWithAnEnemyZocInTheHex) {
    GameState s = endOfTurn("campaign", 6);
    place(s, "am-2nd-ny", "2019");
    place(s, "br-jaegers", "2020");  // clear: its ZOC reaches 2019; a rifle unit need not attack (12.12)
    applyOk(s, EndPhase{});
    EXPECT_FALSE(isTerminal(s));
}

TEST(Victory, RuleE6_1_NextDayBritishDecisiveRegardlessOfZoc) {
    GameState s = endOfTurn("next-day", 4);
    place(s, "br-jaegers", "1407");  // a rifle unit need not attack (12.12)
    place(s, "am-2nd-ny", "1406");
    applyOk(s, EndPhase{});
    ASSERT_TRUE(isTerminal(s));
    EXPECT_EQ(s.outcome.rule, "E6.1");
}

TEST(Victory, RuleE6_3_NextDayAmericanDecisiveAtTheBritishHq) {
    GameState s = endOfTurn("next-day", 2);
    place(s, "am-2nd-ny", "1518");
    applyOk(s, EndPhase{});
    ASSERT_TRUE(isTerminal(s));
    EXPECT_EQ(s.outcome.winner, Side::American);
    EXPECT_EQ(s.outcome.rule, "E6.3");
}

TEST(Victory, RuleE6_4_NextDayAmericanMarginalWhenTheBritishFail) {
    GameState s = endOfTurn("next-day", 12);
    s.vpHalves = {0, 20};  // E6.2: British VP do not matter
    applyOk(s, EndPhase{});
    ASSERT_TRUE(isTerminal(s));
    EXPECT_EQ(s.outcome.winner, Side::American);
    EXPECT_EQ(s.outcome.level, "marginal");
}

TEST(Victory, RuleE2_4_MarginalOnVictoryPointsWithTiesToTheAmericans) {
    GameState s = endOfTurn("campaign", 12);
    s.vpHalves = {2, 4};
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.outcome.winner, Side::British);
    EXPECT_EQ(s.outcome.level, "marginal");
    GameState t = endOfTurn("campaign", 12);
    t.vpHalves = {3, 3};
    applyOk(t, EndPhase{});
    EXPECT_EQ(t.outcome.winner, Side::American);
}

TEST(Victory, Rule4_ShatteredUnitsOnTheMapAreHalfAVp) {
    GameState s = endOfTurn("campaign", 12);
    place(s, "am-2nd-ny", "1306", Status::Shattered);
    s.vpHalves = {0, 0};
    EXPECT_EQ(saratoga::finalVpHalves(s, nullptr), (std::array<int, 2>{0, 1}));
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.outcome.winner, Side::British);  // 1/2 VP to none
}

TEST(Victory, RuleE2_5_1_TheBritishHoldTheObjectiveArea) {
    GameState s = endOfTurn("campaign", 12);
    place(s, "br-9th", "1015");
    EXPECT_EQ(saratoga::finalVpHalves(s, nullptr), (std::array<int, 2>{0, 2}));
    place(s, "am-2nd-ny", "1013");  // an American unit in the area spoils it
    EXPECT_EQ(saratoga::finalVpHalves(s, nullptr)[1], 0);
}

TEST(Victory, RuleE4_1_GatesPrevailsGivesTheBritishNoObjectiveVp) {
    std::string error;
    auto g = newGame(realData(), "campaign", {{"variant", "gates-prevails"}}, 3, error);
    ASSERT_TRUE(g) << error;
    for (auto& p : g->pieces) p = Piece{};
    place(*g, "br-9th", "1015");
    EXPECT_EQ(saratoga::finalVpHalves(*g, nullptr)[1], 0);
}

TEST(Victory, RuleE2_5_2_AmericansInTwoAdjacentHexesOfTheArea) {
    GameState s = endOfTurn("campaign", 12);
    place(s, "am-2nd-ny", "1014");
    place(s, "am-4th-ny", "1015");
    place(s, "br-9th", "1016");  // British units have no effect on this VP
    EXPECT_EQ(saratoga::finalVpHalves(s, nullptr), (std::array<int, 2>{2, 0}));
}

TEST(Victory, RuleE9_1_1_ControlIsOccupyingOrBeingTheLastThrough) {
    std::string error;
    auto s = newGame(realData(), "freemans-farm", {}, 3, error);
    ASSERT_TRUE(s) << error;
    placeAtDefaults(*s);
    EXPECT_EQ(saratoga::controlOf(*s, hex("1111")), Side::American);  // at start
    EXPECT_EQ(saratoga::controlOf(*s, hex("0616")), Side::British);
    EXPECT_EQ(saratoga::controlOf(*s, hex("1015")), std::nullopt);   // E9.4
    const int dearborn = s->pieceIndex("am-dearborn").value();
    saratoga::notePassage(*s, dearborn, {hex("0716"), hex("0616"), hex("0615")});
    EXPECT_EQ(saratoga::controlOf(*s, hex("0616")), Side::American);
    place(*s, "br-9th", "0616");
    EXPECT_EQ(saratoga::controlOf(*s, hex("0616")), Side::British);  // occupying
}

TEST(Victory, RuleE9_1_FreemansFarmDecisiveOnControlAtTheEnd) {
    GameState s = endOfTurn("freemans-farm", 11);
    place(s, "am-2nd-ny", "0616");
    applyOk(s, EndPhase{});
    ASSERT_TRUE(isTerminal(s));
    EXPECT_EQ(s.outcome.winner, Side::American);
    EXPECT_EQ(s.outcome.level, "decisive");
    EXPECT_EQ(s.outcome.rule, "E9.1");
}

TEST(Victory, RuleE9_2_SubstantialWhenTheEnemyFallsToWavering) {
    GameState s = endOfTurn("freemans-farm", 9);
    s.armyMorale[1] = 7;
    std::vector<Event> events;
    adjustArmyMorale(s, Side::British, -1, "13.1", "test", events);
    ASSERT_TRUE(isTerminal(s));
    EXPECT_EQ(s.outcome.winner, Side::American);
    EXPECT_EQ(s.outcome.level, "substantial");
    EXPECT_EQ(s.outcome.rule, "E9.2");
    GameState t = endOfTurn("campaign", 9);
    t.armyMorale[1] = 7;
    adjustArmyMorale(t, Side::British, -1, "13.1", "test", events);
    EXPECT_FALSE(isTerminal(t));  // the Campaign waits for Demoralized (16.3)
}

TEST(Victory, RuleE9_3_TiesGoToTheHigherArmyMoraleThenTheAmericans) {
    GameState s = endOfTurn("freemans-farm", 11);
    s.armyMorale = {12, 13};
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.outcome.winner, Side::British);
    EXPECT_EQ(s.outcome.rule, "E9.3");
}

TEST(Victory, RuleE9_4_FreemansFarmIsAVpToItsController) {
    GameState s = endOfTurn("freemans-farm", 11);
    const int ninth = place(s, "br-9th", "1016");
    saratoga::notePassage(s, ninth, {hex("1016"), hex("1015"), hex("1016")});
    EXPECT_EQ(saratoga::finalVpHalves(s, nullptr), (std::array<int, 2>{0, 2}));
}

// Morgan's rifle fire gives the 9th Foot a D*: it is disrupted, owes a three-hex retreat, and
// the British choose which of two leaders in its hex falls; that loss takes their Army Morale
// to 0. The game must end there (16.3), not go on to the retreat.
TEST(Victory, Rule16_3_DemoralizedByAChosenLeaderCasualtyEndsTheGameBeforeTheRetreats) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    place(s, "br-phillips", "2026");
    place(s, "br-fraser", "2026");
    s.armyMorale[1] = 2;
    applyOk(s, EndPhase{});  // to the Rifle Fire Phase
    applyOk(s, Fire{{"am-morgan"}, "br-9th"});
    applyOk(s, RollDie{5});  // a hit, with first fire
    applyOk(s, RollDie{9});  // D*: the disruption costs 1, to 1
    ASSERT_EQ(s.step, Step::ChooseLeaderCasualty);
    ASSERT_FALSE(s.retreats.empty());
    applyOk(s, LeaderCasualty{"br-fraser"});
    EXPECT_EQ(s.armyMorale[static_cast<std::size_t>(Side::British)], 0);
    EXPECT_TRUE(s.outcome.over);
    EXPECT_EQ(s.outcome.rule, "16.3");
    EXPECT_EQ(s.step, Step::Over);
    EXPECT_TRUE(isTerminal(s));
    EXPECT_TRUE(checkInvariants(s).empty());
}

TEST(Victory, Rule4_TheEndOfGamePointsReachTheScoreTheStateKeeps) {
    GameState s = endOfTurn("campaign", 12);
    place(s, "am-2nd-ny", "1306", Status::Shattered);
    place(s, "br-9th", "1015");
    s.vpHalves = {0, 0};
    const auto r = applyOk(s, EndPhase{});
    ASSERT_TRUE(isTerminal(s));
    EXPECT_TRUE(hasEvent(r, "4", "British +0.5 VP: 2nd New York is shattered on the map"));
    EXPECT_TRUE(hasEvent(r, "E2.5", "British +1 VP: the Freeman's Farm objective area"));
    EXPECT_EQ(s.vpHalves, (std::array<int, 2>{0, 3}));
    EXPECT_EQ(stateToJson(s)["vp"]["british"], 1.5);
    EXPECT_EQ(s.outcome.reason, "VP American 0, British 1.5");
}

TEST(Victory, Rule4_AGameEndedByDemoralizationCountsItsEndOfGamePointsToo) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-9th", "2026", Status::Shattered);
    s.armyMorale[0] = 1;
    s.vpHalves = {0, 0};
    std::vector<Event> events;
    adjustArmyMorale(s, Side::American, -1, "13.1", "test", events);
    ASSERT_TRUE(isTerminal(s));
    EXPECT_EQ(s.vpHalves, (std::array<int, 2>{1, 0}));  // the shattered 9th: 1/2 VP to the Americans
}

// Freeman's Farm, selfplay seed 3 game 964: an American unit takes a lone British leader on
// the march (14.32), the British Army Morale falls to Wavering and the game is over (E9.2);
// the same move passes next to Fraser's held hexes (E8.1.1), whose release roll must not
// reopen the game.
TEST(Victory, RuleE9_2_ALeaderTakenOnTheMarchEndsTheGameBeforeFrasersRelease) {
    std::string error;
    auto s = newGame(realData(), "freemans-farm", {}, 1, error);
    ASSERT_TRUE(s) << error;
    placeAtDefaults(*s);
    ASSERT_EQ(s->phase, Phase::Movement);
    ASSERT_EQ(s->phasing(), Side::American);
    // Only Fraser's held units stay on the British side, and Phillips alone at 0616.
    for (int i = 0; i < s->unitCount(); ++i)
        if (s->sideOf(i) == Side::British && s->pieces[static_cast<std::size_t>(i)].hold != saratoga::kHoldFraser) s->pieces[static_cast<std::size_t>(i)] = Piece{};
    for (int i = 0; i < s->unitCount(); ++i)
        if (s->sideOf(i) == Side::American && s->pieceId(i) != "am-dearborn") s->pieces[static_cast<std::size_t>(i)] = Piece{};
    place(*s, "br-phillips", "0616");
    place(*s, "am-dearborn", "0816");
    s->armyMorale[static_cast<std::size_t>(Side::British)] = 7;  // Phillips's loss (1 AM) brings Wavering (6)
    ASSERT_EQ(distance(hex("0616"), hex("0517")), 1);           // the march ends next to Fraser's held stack
    const auto r = applyOk(*s, Move{"am-dearborn", {hex("0816"), hex("0716"), hex("0616")}, false});
    EXPECT_TRUE(hasEvent(r, "14.32", "Phillips is captured"));
    EXPECT_TRUE(hasEvent(r, "E9.2", "American Substantial Victory"));
    EXPECT_FALSE(hasEvent(r, "E8.1.1"));
    EXPECT_TRUE(s->outcome.over);
    EXPECT_EQ(s->outcome.winner, Side::American);
    EXPECT_EQ(s->outcome.rule, "E9.2");
    EXPECT_EQ(s->step, Step::Over);
    EXPECT_EQ(s->phase, Phase::GameOver);
    EXPECT_TRUE(isTerminal(*s));
    EXPECT_TRUE(checkInvariants(*s).empty()) << checkInvariants(*s).front();
    EXPECT_EQ(decision(*s).player, Player::None);
}

// 5.D, E2.1, E2.2, E6.1, E6.3: the winner the end-of-turn check is asked for, the state left as
// it is, is the one the check itself declares, over random play and with each unit put in each
// objective hex of its scenario.
TEST(Victory, Rule5D_RuleE2_1_RuleE6_1_TheWinnerAskedIsTheOneTheEndOfTurnCheckDeclares) {
    int declared = 0, none = 0;
    visitMovementPhases(61, 1500, 11, [&](const GameState& s, const std::string& where) {
        std::vector<HexId> targets;
        for (const Objective& o : s.volumeRules->objectives(s))
            if (!o.area) targets.insert(targets.end(), o.hexes.begin(), o.hexes.end());
        auto check = [&](const GameState& x, const std::string& what) {
            // The series' own answer plays the check itself on a copy.
            const std::optional<Side> expected = x.volumeRules->Volume::endOfTurnWinner(x);
            const std::uint64_t before = stateHash(x);
            EXPECT_EQ(x.volumeRules->endOfTurnWinner(x), expected) << where << what;
            EXPECT_EQ(stateHash(x), before) << where << what;
            ++(expected ? declared : none);
        };
        check(s, "");
        for (int i = 0; i < s.unitCount(); ++i) {
            if (!s.onMap(i)) continue;
            for (HexId h : targets) {
                GameState x = s;
                x.pieces[static_cast<std::size_t>(i)].hex = h;
                check(x, ", " + s.pieceId(i) + " in " + h.str());
            }
        }
    });
    EXPECT_GT(declared, 200);
    EXPECT_GT(none, 200);
}

// 5.D, E2.2, E6.3: each scenario's decisive conditions are read once for its data set, and each
// is asked with its own: an American regiment on the British baggage train (2019) wins the
// Campaign from turn 6 only (E2.2), The Next Day at any turn (E6.3); a data set whose scenario
// reads otherwise answers otherwise; a scenario outside any data set is read at each asking.
TEST(Victory, Rule5D_RuleE2_2_RuleE6_3_EachScenarioAndDataSetIsAskedWithItsOwnConditions) {
    auto onTheBaggage = [](const std::string& scenario, const DataSet& data) {
        GameState s = emptyCloseCombat(scenario, 4, Side::American, 1, 3, data);
        place(s, "am-2nd-ny", "2019");
        return s;
    };
    const GameState campaign = onTheBaggage("campaign", realData());
    const GameState nextDay = onTheBaggage("next-day", realData());
    for (int round = 0; round < 2; ++round) {
        EXPECT_EQ(saratoga::endOfTurnDecisiveWinner(campaign), std::nullopt) << "round " << round;
        EXPECT_EQ(saratoga::endOfTurnDecisiveWinner(nextDay), Side::American) << "round " << round;
    }

    DataSet changed = realData();
    for (Scenario& sc : changed.scenarios)
        if (sc.id == "campaign") sc.victory["decisive"][1]["fromTurn"] = 1;
    const GameState other = onTheBaggage("campaign", changed);
    EXPECT_EQ(saratoga::endOfTurnDecisiveWinner(other), Side::American);
    EXPECT_EQ(saratoga::endOfTurnDecisiveWinner(campaign), std::nullopt);

    Scenario loose = *realData().scenario("campaign");
    GameState alone = campaign;
    alone.data = nullptr;
    alone.scenario = &loose;
    EXPECT_EQ(saratoga::endOfTurnDecisiveWinner(alone), std::nullopt);
    loose.victory["decisive"][1]["fromTurn"] = 1;
    EXPECT_EQ(saratoga::endOfTurnDecisiveWinner(alone), Side::American);
}
