#include "hex_region.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <utility>

#include "smooth_path.h"

namespace tricorne::app {

using core::HexId;

core::Terrain terrainNear(const core::Map& map, HexId hex) {
    const HexId clamped{std::clamp(hex.col, 1, map.columns()), std::clamp(hex.row, 1, map.rows())};
    return map.terrain(clamped);
}

HexRegion::HexRegion(const HexLayout& layout, const std::function<bool(HexId)>& contains, int ring) {
    auto inRange = [&](HexId h) {
        return h.col >= 1 - ring && h.col <= layout.columns() + ring && h.row >= 1 - ring && h.row <= layout.rows() + ring;
    };
    for (int col = 1 - ring; col <= layout.columns() + ring; ++col)
        for (int row = 1 - ring; row <= layout.rows() + ring; ++row) {
            const HexId hex{col, row};
            if (!contains(hex)) continue;
            for (core::Direction d : core::kDirections) {
                const HexId other = core::neighbour(hex, d);
                if (!inRange(other) || !contains(other)) m_sides.push_back(layout.side(hex, d));
            }
        }
}

std::vector<QPolygonF> HexRegion::outlines() const {
    // Around a hex-grid region every corner starts exactly one boundary side, so the walk is unique.
    using Key = std::pair<std::int64_t, std::int64_t>;
    auto key = [](QPointF p) { return Key{std::llround(p.x() * 100.0), std::llround(p.y() * 100.0)}; };
    std::map<Key, std::size_t> byStart;
    for (std::size_t i = 0; i < m_sides.size(); ++i) byStart[key(m_sides[i].p1())] = i;
    std::vector<bool> used(m_sides.size(), false);
    std::vector<QPolygonF> out;
    for (std::size_t i = 0; i < m_sides.size(); ++i) {
        if (used[i]) continue;
        QPolygonF ring;
        std::size_t at = i;
        while (!used[at]) {
            used[at] = true;
            ring << m_sides[at].p1();
            auto next = byStart.find(key(m_sides[at].p2()));
            if (next == byStart.end()) break;
            at = next->second;
        }
        ring << ring.first();
        out.push_back(ring);
    }
    return out;
}

QPainterPath HexRegion::smoothed(int iterations) const {
    QPainterPath path;
    path.setFillRule(Qt::OddEvenFill);
    for (const QPolygonF& ring : outlines()) path.addPolygon(cutCorners(ring, iterations, true));
    return path;
}

std::vector<std::vector<HexId>> connectedGroups(const core::Map& map, const std::function<bool(HexId)>& contains) {
    std::set<HexId> seen;
    std::vector<std::vector<HexId>> groups;
    for (const HexId start : map.allHexes()) {
        if (seen.count(start) || !contains(start)) continue;
        std::vector<HexId> group{start};
        seen.insert(start);
        for (std::size_t i = 0; i < group.size(); ++i)
            for (const HexId n : map.onMapNeighbours(group[i]))
                if (!seen.count(n) && contains(n)) {
                    seen.insert(n);
                    group.push_back(n);
                }
        groups.push_back(std::move(group));
    }
    return groups;
}

}  // namespace tricorne::app
