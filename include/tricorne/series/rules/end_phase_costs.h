// What ending the phase now will cost the side ending it, named before it is ended: steps lost
// to stacking (7.3), pinned combats broken (9.6) and units left that could still move (9.2).
// A volume's own prices (Saratoga's garrisons, E3.6, E7.6) are named by its Volume::endOfPhaseCosts.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

struct PhaseCost {
    std::string rule;          // "7.3", "9.6", "E3.6.2", "9.2"
    std::string text;          // the core's words, counter ids included
    std::vector<int> pieces;   // the pieces it is about
    std::vector<HexId> hexes;  // where
};

// 9.6: a pinned piece no longer on the map or no longer adjacent to an enemy unit leaves its pin.
bool leavesPin(const GameState& state, int piece);
// 9.6: the pinned combats (by their number) the end of the Movement Phase breaks: a unit of
// the pin leaving it.
std::set<int> pinsThatBreak(const GameState& state);
// 7.3: the fewest steps the side's units in `hex` must lose to come within the limit (7.1).
int overstackSteps(const GameState& state, HexId hex, Side side);
// 9.6 and the volume's (E3.6.2, E7.6): what the end of the Movement Phase charges the phasing
// side, played on `state` as the end of the phase plays it, the phase itself left open: the
// pinned combats broken, then the garrisons abandoned. The game may end there (16.3).
void chargeEndOfMovementPhase(GameState& state, std::vector<Event>& events);
// Whether chargeEndOfMovementPhase could charge otherwise were `piece` taken out of play: a
// piece of a pinned combat or on the map next to one (9.6), or one the volume's charges read
// (Volume::movementPhaseEndReads). False: the same charges without it.
bool movementPhaseEndReads(const GameState& state, int piece);
// Every cost of ending the phase now, in the order the end of the phase meets them; empty
// when ending it costs nothing (or outside a phase that asks).
std::vector<PhaseCost> endPhaseCosts(const GameState& state);

}  // namespace tricorne::core
