#include "place_symbols.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <utility>

#include "map_style.h"

namespace tricorne::app::symbols {

namespace {
const QColor kRoof{0x2e, 0x17, 0x10};
const QColor kRoofLight{0xa8, 0x4e, 0x34};
const QColor kEarth{0xb3, 0x93, 0x5e};
const QColor kEarthEdge{0x4a, 0x32, 0x1c};
}  // namespace

void drawBuilding(QPainter& painter, QPointF at, double unit, double angle) {
    // A roof seen from above: two pitches, the sunlit one lighter, and the ridge between.
    painter.save();
    painter.translate(at);
    painter.rotate(angle);
    const QRectF body(-1.2 * unit, -0.75 * unit, 2.4 * unit, 1.5 * unit);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style::kTreeShadow);
    painter.drawRect(body.translated(0.3 * unit, 0.35 * unit));
    painter.setBrush(kRoofLight);
    painter.drawRect(QRectF(body.left(), body.top(), body.width(), body.height() / 2));
    painter.setBrush(style::kBuilding);
    painter.drawRect(QRectF(body.left(), body.center().y(), body.width(), body.height() / 2));
    painter.setPen(QPen(kRoof, 0.16 * unit, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(body);
    painter.drawLine(QPointF(body.left(), 0), QPointF(body.right(), 0));
    painter.restore();
}

void drawFarmBuildings(QPainter& painter, QPointF at, double unit, int seed) {
    const double turn = (seed % 3) * 12.0 - 12.0;
    drawBuilding(painter, at + QPointF(-0.6 * unit, -0.5 * unit), unit * 0.9, turn);
    drawBuilding(painter, at + QPointF(1.0 * unit, 0.9 * unit), unit * 1.15, turn + 90.0);
    drawBuilding(painter, at + QPointF(-0.9 * unit, 1.3 * unit), unit * 0.55, turn);
}

void drawTavern(QPainter& painter, QPointF at, double unit) {
    drawBuilding(painter, at, unit * 1.1, 0);
    painter.save();
    painter.setPen(QPen(kRoof, 0.18 * unit));
    painter.drawLine(at + QPointF(1.6 * unit, -1.2 * unit), at + QPointF(1.6 * unit, 0.8 * unit));
    painter.setBrush(style::kBemisDot);
    painter.drawRect(QRectF(at + QPointF(1.75 * unit, -1.1 * unit), QSizeF(0.9 * unit, 0.7 * unit)));
    painter.restore();
}

void drawChurch(QPainter& painter, QPointF at, double unit) {
    drawBuilding(painter, at, unit, 0);
    painter.save();
    painter.setPen(QPen(kRoof, 0.22 * unit));
    painter.drawLine(at + QPointF(0, -0.7 * unit), at + QPointF(0, -1.9 * unit));
    painter.drawLine(at + QPointF(-0.45 * unit, -1.45 * unit), at + QPointF(0.45 * unit, -1.45 * unit));
    painter.restore();
}

void drawMill(QPainter& painter, QPointF at, double unit) {
    drawBuilding(painter, at, unit, 0);
    painter.save();
    painter.setPen(QPen(kRoof, 0.16 * unit));
    painter.setBrush(Qt::NoBrush);
    const QPointF hub = at + QPointF(1.7 * unit, 0.2 * unit);
    painter.drawEllipse(hub, 0.7 * unit, 0.7 * unit);
    for (int i = 0; i < 4; ++i) {
        const double a = i * std::acos(-1.0) / 4;
        const QPointF d(std::cos(a) * 0.7 * unit, std::sin(a) * 0.7 * unit);
        painter.drawLine(hub - d, hub + d);
    }
    painter.restore();
}

void drawFort(QPainter& painter, QPointF at, double unit) {
    // A square work with a bastion at each corner: curtain points between the bastion tips.
    const double s = 1.5 * unit;
    const double degree = std::acos(-1.0) / 180.0;
    QPolygonF fort;
    for (int k = 0; k < 4; ++k) {
        const double a = k * 90.0;
        for (const auto& [angle, radius] : {std::pair{a - 20.0, 0.95 * s}, std::pair{a + 20.0, 0.95 * s}, std::pair{a + 45.0, 1.65 * s}})
            fort << at + QPointF(std::cos(angle * degree) * radius, std::sin(angle * degree) * radius);
    }
    painter.save();
    painter.setPen(QPen(kEarthEdge, 0.3 * unit, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.setBrush(kEarth);
    painter.drawPolygon(fort);
    painter.restore();
}

void drawRedoubt(QPainter& painter, QPointF at, double unit) {
    // A square earthwork: the parapet as a wide earth band, hachured outward down its slope.
    painter.save();
    const double s = 1.5 * unit;
    const QRectF work(at.x() - s, at.y() - s, 2 * s, 2 * s);
    painter.setPen(QPen(kEarthEdge, 0.14 * unit));
    for (int side = 0; side < 4; ++side) {
        for (int i = 0; i <= 6; ++i) {
            const double t = -s + 2 * s * i / 6;
            const QPointF base = side == 0 ? QPointF(t, -s) : side == 1 ? QPointF(s, t) : side == 2 ? QPointF(t, s) : QPointF(-s, t);
            const QPointF out = side == 0 ? QPointF(0, -1) : side == 1 ? QPointF(1, 0) : side == 2 ? QPointF(0, 1) : QPointF(-1, 0);
            painter.drawLine(at + base, at + base + out * 0.55 * unit);
        }
    }
    painter.setPen(QPen(kEarth, 0.55 * unit, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(work);
    painter.setPen(QPen(kEarthEdge, 0.16 * unit, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(work.adjusted(0.28 * unit, 0.28 * unit, -0.28 * unit, -0.28 * unit));
    painter.restore();
}

void drawHeadquarters(QPainter& painter, QPointF at, double unit) {
    painter.save();
    painter.setPen(QPen(kRoof, 0.2 * unit));
    const QPointF foot = at + QPointF(-0.6 * unit, 1.4 * unit);
    const QPointF top = at + QPointF(-0.6 * unit, -1.6 * unit);
    painter.drawLine(foot, top);
    painter.setBrush(style::kBritish);
    painter.setPen(QPen(kRoof, 0.12 * unit));
    painter.drawRect(QRectF(top, QSizeF(1.8 * unit, 1.1 * unit)));
    painter.restore();
}

void drawLanding(QPainter& painter, QPointF at, double unit) {
    // A bateau drawn up at a small jetty.
    painter.save();
    painter.setPen(QPen(kRoof, 0.18 * unit));
    painter.setBrush(kEarth);
    painter.drawRect(QRectF(at + QPointF(-1.6 * unit, -0.35 * unit), QSizeF(3.2 * unit, 0.7 * unit)));
    QPainterPath hull;
    hull.moveTo(at + QPointF(-1.4 * unit, 0.8 * unit));
    hull.lineTo(at + QPointF(1.4 * unit, 0.8 * unit));
    hull.quadTo(at + QPointF(0.9 * unit, 1.7 * unit), at + QPointF(0, 1.7 * unit));
    hull.quadTo(at + QPointF(-0.9 * unit, 1.7 * unit), at + QPointF(-1.4 * unit, 0.8 * unit));
    painter.setBrush(style::kBuilding);
    painter.drawPath(hull);
    painter.restore();
}

void drawPlace(QPainter& painter, const QString& kind, QPointF at, double unit, int seed) {
    if (kind == QLatin1String("farm")) drawFarmBuildings(painter, at, unit, seed);
    else if (kind == QLatin1String("tavern")) drawTavern(painter, at, unit);
    else if (kind == QLatin1String("house")) drawBuilding(painter, at, unit, 0);
    else if (kind == QLatin1String("church")) drawChurch(painter, at, unit);
    else if (kind == QLatin1String("mill")) drawMill(painter, at, unit);
    else if (kind == QLatin1String("fort")) drawFort(painter, at, unit);
    else if (kind == QLatin1String("redoubt")) drawRedoubt(painter, at, unit);
    else if (kind == QLatin1String("hq")) drawHeadquarters(painter, at, unit);
    else if (kind == QLatin1String("landing")) drawLanding(painter, at, unit);
}

}  // namespace tricorne::app::symbols
