// The arena: computer players matched against each other over many games of any game of the
// catalogue, chance answered by the arena's own generator, every invariant checked after every
// action, and the results counted with their confidence intervals.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "tricorne/ai/bot.h"
#include "tricorne/ai/session_bot.h"
#include "tricorne/engine/game_driver.h"

namespace tricorne::cli {

// The two players of every game of the catalogue, by their player index (engine::Session::toMove).
inline constexpr std::array<const char*, 2> kSideNames = {"american", "british"};

// A bot for one side of one game, or nullptr and `error`.
using BotMaker = std::function<std::unique_ptr<ai::SessionBot>(std::string_view gameId, const ai::BotSpec& spec, std::string& error)>;

struct ArenaRun {
    std::string scenario;
    engine::Options options;
    std::array<ai::BotSpec, 2> bots;  // by player index
    std::uint64_t games = 1;
    std::uint64_t seed = 1;  // game i starts from seed + i
    std::uint64_t first = 0;  // the index of the run's first game: first, first + 1, ... (one game of a run played again)
    int jobs = 1;            // games played at once, each in a thread of its own
    std::uint64_t maxActions = 100000;  // a game longer than this stops the run
    std::string saveDir;  // each finished game saved there as SCENARIO-seedN.tricorne; empty: none
};

struct ArenaGame {
    std::uint64_t index = 0;
    std::uint64_t seed = 0;
    std::string ending;           // as the session words it
    std::array<double, 2> returns{};  // 1 a win, -1 a loss, 0 neither
    std::size_t actions = 0;
    std::array<long, 2> decisions{};
    std::array<double, 2> maxMs{};
    std::array<std::vector<double>, 2> decisionMs;  // every bot decision's wall time, by side
    std::string savedAs;  // the file the game was saved to, with ArenaRun::saveDir
    // 5: by side, the most time its bot spent deciding within one game turn, and that turn
    // (from the state's "turn"; 0 for a game whose state names none).
    std::array<double, 2> maxTurnMs{};
    std::array<int, 2> maxTurn{};
    // 9: the same in CPU time of the thread that decided (a bot searches on its caller's thread),
    // which other work on the machine does not inflate as it does wall time.
    std::array<std::vector<double>, 2> decisionCpuMs;
    std::array<double, 2> maxTurnCpuMs{};
    std::array<int, 2> maxTurnCpu{};
};

struct ArenaResult {
    std::vector<ArenaGame> games;  // in index order
    std::string error;  // what stopped the run (a refused action, a broken invariant), naming game, seed and action
};

// The seed of the bot playing `player` in game `index` of a run seeded `seed`: its own, so that
// no two bots of a run draw the same numbers.
std::uint64_t botSeed(std::uint64_t seed, std::uint64_t index, int player);

// Plays the run; `onGame` is called with each game as soon as it and every game before it is
// over, in index order.
ArenaResult runArena(const engine::GameDriver& driver, const ArenaRun& run, const BotMaker& makeBot,
                     const std::function<void(const ArenaGame&)>& onGame);

// The 95 % Wilson score interval of `successes` out of `trials`.
struct Interval {
    double low = 0, high = 0;
};
Interval wilsonInterval(long successes, long trials);

// "game 3, seed 4: British marginal, 412 actions, american 180 decisions (max 2.1 ms), british ..."
std::string arenaGameLine(const ArenaGame& game);
// The summary: each side's wins, draws and losses with their intervals, the decision times,
// and last the line "N games, A american wins, B british wins, D draws, decision median M ms, max K ms".
void writeArenaSummary(const std::vector<ArenaGame>& games, const std::array<ai::BotSpec, 2>& bots, std::ostream& out);

// The median of `values` (0 when empty).
double median(std::vector<double> values);

}  // namespace tricorne::cli
