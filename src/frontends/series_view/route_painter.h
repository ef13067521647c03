// Roads (solid) and trails (dashed), drawn as smooth curves through the hex centres.
#pragma once

#include <QPainterPath>
#include <QRectF>

#include <vector>

#include "hex_layout.h"
#include "tricorne/series/map.h"

class QPainter;

namespace tricorne::app {

class RoutePainter {
public:
    RoutePainter(const core::Map& map, const HexLayout& layout);

    void paint(QPainter& painter, const QRectF& area) const;

private:
    std::vector<QPainterPath> m_roads;
    std::vector<QPainterPath> m_trails;
};

}  // namespace tricorne::app
