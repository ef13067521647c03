// Tree symbols of the light and heavy forest, scattered the way a printed map stipples woods.
#pragma once

#include <QImage>
#include <QPointF>
#include <QRectF>

#include <map>
#include <tuple>
#include <vector>

#include "hex_layout.h"
#include "tricorne/series/map.h"

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
        bool heavy = false;
        int size = 0;   // 0..kSizes-1: the crown from 0.8 to 1.2 times its forest's radius
        int shade = 0;  // 0..17: the crown a shade lighter or darker
    };
    std::vector<Tree> treesNear(const QRectF& area) const;
    static void drawTree(QPainter& painter, QPointF at, const Tree& tree);
    // A tree drawn once at a scale, its centre at the image's centre; stamped wherever a
    // tree of its kind stands (three antialiased ellipses a tree took a third of the time
    // to the map's first frame).
    const QImage& stamp(const Tree& tree, double scale) const;

    const core::Map& m_map;
    const HexLayout& m_layout;
    mutable double m_stampScale = 0;  // the stamps kept are those of the last scale drawn
    mutable std::map<std::tuple<bool, int, int>, QImage> m_stamps;
};

}  // namespace tricorne::app
