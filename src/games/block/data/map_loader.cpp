#include <algorithm>
#include <map>
#include <set>

#include "reading.h"
#include "tricorne/block/block_data.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::block {

namespace {
using core::quotedValue;
using reading::IdRegister;
using reading::Node;
using reading::readBoardPoint;
using reading::readLine;
using reading::readSource;
using reading::withSourceKeys;

class MapReader {
public:
    MapReader(CampaignMap& map, const Node& root) : m_map(map), m_root(root) {}

    void read() {
        m_root.allowOnly({"schemaVersion", "id", "name", "layout", "regions", "points", "connections", "boxes", "tracks", "holdingBoxes",
                          "water", "mountains", "borders"});
        m_map.id = m_root.required("id").asString().value_or("");
        m_map.name = m_root.required("name").asString().value_or("");
        readLayout();
        readRegions();
        readPoints();
        readConnections();
        readBoxes();
        readTracks();
        readHoldingBoxes();
        readWater();
        readMountains();
        readBorders();
        checkRegionsHavePoints();
        checkConnected();
    }

private:
    bool isPoint(const std::string& id) const { return m_pointIds.count(id) > 0; }

    // A point id named by another entry: it must be one of the map's points.
    std::string pointRef(const Node& n) {
        auto id = n.asString();
        if (!id) return "";
        if (!isPoint(*id)) n.error(quotedValue(*id) + " is not a point of the map");
        return *id;
    }

    void readLayout() {
        const Node layout = m_root.required("layout");
        layout.allowOnly(withSourceKeys({"aspect", "northUp"}));
        m_map.aspect = layout.required("aspect").asNumber(0.2, 5).value_or(1.5);
        if (auto north = layout.required("northUp").asBool(); north && !*north) layout.optional("northUp").error("the board is drawn north up");
        if (layout.present()) readSource(layout, {"aspect", "northUp"});
    }

    void readRegions() {
        IdRegister ids("region");
        m_root.required("regions").forEach([&](const Node& n) {
            n.allowOnly(withSourceKeys({"id", "name", "labelAt"}));
            Region r;
            r.id = ids.read(n);
            r.name = n.required("name").asString().value_or("");
            r.labelAt = readBoardPoint(n.required("labelAt")).value_or(BoardPoint{});
            r.source = readSource(n, {"id", "name", "labelAt"});
            m_map.regions.push_back(std::move(r));
        });
    }

    void readPoints() {
        static const std::vector<std::string_view> kFields = {"id", "name", "region", "kind", "x", "y", "lat", "lon", "fortified", "supplySource", "labelAt"};
        IdRegister ids("point");
        m_root.required("points").forEach([&](const Node& n) {
            n.allowOnly(withSourceKeys(kFields));
            Point p;
            p.id = ids.read(n);
            p.name = n.required("name").asString().value_or("");
            const Node region = n.required("region");
            p.region = region.asString().value_or("");
            if (region.present() && !p.region.empty() && !m_map.region(p.region)) region.error(quotedValue(p.region) + " is not a region of the map");
            p.kind = n.required("kind")
                         .asEnum({"fort", "city", "town", "village", "castle", "landing", "island", "ruin", "heights", "mountains"})
                         .value_or("");
            p.at.x = n.required("x").asNumber(0, 1).value_or(0);
            p.at.y = n.required("y").asNumber(0, 1).value_or(0);
            p.lat = n.required("lat").asNumber(40, 46).value_or(0);
            p.lon = n.required("lon").asNumber(-78, -71).value_or(0);
            p.fortified = n.required("fortified").asBool().value_or(false);
            if (const Node supply = n.optional("supplySource"); supply.present()) p.supplySource = reading::readSide(supply);
            p.labelAt = n.optional("labelAt").asEnum({"n", "e", "s", "w"}).value_or("e");
            p.source = readSource(n, kFields);
            if (!p.id.empty()) m_pointIds.insert(p.id);
            m_map.points.push_back(std::move(p));
        });
    }

    void readConnections() {
        static const std::vector<std::string_view> kFields = {"a", "b", "road", "crossing", "via"};
        std::map<std::pair<std::string, std::string>, std::string> seen;
        m_root.required("connections").forEach([&](const Node& n) {
            n.allowOnly(withSourceKeys(kFields));
            Connection c;
            c.a = pointRef(n.required("a"));
            c.b = pointRef(n.required("b"));
            const auto road = n.required("road").asEnum({"brown", "blue"});
            c.road = road.value_or("brown") == "blue" ? Road::Blue : Road::Brown;
            if (const Node crossing = n.optional("crossing"); crossing.present()) {
                c.crossing = crossing.asString().value_or("");
                // A2: a dotted line is a blue road across water; no brown road crosses.
                if (!c.crossing.empty() && road == "brown") crossing.error("a brown road cannot cross water: a crossing is a dotted blue road (B6)");
                if (crossing.raw()->is_string() && c.crossing.empty()) crossing.error("a crossing names its river or lake");
            }
            c.via = readLine(n.optional("via"), 1);
            c.source = readSource(n, kFields);
            if (!c.a.empty() && c.a == c.b) n.required("b").error("a road joins two different points, not " + quotedValue(c.a) + " to itself");
            if (!c.a.empty() && !c.b.empty() && c.a != c.b) {
                const auto key = std::minmax(c.a, c.b);
                auto [it, first] = seen.emplace(std::pair{key.first, key.second}, n.pointer());
                if (!first) n.error(c.a + " and " + c.b + " are already joined (at " + it->second + ")");
            }
            m_map.connections.push_back(std::move(c));
        });
    }

    void readBoxes() {
        static const std::vector<std::string_view> kFields = {"id", "name", "kind", "side", "entersAt", "x", "y", "w", "h"};
        IdRegister ids("box");
        m_root.required("boxes").forEach([&](const Node& n) {
            n.allowOnly(withSourceKeys(kFields));
            Box b;
            b.id = ids.read(n);
            b.name = n.required("name").asString().value_or("");
            const auto kind = n.required("kind").asEnum({"britishArrival", "americanReinforcements", "clintonHome", "clintonThreat"});
            for (BoxKind k : {BoxKind::BritishArrival, BoxKind::AmericanReinforcements, BoxKind::ClintonHome, BoxKind::ClintonThreat})
                if (kind == boxKindId(k)) b.kind = k;
            b.side = n.required("side").asEnum({"american", "british", "neutral"}).value_or("");
            const Node enters = n.optional("entersAt");
            enters.forEach([&](const Node& p) { b.entersAt.push_back(pointRef(p)); });
            const bool arrival = kind == "britishArrival" || kind == "americanReinforcements";
            if (arrival && b.entersAt.empty()) n.required("entersAt").error("a box blocks arrive from names the points they enter at (B4)");
            if (!arrival && enters.present()) enters.error("only arrival and reinforcement boxes have entry points");
            readFrame(n, b.at, b.width, b.height);
            b.source = readSource(n, kFields);
            m_map.boxes.push_back(std::move(b));
        });
    }

    void readFrame(const Node& n, BoardPoint& at, double& width, double& height) {
        at.x = n.required("x").asNumber(0, 1).value_or(0);
        at.y = n.required("y").asNumber(0, 1).value_or(0);
        width = n.required("w").asNumber(0.001, 1).value_or(0);
        height = n.required("h").asNumber(0.001, 1).value_or(0);
    }

    void readTracks() {
        static const std::vector<std::string_view> kFields = {"id", "name", "cells", "firstCell", "x", "y", "w", "h"};
        IdRegister ids("track");
        m_root.required("tracks").forEach([&](const Node& n) {
            n.allowOnly(withSourceKeys(kFields));
            Track t;
            t.id = ids.read(n);
            t.name = n.required("name").asString().value_or("");
            t.cells = n.required("cells").asInt(1, 100).value_or(0);
            t.firstCell = n.required("firstCell").asInt(0, 1).value_or(0);
            readFrame(n, t.at, t.width, t.height);
            t.source = readSource(n, kFields);
            m_map.tracks.push_back(std::move(t));
        });
    }

    void readHoldingBoxes() {
        const Node n = m_root.required("holdingBoxes");
        if (!n.present()) return;
        n.allowOnly(withSourceKeys({"x", "y", "w", "h"}));
        readFrame(n, m_map.holdingBoxes.at, m_map.holdingBoxes.width, m_map.holdingBoxes.height);
        m_map.holdingBoxes.source = readSource(n, {"x", "y", "w", "h"});
    }

    void readWater() {
        static const std::vector<std::string_view> kFields = {"id", "name", "kind", "polygon", "polyline", "islands", "width"};
        IdRegister ids("water");
        m_root.required("water").forEach([&](const Node& n) {
            n.allowOnly(withSourceKeys(kFields));
            Water w;
            w.id = ids.read(n);
            w.name = n.required("name").asString().value_or("");
            const auto kind = n.required("kind").asEnum({"lake", "river"});
            w.kind = kind == "lake" ? Water::Kind::Lake : Water::Kind::River;
            if (kind == "lake") {
                w.line = readLine(n.required("polygon"), 3);
                n.optional("islands").forEach([&](const Node& island) { w.islands.push_back(readLine(island, 3)); });
                if (n.optional("polyline").present()) n.optional("polyline").error("a lake is drawn by its polygon");
            } else if (kind == "river") {
                w.line = readLine(n.required("polyline"), 2);
                w.width = n.required("width").asNumber(0.001, 0.05).value_or(0);
                if (n.optional("polygon").present()) n.optional("polygon").error("a river is drawn by its polyline");
            }
            w.source = readSource(n, kFields);
            m_map.water.push_back(std::move(w));
        });
    }

    void readMountains() {
        IdRegister ids("mountains");
        m_root.optional("mountains").forEach([&](const Node& n) {
            n.allowOnly(withSourceKeys({"id", "name", "polyline"}));
            Mountains m;
            m.id = ids.read(n);
            m.name = n.required("name").asString().value_or("");
            m.line = readLine(n.required("polyline"), 2);
            m.source = readSource(n, {"id", "name", "polyline"});
            m_map.mountains.push_back(std::move(m));
        });
    }

    void readBorders() {
        m_root.optional("borders").forEach([&](const Node& n) {
            n.allowOnly(withSourceKeys({"between", "polyline"}));
            Border b;
            const Node between = n.required("between");
            const auto regions = between.stringList();
            if (between.isArray() && regions.size() != 2) between.error("a border lies between two regions");
            for (std::size_t i = 0; i < regions.size(); ++i)
                if (!m_map.region(regions[i])) between[i].error(quotedValue(regions[i]) + " is not a region of the map");
            if (regions.size() == 2) {
                b.regionA = regions[0];
                b.regionB = regions[1];
            }
            b.line = readLine(n.required("polyline"), 2);
            b.source = readSource(n, {"between", "polyline"});
            m_map.borders.push_back(std::move(b));
        });
    }

    // B4: the militia caps are by region, so a region without a point is an error of the data.
    void checkRegionsHavePoints() {
        const Node regions = m_root.optional("regions");
        for (std::size_t i = 0; i < m_map.regions.size(); ++i)
            if (const auto& id = m_map.regions[i].id; !id.empty() && m_map.pointsIn(id).empty())
                regions[i].error("region " + quotedValue(id) + " has no point: its militia cap could never be used (B4)");
    }

    // B2: movement is point to adjacent point; a point no road reaches could never be entered.
    void checkConnected() {
        if (m_map.points.empty() || m_map.points.front().id.empty()) return;
        const auto reached = m_map.reachableFrom(m_map.points.front().id);
        if (reached.size() == m_pointIds.size()) return;
        const std::set<std::string> reachedSet(reached.begin(), reached.end());
        const Node points = m_root.optional("points");
        for (std::size_t i = 0; i < m_map.points.size(); ++i)
            if (!m_map.points[i].id.empty() && !reachedSet.count(m_map.points[i].id))
                points[i].error(quotedValue(m_map.points[i].id) + " cannot be reached from " + quotedValue(m_map.points.front().id) +
                                " by any road: the map must be connected");
    }

    CampaignMap& m_map;
    const Node& m_root;
    std::set<std::string> m_pointIds;
};

}  // namespace

Loaded<CampaignMap> loadCampaignMap(const std::string& path, const std::string& displayPath) {
    return reading::loadFile<CampaignMap>(path, displayPath, [](const Node& root, CampaignMap& map) {
        MapReader(map, root).read();
        map.index();
    });
}

}  // namespace tricorne::block
