#include "die_face.h"

#include <QPainter>
#include <QPainterPath>

#include "map_style.h"

namespace tricorne::app {

DieFace::DieFace(QWidget* parent) : QWidget(parent) { setFixedSize(sizeHint()); }

void DieFace::setValue(int value) {
    m_value = value;
    setToolTip(tr("The die read %1 (0-9, 2.3)").arg(value));
    update();
}

void DieFace::paint(QPainter& painter, const QRectF& rect, int value) {
    // The upper face of a d10 is a kite; its neighbours show as two slivers below it.
    const double w = rect.width(), h = rect.height();
    const QPointF top(rect.center().x(), rect.top() + 0.04 * h);
    const QPointF left(rect.left() + 0.08 * w, rect.top() + 0.52 * h);
    const QPointF right(rect.right() - 0.08 * w, rect.top() + 0.52 * h);
    const QPointF bottom(rect.center().x(), rect.top() + 0.74 * h);
    const QPointF lowLeft(rect.left() + 0.2 * w, rect.top() + 0.8 * h);
    const QPointF lowRight(rect.right() - 0.2 * w, rect.top() + 0.8 * h);
    const QPointF foot(rect.center().x(), rect.bottom() - 0.03 * h);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor ivory(0xf6, 0xef, 0xdc), shade(0xd8, 0xcc, 0xaa), ink(0x2a, 0x22, 0x16);
    painter.setPen(QPen(ink, 1.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(shade);
    painter.drawPolygon(QPolygonF({left, bottom, foot, lowLeft}));
    painter.drawPolygon(QPolygonF({right, bottom, foot, lowRight}));
    painter.setBrush(ivory);
    painter.drawPolygon(QPolygonF({top, right, bottom, left}));
    QFont f = style::serifFont();
    f.setBold(true);
    painter.setPen(ink);
    const QRectF face(left.x(), top.y() + 0.18 * h, right.x() - left.x(), 0.44 * h);
    style::drawText(painter, face, Qt::AlignCenter, QString::number(value), f, 0.36 * h);
    painter.restore();
}

void DieFace::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    paint(painter, QRectF(rect()).adjusted(1, 1, -1, -1), m_value);
}

}  // namespace tricorne::app
