// tricorne-cli commands that create, inspect, play, verify and measure games.
#pragma once

#include <string>
#include <vector>

#include "commands.h"
#include <optional>

#include "tricorne/series/data_set.h"
#include "tricorne/series/game/save.h"
#include "tricorne/games/catalogue.h"

namespace tricorne::cli {

inline constexpr int kExitIllegalAction = 3;
inline constexpr int kExitReplayMismatch = 4;

// "tricorne-cli: MESSAGE" on the error stream; returns `code`.
int fail(Streams io, int code, const std::string& message);
// The same, with where to find the usage; returns kExitUsage.
int badUsage(Streams io, const std::string& message);

struct Args;
// The game --game names, else the first with --scenario's scenario; nullptr and `error` for an unknown game.
const engine::GameDriver* gameNamed(const games::Catalogue& catalogue, const Args& args, std::string& error);
int newGameCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int stateCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int applyCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int replayCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int selfplayCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int losCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
// A save file read, parsed and replayed; nullopt with the error naming the file otherwise.
std::optional<core::Game> readSaveFile(const core::DataSet& data, const std::string& path, std::string& error);
// A save file read, parsed and replayed by the game it names; nullptr with the error otherwise.
std::unique_ptr<engine::Session> readSessionFile(const games::Catalogue& catalogue, const std::string& path, std::string& error);
int combatCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int benchCommand(const games::Catalogue& catalogue, const std::vector<std::string>& args, Streams io);
// The computer players' commands (ai_commands.cpp, tune_command.cpp).
int arenaCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int hintCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int tuneCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
// The computer players' bench figures, one a line as "name: value unit"; the failure or empty.
std::string aiBench(const games::Catalogue& catalogue, std::ostream& figures, bool quick);

}  // namespace tricorne::cli
