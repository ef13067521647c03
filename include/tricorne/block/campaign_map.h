// The block game's point-to-point board (B2): named points in their regions, the roads between
// them with their colour and water crossings, the off-map boxes and tracks, and the geography
// drawn around them. Coordinates run 0-1 across the board, north up, y growing southward.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "tricorne/block/source.h"

namespace tricorne::block {

enum class Side { American, British };

// Player 0 plays the Americans, player 1 the British: the seat a side's arrays are indexed by.
inline int sideIndex(Side side) { return side == Side::American ? 0 : 1; }
inline Side sideOfPlayer(int player) { return player == 0 ? Side::American : Side::British; }
inline Side enemyOf(Side side) { return side == Side::American ? Side::British : Side::American; }

std::string_view sideId(Side side);
std::string_view sideName(Side side);

struct BoardPoint {
    double x = 0;
    double y = 0;
};

// NY, NHG or MA: the militia set-up caps depend on it (B4).
struct Region {
    std::string id;
    std::string name;
    BoardPoint labelAt;
    Source source;
};

// A named land location (B2).
struct Point {
    std::string id;
    std::string name;
    std::string region;
    std::string kind;  // how it is drawn: fort, city, town, village, castle, landing, island, ruin, heights, mountains
    BoardPoint at;
    double lat = 0;
    double lon = 0;
    bool fortified = false;               // B2: the seven fortified locations
    std::optional<Side> supplySource;     // B7
    std::string labelAt;                  // n, e, s or w of the point, where its name is drawn
    Source source;
};

// B6: brown roads carry 7 units a player a turn, blue roads any number.
enum class Road { Brown, Blue };

std::string_view roadId(Road road);

struct Connection {
    std::string a;
    std::string b;
    Road road = Road::Brown;
    std::string crossing;             // the river or lake a dotted line crosses (B6, B9.8); empty when none
    std::vector<BoardPoint> via;      // bend points from a to b, for drawing only
    Source source;

    bool crossesWater() const { return !crossing.empty(); }
    bool joins(const std::string& p) const { return a == p || b == p; }
    const std::string& other(const std::string& p) const { return a == p ? b : a; }
};

enum class BoxKind { BritishArrival, AmericanReinforcements, ClintonHome, ClintonThreat };

std::string_view boxKindId(BoxKind kind);

// An off-map box of the board (B4, B8), with the points its blocks enter at.
struct Box {
    std::string id;
    std::string name;
    BoxKind kind = BoxKind::BritishArrival;
    std::string side;  // american, british or neutral
    std::vector<std::string> entersAt;
    BoardPoint at;     // centre
    double width = 0;
    double height = 0;
    Source source;
};

// The turn track and the AP tracks (B3), with their first cell's number.
struct Track {
    std::string id;
    std::string name;
    int cells = 0;
    int firstCell = 0;
    BoardPoint at;
    double width = 0;
    double height = 0;
    Source source;
};

// Where the optional leader holding boxes are drawn (B12.1).
struct HoldingBoxArea {
    BoardPoint at;
    double width = 0;
    double height = 0;
    Source source;
};

// Lakes and rivers: drawn only; the rules read a connection's crossing, never the water (B2).
struct Water {
    enum class Kind { Lake, River };
    std::string id;
    std::string name;
    Kind kind = Kind::River;
    std::vector<BoardPoint> line;                   // a lake's outline, a river's course
    std::vector<std::vector<BoardPoint>> islands;   // inside a lake
    double width = 0;                               // a river's drawn width
    Source source;
};

struct Mountains {
    std::string id;
    std::string name;
    std::vector<BoardPoint> line;
    Source source;
};

struct Border {
    std::string regionA;
    std::string regionB;
    std::vector<BoardPoint> line;
    Source source;
};

class CampaignMap {
public:
    std::string id;
    std::string name;
    double aspect = 1.5;  // width over height
    std::vector<Region> regions;
    std::vector<Point> points;
    std::vector<Connection> connections;
    std::vector<Box> boxes;
    std::vector<Track> tracks;
    HoldingBoxArea holdingBoxes;
    std::vector<Water> water;
    std::vector<Mountains> mountains;
    std::vector<Border> borders;

    const Point* point(const std::string& id) const;
    const Region* region(const std::string& id) const;
    const Box* box(const std::string& id) const;
    const Track* track(const std::string& id) const;
    // The road between two adjacent points, or null.
    const Connection* connection(const std::string& a, const std::string& b) const;
    std::vector<const Connection*> connectionsAt(const std::string& point) const;
    std::vector<std::string> neighbours(const std::string& point) const;
    std::vector<const Point*> pointsIn(const std::string& region) const;
    // The points reached from `from` along any road (the whole map when it is connected).
    std::vector<std::string> reachableFrom(const std::string& from) const;

    // Files each point's place and its roads for the lookups above; the loader calls it, and
    // whoever changes the lists afterwards calls it again (a lookup that finds the index out of
    // step with the lists' sizes reads the lists themselves).
    void index();

    // The point's place in `points`, or points.size() if no point has that id.
    std::size_t pointPosition(const std::string& id) const;

    // A road at a point: its place in `connections` and the place in `points` of its other end.
    struct RoadEnd {
        std::size_t connection = 0;
        std::size_t other = 0;
    };
    // Calls f(connection, other end's place) for each road at the point at `position`.
    template <typename F>
    void forEachRoadAt(std::size_t position, F&& f) const {
        if (const std::vector<RoadEnd>* roads = roadsAt(position)) {
            for (const RoadEnd& r : *roads) f(connections[r.connection], r.other);
            return;
        }
        if (position >= points.size()) return;
        for (const auto& c : connections)
            if (c.joins(points[position].id)) f(c, pointPosition(c.other(points[position].id)));
    }

private:
    // The roads at the point in `points` at `position`, or null if the index is out of date.
    const std::vector<RoadEnd>* roadsAt(std::size_t position) const;

    std::unordered_map<std::string, std::size_t> m_pointPositions;
    std::vector<std::vector<RoadEnd>> m_roads;  // by point position
    std::size_t m_indexedConnections = 0;
};

}  // namespace tricorne::block
