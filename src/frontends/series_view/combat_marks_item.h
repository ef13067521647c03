// The close combats declared this phase, drawn on the map: an arrow from each attacking
// hex to each hex it attacks, numbered with the combat (12.21), the one being resolved
// strongest, the resolved ones faded; and the stack receiving the Diversion (12.14).
#pragma once

#include <QGraphicsItem>

#include <optional>
#include <vector>

#include "hex_layout.h"

namespace tricorne::app {

struct CombatArrows {
    int number = 0;  // 1 is the first declared
    std::vector<core::HexId> attackerHexes, defenderHexes;
    bool resolved = false;
    bool current = false;  // being resolved now
};

class CombatMarksItem : public QGraphicsItem {
public:
    explicit CombatMarksItem(const HexLayout& layout);

    void setCombats(std::vector<CombatArrows> combats, std::optional<core::HexId> diversion);
    const std::vector<CombatArrows>& combats() const { return m_combats; }
    std::optional<core::HexId> diversion() const { return m_diversion; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    const HexLayout& m_layout;
    std::vector<CombatArrows> m_combats;
    std::optional<core::HexId> m_diversion;
    QRectF m_bounds;
};

}  // namespace tricorne::app
