// 8 Zones of control.
#pragma once

#include <cstdint>
#include <vector>

#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

// 8.1: Parade Order combat units exert a ZOC; disrupted and shattered units do not.
bool exertsZoc(const GameState& state, int piece);
// 8.1: whether a ZOC reaches from `from` into the adjacent `to`: not into light forest,
// orchard, heavy forest (or other terrain the chart closes), nor into fieldworks across
// their hexside; across creeks and fords it does.
bool zocReaches(const GameState& state, HexId from, HexId to);

// The zones of control `side` exerts, by map hex index.
struct ZocMap {
    std::vector<std::uint8_t> zoc;       // 1 where the side exerts a ZOC
    std::vector<std::uint8_t> rifleZoc;  // 1 where a rifle unit of the side exerts it (8.31)
    bool at(const GameState& state, HexId hex) const { return zoc[static_cast<std::size_t>(state.map->index(hex))] != 0; }
    bool rifleAt(const GameState& state, HexId hex) const { return rifleZoc[static_cast<std::size_t>(state.map->index(hex))] != 0; }
    bool operator==(const ZocMap&) const = default;
};
ZocMap zonesOfControl(const GameState& state, Side side);
// 8.1: whether `side` exerts a ZOC into `hex`, asked of that hex alone: the same answer as
// zonesOfControl(state, side).at(state, hex).
bool zocAt(const GameState& state, Side side, HexId hex);

}  // namespace tricorne::core
