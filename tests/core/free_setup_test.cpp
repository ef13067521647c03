// E5.6 Free set-up (the Next Day's option): the areas each army deploys in.
#include <algorithm>

#include "engine_test_support.h"
#include "tricorne/series/game/save.h"
#include "tricorne/saratoga/map_regions.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {

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

// The option played: both armies deploy themselves, Americans first (E5.6.1, E5.6.2).
namespace {
const std::map<std::string, std::string> kFree{{"free-setup", "on"}};
const char* const kAmericanGarrisons[] = {"2207", "2108", "2008", "1807", "1707", "1508", "1407", "1406"};

GameState freeGame(std::uint64_t seed = 4) {
    std::string error;
    auto s = newGame(realData(), "next-day", kFree, seed, error);
    EXPECT_TRUE(s) << error;
    return s.value();
}

int front(const GameState& s) { return s.placementQueue.front(); }

std::vector<HexId> placeHexes(const GameState& s) {
    std::vector<HexId> out;
    for (const auto& a : legalActions(s)) {
        const auto* p = std::get_if<Place>(&a);
        EXPECT_TRUE(p) << describe(a);
        if (p) {
            EXPECT_EQ(p->unit, s.pieceId(front(s)));
            out.push_back(p->hex);
        }
    }
    return out;
}

bool contains(const std::vector<HexId>& v, HexId h) { return std::find(v.begin(), v.end(), h) != v.end(); }

// Deploys each of `side`'s counters in turn in the first legal hex not in `avoid` (else the
// first legal hex); returns how many were left only the `avoid` hexes.
int deployAvoiding(GameState& s, Side side, const std::vector<HexId>& avoid) {
    int forced = 0;
    while (s.step == Step::PlacePiece && s.sideOf(front(s)) == side) {
        const auto hexes = placeHexes(s);
        EXPECT_FALSE(hexes.empty());
        if (hexes.empty()) break;
        auto pick = std::find_if(hexes.begin(), hexes.end(), [&](HexId h) { return !contains(avoid, h); });
        if (pick == hexes.end()) {
            ++forced;
            pick = hexes.begin();
        }
        applyOk(s, Place{s.pieceId(front(s)), *pick});
    }
    return forced;
}

std::vector<HexId> hexes(std::initializer_list<const char*> ids) {
    std::vector<HexId> out;
    for (const char* id : ids) out.push_back(hex(id));
    return out;
}

int nonArtilleryUnitsIn(const GameState& s, HexId h, Side side) {
    int n = 0;
    for (int u = 0; u < s.unitCount(); ++u)
        if (s.onMap(u) && s.sideOf(u) == side && s.pieces[static_cast<std::size_t>(u)].hex == h && !s.unitDef(u).isArtillery()) ++n;
    return n;
}
}  // namespace

TEST(FreeSetup, RuleE5_6_1_TheAmericansDeployFirstWithinTheBemisHeightsLine) {
    GameState s = freeGame();
    EXPECT_EQ(s.phase, Phase::Setup);
    ASSERT_EQ(s.step, Step::PlacePiece);
    EXPECT_EQ(decision(s).player, Player::American);
    EXPECT_EQ(decision(s).rule, "E5.6.1");
    // Every American counter to deploy comes before every British one, combat units before leaders.
    bool british = false, leaders = false;
    int americans = 0;
    for (int p : s.placementQueue) {
        if (s.sideOf(p) == Side::British) british = true;
        EXPECT_FALSE(british && s.sideOf(p) == Side::American) << s.pieceId(p);
        if (s.sideOf(p) == Side::American) {
            ++americans;
            if (s.isLeader(p)) leaders = true;
            EXPECT_FALSE(leaders && !s.isLeader(p)) << s.pieceId(p) << " after a leader";
            // Lifted from the table until deployed.
            EXPECT_EQ(s.pieces[static_cast<std::size_t>(p)].location, Location::NotInPlay) << s.pieceId(p);
        }
    }
    EXPECT_EQ(americans, 19);  // 25 on the Next Day table less the five batteries and Arnold
    const auto first = placeHexes(s);
    EXPECT_EQ(first.size(), saratogaMap().area("bemisHeightsCamp")->hexes.size());
    for (HexId h : first) EXPECT_TRUE(saratogaMap().inArea("bemisHeightsCamp", h)) << h.str();
    // The printed Next Day hex of the 2nd Massachusetts, outside the line, is refused.
    const std::string error = applyError(s, Place{s.pieceId(front(s)), hex("1309")});
    EXPECT_NE(error.find("E5.6.1"), std::string::npos) << error;
    EXPECT_NE(error.find("Bemis Heights Line"), std::string::npos) << error;
}

TEST(FreeSetup, RuleE5_6_1_AmericanArtilleryAndArnoldKeepTheirPrintedHexes) {
    const GameState s = freeGame();
    // E3.1: the artillery dug in at the hexes on their counters; E7.8: Arnold in his quarters.
    const std::pair<const char*, const char*> fixed[] = {{"am-stevens-neilson", "1407"}, {"am-stevens-centre", "1807"}, {"am-stevens-heights", "2008"},
                                                         {"am-stevens-bluff", "2207"},   {"am-stevens-river", "2410"},  {"am-arnold", "1407"}};
    for (const auto& [id, h] : fixed) {
        EXPECT_EQ(at(s, id).location, Location::Map) << id;
        EXPECT_EQ(at(s, id).hex, hex(h)) << id;
        EXPECT_EQ(std::count(s.placementQueue.begin(), s.placementQueue.end(), *s.pieceIndex(id)), 0) << id;
    }
}

TEST(FreeSetup, RuleE5_6_1_TheLastAmericanUnitsMustManTheEmptyGarrisons) {
    GameState s = freeGame();
    std::vector<HexId> garrisons;
    for (const char* g : kAmericanGarrisons) garrisons.push_back(hex(g));
    // Deployed away from the garrisons while they may be: the last eight units are sent there,
    // one to each (the artillery in four of them does not count, E3.6.1).
    GameState probe = s;
    while (probe.step == Step::PlacePiece && probe.sideOf(front(probe)) == Side::American) {
        const auto legal = placeHexes(probe);
        const bool forced = std::all_of(legal.begin(), legal.end(), [&](HexId h) { return contains(garrisons, h); });
        if (forced && !probe.isLeader(front(probe))) {
            const std::string error = applyError(probe, Place{probe.pieceId(front(probe)), hex("1301")});
            EXPECT_NE(error.find("E5.6.1: garrison rules are in effect at all times"), std::string::npos) << error;
            break;
        }
        auto pick = std::find_if(legal.begin(), legal.end(), [&](HexId h) { return !contains(garrisons, h); });
        applyOk(probe, Place{probe.pieceId(front(probe)), *pick});
    }
    EXPECT_EQ(deployAvoiding(s, Side::American, garrisons), 8);
    for (HexId g : garrisons) EXPECT_EQ(nonArtilleryUnitsIn(s, g, Side::American), 1) << g.str();
    EXPECT_EQ(decision(s).player, Player::British);
}

TEST(FreeSetup, RuleE5_6_1_GatesNeverDeploysWithArnold) {
    GameState s = freeGame();
    while (s.step == Step::PlacePiece && s.pieceId(front(s)) != "am-gates") applyOk(s, Place{s.pieceId(front(s)), placeHexes(s).front()});
    ASSERT_EQ(s.pieceId(front(s)), "am-gates");
    const auto legal = placeHexes(s);
    EXPECT_FALSE(contains(legal, hex("1407")));
    EXPECT_TRUE(contains(legal, hex("1406")));
    const std::string error = applyError(s, Place{"am-gates", hex("1407")});
    EXPECT_NE(error.find("E7.8"), std::string::npos) << error;
}

TEST(FreeSetup, RuleE5_6_2_TheBritishDeploySecondNorthOfMillCreek) {
    GameState s = freeGame();
    deployAvoiding(s, Side::American, {});
    ASSERT_EQ(s.step, Step::PlacePiece);
    EXPECT_EQ(decision(s).player, Player::British);
    EXPECT_EQ(decision(s).rule, "E5.6.2");
    const auto north = saratoga::northOfMillCreek(saratogaMap());
    const auto legal = placeHexes(s);
    EXPECT_GT(legal.size(), 100u);
    for (HexId h : legal) EXPECT_TRUE(std::binary_search(north.begin(), north.end(), h)) << h.str();
    // 0610, Fraser's printed hex south of the Middle Branch, is refused.
    const std::string error = applyError(s, Place{s.pieceId(front(s)), hex("0610")});
    EXPECT_NE(error.find("E5.6.2: the British army deploys north of Mill Creek and its Middle Branch"), std::string::npos) << error;
}

TEST(FreeSetup, RuleE5_6_2_1_FlechetteUnitsStayInTheirFlechetteHexes) {
    const GameState s = freeGame();
    const std::pair<const char*, const char*> fixed[] = {{"br-blomfield", "1920"},  {"br-recruits", "1920"},    {"br-bateau-men", "2019"}, {"br-royal-navy", "2019"},
                                                         {"br-20th", "1517"},       {"br-21st", "1417"},        {"br-boucherville", "1015"}, {"br-hosmer", "1015"}};
    for (const auto& [id, h] : fixed) {
        EXPECT_EQ(at(s, id).location, Location::Map) << id;
        EXPECT_EQ(at(s, id).hex, hex(h)) << id;
        EXPECT_EQ(std::count(s.placementQueue.begin(), s.placementQueue.end(), *s.pieceIndex(id)), 0) << id;
    }
    // Phillips is a leader, not a unit: he deploys freely (docs/rulings.md, E5.6.2.1).
    EXPECT_EQ(std::count(s.placementQueue.begin(), s.placementQueue.end(), *s.pieceIndex("br-phillips")), 1);
}

TEST(FreeSetup, RuleE5_6_2_2_TheLastBritishUnitGarrisonsTheHeadquarters) {
    GameState s = freeGame();
    deployAvoiding(s, Side::American, {});
    // 1015, 1920 and 2019 hold their flechette units; 1518 is the one left to man.
    EXPECT_EQ(deployAvoiding(s, Side::British, hexes({"1015", "1518", "1920", "2019"})), 1);
    int in1518 = 0;
    for (int u = 0; u < s.unitCount(); ++u)
        if (s.onMap(u) && s.sideOf(u) == Side::British && s.pieces[static_cast<std::size_t>(u)].hex == hex("1518")) ++in1518;
    EXPECT_EQ(in1518, 1);
}

TEST(FreeSetup, RuleE5_6_2_3_UnitsThatBeginReducedStayReduced) {
    GameState s = freeGame();
    deployAvoiding(s, Side::American, {});
    deployAvoiding(s, Side::British, {});
    for (const char* id : {"am-morgan", "am-2nd-nh", "br-20th", "br-21st"}) {
        EXPECT_TRUE(at(s, id).reduced) << id;
        EXPECT_TRUE(at(s, id).reducedAtStart) << id;
    }
    EXPECT_FALSE(at(s, "am-dearborn").reduced);
}

TEST(FreeSetup, RuleE5_6_TheOttawasKeepTheirOwnPlacementAndThenTheGameBegins) {
    std::string error;
    auto g = Game::start(realData(), "next-day", kFree, 4, error);
    ASSERT_TRUE(g) << error;
    int placed = 0;
    while (g->state().step == Step::PlacePiece) {
        const GameState& s = g->state();
        if (s.pieceId(front(s)) == "br-ottawa") {
            // E5.1: outside the Bemis Heights Line, no closer than 4 hexes; last of the set-up.
            EXPECT_EQ(decision(s).rule, "E5.1");
            EXPECT_EQ(s.placementQueue.size(), 1u);
        }
        const auto legal = placeHexes(s);
        ASSERT_FALSE(legal.empty());
        ASSERT_TRUE(g->apply(Place{s.pieceId(front(s)), legal[static_cast<std::size_t>(placed * 7) % legal.size()]}).ok());
        ++placed;
    }
    EXPECT_EQ(placed, 19 + 24 + 1);  // the armies less their fixed counters, then the Ottawas
    EXPECT_NE(g->state().phase, Phase::Setup);
    // Every counter the table put on the map is on it again, none left lifted.
    const GameState fixedTable = newGame(realData(), "next-day", {}, 4, error).value();
    for (int i = 0; i < static_cast<int>(g->state().pieces.size()); ++i)
        EXPECT_EQ(g->state().onMap(i), fixedTable.onMap(i)) << g->state().pieceId(i);
    // The deployment is saved as actions and replayed to the same state.
    const auto json = saveJson(*g);
    EXPECT_EQ(json["options"]["free-setup"], "on");
    auto loaded = loadSave(realData(), nlohmann::json::parse(json.dump()), error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(stateHash(loaded->state()), stateHash(g->state()));
}
