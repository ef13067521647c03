// Scenario movement rules: Freeman's Farm's held units (E8.1, E8.1.1 with the Fraser Release
// Table) and movement limits (E10.2), and the Next Day's Arnold under arrest (E7.8).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core::saratoga {

// Piece::hold values.
inline constexpr std::uint8_t kHoldUntilEnemyReinforced = 1;  // E8.1
inline constexpr std::uint8_t kHoldFraser = 2;                // E8.1.1
inline constexpr std::uint8_t kHoldArnold = 3;                // E7.8

// Marks the pieces a scenario holds at its start (E8.1, E8.1.1, E7.8).
void initHolds(GameState& state);
// Why the piece may not move now because of a hold, or nullopt.
std::optional<std::string> holdReason(const GameState& state, int piece);
// E10.2: why the side may not enter the hex, or nullopt.
std::optional<std::string> outsideMovementLimits(const GameState& state, Side side, HexId hex);
// E10.2 for a search over many hexes: by map index, 1 where the side may go; nullptr when
// the scenario sets the side no limit.
const std::vector<std::uint8_t>* movementLimitsMap(const GameState& state, Side side);
// E7.8: Arnold never stacks with Gates.
std::optional<std::string> forbiddenStack(const GameState& state, int piece, HexId hex);
// E3.4.2: von Riedesel stacks with German units only (he may pass through the others): why
// the piece may not end its move in the hex, or nullopt.
std::optional<std::string> forbiddenEnd(const GameState& state, int piece, HexId hex);
// E3.4.2: every hex forbiddenEnd refuses the piece, found at once.
std::vector<HexId> forbiddenEnds(const GameState& state, int piece);
// E7.8 for a search: the hexes the piece may not enter because its partner stands there.
std::vector<HexId> forbiddenStackHexes(const GameState& state, int piece);

// At the start of a side's Movement Phase: E8.1's units move once the enemy has reinforced.
void releaseHoldsAtMovementStart(GameState& state, std::vector<Event>& events);
// After a move: E8.1.1 (an American unit passed next to Fraser's hexes) and E7.8 (a British
// unit entered the Bemis Heights Line). Returns true when the Fraser Release roll is due.
bool releaseHoldsAfterMove(GameState& state, int mover, const std::vector<HexId>& path, std::vector<Event>& events);
// E7.8 option: Arnold's hex attacked in close combat.
void releaseHoldsAfterCombatAgainst(GameState& state, const std::vector<HexId>& defenderHexes, std::vector<Event>& events);
// E8.1.1: the one-time Fraser Release Table roll: how many more units the British free.
int fraserReleaseCount(const GameState& state, int die);
// E8.1.1: the units the British may still choose to free.
std::vector<int> fraserHeldUnits(const GameState& state);
// E8.1.1: the roll made; the British choose the units it frees, if any.
void applyFraserReleaseRoll(GameState& state, int die, std::vector<Event>& events);
// E8.1.1: the British player frees one of the held units; an error naming E8.1.1 otherwise.
std::string applyFraserRelease(GameState& state, const Action& action, std::vector<Event>& events);

}  // namespace tricorne::core::saratoga
