// E3.9 Fog: the roll on turns 1 and 2, and what dense, moderate and clear fog do.
#pragma once

#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core::saratoga {

// E3.9.1: whether this turn opens with a fog roll (rolling it if E3.9.3 makes it automatic).
bool fogRollDue(GameState& state, std::vector<Event>& events);
// E3.9.1-E3.9.3: applies a fog roll; returns true when dense fog skips the turn.
bool applyFogRoll(GameState& state, int die, std::vector<Event>& events);
// E3.9.1: this turn's weather is not known yet: its fog roll is still to come (as in the set-up).
bool fogRollAhead(const GameState& state);
// E5.5: a scenario condition "fog on turn N" was met.
bool fogOnTurn(const GameState& state, int turn, const std::vector<std::string>& results);

}  // namespace tricorne::core::saratoga
