// One road of the campaign map (B6) in its colour, brown or blue, a dotted line where it
// crosses a river or lake.
#pragma once

#include <QGraphicsPathItem>

#include "tricorne/block/campaign_map.h"

namespace tricorne::app {

class RoadItem : public QGraphicsPathItem {
public:
    RoadItem(const block::Connection& road, const block::CampaignMap& map, QGraphicsItem* parent = nullptr);

    static constexpr int kKind = UserType + 42;
    int type() const override { return kKind; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const block::Connection& road() const { return m_road; }
    // The road's own colour, as the legend names it.
    QColor colour() const;
    QPointF middle() const;

private:
    block::Connection m_road;
};

}  // namespace tricorne::app
