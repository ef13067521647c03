// Actions: the answers a player (or chance) gives to the game's current decision.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "tricorne/core/counters.h"
#include "tricorne/core/hex.h"

namespace tricorne::core {

// Chance: the value of one die, 0-9 (2.3).
struct RollDie {
    int value = 0;
    bool operator==(const RollDie&) const = default;
};

// 6.3, 12.72: momentum chits spent before the initiative roll, +2 each.
struct SpendMomentum {
    int chits = 0;
    bool operator==(const SpendMomentum&) const = default;
};

// 12.72: three chits spent to dictate which side takes the first player turn.
struct DictateOrder {
    Side first = Side::American;
    bool operator==(const DictateOrder&) const = default;
};

// 9.2: one unit or leader moves along a path of adjacent hexes, its start hex first.
struct Move {
    std::string unit;
    std::vector<HexId> path;
    bool strategic = false;  // 9.5
    bool operator==(const Move&) const = default;
};

// 9.11: a reinforcement placed this phase is held back to the next turn.
struct DelayReinforcement {
    std::string unit;
    bool operator==(const DelayReinforcement&) const = default;
};

// 7.3: the owner eliminates a step of an overstacked hex.
struct EliminateStep {
    std::string unit;
    bool operator==(const EliminateStep&) const = default;
};

// Ends the current phase (or passes a fire or combat opportunity).
struct EndPhase {
    bool operator==(const EndPhase&) const = default;
};

using Action = std::variant<RollDie, SpendMomentum, DictateOrder, Move, DelayReinforcement, EliminateStep, EndPhase>;

std::string actionType(const Action& action);  // "roll", "momentum", ...
nlohmann::json toJson(const Action& action);
// Parses an action; on failure returns nullopt and sets `error` to what is wrong.
std::optional<Action> actionFromJson(const nlohmann::json& json, std::string& error);
// A one-line description for logs: "am-morgan moves 1405-1305".
std::string describe(const Action& action);

}  // namespace tricorne::core
