// 9.2 Routes: the paths a unit or leader may take to a hex, what each costs and what passing
// along it changes (14.32 lone leaders captured, E8.1.1 holds released, E9.1.1 control).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

// One legal way to a hex: the move, the MPs it spends and what its passage does.
struct Route {
    Move move;
    int costHalves = 0;          // MPs spent, doubled
    std::vector<Event> effects;  // what passing along it changes, each with its rule
};

// 9.2: a legal move as a route (its cost and effects), or the rule it breaks in `why`.
std::optional<Route> routeOf(const GameState& state, const Move& move, std::string* why = nullptr);
// 9.2: the cheapest move of `piece` that passes through each hex of `stops` in order (the
// last is where it ends), or the rule that bars it in `why`.
std::optional<Move> routeThrough(const GameState& state, int piece, const std::vector<HexId>& stops, bool strategic, std::string* why = nullptr);
// 9.2, 14.32, E8.1.1, E9.1.1: the routes to `dest` that differ in what their passage changes,
// the cheapest of each, cheapest first; empty when `dest` cannot be reached.
std::vector<Route> distinctRoutes(const GameState& state, int piece, HexId dest, bool strategic);
// The same for every hex the piece may reach, keeping only the hexes with two routes or more.
std::map<HexId, std::vector<Route>> routesDifferingInEffect(const GameState& state, int piece, bool strategic);
// 9.2: why `piece` may not end a move in `dest`, in the core's words ("rule: why"), or
// nullopt when it may.
std::optional<std::string> whyNotReach(const GameState& state, int piece, HexId dest, bool strategic);

}  // namespace tricorne::core
