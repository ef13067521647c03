#include "counter_item.h"

#include <QPainter>

#include "map_style.h"
#include "status_marks.h"

namespace tricorne::app {

namespace {
constexpr double kShadow = 2.2;
constexpr double kRing = 3.0;
constexpr double kBadgeRadius = 8.0;
}  // namespace

CounterItem::CounterItem(const DeployedCounter& counter, const CounterColours& colours) : m_counter(counter), m_colours(colours) {
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    setAcceptHoverEvents(false);
}

QRectF CounterItem::boundingRect() const {
    const double h = CounterPainter::kSize / 2;
    const QRectF face(-h, -h, 2 * h, 2 * h);
    return QRectF(-h, -h, 2 * h + kShadow, 2 * h + kShadow).united(StatusMarks::bounds(face)).adjusted(-kRing, -kRing, kRing, kRing);
}

void CounterItem::setChosen(bool chosen) {
    if (chosen == m_chosen) return;
    m_chosen = chosen;
    update();
}

void CounterItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    const double h = CounterPainter::kSize / 2;
    const QRectF face(-h, -h, 2 * h, 2 * h);
    painter->setRenderHint(QPainter::Antialiasing);
    // The counter's thickness: a dark edge down and to the right.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x1a, 0x14, 0x0c, 150));
    painter->drawPath(CounterPainter::outline(face.translated(kShadow, kShadow), m_counter.leader != nullptr));
    if (m_counter.leader)
        CounterPainter::paintLeader(*painter, face, *m_counter.leader, m_colours, m_counter.reduced);
    else if (m_counter.unit)
        CounterPainter::paintUnit(*painter, face, *m_counter.unit, m_colours, m_counter.reduced);
    if (m_chosen) {
        // The counter the player has picked up: a bright ring like the hex selection.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(0x1c, 0x18, 0x12), kRing + 1.6));
        painter->drawPath(CounterPainter::outline(face.adjusted(-1.5, -1.5, 1.5, 1.5), m_counter.leader != nullptr));
        painter->setPen(QPen(style::kSelection, kRing));
        painter->drawPath(CounterPainter::outline(face.adjusted(-1.5, -1.5, 1.5, 1.5), m_counter.leader != nullptr));
    }
    StatusMarks::paint(*painter, face, m_counter.marks);
}

QRectF CounterBackItem::boundingRect() const {
    const double h = CounterPainter::kSize / 2;
    return QRectF(-h - 1, -h - 1, 2 * h + 2, 2 * h + 2);
}

void CounterBackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    const double h = CounterPainter::kSize / 2;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x1c, 0x18, 0x12), 1.0));
    painter->setBrush(QColor(0xd8, 0xcf, 0xb8));
    painter->drawRoundedRect(QRectF(-h, -h, 2 * h, 2 * h), 3, 3);
}

QRectF StackBadgeItem::boundingRect() const {
    return QRectF(-kBadgeRadius - 1, -kBadgeRadius - 1, 2 * kBadgeRadius + 2, 2 * kBadgeRadius + 2);
}

void StackBadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x1c, 0x18, 0x12), 1.2));
    painter->setBrush(QColor(0xfb, 0xf7, 0xea));
    painter->drawEllipse(QPointF(0, 0), kBadgeRadius, kBadgeRadius);
    QFont f = style::sansFont();
    f.setBold(true);
    painter->setPen(QColor(0x1c, 0x18, 0x12));
    style::drawText(*painter, QRectF(-kBadgeRadius, -kBadgeRadius, 2 * kBadgeRadius, 2 * kBadgeRadius), Qt::AlignCenter,
                    QString::number(m_count), f, 10.0);
}

}  // namespace tricorne::app
