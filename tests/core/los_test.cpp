// 11.4 Line of Sight, on the real Saratoga map and, where it has no suitable ground, on tiny
// maps loaded from JSON. Each test first checks the map facts it relies on.
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>

#include <nlohmann/json.hpp>

#include "engine_test_support.h"
#include "tricorne/series/rules/los.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {

const MovementCosts& chart() { return *realData().rules.at("saratoga").movement; }

LosResult los(const Map& map, const char* from, const char* to, const std::set<HexId>& occupied = {}) {
    return lineOfSight(map, chart(), hex(from), hex(to), [&](HexId h) { return occupied.count(h) > 0; });
}

// `up`/`down` share a slope hexside whose up side is `up`.
::testing::AssertionResult isSlope(const Map& map, const char* up, const char* down) {
    const auto f = map.between(hex(down), hex(up));
    if (f && f->slope && f->upSlopeAcross) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << up << "/" << down << " is not a slope rising into " << up;
}
::testing::AssertionResult noSlope(const Map& map, const char* a, const char* b) {
    const auto f = map.between(hex(a), hex(b));
    if (f && !f->slope) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << a << "/" << b << " is a slope (or not a hexside)";
}
::testing::AssertionResult terrainIs(const Map& map, std::initializer_list<const char*> hexes, std::set<Terrain> allowed) {
    for (const char* h : hexes)
        if (!allowed.count(map.terrain(hex(h)))) return ::testing::AssertionFailure() << h << " is " << terrainName(map.terrain(hex(h)));
    return ::testing::AssertionSuccess();
}
const std::set<Terrain> kOpen = {Terrain::Clear, Terrain::Crops};
const std::set<Terrain> kWoods = {Terrain::LightForest, Terrain::HeavyForest, Terrain::Orchard};

// A clear map `columns` x `rows` with slopes ("UPHX/DOWN", up side first) and heavy forest
// where listed, written as a map file and loaded like the real one.
Map tinyMap(int columns, int rows, const std::vector<std::string>& slopes, const std::set<std::string>& forest = {}) {
    nlohmann::json j;
    j["schemaVersion"] = 1;
    j["id"] = "tiny";
    j["name"] = "Tiny";
    j["grid"] = {{"columns", columns}, {"rows", rows}, {"columnOffset", "even-north"}};
    j["terrainLegend"] = {{"C", "clear"}, {"H", "heavy-forest"}};
    for (int row = 1; row <= rows; ++row) {
        std::string line;
        for (int col = 1; col <= columns; ++col) line += forest.count(HexId{col, row}.str()) ? 'H' : 'C';
        j["terrain"][HexId{0, row}.str().substr(2)] = line;
    }
    j["hexsides"] = {{"slope", slopes}};
    const auto path = std::filesystem::temp_directory_path() / ("tricorne-los-" + std::to_string(std::random_device{}()) + ".json");
    std::ofstream(path) << j.dump();
    auto loaded = loadMap(path.string(), "tiny.json");
    std::filesystem::remove(path);
    EXPECT_TRUE(loaded.ok()) << (loaded.errors.empty() ? "" : loaded.errors.front().str());
    return loaded.value.value_or(Map{});
}

GameState withUnit(GameState s, const char* id, const char* at) {
    place(s, id, at);
    return s;
}

}  // namespace

// ---- 11.41 ----

TEST(LineOfSight, Rule11_41_AdjacentIsAlwaysClear) {
    const Map& map = saratogaMap();
    ASSERT_TRUE(isSlope(map, "0617", "0618"));  // into heavy forest, down a slope
    ASSERT_TRUE(terrainIs(map, {"0618"}, {Terrain::HeavyForest}));
    const auto r = los(map, "0617", "0618", {hex("0617"), hex("0618")});
    EXPECT_TRUE(r.clear);
    EXPECT_EQ(r.rule, "11.41");
    EXPECT_EQ(r.reason, "adjacent: always clear (11.41)");
    // Every hex to every neighbour, with every hex occupied.
    const auto everything = [](HexId) { return true; };
    for (HexId a : map.allHexes())
        for (HexId b : map.onMapNeighbours(a)) ASSERT_TRUE(lineOfSight(map, chart(), a, b, everything).clear) << a.str() << "-" << b.str();
}

TEST(LineOfSight, Rule11_41_ClearAcrossOpenGround) {
    const Map& map = saratogaMap();
    ASSERT_TRUE(terrainIs(map, {"0810", "0911", "1010", "1111"}, kOpen));
    ASSERT_TRUE(noSlope(map, "0810", "0911") && noSlope(map, "0911", "1010") && noSlope(map, "1010", "1111"));
    const auto r = los(map, "0810", "1111");
    EXPECT_TRUE(r.clear);
    EXPECT_EQ(r.rule, "11.43 A");
    EXPECT_FALSE(r.blockingHex);
    EXPECT_FALSE(r.blockingHexside);
}

TEST(LineOfSight, Rule11_41_TracedThroughTheHexesTheLinePasses) {
    // On open ground a unit blocks where the line passes through its hex, never elsewhere:
    // lineBetween's steps without a spine always block, and a unit off its hexes never does.
    const Map map = tinyMap(9, 13, {});
    for (HexId a : {hex("0507"), hex("0407")})
        for (HexId b : map.allHexes()) {
            const int range = distance(a, b);
            if (range < 2 || range > 6) continue;
            const auto line = lineBetween(a, b);
            std::set<HexId> onLine;
            for (const auto& step : line) {
                onLine.insert(step.hex);
                if (step.spineOther) onLine.insert(*step.spineOther);
            }
            for (std::size_t i = 1; i + 1 < line.size(); ++i) {
                if (line[i].spineOther) continue;
                EXPECT_FALSE(lineOfSight(map, chart(), a, b, [&](HexId h) { return h == line[i].hex; }).clear)
                    << a.str() << "-" << b.str() << " through " << line[i].hex.str();
            }
            for (HexId c : map.allHexes()) {
                if (onLine.count(c) || distance(a, c) > range || distance(b, c) > range) continue;
                ASSERT_TRUE(lineOfSight(map, chart(), a, b, [&](HexId h) { return h == c; }).clear)
                    << a.str() << "-" << b.str() << " beside " << c.str();
            }
        }
}

// ---- 11.42 ----

TEST(LineOfSight, Rule11_42_ForestBetweenBlocks) {
    const Map& map = saratogaMap();
    ASSERT_TRUE(terrainIs(map, {"0912", "0914"}, kOpen));
    ASSERT_TRUE(terrainIs(map, {"0913"}, kWoods));
    ASSERT_TRUE(noSlope(map, "0912", "0913") && noSlope(map, "0913", "0914"));
    const auto r = los(map, "0912", "0914");
    EXPECT_FALSE(r.clear);
    EXPECT_EQ(r.blockingHex, hex("0913"));
    EXPECT_FALSE(r.blockingHexside);
    EXPECT_EQ(r.rule, "11.42");
    EXPECT_EQ(r.reason, "0913 is light forest, which blocks (11.42)");
}

TEST(LineOfSight, Rule11_42_FarmBuildingsBlockAsTheChartSays) {
    const Map& map = saratogaMap();
    ASSERT_TRUE(chart().hex[static_cast<std::size_t>(Terrain::FarmBuildings)].blocksLos);
    ASSERT_TRUE(terrainIs(map, {"0810", "1010", "1110"}, kOpen));
    ASSERT_TRUE(terrainIs(map, {"0910"}, {Terrain::FarmBuildings}));
    const auto r = los(map, "0810", "1110");
    EXPECT_FALSE(r.clear);
    EXPECT_EQ(r.blockingHex, hex("0910"));
}

TEST(LineOfSight, Rule11_42_IntoForestButNotThrough) {
    const Map& map = saratogaMap();
    ASSERT_TRUE(terrainIs(map, {"0911", "0912"}, kOpen));
    ASSERT_TRUE(terrainIs(map, {"0913"}, kWoods));
    ASSERT_TRUE(noSlope(map, "0911", "0912") && noSlope(map, "0912", "0913"));
    // Into the forest target hex, and out of a forest firing hex: the ends never block.
    EXPECT_TRUE(los(map, "0911", "0913").clear);
    EXPECT_TRUE(los(map, "0913", "0911").clear);
    // Occupied ends do not block either.
    EXPECT_TRUE(los(map, "0911", "0913", {hex("0911"), hex("0913")}).clear);
}

TEST(LineOfSight, Rule11_42_CombatUnitsBetweenBlockFriendlyOrEnemy) {
    GameState s = emptyBoard(Side::British);
    ASSERT_TRUE(terrainIs(*s.map, {"0810", "0911", "1010", "1111"}, kOpen));
    place(s, "br-pausch", "0810");
    place(s, "am-2nd-ny", "1111");
    EXPECT_TRUE(lineOfSight(s, hex("0810"), hex("1111")).clear);

    const auto friendly = lineOfSight(withUnit(s, "br-9th", "0911"), hex("0810"), hex("1111"));
    EXPECT_FALSE(friendly.clear);
    EXPECT_EQ(friendly.blockingHex, hex("0911"));
    EXPECT_EQ(friendly.reason, "0911 holds combat units, which block (11.42)");

    const auto enemy = lineOfSight(withUnit(s, "am-4th-ny", "1010"), hex("0810"), hex("1111"));
    EXPECT_FALSE(enemy.clear);
    EXPECT_EQ(enemy.blockingHex, hex("1010"));
    EXPECT_EQ(enemy.rule, "11.42");
}

TEST(LineOfSight, Rule11_42_LeaderAloneDoesNotBlock) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-pausch", "0810");
    place(s, "am-2nd-ny", "1111");
    place(s, "am-gates", "0911");     // 3.1: leaders are not combat units
    place(s, "br-burgoyne", "1010");
    EXPECT_TRUE(lineOfSight(s, hex("0810"), hex("1111")).clear);
}

TEST(LineOfSight, Rule11_42_HexesBesideASlopeAreNotBlockingTerrain) {
    // Ruling: "slope/hill hexes" are a hex terrain this map does not have; slopes act only
    // through 11.43. A one-hex rise between two units at range 2 has only the units' own
    // hexsides on the line, so it does not block.
    const Map map = tinyMap(3, 5, {"0203/0202", "0203/0204"});
    const auto r = los(map, "0202", "0204");
    EXPECT_TRUE(r.clear);
    EXPECT_EQ(r.rule, "11.43 A");
}

// ---- 11.43 ----

TEST(LineOfSight, Rule11_43_CaseA_InterveningSlopeBlocks) {
    const Map& map = saratogaMap();
    ASSERT_TRUE(terrainIs(map, {"2128", "2028", "1929", "1829"}, kOpen));
    ASSERT_TRUE(isSlope(map, "1929", "2028"));
    ASSERT_TRUE(noSlope(map, "2128", "2028") && noSlope(map, "1929", "1829"));
    for (const auto& [from, to] : {std::pair{"2128", "1829"}, std::pair{"1829", "2128"}}) {
        const auto r = los(map, from, to);
        EXPECT_FALSE(r.clear) << from;
        EXPECT_EQ(r.rule, "11.43 A");
        EXPECT_EQ(r.blockingHexside, Hexside::between(hex("1929"), hex("2028")));
        EXPECT_FALSE(r.blockingHex);
        EXPECT_EQ(r.reason, "the slope hexside 1929/2028 is not part of either unit's hex, and neither unit is up slope (11.43 A)");
    }
}

TEST(LineOfSight, Rule11_43_CaseA_SlopeOfTheFiringOrTargetHexDoesNotBlock) {
    const Map& map = saratogaMap();
    ASSERT_TRUE(terrainIs(map, {"2028", "1929", "1829"}, kOpen));
    ASSERT_TRUE(isSlope(map, "1929", "2028"));  // 2028 looks up out of its own hex
    const auto r = los(map, "2028", "1829");
    EXPECT_TRUE(r.clear);
    EXPECT_EQ(r.rule, "11.43 A");
    EXPECT_TRUE(los(map, "1829", "2028").clear);  // as the target's hexside
}

TEST(LineOfSight, Rule11_43_CaseB_SlopeRisingTheOtherWayBlocks) {
    const Map& map = saratogaMap();
    ASSERT_TRUE(terrainIs(map, {"2016", "2116"}, kOpen));
    ASSERT_TRUE(noSlope(map, "2017", "2016"));
    ASSERT_TRUE(isSlope(map, "2016", "2116"));  // rises to the north-west
    ASSERT_TRUE(isSlope(map, "2115", "2116"));  // 2115 is up slope: rises to the south
    const auto r = los(map, "2017", "2115");
    EXPECT_FALSE(r.clear);
    EXPECT_EQ(r.rule, "11.43 B");
    EXPECT_EQ(r.blockingHexside, Hexside::between(hex("2016"), hex("2116")));
    EXPECT_EQ(r.reason, "the slope hexside 2016/2116 rises to the north-west, but the slope up into 2115 rises to the south (11.43 B)");
    EXPECT_FALSE(los(map, "2115", "2017").clear);
}

TEST(LineOfSight, Rule11_43_CaseB_SlopeRisingTheSameWayIsLookedThrough) {
    // A column line 0202 -> 0206: two steps up to the north, the last into the target's hex.
    const Map same = tinyMap(3, 7, {"0206/0205", "0204/0203"});
    const auto r = los(same, "0202", "0206");
    EXPECT_TRUE(r.clear);
    EXPECT_EQ(r.rule, "11.43 B");
    EXPECT_TRUE(los(same, "0206", "0202").clear);  // the firer up slope, looking down
    // The same with the middle step falling away: the rise into the target is hidden.
    const Map other = tinyMap(3, 7, {"0206/0205", "0203/0204"});
    const auto blocked = los(other, "0202", "0206");
    EXPECT_FALSE(blocked.clear);
    EXPECT_EQ(blocked.rule, "11.43 B");
    EXPECT_EQ(blocked.blockingHexside, Hexside::between(hex("0203"), hex("0204")));
    EXPECT_FALSE(los(other, "0206", "0202").clear);
}

TEST(LineOfSight, Rule11_43_CaseB_OrientationMeansTheSameDirection) {
    // Ruling: "same orientation" is the same one of the six directions, low side to high.
    // 0102 -> 0304 crosses 0202/0203 going north and 0203/0304 going north-east.
    const Map map = tinyMap(4, 5, {"0304/0203", "0203/0202"});
    const auto r = los(map, "0102", "0304");
    EXPECT_FALSE(r.clear);
    EXPECT_EQ(r.reason, "the slope hexside 0202/0203 rises to the north, but the slope up into 0304 rises to the north-east (11.43 B)");
}

TEST(LineOfSight, Rule11_43_CaseB_BlockingTerrainStillBlocks) {
    const Map map = tinyMap(3, 7, {"0206/0205"}, {"0204"});
    const auto r = los(map, "0202", "0206");
    EXPECT_FALSE(r.clear);
    EXPECT_EQ(r.rule, "11.42");
    EXPECT_EQ(r.blockingHex, hex("0204"));
}

TEST(LineOfSight, Rule11_43_CaseB_Range3BetweenTwoSlopesNeedsAMatchingMiddleSlope) {
    // 0202 -> 0205: the firer looks up out of its hex (0202/0203) and the target is up slope
    // (0204/0205), both rising north; the middle hexside is 0203/0204.
    const Map rising = tinyMap(3, 6, {"0203/0202", "0204/0203", "0205/0204"});
    EXPECT_TRUE(los(rising, "0202", "0205").clear);
    EXPECT_TRUE(los(rising, "0205", "0202").clear);

    const Map flat = tinyMap(3, 6, {"0203/0202", "0205/0204"});
    const auto notSlope = los(flat, "0202", "0205");
    EXPECT_FALSE(notSlope.clear);
    EXPECT_EQ(notSlope.rule, "11.43 B");
    EXPECT_EQ(notSlope.blockingHexside, Hexside::between(hex("0203"), hex("0204")));
    EXPECT_EQ(notSlope.reason, "at range 3 with slope hexsides at both units, the middle hexside 0203/0204 must be a slope too (11.43 B)");
    EXPECT_FALSE(los(flat, "0205", "0202").clear);

    const Map falling = tinyMap(3, 6, {"0203/0202", "0203/0204", "0205/0204"});
    const auto wrongWay = los(falling, "0202", "0205");
    EXPECT_FALSE(wrongWay.clear);
    EXPECT_EQ(wrongWay.reason, "at range 3 with slope hexsides at both units, the middle slope 0203/0204 rises to the south, theirs to the north (11.43 B)");
}

TEST(LineOfSight, Rule11_43_CaseB_BothSlopedRuleIsForRange3Only) {
    // Ruling: read as written; at range 4 the flat hexsides between two slopes do not block.
    const Map map = tinyMap(3, 7, {"0203/0202", "0206/0205"});
    const auto r = los(map, "0202", "0206");
    EXPECT_TRUE(r.clear);
    EXPECT_EQ(r.rule, "11.43 B");
}

TEST(LineOfSight, Rule11_43_CaseC_BothUpSlopeAlwaysClear) {
    const Map& map = saratogaMap();
    // Two heights facing each other across a forested hollow.
    ASSERT_TRUE(isSlope(map, "0617", "0618"));
    ASSERT_TRUE(isSlope(map, "0620", "0619"));
    ASSERT_TRUE(noSlope(map, "0618", "0619"));
    ASSERT_TRUE(terrainIs(map, {"0618", "0619"}, {Terrain::HeavyForest}));
    for (const auto& [from, to] : {std::pair{"0617", "0620"}, std::pair{"0620", "0617"}}) {
        const auto r = los(map, from, to, {hex("0618"), hex("0619")});
        EXPECT_TRUE(r.clear) << from;
        EXPECT_EQ(r.rule, "11.43 C");
        EXPECT_EQ(r.reason, "both units are up slope: always clear, blocking terrain ignored (11.43 C)");
    }
    // With only one unit up slope the forest blocks (Case B).
    const auto one = los(map, "0617", "0619");
    EXPECT_FALSE(one.clear);
    EXPECT_EQ(one.blockingHex, hex("0618"));
}

// ---- 11.44 ----

TEST(LineOfSight, Rule11_44_HexSpineBlockedOnlyWhenBothSidesBlock) {
    const Map& map = saratogaMap();
    // 0510 -> 0710 runs along the hexside 0609/0610.
    ASSERT_TRUE(terrainIs(map, {"0510", "0610", "0710"}, kOpen));
    ASSERT_TRUE(terrainIs(map, {"0609"}, kWoods));
    ASSERT_TRUE(noSlope(map, "0510", "0609") && noSlope(map, "0510", "0610") && noSlope(map, "0609", "0710") &&
                noSlope(map, "0610", "0710"));
    EXPECT_TRUE(los(map, "0510", "0710").clear);
    const auto withUnit = los(map, "0510", "0710", {hex("0610")});
    EXPECT_FALSE(withUnit.clear);
    EXPECT_EQ(withUnit.rule, "11.44");
    EXPECT_EQ(withUnit.reason,
              "traced on either side of the hexside it runs along, the line is blocked (11.44): beside 0609, 0609 is light forest, "
              "which blocks (11.42); beside 0610, 0610 holds combat units, which block (11.42)");
    EXPECT_FALSE(los(map, "0710", "0510", {hex("0610")}).clear);

    // 0828 -> 1028 runs between two heavy forest hexes.
    ASSERT_TRUE(terrainIs(map, {"0928", "0929"}, {Terrain::HeavyForest}));
    const auto forest = los(map, "0828", "1028");
    EXPECT_FALSE(forest.clear);
    EXPECT_EQ(forest.rule, "11.44");
    EXPECT_EQ(forest.blockingHex, hex("0928"));
}

TEST(LineOfSight, Rule11_44_SpineInTheMiddleOfTheLine) {
    // 0203 -> 0603 runs along 0303/0304 and 0503/0504, passing the centre of 0403.
    const Map one = tinyMap(9, 5, {}, {"0503"});
    EXPECT_TRUE(los(one, "0203", "0603").clear);
    EXPECT_TRUE(los(one, "0203", "0603", {hex("0303")}).clear);  // one side at each spine
    const Map both = tinyMap(7, 5, {}, {"0503", "0504"});
    const auto r = los(both, "0203", "0603");
    EXPECT_FALSE(r.clear);
    EXPECT_EQ(r.rule, "11.44");
    const auto far = los(one, "0203", "0803", {hex("0504")});  // the second spine is now mid-line
    EXPECT_FALSE(far.clear);
    EXPECT_EQ(far.reason,
              "the line runs along the hexside 0503/0504 and both sides block (11.44): 0503 is heavy forest, which blocks (11.42); "
              "0504 holds combat units, which block (11.42)");
}

TEST(LineOfSight, Rule11_44_CrossingAHexsideAtItsMidpointIsNoSpine) {
    // 0710 -> 1111 crosses the hexside 0910/0911 squarely at its midpoint: the line goes
    // through both hexes (0910 for a tenth of its length, then 0911), so either blocks.
    const Map& map = saratogaMap();
    ASSERT_TRUE(terrainIs(map, {"0710", "0810", "0911", "1010", "1111"}, kOpen));
    ASSERT_TRUE(terrainIs(map, {"0910"}, {Terrain::FarmBuildings}));
    const auto r = los(map, "0710", "1111");
    EXPECT_FALSE(r.clear);
    EXPECT_EQ(r.rule, "11.42");
    EXPECT_EQ(r.blockingHex, hex("0910"));
    EXPECT_FALSE(los(map, "1111", "0710").clear);
}

TEST(LineOfSight, Rule11_44_SlopeAtASpineBlocksOnlyOnBothSides) {
    // Ruling: along a spine the line crosses no slope on the spine itself; entering it at a
    // corner it may be traced beside either hex. 0203 -> 0603 passes 0303|0304 then 0403.
    const Map oneSide = tinyMap(7, 5, {"0403/0303"});
    EXPECT_TRUE(los(oneSide, "0203", "0603").clear);
    const Map bothSides = tinyMap(7, 5, {"0403/0303", "0403/0304"});
    const auto r = los(bothSides, "0203", "0603");
    EXPECT_FALSE(r.clear);
    EXPECT_EQ(r.rule, "11.44");
    EXPECT_EQ(r.blockingHexside, Hexside::between(hex("0303"), hex("0403")));
    const Map alongIt = tinyMap(7, 5, {"0303/0304"});  // the spine hexside itself
    EXPECT_TRUE(los(alongIt, "0203", "0603").clear);
}

TEST(LineOfSight, Rule11_44_EitherSideOfASpineMayMakeAUnitUpSlope) {
    // 0203's hexside 0203/0303 rises into it, 0203/0304 is flat; 0603 is up slope from both
    // sides. Traced beside 0303 both units are up slope (Case C) and the forest is ignored.
    const Map map = tinyMap(7, 5, {"0203/0303", "0603/0503", "0603/0504"}, {"0403"});
    const auto r = los(map, "0203", "0603");
    EXPECT_TRUE(r.clear);
    EXPECT_EQ(r.rule, "11.43 C");
    EXPECT_TRUE(los(map, "0603", "0203").clear);
}

TEST(LineOfSight, Rule11_44_SpineAtTheMapEdge) {
    // 0204 -> 0404 runs along 0304's north hexside; beyond it is off the map, which never blocks.
    const Map map = tinyMap(5, 4, {}, {"0304"});
    EXPECT_TRUE(los(map, "0204", "0404").clear);
}

TEST(LineOfSight, Rule11_44_CornerTouchedByTheLine) {
    // 0102 -> 0505 (range 5) passes exactly through the corner 0202|0203|0303 and the corner
    // 0303|0403|0404: it crosses 0202, 0303, 0304, 0404 and only touches 0203 and 0403.
    const Map touched = tinyMap(6, 6, {}, {"0203", "0403"});
    EXPECT_TRUE(los(touched, "0102", "0505").clear);
    const Map crossed = tinyMap(6, 6, {}, {"0303"});
    EXPECT_FALSE(los(crossed, "0102", "0505").clear);
    // Straight across the slope 0202/0303, or around it through 0203's corner.
    const Map slope = tinyMap(6, 6, {"0303/0202"});
    EXPECT_TRUE(los(slope, "0102", "0505").clear);
    const Map slopeAndForest = tinyMap(6, 6, {"0303/0202"}, {"0203"});
    const auto r = los(slopeAndForest, "0102", "0505");
    EXPECT_FALSE(r.clear);
    EXPECT_EQ(r.rule, "11.44");
    EXPECT_FALSE(los(slopeAndForest, "0505", "0102").clear);
}

// ---- Properties ----

TEST(LineOfSight, Rule11_4_SymmetricOnTheRealMap) {
    const Map& map = saratogaMap();
    std::mt19937 rng(1777);
    const auto all = map.allHexes();
    std::set<HexId> occupied;
    for (int i = 0; i < 120; ++i) occupied.insert(all[rng() % all.size()]);
    const auto occ = [&](HexId h) { return occupied.count(h) > 0; };
    int pairs = 0, clear = 0, blocked = 0;
    while (pairs < 200) {
        const HexId a = all[rng() % all.size()];
        const HexId b = all[rng() % all.size()];
        if (distance(a, b) > 6) continue;
        ++pairs;
        const auto there = lineOfSight(map, chart(), a, b, occ), back = lineOfSight(map, chart(), b, a, occ);
        EXPECT_EQ(there.clear, back.clear) << a.str() << " " << b.str() << ": " << there.reason << " / " << back.reason;
        (there.clear ? clear : blocked) += 1;
    }
    EXPECT_GT(clear, 0);  // the sample has both outcomes
    EXPECT_GT(blocked, 0);
    // And every pair within range 4 on the empty map.
    const auto none = [](HexId) { return false; };
    for (HexId a : all)
        for (HexId b : all) {
            if (!(a < b) || distance(a, b) > 4) continue;
            ASSERT_EQ(lineOfSight(map, chart(), a, b, none).clear, lineOfSight(map, chart(), b, a, none).clear) << a.str() << " " << b.str();
        }
}
