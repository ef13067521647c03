// The Saratoga map: the hexes the rules name, in their roles.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "data_test_support.h"

using namespace tricorne::core;
using tricorne::test::realData;
using tricorne::test::h;

namespace {
const Map& map() { return realData().maps.at("saratoga"); }
bool onRoad(HexId hex) {
    for (const auto& r : map().roads())
        if (std::find(r.hexes.begin(), r.hexes.end(), hex) != r.hexes.end()) return true;
    return false;
}
}  // namespace

TEST(SaratogaMap, GridOfTwentyFiveColumnsAndThirtyTwoRows) {
    EXPECT_EQ(map().columns(), 25);
    EXPECT_EQ(map().rows(), 32);
    EXPECT_EQ(map().hexCount(), 800);
    EXPECT_EQ(map().hexYards(), 200);  // 2.4
}

TEST(SaratogaMap, TheHudsonRunsAlongTheEastEdge) {
    for (int row = 1; row <= 32; ++row) EXPECT_EQ(map().terrain({25, row}), Terrain::River) << row;
    for (int row = 1; row <= 32; ++row) EXPECT_NE(map().terrain({1, row}), Terrain::River) << row;
}

TEST(SaratogaMap, RuleE3_2_RiverRoadDoesNotCrossTheTwoCreeks) {
    for (auto [a, b] : {std::pair{"2019", "2119"}, std::pair{"2410", "2411"}}) {
        auto f = map().between(h(a), h(b));
        ASSERT_TRUE(f) << a << "/" << b;
        EXPECT_TRUE(f->creek) << a << "/" << b;
        EXPECT_FALSE(f->road) << a << "/" << b;
        EXPECT_TRUE(onRoad(h(a)) && onRoad(h(b))) << a << "/" << b;
    }
}

TEST(SaratogaMap, RuleE2_1_ObjectivesOnTheMap) {
    EXPECT_TRUE(onRoad(h("2004")));
    EXPECT_EQ(map().placeAt(h("2004"))->name, "Bemis Tavern");
    EXPECT_NE(map().placeAt(h("1407")), nullptr);
    EXPECT_FALSE(map().prohibited(h("2019")));
    EXPECT_FALSE(map().prohibited(h("1518")));
}

TEST(SaratogaMap, RuleE3_5_1_BemisHeightsLineHoldsTheGarrisonHexes) {
    for (const char* g : {"2207", "2108", "2008", "1807", "1707", "1508", "1407", "1406"}) {
        EXPECT_TRUE(map().inArea("garrison", h(g))) << g;
        EXPECT_TRUE(map().inArea("bemisHeightsLine", h(g))) << g;
        EXPECT_TRUE(map().inArea("bemisHeightsCamp", h(g))) << g;
    }
    EXPECT_TRUE(map().inArea("bemisHeightsCamp", h("2410")));
    EXPECT_FALSE(map().inArea("bemisHeightsCamp", h("1015")));
}

TEST(SaratogaMap, RuleE3_6_1_GarrisonHexesHaveFieldworksFacingOut) {
    int works = 0;
    for (const char* g : {"2207", "2108", "2008", "1807", "1707", "1508", "1407", "1406"})
        for (Direction d : kDirections)
            if (map().contains(neighbour(h(g), d)) && map().side(h(g), d).fieldworksHere) ++works;
    EXPECT_GE(works, 8);
}

TEST(SaratogaMap, RuleE2_5_ObjectiveAreaIsTenHexesAroundFreemansFarm) {
    const MapArea* area = map().area("freemansFarmObjective");
    ASSERT_NE(area, nullptr);
    EXPECT_EQ(area->hexes.size(), 10u);
    for (HexId n : neighbours(h("1015"))) EXPECT_TRUE(map().inArea("freemansFarmObjective", n)) << n.str();
    EXPECT_EQ(map().placeAt(h("1015"))->name, "Freeman's Farm");
}

TEST(SaratogaMap, RuleE3_5_2_3_MiddleBranchFordAt1011) {
    bool ford = false;
    for (Direction d : kDirections) ford = ford || map().side(h("1011"), d).ford;
    EXPECT_TRUE(ford);
}

TEST(SaratogaMap, IntroductionNewTrailFrom2413To2012) {
    bool found = false;
    for (const auto& t : map().trails())
        if ((t.hexes.front() == h("2413") && t.hexes.back() == h("2012")) || (t.hexes.front() == h("2012") && t.hexes.back() == h("2413")))
            found = true;
    EXPECT_TRUE(found);
}

TEST(SaratogaMap, EntryHexes) {
    auto isEntry = [&](const char* hex, const char* side) {
        for (const auto& e : map().entryHexes())
            if (e.hex == h(hex) && e.side == side) return true;
        return false;
    };
    EXPECT_TRUE(isEntry("2031", "british"));   // E3.8.1
    EXPECT_TRUE(isEntry("2101", "american"));  // E5.2
    EXPECT_TRUE(isEntry("1416", "british"));   // E8.3.1
    EXPECT_TRUE(isEntry("1309", "american"));  // E8.3.2
}

TEST(SaratogaMap, SlopesRecordTheirUpSideConsistently) {
    for (const auto& s : map().featuredHexsides()) {
        if (!s.fromA.slope) continue;
        const auto fromB = *map().between(s.side.b, s.side.a);
        EXPECT_TRUE(fromB.slope);
        EXPECT_NE(s.fromA.upSlopeAcross, fromB.upSlopeAcross) << s.side.str();  // exactly one side is up
    }
}

TEST(SaratogaMap, MostOfTheBattlefieldIsForest) {
    int forest = 0, land = 0;
    for (HexId hex : map().allHexes()) {
        if (map().terrain(hex) == Terrain::River) continue;
        ++land;
        if (map().terrain(hex) == Terrain::HeavyForest || map().terrain(hex) == Terrain::LightForest) ++forest;
    }
    EXPECT_GT(forest * 2, land);
}
