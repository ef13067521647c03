// The battle map: terrain per hex, features per hexside, roads, trails, named places and areas.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/engine/data_error.h"
#include "tricorne/series/hex.h"

namespace tricorne::core {

enum class Terrain : std::uint8_t { Clear, Crops, Orchard, LightForest, HeavyForest, FarmBuildings, River };
inline constexpr int kTerrainCount = 7;

std::string_view terrainId(Terrain t);    // "light-forest"
std::string_view terrainName(Terrain t);  // "Light forest"
std::optional<Terrain> terrainFromId(std::string_view id);

// What lies along one hexside, as seen from a given hex (see Map::side).
struct HexsideFeatures {
    bool creek = false;
    bool ford = false;
    bool ravine = false;
    bool slope = false;
    bool fieldworks = false;
    bool road = false;
    bool trail = false;
    // Seen from the hex asking: true when the neighbour across is the up side of the slope.
    bool upSlopeAcross = false;
    // Seen from the hex asking: true when this hex holds the fieldworks symbol.
    bool fieldworksHere = false;

    bool any() const { return creek || ford || ravine || slope || fieldworks || road || trail; }
};

struct MapPlace {
    HexId hex;
    std::string name;
    std::string kind;
    std::string source;  // "rulebook E2.1", or empty when reconstructed
};

struct MapRoute {
    std::string name;
    std::vector<HexId> hexes;
};

struct MapWaterway {
    std::string name;
    std::vector<Hexside> hexsides;
    std::optional<HexId> label;
};

struct MapArea {
    std::string id;
    std::vector<HexId> hexes;
    std::string source;
};

struct EntryHex {
    HexId hex;
    std::string label;
    std::string side;      // "american" | "british"
    std::string scenario;  // empty: every scenario
    std::string source;
};

class Map {
public:
    const std::string& id() const { return m_id; }
    const std::string& name() const { return m_name; }
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int hexCount() const { return m_columns * m_rows; }
    int hexYards() const { return m_hexYards; }

    bool contains(HexId hex) const { return hex.col >= 1 && hex.col <= m_columns && hex.row >= 1 && hex.row <= m_rows; }
    // Dense index 0..hexCount()-1 of an on-map hex.
    int index(HexId hex) const { return (hex.col - 1) * m_rows + (hex.row - 1); }
    HexId hexAt(int index) const { return {index / m_rows + 1, index % m_rows + 1}; }
    std::vector<HexId> allHexes() const;

    Terrain terrain(HexId hex) const { return m_terrain[static_cast<std::size_t>(index(hex))]; }
    // 9.3: off the map, or terrain the volume's Terrain Effects Chart prohibits (see setProhibitedTerrain).
    bool prohibited(HexId hex) const { return !contains(hex) || m_prohibitedTerrain[static_cast<std::size_t>(terrain(hex))]; }
    // The chart is data: loadDataSet gives each map its volume's; a map loaded alone prohibits nothing.
    void setProhibitedTerrain(const std::array<bool, kTerrainCount>& prohibited) { m_prohibitedTerrain = prohibited; }

    // Features of the side of `hex` facing `d`, seen from `hex`.
    const HexsideFeatures& side(HexId hex, Direction d) const {
        return m_sides[static_cast<std::size_t>(index(hex)) * 6 + static_cast<std::size_t>(d)];
    }
    // Features between two adjacent hexes seen from `from`; nullopt if not adjacent or off the map.
    std::optional<HexsideFeatures> between(HexId from, HexId to) const;

    const std::vector<MapRoute>& roads() const { return m_roads; }
    const std::vector<MapRoute>& trails() const { return m_trails; }
    const std::vector<MapWaterway>& waterways() const { return m_waterways; }
    const std::vector<MapPlace>& places() const { return m_places; }
    const std::vector<EntryHex>& entryHexes() const { return m_entries; }
    const std::map<std::string, MapArea>& areas() const { return m_areas; }
    const MapArea* area(const std::string& id) const;
    bool inArea(const std::string& id, HexId hex) const;
    const MapPlace* placeAt(HexId hex) const;
    std::vector<HexId> onMapNeighbours(HexId hex) const;

    // Every hexside with its features, each listed once (for drawing).
    struct SideEntry {
        Hexside side;
        HexsideFeatures fromA;  // features seen from side.a
    };
    std::vector<SideEntry> featuredHexsides() const;

private:
    friend class MapBuilder;
    std::string m_id, m_name;
    int m_columns = 0, m_rows = 0, m_hexYards = 200;
    std::vector<Terrain> m_terrain;
    std::array<bool, kTerrainCount> m_prohibitedTerrain{};
    std::vector<HexsideFeatures> m_sides;
    std::vector<MapRoute> m_roads, m_trails;
    std::vector<MapWaterway> m_waterways;
    std::vector<MapPlace> m_places;
    std::vector<EntryHex> m_entries;
    std::map<std::string, MapArea> m_areas;
};

// Loads and validates a map file; `displayPath` names the file in error messages.
Loaded<Map> loadMap(const std::string& path, const std::string& displayPath);

}  // namespace tricorne::core
