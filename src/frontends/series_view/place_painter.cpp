#include "place_painter.h"

#include <QPainter>

#include "map_style.h"
#include "place_symbols.h"

namespace tricorne::app {

using core::HexId;

QPointF PlacePainter::symbolPoint(HexId hex) const {
    const double r = m_layout.radius();
    return m_layout.centre(hex) + QPointF(-0.44 * r, 0.3 * r);
}

void PlacePainter::paintSymbols(QPainter& painter, const QRectF& area) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double r = m_layout.radius();
    const double unit = r * 0.1;
    const QRectF reach = area.adjusted(-r, -r, r, r);
    // Farm buildings are terrain: every such hex shows its buildings, named or not.
    for (const HexId h : m_layout.hexesTouching(reach, 0)) {
        const core::MapPlace* place = m_map.placeAt(h);
        const bool farmTerrain = m_map.terrain(h) == core::Terrain::FarmBuildings;
        if (place && place->kind != "label" && place->kind != "farm") {
            symbols::drawPlace(painter, QString::fromStdString(place->kind), symbolPoint(h), unit, h.col + h.row);
            if (farmTerrain) symbols::drawFarmBuildings(painter, m_layout.centre(h) + QPointF(0.44 * r, 0.3 * r), unit * 0.8, h.row);
        } else if (farmTerrain || (place && place->kind == "farm")) {
            symbols::drawFarmBuildings(painter, symbolPoint(h), unit, h.col * 7 + h.row);
        }
    }
    painter.restore();
}

void PlacePainter::paintNames(QPainter& painter, const QRectF& area) const {
    const double r = m_layout.radius();
    const QRectF reach = area.adjusted(-2 * r, -r, 2 * r, r);
    QFont names = style::serifFont();
    names.setItalic(true);
    QFont regions = style::serifFont();
    regions.setItalic(true);
    regions.setBold(true);
    regions.setLetterSpacing(QFont::PercentageSpacing, 112);
    for (const auto& place : m_map.places()) {
        const QPointF c = m_layout.centre(place.hex);
        if (!reach.contains(c)) continue;
        const QString name = QString::fromStdString(place.name);
        if (place.kind == "label") {
            style::drawHaloText(painter, c, name, regions, r * 0.27, style::kLabel, style::kLabelHalo, 1.6);
        } else {
            // The name sits under the hex number, so it reads as this hex's.
            style::drawHaloText(painter, c + QPointF(0, -0.47 * r), name, names, r * 0.2, style::kLabel, style::kLabelHalo, 1.3);
        }
    }
}

}  // namespace tricorne::app
