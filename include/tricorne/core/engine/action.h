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

// 10.2, 11.2: units (combined) fire at one enemy combat unit.
struct Fire {
    std::vector<std::string> firers;
    std::string target;
    bool operator==(const Fire&) const = default;
};

// 13.2: the owner retreats a unit along a path, start hex first; leaders stacked with it
// may go along (13.25). With stepLoss the unit takes a step to fit the stacking limit (13.23).
struct Retreat {
    std::string unit;
    std::vector<HexId> path;
    std::vector<std::string> leaders;
    bool stepLoss = false;
    bool operator==(const Retreat&) const = default;
};

// 13.23: the owner accepts the capture of a unit rather than the step loss that would let it retreat.
struct AcceptCapture {
    std::string unit;
    bool operator==(const AcceptCapture&) const = default;
};

// 13.1 '*': the owner chooses which leader in the hex is the casualty.
struct LeaderCasualty {
    std::string leader;
    bool operator==(const LeaderCasualty&) const = default;
};

using Action = std::variant<RollDie, SpendMomentum, DictateOrder, Move, DelayReinforcement, EliminateStep, EndPhase, Fire, Retreat,
                            AcceptCapture, LeaderCasualty>;

std::string actionType(const Action& action);  // "roll", "momentum", ...
nlohmann::json toJson(const Action& action);
// Parses an action; on failure returns nullopt and sets `error` to what is wrong.
std::optional<Action> actionFromJson(const nlohmann::json& json, std::string& error);
// A one-line description for logs: "am-morgan moves 1405-1305".
std::string describe(const Action& action);

}  // namespace tricorne::core
