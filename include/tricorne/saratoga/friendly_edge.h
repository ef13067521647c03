// E1.8: each side's friendly map edge, the British north, the Americans south.
#pragma once

#include "tricorne/series/counters.h"
#include "tricorne/series/hex.h"

namespace tricorne::core::saratoga {

// How far north a hex lies, in half hexes: even columns stand half a hex north of odd ones.
inline int northness(HexId h) { return 2 * h.row + (h.col % 2 == 0 ? 1 : 0); }

// E1.8: `to` lies nearer `side`'s friendly map edge than `from`.
inline bool towardFriendlyEdge(Side side, HexId from, HexId to) {
    return side == Side::British ? northness(to) > northness(from) : northness(to) < northness(from);
}

}  // namespace tricorne::core::saratoga
