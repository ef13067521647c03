// The sequence of play (5, Expanded Sequence of Play) and the phases' procedures.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core::detail {

using Events = std::vector<Event>;

// 5.A: the initiative segment, or the player order a scenario fixes for the turn.
void startTurn(GameState& state, Events& events);
// After a volume's start-of-turn roll: the player order of the turn, fixed or rolled.
void continueTurn(GameState& state, Events& events);
// A decision of the volume's own answered, then the sequence of play goes on where it says.
std::string applyVolumeStep(GameState& state, const Action& action, Events& events);
// 5.B/C: a player turn begins with its Movement Phase.
void startPlayerTurn(GameState& state, int playerTurn, Events& events);
// Moves on from a finished phase to the next phase, player turn or game turn.
void finishPhase(GameState& state, Events& events);

// Set-up: the counters the players place themselves (E5.1, E8.1, E8.2), then the first turn.
void beginSetup(GameState& state, Events& events);
// The set-up's last step (a volume's decision, if any), then the first turn.
void endSetup(GameState& state, Events& events);
std::vector<HexId> placementHexes(const GameState& state, int piece);
std::string placementRule(const GameState& state, int piece);  // the section that lets the owner place it
std::vector<Action> setupActions(const GameState& state);
std::string applySetup(GameState& state, const Action& action, Events& events);

// 6: momentum spending and the initiative roll.
std::vector<Action> initiativeActions(const GameState& state);
std::string applyInitiative(GameState& state, const Action& action, Events& events);

// 9: the Movement Phase.
void placeReinforcements(GameState& state, Events& events);
std::vector<Action> movementActions(const GameState& state);
std::string applyMovement(GameState& state, const Action& action, Events& events);

// 15: the Rally Phase.
void startRally(GameState& state, Events& events);
std::string applyRally(GameState& state, const Action& action, Events& events);

// 10, 11: the fire phases.
void startArtilleryFire(GameState& state, Events& events);
void startRifleFire(GameState& state, Events& events);
std::vector<Action> fireActions(const GameState& state);
std::string applyFire(GameState& state, const Action& action, Events& events);

// 12: the Close Combat Phase.
void startCloseCombat(GameState& state, Events& events);
std::vector<Action> closeCombatActions(const GameState& state);
std::string applyCloseCombat(GameState& state, const Action& action, Events& events);
// Carries the phase on until the next decision (after retreats and leader casualties too).
void driveCloseCombat(GameState& state, Events& events);
// 12.23 step 6: who may spend a momentum chit on a re-roll now, or nullopt once both have answered.
std::optional<Side> rerollPlayer(const GameState& state);

// Steps lost to 7.3 or combat, with their Army Morale and victory points.
void loseStep(GameState& state, int piece, const std::string& rule, const std::string& amAdjustment, Events& events);
void captureLeader(GameState& state, int leaderPiece, const std::string& rule, Events& events);

}  // namespace tricorne::core::detail
