// E3.5 Gates' Wing: held behind the Bemis Heights Line until released; E4.1 and E4.2.
#include "engine_test_support.h"
#include "tricorne/series/rules/movement.h"
#include "tricorne/saratoga/victory.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
Move path(const std::string& unit, std::initializer_list<const char*> hexes) {
    Move m{unit, {}, false};
    for (auto h : hexes) m.path.push_back(hex(h));
    return m;
}
GameState withVariant(const std::string& variant, Side phasing) {
    std::string error;
    auto s = newGame(realData(), "campaign", {{"variant", variant}}, 1, error);
    EXPECT_TRUE(s) << error;
    GameState board = emptyBoard(phasing);
    s->pieces = board.pieces;
    s->turn = board.turn;
    s->phase = board.phase;
    s->step = board.step;
    s->order = board.order;
    s->sidesThisTurn = 2;
    s->playerTurn = 0;
    return *s;
}
// The British player turn of `turn` ends; the American Movement Phase opens.
GameState americanPhaseOf(int turn) {
    GameState s = emptyBoard(Side::British);
    s.turn = turn;
    s.phase = Phase::CloseCombat;
    s.step = Step::DeclareCombats;
    return s;
}
}  // namespace

TEST(GatesWing, RuleE3_5_1_HeldOnOrBehindTheBemisHeightsLine) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-2nd-ma", "1908");  // Gates' Wing, on the line
    place(s, "am-2nd-nh", "1907");  // Arnold's Wing
    EXPECT_EQ(applyError(s, path("am-2nd-ma", {"1908", "1909"})),
              "E3.5.1: 1909 is north or west of the Bemis Heights Line, and Gates' Wing is not released");
    applyOk(s, path("am-2nd-nh", {"1907", "1908", "1909"}));
}

TEST(GatesWing, RuleE4_1_GatesPrevailsHoldsEveryAmericanUnit) {
    GameState s = withVariant("gates-prevails", Side::American);
    place(s, "am-2nd-nh", "1908");
    EXPECT_EQ(applyError(s, path("am-2nd-nh", {"1908", "1909"})).substr(0, 7), "E3.5.1:");
}

TEST(GatesWing, RuleE4_2_ArnoldPrevailsReleasesEveryoneFromTurnThree) {
    GameState s = withVariant("arnold-prevails", Side::American);
    place(s, "am-2nd-ma", "1908");
    applyOk(s, path("am-2nd-ma", {"1908", "1909"}));
}

TEST(GatesWing, RuleE3_5_2_1_ReleasedWhenABritishUnitComesWithinFourHexes) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "1412");  // five hexes from 1407
    EXPECT_EQ(distance(hex("1407"), hex("1412")), 5);
    EXPECT_FALSE(s.gatesReleased);
    const auto r = applyOk(s, path("br-9th", {"1412", "1411"}));
    EXPECT_TRUE(hasEvent(r, "E3.5.2.1", "within 4 hexes of 1407"));
    EXPECT_TRUE(s.gatesReleased);
}

TEST(GatesWing, RuleE3_5_2_2_NoReleaseRollBeforeTurnEight) {
    GameState s = americanPhaseOf(7);
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.step, Step::Moving);
}

TEST(GatesWing, RuleE3_5_2_2_TheReleaseRollFromTurnEight) {
    GameState s = americanPhaseOf(8);
    applyOk(s, EndPhase{});
    ASSERT_EQ(s.step, Step::GatesReleaseRoll);
    EXPECT_EQ(decision(s).rule, "E3.5.2.2");
    // E3.5.2.3: the British do not hold 1011, so 1 - 1 = 0 is within turn 8's range.
    const auto r = applyOk(s, RollDie{1});
    EXPECT_TRUE(hasEvent(r, "E3.5.2.2", "Gates' Wing is released"));
    EXPECT_TRUE(s.gatesReleased);
    EXPECT_EQ(s.step, Step::Moving);
}

TEST(GatesWing, RuleE3_5_2_3_TheFordModifierOnlyWhileTheBritishLackIt) {
    GameState s = americanPhaseOf(8);
    const int ninth = place(s, "br-9th", "1012");
    saratoga::notePassage(s, ninth, {hex("1011"), hex("1012")});  // the British last through the ford
    applyOk(s, EndPhase{});
    const auto r = applyOk(s, RollDie{1});
    EXPECT_TRUE(hasEvent(r, "E3.5.2.2", "Gates' Wing stays"));
    EXPECT_FALSE(s.gatesReleased);
}
