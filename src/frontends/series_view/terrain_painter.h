// Ground of the printed map: clear, crops with furrows, orchards in rows, the forest floor.
#pragma once

#include <QPainterPath>
#include <QRectF>

#include <vector>

#include "hex_layout.h"
#include "tricorne/series/map.h"

class QPainter;

namespace tricorne::app {

class TerrainPainter {
public:
    TerrainPainter(const core::Map& map, const HexLayout& layout);

    // Paints the ground colours and field textures inside `area` (scene coordinates).
    void paint(QPainter& painter, const QRectF& area) const;

private:
    struct Field {
        QPainterPath outline;
        double furrowAngle = 0;
    };

    void paintFields(QPainter& painter, const QRectF& area) const;
    void paintOrchardTrees(QPainter& painter, const QRectF& area) const;

    const core::Map& m_map;
    const HexLayout& m_layout;
    std::vector<Field> m_fields;
    QPainterPath m_orchards;
    QPainterPath m_lightForest;  // light and heavy forest together
    QPainterPath m_heavyForest;
};

}  // namespace tricorne::app
