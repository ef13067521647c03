// 7 Stacking: six SPs of combat units other than artillery plus one artillery unit a hex.
#pragma once

#include <string>
#include <vector>

#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

inline constexpr int kStackingSp = 6;         // 7.1
inline constexpr int kStackingArtillery = 1;  // 7.1

struct StackCount {
    int sp = 0;         // non-artillery combat unit SPs
    int artillery = 0;  // artillery units
};

// The SPs a unit counts for stacking on its current side (leaders count nothing, 7.1).
int stackingSp(const GameState& state, int piece);
// What `side` has on the map in `hex`, leaving out `excluding`.
StackCount stackAt(const GameState& state, HexId hex, Side side, int excluding = -1);
// 7.1: whether `piece` may stand in `hex` with what its side already has there.
bool fitsStack(const GameState& state, HexId hex, int piece);
bool overstacked(const StackCount& count);
// 7.1: why `would` is refused in `hex`, with its numbers and the limit, under `rule`.
std::string stackingLimitText(const std::string& rule, HexId hex, const StackCount& would);
// Whether a piece of the other side than `side` is on the map in `hex` (7.2: never both sides).
bool enemyIn(const GameState& state, HexId hex, Side side);
// Every hex where `side` is over the limit.
std::vector<HexId> overstackedHexes(const GameState& state, Side side);

}  // namespace tricorne::core
