// Paints the whole printed map, layer by layer, for any part of the sheet.
#pragma once

#include <QRectF>

#include "area_painter.h"
#include "forest_painter.h"
#include "grid_painter.h"
#include "hex_layout.h"
#include "hexside_painter.h"
#include "place_painter.h"
#include "route_painter.h"
#include "sheet_painter.h"
#include "terrain_painter.h"
#include "water_painter.h"
#include "tricorne/series/map.h"

class QPainter;

namespace tricorne::app {

class MapPainter {
public:
    // Keeps references: `map` and `layout` must outlive the painter.
    MapPainter(const core::Map& map, const HexLayout& layout);

    const HexLayout& layout() const { return m_layout; }
    // Paints every layer that reaches into `area` (scene coordinates).
    void paint(QPainter& painter, const QRectF& area) const;

private:
    const HexLayout& m_layout;
    SheetPainter m_sheet;
    TerrainPainter m_terrain;
    WaterPainter m_water;
    ForestPainter m_forest;
    HexsidePainter m_hexsides;
    RoutePainter m_routes;
    GridPainter m_grid;
    AreaPainter m_areas;
    PlacePainter m_places;
};

}  // namespace tricorne::app
