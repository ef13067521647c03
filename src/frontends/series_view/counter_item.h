// One counter on the map: a unit or a leader, drawn as on the counter sheet.
#pragma once

#include <QGraphicsItem>

#include <string>

#include "counter_painter.h"
#include "deployment.h"

namespace tricorne::app {

class CounterItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };

    CounterItem(const DeployedCounter& counter, const CounterColours& colours);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    const std::string& counterId() const { return m_counter.id; }
    core::HexId hex() const { return m_counter.hex; }
    const DeployedCounter& counter() const { return m_counter; }
    // Marks the counter the player has selected to move or fire.
    void setChosen(bool chosen);
    bool isChosen() const { return m_chosen; }
    // Its place in its stack, to go back to when put down.
    void setRestingZ(double z) { m_restingZ = z; }
    double restingZ() const { return m_restingZ; }

private:
    DeployedCounter m_counter;
    CounterColours m_colours;
    bool m_chosen = false;
    double m_restingZ = 0;
};

// The number of counters in a large stack, shown on its top counter.
// 7.42: a counter under an enemy stack's top counter, not examined: a plain counter seen edge on.
class CounterBackItem : public QGraphicsItem {
public:
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
};

class StackBadgeItem : public QGraphicsItem {
public:
    explicit StackBadgeItem(int count) : m_count(count) {}
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int m_count;
};

}  // namespace tricorne::app
