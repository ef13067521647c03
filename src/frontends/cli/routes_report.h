// 9.2: the routes that differ in effect (14.32, E8.1.1, E9.1.1), as `state` prints them.
#pragma once

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

#include "tricorne/series/game/game_state.h"
#include "tricorne/series/rules/routes.h"

namespace tricorne::cli {

// The hexes a piece of the player moving may reach by routes that differ in effect.
struct PieceRoutes {
    int piece = -1;
    bool strategic = false;
    std::map<core::HexId, std::vector<core::Route>> routes;
};

// Every piece that may move now with at least one such hex; empty outside the Movement Phase.
std::vector<PieceRoutes> movesWithDistinctRoutes(const core::GameState& state);
// The "routes" member of `state --json` (docs/actions.md): ids and move actions as applied.
nlohmann::json routesJson(const core::GameState& state, const std::vector<PieceRoutes>& routes);
// The same in words, with the counters' names.
std::string routesText(const core::GameState& state, const std::vector<PieceRoutes>& routes);

}  // namespace tricorne::cli
