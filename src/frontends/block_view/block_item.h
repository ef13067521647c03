// One block on the campaign map or the battle board, drawn by paintBlock; a hit turns it
// counterclockwise to its next lower strength, animated (B3, B9.6).
#pragma once

#include <QGraphicsObject>
#include <QPointer>
#include <QPropertyAnimation>

#include "board_picture.h"

namespace tricorne::app {

class BlockItem : public QGraphicsObject {
    Q_OBJECT
    Q_PROPERTY(qreal turn READ turn WRITE setTurn)
public:
    // `size` across; `extraTurn` turns the whole label further (180 for an enemy's block laid
    // face up toward the viewer, B9.1).
    BlockItem(const PictureBlock& block, double size, double extraTurn = 0, QGraphicsItem* parent = nullptr);

    static constexpr int kKind = UserType + 41;
    int type() const override { return kKind; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const PictureBlock& block() const { return m_block; }
    qreal turn() const { return m_turn; }
    void setTurn(qreal degrees);
    // The strength on the label's top edge as it is drawn now.
    int shownSp() const;
    // Takes `hits` steps: the block turns counterclockwise a quarter a step, in `msPerStep`.
    void takeHits(int hits, int msPerStep = 320);
    bool isTurning() const;

signals:
    // The turn has ended: the label shows the new strength on top.
    void turned(int sp);

private:
    PictureBlock m_block;
    double m_size;
    double m_extraTurn;
    qreal m_turn;
    QPointer<QPropertyAnimation> m_animation;
};

}  // namespace tricorne::app
