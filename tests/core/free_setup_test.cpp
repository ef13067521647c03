// E5.6 Free set-up (the Next Day's option): the areas each army deploys in.
#include <algorithm>

#include "engine_test_support.h"
#include "tricorne/core/saratoga/map_regions.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
const Map& saratogaMap() { return realData().maps.at("saratoga"); }

bool north(const std::vector<HexId>& region, const char* id) { return std::binary_search(region.begin(), region.end(), hex(id)); }
}  // namespace

TEST(FreeSetup, RuleE5_6_2_NorthOfMillCreekAndItsMiddleBranch) {
    const auto region = saratoga::northOfMillCreek(saratogaMap());
    // E5.6.2.2 and E5.6.2.1: the British garrisons and the flechette hexes lie inside.
    for (const char* id : {"1015", "1518", "1920", "2019", "1517", "1417"}) EXPECT_TRUE(north(region, id)) << id;
    // Both banks of the Middle Branch at 0812/0811, and of Mill Creek at 1911/1910.
    EXPECT_TRUE(north(region, "0812"));
    EXPECT_FALSE(north(region, "0811"));
    EXPECT_TRUE(north(region, "1911"));
    EXPECT_FALSE(north(region, "1910"));
    // West of Mill Creek's upper course but north of the Middle Branch (docs/rulings.md, E5.6.2).
    EXPECT_TRUE(north(region, "1216"));
    // The Next Day's printed British hexes south of the Middle Branch, and the American camp.
    for (const char* id : {"0405", "0409", "0510", "1407", "2004", "1309"}) EXPECT_FALSE(north(region, id)) << id;
    for (HexId h : saratogaMap().area("bemisHeightsCamp")->hexes) EXPECT_FALSE(north(region, h.str().c_str())) << h.str();
    for (HexId h : region) EXPECT_FALSE(saratogaMap().prohibited(h)) << h.str();
}

TEST(FreeSetup, RuleE5_6_1_TheBemisHeightsLineHoldsEveryAmericanGarrison) {
    const MapArea* line = saratogaMap().area("bemisHeightsCamp");
    ASSERT_NE(line, nullptr);
    for (const char* id : {"2207", "2108", "2008", "1807", "1707", "1508", "1407", "1406"}) EXPECT_TRUE(saratogaMap().inArea("bemisHeightsCamp", hex(id))) << id;
    EXPECT_FALSE(saratogaMap().inArea("bemisHeightsCamp", hex("1015")));
}
