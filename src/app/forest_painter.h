// Tree symbols of the light and heavy forest, scattered the way a printed map stipples woods.
#pragma once

#include <QPointF>
#include <QRectF>

#include <vector>

#include "hex_layout.h"
#include "tricorne/core/map.h"

class QPainter;

namespace tricorne::app {

class ForestPainter {
public:
    ForestPainter(const core::Map& map, const HexLayout& layout);

    // Paints every tree whose crown reaches into `area`.
    void paint(QPainter& painter, const QRectF& area) const;

private:
    struct Tree {
        QPointF at;
        double radius = 0;
        bool heavy = false;
        double shade = 0;  // 0..1, the crown's tone
    };
    std::vector<Tree> treesNear(const QRectF& area) const;

    const core::Map& m_map;
    const HexLayout& m_layout;
};

}  // namespace tricorne::app
