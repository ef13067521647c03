// The campaign map's legend: the roads and their limits (B6), the crossings (B6, B9.8), the
// forts (B2), supply sources (B7), entry points (B4) and each side's blocks (B3).
#pragma once

#include <QGraphicsItem>

namespace tricorne::app {

class CampaignLegendItem : public QGraphicsItem {
public:
    // Drawn with its top-left corner at `topLeft`.
    explicit CampaignLegendItem(QPointF topLeft, QGraphicsItem* parent = nullptr);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
};

}  // namespace tricorne::app
