// tricorne-cli bench, the computer players' figures (docs/performance.md): the search's playouts
// per second of CPU time and the Normal level's decision time, on fixed positions of the series.
#include <chrono>
#include <ctime>
#include <functional>
#include <ostream>

#include "arena.h"
#include "game_commands.h"
#include "tricorne/ai/session_bot.h"
#include "tricorne/series/game/game.h"
#include "tricorne/series/game/series_game.h"

namespace tricorne::cli {

namespace {
using namespace tricorne::core;

// The search's node budget for the playouts figure: small enough that the bench stays short.
constexpr long kPlayoutNodes = 300;
// --quick: each figure from the least search that still plays out.
constexpr long kQuickNodes = 4;

double cpuSeconds() {
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

struct Position {
    const char* scenario;
    std::uint64_t seed;
    std::function<bool(const GameState&)> reached;
    const char* what;
};

// The fixed positions: each the first of its kind in a random game of that scenario and seed.
const std::vector<Position>& positions() {
    static const std::vector<Position> kPositions = {
        {"campaign", 1, [](const GameState& s) { return s.step == Step::Moving && decision(s).player == Player::British; },
         "the Campaign start's first British movement decision"},
        {"freemans-farm", 5, [](const GameState& s) { return s.step == Step::DeclareCombats; }, "a Freeman's Farm close combat declaration"},
        {"next-day", 1, [](const GameState& s) { return s.step == Step::Moving && decision(s).player == Player::American; },
         "The Next Day's first American movement decision"},
        {"freemans-farm", 5, [](const GameState& s) { return s.step == Step::ChooseTactic; }, "a Freeman's Farm tactic choice"},
    };
    return kPositions;
}

// The position as a session of the catalogue's series game, or nullptr and `error`.
std::unique_ptr<engine::Session> reach(const games::Catalogue& catalogue, const Position& at, std::string& error) {
    auto session = catalogue.ofScenario(at.scenario).start(at.scenario, {}, at.seed, error);
    const auto* series = dynamic_cast<const engine::SessionOf<SeriesGame>*>(session.get());
    if (!series) {
        if (session) error = std::string("bench: ") + at.scenario + " is no series game";
        return nullptr;
    }
    Rng rng(at.seed);
    while (!session->isTerminal() && !at.reached(series->typedState())) session->randomStep(0, rng);
    if (!at.reached(series->typedState())) {
        error = std::string("bench: the random game never reached ") + at.what;
        return nullptr;
    }
    return session;
}
}  // namespace

std::string aiBench(const games::Catalogue& catalogue, std::ostream& figures, bool quick) {
    std::vector<std::unique_ptr<engine::Session>> sessions;
    std::string error;
    for (const auto& at : positions()) {
        sessions.push_back(reach(catalogue, at, error));
        if (!sessions.back()) return error;
    }
    // mcts_playouts_per_s: playouts of the Normal search on every position over the CPU time they took.
    {
        long playouts = 0;
        double seconds = 0;
        for (const auto& session : sessions) {
            ai::BotSpec spec;
            spec.budget.nodes = quick ? kQuickNodes : kPlayoutNodes;
            auto bot = ai::makeSessionBot(session->gameId(), spec, error);
            if (!bot) return "bench: " + error;
            const double t0 = cpuSeconds();
            playouts += bot->choose(*session).stats.playouts;
            seconds += cpuSeconds() - t0;
        }
        figures << "mcts_playouts_per_s: " << static_cast<long>(seconds > 0 ? static_cast<double>(playouts) / seconds : 0) << " playouts/s\n";
    }
    // ai_decision_ms_normal: the median wall time of a Normal decision at its own budget, two seeds a position.
    {
        std::vector<double> samples;
        for (const auto& session : sessions)
            for (std::uint64_t seed = 1; seed <= (quick ? 1 : 2); ++seed) {
                ai::BotSpec spec;
                spec.seed = seed;
                if (quick) spec.budget.nodes = kQuickNodes;
                auto bot = ai::makeSessionBot(session->gameId(), spec, error);
                if (!bot) return "bench: " + error;
                const auto t0 = std::chrono::steady_clock::now();
                bot->choose(*session);
                samples.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
            }
        figures << "ai_decision_ms_normal: " << static_cast<double>(static_cast<long>(median(samples) * 10)) / 10 << " ms\n";
    }
    return {};
}

}  // namespace tricorne::cli
