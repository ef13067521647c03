// E7.1-E7.3 American ammo depletion in the Next Day scenario: the Ammo Depletion Log.
#pragma once

#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core::saratoga {

// Sets each logged unit's boxes from the scenario's "ammoDepletion" log (E7.1, E7.3).
void initAmmoLog(GameState& state);
// E7.2, E7.3.1: every close combat box checked before this combat: the unit may not lead where a fresh Parade
// Order unit is stacked with it, and its combats take the -1/+1 modifier.
bool closeCombatAmmoDepleted(const GameState& state, int unit);
// E7.3.2: every fire box checked (Morgan): the unit may no longer fire.
bool fireAmmoDepleted(const GameState& state, int unit);
// E7.2 second bullet: an Ammo Depleted unit has no ZOC; for Morgan, once his fire boxes are
// all checked (E7.3.2, with E7.3.3 and E7.3.4 following from it).
bool ammoCostsZoc(const GameState& state, int unit);
// E7.1: a logged unit takes part in a close combat; E7.3.2: Morgan fires.
void checkCloseCombatBox(GameState& state, int unit, std::vector<Event>& events);
// E7.2: the combat whose boxes were checked is over; a unit whose last box paid for it is now Ammo Depleted.
void closeCombatAmmoSpent(GameState& state, std::vector<Event>& events);
void checkFireBox(GameState& state, int unit, std::vector<Event>& events);

}  // namespace tricorne::core::saratoga
