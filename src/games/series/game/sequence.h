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
// After the fog roll (E3.9): the player order of the turn, fixed or rolled.
void continueTurn(GameState& state, Events& events);
// E3.9: a fog roll's result, skipping the turn in dense fog.
void applyFog(GameState& state, int die, Events& events);
// E3.5.2.2: the release roll, then the rest of the movement phase's opening.
void applyReleaseRoll(GameState& state, int die, Events& events);
// 5.B/C: a player turn begins with its Movement Phase.
void startPlayerTurn(GameState& state, int playerTurn, Events& events);
// Moves on from a finished phase to the next phase, player turn or game turn.
void finishPhase(GameState& state, Events& events);

// Set-up: the counters the players place themselves (E5.1, E8.1, E8.2), then the first turn.
void beginSetup(GameState& state, Events& events);
// The set-up's last step (E7.5.1: the American player's secret note, with the option), then the first turn.
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
