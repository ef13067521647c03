// The Hudson: river hexes drawn as one body of water with a natural shoreline.
#pragma once

#include <QPainterPath>
#include <QPolygonF>
#include <QRectF>

#include <vector>

#include "hex_layout.h"
#include "tricorne/series/map.h"

class QPainter;

namespace tricorne::app {

class WaterPainter {
public:
    WaterPainter(const core::Map& map, const HexLayout& layout);

    void paint(QPainter& painter, const QRectF& area) const;
    const QPainterPath& water() const { return m_water; }

private:
    // The water cut down to `reach`: the same shoreline inside it, and cut edges on its border.
    QPainterPath waterWithin(const QRectF& reach) const;

    const HexLayout& m_layout;
    QPainterPath m_water;
    // The river is long: stroking all of its shoreline for each tile of the map drawn took a
    // third of the time to the first frame. Each tile strokes only the shore near it.
    std::vector<QPolygonF> m_rings;
};

}  // namespace tricorne::app
