// 11.4 Line of Sight: whether a firing unit can see its target across the hexes between them.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "tricorne/series/game/game_state.h"
#include "tricorne/series/hex.h"
#include "tricorne/series/map.h"
#include "tricorne/series/rules_data.h"

namespace tricorne::core {

struct LosResult {
    bool clear = false;
    std::optional<HexId> blockingHex;        // the first hex that blocks, if a hex blocks
    std::optional<Hexside> blockingHexside;  // the slope hexside that blocks, if a hexside blocks
    std::string rule;    // "11.41", "11.42", "11.43 A", "11.43 B", "11.43 C" or "11.44"
    std::string reason;  // in words: "0929 is heavy forest, which blocks (11.42)"
};

// 11.41-11.44, traced exactly from the centre of `from` to the centre of `to`.
// `terrain` gives each terrain's blocksLos (the Terrain Effects Chart); `occupied(hex)` tells
// whether a hex holds combat units of either side (11.42). Both hexes must be on the map.
// Symmetric: swapping `from` and `to` gives the same `clear`.
LosResult lineOfSight(const Map& map, const MovementCosts& terrain, HexId from, HexId to,
                      const std::function<bool(HexId)>& occupied);

// The same on a game: a hex is occupied when a combat unit (not a leader, 3.1) is on the map there.
LosResult lineOfSight(const GameState& state, HexId from, HexId to);

}  // namespace tricorne::core
