// What ending the Movement Phase will cost, named before it is ended: 7.3, 9.6, 9.2, and the
// garrisons of E3.6 through the volume; each against what EndPhase then does.
#include "engine_test_support.h"
#include "tricorne/series/rules/end_phase_costs.h"
#include "tricorne/series/rules/stacking.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
const PhaseCost* costOf(const std::vector<PhaseCost>& costs, const std::string& rule) {
    for (const auto& c : costs)
        if (c.rule == rule) return &c;
    return nullptr;
}
// A pointer into a temporary would dangle: keep the costs in a variable.
const PhaseCost* costOf(std::vector<PhaseCost>&& costs, const std::string& rule) = delete;
}  // namespace

TEST(EndPhaseCosts, Rule9_6_APinBrokenByTheMoveIsNamedWithItsUnits) {
    GameState s = emptyBoard(Side::American);
    const int ny = place(s, "am-2nd-ny", "2126");
    const int ninth = place(s, "br-9th", "2026");
    s.pieces[static_cast<std::size_t>(ny)].pin = 1;
    s.pieces[static_cast<std::size_t>(ninth)].pin = 1;
    const auto before = endPhaseCosts(s);
    EXPECT_EQ(costOf(before, "9.6"), nullptr);  // still adjacent: the pin holds
    applyOk(s, Move{"am-2nd-ny", {hex("2126"), hex("2125")}, false});
    const auto costs = endPhaseCosts(s);
    const PhaseCost* pin = costOf(costs, "9.6");
    ASSERT_NE(pin, nullptr);
    EXPECT_EQ(pin->pieces, (std::vector<int>{ny, s.pieceIndex("br-9th").value()}));
    EXPECT_NE(pin->text.find("1 Army Morale"), std::string::npos);
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "9.6", "broken"));
}

TEST(EndPhaseCosts, Rule9_2_UnitsThatCouldStillMoveAreNamed) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-2nd-ny", "2126");
    place(s, "am-4th-ny", "2029");
    applyOk(s, Move{"am-2nd-ny", {hex("2126"), hex("2125")}, false});
    const auto costs = endPhaseCosts(s);
    const PhaseCost* move = costOf(costs, "9.2");
    ASSERT_NE(move, nullptr);
    EXPECT_EQ(move->pieces, (std::vector<int>{s.pieceIndex("am-4th-ny").value()}));
    EXPECT_NE(move->text.find("am-4th-ny"), std::string::npos);
}

TEST(EndPhaseCosts, Rule7_3_TheOverstackedHexAndTheFewestStepsToLose) {
    GameState s = emptyBoard(Side::American);
    for (const char* id : {"am-2nd-ny", "am-4th-ny", "am-2nd-nh"}) {
        place(s, id, "2325");
        s.pieces[static_cast<std::size_t>(s.pieceIndex(id).value())].moved = true;
    }
    const StackCount count = stackAt(s, hex("2325"), Side::American);
    ASSERT_TRUE(overstacked(count));
    const auto costs = endPhaseCosts(s);
    const PhaseCost* stack = costOf(costs, "7.3");
    ASSERT_NE(stack, nullptr);
    EXPECT_EQ(stack->hexes, (std::vector<HexId>{hex("2325")}));
    EXPECT_EQ(stack->pieces.size(), 3u);
    const int steps = overstackSteps(s, hex("2325"), Side::American);
    EXPECT_GE(steps, 1);
    EXPECT_NE(stack->text.find(std::to_string(steps) + " step(s)"), std::string::npos);
    // EndPhase asks for exactly that many steps before the phase may end.
    applyOk(s, EndPhase{});
    int lost = 0;
    while (s.step == Step::ReduceOverstack) {
        applyOk(s, legalActions(s).back());
        ++lost;
    }
    EXPECT_GE(lost, steps);
}

TEST(EndPhaseCosts, NothingOutsideTheMovementPhase) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-2nd-ny", "2126");
    s.phase = Phase::RifleFire;
    s.step = Step::RifleDeclare;
    EXPECT_TRUE(endPhaseCosts(s).empty());
}
