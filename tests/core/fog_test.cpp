// E3.9 Fog on turns 1 and 2, and E5.5's turn order after it.
#include "engine_test_support.h"
#include "tricorne/series/rules/movement.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
GameState fresh(const std::string& scenario) {
    std::string error;
    auto s = newGame(realData(), scenario, {}, 11, error);
    EXPECT_TRUE(s) << error;
    placeAtDefaults(*s);  // E5.1, E8.1, E8.2: the counters the players place
    return *s;
}
void passTurn(GameState& s) {
    const int turn = s.turn;
    for (int guard = 0; guard < 100 && s.turn == turn && decision(s).player != Player::Chance; ++guard) applyOk(s, EndPhase{});
}
}  // namespace

TEST(Fog, RuleE3_9_1_TheCampaignOpensWithAFogRoll) {
    GameState s = fresh("campaign");
    EXPECT_EQ(decision(s).player, Player::Chance);
    EXPECT_EQ(decision(s).rule, "E3.9.1");
    EXPECT_EQ(legalActions(s).size(), 10u);
}

TEST(Fog, RuleE10_3_NoFogAtFreemansFarm) {
    GameState s = fresh("freemans-farm");
    EXPECT_EQ(s.phase, Phase::Movement);
    EXPECT_EQ(decision(s).player, Player::American);
}

TEST(Fog, RuleE3_9_2_DenseFogSkipsTheWholeTurn) {
    GameState s = fresh("campaign");
    const auto r = applyOk(s, RollDie{0});
    EXPECT_TRUE(hasEvent(r, "E3.9.2", "Turn 1: dense fog"));
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(decision(s).rule, "E3.9.1");  // turn 2 rolls again
}

TEST(Fog, RuleE3_9_3_AfterDenseFogTheTurnTwoRollIsOneLess) {
    GameState s = fresh("campaign");
    applyOk(s, RollDie{0});                 // dense
    const auto r = applyOk(s, RollDie{2});  // 2 - 1 = 1: dense again (2 alone would be moderate)
    EXPECT_TRUE(hasEvent(r, "E3.9.2", "Turn 2: dense fog (die 2 -1)"));
    EXPECT_EQ(s.turn, 3);
    EXPECT_EQ(s.phasing(), Side::American);  // E1.5: turn 3 is the Americans'
}

TEST(Fog, RuleE3_9_3_AfterAClearTurnOneTurnTwoIsClear) {
    GameState s = fresh("campaign");
    applyOk(s, RollDie{9});
    EXPECT_EQ(s.weather, Weather::Clear);
    passTurn(s);
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(s.phase, Phase::Movement);  // no roll
    EXPECT_EQ(s.weather, Weather::Clear);
}

TEST(Fog, RuleE3_9_2_ModerateFogStopsStrategicMovement) {
    GameState s = fresh("campaign");
    applyOk(s, RollDie{3});
    EXPECT_EQ(s.weather, Weather::ModerateFog);
    EXPECT_EQ(s.phase, Phase::Movement);
    EXPECT_TRUE(reachableHexes(s, s.pieceIndex("br-von-specht").value(), true).empty());
    EXPECT_FALSE(reachableHexes(s, s.pieceIndex("br-von-specht").value(), false).empty());
}

TEST(Fog, RuleE5_5_AfterFogOnTurnOneTheNextDayTurnTwoIsBritishThenAmerican) {
    GameState s = fresh("next-day");
    applyOk(s, RollDie{3});  // moderate fog on turn 1
    EXPECT_EQ(s.sidesThisTurn, 1);
    passTurn(s);
    applyOk(s, RollDie{9});  // turn 2 clears
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(s.phasing(), Side::British);
    EXPECT_EQ(s.sidesThisTurn, 2);
    EXPECT_EQ(s.order[1], Side::American);
}

TEST(Fog, RuleE5_5_WithoutFogTheNextDayTurnTwoIsRolled) {
    GameState s = fresh("next-day");
    applyOk(s, RollDie{9});  // clear
    passTurn(s);
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(s.phase, Phase::Initiative);
}
