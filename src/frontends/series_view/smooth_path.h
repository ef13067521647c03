// Curves for a hand-drawn look: corner cutting, splines through points, joining segments.
#pragma once

#include <QLineF>
#include <QPainterPath>
#include <QPolygonF>

#include <vector>

namespace tricorne::app {

// Chaikin corner cutting; an open polyline keeps its two end points.
QPolygonF cutCorners(const QPolygonF& points, int iterations, bool closed);

// A Catmull-Rom spline through every point, as cubic Bézier segments.
QPainterPath splineThrough(const QPolygonF& points);

// Joins segments that share end points into polylines (closed ones repeat their first point).
std::vector<QPolygonF> joinSegments(const std::vector<QLineF>& segments);

// A stable pseudo-random number in [0, 1) for integer coordinates, so drawings never flicker.
double scatter(int a, int b, int salt);

}  // namespace tricorne::app
