// Actions: the answers a player (or chance) gives to the game's current decision.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "tricorne/series/counters.h"
#include "tricorne/series/hex.h"

namespace tricorne::core {

// Chance: the value of one die, 0-9 (2.3).
// 2.3: every die of the series is one ten-sided die read 0-9.
inline constexpr int kD10Sides = 10;

struct RollDie {
    int value = 0;
    bool operator==(const RollDie&) const = default;
};

// 6.3, 12.72: momentum chits spent before the initiative roll, +2 each; in close combat
// (12.23 step 6) one chit re-rolls the die.
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

// 7.3: the owner eliminates a step of an overstacked hex; 13.1 "2": the second step of a two-step loss.
struct EliminateStep {
    std::string unit;
    bool operator==(const EliminateStep&) const = default;
};

// Ends the current phase, or passes: declines a fire, a withdrawal, a re-roll, a further
// advance, or ends the close combat declarations.
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

// 12.21: a phasing unit joins the close combat against the defending hex (one at a time;
// units and hexes joined this way form one combat, within 12.15's limits).
struct Attack {
    std::string unit;
    HexId hex;
    bool operator==(const Attack&) const = default;
};

// 12.14: the one defending stack that receives this phase's Diversion.
struct Divert {
    HexId hex;
    bool operator==(const Divert&) const = default;
};

// 12.23: the attacker chooses which declared close combat is resolved next (1 is the first declared).
struct ResolveCombat {
    int combat = 1;
    bool operator==(const ResolveCombat&) const = default;
};

// 12.23 step 2: the side's lead unit.
struct LeadUnit {
    std::string unit;
    bool operator==(const LeadUnit&) const = default;
};

// 12.4, 12.5: the defender announces a Cavalry or Indian Withdrawal.
struct Withdraw {
    bool operator==(const Withdraw&) const = default;
};

// 12.6: a tactic chosen in secret (revealed once both sides have chosen).
struct ChooseTactic {
    std::string tactic;
    bool operator==(const ChooseTactic&) const = default;
};

// 13.1 DC, AC: the unit the choosing player gives up to capture.
struct Capture {
    std::string unit;
    bool operator==(const Capture&) const = default;
};

// 12.23 step 9: a unit of the attack advances into a vacated defending hex.
struct Advance {
    std::string unit;
    HexId hex;
    bool operator==(const Advance&) const = default;
};

// Set-up (E5.1, E8.1, E8.2): the owner places a counter the scenario lets him place.
struct Place {
    std::string unit;
    HexId hex;
    bool operator==(const Place&) const = default;
};

// E8.1.1: a unit the Fraser Release Table lets the British player free.
struct Release {
    std::string unit;
    bool operator==(const Release&) const = default;
};

// E7.5.1 (option): the American player's secret note, at the start of the game, whether the
// turn-3 militia come (`use`); logs show only that a note was made until it is revealed.
struct Commit {
    bool use = false;
    bool operator==(const Commit&) const = default;
};

// 7.42, 7.43 (option E3.7): the player deciding looks into an enemy stack; free when it commits
// a fire to the hex, else 1 Army Morale.
struct Examine {
    HexId hex;
    bool operator==(const Examine&) const = default;
};

using Action = std::variant<RollDie, SpendMomentum, DictateOrder, Move, DelayReinforcement, EliminateStep, EndPhase, Fire, Retreat,
                            AcceptCapture, LeaderCasualty, Attack, Divert, ResolveCombat, LeadUnit, Withdraw, ChooseTactic, Capture, Advance,
                            Release, Place, Commit, Examine>;

std::string actionType(const Action& action);  // "roll", "momentum", ...
nlohmann::json toJson(const Action& action);
// Parses an action; on failure returns nullopt and sets `error` to what is wrong.
std::optional<Action> actionFromJson(const nlohmann::json& json, std::string& error);
// A one-line description for logs: "am-morgan moves 1405-1305".
std::string describe(const Action& action);

}  // namespace tricorne::core
