#include "tricorne/series/hex.h"

#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <utility>

namespace tricorne::core {

std::optional<HexId> HexId::parse(std::string_view text) {
    if (text.size() != 4) return std::nullopt;
    for (char c : text)
        if (c < '0' || c > '9') return std::nullopt;
    return HexId{(text[0] - '0') * 10 + (text[1] - '0'), (text[2] - '0') * 10 + (text[3] - '0')};
}

std::string HexId::str() const {
    // Every hex of a map is four digits; rules name hexes in their messages often enough
    // that snprintf showed in profiles.
    if (col >= 0 && col <= 99 && row >= 0 && row <= 99)
        return {static_cast<char>('0' + col / 10), static_cast<char>('0' + col % 10), static_cast<char>('0' + row / 10),
                static_cast<char>('0' + row % 10)};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%02d%02d", col, row);
    return buf;
}

Direction opposite(Direction d) { return static_cast<Direction>((static_cast<int>(d) + 3) % 6); }

std::string_view directionName(Direction d) {
    static constexpr std::array<std::string_view, 6> kNames = {"north", "north-east", "south-east",
                                                              "south", "south-west", "north-west"};
    return kNames[static_cast<int>(d)];
}

std::optional<Direction> directionTo(HexId from, HexId to) {
    for (Direction d : kDirections)
        if (neighbour(from, d) == to) return d;
    return std::nullopt;
}

bool adjacent(HexId a, HexId b) { return directionTo(a, b).has_value(); }

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
using Cell = std::array<int, 3>;  // cube q, r, s

// The point at time t in [0, 1] of the segment a + t(b - a) lies in hex h when the three
// side pairs g_k = (p_i - h_i) - (p_j - h_j) are all within [-1, 1]; g_k = +-1 is the hexside
// towards the neighbour h with i raised by one and j lowered by one (or the reverse).
constexpr std::array<std::array<int, 2>, 3> kPairs = {{{0, 1}, {1, 2}, {2, 0}}};

struct Time {  // num / den, den > 0
    long long num = 0;
    long long den = 1;
};
bool earlier(Time x, Time y) { return x.num * y.den < y.num * x.den; }
bool sameTime(Time x, Time y) { return x.num * y.den == y.num * x.den; }

class Segment {
public:
    Segment(HexId from, HexId to) {
        const Cube a = toCube(from), b = toCube(to);
        m_a = {a.q, a.r, a.s};
        const Cell d = {b.q - a.q, b.r - a.r, b.s - a.s};
        for (int k = 0; k < 3; ++k) m_rate[k] = d[kPairs[k][0]] - d[kPairs[k][1]];
    }
    int rate(int k) const { return m_rate[static_cast<std::size_t>(k)]; }
    // g_k at time t, times t.den.
    long long scaledSide(const Cell& h, int k, Time t) const { return offset(h, k) * t.den + rate(k) * t.num; }
    // When the line leaves h through the side it heads for in pair k (rate(k) != 0).
    Time exit(const Cell& h, int k) const {
        const int e = offset(h, k);
        return rate(k) > 0 ? Time{1 - e, rate(k)} : Time{1 + e, -rate(k)};
    }
    static Cell across(Cell h, int k, int sign) {
        h[static_cast<std::size_t>(kPairs[k][0])] += sign;
        h[static_cast<std::size_t>(kPairs[k][1])] -= sign;
        return h;
    }
    // The earliest exit of h: its time and the one or two side pairs reached then.
    struct Exit {
        Time time;
        int first = -1, second = -1;
    };
    Exit earliestExit(const Cell& h) const {
        Exit x;
        for (int k = 0; k < 3; ++k) {
            if (rate(k) == 0) continue;
            const Time t = exit(h, k);
            if (x.first < 0 || earlier(t, x.time)) x = {t, k, -1};
            else if (sameTime(t, x.time)) x.second = k;
        }
        return x;
    }

private:
    int offset(const Cell& h, int k) const {
        const auto i = static_cast<std::size_t>(kPairs[k][0]), j = static_cast<std::size_t>(kPairs[k][1]);
        return (m_a[i] - h[i]) - (m_a[j] - h[j]);
    }
    Cell m_a{};
    std::array<int, 3> m_rate{};
};

Cell cellOf(HexId h) {
    const Cube c = toCube(h);
    return {c.q, c.r, c.s};
}
HexId hexOf(const Cell& c) { return fromCube({c[0], c[1], c[2]}); }
int signOf(int v) { return v > 0 ? 1 : -1; }

// 11.41: the passages of the line from the centre of `from` to the centre of `to`; at most
// twice the range of them (each crossing moves the line one step along one of two axes).
}  // namespace

int traceLine(HexId from, HexId to, LinePassage* out, [[maybe_unused]] int capacity) {
    const Segment line(from, to);
    const Cell end = cellOf(to);
    Cell h = cellOf(from);
    int count = 0;
    while (h != end) {
        assert(count < capacity);
        const auto exit = line.earliestExit(h);
        const Cell n1 = Segment::across(h, exit.first, signOf(line.rate(exit.first)));
        if (exit.second < 0) {
            out[count++] = {LinePassage::Kind::Across, hexOf(n1), {}};
            h = n1;
            continue;
        }
        // Through a corner of h: on into n1 or n2, or along the hexside between them.
        const Cell n2 = Segment::across(h, exit.second, signOf(line.rate(exit.second)));
        const Time t = exit.time;
        [[maybe_unused]] const Cell before = h;
        for (int k = 0; k < 3; ++k) {
            const long long g = line.scaledSide(n1, k, t);
            if (k == exit.first || (g != t.den && g != -t.den)) continue;  // not the n1/n2 side
            if (line.rate(k) == 0) {
                // 11.44: along the hexside; it ends at a corner of the hex it then crosses.
                const auto after = line.earliestExit(n1);
                const Cell next = Segment::across(n1, after.first, signOf(line.rate(after.first)));
                HexId a = hexOf(n1), b = hexOf(n2);
                if (b < a) std::swap(a, b);
                out[count++] = {LinePassage::Kind::Spine, hexOf(next), {a, b}};
                h = next;
            } else if ((line.rate(k) > 0) == (g < 0)) {
                out[count++] = {LinePassage::Kind::Corner, hexOf(n1), {hexOf(n2), HexId{}}};
                h = n1;
            } else {
                out[count++] = {LinePassage::Kind::Corner, hexOf(n2), {hexOf(n1), HexId{}}};
                h = n2;
            }
            break;
        }
        assert(h != before);  // a corner of h always leads on
    }
    return count;
}


std::vector<LineStep> lineBetween(HexId from, HexId to) {
    std::vector<LinePassage> passages(static_cast<std::size_t>(2 * distance(from, to)) + 1);
    const int count = traceLine(from, to, passages.data(), static_cast<int>(passages.size()));
    std::vector<LineStep> out{{from, std::nullopt}};
    for (int i = 0; i < count; ++i) {
        const LinePassage& p = passages[static_cast<std::size_t>(i)];
        // 11.44: along a hexside the line passes beside both hexes at once.
        if (p.kind == LinePassage::Kind::Spine) out.push_back({p.beside[0], p.beside[1]});
        out.push_back({p.to, std::nullopt});
    }
    return out;
}

}  // namespace tricorne::core
