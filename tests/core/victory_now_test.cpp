// What the table shows a player of victory before the end: the victory the end of the game
// would give now (5.D, E9), the objectives the scenario names, and each VP with its cause.
#include "engine_test_support.h"
#include "tricorne/series/rules/results.h"
#include "tricorne/series/rules/victory.h"
#include "tricorne/saratoga/victory.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {

const Objective* objectiveAt(const std::vector<Objective>& all, HexId h, std::optional<Side> side) {
    for (const Objective& o : all)
        if (!o.area && o.side == side && std::find(o.hexes.begin(), o.hexes.end(), h) != o.hexes.end()) return &o;
    return nullptr;
}
}  // namespace

TEST(Victory, RuleE9_1_IfEndedNowIsTheDecisiveVictoryTheEndGives) {
    GameState s = endOfTurn("freemans-farm", 5);
    place(s, "am-2nd-ny", "0616");
    const auto before = stateHash(s);
    const VictoryIfEndedNow now = victoryIfEndedNow(s);
    EXPECT_EQ(stateHash(s), before);  // the position itself is left as it is
    EXPECT_FALSE(isTerminal(s));
    EXPECT_TRUE(now.outcome.over);
    EXPECT_EQ(now.outcome.winner, Side::American);
    EXPECT_EQ(now.outcome.level, "decisive");
    EXPECT_EQ(now.outcome.rule, "E9.1");
    // The same position at the last turn's end: the game's own end gives the same victory.
    GameState last = endOfTurn("freemans-farm", 11);
    place(last, "am-2nd-ny", "0616");
    applyOk(last, EndPhase{});
    ASSERT_TRUE(isTerminal(last));
    EXPECT_EQ(last.outcome.winner, now.outcome.winner);
    EXPECT_EQ(last.outcome.level, now.outcome.level);
    EXPECT_EQ(last.outcome.rule, now.outcome.rule);
    EXPECT_EQ(last.outcome.reason, now.outcome.reason);
    EXPECT_EQ(last.vpHalves, now.vpHalves);
}

TEST(Victory, RuleE9_3_IfEndedNowBreaksATieOnArmyMorale) {
    GameState s = endOfTurn("freemans-farm", 4);
    s.armyMorale = {12, 13};
    const VictoryIfEndedNow now = victoryIfEndedNow(s);
    EXPECT_EQ(now.outcome.winner, Side::British);
    EXPECT_EQ(now.outcome.level, "marginal");
    EXPECT_EQ(now.outcome.rule, "E9.3");
}

TEST(Victory, RuleE9_4_IfEndedNowCountsTheFarmForItsController) {
    GameState s = endOfTurn("freemans-farm", 6);
    const int ninth = place(s, "br-9th", "1016");
    saratoga::notePassage(s, ninth, {hex("1016"), hex("1015"), hex("1016")});
    const VictoryIfEndedNow now = victoryIfEndedNow(s);
    EXPECT_EQ(now.vpHalves, (std::array<int, 2>{0, 2}));
    EXPECT_EQ(s.vpHalves, (std::array<int, 2>{0, 0}));
    const auto award = std::find_if(now.events.begin(), now.events.end(), [](const Event& e) { return e.rule == "E9.4"; });
    ASSERT_NE(award, now.events.end());
    ASSERT_TRUE(award->vp);
    EXPECT_EQ(award->vp->side, Side::British);
    EXPECT_EQ(award->vp->halves, 2);
}

TEST(Victory, RuleE9_IfEndedNowOfAFinishedGameIsItsOutcome) {
    GameState s = endOfTurn("freemans-farm", 11);
    s.armyMorale = {12, 13};
    applyOk(s, EndPhase{});
    ASSERT_TRUE(isTerminal(s));
    const VictoryIfEndedNow now = victoryIfEndedNow(s);
    EXPECT_EQ(now.outcome.winner, s.outcome.winner);
    EXPECT_EQ(now.outcome.rule, s.outcome.rule);
    EXPECT_EQ(now.vpHalves, s.vpHalves);
    EXPECT_TRUE(now.events.empty());
}

TEST(Victory, RuleE9_1_ObjectivesAreTheHexesTheScenarioNames) {
    const GameState s = endOfTurn("freemans-farm", 1);
    const auto all = s.volumeRules->objectives(s);
    for (const char* h : {"1111", "0616"})
        for (Side side : kSides) {
            const Objective* o = objectiveAt(all, hex(h), side);
            ASSERT_TRUE(o) << h;
            EXPECT_EQ(o->rule, "E9.1");
            EXPECT_NE(o->what.find("Decisive Victory: control"), std::string::npos) << o->what;
        }
    const Objective* farm = objectiveAt(all, hex("1015"), std::nullopt);
    ASSERT_TRUE(farm);
    EXPECT_EQ(farm->rule, "E9.4");
    EXPECT_EQ(farm->what, "1 VP to the side that controls it at the end of the game");
}

TEST(Victory, RuleE2_1_ObjectivesOfTheCampaignWithTheFreemansFarmArea) {
    const GameState s = endOfTurn("campaign", 1);
    const auto all = s.volumeRules->objectives(s);
    for (const char* h : {"2004", "1407"}) {
        const Objective* o = objectiveAt(all, hex(h), Side::British);
        ASSERT_TRUE(o) << h;
        EXPECT_EQ(o->rule, "E2.1");
        EXPECT_NE(o->what.find("at the end of any turn"), std::string::npos) << o->what;
    }
    const Objective* baggage = objectiveAt(all, hex("2019"), Side::American);
    ASSERT_TRUE(baggage);
    EXPECT_EQ(baggage->rule, "E2.2");
    EXPECT_NE(baggage->what.find("from turn 6"), std::string::npos) << baggage->what;
    const auto area = std::find_if(all.begin(), all.end(), [](const Objective& o) { return o.area; });
    ASSERT_NE(area, all.end());
    EXPECT_EQ(area->rule, "E2.5");
    EXPECT_EQ(area->hexes, s.map->area("freemansFarmObjective")->hexes);
}

TEST(Victory, Rule4_EachVpGainedCarriesItsSideAndHalvesInItsEvent) {
    GameState s = endOfTurn("freemans-farm", 3);
    const int ninth = place(s, "br-9th", "1016");
    std::vector<Event> events;
    captureUnit(s, ninth, "13.3", events);
    ASSERT_FALSE(events.empty());
    ASSERT_TRUE(events.front().vp);
    EXPECT_EQ(events.front().vp->side, Side::American);
    EXPECT_EQ(events.front().vp->halves, 2);
    int ledger = 0;
    for (const Event& e : events)
        if (e.vp) ledger += e.vp->halves;
    EXPECT_EQ(ledger, s.vpHalves[0]);
}
