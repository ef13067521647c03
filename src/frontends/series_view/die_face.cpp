#include "die_face.h"

#include <QPainter>
#include <QPainterPath>

#include "map_style.h"

namespace tricorne::app {

namespace {
constexpr int kRollMs = 450;
constexpr int kTumbleFaces = 12;       // faces that pass while it tumbles
constexpr double kTumbleDegrees = 540;
constexpr double kSettled = 0.8;       // from here on it shows the face rolled
}  // namespace

DieFace::DieFace(QWidget* parent) : QWidget(parent) { setFixedSize(sizeHint()); }

void DieFace::setValue(int value) {
    m_value = value;
    setToolTip(tr("The die read %1 (0-9, 2.3)").arg(value));
    update();
}

void DieFace::roll(int value) {
    setValue(value);
    if (!m_tumble) {
        m_tumble = new QVariantAnimation(this);
        m_tumble->setStartValue(0.0);
        m_tumble->setEndValue(1.0);
        m_tumble->setDuration(kRollMs);
        m_tumble->setEasingCurve(QEasingCurve::OutCubic);
        connect(m_tumble, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
    }
    m_tumble->stop();
    m_tumble->start();
}

bool DieFace::isRolling() const { return m_tumble && m_tumble->state() == QAbstractAnimation::Running; }

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
    if (isRolling()) {
        // Tumbling: it turns and shows passing faces, slowing to the one rolled.
        const double t = m_tumble->currentValue().toDouble();
        const int passing = (m_value + 1 + static_cast<int>((1.0 - t) * kTumbleFaces)) % 10;
        painter.translate(rect().center());
        painter.rotate((1.0 - t) * kTumbleDegrees);
        painter.translate(-rect().center());
        paint(painter, QRectF(rect()).adjusted(3, 3, -3, -3), t > kSettled ? m_value : passing);
        return;
    }
    paint(painter, QRectF(rect()).adjusted(1, 1, -1, -1), m_value);
}

}  // namespace tricorne::app
