// Determinism golden records: a random game of a scenario (options, seed, every action) with
// the state hash expected at several points, written by `tricorne-cli golden --write` and
// replayed by `golden --check` and the Determinism tests (docs/reliability.md).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "commands.h"
#include "tricorne/engine/game_driver.h"
#include "tricorne/games/catalogue.h"

namespace tricorne::cli {

inline constexpr const char* kGoldenFormat = "tricorne-golden";
inline constexpr int kGoldenVersion = 1;
// A hash is recorded at the start, after every this many actions, and at the end.
inline constexpr int kGoldenInterval = 25;

struct GoldenCheckpoint {
    int after = 0;     // actions applied
    std::string hash;  // stateHash as 16 hex digits
};

// The game a record plays: its scenario, options, seed and every action as action JSON.
struct GoldenPlay {
    std::string scenario;
    engine::Options options;
    std::uint64_t seed = 0;
    std::vector<nlohmann::json> actions;
};

struct GoldenRecord {
    std::string name;    // the file's name without ".json"
    std::string gameId;  // empty: the game a record naming none is of (Catalogue::ofSave)
    GoldenPlay game;
    std::uint64_t policySeed = 0;  // the random player's generator, for the record's reader
    std::vector<GoldenCheckpoint> checkpoints;
};

// The records the project keeps: one a scenario, and games with a variant and options on.
struct GoldenGame {
    std::string name, scenario;
    std::map<std::string, std::string> options;
    std::string game = {};  // the game's id; empty: the game of the scenario (Catalogue::ofScenario)
};
std::vector<GoldenGame> goldenGames();

// Plays the game a record describes, with the game of its scenario: from seed 1 on, the first
// seed whose random game (the game's first policy, generator seeded from the seed) reaches a
// landmark (the series: a close combat die); nullopt and `error` when none does within 100 seeds.
std::optional<GoldenRecord> playGolden(const games::Catalogue& catalogue, const GoldenGame& game, std::string& error);
// The record as a file's text: one action and one checkpoint a line, so a diff reads well.
std::string goldenText(const GoldenRecord& record);
std::optional<GoldenRecord> goldenFromJson(const nlohmann::json& json, const std::string& name, std::string& error);
// Replays the record; each line names the record, the point and both hashes (or the action
// refused). Empty when the game is the same.
std::vector<std::string> checkGolden(const games::Catalogue& catalogue, const GoldenRecord& record);

int goldenCommand(const games::Catalogue& catalogue, const std::vector<std::string>& args, Streams io);

}  // namespace tricorne::cli
