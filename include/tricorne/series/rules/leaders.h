// 14 Leaders: who commands in a hex, and the leader's ratings.
#pragma once

#include <optional>
#include <string>

#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

// The leader face in play for a leader piece (E3.5: Burgoyne's back is Hamilton).
const LeaderFace& leaderFace(const GameState& state, int leaderPiece);
// The full name of a counter as the player reads it: the leader face in play, or the unit's name.
std::string counterName(const GameState& state, int piece);
// E3.4.2, E3.4.3: whether the leader may command the unit at all (von Riedesel Germans only,
// Warner militia only); the Leadership Ability Table's functions all need command.
bool mayCommand(const GameState& state, int leaderPiece, int unitPiece);
// 14.1: the highest-ranking friendly leader in the unit's hex who may command it
// (E3.4.2 von Riedesel: Germans only; E3.4.3 Warner: militia only).
std::optional<int> leaderInCommand(const GameState& state, int unitPiece);
// 14.23: the Leadership DRM the unit's morale checks and rally attempts receive.
int leadershipDrm(const GameState& state, int unitPiece);
bool isGerman(const UnitDef& unit);

}  // namespace tricorne::core
