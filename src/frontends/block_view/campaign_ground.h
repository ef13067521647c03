// The campaign map's ground, drawn once from the map data: parchment, lakes with their
// shorelines and islands, rivers, mountains, the region borders and their names (B2). Only
// decoration: the rules read a road's crossing, never the water (B2).
#pragma once

#include <QGraphicsItem>
#include <QPointF>
#include <QRectF>

#include "tricorne/block/campaign_map.h"

namespace tricorne::app {

// The board's size in scene units; the data's 0-1 coordinates are scaled to it.
inline constexpr double kBoardWidth = 1500.0;
QPointF toBoard(const block::BoardPoint& at, double aspect);
QRectF boardRect(double aspect);

class CampaignGroundItem : public QGraphicsItem {
public:
    explicit CampaignGroundItem(const block::CampaignMap& map, QGraphicsItem* parent = nullptr);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintParchment(QPainter& painter) const;
    void paintLake(QPainter& painter, const block::Water& lake) const;
    void paintRiver(QPainter& painter, const block::Water& river) const;
    void paintMountains(QPainter& painter, const block::Mountains& range) const;
    void paintBorder(QPainter& painter, const block::Border& border) const;
    void paintNames(QPainter& painter) const;

    const block::CampaignMap& m_map;
};

}  // namespace tricorne::app
