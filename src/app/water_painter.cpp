#include "water_painter.h"

#include <QPainter>

#include "hex_region.h"
#include "map_style.h"

namespace tricorne::app {

WaterPainter::WaterPainter(const core::Map& map, const HexLayout& layout) : m_layout(layout) {
    // Two rings beyond the edge so the outline's far side lies off the sheet and is never seen.
    auto isRiver = [&map](core::HexId h) { return terrainNear(map, h) == core::Terrain::River; };
    m_water = HexRegion(layout, isRiver, 2).smoothed(4);
}

void WaterPainter::paint(QPainter& painter, const QRectF& area) const {
    if (m_water.isEmpty() || !m_water.boundingRect().intersects(area)) return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    painter.fillPath(m_water, style::kWater);
    // Water lines: strokes of the shoreline kept inside the water, fading out from the bank.
    painter.setClipPath(m_water, Qt::IntersectClip);
    constexpr double kGap = 4.5;
    for (int k = 3; k >= 1; --k) {
        QColor line = style::kWaterLine;
        line.setAlpha(90 + 50 * (3 - k));
        painter.strokePath(m_water, QPen(line, 2 * k * kGap + 1.0));
        painter.strokePath(m_water, QPen(style::kWater, 2 * k * kGap - 0.4));
    }
    painter.restore();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    painter.strokePath(m_water, QPen(style::kShore, 1.6));
    painter.restore();
}

}  // namespace tricorne::app
