// E5.6 (option, the Next Day): free set-up. The American army deploys first anywhere within
// the Bemis Heights Line, its garrisons manned and its artillery at the printed hexes; then
// the British north of Mill Creek and its Middle Branch, flechette units in their flechette
// hexes and their own garrisons held.
#pragma once

#include <string>
#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core::saratoga {

// The option is on.
bool freeSetup(const GameState& state);
// E5.6.1, E5.6.2: the counters each side deploys itself, Americans first, each side's combat
// units before its leaders; they are lifted from the table's hexes until placed. Empty when
// the option is off.
std::vector<int> beginFreeSetup(GameState& state);
// The piece waits for its free deployment (rather than a table placement such as E5.1's Ottawas).
bool awaitingFreeSetup(const GameState& state, int piece);
// Where it may be deployed, sorted.
std::vector<HexId> freeSetupHexes(const GameState& state, int piece);
// "E5.6.1" or "E5.6.2".
std::string freeSetupRule(const GameState& state, int piece);
// Why `hex` is refused, naming the rule.
std::string freeSetupRefusal(const GameState& state, int piece, HexId hex);

}  // namespace tricorne::core::saratoga
