#include "water_painter.h"

#include <QPainter>

#include "hex_region.h"
#include "map_style.h"

namespace tricorne::app {

namespace {
constexpr double kGap = 4.5;
// Beyond the half-width of the widest water line: where the water is cut for a tile, the
// cut edges and their strokes stay outside the tile.
constexpr double kReach = 3 * kGap + 2.0;

// Sutherland–Hodgman: the part of `polygon` inside the rectangle, one side at a time.
// Clipping to a convex area keeps every point's winding inside it as it was.
QPolygonF clipToRect(const QPolygonF& polygon, const QRectF& r) {
    const auto clipEdge = [](const QPolygonF& in, auto inside, auto cross) {
        QPolygonF out;
        for (qsizetype i = 0; i < in.size(); ++i) {
            const QPointF a = in[i], b = in[(i + 1) % in.size()];
            if (inside(a)) {
                out << a;
                if (!inside(b)) out << cross(a, b);
            } else if (inside(b)) {
                out << cross(a, b);
            }
        }
        return out;
    };
    const auto atX = [](double x) {
        return [x](QPointF a, QPointF b) { return QPointF(x, a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x())); };
    };
    const auto atY = [](double y) {
        return [y](QPointF a, QPointF b) { return QPointF(a.x() + (b.x() - a.x()) * (y - a.y()) / (b.y() - a.y()), y); };
    };
    QPolygonF p = clipEdge(polygon, [&r](QPointF q) { return q.x() >= r.left(); }, atX(r.left()));
    p = clipEdge(p, [&r](QPointF q) { return q.x() <= r.right(); }, atX(r.right()));
    p = clipEdge(p, [&r](QPointF q) { return q.y() >= r.top(); }, atY(r.top()));
    return clipEdge(p, [&r](QPointF q) { return q.y() <= r.bottom(); }, atY(r.bottom()));
}
}  // namespace

WaterPainter::WaterPainter(const core::Map& map, const HexLayout& layout) : m_layout(layout) {
    // Two rings beyond the edge so the outline's far side lies off the sheet and is never seen.
    auto isRiver = [&map](core::HexId h) { return terrainNear(map, h) == core::Terrain::River; };
    m_water = HexRegion(layout, isRiver, 2).smoothed(4);
    const QList<QPolygonF> rings = m_water.toSubpathPolygons();
    m_rings.assign(rings.begin(), rings.end());
}

QPainterPath WaterPainter::waterWithin(const QRectF& reach) const {
    QPainterPath path;
    path.setFillRule(m_water.fillRule());
    for (const QPolygonF& ring : m_rings)
        if (ring.boundingRect().intersects(reach))
            if (const QPolygonF piece = clipToRect(ring, reach); piece.size() > 2) path.addPolygon(piece);
    return path;
}

void WaterPainter::paint(QPainter& painter, const QRectF& area) const {
    if (m_water.isEmpty() || !m_water.boundingRect().intersects(area)) return;
    const QPainterPath water = waterWithin(area.adjusted(-kReach, -kReach, kReach, kReach));
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    painter.fillPath(water, style::kWater);
    // Water lines: strokes of the shoreline kept inside the water, fading out from the bank.
    painter.setClipPath(water, Qt::IntersectClip);
    for (int k = 3; k >= 1; --k) {
        QColor line = style::kWaterLine;
        line.setAlpha(90 + 50 * (3 - k));
        painter.strokePath(water, QPen(line, 2 * k * kGap + 1.0));
        painter.strokePath(water, QPen(style::kWater, 2 * k * kGap - 0.4));
    }
    painter.restore();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    painter.strokePath(water, QPen(style::kShore, 1.6));
    painter.restore();
}

}  // namespace tricorne::app
