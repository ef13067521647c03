#include "unit_symbol.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

#include "map_style.h"

namespace tricorne::app::unit_symbol {

using core::UnitType;

namespace {
void drawCross(QPainter& painter, const QRectF& b) {
    painter.drawLine(b.topLeft(), b.bottomRight());
    painter.drawLine(b.bottomLeft(), b.topRight());
}

void drawGun(QPainter& painter, const QRectF& b, bool heavy, const QColor& ink) {
    // A field piece seen from the side: wheel, trail and a barrel, longer for heavy guns (E7.4).
    const double u = b.height() / 10.0;
    const QPointF wheel(b.center().x() - (heavy ? 2.5 : 1.0) * u, b.center().y() + 1.6 * u);
    QPen pen = painter.pen();
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(wheel, 2.6 * u, 2.6 * u);
    painter.drawLine(wheel, wheel + QPointF(-4.5 * u, 2.6 * u));
    QPen barrel(ink, (heavy ? 2.1 : 1.8) * u, Qt::SolidLine, Qt::RoundCap);
    painter.setPen(barrel);
    painter.drawLine(wheel + QPointF(-1.2 * u, 0.4 * u), wheel + QPointF((heavy ? 9.5 : 6.5) * u, -2.6 * u));
    painter.setPen(pen);
}

void drawEngineer(QPainter& painter, const QRectF& b) {
    // The castle-like engineer sign.
    const double w = b.width() * 0.5, h = b.height() * 0.32;
    const QPointF c = b.center();
    QPolygonF sign;
    sign << c + QPointF(-w / 2, h / 2) << c + QPointF(-w / 2, -h / 2) << c + QPointF(w / 2, -h / 2) << c + QPointF(w / 2, h / 2);
    painter.drawPolyline(sign);
    painter.drawLine(c + QPointF(0, -h / 2), c + QPointF(0, h / 2));
}

void drawArrow(QPainter& painter, const QRectF& b) {
    // Irregulars and Indians: a loose arrow across the box.
    const QPointF tail(b.left() + b.width() * 0.18, b.bottom() - b.height() * 0.2);
    const QPointF head(b.right() - b.width() * 0.18, b.top() + b.height() * 0.22);
    painter.drawLine(tail, head);
    const QPointF d = (head - tail) / std::hypot(head.x() - tail.x(), head.y() - tail.y());
    const QPointF n(-d.y(), d.x());
    const double s = b.height() * 0.25;
    painter.drawLine(head, head - d * s + n * s * 0.6);
    painter.drawLine(head, head - d * s - n * s * 0.6);
    painter.drawLine(tail, tail + d * s * 0.5 + n * s * 0.5);
    painter.drawLine(tail, tail + d * s * 0.5 - n * s * 0.5);
}
}  // namespace

void drawTypeBox(QPainter& painter, const QRectF& box, const core::UnitDef& unit, const QColor& ink) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double line = box.height() * 0.075;
    painter.setPen(QPen(ink, line, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(box);
    switch (unit.type) {
        case UnitType::Infantry:
        case UnitType::LightInfantry:
        case UnitType::Rifle:
        case UnitType::Militia:
            drawCross(painter, box);
            break;
        case UnitType::Artillery:
            drawGun(painter, box, unit.heavyArtillery, ink);
            break;
        case UnitType::Mounted:
            painter.drawLine(box.bottomLeft(), box.topRight());
            break;
        case UnitType::Indian:
            drawArrow(painter, box);
            break;
        case UnitType::Engineer:
            drawEngineer(painter, box);
            break;
    }
    // A mounted unit of another type (Prinz Ludwig's dragoons) keeps its cross and adds the slash.
    if (unit.mounted && unit.type != UnitType::Mounted) painter.drawLine(box.bottomLeft(), box.topRight());
    // Militia: a bar under the cross, as the series marks irregular foot.
    if (unit.militia || unit.type == UnitType::Militia) {
        painter.setBrush(ink);
        painter.setPen(Qt::NoPen);
        painter.drawRect(QRectF(box.left(), box.bottom() - box.height() * 0.2, box.width(), box.height() * 0.2));
    }
    painter.restore();
}

void drawRifleMark(QPainter& painter, QPointF centre, double radius, core::RifleMark mark) {
    if (mark == core::RifleMark::None) return;
    const bool white = mark == core::RifleMark::White;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::black, radius * 0.16));
    painter.setBrush(white ? QColor(Qt::black) : QColor(Qt::white));
    painter.drawEllipse(centre, radius, radius);
    QFont f = style::sansFont();
    f.setBold(true);
    painter.setPen(white ? Qt::white : Qt::black);
    style::drawText(painter, QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                    QStringLiteral("R"), f, radius * 1.45);
    painter.restore();
}

void drawStar(QPainter& painter, QPointF centre, double radius, const QColor& fill, const QColor& edge) {
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const double a = (i * 36.0 - 90.0) * std::acos(-1.0) / 180.0;
        const double r = (i % 2 == 0) ? radius : radius * 0.42;
        star << centre + QPointF(std::cos(a) * r, std::sin(a) * r);
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(edge, radius * 0.12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(fill);
    painter.drawPolygon(star);
    painter.restore();
}

}  // namespace tricorne::app::unit_symbol
