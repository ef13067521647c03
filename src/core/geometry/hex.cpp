#include "tricorne/core/hex.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace tricorne::core {

std::optional<HexId> HexId::parse(std::string_view text) {
    if (text.size() != 4) return std::nullopt;
    for (char c : text)
        if (c < '0' || c > '9') return std::nullopt;
    return HexId{(text[0] - '0') * 10 + (text[1] - '0'), (text[2] - '0') * 10 + (text[3] - '0')};
}

std::string HexId::str() const {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%02d%02d", col, row);
    return buf;
}

// Offset -> cube for "odd columns pushed down" once rows are flipped to grow southward.
Cube toCube(HexId hex) {
    const int down = -hex.row;
    const int q = hex.col;
    const int r = down - (q - (q & 1)) / 2;
    return {q, r, -q - r};
}

HexId fromCube(Cube cube) {
    const int col = cube.q;
    const int down = cube.r + (cube.q - (cube.q & 1)) / 2;
    return {col, -down};
}

namespace {
// Cube steps for North, NorthEast, SouthEast, South, SouthWest, NorthWest (screen north up).
constexpr std::array<std::array<int, 2>, 6> kSteps = {{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};
}  // namespace

Direction opposite(Direction d) { return static_cast<Direction>((static_cast<int>(d) + 3) % 6); }

std::string_view directionName(Direction d) {
    static constexpr std::array<std::string_view, 6> kNames = {"north", "north-east", "south-east",
                                                              "south", "south-west", "north-west"};
    return kNames[static_cast<int>(d)];
}

HexId neighbour(HexId hex, Direction d) {
    Cube c = toCube(hex);
    const auto& step = kSteps[static_cast<int>(d)];
    c.q += step[0];
    c.r += step[1];
    c.s = -c.q - c.r;
    return fromCube(c);
}

std::array<HexId, 6> neighbours(HexId hex) {
    std::array<HexId, 6> out{};
    for (int i = 0; i < 6; ++i) out[i] = neighbour(hex, kDirections[i]);
    return out;
}

std::optional<Direction> directionTo(HexId from, HexId to) {
    for (Direction d : kDirections)
        if (neighbour(from, d) == to) return d;
    return std::nullopt;
}

bool adjacent(HexId a, HexId b) { return directionTo(a, b).has_value(); }

int distance(HexId a, HexId b) {
    const Cube x = toCube(a), y = toCube(b);
    return (std::abs(x.q - y.q) + std::abs(x.r - y.r) + std::abs(x.s - y.s)) / 2;
}

std::optional<Hexside> Hexside::between(HexId x, HexId y) {
    if (!adjacent(x, y)) return std::nullopt;
    return x < y ? Hexside{x, y} : Hexside{y, x};
}

std::optional<Hexside> Hexside::parse(std::string_view text) {
    if (text.size() != 9 || text[4] != '/') return std::nullopt;
    auto x = HexId::parse(text.substr(0, 4));
    auto y = HexId::parse(text.substr(5, 4));
    if (!x || !y) return std::nullopt;
    return between(*x, *y);
}

std::string Hexside::str() const { return a.str() + "/" + b.str(); }

namespace {
Cube roundCube(double q, double r, double s) {
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    else
        rs = -rq - rr;
    return {static_cast<int>(rq), static_cast<int>(rr), static_cast<int>(rs)};
}
}  // namespace

std::vector<LineStep> lineBetween(HexId from, HexId to) {
    const Cube a = toCube(from), b = toCube(to);
    const int n = distance(from, to);
    std::vector<LineStep> out;
    out.reserve(static_cast<std::size_t>(n) + 1);
    // Nudging the line both ways finds the points that fall exactly on a hexside (11.44).
    constexpr double kNudge = 1e-6;
    for (int i = 0; i <= n; ++i) {
        const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
        const double q = a.q + (b.q - a.q) * t, r = a.r + (b.r - a.r) * t, s = a.s + (b.s - a.s) * t;
        const Cube plus = roundCube(q + kNudge, r + kNudge, s - 2 * kNudge);
        const Cube minus = roundCube(q - kNudge, r - kNudge, s + 2 * kNudge);
        LineStep step{fromCube(plus), std::nullopt};
        if (plus != minus) step.spineOther = fromCube(minus);
        out.push_back(step);
    }
    return out;
}

}  // namespace tricorne::core
