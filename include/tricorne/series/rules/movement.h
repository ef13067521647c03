// 9 Movement: what a unit or leader may reach this Movement Phase, at what cost, by which path.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

struct Reach {
    HexId hex;
    int costHalves = 0;       // MPs spent, doubled (roads cost half an MP a hex)
    std::vector<HexId> path;  // start hex first
    bool strategic = false;
};

// Why `piece` may not move at all this phase, or nullopt when it may (9.2, 9.3, 13.3, 13.4, E3.1).
std::optional<std::string> cannotMove(const GameState& state, int piece);
// The same question without the words, for the searches that ask it of every piece.
bool mayMove(const GameState& state, int piece);
// The movement allowance in half MPs, doubled again for strategic movement (9.5).
int movementAllowanceHalves(const GameState& state, int piece, bool strategic);
// Every hex the piece may end its move in (not its start hex), with the cheapest path.
std::vector<Reach> reachableHexes(const GameState& state, int piece, bool strategic);
// Checks a move's path against every movement rule; nullopt when legal, else "rule: why".
// `spentHalves`, when given, receives the MPs (doubled) the path spends.
std::optional<std::string> checkMove(const GameState& state, const Move& move, int* spentHalves = nullptr);
// 13.3: a disrupted unit that began the phase adjacent to the enemy and can still get
// away from some of them must do so before the phase ends.
std::vector<int> disruptedUnitsThatMustMove(const GameState& state);
// How many enemy combat units are adjacent to `hex` for `side`.
int adjacentEnemyUnits(const GameState& state, HexId hex, Side side);
// The same for every hex of the map at once, by map index.
std::vector<int> adjacentEnemyUnitsByHex(const GameState& state, Side side);

}  // namespace tricorne::core
