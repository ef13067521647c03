#include "hex_layout.h"

#include <cmath>
#include <numbers>
#include <limits>

namespace tricorne::app {

using core::Direction;
using core::HexId;

namespace {
constexpr double kSqrt3 = 1.7320508075688772;

// Corners of a flat-topped hex around its centre, screen y pointing down.
constexpr std::array<std::array<double, 2>, 6> kCornerUnits = {{
    {1.0, 0.0}, {0.5, kSqrt3 / 2}, {-0.5, kSqrt3 / 2}, {-1.0, 0.0}, {-0.5, -kSqrt3 / 2}, {0.5, -kSqrt3 / 2}}};

// The two corners (clockwise) bounding the side that faces each direction.
constexpr std::array<std::array<int, 2>, 6> kSideCorners = {{
    {4, 5},  // North
    {5, 0},  // NorthEast
    {0, 1},  // SouthEast
    {1, 2},  // South
    {2, 3},  // SouthWest
    {3, 4},  // NorthWest
}};
}  // namespace

HexLayout::HexLayout(int columns, int rows, double radius) : m_columns(columns), m_rows(rows), m_radius(radius) {}

double HexLayout::hexHeight() const { return kSqrt3 * m_radius; }
double HexLayout::columnSpacing() const { return 1.5 * m_radius; }

QPointF HexLayout::centre(HexId hex) const {
    const double x = m_radius + (hex.col - 1) * columnSpacing();
    // Even columns stand half a hex north of odd ones; row 1 is the southernmost.
    const bool even = (hex.col % 2) == 0;
    const double y = (m_rows - hex.row) * hexHeight() + (even ? 0.5 : 1.0) * hexHeight();
    return {x, y};
}

QPointF HexLayout::corner(HexId hex, int i) const {
    const QPointF c = centre(hex);
    const auto& u = kCornerUnits[static_cast<std::size_t>(((i % 6) + 6) % 6)];
    return {c.x() + u[0] * m_radius, c.y() + u[1] * m_radius};
}

QPolygonF HexLayout::polygon(HexId hex) const {
    QPolygonF p;
    p.reserve(6);
    for (int i = 0; i < 6; ++i) p << corner(hex, i);
    return p;
}

QRectF HexLayout::boundingRect(HexId hex) const {
    const QPointF c = centre(hex);
    return {c.x() - m_radius, c.y() - hexHeight() / 2, hexWidth(), hexHeight()};
}

QLineF HexLayout::side(HexId hex, Direction d) const {
    const auto& cs = kSideCorners[static_cast<std::size_t>(d)];
    return {corner(hex, cs[0]), corner(hex, cs[1])};
}

QPointF HexLayout::sideMidpoint(HexId hex, Direction d) const {
    const QLineF l = side(hex, d);
    return (l.p1() + l.p2()) / 2.0;
}

QPointF HexLayout::outward(Direction d) const {
    // North is straight up; the others turn clockwise in steps of 60 degrees.
    const double angle = (static_cast<int>(d) * 60.0 - 90.0) * std::numbers::pi / 180.0;
    return {std::cos(angle), std::sin(angle)};
}

HexId HexLayout::hexAt(QPointF point) const {
    // The nearest centre is the hex holding the point; look around a first estimate.
    const int colGuess = static_cast<int>(std::floor((point.x() - m_radius) / columnSpacing() + 0.5)) + 1;
    HexId best{colGuess, 1};
    double bestDist = std::numeric_limits<double>::max();
    for (int col = colGuess - 1; col <= colGuess + 1; ++col) {
        const bool even = (col % 2) == 0;
        const double rowF = m_rows - (point.y() / hexHeight() - (even ? 0.5 : 1.0));
        const int rowGuess = static_cast<int>(std::floor(rowF + 0.5));
        for (int row = rowGuess - 1; row <= rowGuess + 1; ++row) {
            const HexId h{col, row};
            const QPointF d = centre(h) - point;
            const double dist = d.x() * d.x() + d.y() * d.y();
            if (dist < bestDist) {
                bestDist = dist;
                best = h;
            }
        }
    }
    return best;
}

std::optional<HexId> HexLayout::mapHexAt(QPointF point) const {
    const HexId h = hexAt(point);
    if (!onMap(h)) return std::nullopt;
    return h;
}

std::vector<HexId> HexLayout::hexesTouching(const QRectF& rect, int ring) const {
    std::vector<HexId> out;
    for (int col = 1 - ring; col <= m_columns + ring; ++col)
        for (int row = m_rows + ring; row >= 1 - ring; --row)
            if (boundingRect({col, row}).intersects(rect)) out.push_back({col, row});
    return out;
}

QRectF HexLayout::gridRect() const {
    const double width = m_radius * 2 + (m_columns - 1) * columnSpacing();
    const double height = (m_rows + 0.5) * hexHeight();
    return {0.0, 0.0, width, height};
}

QRectF HexLayout::sheetRect() const {
    const double m = margin();
    return gridRect().adjusted(-m, -m, m, m * 1.6);
}

}  // namespace tricorne::app
