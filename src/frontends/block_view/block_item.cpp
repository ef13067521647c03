#include "block_item.h"

#include <QPainter>

#include <algorithm>

#include "block_painter.h"

namespace tricorne::app {

BlockItem::BlockItem(const PictureBlock& block, double size, double extraTurn, QGraphicsItem* parent)
    : QGraphicsObject(parent), m_block(block), m_size(size), m_extraTurn(extraTurn), m_turn(labelTurnFor(block.fullSp, block.sp)) {
    if (block.labelShown) {
        const QString leader = block.groupLimit > 0
                                   ? QStringLiteral(" \u2014 group %1, moves %2").arg(block.groupLimit).arg(block.move)
                                   : QString();
        setToolTip(QStringLiteral("%1 (%2 of %3 SP)%4").arg(QString::fromStdString(block.name)).arg(block.sp).arg(block.fullSp).arg(leader));
    } else {
        setToolTip(QString::fromUtf8(block.type == block::UnitType::Native ? "A British Native block"
                                     : block.side == block::Side::British ? "A British block"
                                                                          : "An American block"));
    }
}

QRectF BlockItem::boundingRect() const { return QRectF(-m_size / 2, -m_size / 2, m_size * 1.08, m_size * 1.1); }

void BlockItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    paintBlock(*painter, QRectF(-m_size / 2, -m_size / 2, m_size, m_size), m_block, m_turn + m_extraTurn);
}

void BlockItem::setTurn(qreal degrees) {
    m_turn = degrees;
    update();
}

int BlockItem::shownSp() const { return spOnTop(m_block.fullSp, m_turn); }

void BlockItem::takeHits(int hits, int msPerStep) {
    if (m_animation) m_animation->stop();
    const int sp = std::max(0, m_block.sp - hits);
    const int steps = m_block.sp - sp;
    m_block.sp = sp;
    if (steps == 0) return;
    // A block reduced below 1 SP is eliminated (B9.6): it turns no further than its last edge.
    const double target = labelTurnFor(m_block.fullSp, std::max(sp, 1)) + (sp == 0 ? 90.0 : 0.0);
    m_animation = new QPropertyAnimation(this, "turn", this);
    m_animation->setDuration(msPerStep * steps);
    m_animation->setStartValue(m_turn);
    m_animation->setEndValue(target);
    m_animation->setEasingCurve(QEasingCurve::InOutQuad);
    connect(m_animation, &QPropertyAnimation::finished, this, [this] {
        if (m_block.sp == 0) setOpacity(0.35);
        emit turned(m_block.sp);
    });
    m_animation->start(QAbstractAnimation::DeleteWhenStopped);
}

bool BlockItem::isTurning() const { return m_animation && m_animation->state() == QAbstractAnimation::Running; }

}  // namespace tricorne::app
