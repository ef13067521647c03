// A wooden block seen from above at a slight angle (B3): its top edge, the face toward the
// viewer and, when he may see it, the label with the strength printed on each edge.
#pragma once

#include <QColor>
#include <QRectF>

#include "board_picture.h"

class QPainter;

namespace tricorne::app {

// The turn of a label whose `sp` of `fullSp` is on top: 90 degrees counterclockwise a step (B3).
double labelTurnFor(int fullSp, int sp);
// The strength on the top edge of a label turned `turnDegrees` counterclockwise.
int spOnTop(int fullSp, double turnDegrees);

// A block stands, its label toward its owner, or lies face up, revealed in battle (B9.1).
enum class BlockStance { Standing, FaceUp };

// Paints `block` into `rect`, its label turned `turnDegrees` counterclockwise (an enemy's block
// revealed toward the viewer is turned half round more).
void paintBlock(QPainter& painter, const QRectF& rect, const PictureBlock& block, double turnDegrees,
                BlockStance stance = BlockStance::Standing);

// The label alone, centred on the origin, `size` across, not turned.
void paintLabel(QPainter& painter, double size, const PictureBlock& block);

// B3.1's type shown as a small symbol in `rect`.
void paintTypeSymbol(QPainter& painter, const QRectF& rect, block::UnitType type, const QColor& ink);

}  // namespace tricorne::app
