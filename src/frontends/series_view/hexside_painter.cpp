#include "hexside_painter.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

#include "map_style.h"
#include "smooth_path.h"

namespace tricorne::app {

using core::Direction;
using core::HexId;

namespace {
constexpr double kTan30 = 0.57735026919;

QPointF unit(QPointF v) {
    const double len = std::hypot(v.x(), v.y());
    return len > 0 ? v / len : v;
}

bool sameSide(const QLineF& a, const QLineF& b) {
    auto near = [](QPointF p, QPointF q) { return std::abs(p.x() - q.x()) + std::abs(p.y() - q.y()) < 0.01; };
    return (near(a.p1(), b.p1()) && near(a.p2(), b.p2())) || (near(a.p1(), b.p2()) && near(a.p2(), b.p1()));
}

// Hexside chains drawn close along their hexsides with rounded corners; `wander` adds the
// small irregular bends of a hand-drawn stream, except along the `straight` sides (fords).
QPainterPath smoothLines(const std::vector<QLineF>& sides, double wander, const std::vector<QLineF>& straight) {
    QPainterPath path;
    for (const QPolygonF& line : joinSegments(sides)) {
        const bool closed = line.size() > 2 && line.first() == line.last();
        QPolygonF bent;
        for (qsizetype i = 0; i + 1 < line.size(); ++i) {
            const QPointF a = line[i], b = line[i + 1];
            const QPointF n = unit(QPointF(-(b - a).y(), (b - a).x()));
            const bool keep = std::any_of(straight.begin(), straight.end(), [&](const QLineF& f) { return sameSide(f, QLineF(a, b)); });
            bent << a;
            for (int k = 1; k <= 2; ++k) {
                const QPointF p = a + (b - a) * (k / 3.0);
                const double shift =
                    keep ? 0.0 : (scatter(static_cast<int>(p.x() * 4), static_cast<int>(p.y() * 4), 11) - 0.5) * 2 * wander;
                bent << p + n * shift;
            }
        }
        bent << line.last();
        path.addPolygon(cutCorners(bent, 2, closed));
    }
    return path;
}
}  // namespace

HexsidePainter::HexsidePainter(const core::Map& map, const HexLayout& layout) : m_layout(layout) {
    std::vector<QLineF> creeks, ravines;
    for (const auto& entry : map.featuredHexsides()) {
        const HexId a = entry.side.a, b = entry.side.b;
        const Direction d = *core::directionTo(a, b);
        const auto& f = entry.fromA;
        const QLineF line = layout.side(a, d);
        if (f.creek || f.ford) creeks.push_back(line);
        if (f.ford) m_fords.push_back(line);
        if (f.ravine) ravines.push_back(line);
        if (f.slope) m_slopes.push_back(f.upSlopeAcross ? SideFrom{b, core::opposite(d)} : SideFrom{a, d});
        if (f.fieldworks) m_fieldworks.push_back(f.fieldworksHere ? SideFrom{a, d} : SideFrom{b, core::opposite(d)});
    }
    m_creeks = smoothLines(creeks, layout.radius() * 0.05, m_fords);
    m_ravines = smoothLines(ravines, 0.0, {});
}

void HexsidePainter::paintTerrainSides(QPainter& painter, const QRectF& area) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    const double r = m_layout.radius();
    const QRectF reach = area.adjusted(-r, -r, r, r);
    // Ravine: a dark gully with hachures down both its sides and a dry bed along the middle.
    // The hachures are a dashed wide pen whose middle is painted over by the gully floor.
    if (m_ravines.boundingRect().intersects(reach)) {
        const double width = r * 0.27;
        painter.strokePath(m_ravines, QPen(style::kRavine, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        QPen hatch(style::kRavineHatch, width, Qt::CustomDashLine, Qt::FlatCap, Qt::BevelJoin);
        hatch.setDashPattern({0.06, 0.14});
        painter.strokePath(m_ravines, hatch);
        painter.strokePath(m_ravines, QPen(style::kRavineFloor, width * 0.42, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.strokePath(m_ravines, QPen(style::kRavineHatch, 0.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    }
    for (const SideFrom& s : m_slopes)
        if (m_layout.boundingRect(s.hex).intersects(reach)) paintSlope(painter, s);
    if (m_creeks.boundingRect().intersects(reach)) {
        painter.strokePath(m_creeks, QPen(style::kCreekEdge, 4.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.strokePath(m_creeks, QPen(style::kCreek, 2.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    }
    for (const QLineF& f : m_fords)
        if (reach.contains(f.center())) paintFord(painter, f);
    painter.restore();
}

void HexsidePainter::paintSlope(QPainter& painter, SideFrom up) const {
    // The solid line lies inside the higher hex; the hachures run from it down to the hexside.
    const double r = m_layout.radius();
    const QLineF side = m_layout.side(up.hex, up.toward);
    const QPointF out = m_layout.outward(up.toward);
    const QPointF along = unit(side.p2() - side.p1());
    const double inset = r * 0.17;
    const QPointF a = side.p1() - out * inset + along * (inset * kTan30);
    const QPointF b = side.p2() - out * inset - along * (inset * kTan30);
    painter.setPen(QPen(style::kSlope, 1.3, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(a, b);
    // Hachures: wedges broad at the brow, thinning down the slope, long and short in turn.
    const double length = QLineF(a, b).length();
    const int ticks = static_cast<int>(length / 3.6);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style::kSlope);
    for (int i = 0; i <= ticks; ++i) {
        const QPointF p = a + along * (length * i / ticks);
        const double reachOut = (i % 2 == 0) ? inset - 1.0 : inset * 0.6;
        QPolygonF wedge;
        wedge << p - along * 0.75 << p + along * 0.75 << p + out * reachOut;
        painter.drawPolygon(wedge);
    }
}

void HexsidePainter::paintFord(QPainter& painter, const QLineF& side) const {
    // A ford: the creek broken by a pale shallow crossing.
    painter.setPen(QPen(style::kFord, 4.6, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(side.pointAt(0.3), side.pointAt(0.7));
}

void HexsidePainter::paintFordBanks(QPainter& painter, const QLineF& side) const {
    // The banks of the crossing, marked across the creek at both ends (drawn over any road).
    const QPointF along = unit(side.p2() - side.p1());
    const QPointF across(-along.y(), along.x());
    const double half = m_layout.radius() * 0.09;
    painter.setPen(QPen(style::kRoadCasing, 1.5, Qt::SolidLine, Qt::RoundCap));
    for (double t : {0.3, 0.7}) {
        const QPointF p = side.pointAt(t);
        painter.drawLine(p - across * half, p + across * half);
    }
}

void HexsidePainter::paintFieldworks(QPainter& painter, const QRectF& area) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double r = m_layout.radius();
    const QRectF reach = area.adjusted(-r, -r, r, r);
    for (const SideFrom& s : m_fieldworks)
        if (m_layout.boundingRect(s.hex).intersects(reach)) paintFieldworksSide(painter, s);
    for (const QLineF& f : m_fords)
        if (reach.contains(f.center())) paintFordBanks(painter, f);
    painter.restore();
}

void HexsidePainter::paintFieldworksSide(QPainter& painter, SideFrom holder) const {
    // The earthwork: a heavy line just inside the holding hex, its teeth pointing out across the side.
    const double r = m_layout.radius();
    const QLineF side = m_layout.side(holder.hex, holder.toward);
    const QPointF out = m_layout.outward(holder.toward);
    const QPointF along = unit(side.p2() - side.p1());
    const double base = r * 0.16, tip = r * 0.05;
    const QPointF a = side.p1() - out * base + along * (base * kTan30);
    const QPointF b = side.p2() - out * base - along * (base * kTan30);
    const double length = QLineF(a, b).length();
    painter.setPen(QPen(style::kFieldworks, 1.9, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(a, b);
    const int teeth = std::max(3, static_cast<int>(length / 6.5));
    painter.setPen(QPen(style::kFieldworks, 0.6, Qt::SolidLine, Qt::RoundCap, Qt::MiterJoin));
    painter.setBrush(style::kFieldworks);
    for (int i = 0; i < teeth; ++i) {
        const double t0 = length * (i + 0.18) / teeth, t1 = length * (i + 0.82) / teeth;
        QPolygonF tooth;
        tooth << a + along * t0 << a + along * ((t0 + t1) / 2) + out * (base - tip) << a + along * t1;
        painter.drawPolygon(tooth);
    }
}

}  // namespace tricorne::app
