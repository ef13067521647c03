// 12.23 steps 4-6 seen before they are played: the Tactical Matrix modifier of each tactic a
// side may choose against each the enemy may choose, and the Close Combat Table's results
// a momentum re-roll could give, from the same preview and tables the combat reads.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/game_state.h"
#include "tricorne/series/rules/fire_odds.h"

namespace tricorne::core {

// 12.63, Tactical Matrix: for the side choosing, its eligible tactics against the enemy's
// eligible ones; each modifier is signed for the attacker (+ helps the attacker), nullopt for
// No Combat. Only eligibility is read, never a tactic already chosen (12.61).
struct TacticChoices {
    Side side = Side::American;
    std::vector<std::string> own, enemy;
    std::vector<std::vector<std::optional<int>>> drm;  // [own][enemy]
};
TacticChoices tacticChoices(const GameState& state, int combatIndex, Side side);

// 12.23 step 6: the roll on the table now, and what a re-roll could give on the same column.
struct RerollOdds {
    std::string column;
    int die = 0, drm = 0, total = 0;
    std::string current;               // the cell the roll gives if it stands
    std::vector<ResultChance> reroll;  // each cell a new die gives, with its chance
};
// Only while a re-roll is being decided (Step::CombatReroll).
std::optional<RerollOdds> rerollOdds(const GameState& state);

}  // namespace tricorne::core
