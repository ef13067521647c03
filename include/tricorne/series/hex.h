// Hex grid geometry of the series maps: XXYY ids, neighbours, distance, hexsides and lines.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tricorne::core {

// A hex of the printed map: column counted west -> east, row counted south -> north.
// Flat-topped hexes in vertical columns; even columns stand half a hex north of odd ones.
struct HexId {
    int col = 0;
    int row = 0;

    // Parses exactly four digits "XXYY"; anything else is nullopt.
    static std::optional<HexId> parse(std::string_view text);
    // Prints "XXYY" with leading zeros.
    std::string str() const;

    auto operator<=>(const HexId&) const = default;
};

// Cube coordinates (q + r + s == 0) with r growing to the south-east on screen.
struct Cube {
    int q = 0;
    int r = 0;
    int s = 0;
    auto operator<=>(const Cube&) const = default;
};

// Offset -> cube for "odd columns pushed down" once rows are flipped to grow southward.
// Inline, with neighbour and distance below: the movement search calls them for every step.
inline Cube toCube(HexId hex) {
    const int down = -hex.row;
    const int q = hex.col;
    const int r = down - (q - (q & 1)) / 2;
    return {q, r, -q - r};
}

inline HexId fromCube(Cube cube) {
    const int col = cube.q;
    const int down = cube.r + (cube.q - (cube.q & 1)) / 2;
    return {col, -down};
}

// The six directions out of a flat-topped hex, clockwise from north.
enum class Direction : std::uint8_t { North, NorthEast, SouthEast, South, SouthWest, NorthWest };
inline constexpr std::array<Direction, 6> kDirections = {
    Direction::North, Direction::NorthEast, Direction::SouthEast,
    Direction::South, Direction::SouthWest, Direction::NorthWest};

Direction opposite(Direction d);
std::string_view directionName(Direction d);

// Cube steps for North, NorthEast, SouthEast, South, SouthWest, NorthWest (screen north up).
inline constexpr std::array<std::array<int, 2>, 6> kCubeSteps = {{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};

inline HexId neighbour(HexId hex, Direction d) {
    Cube c = toCube(hex);
    const auto& step = kCubeSteps[static_cast<int>(d)];
    c.q += step[0];
    c.r += step[1];
    c.s = -c.q - c.r;
    return fromCube(c);
}
inline std::array<HexId, 6> neighbours(HexId hex) {
    std::array<HexId, 6> out{};
    for (std::size_t i = 0; i < 6; ++i) out[i] = neighbour(hex, kDirections[i]);
    return out;
}
std::optional<Direction> directionTo(HexId from, HexId to);
bool adjacent(HexId a, HexId b);
inline int distance(HexId a, HexId b) {
    const Cube x = toCube(a), y = toCube(b);
    return (std::abs(x.q - y.q) + std::abs(x.r - y.r) + std::abs(x.s - y.s)) / 2;
}

// The side shared by two adjacent hexes; the same value whichever hex is named first.
struct Hexside {
    HexId a;  // the lesser of the two ids
    HexId b;
    static std::optional<Hexside> between(HexId x, HexId y);
    static std::optional<Hexside> parse(std::string_view text);  // "AAAA/BBBB"
    std::string str() const;
    auto operator<=>(const Hexside&) const = default;
};

// How a line traced exactly from hex centre to hex centre goes from one hex whose inside it
// crosses to the next (11.41): across a hexside, through a corner it shares with a third hex,
// or along a hexside (a hex spine, 11.44) to the hex after it.
struct LinePassage {
    enum class Kind : std::uint8_t { Across, Corner, Spine };
    Kind kind = Kind::Across;
    HexId to;
    // Corner: beside[0] is the hex whose corner the line touches. Spine: the hexes on either
    // side of the hexside it runs along, lesser id first.
    std::array<HexId, 2> beside{};

    int routes() const { return kind == Kind::Across ? 1 : 2; }
    // The hex a route passes beside; route 0 of a corner goes straight across.
    std::optional<HexId> via(int route) const {
        if (kind == Kind::Across || (kind == Kind::Corner && route == 0)) return std::nullopt;
        return beside[static_cast<std::size_t>(kind == Kind::Corner ? 0 : route)];
    }
};

// Traces the line from the centre of `from` to the centre of `to` in exact integer
// arithmetic; writes its passages to `out` (room for 2 x distance) and returns their number.
int traceLine(HexId from, HexId to, LinePassage* out, int capacity);

// One step of a straight line traced centre to centre. When the line runs exactly along
// a hexside (a hex spine, 11.44) both hexes beside the spine are given.
struct LineStep {
    HexId hex;
    std::optional<HexId> spineOther;
};

// The hexes a line from the centre of `from` to the centre of `to` passes through, both
// ends included, in order (a shallow line may cross more hexes than its range + 1).
std::vector<LineStep> lineBetween(HexId from, HexId to);

}  // namespace tricorne::core
