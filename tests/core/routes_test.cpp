// 9.2 Routes: the ways to a hex that differ in what passing does (14.32, E8.1.1, E9.1.1),
// a move shaped through waypoints, and why a hex cannot be reached.
#include <algorithm>

#include "engine_test_support.h"
#include "tricorne/series/rules/movement.h"
#include "tricorne/series/rules/routes.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
bool captures(const Route& r, const std::string& leader) {
    return std::any_of(r.effects.begin(), r.effects.end(), [&](const Event& e) { return e.rule == "14.32" && e.text.find(leader) != std::string::npos; });
}
bool passes(const Route& r, const char* h) { return std::find(r.move.path.begin(), r.move.path.end(), hex(h)) != r.move.path.end(); }
}  // namespace

TEST(Routes, Rule14_32_ARouteThroughALoneLeaderCapturesHimAnotherDoesNot) {
    GameState s = emptyBoard(Side::American);
    const int ny = place(s, "am-2nd-ny", "2126");
    place(s, "br-phillips", "2125");
    const auto routes = distinctRoutes(s, ny, hex("2124"), false);
    ASSERT_EQ(routes.size(), 2u);
    const auto through = std::find_if(routes.begin(), routes.end(), [](const Route& r) { return captures(r, "hillips"); });
    const auto around = std::find_if(routes.begin(), routes.end(), [](const Route& r) { return r.effects.empty(); });
    ASSERT_NE(through, routes.end());
    ASSERT_NE(around, routes.end());
    EXPECT_TRUE(passes(*through, "2125"));
    EXPECT_FALSE(passes(*around, "2125"));
    // Each is the move the core accepts, at the cost the search gives.
    for (const Route& r : routes) {
        int spent = -1;
        EXPECT_FALSE(checkMove(s, r.move, &spent));
        EXPECT_EQ(spent, r.costHalves);
    }
    EXPECT_LE(routes.front().costHalves, routes.back().costHalves);
    // The same pair shows among every hex with routes that differ.
    const auto all = routesDifferingInEffect(s, ny, false);
    ASSERT_TRUE(all.count(hex("2124")));
    EXPECT_EQ(all.at(hex("2124")).size(), 2u);
}

TEST(Routes, Rule9_2_RoutesThatChangeNothingAreOneRoute) {
    GameState s = emptyBoard(Side::British);
    const int ninth = place(s, "br-9th", "2028");
    const auto routes = distinctRoutes(s, ninth, hex("2024"), false);
    ASSERT_EQ(routes.size(), 1u);
    EXPECT_EQ(routes.front().costHalves, 4);  // the road: the cheapest of them
    EXPECT_TRUE(routesDifferingInEffect(s, ninth, false).empty());
}

TEST(Routes, Rule9_2_AMoveShapedThroughAWaypointPassesIt) {
    GameState s = emptyBoard(Side::American);
    const int ny = place(s, "am-2nd-ny", "2126");
    place(s, "br-phillips", "2125");
    const auto cheapest = distinctRoutes(s, ny, hex("2124"), false);
    ASSERT_FALSE(cheapest.empty());
    // Through the leader's hex, or around it by the hex beside: the player says which.
    std::string why;
    const auto through = routeThrough(s, ny, {hex("2125"), hex("2124")}, false, &why);
    ASSERT_TRUE(through) << why;
    EXPECT_EQ(through->path, (std::vector<HexId>{hex("2126"), hex("2125"), hex("2124")}));
    const auto route = routeOf(s, *through);
    ASSERT_TRUE(route);
    EXPECT_TRUE(captures(*route, "hillips"));
    // A waypoint the unit cannot reach is refused with the rule.
    const auto far = routeThrough(s, ny, {hex("2110"), hex("2124")}, false, &why);
    EXPECT_FALSE(far);
    EXPECT_EQ(why.substr(0, 4), "9.2:");
}

TEST(Routes, Rule9_2_WhyAHexCannotBeReachedNamesTheRule) {
    GameState s = emptyBoard(Side::British);
    const int ninth = place(s, "br-9th", "2028");
    EXPECT_FALSE(whyNotReach(s, ninth, hex("2024"), false));
    const auto tooFar = whyNotReach(s, ninth, hex("2019"), false);
    ASSERT_TRUE(tooFar);
    EXPECT_EQ(tooFar->substr(0, 4), "9.2:") << *tooFar;
    const int phillips = place(s, "br-phillips", "2029");
    place(s, "am-2nd-ny", "2126");
    EXPECT_EQ(whyNotReach(s, phillips, hex("2126"), false), "9.3: 2126 is occupied by the enemy");
    s.pieces[static_cast<std::size_t>(ninth)].moved = true;
    EXPECT_EQ(whyNotReach(s, ninth, hex("2027"), false), "9.2: br-9th has already moved this phase");
}
