#include "grid_painter.h"

#include <QPainter>

#include <vector>

#include "map_style.h"

namespace tricorne::app {

GridPainter::GridPainter(const core::Map& map, const HexLayout& layout, const QPainterPath& water) : m_map(map), m_layout(layout) {
    // The sheet's rectangle and the water together, filled odd-even, leave the land.
    m_land = water;
    m_land.setFillRule(Qt::OddEvenFill);
    m_land.addRect(layout.gridRect().adjusted(-2, -2, 2, 2));
}

void GridPainter::paintGrid(QPainter& painter, const QRectF& area) const {
    // Each hex draws its north, north-east and south-east sides, so every side is drawn once.
    std::vector<QLineF> lines;
    for (const core::HexId h : m_layout.hexesTouching(area, 1))
        for (core::Direction d : {core::Direction::North, core::Direction::NorthEast, core::Direction::SouthEast})
            lines.push_back(m_layout.side(h, d));
    painter.save();
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    painter.setClipPath(m_land, Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(style::kGrid, 0.9));
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));
    painter.restore();
}

void GridPainter::paintHexNumbers(QPainter& painter, const QRectF& area) const {
    const QFont font = style::condensedFont();
    const double size = m_layout.radius() * 0.19;
    const double top = m_layout.hexHeight() / 2;
    for (const core::HexId h : m_layout.hexesTouching(area, 0)) {
        const QPointF c = m_layout.centre(h);
        const QString number = QString::fromStdString(h.str());
        if (m_map.terrain(h) == core::Terrain::River)
            style::drawHaloText(painter, QPointF(c.x(), c.y() - top + size * 0.78), number, font, size, style::kShore, style::kWater, 0);
        else
            style::drawHaloText(painter, QPointF(c.x(), c.y() - top + size * 0.78), number, font, size, style::kHexNumber,
                                style::kLabelHalo, 0.9);
    }
}

}  // namespace tricorne::app
