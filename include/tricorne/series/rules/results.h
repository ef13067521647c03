// 13 Combat results: retreats, disruption, step losses, captures and leader casualties,
// with their Army Morale and victory points.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game.h"

namespace tricorne::core {

// 13.1 for fire: the result code ("R", "D", "1", "AM", with "*") applied to the target only;
// retreats and leader casualties are queued on the state for their owner's choice.
void applyFireResult(GameState& state, int target, const std::string& code, const std::string& rule, std::vector<Event>& events);
// 13.1 D, 13.3, 13.4: disrupt a unit (a disrupted unit is shattered, a shattered one eliminated);
// returns true when it must now retreat three hexes.
bool disrupt(GameState& state, int unit, const std::string& rule, std::vector<Event>& events);
// 13.23 and the capture results: the unit goes to the captured box (1 VP, 12.74).
void captureUnit(GameState& state, int unit, const std::string& rule, std::vector<Event>& events);
// 13.1 '*', 14.31: a leader eliminated, with its Army Morale and VP.
void leaderCasualty(GameState& state, int leader, const std::string& rule, std::vector<Event>& events);
// 16.1: a leader lost, by a casualty or a capture (14.32): his VP to the enemy, the owner's
// Army Morale loss and the enemy's gain (the player aid's pair), E3.3 and E3.5.
void leaderLost(GameState& state, int leader, const std::string& rule, std::vector<Event>& events);
std::vector<int> leadersIn(const GameState& state, HexId hex, Side side);
// 12.74, E3.3: the side returns a momentum chit, or else the other side takes one from the pool.
void loseMomentumChit(GameState& state, Side side, const std::string& rule, std::vector<Event>& events);
// E3.3: the loss of an army's commander (Burgoyne or Gates) costs a momentum chit.
void armyCommanderLost(GameState& state, int leader, std::vector<Event>& events);

// 13.2, 13.3: the retreats the owner may choose for the first queued order (empty when the
// unit can only be captured); `why` explains, for the app, why a neighbouring hex is closed.
std::vector<Retreat> retreatOptions(const GameState& state, const RetreatOrder& order);
std::string whyNotRetreatInto(const GameState& state, int unit, HexId from, HexId to);
// Carries out queued leader casualties and retreats until one needs a choice; then the
// state waits at ChooseLeaderCasualty or ChooseRetreat. Returns true when all are done.
bool processPendingResults(GameState& state, std::vector<Event>& events);
std::string applyRetreatChoice(GameState& state, const Action& action, std::vector<Event>& events);

}  // namespace tricorne::core
