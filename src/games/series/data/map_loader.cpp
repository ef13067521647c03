#include <algorithm>
#include <cctype>
#include <cstdio>
#include <array>
#include <set>

#include "tricorne/engine/json_reader.h"
#include "tricorne/series/hex_node.h"
#include "tricorne/series/map.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::core {

namespace {
struct TerrainInfo {
    Terrain terrain;
    std::string_view id;
    std::string_view name;
};
constexpr std::array<TerrainInfo, kTerrainCount> kTerrains = {{
    {Terrain::Clear, "clear", "Clear"},
    {Terrain::Crops, "crops", "Crops"},
    {Terrain::Orchard, "orchard", "Orchard"},
    {Terrain::LightForest, "light-forest", "Light forest"},
    {Terrain::HeavyForest, "heavy-forest", "Heavy forest"},
    {Terrain::FarmBuildings, "farm-buildings", "Farm buildings"},
    {Terrain::River, "river", "River"},
}};
}  // namespace

std::string_view terrainId(Terrain t) { return kTerrains[static_cast<int>(t)].id; }
std::string_view terrainName(Terrain t) { return kTerrains[static_cast<int>(t)].name; }
std::optional<Terrain> terrainFromId(std::string_view id) {
    for (const auto& info : kTerrains)
        if (info.id == id) return info.terrain;
    return std::nullopt;
}

std::vector<HexId> Map::allHexes() const {
    std::vector<HexId> out;
    out.reserve(static_cast<std::size_t>(hexCount()));
    for (int i = 0; i < hexCount(); ++i) out.push_back(hexAt(i));
    return out;
}

std::optional<HexsideFeatures> Map::between(HexId from, HexId to) const {
    if (!contains(from) || !contains(to)) return std::nullopt;
    auto d = directionTo(from, to);
    if (!d) return std::nullopt;
    return side(from, *d);
}

const MapArea* Map::area(const std::string& id) const {
    auto it = m_areas.find(id);
    return it == m_areas.end() ? nullptr : &it->second;
}

bool Map::inArea(const std::string& id, HexId hex) const {
    const MapArea* a = area(id);
    return a && std::find(a->hexes.begin(), a->hexes.end(), hex) != a->hexes.end();
}

const MapPlace* Map::placeAt(HexId hex) const {
    for (const auto& p : m_places)
        if (p.hex == hex) return &p;
    return nullptr;
}

std::vector<HexId> Map::onMapNeighbours(HexId hex) const {
    std::vector<HexId> out;
    for (HexId n : neighbours(hex))
        if (contains(n)) out.push_back(n);
    return out;
}

std::vector<Map::SideEntry> Map::featuredHexsides() const {
    std::vector<SideEntry> out;
    for (int i = 0; i < hexCount(); ++i) {
        const HexId hex = hexAt(i);
        for (Direction d : kDirections) {
            const HexId other = neighbour(hex, d);
            if (!contains(other) || !(hex < other)) continue;
            const auto& f = side(hex, d);
            if (f.any()) out.push_back({*Hexside::between(hex, other), f});
        }
    }
    return out;
}

class MapBuilder {
public:
    MapBuilder(Map& map, const data::Node& root) : m_map(map), m_root(root) {}

    void build() {
        m_root.allowOnly({"schemaVersion", "id", "name", "grid", "terrainLegend", "terrain", "hexsides", "roads", "trails", "waterways",
                          "places", "areas", "entryHexes", "provenance", "reason"});
        m_map.m_id = m_root.required("id").asString().value_or("");
        m_map.m_name = m_root.required("name").asString().value_or("");
        readGrid();
        if (m_map.m_columns == 0) return;
        readTerrain();
        readHexsides();
        m_map.m_roads = readRoutes(m_root.optional("roads"), &HexsideFeatures::road);
        m_map.m_trails = readRoutes(m_root.optional("trails"), &HexsideFeatures::trail);
        readWaterways();
        readPlaces();
        readAreas();
        readEntries();
    }

private:
    std::optional<HexId> onMapHex(const data::Node& n) {
        auto hex = readHex(n);
        if (hex && !m_map.contains(*hex)) {
            n.error(hex->str() + " is off the map");
            return std::nullopt;
        }
        return hex;
    }

    std::optional<Hexside> hexside(const data::Node& n) {
        auto text = n.asString();
        if (!text) return std::nullopt;
        auto a = text->size() == 9 && (*text)[4] == '/' ? HexId::parse(text->substr(0, 4)) : std::nullopt;
        auto b = text->size() == 9 && (*text)[4] == '/' ? HexId::parse(text->substr(5, 4)) : std::nullopt;
        if (!a || !b) {
            n.error(quotedValue(*text) + " is not a hexside (AAAA/BBBB)");
            return std::nullopt;
        }
        if (!m_map.contains(*a) || !m_map.contains(*b)) {
            n.error(quotedValue(*text) + " is off the map");
            return std::nullopt;
        }
        auto side = Hexside::between(*a, *b);
        if (!side) n.error(a->str() + " and " + b->str() + " are not adjacent");
        return side;
    }

    HexsideFeatures& sideOf(HexId from, HexId to) {
        const auto d = *directionTo(from, to);
        return m_map.m_sides[static_cast<std::size_t>(m_map.index(from)) * 6 + static_cast<std::size_t>(d)];
    }

    void readGrid() {
        auto grid = m_root.required("grid");
        grid.allowOnly({"columns", "rows", "columnOffset", "hexYards"});
        auto cols = grid.required("columns").asInt(1, 99);
        auto rows = grid.required("rows").asInt(1, 99);
        auto offset = grid.required("columnOffset").asEnum({"even-north"});
        if (auto yards = grid.optional("hexYards").asInt(1, 100000)) m_map.m_hexYards = *yards;
        if (!cols || !rows || !offset) return;
        m_map.m_columns = *cols;
        m_map.m_rows = *rows;
        m_map.m_terrain.assign(static_cast<std::size_t>(*cols * *rows), Terrain::Clear);
        m_map.m_sides.assign(static_cast<std::size_t>(*cols * *rows) * 6, HexsideFeatures{});
    }

    void readTerrain() {
        std::map<char, Terrain> legend;
        m_root.required("terrainLegend").forEachMember([&](const std::string& key, const data::Node& n) {
            auto id = n.asString();
            if (!id) return;
            auto t = terrainFromId(*id);
            if (key.size() != 1)
                n.error("legend keys are single letters, not " + quotedValue(key));
            else if (!t)
                n.error(quotedValue(*id) + " is not a terrain (clear, crops, orchard, light-forest, heavy-forest, farm-buildings, river)");
            else
                legend[key[0]] = *t;
        });
        auto terrain = m_root.required("terrain");
        if (!terrain.present()) return;
        for (int row = 1; row <= m_map.m_rows; ++row) {
            char key[16];
            std::snprintf(key, sizeof key, "%02d", row);
            auto line = terrain.required(key);
            auto text = line.asString();
            if (!text) continue;
            if (static_cast<int>(text->size()) != m_map.m_columns) {
                line.error("row " + std::string(key) + " has " + std::to_string(text->size()) + " letters, the grid has " +
                           std::to_string(m_map.m_columns) + " columns");
                continue;
            }
            for (int col = 1; col <= m_map.m_columns; ++col) {
                const char c = (*text)[static_cast<std::size_t>(col - 1)];
                auto it = legend.find(c);
                if (it == legend.end()) {
                    line.error("letter '" + std::string(1, c) + "' at column " + std::to_string(col) + " is not in terrainLegend");
                    continue;
                }
                m_map.m_terrain[static_cast<std::size_t>(m_map.index({col, row}))] = it->second;
            }
        }
        terrain.forEachMember([&](const std::string& key, const data::Node& n) {
            auto row = key.size() == 2 && std::isdigit(static_cast<unsigned char>(key[0])) && std::isdigit(static_cast<unsigned char>(key[1]))
                           ? std::stoi(key)
                           : 0;
            if (row < 1 || row > m_map.m_rows) n.error(quotedValue(key) + " is not a row of the grid");
        });
    }

    void readHexsides() {
        auto sides = m_root.required("hexsides");
        sides.allowOnly({"creek", "ford", "ravine", "slope", "fieldworks"});
        std::set<Hexside> creeks;
        sides.optional("creek").forEach([&](const data::Node& n) {
            if (auto s = hexside(n)) {
                creeks.insert(*s);
                sideOf(s->a, s->b).creek = sideOf(s->b, s->a).creek = true;
            }
        });
        sides.optional("ford").forEach([&](const data::Node& n) {
            if (auto s = hexside(n)) {
                if (creeks.count(*s)) n.error(s->str() + " is listed both as creek and as ford");
                sideOf(s->a, s->b).ford = sideOf(s->b, s->a).ford = true;
            }
        });
        sides.optional("ravine").forEach([&](const data::Node& n) {
            if (auto s = hexside(n)) sideOf(s->a, s->b).ravine = sideOf(s->b, s->a).ravine = true;
        });
        // The first hex of a slope pair is its up side.
        sides.optional("slope").forEach([&](const data::Node& n) {
            if (auto s = hexside(n)) {
                const HexId up = *HexId::parse(n.asString()->substr(0, 4));
                const HexId down = up == s->a ? s->b : s->a;
                if (sideOf(up, down).slope) n.error(s->str() + " is listed twice as a slope");
                sideOf(up, down).slope = sideOf(down, up).slope = true;
                sideOf(down, up).upSlopeAcross = true;
            }
        });
        // The first hex of a fieldworks pair holds the symbol.
        sides.optional("fieldworks").forEach([&](const data::Node& n) {
            if (auto s = hexside(n)) {
                const HexId holder = *HexId::parse(n.asString()->substr(0, 4));
                const HexId other = holder == s->a ? s->b : s->a;
                sideOf(holder, other).fieldworks = sideOf(other, holder).fieldworks = true;
                sideOf(holder, other).fieldworksHere = true;
            }
        });
    }

    std::vector<MapRoute> readRoutes(const data::Node& list, bool HexsideFeatures::*flag) {
        std::vector<MapRoute> out;
        list.forEach([&](const data::Node& n) {
            MapRoute route;
            n.allowOnly({"name", "hexes", "source", "provenance", "reason"});
            route.name = n.optional("name").asString().value_or("");
            auto hexes = n.required("hexes");
            std::optional<HexId> prev;
            hexes.forEach([&](const data::Node& h) {
                auto hex = onMapHex(h);
                if (!hex) return;
                if (m_map.terrain(*hex) == Terrain::River) h.error(hex->str() + " is river; a road or trail must stay on land");
                if (prev && !adjacent(*prev, *hex))
                    h.error(prev->str() + " and " + hex->str() + " are not adjacent");
                else if (prev)
                    sideOf(*prev, *hex).*flag = sideOf(*hex, *prev).*flag = true;
                prev = hex;
                route.hexes.push_back(*hex);
            });
            if (route.hexes.size() < 2) hexes.error("a route needs at least two hexes");
            out.push_back(std::move(route));
        });
        return out;
    }

    void readWaterways() {
        m_root.optional("waterways").forEach([&](const data::Node& n) {
            MapWaterway w;
            n.allowOnly({"name", "hexsides", "label", "provenance", "reason"});
            w.name = n.required("name").asString().value_or("");
            n.required("hexsides").forEach([&](const data::Node& s) {
                if (auto side = hexside(s)) {
                    const auto& f = sideOf(side->a, side->b);
                    if (!f.creek && !f.ford) s.error(side->str() + " is in a waterway but is neither creek nor ford");
                    w.hexsides.push_back(*side);
                }
            });
            if (auto label = n.optional("label"); label.present()) w.label = onMapHex(label);
            m_map.m_waterways.push_back(std::move(w));
        });
    }

    void readPlaces() {
        m_root.optional("places").forEach([&](const data::Node& n) {
            MapPlace p;
            n.allowOnly({"hex", "name", "kind", "source", "provenance", "reason"});
            auto hex = onMapHex(n.required("hex"));
            p.name = n.required("name").asString().value_or("");
            p.kind = n.required("kind")
                         .asEnum({"tavern", "farm", "fort", "redoubt", "house", "hq", "landing", "church", "mill", "label"})
                         .value_or("label");
            p.source = n.optional("source").asString().value_or("");
            if (hex) {
                p.hex = *hex;
                m_map.m_places.push_back(std::move(p));
            }
        });
    }

    void readAreas() {
        m_root.optional("areas").forEachMember([&](const std::string& key, const data::Node& n) {
            MapArea a;
            n.allowOnly({"hexes", "source", "provenance", "reason"});
            a.id = key;
            a.source = n.optional("source").asString().value_or("");
            std::set<HexId> seen;
            n.required("hexes").forEach([&](const data::Node& h) {
                if (auto hex = onMapHex(h)) {
                    if (!seen.insert(*hex).second) h.error(hex->str() + " is listed twice");
                    a.hexes.push_back(*hex);
                }
            });
            m_map.m_areas[key] = std::move(a);
        });
    }

    void readEntries() {
        m_root.optional("entryHexes").forEach([&](const data::Node& n) {
            EntryHex e;
            n.allowOnly({"hex", "side", "label", "scenario", "source"});
            auto hex = onMapHex(n.required("hex"));
            e.label = n.optional("label").asString().value_or("");
            e.side = n.required("side").asEnum({"american", "british"}).value_or("");
            e.scenario = n.optional("scenario").asString().value_or("");
            e.source = n.optional("source").asString().value_or("");
            if (hex) {
                if (m_map.terrain(*hex) == Terrain::River) n.required("hex").error(hex->str() + " is river; an entry hex must be land");
                e.hex = *hex;
                m_map.m_entries.push_back(std::move(e));
            }
        });
    }

    Map& m_map;
    const data::Node& m_root;
};

Loaded<Map> loadMap(const std::string& path, const std::string& displayPath) {
    Loaded<Map> out;
    auto json = data::readJsonFile(path, displayPath, out.errors);
    if (!json) return out;
    data::ReadContext ctx{displayPath, &out.errors};
    data::Node root(&*json, "", &ctx);
    if (!data::checkSchemaVersion(root, 1)) return out;
    Map map;
    MapBuilder(map, root).build();
    // A map whose grid was read is kept despite errors, so that the named-hex checks can
    // still report what a broken feature costs the rules.
    if (out.errors.empty() || map.hexCount() > 0) out.value = std::move(map);
    return out;
}

}  // namespace tricorne::core
