// Hex geometry: ids, neighbours, distance, hexsides and lines, with algebraic properties.
#include <gtest/gtest.h>

#include <set>

#include "data_test_support.h"
#include "tricorne/series/hex.h"

using namespace tricorne::core;
using tricorne::test::h;

namespace {

std::vector<HexId> sampleHexes() {
    std::vector<HexId> out;
    for (int c = 1; c <= 25; c += 3)
        for (int r = 1; r <= 32; r += 4) out.push_back({c, r});
    for (int c = 10; c <= 13; ++c)
        for (int r = 14; r <= 17; ++r) out.push_back({c, r});
    return out;
}
}  // namespace

TEST(HexId, ParsesAndPrintsFourDigits) {
    EXPECT_EQ(HexId::parse("1015"), (HexId{10, 15}));
    EXPECT_EQ(HexId::parse("0405"), (HexId{4, 5}));
    EXPECT_EQ((HexId{4, 5}).str(), "0405");
    EXPECT_EQ((HexId{24, 10}).str(), "2410");
}

TEST(HexId, RejectsAnythingButFourDigits) {
    for (const char* bad : {"", "101", "10155", "10a5", " 101", "-101", "1O15"}) EXPECT_FALSE(HexId::parse(bad)) << bad;
}

TEST(HexGrid, EvenColumnsStandHalfAHexNorth) {
    // 2207 touches 2107 and 2108 (E3.6.1's garrison line); 1508 touches 1407 and 1408.
    EXPECT_TRUE(adjacent(h("2207"), h("2107")));
    EXPECT_TRUE(adjacent(h("2207"), h("2108")));
    EXPECT_FALSE(adjacent(h("2207"), h("2106")));
    EXPECT_TRUE(adjacent(h("1508"), h("1407")));
    EXPECT_TRUE(adjacent(h("1508"), h("1408")));
    EXPECT_FALSE(adjacent(h("1508"), h("1409")));
    EXPECT_TRUE(adjacent(h("2410"), h("2411")));
    EXPECT_TRUE(adjacent(h("2019"), h("2119")));
}

TEST(HexGrid, NeighboursByDirection) {
    const HexId c = h("1015");  // even column
    EXPECT_EQ(neighbour(c, Direction::North), h("1016"));
    EXPECT_EQ(neighbour(c, Direction::South), h("1014"));
    EXPECT_EQ(neighbour(c, Direction::NorthEast), h("1116"));
    EXPECT_EQ(neighbour(c, Direction::SouthEast), h("1115"));
    EXPECT_EQ(neighbour(c, Direction::SouthWest), h("0915"));
    EXPECT_EQ(neighbour(c, Direction::NorthWest), h("0916"));
    const HexId o = h("1111");  // odd column
    EXPECT_EQ(neighbour(o, Direction::NorthEast), h("1211"));
    EXPECT_EQ(neighbour(o, Direction::SouthEast), h("1210"));
    EXPECT_EQ(neighbour(o, Direction::SouthWest), h("1010"));
    EXPECT_EQ(neighbour(o, Direction::NorthWest), h("1011"));
}

TEST(HexGrid, CubeRoundTripAndZeroSum) {
    for (HexId x : sampleHexes()) {
        const Cube c = toCube(x);
        EXPECT_EQ(c.q + c.r + c.s, 0);
        EXPECT_EQ(fromCube(c), x);
    }
}

TEST(HexGrid, NeighbourOfNeighbourReturnsByTheOppositeDirection) {
    for (HexId x : sampleHexes())
        for (Direction d : kDirections) {
            const HexId n = neighbour(x, d);
            EXPECT_EQ(distance(x, n), 1);
            EXPECT_EQ(neighbour(n, opposite(d)), x);
            EXPECT_EQ(directionTo(x, n), d);
        }
}

TEST(HexGrid, SixDistinctNeighbours) {
    for (HexId x : sampleHexes()) {
        const auto ns = neighbours(x);
        EXPECT_EQ(std::set<HexId>(ns.begin(), ns.end()).size(), 6u);
    }
}

TEST(HexGrid, DistanceIsAMetric) {
    const auto hexes = sampleHexes();
    for (HexId a : hexes)
        for (HexId b : hexes) {
            EXPECT_EQ(distance(a, b), distance(b, a));
            EXPECT_EQ(distance(a, b) == 0, a == b);
            for (HexId c : {h("1015"), h("0101"), h("2532")}) EXPECT_LE(distance(a, b), distance(a, c) + distance(c, b));
        }
}

TEST(HexGrid, DistanceExamples) {
    // E3.5.2.1 counts the British unit's hex but not the starting hex.
    EXPECT_EQ(distance(h("2410"), h("2410")), 0);
    EXPECT_EQ(distance(h("2410"), h("2414")), 4);
    EXPECT_EQ(distance(h("1015"), h("1415")), 4);
    EXPECT_EQ(distance(h("0101"), h("0132")), 31);
    EXPECT_EQ(distance(h("0101"), h("2501")), 24);
}

TEST(Hexside, SameWhicheverHexIsNamedFirst) {
    EXPECT_EQ(Hexside::between(h("2019"), h("2119")), Hexside::between(h("2119"), h("2019")));
    EXPECT_EQ(Hexside::parse("2411/2410")->str(), "2410/2411");
    EXPECT_FALSE(Hexside::between(h("1015"), h("1017")));
    EXPECT_FALSE(Hexside::parse("1015-1016"));
}

TEST(Line, AdjacentHexesAreTheEndsOnly) {
    const auto line = lineBetween(h("1015"), h("1016"));
    ASSERT_EQ(line.size(), 2u);
    EXPECT_EQ(line.front().hex, h("1015"));
    EXPECT_EQ(line.back().hex, h("1016"));
}

TEST(Line, StraightColumnPassesEveryHex) {
    const auto line = lineBetween(h("1010"), h("1014"));
    ASSERT_EQ(line.size(), 5u);
    for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(line[static_cast<std::size_t>(i)].hex, (HexId{10, 10 + i}));
        EXPECT_FALSE(line[static_cast<std::size_t>(i)].spineOther);
    }
}

TEST(Line, Rule11_44_LineAlongAHexsideFlagsBothHexes) {
    // From 1015 to 1215 (due east, two columns) the line runs along the spine between
    // 1115 and 1116.
    const auto line = lineBetween(h("1015"), h("1215"));
    ASSERT_EQ(line.size(), 3u);
    ASSERT_TRUE(line[1].spineOther.has_value());
    const std::set<HexId> pair{line[1].hex, *line[1].spineOther};
    EXPECT_EQ(pair, (std::set<HexId>{h("1115"), h("1116")}));
}

TEST(Line, EachStepIsAdjacentToTheNext) {
    const auto hexes = sampleHexes();
    for (HexId a : hexes)
        for (HexId b : {h("1015"), h("2410"), h("0316")}) {
            const auto line = lineBetween(a, b);
            ASSERT_GE(line.size(), static_cast<std::size_t>(distance(a, b)) + 1);
            EXPECT_EQ(line.front().hex, a);
            EXPECT_EQ(line.back().hex, b);
            for (std::size_t i = 1; i < line.size(); ++i) {
                EXPECT_TRUE(adjacent(line[i - 1].hex, line[i].hex));
                if (line[i].spineOther) {
                    EXPECT_TRUE(adjacent(line[i - 1].hex, *line[i].spineOther));
                }
            }
        }
}

TEST(Line, Rule11_44_CrossingAHexsideAtItsMidpointIsNoSpine) {
    // 0710 -> 1111 passes through 0910 and then 0911, crossing their hexside at its midpoint.
    const auto line = lineBetween(h("0710"), h("1111"));
    std::set<HexId> hexes;
    for (const auto& step : line) {
        EXPECT_FALSE(step.spineOther) << step.hex.str();
        hexes.insert(step.hex);
    }
    EXPECT_TRUE(hexes.count(h("0910")));
    EXPECT_TRUE(hexes.count(h("0911")));
}

TEST(Line, AShallowLineCrossesMoreHexesThanItsRange) {
    const auto line = lineBetween(h("0101"), h("0805"));
    EXPECT_GT(line.size(), static_cast<std::size_t>(distance(h("0101"), h("0805"))) + 1);
}

TEST(Line, SymmetricUpToOrder) {
    for (HexId a : sampleHexes()) {
        const HexId b = h("1320");
        auto fwd = lineBetween(a, b), back = lineBetween(b, a);
        ASSERT_EQ(fwd.size(), back.size());
        for (std::size_t i = 0; i < fwd.size(); ++i) {
            std::set<HexId> x{fwd[i].hex}, y{back[back.size() - 1 - i].hex};
            if (fwd[i].spineOther) x.insert(*fwd[i].spineOther);
            if (back[back.size() - 1 - i].spineOther) y.insert(*back[back.size() - 1 - i].spineOther);
            EXPECT_EQ(x, y) << a.str() << " -> " << b.str() << " step " << i;
        }
    }
}
