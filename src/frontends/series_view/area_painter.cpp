#include "area_painter.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "map_style.h"

namespace tricorne::app {

using core::HexId;

namespace {
QPolygonF starPolygon(QPointF centre, double outer, double inner) {
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const double a = (i * 36.0 - 90.0) * std::acos(-1.0) / 180.0;
        const double rad = (i % 2 == 0) ? outer : inner;
        star << centre + QPointF(std::cos(a) * rad, std::sin(a) * rad);
    }
    return star;
}
}  // namespace

void AreaPainter::paint(QPainter& painter, const QRectF& area) const {
    const double r = m_layout.radius();
    const QRectF reach = area.adjusted(-r, -r, r, r);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    paintObjectiveOutline(painter, reach);
    paintLineDots(painter, reach);
    paintGarrisons(painter, reach);
    paintEntries(painter, reach);
    painter.restore();
}

void AreaPainter::paintLineDots(QPainter& painter, const QRectF& reach) const {
    const core::MapArea* line = m_map.area(kBemisHeightsLine);
    if (!line) return;
    const double r = m_layout.radius();
    painter.setPen(QPen(style::kBemisDotEdge, 1.0));
    painter.setBrush(style::kBemisDot);
    for (const HexId h : line->hexes) {
        const QPointF c = m_layout.centre(h);
        if (reach.contains(c)) painter.drawEllipse(c, r * 0.13, r * 0.13);
    }
}

void AreaPainter::paintObjectiveOutline(QPainter& painter, const QRectF& reach) const {
    const core::MapArea* objective = m_map.area(kFreemansFarmObjective);
    if (!objective) return;
    // A line of round dots just inside the area's outer hexsides.
    QPen dots(style::kObjective, 2.6, Qt::CustomDashLine, Qt::RoundCap);
    dots.setDashPattern({0.01, 2.1});
    painter.setPen(dots);
    const double inset = m_layout.radius() * 0.07;
    for (const HexId h : objective->hexes) {
        if (!reach.contains(m_layout.centre(h))) continue;
        for (core::Direction d : core::kDirections) {
            if (m_map.inArea(kFreemansFarmObjective, core::neighbour(h, d))) continue;
            const QLineF side = m_layout.side(h, d);
            const QPointF in = -m_layout.outward(d) * inset;
            painter.drawLine(side.translated(in));
        }
    }
}

void AreaPainter::paintGarrisons(QPainter& painter, const QRectF& reach) const {
    // E3.6.1 A garrison hex: a blue rim inside the hexsides and a star beside the hex number,
    // both left clear by a counter standing in the hex.
    const core::MapArea* garrison = m_map.area(kGarrison);
    if (!garrison) return;
    const double r = m_layout.radius();
    QColor rim = style::kAmerican;
    rim.setAlpha(170);
    for (const HexId h : garrison->hexes) {
        const QPointF c = m_layout.centre(h);
        if (!reach.contains(c)) continue;
        QPolygonF inner;
        for (const QPointF& p : m_layout.polygon(h)) inner << c + (p - c) * 0.9;
        painter.setPen(QPen(rim, r * 0.06, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(inner);
        painter.setPen(QPen(QColor(0xfb, 0xf7, 0xea), 0.8));
        painter.setBrush(style::kAmerican);
        painter.drawPolygon(starPolygon(c + QPointF(-0.36 * r, -0.69 * r), r * 0.11, r * 0.045));
    }
}

void AreaPainter::paintEntries(QPainter& painter, const QRectF& reach) const {
    // An entry hex: its letter in a box of the entering side's colour.
    const double r = m_layout.radius();
    QFont bold = style::sansFont();
    bold.setBold(true);
    const double size = r * 0.3;
    for (const auto& entry : m_map.entryHexes()) {
        const QPointF c = m_layout.centre(entry.hex);
        if (!reach.contains(c)) continue;
        const QString label = QString::fromStdString(entry.label);
        const QColor ink = entry.side == "british" ? style::kBritish : style::kAmerican;
        const double w = std::max(size * 1.25, style::textWidth(label, bold, size) + size * 0.6);
        const QRectF box(c.x() - w / 2, c.y() - size * 0.72, w, size * 1.44);
        painter.setPen(QPen(ink, 1.6));
        painter.setBrush(QColor(0xfb, 0xf7, 0xea, 235));
        painter.drawRoundedRect(box, 2.5, 2.5);
        painter.setPen(ink);
        style::drawText(painter, box, Qt::AlignCenter, label, bold, size);
    }
}

}  // namespace tricorne::app
