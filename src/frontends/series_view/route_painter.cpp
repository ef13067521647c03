#include "route_painter.h"

#include <QPainter>

#include "map_style.h"
#include "smooth_path.h"

namespace tricorne::app {

namespace {
std::vector<QPainterPath> curves(const std::vector<core::MapRoute>& routes, const HexLayout& layout) {
    std::vector<QPainterPath> out;
    for (const auto& route : routes) {
        QPolygonF centres;
        for (const core::HexId h : route.hexes) centres << layout.centre(h);
        out.push_back(splineThrough(centres));
    }
    return out;
}
}  // namespace

RoutePainter::RoutePainter(const core::Map& map, const HexLayout& layout)
    : m_roads(curves(map.roads(), layout)), m_trails(curves(map.trails(), layout)) {}

void RoutePainter::paint(QPainter& painter, const QRectF& area) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF reach = area.adjusted(-10, -10, 10, 10);
    QPen trail(style::kTrail, 1.9, Qt::CustomDashLine, Qt::FlatCap, Qt::RoundJoin);
    trail.setDashPattern({3.2, 2.0});
    for (const QPainterPath& p : m_trails)
        if (p.boundingRect().intersects(reach)) painter.strokePath(p, trail);
    // Casing first for every road, then the fill, so junctions merge cleanly.
    const QPen casing(style::kRoadCasing, 5.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    const QPen fill(style::kRoad, 3.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    for (const QPainterPath& p : m_roads)
        if (p.boundingRect().intersects(reach)) painter.strokePath(p, casing);
    for (const QPainterPath& p : m_roads)
        if (p.boundingRect().intersects(reach)) painter.strokePath(p, fill);
    painter.restore();
}

}  // namespace tricorne::app
