#include "map_painter.h"

#include <QPainter>

namespace tricorne::app {

MapPainter::MapPainter(const core::Map& map, const HexLayout& layout)
    : m_layout(layout),
      m_sheet(layout, QString::fromStdString(map.name()), map.hexYards()),
      m_terrain(map, layout),
      m_water(map, layout),
      m_forest(map, layout),
      m_hexsides(map, layout),
      m_routes(map, layout),
      m_grid(map, layout, m_water.water()),
      m_areas(map, layout),
      m_places(map, layout) {}

void MapPainter::paint(QPainter& painter, const QRectF& area) const {
    // The order is the printer's: ground, water, woods, hexside terrain, roads, grid, works,
    // rule markings, places, names and numbers, and the frame over the edge.
    m_sheet.paintPaper(painter, area);
    m_terrain.paint(painter, area);
    m_water.paint(painter, area);
    m_forest.paint(painter, area);
    m_hexsides.paintTerrainSides(painter, area);
    m_routes.paint(painter, area);
    m_grid.paintGrid(painter, area);
    m_hexsides.paintFieldworks(painter, area);
    m_places.paintSymbols(painter, area);
    m_areas.paint(painter, area);
    m_places.paintNames(painter, area);
    m_grid.paintHexNumbers(painter, area);
    m_sheet.paintFrame(painter, area);
}

}  // namespace tricorne::app
