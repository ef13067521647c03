// E3.5 (the second of that number) Gates' Wing: held on or behind the Bemis Heights Line
// until released by British proximity or by the release roll; E4.1 and E4.2 change it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core::saratoga {

// E3.5.1, E4.1: whether the piece is held behind the Bemis Heights Line now.
bool heldBehindTheLine(const GameState& state, int piece);
// E3.5.2.1: release when a British combat unit stands within 4 hexes of 2410 or 1407.
void checkProximityRelease(GameState& state, std::vector<Event>& events);
// E3.5.2.2: whether the American movement phase opens with a release roll.
bool releaseRollDue(const GameState& state);
// E3.5.2.2-E3.5.2.3: applies the release roll.
void applyReleaseRoll(GameState& state, int die, std::vector<Event>& events);

}  // namespace tricorne::core::saratoga
