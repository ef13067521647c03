// tricorne_ai_timing: how long a bot takes to decide and how often it wins, over whole games
// against another bot, for docs/ai.md. Not a test: it prints figures.
// Usage: tricorne_ai_timing SCENARIO BOT OPPONENT GAMES SEED [NODES]
//   BOT and OPPONENT as parseBotSpec reads them; the bot plays the Americans in even games
//   and the British in odd ones; NODES: a node budget for both (default: each level's own).
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "tricorne/ai/series_bot.h"
#include "tricorne/engine/game_seam.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/game/random_play.h"

using namespace tricorne;

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr, "usage: tricorne_ai_timing SCENARIO BOT OPPONENT GAMES SEED [NODES]\n");
        return 2;
    }
    const std::string scenario = argv[1];
    std::string error;
    auto botSpec = ai::parseBotSpec(argv[2], error);
    auto opponentSpec = ai::parseBotSpec(argv[3], error);
    if (!botSpec || !opponentSpec) {
        std::fprintf(stderr, "%s\n", error.c_str());
        return 2;
    }
    const int games = std::atoi(argv[4]);
    const auto seed = static_cast<std::uint64_t>(std::atoll(argv[5]));
    if (argc > 6) botSpec->budget.nodes = opponentSpec->budget.nodes = std::atol(argv[6]);
    const auto data = core::loadDataSet(core::defaultDataDir());
    if (!data.ok()) {
        std::fprintf(stderr, "the data does not load\n");
        return 1;
    }
    const core::SeriesGame game(*data.value);
    std::vector<double> decisionMs;
    std::array<int, 3> tally{0, 0, 0};  // the bot's wins, losses, draws
    int invariantFailures = 0;
    for (int g = 0; g < games; ++g) {
        const int side = g % 2;
        ai::BotSpec a = *botSpec, b = *opponentSpec;
        a.seed = seed * 1000 + static_cast<std::uint64_t>(g) * 2;
        b.seed = seed * 1000 + static_cast<std::uint64_t>(g) * 2 + 1;
        auto bot = ai::makeSeriesBot(game, a, error);
        auto opponent = ai::makeSeriesBot(game, b, error);
        if (!bot || !opponent) {
            std::fprintf(stderr, "%s\n", error.c_str());
            return 1;
        }
        std::array<ai::SeriesBot*, 2> players{bot.get(), opponent.get()};
        if (side == 1) std::swap(players[0], players[1]);
        auto s = game.initialState(scenario, {}, seed + static_cast<std::uint64_t>(g), error);
        if (!s) {
            std::fprintf(stderr, "%s\n", error.c_str());
            return 1;
        }
        core::Rng dice(seed + static_cast<std::uint64_t>(g));
        while (!game.isTerminal(*s)) {
            const int who = game.toMove(*s);
            core::Action action;
            if (who == engine::kChance) {
                action = core::randomAction(*s, dice);
            } else {
                const auto start = std::chrono::steady_clock::now();
                action = players[static_cast<std::size_t>(who)]->choose(game.view(*s, who)).action;
                if (who == side) decisionMs.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
            }
            if (!game.apply(*s, action).ok() || !core::checkInvariants(*s).empty()) {
                ++invariantFailures;
                break;
            }
        }
        const auto& winner = s->outcome.winner;
        const int result = !winner ? 2 : core::playerIndex(*winner) == side ? 0 : 1;
        ++tally[static_cast<std::size_t>(result)];
        std::printf("game %d: %s as %s: %s (%s)\n", g + 1, argv[2], side == 0 ? "American" : "British", result == 0 ? "win" : result == 1 ? "loss" : "draw",
                    game.ending(*s).c_str());
        std::fflush(stdout);
    }
    std::sort(decisionMs.begin(), decisionMs.end());
    const double median = decisionMs.empty() ? 0.0 : decisionMs[decisionMs.size() / 2];
    const double max = decisionMs.empty() ? 0.0 : decisionMs.back();
    std::printf("%d games, %d wins, %d losses, %d draws, %d broken; %zu decisions, median %.1f ms, max %.1f ms\n", games, tally[0], tally[1], tally[2],
                invariantFailures, decisionMs.size(), median, max);
    return invariantFailures == 0 ? 0 : 1;
}
