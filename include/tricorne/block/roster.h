// The blocks of the block game (B3, B3.1): each side's units, leaders and Clinton.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_map>
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

class Roster {
public:
    std::vector<Block> blocks;

    // Files each block's place by its id for block() and position(); the loader calls it, and
    // whoever changes the list afterwards calls it again (a lookup checks the block it finds and
    // reads the list itself when that is not the one asked for).
    void index();
    // The block's place in `blocks`, or blocks.size() if no block has that id.
    std::size_t position(const std::string& id) const;
    const Block* block(const std::string& id) const;
    std::vector<const Block*> of(Side side) const;

private:
    std::unordered_map<std::string, std::size_t> m_positions;
};

}  // namespace tricorne::block
