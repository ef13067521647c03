// Rule markings printed on the map: Bemis Heights Line dots, the Freeman's Farm objective
// area's dotted outline, garrison hexes and entry hexes.
#pragma once

#include <QRectF>

#include "hex_layout.h"
#include "tricorne/series/map.h"

class QPainter;

namespace tricorne::app {

class AreaPainter {
public:
    AreaPainter(const core::Map& map, const HexLayout& layout) : m_map(map), m_layout(layout) {}

    void paint(QPainter& painter, const QRectF& area) const;

    // Map area ids with a printed marking (docs/data-format.md "areas").
    static constexpr const char* kBemisHeightsLine = "bemisHeightsLine";
    static constexpr const char* kFreemansFarmObjective = "freemansFarmObjective";
    static constexpr const char* kGarrison = "garrison";

private:
    void paintLineDots(QPainter& painter, const QRectF& reach) const;
    void paintObjectiveOutline(QPainter& painter, const QRectF& reach) const;
    void paintGarrisons(QPainter& painter, const QRectF& reach) const;
    void paintEntries(QPainter& painter, const QRectF& reach) const;

    const core::Map& m_map;
    const HexLayout& m_layout;
};

}  // namespace tricorne::app
