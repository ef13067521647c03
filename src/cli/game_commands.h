// tricorne-cli commands that create, inspect, play, verify and measure games.
#pragma once

#include <string>
#include <vector>

#include "commands.h"
#include "tricorne/core/data_set.h"

namespace tricorne::cli {

inline constexpr int kExitIllegalAction = 3;
inline constexpr int kExitReplayMismatch = 4;

int newGameCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int stateCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int applyCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int replayCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int selfplayCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int losCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);
int benchCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io);

}  // namespace tricorne::cli
