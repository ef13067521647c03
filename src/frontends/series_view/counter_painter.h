// Draws counters as on the printed sheet: combat units (full or reduced side) and leaders.
#pragma once

#include <QColor>
#include <QPainterPath>
#include <QRectF>

#include "tricorne/series/counters.h"

class QPainter;

namespace tricorne::app {

// The colours a formation prints its counters in.
struct CounterColours {
    QColor background;
    QColor text;
    static CounterColours of(const core::Formation* formation, core::Side side);
};

class CounterPainter {
public:
    // Side of a counter in scene units (a hex is 100 across).
    static constexpr double kSize = 62.0;

    // `rect` is the counter's square; everything scales with it.
    static void paintUnit(QPainter& painter, const QRectF& rect, const core::UnitDef& unit, const CounterColours& colours,
                          bool reduced);
    static void paintLeader(QPainter& painter, const QRectF& rect, const core::LeaderDef& leader, const CounterColours& colours,
                            bool backSide);

    // The counter's outline: rounded for combat units, cut corners for leaders.
    static QPainterPath outline(const QRectF& rect, bool leader);

private:
    static void paintUnitValues(QPainter& painter, const QRectF& rect, const core::UnitDef& unit, const CounterColours& colours,
                                bool reduced);
};

}  // namespace tricorne::app
