#include "terrain_painter.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <set>

#include "hex_region.h"
#include "map_style.h"
#include "smooth_path.h"

namespace tricorne::app {

using core::HexId;
using core::Terrain;

namespace {
constexpr int kSmoothing = 3;
constexpr int kRing = 1;

bool isForest(Terrain t) { return t == Terrain::LightForest || t == Terrain::HeavyForest; }
}  // namespace

TerrainPainter::TerrainPainter(const core::Map& map, const HexLayout& layout) : m_map(map), m_layout(layout) {
    auto near = [&map](HexId h) { return terrainNear(map, h); };
    m_orchards = HexRegion(layout, [&](HexId h) { return near(h) == Terrain::Orchard; }, kRing).smoothed(kSmoothing);
    m_lightForest = HexRegion(layout, [&](HexId h) { return isForest(near(h)); }, kRing).smoothed(kSmoothing);
    m_heavyForest = HexRegion(layout, [&](HexId h) { return near(h) == Terrain::HeavyForest; }, kRing).smoothed(kSmoothing);

    // Each field (a group of crop hexes) gets its own furrow direction, as fields do.
    const auto isCrops = [&](HexId h) { return map.terrain(h) == Terrain::Crops; };
    for (const auto& group : connectedGroups(map, isCrops)) {
        const std::set<HexId> members(group.begin(), group.end());
        auto inField = [&](HexId h) {
            const HexId clamped{std::clamp(h.col, 1, map.columns()), std::clamp(h.row, 1, map.rows())};
            return members.count(clamped) > 0;
        };
        const HexId first = *members.begin();
        Field f;
        f.outline = HexRegion(layout, inField, kRing).smoothed(kSmoothing);
        f.furrowAngle = 15.0 + 30.0 * std::floor(scatter(first.col, first.row, 7) * 6.0);
        m_fields.push_back(std::move(f));
    }
}

void TerrainPainter::paint(QPainter& painter, const QRectF& area) const {
    painter.save();
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(area, style::kClear);
    painter.setPen(Qt::NoPen);
    painter.fillPath(m_orchards, style::kOrchard);
    painter.fillPath(m_lightForest, style::kLightForest);
    painter.fillPath(m_heavyForest, style::kHeavyForest);
    paintFields(painter, area);
    paintOrchardTrees(painter, area);
    painter.restore();
}

void TerrainPainter::paintFields(QPainter& painter, const QRectF& area) const {
    for (const Field& f : m_fields) {
        const QRectF bounds = f.outline.boundingRect();
        if (!bounds.intersects(area)) continue;
        painter.fillPath(f.outline, style::kCrops);
        painter.save();
        painter.setClipPath(f.outline, Qt::IntersectClip);
        // Furrows: parallel lines across the field's bounds, turned to the field's angle.
        const QPointF c = bounds.center();
        const double reach = std::hypot(bounds.width(), bounds.height()) / 2 + 2;
        painter.translate(c);
        painter.rotate(f.furrowAngle);
        painter.setPen(QPen(style::kFurrow, 0.7));
        constexpr double kFurrowGap = 3.6;
        for (double y = -reach; y <= reach; y += kFurrowGap) painter.drawLine(QPointF(-reach, y), QPointF(reach, y));
        painter.restore();
        // A hedge line round the field.
        painter.strokePath(f.outline, QPen(style::kFurrow.darker(140), 0.9));
    }
}

void TerrainPainter::paintOrchardTrees(QPainter& painter, const QRectF& area) const {
    if (!m_orchards.boundingRect().intersects(area)) return;
    constexpr double kGap = 9.0;
    constexpr double kRadius = 2.7;
    const QRectF r = area.adjusted(-kGap, -kGap, kGap, kGap).intersected(m_layout.gridRect());
    const QPen edge(style::kTreeEdge, 0.6);
    for (double y = std::floor(r.top() / kGap) * kGap; y <= r.bottom(); y += kGap)
        for (double x = std::floor(r.left() / kGap) * kGap; x <= r.right(); x += kGap) {
            const QPointF p(x + kGap / 2, y + kGap / 2);
            if (terrainNear(m_map, m_layout.hexAt(p)) != Terrain::Orchard) continue;
            if (!m_orchards.contains(p)) continue;
            painter.setPen(Qt::NoPen);
            painter.setBrush(style::kTreeShadow);
            painter.drawEllipse(p + QPointF(0.8, 1.0), kRadius, kRadius);
            painter.setPen(edge);
            painter.setBrush(style::kOrchardTree);
            painter.drawEllipse(p, kRadius, kRadius);
        }
}

}  // namespace tricorne::app
