// E3.6 American garrison requirements; E7.6 in the Next Day.
#include "engine_test_support.h"
#include "tricorne/saratoga/garrisons.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
const char* kGarrisons[] = {"2207", "2108", "2008", "1807", "1707", "1508", "1407", "1406"};
const char* kUnits[] = {"am-12th-ma", "am-10th-ma", "am-1st-canadian", "am-9th-ma", "am-2nd-nh", "am-3rd-nh", "am-2nd-ny", "am-4th-ny"};

GameState garrisoned(const std::string& scenario, const char* leaveEmpty) {
    std::string error;
    auto s = newGame(realData(), scenario, {}, 1, error);
    EXPECT_TRUE(s) << error;
    placeAtDefaults(*s);
    GameState board = emptyBoard(Side::American);
    s->pieces = board.pieces;
    s->turn = 4;
    s->phase = Phase::Movement;
    s->step = Step::Moving;
    s->order = {Side::American, Side::British};
    s->sidesThisTurn = 2;
    s->playerTurn = 0;
    for (int i = 0; i < 8; ++i)
        if (std::string(kGarrisons[i]) != leaveEmpty) place(*s, kUnits[i], kGarrisons[i]);
    return *s;
}
}  // namespace

TEST(Garrisons, RuleE3_6_1_HeldGarrisonsCostNothing) {
    GameState s = garrisoned("campaign", "");
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.vpHalves, (std::array<int, 2>{0, 0}));
}

TEST(Garrisons, RuleE3_6_2_AnAbandonedGarrisonHexGivesTheBritishAVpForGood) {
    GameState s = garrisoned("campaign", "2207");
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "E3.6.2", "2207 abandoned: British +1 VP"));
    EXPECT_EQ(s.vpHalves[1], 2);
    // Re-entering it later does not win the VP back, nor is it charged twice.
    s.phase = Phase::Movement;
    s.step = Step::Moving;
    s.playerTurn = 0;
    for (auto& p : s.pieces) p.moved = false;
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.vpHalves[1], 2);
}

TEST(Garrisons, RuleE3_6_1_ArtilleryAloneDoesNotGarrison) {
    GameState s = garrisoned("campaign", "2207");
    place(s, "am-stevens-bluff", "2207");
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.vpHalves[1], 2);
}

TEST(Garrisons, RuleE3_6_1_BritishInAnAdjacentGarrisonHexLiftTheRequirement) {
    GameState s = garrisoned("campaign", "2207");
    s.pieces[static_cast<std::size_t>(s.pieceIndex("am-10th-ma").value())] = Piece{};  // 2108 empty too
    place(s, "br-9th", "2108");  // adjacent to 2207
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "E3.6.1", "2207 is lifted"));
    EXPECT_TRUE(hasEvent(r, "E3.6.1", "2108 is lifted"));
    EXPECT_EQ(s.vpHalves[1], 0);
}

TEST(Garrisons, RuleE7_6_1_TheNextDayChargesArmyMoraleInstead) {
    GameState s = garrisoned("next-day", "1406");
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.vpHalves[1], 0);
    EXPECT_EQ(s.armyMorale[0], 13);
}

TEST(Garrisons, RuleE3_6_2_TheEmptyGarrisonHexIsNamedBeforeThePhaseEnds) {
    GameState s = garrisoned("campaign", "2207");
    std::vector<PhaseCost> costs;
    saratoga::garrisonCosts(s, costs);
    const auto it = std::find_if(costs.begin(), costs.end(), [](const PhaseCost& c) { return c.rule == "E3.6.2"; });
    ASSERT_NE(it, costs.end());
    EXPECT_EQ(it->hexes, (std::vector<HexId>{hex("2207")}));
    EXPECT_NE(it->text.find("1 VP to British"), std::string::npos);
    EXPECT_TRUE(std::none_of(costs.begin(), costs.end(), [](const PhaseCost& c) { return c.rule == "E3.6.2" && c.hexes.front() != hex("2207"); }));
}
