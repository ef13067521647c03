// The help for moving a group (B6): its point ringed, each point it can reach ringed with what
// the move costs and what the road into it has left; and the roads used this turn, counted.
#pragma once

#include <QGraphicsItem>
#include <QString>

#include "board_picture.h"

namespace tricorne::app {

class ReachMarkItem : public QGraphicsItem {
public:
    // `picked`: the group's own point, ringed apart; otherwise a reachable point and its text,
    // shown by a ReachTagItem above it. `radius`: the ring's, wide enough to go round the stack.
    ReachMarkItem(QPointF at, QString text, bool picked, double radius, QGraphicsItem* parent = nullptr);

    static constexpr int kKind = UserType + 46;
    int type() const override { return kKind; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const QString& text() const { return m_text; }
    bool isPicked() const { return m_picked; }
    double radius() const { return m_radius; }

private:
    QString m_text;
    bool m_picked;
    double m_radius;
};

// What a move to a reachable point costs, over its ring, above the blocks and names near it.
class ReachTagItem : public QGraphicsItem {
public:
    ReachTagItem(const ReachMarkItem& mark, QGraphicsItem* parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString m_text;
};

// "3/7" on a road a player has used this turn (B6).
class RoadUseItem : public QGraphicsItem {
public:
    RoadUseItem(QPointF at, const RoadUse& use, QGraphicsItem* parent = nullptr);

    static constexpr int kKind = UserType + 47;
    int type() const override { return kKind; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const QString& text() const { return m_text; }

private:
    QString m_text;
    bool m_full;
};

}  // namespace tricorne::app
