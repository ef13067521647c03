#include "water_painter.h"

#include <QPainter>

#include "hex_region.h"
#include "map_style.h"

namespace tricorne::app {

namespace {
// Scene units a stroke's curves may stray from the shore: under a tenth of a pixel at the
// closest zoom.
constexpr double kCurveThreshold = 0.01;
constexpr double kMargin = 8.0;

// Sutherland–Hodgman: the part of `polygon` on the inner side of one edge of a rectangle,
// then of the next.
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
    // Water lines: strokes of the shoreline kept inside the water, fading out from the bank.
    const auto stroke = [this](double width) {
        QPainterPathStroker stroker;
        stroker.setWidth(width);
        stroker.setCapStyle(Qt::SquareCap);  // as a QPen draws them
        stroker.setJoinStyle(Qt::BevelJoin);
        stroker.setCurveThreshold(kCurveThreshold);
        return stroker.createStroke(m_water);
    };
    const auto outline = [](const QPainterPath& path, const QColor& colour) {
        const QList<QPolygonF> polygons = path.toSubpathPolygons();
        return Outline{{polygons.begin(), polygons.end()}, path.fillRule(), colour};
    };
    m_body = outline(m_water, style::kWater);
    constexpr double kGap = 4.5;
    for (int k = 3; k >= 1; --k) {
        QColor line = style::kWaterLine;
        line.setAlpha(90 + 50 * (3 - k));
        m_lines.push_back(outline(stroke(2 * k * kGap + 1.0), line));
        m_lines.push_back(outline(stroke(2 * k * kGap - 0.4), style::kWater));
    }
    m_shore = outline(stroke(1.6), style::kShore);
}

QPainterPath WaterPainter::Outline::within(const QRectF& area) const {
    // Clipping each polygon to a convex area keeps every winding number inside it, so the
    // pieces fill the area exactly as the whole outline does.
    QPainterPath path;
    path.setFillRule(rule);
    for (const QPolygonF& polygon : polygons)
        if (polygon.boundingRect().intersects(area)) {
            const QPolygonF piece = clipToRect(polygon, area);
            if (piece.size() > 2) path.addPolygon(piece);
        }
    return path;
}

void WaterPainter::paint(QPainter& painter, const QRectF& area) const {
    if (m_water.isEmpty() || !m_water.boundingRect().intersects(area)) return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    // A margin beyond the tile keeps the cut edges, and their antialiasing, out of sight.
    const QRectF reach = area.adjusted(-kMargin, -kMargin, kMargin, kMargin);
    const QPainterPath body = m_body.within(reach);
    painter.fillPath(body, m_body.colour);
    painter.setClipPath(body, Qt::IntersectClip);
    for (const Outline& line : m_lines) painter.fillPath(line.within(reach), line.colour);
    painter.restore();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    painter.fillPath(m_shore.within(reach), m_shore.colour);
    painter.restore();
}

}  // namespace tricorne::app
