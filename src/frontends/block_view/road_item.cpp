#include "road_item.h"

#include <QPainter>
#include <QPainterPath>

#include "block_style.h"
#include "campaign_ground.h"

namespace tricorne::app {

namespace bs = blockstyle;

RoadItem::RoadItem(const block::Connection& road, const block::CampaignMap& map, QGraphicsItem* parent)
    : QGraphicsPathItem(parent), m_road(road) {
    QPainterPath path(toBoard(map.point(road.a)->at, map.aspect));
    for (const block::BoardPoint& bend : road.via) path.lineTo(toBoard(bend, map.aspect));
    path.lineTo(toBoard(map.point(road.b)->at, map.aspect));
    setPath(path);
    const bool dotted = road.crossesWater();
    QPen pen(colour(), dotted ? 4.6 : 4.0, dotted ? Qt::DotLine : Qt::SolidLine, dotted ? Qt::RoundCap : Qt::FlatCap, Qt::RoundJoin);
    setPen(pen);
    const QString kind = road.road == block::Road::Brown ? QStringLiteral("Brown road: 7 units a player a turn (B6)")
                         : dotted ? QStringLiteral("Blue road crossing the %1: 10 units a player a turn (B6); attackers lose a die the first round (B9.8)")
                                        .arg(QString::fromStdString(road.crossing))
                                  : QStringLiteral("Blue road: no limit (B6)");
    setToolTip(QStringLiteral("%1 \u2013 %2\n%3")
                   .arg(QString::fromStdString(map.point(road.a)->name), QString::fromStdString(map.point(road.b)->name), kind));
}

QColor RoadItem::colour() const { return bs::roadColour(m_road.road); }

QPointF RoadItem::middle() const { return path().pointAtPercent(0.5); }

void RoadItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    if (m_road.crossesWater()) {
        // The rulebook's dotted line across the water: bold dots on a pale ferry's wake.
        painter->setPen(QPen(QColor(255, 255, 255, 150), 8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPath(path());
        QPen dots = pen();
        dots.setDashPattern({0.01, 1.9});
        painter->setPen(dots);
        painter->drawPath(path());
        return;
    }
    painter->setPen(QPen(bs::kRoadCasing, pen().widthF() + 3.0, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    painter->drawPath(path());
    painter->setPen(pen());
    painter->drawPath(path());
}

}  // namespace tricorne::app
