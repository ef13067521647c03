#include "point_item.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

#include "block_style.h"

namespace tricorne::app {

namespace bs = blockstyle;

namespace {
constexpr double kNameGap = 15.0;
QFont nameFont(const block::Point& point) { return bs::serif(point.kind == "city" ? 17 : 15, true, false); }

// A star fort's trace: a square with a bastion at each corner.
QPainterPath fortTrace(double r) {
    QPainterPath trace;
    const double b = r * 0.55;
    const QPointF corners[4] = {{-r, -r}, {r, -r}, {r, r}, {-r, r}};
    for (int i = 0; i < 4; ++i) {
        const QPointF c = corners[i];
        trace.addPolygon(QPolygonF({c + QPointF(0, -b), c + QPointF(b, 0), c + QPointF(0, b), c + QPointF(-b, 0), c + QPointF(0, -b)}));
    }
    trace.addRect(QRectF(-r, -r, 2 * r, 2 * r));
    return trace.simplified();
}
}  // namespace

void paintPointSymbol(QPainter& painter, const std::string& kind, bool fortified) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(bs::kInk, 1.6));
    if (fortified) {
        // B2: the seven fortified locations, drawn as forts.
        painter.setBrush(QColor(0x9a, 0x4a, 0x2a));
        painter.drawPath(fortTrace(6.5));
        painter.setBrush(bs::kParchment);
        painter.drawRect(QRectF(-2.6, -2.6, 5.2, 5.2));
    } else if (kind == "city") {
        painter.setBrush(bs::kInk);
        painter.drawEllipse(QPointF(), 8, 8);
        painter.setBrush(QColor(0xc8, 0x3c, 0x28));
        painter.drawEllipse(QPointF(), 4.5, 4.5);
    } else if (kind == "town") {
        painter.setBrush(bs::kParchment);
        painter.drawEllipse(QPointF(), 7, 7);
        painter.setBrush(bs::kInk);
        painter.drawEllipse(QPointF(), 3.4, 3.4);
    } else if (kind == "castle") {
        // An Iroquois castle: a palisaded town.
        painter.setBrush(QColor(0xc9, 0xa8, 0x6a));
        painter.drawEllipse(QPointF(), 6.5, 6.5);
        for (int i = 0; i < 12; ++i) {
            const double a = i * M_PI / 6;
            painter.drawLine(QPointF(6.5 * std::cos(a), 6.5 * std::sin(a)), QPointF(9.5 * std::cos(a), 9.5 * std::sin(a)));
        }
    } else if (kind == "landing" || kind == "island") {
        painter.setBrush(bs::kParchment);
        painter.drawEllipse(QPointF(), 6.5, 6.5);
        painter.drawLine(QPointF(0, -4), QPointF(0, 4));
        painter.drawArc(QRectF(-4, -1, 8, 6), 200 * 16, 140 * 16);
    } else if (kind == "ruin") {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(bs::kInk, 1.6, Qt::DashLine));
        painter.drawRect(QRectF(-6, -6, 12, 12));
        painter.setPen(QPen(bs::kInk, 1.6));
        painter.setBrush(bs::kInk);
        painter.drawEllipse(QPointF(), 2.2, 2.2);
    } else if (kind == "heights" || kind == "mountains") {
        painter.setBrush(QColor(0xb0, 0x8a, 0x55));
        painter.drawPolygon(QPolygonF({{-8, 6}, {0, -8}, {8, 6}}));
    } else {
        painter.setBrush(bs::kParchment);
        painter.drawEllipse(QPointF(), 5.5, 5.5);
        painter.setBrush(bs::kInk);
        painter.drawEllipse(QPointF(), 2.2, 2.2);
    }
    painter.restore();
}

PointItem::PointItem(const block::Point& point, QString entryFor, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_point(point), m_entryFor(std::move(entryFor)) {
    QStringList lines{name()};
    if (point.fortified) lines << QStringLiteral("Fortified location (B2, B9.9)");
    if (point.supplySource)
        lines << QStringLiteral("%1 supply source (B7)").arg(QString::fromStdString(std::string(block::sideName(*point.supplySource))));
    if (!m_entryFor.isEmpty()) lines << QStringLiteral("Entry point: %1 (B4)").arg(m_entryFor);
    setToolTip(lines.join(QLatin1Char('\n')));
}

QRectF PointItem::nameRect(double clearance) const {
    const QFontMetricsF metrics(nameFont(m_point));
    const double w = metrics.horizontalAdvance(name()) + 8, h = metrics.height() + 4;
    const QPointF c = nameCentre(clearance);
    return {c.x() - w / 2, c.y() - h / 2, w, h};
}

QPointF PointItem::nameCentre(double clearance) const {
    const QFontMetricsF metrics(nameFont(m_point));
    const double half = metrics.horizontalAdvance(name()) / 2 + kNameGap + clearance;
    const std::string& at = m_point.labelAt;
    if (at == "e") return {half, 0};
    if (at == "w") return {-half, 0};
    if (at == "n") return {0, -kNameGap - 2 - clearance};
    return {0, kNameGap + 2 + clearance};
}

QRectF PointItem::boundingRect() const {
    const double r = std::max(22.0, m_stackReach + 12);
    return {-r, -r, 2 * r, 2 * r};
}

void PointItem::setStackReach(double reach) {
    prepareGeometryChange();
    m_stackReach = reach;
}

void PointItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    paintMarks(*painter);
    paintSymbol(*painter);
}

PointNameItem::PointNameItem(const PointItem& point, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_point(point), m_rect(point.nameRect().adjusted(-3, -3, 3, 3)) {
    setPos(point.pos());
    setAcceptedMouseButtons(Qt::NoButton);
}

void PointNameItem::setClearance(double clearance) {
    prepareGeometryChange();
    m_clearance = clearance;
    m_rect = m_point.nameRect(clearance).adjusted(-3, -3, 3, 3);
}

void PointNameItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    bs::haloText(*painter, m_point.nameCentre(m_clearance), m_point.name(), nameFont(m_point.point()), bs::kInk, 2.8);
}

void PointItem::paintSymbol(QPainter& painter) const { paintPointSymbol(painter, m_point.kind, m_point.fortified); }

void PointItem::paintMarks(QPainter& painter) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    if (m_point.supplySource) {
        // B7: a supply source, ringed in green.
        painter.setPen(QPen(bs::kSupply, 3.2));
        const double r = std::max(14.0, m_stackReach + 3);
        painter.drawEllipse(QPointF(), r, r);
    }
    if (!m_entryFor.isEmpty()) {
        // B4: where blocks enter from a box, ringed with a dashed purple ring.
        painter.setPen(QPen(bs::kEntry, 2.4, Qt::DashLine));
        const double r = std::max(19.0, m_stackReach + 8);
        painter.drawEllipse(QPointF(), r, r);
    }
    painter.restore();
}

}  // namespace tricorne::app
