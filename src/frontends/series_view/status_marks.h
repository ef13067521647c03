// The status markers stacked on a counter in play (Disrupted, Shattered, PIN, withdrawal,
// First Fire spent), drawn as small printed tags along the counter's top edge.
#pragma once

#include <QColor>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

#include "deployment.h"

class QPainter;

namespace tricorne::app {

struct StatusMark {
    QString label;  // printed on the tag: "DISR"
    QString name;   // in words: "Disrupted (13.3)"
    QColor face;
    QColor ink;
};

class StatusMarks {
public:
    static constexpr double kWidth = 23.0;
    static constexpr double kHeight = 11.0;

    static std::vector<StatusMark> of(const CounterMarks& marks);
    // The names of a counter's markers, for descriptions.
    static QStringList names(const CounterMarks& marks);
    // Draws the tags right to left from the top-right corner of `counter`.
    static void paint(QPainter& painter, const QRectF& counter, const CounterMarks& marks);
    // The area the tags may cover beyond the counter's square.
    static QRectF bounds(const QRectF& counter);
};

}  // namespace tricorne::app
