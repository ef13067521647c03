// 12.1, 12.21: who attacks whom — declaring the close combats of a phase, with the
// mandatory attacks (12.12, 12.13), the Diversion (12.14), the multi-hex restrictions
// (12.15) and the Pinned Unit Cases of 13.1.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

// 12.12, 13.3, 13.4, 12.43: a phasing combat unit able to attack: Parade Order, not
// artillery, not under a withdrawal marker, adjacent to an enemy combat unit.
bool mayAttack(const GameState& state, int unit);
// 12.12: able and obliged to attack (rifle units never are, unless pinned: 13.1 PIN case A).
bool mustAttack(const GameState& state, int unit);
// The hexes of enemy combat units adjacent to the unit that it may attack (not the Diversion).
std::vector<HexId> attackableHexes(const GameState& state, int unit);
// 12.13, 13.1 PIN: the defending hexes that must be attacked this phase.
std::vector<HexId> hexesThatMustBeAttacked(const GameState& state);
// Whether any close combat could be declared at all.
bool anyCloseCombatPossible(const GameState& state);

// Why the action is illegal now, or nullopt. An attack or Diversion is legal only when the
// declarations it leaves can still be completed within 12.12-12.15 and the Pinned Unit Cases.
std::optional<std::string> checkAttack(const GameState& state, const Attack& attack);
std::optional<std::string> checkDiversion(const GameState& state, const Divert& divert);
// Why the declarations are not yet complete (the first unmet requirement), or nullopt.
std::optional<std::string> declarationsIncomplete(const GameState& state);

// Adds the attack to the declarations, joining the combats it connects (12.15).
void declareAttack(GameState& state, int unit, HexId hex);
// The declared combat a unit attacks in, or a hex is attacked in; -1 for none.
int combatOfUnit(const GameState& state, int unit);
int combatOfHex(const GameState& state, HexId hex);

// Every legal declaration action, and EndPhase once the declarations are complete.
std::vector<Action> declarationActions(const GameState& state);

}  // namespace tricorne::core
