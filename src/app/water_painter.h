// The Hudson: river hexes drawn as one body of water with a natural shoreline.
#pragma once

#include <QPainterPath>
#include <QRectF>

#include "hex_layout.h"
#include "tricorne/core/map.h"

class QPainter;

namespace tricorne::app {

class WaterPainter {
public:
    WaterPainter(const core::Map& map, const HexLayout& layout);

    void paint(QPainter& painter, const QRectF& area) const;
    const QPainterPath& water() const { return m_water; }

private:
    const HexLayout& m_layout;
    QPainterPath m_water;
};

}  // namespace tricorne::app
