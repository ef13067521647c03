// E3.6 American garrison requirements (and the Next Day's E7.6 for both sides).
#pragma once

#include <vector>

#include "tricorne/series/game/game.h"
#include "tricorne/series/rules/end_phase_costs.h"

namespace tricorne::core::saratoga {

// E3.6.1, E7.6: at the end of a side's Movement Phase, each garrison hex it must hold is
// checked: lifted by enemy occupation of it or of an adjacent garrison hex, or, if empty,
// abandoned for good at the scenario's price (E3.6.2: 1 VP to the enemy; E7.6: 1 AM).
void checkGarrisons(GameState& state, std::vector<Event>& events);
// E3.6.2, E7.6: the garrison hexes the phasing side would abandon if its Movement Phase ended now, with their price.
void garrisonCosts(const GameState& state, std::vector<PhaseCost>& costs);
// Whether the scenario's rules check its garrisons (E3.6, E3.6.1, E7.6).
bool garrisonRulesInForce(const GameState& state);
// Whether the piece stands on the map in a hex of one of the scenario's garrisons (either side's).
bool inGarrisonHex(const GameState& state, int piece);
// The combat units of `side` holding `hex` (artillery left out where the entry says so).
int garrisonHolders(const GameState& state, HexId hex, Side side, bool excludeArtillery);

}  // namespace tricorne::core::saratoga
