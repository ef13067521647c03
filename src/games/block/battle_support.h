// Small helpers the battle board's files share: a fighter's block, its name as the reader may
// see it, and the sides in words.
#pragma once

#include <string>
#include <string_view>

#include "tricorne/block/battle.h"

namespace tricorne::block::battle_detail {

inline std::string_view sidePlural(Side side) { return side == Side::American ? "Americans" : "British"; }

// Still on the battle board: neither eliminated nor gone from the location.
inline bool present(const Fighter& f) { return !f.eliminated && !f.left; }

inline const Block* blockOf(const Fighter& f, const BlockData& data) { return f.block.empty() ? nullptr : data.roster.block(f.block); }

inline bool isNative(const Fighter& f, const BlockData& data) {
    const Block* blk = blockOf(f, data);
    return blk && blk->type == UnitType::Native;
}

// The block's label; a block the reader may not see is "a hidden American block".
inline std::string fighterName(const Battle& b, int i, const BlockData& data) {
    if (i < 0 || static_cast<std::size_t>(i) >= b.fighters.size()) return "no block";
    const Fighter& f = b.fighters[static_cast<std::size_t>(i)];
    const Block* blk = blockOf(f, data);
    return blk ? blk->name : "a hidden " + std::string(sideName(f.side)) + " block";
}

}  // namespace tricorne::block::battle_detail
