// 10.3, 11.3 The odds of a fire before it is declared: the chance to hit from the to-hit
// number and the DRMs, and the chance of each result of the damage table, from the same
// preview the fire's resolution reads.
#pragma once

#include <string>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game_state.h"
#include "tricorne/series/rules/fire.h"

namespace tricorne::core {

// An exact chance, in lowest terms.
struct Chance {
    int num = 0;
    int den = 1;
    double value() const { return static_cast<double>(num) / den; }
    bool operator==(const Chance&) const = default;
};
Chance chance(int num, int den);

// One result code of a table ("R", "1*", "2/D") and the chance of getting it.
struct ResultChance {
    std::string result;
    Chance chance;
};

// 10.3, 11.3: the chance that a roll of a die read 0-9 plus `totalDrm` reaches `toHit`,
// with `rolls` tries (10.7: the Jaegers roll again after a miss).
Chance toHitChance(int toHit, int totalDrm, int rolls);
// 10.3, 11.3 step 3: each result of the damage table, by its unmodified die, weighed by `hit`.
std::vector<ResultChance> damageChances(const DamageTable& table, Chance hit);

struct FireOdds {
    Fire fire;
    FirePreview preview;
    Chance hit;
    std::vector<ResultChance> results;  // the damage table's results, in table order, with the chance of each
};
// The odds of a legal fire (checkFire finds nothing against it).
FireOdds fireOdds(const GameState& state, const Fire& fire);
// The fires `firer` alone may declare now (as legalFires lists them), each with its odds.
std::vector<FireOdds> fireOddsOf(const GameState& state, int firer);
// 7.42: the hexes of stacks not examined that `firer` could fire at once the fire is
// committed to them; only their top counter is seen, so no odds are given.
std::vector<HexId> unexaminedInReach(const GameState& state, int firer);

}  // namespace tricorne::core
