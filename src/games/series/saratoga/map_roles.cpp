#include "tricorne/saratoga/map_roles.h"

#include <algorithm>
#include <functional>
#include <set>
#include "tricorne/engine/quoted.h"

namespace tricorne::core::saratoga {

namespace {
HexId h(const char* id) { return *HexId::parse(id); }

struct Checker {
    const Map& map;
    const std::string& file;
    DataErrors& errors;

    void fail(const std::string& rule, const std::string& message) { errors.push_back({file, "", rule + ": " + message}); }

    bool land(const char* id, const std::string& rule, const std::string& role) {
        const HexId hex = h(id);
        if (!map.contains(hex)) {
            fail(rule, std::string(id) + " (" + role + ") is off the map");
            return false;
        }
        if (map.prohibited(hex)) {
            fail(rule, std::string(id) + " (" + role + ") must be land, not " + std::string(terrainName(map.terrain(hex))));
            return false;
        }
        return true;
    }

    bool onRoad(HexId hex) const {
        for (const auto& r : map.roads())
            if (std::find(r.hexes.begin(), r.hexes.end(), hex) != r.hexes.end()) return true;
        return false;
    }

    void road(const char* id, const std::string& rule, const std::string& role) {
        if (land(id, rule, role) && !onRoad(h(id))) fail(rule, std::string(id) + " (" + role + ") must be on a road");
    }

    void inArea(const char* id, const std::string& area, const std::string& rule) {
        if (!map.area(area))
            fail(rule, "the map has no area " + quotedValue(area));
        else if (!map.inArea(area, h(id)))
            fail(rule, std::string(id) + " must be in the area " + quotedValue(area));
    }

    void notInArea(const char* id, const std::string& area, const std::string& rule) {
        if (map.inArea(area, h(id))) fail(rule, std::string(id) + " must lie outside the area " + quotedValue(area));
    }

    void creekWithoutRoad(const char* a, const char* b, const std::string& rule) {
        auto f = map.between(h(a), h(b));
        if (!f) {
            fail(rule, std::string(a) + "/" + b + " is not a hexside of the map");
            return;
        }
        if (!f->creek) fail(rule, std::string(a) + "/" + b + " must be a creek hexside");
        if (f->road) fail(rule, "the River Road must not cross " + std::string(a) + "/" + b);
        if (!onRoad(h(a)) || !onRoad(h(b))) fail(rule, "the River Road must reach both sides of " + std::string(a) + "/" + b);
    }

    void entry(const char* id, const std::string& side, const std::string& rule) {
        if (!land(id, rule, "entry hex")) return;
        const auto& e = map.entryHexes();
        if (std::none_of(e.begin(), e.end(), [&](const EntryHex& x) { return x.hex == h(id) && x.side == side; }))
            fail(rule, std::string(id) + " must be a " + side + " entry hex");
    }

    void place(const char* id, const std::string& rule) {
        if (!map.placeAt(h(id))) fail(rule, std::string(id) + " must carry its name on the map");
    }
};
}  // namespace

void checkMapRoles(const Map& map, const std::string& displayPath, DataErrors& errors) {
    Checker c{map, displayPath, errors};
    // E2.1, E6.1: the British objectives.
    c.road("2004", "E2.1", "Bemis Tavern");
    c.place("2004", "E2.1");
    c.land("1407", "E2.1", "Fort Neilson");
    c.place("1407", "E2.1");
    // E3.6.1: the eight garrison hexes on the Bemis Heights Line.
    const std::vector<const char*> garrison = {"2207", "2108", "2008", "1807", "1707", "1508", "1407", "1406"};
    if (const MapArea* a = map.area("garrison")) {
        std::set<HexId> expected, actual(a->hexes.begin(), a->hexes.end());
        for (auto g : garrison) expected.insert(h(g));
        if (expected != actual) c.fail("E3.6.1", "the garrison area must be exactly 2207 2108 2008 1807 1707 1508 1407 1406");
    } else {
        c.fail("E3.6.1", "the map has no area \"garrison\"");
    }
    for (auto g : garrison) {
        c.land(g, "E3.6.1", "garrison hex");
        c.inArea(g, "bemisHeightsLine", "E3.5.1");
        c.inArea(g, "bemisHeightsCamp", "E3.5.1");
    }
    // E3.5.1: the line is part of the camp it encloses.
    if (const MapArea* line = map.area("bemisHeightsLine"))
        for (HexId hex : line->hexes)
            if (!map.inArea("bemisHeightsCamp", hex)) c.fail("E3.5.1", hex.str() + " is on the Bemis Heights Line but not in bemisHeightsCamp");
    // E3.5.2.1: the river gate of the line.
    c.road("2410", "E3.5.2.1", "River Road gate");
    c.inArea("2410", "bemisHeightsCamp", "E3.5.2.1");
    // E3.2: the River Road's two creek crossings without a bridge.
    c.creekWithoutRoad("2019", "2119", "E3.2");
    c.creekWithoutRoad("2410", "2411", "E3.2");
    // E2.2, E3.8.2, E6.3: the baggage train and bateaux landing.
    c.road("2019", "E2.2", "baggage train");
    // E3.8.1: entry hex B at the north edge.
    c.road("2031", "E3.8.1", "entry hex B");
    c.entry("2031", "british", "E3.8.1");
    // Entry hex B takes the River Road in from the north: it lies in the two northernmost rows.
    if (h("2031").row < map.rows() - 1) c.fail("E3.8.1", "2031 must lie in the two northernmost rows");
    c.land("1830", "E3.5", "British at-start hex");
    // Introduction: the 3rd edition trail from 2413 to 2012.
    {
        bool found = false;
        for (const auto& t : map.trails())
            if (t.hexes.size() >= 2 && ((t.hexes.front() == h("2413") && t.hexes.back() == h("2012")) ||
                                        (t.hexes.front() == h("2012") && t.hexes.back() == h("2413"))))
                found = true;
        if (!found) c.fail("Introduction", "a trail must run from 2413 to 2012");
    }
    // E3.5.2.3: the Middle Branch ford at 1011.
    if (c.land("1011", "E3.5.2.3", "Middle Branch ford")) {
        bool ford = false;
        for (Direction d : kDirections)
            if (map.contains(neighbour(h("1011"), d)) && map.side(h("1011"), d).ford) ford = true;
        if (!ford) c.fail("E3.5.2.3", "1011 must have a ford hexside");
    }
    // E2.5: the ten-hex objective area around Freeman's Farm.
    if (c.land("1015", "E2.5", "Freeman's Farm")) {
        c.place("1015", "E2.5");
        if (const MapArea* a = map.area("freemansFarmObjective")) {
            if (a->hexes.size() != 10) c.fail("E2.5", "the Freeman's Farm objective area must hold 10 hexes, not " + std::to_string(a->hexes.size()));
            c.inArea("1015", "freemansFarmObjective", "E2.5");
            for (HexId n : neighbours(h("1015")))
                if (!map.inArea("freemansFarmObjective", n)) c.fail("E2.5", n.str() + " beside Freeman's Farm must be in the objective area");
        } else {
            c.fail("E2.5", "the map has no area \"freemansFarmObjective\"");
        }
    }
    c.land("1518", "E6.3", "British HQ");
    for (auto f : {"1920", "1517", "1417", "1015", "2019"}) c.land(f, "E5.1", "flechettes");
    c.road("2101", "E5.2", "American entry toward Albany");
    c.entry("2101", "american", "E5.2");
    if (h("2101").row != 1) c.fail("E5.2", "2101 must lie on the south edge");
    c.entry("1416", "british", "E8.3.1");
    c.entry("1309", "american", "E8.3.2");
    c.land("1111", "E9.1", "decisive hex");
    c.land("0616", "E9.1", "decisive hex");
    // E5.2: American units set up outside the camp in the Next Day scenario.
    for (auto id : {"1106", "1108", "1911"}) c.notInArea(id, "bemisHeightsCamp", "E5.2");
}

}  // namespace tricorne::core::saratoga
