// 7 Stacking and 8 Zones of control, on the Saratoga map.
#include "engine_test_support.h"
#include "tricorne/series/rules/stacking.h"
#include "tricorne/series/rules/zoc.h"

using namespace tricorne::core;
using namespace tricorne::test;

TEST(Stacking, Rule7_1_SixSpsPlusOneArtilleryUnit) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-von-riedesel-regt", "2027");  // 5 SP
    const int ludwig = s.pieceIndex("br-prinz-ludwig").value();
    const int rhetz = s.pieceIndex("br-von-rhetz").value();
    const int pausch = s.pieceIndex("br-pausch").value();
    const int hosmer = s.pieceIndex("br-hosmer").value();
    EXPECT_TRUE(fitsStack(s, hex("2027"), ludwig));  // 5 + 1 = 6
    EXPECT_FALSE(fitsStack(s, hex("2027"), rhetz));  // 5 + 4 = 9
    EXPECT_TRUE(fitsStack(s, hex("2027"), pausch));  // one artillery unit, whatever its SPs
    place(s, "br-pausch", "2027");
    EXPECT_FALSE(fitsStack(s, hex("2027"), hosmer));  // a second artillery unit
    EXPECT_TRUE(fitsStack(s, hex("2027"), s.pieceIndex("br-burgoyne").value()));  // leaders are free
}

TEST(Stacking, Rule7_1_ReducedUnitsCountTheirReducedSps) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-von-riedesel-regt", "2027");
    const int rhetz = s.pieceIndex("br-von-rhetz").value();
    s.pieces[static_cast<std::size_t>(rhetz)].reduced = true;  // 2 SP
    EXPECT_FALSE(fitsStack(s, hex("2027"), rhetz));            // 5 + 2 = 7
    s.pieces[static_cast<std::size_t>(s.pieceIndex("br-von-riedesel-regt").value())].reduced = true;  // 3 SP
    EXPECT_TRUE(fitsStack(s, hex("2027"), rhetz));             // 3 + 2 = 5
}

TEST(Zoc, Rule8_1_ParadeOrderCombatUnitsExertAZocIntoOpenHexes) {
    GameState s = emptyBoard(Side::British);
    place(s, "am-2nd-ny", "2126");
    const auto zoc = zonesOfControl(s, Side::American);
    for (const char* h : {"2125", "2127", "2025", "2026"}) EXPECT_TRUE(zoc.at(s, hex(h))) << h;
    EXPECT_FALSE(zoc.at(s, hex("2027")));
    EXPECT_FALSE(zoc.at(s, hex("2126")));
    EXPECT_FALSE(zonesOfControl(s, Side::British).at(s, hex("2026")));
}

TEST(Zoc, Rule8_1_DisruptedShatteredUnitsAndLeadersHaveNoZoc) {
    GameState s = emptyBoard(Side::British);
    place(s, "am-2nd-ny", "2126", Status::Disrupted);
    place(s, "am-4th-ny", "2124", Status::Shattered);
    place(s, "am-gates", "2122");
    const auto zoc = zonesOfControl(s, Side::American);
    for (const char* h : {"2125", "2127", "2025", "2026", "2123", "2024", "2121", "2022"}) EXPECT_FALSE(zoc.at(s, hex(h))) << h;
}

TEST(Zoc, Rule8_1_NotIntoLightOrHeavyForest) {
    GameState s = emptyBoard(Side::British);
    place(s, "am-2nd-ny", "2027");  // clear; 1927 and 1928 beside it are light forest
    ASSERT_EQ(s.map->terrain(hex("1927")), Terrain::LightForest);
    const auto zoc = zonesOfControl(s, Side::American);
    EXPECT_FALSE(zoc.at(s, hex("1927")));
    EXPECT_FALSE(zoc.at(s, hex("1928")));
    EXPECT_TRUE(zoc.at(s, hex("2028")));
    // ... but out of the forest it does extend.
    GameState t = emptyBoard(Side::British);
    place(t, "am-2nd-ny", "1927");
    EXPECT_TRUE(zonesOfControl(t, Side::American).at(t, hex("2027")));
}

TEST(Zoc, Rule8_1_OutOfButNotIntoFieldworks) {
    GameState s = emptyBoard(Side::British);
    ASSERT_TRUE(s.map->between(hex("2309"), hex("2310"))->fieldworksHere);  // the symbol is in 2309
    place(s, "am-2nd-ny", "2309");
    place(s, "br-9th", "2310");
    EXPECT_TRUE(zonesOfControl(s, Side::American).at(s, hex("2310")));
    EXPECT_FALSE(zonesOfControl(s, Side::British).at(s, hex("2309")));
}

TEST(Zoc, Rule8_1_AcrossCreeksAndFords) {
    GameState s = emptyBoard(Side::British);
    ASSERT_TRUE(s.map->between(hex("2019"), hex("2018"))->creek);
    place(s, "br-9th", "2019");
    EXPECT_TRUE(zonesOfControl(s, Side::British).at(s, hex("2018")));
}

TEST(Zoc, Rule8_31_RifleUnitsMarkTheirZoc) {
    GameState s = emptyBoard(Side::British);
    place(s, "am-morgan", "2126");
    place(s, "am-2nd-ny", "2122");
    const auto zoc = zonesOfControl(s, Side::American);
    EXPECT_TRUE(zoc.rifleAt(s, hex("2026")));
    EXPECT_FALSE(zoc.rifleAt(s, hex("2022")));
    EXPECT_TRUE(zoc.at(s, hex("2022")));
}

TEST(Zoc, Rule8_1_AZocAskedOfOneHexIsTheMapsAnswer) {
    // The victory checks ask of a hex or two whether a side's ZOC is in it (E2.1, E2.5.1,
    // E6.3): random play of the three scenarios, every hex of the map and both sides, the same
    // answer as the whole map's zones of control, with the units in and out of Parade Order.
    int inZoc = 0, hexes = 0;
    visitMovementPhases(29, 1500, 11, [&](const GameState& s, const std::string& when) {
        for (const Side side : {Side::American, Side::British}) {
            const ZocMap all = zonesOfControl(s, side);
            for (const HexId h : s.map->allHexes()) {
                const bool one = zocAt(s, side, h);
                EXPECT_EQ(one, all.at(s, h)) << when << " " << h.str();
                inZoc += one;
                ++hexes;
            }
        }
    });
    EXPECT_GT(inZoc, 1000);
    EXPECT_GT(hexes, 50000);
    GameState s = emptyBoard(Side::British);
    EXPECT_FALSE(zocAt(s, Side::American, hex("0000")));  // off the map
}
