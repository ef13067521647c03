// 11.4 Line of Sight.
//
// The line is traced exactly (11.41, centre to centre), not sampled: it passes through the
// hexes whose inside it crosses, crosses a hexside where it goes from one to the next, and at
// a degenerate point it may be traced on either side (11.44, "blocked only if both block"):
//  - a hex spine: it runs along the hexside between two hexes, entering and leaving it at
//    its corners; traced beside either hex, it crosses that hex's two hexsides on the way and
//    never the spine itself;
//  - a corner: it goes from one hex into the next exactly through the corner they share with
//    a third; traced straight across their hexside, or through the third hex's corner.
// Every choice is judged by 11.42-11.43; the line is clear when some choice is clear.
#include "tricorne/series/rules/los.h"

#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tricorne::core {

namespace {

// ---- The line (11.41, 11.44) ----

using Passage = LinePassage;

// ---- What blocks (11.42, 11.43) ----

Direction stepDirection(HexId from, HexId to) {
    const Cube a = toCube(from), b = toCube(to);
    const int dq = b.q - a.q, dr = b.r - a.r;
    if (dq == 0) return dr < 0 ? Direction::North : Direction::South;
    if (dq > 0) return dr < 0 ? Direction::NorthEast : Direction::SouthEast;
    return dr > 0 ? Direction::SouthWest : Direction::NorthWest;
}

// A slope hexside crossed between two adjacent hexes; hexes off the map have no features.
struct Slope {
    bool present = false;
    HexId low, high;
    Direction rise = Direction::North;  // from the low hex to the high hex
};

Slope slopeBetween(const Map& map, HexId a, HexId b) {
    const bool aOn = map.contains(a);
    if (!aOn && !map.contains(b)) return {};
    const HexsideFeatures& f = aOn ? map.side(a, stepDirection(a, b)) : map.side(b, stepDirection(b, a));
    if (!f.slope) return {};  // 11.41: slope and slope/run hexsides are both "slope"
    const bool bHigh = aOn ? f.upSlopeAcross : !f.upSlopeAcross;
    const HexId low = bHigh ? a : b, high = bHigh ? b : a;
    return {true, low, high, stepDirection(low, high)};
}

enum class Case : std::uint8_t { A, B, C };

// 11.43: which case the line falls under, decided by the hexsides it crosses leaving the
// firer's hex and entering the target's.
struct Frame {
    Case kind = Case::A;
    HexId upHex;                             // B: the hex of the unit up slope
    Direction upRise = Direction::North;     // B: how the slope into upHex rises, low side to high
    bool bothSloped = false;                 // B: the other unit's hexside on the line is a slope too
    Direction otherRise = Direction::North;  // B: how that one rises
};

struct Blocker {
    enum class Kind : std::uint8_t { None, Terrain, Units, Slope, Orientation, MiddleNotSlope, MiddleOrientation };
    Kind kind = Kind::None;
    HexId hex;    // Terrain, Units
    Slope slope;  // the hexside crossed; for MiddleNotSlope only low/high name its hexes
    explicit operator bool() const { return kind != Kind::None; }
    bool operator==(const Blocker& o) const {
        return kind == o.kind && hex == o.hex && slope.low == o.slope.low && slope.high == o.slope.high;
    }
};

struct Verdict {
    bool clear = false;
    Frame frame;
    Blocker blocker;                // the first thing along the line that blocks
    Blocker other;                  // set when a spine or corner blocks on both sides
    const Passage* both = nullptr;  // that spine or corner
};

class Sight {
public:
    Sight(const Map& map, const MovementCosts& terrain, const std::function<bool(HexId)>& occupied, HexId from, HexId to,
          const Passage* passages, int count)
        : m_map(map), m_terrain(terrain), m_occupied(occupied), m_from(from), m_to(to), m_range(distance(from, to)),
          m_passages(passages), m_count(count) {}

    LosResult judge() const;

private:
    const Passage& passage(int i) const { return m_passages[i]; }
    HexId nodeBefore(int i) const { return i == 0 ? m_from : passage(i - 1).to; }

    Frame frameFor(int firstRoute, int lastRoute) const;
    Verdict verdict(int firstRoute, int lastRoute) const;
    Blocker hexBlocker(HexId h) const;
    Blocker crossingBlocker(const Frame& f, HexId a, HexId b) const;
    Blocker routeBlocker(const Frame& f, int i, int route) const;
    void describe(std::string& out, const Blocker& b, const Frame& f) const;
    LosResult report(const Verdict& v) const;

    const Map& m_map;
    const MovementCosts& m_terrain;
    const std::function<bool(HexId)>& m_occupied;
    HexId m_from, m_to;
    int m_range;
    const Passage* m_passages;
    int m_count;
};

Frame Sight::frameFor(int firstRoute, int lastRoute) const {
    const Passage& first = passage(0);
    const Passage& last = passage(m_count - 1);
    const Slope out = slopeBetween(m_map, m_from, first.via(firstRoute).value_or(first.to));
    const Slope in = slopeBetween(m_map, last.via(lastRoute).value_or(nodeBefore(m_count - 1)), m_to);
    // 11.43: a unit is up slope when the line from the other crosses an up slope hexside into its hex.
    const bool fromUp = out.present && out.high == m_from;
    const bool toUp = in.present && in.high == m_to;
    Frame f;
    if (fromUp && toUp) f.kind = Case::C;
    if (fromUp != toUp) {
        f.kind = Case::B;
        f.upHex = fromUp ? m_from : m_to;
        f.upRise = fromUp ? out.rise : in.rise;
        f.bothSloped = out.present && in.present;
        f.otherRise = fromUp ? in.rise : out.rise;
    }
    return f;
}

Blocker Sight::hexBlocker(HexId h) const {
    if (!m_map.contains(h)) return {};  // beyond the printed map there is nothing to block
    // 11.42: forest, light forest (orchard) and whatever else the chart marks block; so do combat units.
    if (m_terrain.hex[static_cast<std::size_t>(m_map.terrain(h))].blocksLos) return {Blocker::Kind::Terrain, h, {}};
    if (m_occupied(h)) return {Blocker::Kind::Units, h, {}};
    return {};
}

Blocker Sight::crossingBlocker(const Frame& f, HexId a, HexId b) const {
    // 11.43 A, B: only slope hexsides that are not part of the firing or target unit's hexes.
    if (a == m_from || a == m_to || b == m_from || b == m_to) return {};
    const Slope s = slopeBetween(m_map, a, b);
    if (f.kind == Case::A) return s.present ? Blocker{Blocker::Kind::Slope, {}, s} : Blocker{};
    // 11.43 B: at range 3 between two sloped hexsides, the middle one must rise the same way as both.
    if (f.bothSloped && m_range == 3) {
        if (!s.present) return {Blocker::Kind::MiddleNotSlope, {}, {false, a, b, Direction::North}};
        if (s.rise != f.upRise || s.rise != f.otherRise) return {Blocker::Kind::MiddleOrientation, {}, s};
        return {};
    }
    // 11.43 B: a slope may be looked through when it rises the way the up slope unit's slope does.
    if (s.present && s.rise != f.upRise) return {Blocker::Kind::Orientation, {}, s};
    return {};
}

Blocker Sight::routeBlocker(const Frame& f, int i, int route) const {
    const Passage& p = passage(i);
    const HexId before = nodeBefore(i);
    const auto via = p.via(route);
    if (!via) return crossingBlocker(f, before, p.to);
    if (auto b = crossingBlocker(f, before, *via)) return b;
    if (auto b = hexBlocker(*via)) return b;  // 11.44: only as one of the two sides
    return crossingBlocker(f, *via, p.to);
}

Verdict Sight::verdict(int firstRoute, int lastRoute) const {
    Verdict v;
    v.frame = frameFor(firstRoute, lastRoute);
    if (v.frame.kind == Case::C) {  // 11.43 C: always clear, blocking terrain ignored
        v.clear = true;
        return v;
    }
    for (int i = 0; i < m_count; ++i) {
        const Passage& p = passage(i);
        if (i == 0 || i == m_count - 1) {
            // The ends were chosen with the frame.
            if (auto b = routeBlocker(v.frame, i, i == 0 ? firstRoute : lastRoute)) {
                v.blocker = b;
                return v;
            }
        } else if (auto b = routeBlocker(v.frame, i, 0)) {
            Blocker other = p.routes() == 2 ? routeBlocker(v.frame, i, 1) : b;
            if (other) {  // 11.44: blocked only if both sides block
                v.blocker = b;
                if (p.routes() == 2) {
                    v.other = other;
                    v.both = &p;
                }
                return v;
            }
        }
        if (p.to == m_to) break;
        // 11.42: through a blocking hex, never into it.
        if (auto b = hexBlocker(p.to)) {
            v.blocker = b;
            return v;
        }
    }
    v.clear = true;
    return v;
}

// Reasons are written on every blocked query, so without snprintf or temporaries.
void appendHex(std::string& out, HexId h) {
    const char digits[4] = {static_cast<char>('0' + h.col / 10 % 10), static_cast<char>('0' + h.col % 10),
                            static_cast<char>('0' + h.row / 10 % 10), static_cast<char>('0' + h.row % 10)};
    out.append(digits, 4);
}
void appendSide(std::string& out, HexId a, HexId b) {
    if (b < a) std::swap(a, b);
    appendHex(out, a);
    out += '/';
    appendHex(out, b);
}
void appendRise(std::string& out, Direction d) {
    out += "to the ";
    out += directionName(d);
}

std::string ruleOf(const Blocker& b) {
    switch (b.kind) {
        case Blocker::Kind::Terrain:
        case Blocker::Kind::Units: return "11.42";
        case Blocker::Kind::Slope: return "11.43 A";
        default: return "11.43 B";
    }
}

void Sight::describe(std::string& out, const Blocker& b, const Frame& f) const {
    switch (b.kind) {
        case Blocker::Kind::Terrain: {
            appendHex(out, b.hex);
            out += " is ";
            const std::size_t at = out.size();
            out += terrainName(m_map.terrain(b.hex));
            if (out[at] >= 'A' && out[at] <= 'Z') out[at] = static_cast<char>(out[at] - 'A' + 'a');  // "heavy forest"
            out += ", which blocks (11.42)";
            return;
        }
        case Blocker::Kind::Units:
            appendHex(out, b.hex);
            out += " holds combat units, which block (11.42)";
            return;
        case Blocker::Kind::Slope:
            out += "the slope hexside ";
            appendSide(out, b.slope.low, b.slope.high);
            out += " is not part of either unit's hex, and neither unit is up slope (11.43 A)";
            return;
        case Blocker::Kind::Orientation:
            out += "the slope hexside ";
            appendSide(out, b.slope.low, b.slope.high);
            out += " rises ";
            appendRise(out, b.slope.rise);
            out += ", but the slope up into ";
            appendHex(out, f.upHex);
            out += " rises ";
            appendRise(out, f.upRise);
            out += " (11.43 B)";
            return;
        case Blocker::Kind::MiddleNotSlope:
            out += "at range 3 with slope hexsides at both units, the middle hexside ";
            appendSide(out, b.slope.low, b.slope.high);
            out += " must be a slope too (11.43 B)";
            return;
        case Blocker::Kind::MiddleOrientation:
            out += "at range 3 with slope hexsides at both units, the middle slope ";
            appendSide(out, b.slope.low, b.slope.high);
            out += " rises ";
            appendRise(out, b.slope.rise);
            out += ", theirs ";
            appendRise(out, f.upRise);
            if (f.otherRise != f.upRise) {
                out += " and ";
                appendRise(out, f.otherRise);
            }
            out += " (11.43 B)";
            return;
        case Blocker::Kind::None: return;
    }
}

LosResult Sight::report(const Verdict& v) const {
    LosResult r;
    r.clear = v.clear;
    r.reason.reserve(160);
    if (v.clear) {
        switch (v.frame.kind) {
            case Case::C:
                r.rule = "11.43 C";
                r.reason = "both units are up slope: always clear, blocking terrain ignored (11.43 C)";
                return r;
            case Case::B: r.rule = "11.43 B"; break;
            case Case::A: r.rule = "11.43 A"; break;
        }
        r.reason += "nothing blocks the line from ";
        appendHex(r.reason, m_from);
        r.reason += " to ";
        appendHex(r.reason, m_to);
        if (v.frame.kind == Case::B) {
            r.reason += "; ";
            appendHex(r.reason, v.frame.upHex);
            r.reason += " is up slope (11.43 B)";
        } else {
            r.reason += "; neither unit is up slope (11.43 A)";
        }
        return r;
    }
    if (v.blocker.kind == Blocker::Kind::Terrain || v.blocker.kind == Blocker::Kind::Units) r.blockingHex = v.blocker.hex;
    else r.blockingHexside = Hexside::between(v.blocker.slope.low, v.blocker.slope.high);
    if (!v.both) {
        r.rule = ruleOf(v.blocker);
        describe(r.reason, v.blocker, v.frame);
        return r;
    }
    r.rule = "11.44";
    if (v.both->kind == Passage::Kind::Spine) {
        r.reason += "the line runs along the hexside ";
        appendSide(r.reason, v.both->beside[0], v.both->beside[1]);
    } else {
        r.reason += "the line passes exactly through a corner of ";
        appendHex(r.reason, v.both->beside[0]);
    }
    r.reason += " and both sides block (11.44): ";
    describe(r.reason, v.blocker, v.frame);
    r.reason += "; ";
    describe(r.reason, v.other, v.frame);
    return r;
}

LosResult Sight::judge() const {
    const Passage& first = passage(0);
    const Passage& last = passage(m_count - 1);
    // The routes at the ends are chosen first: they decide the case (11.43).
    std::array<Verdict, 4> verdicts{};
    std::array<std::pair<int, int>, 4> routes{};
    int n = 0;
    for (int r0 = 0; r0 < first.routes(); ++r0) {
        for (int r1 = 0; r1 < (m_count == 1 ? 1 : last.routes()); ++r1) {
            routes[n] = {r0, m_count == 1 ? r0 : r1};
            verdicts[n] = verdict(routes[n].first, routes[n].second);
            if (verdicts[n].clear) return report(verdicts[n]);
            ++n;
        }
    }
    // Every choice is blocked; when the same thing blocks them all, that is the reason.
    const auto sameAs = [&](int i, int j) { return verdicts[i].blocker == verdicts[j].blocker && verdicts[i].other == verdicts[j].other; };
    bool allSame = true;
    for (int i = 1; i < n; ++i) allSame = allSame && sameAs(i, 0);
    if (allSame) return report(verdicts[0]);
    // 11.44 at an end of the line: each side was tried, and each is blocked by something else.
    LosResult r = report(verdicts[0]);
    r.rule = "11.44";
    r.reason = "traced on either side of the hexside it runs along, the line is blocked (11.44):";
    for (int i = 0; i < n; ++i) {
        bool seen = false;
        for (int j = 0; j < i; ++j) seen = seen || sameAs(i, j);
        if (seen) continue;
        r.reason += i == 0 ? " beside " : "; beside ";
        const auto a = first.via(routes[i].first), b = m_count == 1 ? std::nullopt : last.via(routes[i].second);
        if (a) appendHex(r.reason, *a);
        if (a && b) r.reason += " and ";
        if (b) appendHex(r.reason, *b);
        r.reason += ", ";
        r.reason += report(verdicts[i]).reason;
    }
    return r;
}

}  // namespace

LosResult lineOfSight(const Map& map, const MovementCosts& terrain, HexId from, HexId to,
                      const std::function<bool(HexId)>& occupied) {
    assert(map.contains(from) && map.contains(to));
    const int range = distance(from, to);
    // 11.41: LOS is always clear to an adjacent hex.
    if (range <= 1) {
        LosResult r;
        r.clear = true;
        r.rule = "11.41";
        r.reason = range == 0 ? "same hex: always clear (11.41)" : "adjacent: always clear (11.41)";
        return r;
    }
    // The line has at most 2 * range passages; artillery ranges fit the buffer on the stack.
    constexpr int kInline = 24;
    std::array<Passage, kInline> inlinePassages;
    std::vector<Passage> longLine;
    Passage* passages = inlinePassages.data();
    if (2 * range > kInline) {
        longLine.resize(static_cast<std::size_t>(2 * range));
        passages = longLine.data();
    }
    const int count = traceLine(from, to, passages, 2 * range);
    return Sight(map, terrain, occupied, from, to, passages, count).judge();
}

LosResult lineOfSight(const GameState& state, HexId from, HexId to) {
    const std::function<bool(HexId)> occupied = [&state](HexId hex) {
        for (int i = 0; i < state.unitCount(); ++i) {  // 3.1: leaders are not combat units
            const Piece& p = state.pieces[static_cast<std::size_t>(i)];
            if (p.location == Location::Map && p.hex == hex) return true;
        }
        return false;
    };
    return lineOfSight(*state.map, *state.volume->movement, from, to, occupied);
}

}  // namespace tricorne::core
