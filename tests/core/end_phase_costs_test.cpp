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

TEST(EndPhaseCosts, Rule9_6_RuleE3_6_2_APieceTheChargesDoNotReadLeavesThemAsTheyAre) {
    // Random play of the three scenarios: for every piece of the phasing side that
    // movementPhaseEndReads says the charges do not read (not of a pin nor next to one, 9.6; not
    // in a garrison hex, E3.6.2, E7.6), charging the end of the Movement Phase without it
    // charges exactly what it charges with it.
    int unread = 0, read = 0;
    auto compare = [&](const GameState& s, const std::string& when) {
        GameState with = s;
        Events ignored;
        chargeEndOfMovementPhase(with, ignored);
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
            if (s.sideOf(i) != s.phasing()) continue;
            if (movementPhaseEndReads(s, i)) {
                ++read;
                continue;
            }
            ++unread;
            GameState without = s;
            without.pieces[static_cast<std::size_t>(i)].location = Location::NotInPlay;
            Events events;
            chargeEndOfMovementPhase(without, events);
            const std::string where = when + " " + s.pieceId(i);
            EXPECT_EQ(without.vpHalves, with.vpHalves) << where;
            EXPECT_EQ(without.armyMorale, with.armyMorale) << where;
            EXPECT_EQ(without.garrisonsClosed, with.garrisonsClosed) << where;
            EXPECT_EQ(without.outcome.over, with.outcome.over) << where;
            for (std::size_t k = 0; k < s.pieces.size(); ++k) {
                if (k != static_cast<std::size_t>(i)) {
                    EXPECT_EQ(without.pieces[k].pin, with.pieces[k].pin) << where << " " << s.pieceId(static_cast<int>(k));
                }
            }
        }
    };
    visitMovementPhases(17, 1500, 3, [&](const GameState& s, const std::string& when) {
        compare(s, when);
        // And with every enemy unit on the map pinned (9.6): a piece next to one may hold its pin.
        GameState pinned = s;
        for (int i = 0; i < pinned.unitCount(); ++i)
            if (pinned.onMap(i) && pinned.sideOf(i) != pinned.phasing()) pinned.pieces[static_cast<std::size_t>(i)].pin = 1;
        compare(pinned, when + ", the enemy pinned");
    });
    EXPECT_GT(unread, 1000);
    EXPECT_GT(read, 100);
}

TEST(EndPhaseCosts, Rule9_6_APieceNextToAPinnedEnemyOrInAGarrisonHexIsRead) {
    GameState s = emptyBoard(Side::American);
    const int ny = place(s, "am-2nd-ny", "2126");
    const int ninth = place(s, "br-9th", "2026");
    const int far = place(s, "am-4th-ny", "1520");
    s.pieces[static_cast<std::size_t>(ninth)].pin = 1;
    EXPECT_TRUE(movementPhaseEndReads(s, ny));  // 9.6: the only American next to the pinned 9th
    EXPECT_FALSE(movementPhaseEndReads(s, far));
    place(s, "am-4th-ny", "2207");  // E3.6: a garrison hex of the Campaign
    EXPECT_TRUE(movementPhaseEndReads(s, far));
    // Taken away, the 2nd New York leaves the 9th's pin broken: the Americans pay (9.6).
    GameState without = s;
    without.pieces[static_cast<std::size_t>(ny)].location = Location::NotInPlay;
    Events events;
    const int before = without.armyMorale[0];
    chargeEndOfMovementPhase(without, events);
    EXPECT_EQ(without.armyMorale[0], before - 1);
}
