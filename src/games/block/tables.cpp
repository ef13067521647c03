#include "tricorne/block/tables.h"

namespace tricorne::block {

const UnitTypeRule* Tables::unitType(UnitType type) const {
    for (const auto& t : unitTypes)
        if (t.type == type) return &t;
    return nullptr;
}

int Tables::moveOf(const Block& block) const {
    if (block.move > 0) return block.move;
    const UnitTypeRule* rule = unitType(block.type);
    return rule ? rule->maxMove : 0;
}

int Tables::battleDiceOf(const Block& block, int sp) const {
    // B9.6: Arnold rolls 4 dice whatever his SP; every other block one a SP (B3).
    return block.battleDice > 0 ? block.battleDice : sp;
}

}  // namespace tricorne::block
