// Self-play soak: games played to their end by a policy, every invariant checked after every
// action, and (Edge policy) the illegal actions next to each choice shown to be refused
// without changing the state.
#pragma once

#include <cstdint>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "tricorne/series/data_set.h"
#include "tricorne/series/game/random_play.h"

namespace tricorne::cli {

struct SelfplayRun {
    std::string scenario;
    std::map<std::string, std::string> options;
    core::Policy policy = core::Policy::Random;
    std::uint64_t games = 1;
    std::uint64_t seed = 1;
    std::uint64_t maxActions = 100000;  // a game longer than this is reported as never ending
};

struct SelfplayResult {
    std::uint64_t games = 0, actions = 0, probes = 0, violations = 0;
    std::map<std::string, int> endings;  // "British decisive", "American marginal", ...
    double cpuSeconds = 0;
    std::string error;  // the game could not start (an option refused): nothing was played
};

// Plays the run; each violation is written to `err` with its game and action.
SelfplayResult runSelfplay(const core::DataSet& data, const SelfplayRun& run, std::ostream& err);

// Every variant (and none) crossed with every set of the scenario's options, each as the
// options of a new game: the --all matrix.
std::vector<std::map<std::string, std::string>> optionSets(const core::Scenario& scenario);

// "variant=gates-prevails prinz-ludwig-mounted=on", or "defaults".
std::string describeOptions(const std::map<std::string, std::string>& options);

}  // namespace tricorne::cli
