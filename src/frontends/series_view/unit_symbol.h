// The unit-type symbol of a counter: the NATO-style box of the printed counter sheet.
#pragma once

#include <QColor>
#include <QPointF>
#include <QRectF>

#include "tricorne/series/counters.h"

class QPainter;

namespace tricorne::app::unit_symbol {

// Draws the type box of `unit` in `box`, lines in `ink`.
void drawTypeBox(QPainter& painter, const QRectF& box, const core::UnitDef& unit, const QColor& ink);
// 3.1 rifle mark: a white R in a black circle, or a black R in a white circle.
void drawRifleMark(QPainter& painter, QPointF centre, double radius, core::RifleMark mark);
// A five-pointed star (leaders, Morgan the demi-leader of E3.4.4).
void drawStar(QPainter& painter, QPointF centre, double radius, const QColor& fill, const QColor& edge);

}  // namespace tricorne::app::unit_symbol
