// How to win (series 4, 16.3; Saratoga E2, E6, E9): hex control, the automatic victory
// checks of the end-of-turn segment, and the victory points and levels at the game's end.
#pragma once

#include <optional>
#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core::saratoga {

// E9.1.1, E3.5.2.3: control is occupying, or being the last to pass through, with a Parade
// Order combat unit other than artillery.
std::optional<Side> controlOf(const GameState& state, HexId hex);
// Records that a unit entered the hexes of a path (called for moves and retreats).
void notePassage(GameState& state, int unit, const std::vector<HexId>& path);
// Sets the control a scenario gives at start (E9.1.1).
void initialControl(GameState& state);

// 5.D: the automatic victory check at the end of each turn; ends the game on a Decisive victory.
void endOfTurnVictory(GameState& state, std::vector<Event>& events);
// The side the end-of-turn check would give a Decisive victory as the state stands, the state
// left as it is; none if it would give none.
std::optional<Side> endOfTurnDecisiveWinner(const GameState& state);
// 5.D: the last turn is over: Decisive (end-of-game conditions), then Marginal, with the
// end-of-game victory points (series 4 shattered units, E2.5, E9.4).
void endOfGameVictory(GameState& state, std::vector<Event>& events);
// E9.2: a scenario's Substantial victory on the enemy's Army Morale level (16.3 is the
// series' own, at Demoralized).
void armyMoraleVictory(GameState& state, Side side, std::vector<Event>& events);

// The victory points each side would have if the game ended now, in halves.
std::array<int, 2> finalVpHalves(const GameState& state, std::vector<Event>* events);
// 4, E2.5, E9.4: the game is ending, however it ends: the end-of-game victory points are
// added to the score the state keeps, each award an event.
void awardEndOfGameVp(GameState& state, std::vector<Event>& events);

// The hexes and the area the scenario's victory conditions name (E2, E6, E9), each with the
// side it is an objective for, its rule, and what it gives, in words.
std::vector<Objective> objectives(const GameState& state);

}  // namespace tricorne::core::saratoga
