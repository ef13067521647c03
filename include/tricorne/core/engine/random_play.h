// Random legal play and the invariants every state keeps, for self-play and conformance tests.
#pragma once

#include <string>
#include <vector>

#include "tricorne/core/engine/game.h"

namespace tricorne::core {

// A legal action for the current decision drawn from `rng`: a die at a chance node;
// in the Movement Phase a random movable unit (or ending the phase) and a random
// destination for it; otherwise a uniform choice among the legal actions.
Action randomAction(const GameState& state, Rng& rng);

// What must hold in every state: each counter in one valid place, the stacking limits,
// no two sides in one hex, Army Morale and momentum within their bounds. Returns the
// broken ones, each naming its rule.
std::vector<std::string> checkInvariants(const GameState& state);

}  // namespace tricorne::core
