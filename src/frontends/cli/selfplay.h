// Self-play soak of any game of the catalogue: games played to their end by one of the game's
// policies, every invariant checked after every action, and the illegal actions a policy tries
// next to each choice (the series' Edge) shown to be refused without changing the state.
#pragma once

#include <cstdint>
#include <map>
#include <ostream>
#include <string>

#include "tricorne/engine/game_driver.h"

namespace tricorne::cli {

struct SelfplayRun {
    std::string scenario;
    engine::Options options;
    std::size_t policy = 0;  // an index into the game's policies()
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

// Plays the run with `game`; each violation is written to `err` with its game and action.
SelfplayResult runSelfplay(const engine::GameDriver& game, const SelfplayRun& run, std::ostream& err);

// "variant=gates-prevails prinz-ludwig-mounted=on", or "defaults".
std::string describeOptions(const engine::Options& options);

}  // namespace tricorne::cli
