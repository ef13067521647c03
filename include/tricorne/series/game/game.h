// The rules API: who must answer what, the legal answers, and applying one.
// Shaped like OpenSpiel's: the state is a value, chance is an explicit player.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

// What the game waits for: exactly one player is asked one question.
struct Decision {
    Player player = Player::None;
    Phase phase = Phase::GameOver;
    Step step = Step::Over;
    std::string prompt;  // in words, e.g. "British Movement Phase: move units or end the phase"
    std::string rule;    // the section that asks it
};

// 4: victory points a change gave a side, in halves.
struct VpGain {
    Side side = Side::American;
    int halves = 0;
};

// One change to the game, with the section that caused it.
struct Event {
    std::string rule;
    std::string text;
    std::vector<HexId> hexes;
    std::optional<VpGain> vp{};  // the victory points it gave, for the VP ledger
};

struct ApplyResult {
    std::string error;  // empty on success; otherwise "8.31: ..." naming the rule broken
    std::vector<Event> events;
    bool ok() const { return error.empty(); }
};

// Starts a scenario. Options are "NAME=VALUE" pairs from the scenario's options and
// variants ("variant=gates-prevails", "limited-intelligence=on") and the game's own
// ("undo=any"). Returns nullopt and sets `error` for an unknown scenario or option.
std::optional<GameState> newGame(const DataSet& data, const std::string& scenarioId, const std::map<std::string, std::string>& options,
                                 std::uint64_t seed, std::string& error);

Decision decision(const GameState& state);
std::vector<Action> legalActions(const GameState& state);
// At a chance node: each die face with its probability.
std::vector<std::pair<Action, double>> chanceOutcomes(const GameState& state);
// Checks the action against the rules; applies it and returns its events, or returns the
// error naming the rule it breaks and leaves the state unchanged.
ApplyResult apply(GameState& state, const Action& action);
bool isTerminal(const GameState& state);

// A hash of the whole state: every field of GameState and of the records it holds, the
// generator's included (engine/state_hash.cpp), computed the same way by every compiler.
std::uint64_t stateHash(const GameState& state);
// Secrets chosen but not yet revealed by the rules: the attacker's tactic while the defender
// has yet to choose (12.61), the American note on the turn-3 militia before turn 3 (E7.5.1).
bool tacticUnrevealed(const GameState& state);
bool noteUnrevealed(const GameState& state);
// The hash a save records and tools print: stateHash with the unrevealed secrets left out,
// so comparing it cannot tell which secret a save holds.
std::uint64_t savedStateHash(const GameState& state);
// The same fields as stateHash, and savedStateHash, mixed a word at a time: several times
// faster, for tables in memory (the computer player's); its values are no format and change
// with the program.
std::uint64_t stateCacheKey(const GameState& state);
std::uint64_t secretsHiddenCacheKey(const GameState& state);
// The state as JSON for tools and the application's inspectors.
nlohmann::json stateToJson(const GameState& state);

}  // namespace tricorne::core
