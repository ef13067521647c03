// E3.5 Burgoyne: back-printed with Hamilton, who takes the field when Burgoyne is lost.
#pragma once

#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core::saratoga {

// E3.5: the army commander has just been captured or killed. When his counter is
// back-printed and the volume names who replaces him, the counter is turned and queued for
// placement with the first units of the precedence list still on the map; with one hex
// to choose from it is placed at once, with none it stays off the map.
void replaceArmyCommander(GameState& state, int leader, std::vector<Event>& events);
// E3.5: the hexes the turned counter may be placed in now (the first rung of the
// precedence list that has a unit on the map), sorted.
std::vector<HexId> replacementHexes(const GameState& state, int leader);
// True for a turned commander waiting to be placed (E3.5).
bool awaitingReplacement(const GameState& state, int leader);

}  // namespace tricorne::core::saratoga
