// The marks a position itself calls for on the map, whoever looks at it: in a Close Combat
// Phase, the units that must still attack and the hexes that must still be attacked
// (12.12, 12.13), and the combats declared, with the Diversion (12.14).
#pragma once

#include "tricorne/series/game/game_state.h"

namespace tricorne::app {

class MapScene;

void showCombatMarks(MapScene& scene, const core::GameState* state);

}  // namespace tricorne::app
