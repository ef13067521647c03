// A set of hexes seen as one shape: its outline along outer hexsides, smoothed for drawing.
#pragma once

#include <QLineF>
#include <QPainterPath>
#include <QPolygonF>

#include <functional>
#include <vector>

#include "hex_layout.h"
#include "tricorne/series/map.h"

namespace tricorne::app {

// The terrain of a hex, or of the nearest map hex for the hexes drawn beyond the edge.
core::Terrain terrainNear(const core::Map& map, core::HexId hex);

class HexRegion {
public:
    // The hexes (on the map and up to `ring` beyond its edge) for which `contains` is true.
    HexRegion(const HexLayout& layout, const std::function<bool(core::HexId)>& contains, int ring);

    bool empty() const { return m_sides.empty(); }
    // The hexsides between the region and the rest, each oriented clockwise around the region.
    const std::vector<QLineF>& boundary() const { return m_sides; }
    // Closed outlines through hex corners (outer edges clockwise, holes the other way).
    std::vector<QPolygonF> outlines() const;
    // The outlines with their corners cut, as one odd-even filled path.
    QPainterPath smoothed(int iterations) const;

private:
    std::vector<QLineF> m_sides;
};

// The connected groups of hexes (on the map) for which `contains` is true.
std::vector<std::vector<core::HexId>> connectedGroups(const core::Map& map, const std::function<bool(core::HexId)>& contains);

}  // namespace tricorne::app
