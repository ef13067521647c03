// The one place that turns hexes into scene pixels and back (flat-topped hexes, north up).
#pragma once

#include <QLineF>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <array>
#include <optional>
#include <vector>

#include "tricorne/series/hex.h"

namespace tricorne::app {

// Scene geometry of a map grid: flat-topped hexes in vertical columns, even columns half a
// hex north of odd ones, row 01 at the bottom (docs/data-format.md "Hex ids and the grid").
// Hexes outside the map (column 0, row 0, ...) have positions too, for drawing the edge.
class HexLayout {
public:
    static constexpr double kDefaultRadius = 50.0;

    HexLayout() = default;
    HexLayout(int columns, int rows, double radius = kDefaultRadius);

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    double radius() const { return m_radius; }
    double hexWidth() const { return 2.0 * m_radius; }
    double hexHeight() const;     // flat side to flat side
    double columnSpacing() const;  // centre to centre, west to east

    QPointF centre(core::HexId hex) const;
    // Corner i of a hex, clockwise from the east corner (0 east, 1 south-east, ... 5 north-east).
    QPointF corner(core::HexId hex, int i) const;
    QPolygonF polygon(core::HexId hex) const;
    QRectF boundingRect(core::HexId hex) const;
    // The side of `hex` facing direction `d`, from its first corner to its second, clockwise.
    QLineF side(core::HexId hex, core::Direction d) const;
    QPointF sideMidpoint(core::HexId hex, core::Direction d) const;
    // Unit vector from `hex` out through its side `d`, perpendicular to that side.
    QPointF outward(core::Direction d) const;

    // The hex (on the map or not) whose area holds the point.
    core::HexId hexAt(QPointF point) const;
    // The on-map hex holding the point, if any.
    std::optional<core::HexId> mapHexAt(QPointF point) const;
    // Every hex, on the map or up to `ring` hexes beyond its edge, whose area meets `rect`.
    std::vector<core::HexId> hexesTouching(const QRectF& rect, int ring) const;
    bool onMap(core::HexId hex) const { return hex.col >= 1 && hex.col <= m_columns && hex.row >= 1 && hex.row <= m_rows; }

    // The rectangle covered by the map's hexes, and the printed sheet around it.
    QRectF gridRect() const;
    QRectF sheetRect() const;
    double margin() const { return m_radius * 0.9; }

private:
    int m_columns = 0;
    int m_rows = 0;
    double m_radius = kDefaultRadius;
};

}  // namespace tricorne::app
