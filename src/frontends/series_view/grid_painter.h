// The hex grid and the hex number "XXYY" printed at the top of every hex.
#pragma once

#include <QPainterPath>
#include <QRectF>

#include "hex_layout.h"
#include "tricorne/series/map.h"

class QPainter;

namespace tricorne::app {

class GridPainter {
public:
    // No grid is drawn over `water`: river hexes are prohibited terrain.
    GridPainter(const core::Map& map, const HexLayout& layout, const QPainterPath& water);

    void paintGrid(QPainter& painter, const QRectF& area) const;
    void paintHexNumbers(QPainter& painter, const QRectF& area) const;

private:
    const core::Map& m_map;
    const HexLayout& m_layout;
    QPainterPath m_land;
};

}  // namespace tricorne::app
