// The Hudson: river hexes drawn as one body of water with a natural shoreline.
#pragma once

#include <QColor>
#include <QPainterPath>
#include <QRectF>

#include <vector>

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
    // A filled outline as polygons, with its fill rule, cut down to one tile when drawn.
    struct Outline {
        std::vector<QPolygonF> polygons;
        Qt::FillRule rule = Qt::WindingFill;
        QColor colour;
        QPainterPath within(const QRectF& area) const;
    };

    const HexLayout& m_layout;
    QPainterPath m_water;
    // The river is long: stroking or even filling all of it for each tile of the map drawn
    // took a third of the time to the first frame. The strokes are made once here, and each
    // tile fills only the pieces of them that reach it.
    Outline m_body;
    std::vector<Outline> m_lines;  // water lines, kept inside the water
    Outline m_shore;
};

}  // namespace tricorne::app
