// A named point of the campaign map (B2): its symbol by kind (forts as forts, towns, Iroquois
// castles, landings), its name, and the marks of a supply source (B7) and an entry point (B4).
#pragma once

#include <QGraphicsItem>
#include <QString>

#include "tricorne/block/campaign_map.h"

namespace tricorne::app {

class PointItem : public QGraphicsItem {
public:
    // `entryFor`: the boxes whose blocks enter here, empty when none (B4).
    PointItem(const block::Point& point, QString entryFor, QGraphicsItem* parent = nullptr);

    static constexpr int kKind = UserType + 43;
    int type() const override { return kKind; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const block::Point& point() const { return m_point; }
    QString name() const { return QString::fromStdString(m_point.name); }
    // Where the name is drawn, relative to the point: beside it on the side the data gives,
    // `clearance` further out when blocks stand on the point.
    QPointF nameCentre(double clearance = 0) const;
    QRectF nameRect(double clearance = 0) const;
    // Widens the supply and entry rings round a stack reaching `reach` from the point.
    void setStackReach(double reach);

private:
    void paintSymbol(QPainter& painter) const;
    void paintMarks(QPainter& painter) const;

    block::Point m_point;
    QString m_entryFor;
    double m_stackReach = 0;
};

// A point's name, drawn above the blocks standing there so it stays readable.
class PointNameItem : public QGraphicsItem {
public:
    explicit PointNameItem(const PointItem& point, QGraphicsItem* parent = nullptr);
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    // Moves the name clear of a stack reaching `clearance` beyond the point's symbol.
    void setClearance(double clearance);

private:
    const PointItem& m_point;
    double m_clearance = 0;
    QRectF m_rect;
};

// Draws the symbol of a point of `kind` centred on the origin (the legend's too).
void paintPointSymbol(QPainter& painter, const std::string& kind, bool fortified);

}  // namespace tricorne::app
