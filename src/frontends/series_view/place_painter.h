// Named places: their symbols and their names in the map's period serif.
#pragma once

#include <QRectF>

#include "hex_layout.h"
#include "tricorne/series/map.h"

class QPainter;

namespace tricorne::app {

class PlacePainter {
public:
    PlacePainter(const core::Map& map, const HexLayout& layout) : m_map(map), m_layout(layout) {}

    void paintSymbols(QPainter& painter, const QRectF& area) const;
    void paintNames(QPainter& painter, const QRectF& area) const;

    // Where a hex's place symbol stands: south-west of the centre, beside a counter.
    QPointF symbolPoint(core::HexId hex) const;

private:
    const core::Map& m_map;
    const HexLayout& m_layout;
};

}  // namespace tricorne::app
