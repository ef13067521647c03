// E8.3.4 Blocked Reinforcement Hexes: with the enemy next to the entry hex, reinforcements
// enter at the nearest hex clear of the enemy toward their friendly map edge (E1.8).
#pragma once

#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core::saratoga {

// E8.3.4: the scenario plays the rule and an enemy combat unit stands next to the entry hex, or in it.
bool entryBlocked(const GameState& state, HexId entry, Side side);
// True for a reinforcement queued to choose where it enters (E8.3.4).
bool awaitingBlockedEntry(const GameState& state, int piece);
// E8.3.4: the hexes the piece may enter at instead of its blocked entry hex, sorted: the
// nearest ones to the entry hex that lie nearer the friendly edge, hold no enemy, have no
// enemy combat unit next to them and take the piece (docs/rulings.md, E8.3.4).
std::vector<HexId> blockedEntryHexes(const GameState& state, int piece);
// E8.3.4: the piece enters at `hex`, paying its terrain cost, without strategic movement.
void enterAtBlockedHex(GameState& state, int piece, HexId hex, std::vector<Event>& events);
// E8.3.4: while the next piece to place is a blocked reinforcement with no choice to make,
// it enters at its only hex, or, with none, waits on the turn track for the next turn.
void settleBlockedEntries(GameState& state, std::vector<Event>& events);

}  // namespace tricorne::core::saratoga
