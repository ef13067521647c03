// The scenario's victory objectives on the map: each hex its victory conditions name ringed
// in the colour of the side it is an objective for (gold for either side), with a star and its
// rule, and an objective area washed in gold; all from the Volume, never typed here.
#pragma once

#include <QGraphicsItem>
#include <QString>

#include <optional>
#include <vector>

#include "hex_layout.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::app {

class MapScene;

// One hex as the map marks it: every objective the scenario names there.
struct ObjectiveMark {
    core::HexId hex;
    std::vector<std::optional<core::Side>> sides;  // the sides it is an objective for; nullopt: either
    QString rules;                                 // "E9.1, E9.4"
    bool area = false;                             // part of an objective area
};

class ObjectivesItem : public QGraphicsItem {
public:
    static constexpr int kType = UserType + 0x0b7;

    explicit ObjectivesItem(const HexLayout& layout);
    int type() const override { return kType; }

    void setMarks(std::vector<ObjectiveMark> marks);
    const std::vector<ObjectiveMark>& marks() const { return m_marks; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    const HexLayout& m_layout;
    std::vector<ObjectiveMark> m_marks;
    QRectF m_bounds;
};

// The marks of the position's objectives, by hex, from its volume's rules.
std::vector<ObjectiveMark> objectiveMarks(const core::GameState& state);
// Puts the position's objectives on the scene (none: no game), over the map and under the counters.
ObjectivesItem* showObjectives(MapScene& scene, const core::GameState* state);

}  // namespace tricorne::app
