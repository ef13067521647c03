// Random legal play and the invariants every state keeps, for self-play and conformance tests.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core {

// A legal action for the current decision drawn from `rng`: a die at a chance node;
// in the Movement Phase a random movable unit (or ending the phase) and a random
// destination for it; otherwise a uniform choice among the legal actions.
Action randomAction(const GameState& state, Rng& rng);

// How a self-play player chooses (tricorne-cli selfplay --policy). Random: as randomAction.
// Decline: every optional thing declined: the Movement Phase ended as soon as it may be, no
// fire, no re-roll, no advance, the fewest momentum chits. Take: every optional thing taken:
// each unit moved while one can, closing with the enemy and strategic moves where it may, the
// most chits, never a pass while anything else is legal. Edge: the boundaries: the longest
// path a unit can take, the first or last of the legal actions, and (in self-play) the
// illegal actions next to each choice tried first.
enum class Policy { Random, Decline, Take, Edge };
std::optional<Policy> policyNamed(std::string_view name);
std::string_view policyName(Policy policy);
Action policyAction(const GameState& state, Rng& rng, Policy policy);

// Actions that must be refused in `state`, made next to `chosen` (the action about to be
// played): a die off the d10, a die where a player decides or a pass where the die is due,
// a path that jumps a hex, a hex off the map, a counter that does not exist.
std::vector<Action> illegalNeighbours(const GameState& state, const Action& chosen);

// What must hold in every state: each counter in one valid place, the stacking limits,
// no two sides in one hex, Army Morale and momentum within their bounds. Returns the
// broken ones, each naming its rule.
std::vector<std::string> checkInvariants(const GameState& state);

}  // namespace tricorne::core
