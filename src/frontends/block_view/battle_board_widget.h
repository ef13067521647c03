// The battle board (B9.1): the viewer's Left, Center and Right facing the enemy's, mirrored
// so each position faces the one it fires at (B9.6), the Reserves behind, and beside them
// the round, whose move it is and the last roll's dice with their hits and flees.
#pragma once

#include <QWidget>

#include "battle_picture.h"

namespace tricorne::app {

class BattleBoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BattleBoardWidget(QWidget* parent = nullptr);

    void setPicture(const BattlePicture& picture);
    const BattlePicture& picture() const { return m_picture; }
    QSize sizeHint() const override { return {1100, 720}; }

    // Where a side's position is drawn in the widget as it is now.
    QRectF positionRect(block::Side side, BattlePosition position) const;

    // Paints a six-sided die showing `face` into `rect`, ringed for a hit or a flee.
    static void paintDie(QPainter& painter, const QRectF& rect, const BattleDie& die);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRectF boardArea() const;
    QRectF sideArea(bool top) const;
    void paintSide(QPainter& painter, block::Side side, bool top) const;
    void paintPosition(QPainter& painter, const QRectF& rect, block::Side side, BattlePosition position, bool top) const;
    void paintHeader(QPainter& painter) const;
    void paintDice(QPainter& painter, const QRectF& rect) const;
    void paintEliminated(QPainter& painter, const QRectF& rect) const;

    BattlePicture m_picture;
};

}  // namespace tricorne::app
