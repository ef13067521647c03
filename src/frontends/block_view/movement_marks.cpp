#include "movement_marks.h"

#include <QFontMetricsF>
#include <QPainter>

#include "block_style.h"

namespace tricorne::app {

namespace bs = blockstyle;

namespace {
QFont tagFont() { return bs::sans(12, true); }

void paintTag(QPainter& painter, const QRectF& rect, const QString& text, const QColor& edge, const QColor& fill) {
    painter.setPen(QPen(edge, 1.6));
    painter.setBrush(fill);
    painter.drawRoundedRect(rect, 5, 5);
    painter.setFont(tagFont());
    painter.setPen(bs::kInk);
    painter.drawText(rect, Qt::AlignCenter, text);
}
}  // namespace

ReachMarkItem::ReachMarkItem(QPointF at, QString text, bool picked, double radius, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_text(std::move(text)), m_picked(picked), m_radius(radius) {
    setPos(at);
    setToolTip(m_text);
}

QRectF ReachMarkItem::boundingRect() const { return {-m_radius - 4, -m_radius - 4, 2 * m_radius + 8, 2 * m_radius + 8}; }

void ReachMarkItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    const QColor colour = m_picked ? bs::kPicked : bs::kReach;
    p.setPen(QPen(QColor(0, 0, 0, 90), 7));
    p.drawEllipse(QPointF(), m_radius, m_radius);
    p.setPen(QPen(colour, 4.5, m_picked ? Qt::SolidLine : Qt::DashLine));
    p.drawEllipse(QPointF(), m_radius, m_radius);
}

ReachTagItem::ReachTagItem(const ReachMarkItem& mark, QGraphicsItem* parent) : QGraphicsItem(parent), m_text(mark.text()) {
    setPos(mark.pos() - QPointF(0, mark.radius() + 14));
    setToolTip(m_text);
}

QRectF ReachTagItem::boundingRect() const {
    const double w = QFontMetricsF(tagFont()).horizontalAdvance(m_text) + 12;
    return {-w / 2, -10, w, 20};
}

void ReachTagItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    paintTag(*painter, boundingRect(), m_text, bs::kReach.darker(140), QColor(0xff, 0xf6, 0xd8, 240));
}

RoadUseItem::RoadUseItem(QPointF at, const RoadUse& use, QGraphicsItem* parent)
    : QGraphicsItem(parent),
      m_text(use.limit > 0 ? QStringLiteral("%1/%2").arg(use.used).arg(use.limit) : QString::number(use.used)),
      m_full(use.limit > 0 && use.used >= use.limit) {
    setPos(at);
    setToolTip(use.limit > 0 ? QStringLiteral("%1 of %2 units moved along this road this turn (B6)").arg(use.used).arg(use.limit)
                             : QStringLiteral("%1 units moved along this road this turn (B6)").arg(use.used));
}

QRectF RoadUseItem::boundingRect() const {
    const double w = QFontMetricsF(tagFont()).horizontalAdvance(m_text) + 10;
    return {-w / 2, -9, w, 18};
}

void RoadUseItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    paintTag(*painter, boundingRect(), m_text, bs::kInk, m_full ? QColor(0xf2, 0xb8, 0xa8) : QColor(0xfb, 0xf5, 0xe4));
}

}  // namespace tricorne::app
