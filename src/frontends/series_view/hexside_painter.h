// Features along hexsides: ravines, slopes with their up side, creeks and fords, fieldworks.
#pragma once

#include <QLineF>
#include <QPainterPath>
#include <QRectF>

#include <vector>

#include "hex_layout.h"
#include "tricorne/series/map.h"

class QPainter;

namespace tricorne::app {

class HexsidePainter {
public:
    HexsidePainter(const core::Map& map, const HexLayout& layout);

    // Ravines, slopes, creeks and fords: drawn under roads and the hex grid.
    void paintTerrainSides(QPainter& painter, const QRectF& area) const;
    // Fieldworks (the symbol on the side of the hex that holds it) and the banks of fords:
    // drawn over roads and the grid.
    void paintFieldworks(QPainter& painter, const QRectF& area) const;

private:
    // A hexside seen from one of its hexes: the hex that holds the symbol and the direction out.
    struct SideFrom {
        core::HexId hex;
        core::Direction toward;
    };

    void paintSlope(QPainter& painter, SideFrom up) const;
    void paintFord(QPainter& painter, const QLineF& side) const;
    void paintFordBanks(QPainter& painter, const QLineF& side) const;
    void paintFieldworksSide(QPainter& painter, SideFrom holder) const;

    const HexLayout& m_layout;
    std::vector<SideFrom> m_slopes;       // from the up side
    std::vector<SideFrom> m_fieldworks;   // from the hex holding the symbol
    std::vector<QLineF> m_fords;
    QPainterPath m_creeks;
    QPainterPath m_ravines;
};

}  // namespace tricorne::app
