// The series decisions a bot solves instead of searching: the secret tactic choice of a close
// combat (12.61), a zero-sum game between the two sides' legal tactics played at its
// equilibrium, and the momentum re-roll (12.23 step 6), weighed over the die.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "tricorne/ai/matrix_game.h"
#include "tricorne/series/game/series_game.h"

namespace tricorne::ai {

// What a state is worth to one player, in [-1, 1] (a loss to a win).
using SeriesValue = std::function<double(const core::GameState& state, int player)>;

// A solved decision: the actions and the probability of each (a pure choice has one).
struct MixedChoice {
    std::vector<core::Action> actions;
    std::vector<double> probabilities;
    double value = 0;              // the expected value for the player, by `value`
    PayoffMatrix payoff;           // for a secret choice: rows the player's actions, columns the enemy's
};

// For the decision `player` must answer in `state` (a whole state, as determinize gives): the
// solved choice when it is one of the decisions above, nullopt for any other. A state in which
// the other side's secret is already set is solved as if it were not: the secret is never read.
std::optional<MixedChoice> solvedDecision(const core::SeriesGame& game, const core::GameState& state, int player,
                                          const SeriesValue& value);

}  // namespace tricorne::ai
