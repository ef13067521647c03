// The blocks of the block game (B3, B3.1): each side's units, leaders and Clinton.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/block/campaign_map.h"
#include "tricorne/block/source.h"

namespace tricorne::block {

// B3.1 Unit Types, and Clinton, who never fights (B8).
enum class UnitType { Regular, Elite, LightInfantry, Militia, Native, Artillery, Leader, Commander };

inline constexpr int kUnitTypeCount = 8;

std::string_view unitTypeId(UnitType type);
std::optional<UnitType> unitTypeFromId(std::string_view id);

struct Block {
    std::string id;
    std::string name;   // the label (B3: names are historical only)
    Side side = Side::British;
    std::string nation; // american, british, german, loyalist, canadian, native: drawn, not ruled (A4)
    UnitType type = UnitType::Regular;
    int sp = 0;         // full strength, the top edge at set-up (B3)
    int move = 0;       // a leader's rate (the number right of his star); 0: the type's rate
    int groupLimit = 0; // a leader's group limit (left of his star, B6); 0 for others
    int battleDice = 0; // dice rolled in battle whatever the SP (Arnold: 4, B9.6); 0: one a SP
    int removedOnOnes = 0;  // removed for the game on this many 1s in one roll (Arnold: 2, B9.6)
    Source source;

    bool isLeader() const { return type == UnitType::Leader; }
};

struct Roster {
    std::vector<Block> blocks;

    const Block* block(const std::string& id) const;
    std::vector<const Block*> of(Side side) const;
};

}  // namespace tricorne::block
