// tricorne-cli bench: speed figures, one a line as "name: value unit" (docs/performance.md).
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <ostream>
#include <set>

#include "game_commands.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/save.h"
#include "tricorne/engine/json_text.h"
#include "tricorne/series/rules/combat_declaration.h"
#include "tricorne/series/rules/los.h"
#include "tricorne/series/rules/movement.h"

namespace tricorne::cli {

namespace {
using namespace tricorne::core;

// This process's CPU time: one core's work, whatever else the machine is running.
double cpuSeconds() {
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

// A close combat front reached deterministically: the first declaration (12.21, before any
// attack is declared) of the random Campaign games from seed 1 on where at least four units
// may attack, from three hexes or more, against two enemy hexes or more.
std::optional<GameState> closeCombatFront(const DataSet& data) {
    std::string error;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        auto s = newGame(data, "campaign", {}, seed, error);
        if (!s) return std::nullopt;
        Rng policy(seed + 17);
        while (!isTerminal(*s)) {
            if (s->step == Step::DeclareCombats && s->combats.empty()) {
                int units = 0;
                std::set<HexId> from, against;
                for (int u = 0; u < s->unitCount(); ++u) {
                    if (!mayAttack(*s, u)) continue;
                    ++units;
                    from.insert(s->pieces[static_cast<std::size_t>(u)].hex);
                    for (HexId h : attackableHexes(*s, u)) against.insert(h);
                }
                if (units >= 4 && from.size() >= 3 && against.size() >= 2) return s;
            }
            core::apply(*s, randomAction(*s, policy));
        }
    }
    return std::nullopt;
}
}  // namespace

int benchCommand(const DataSet& data, const std::vector<std::string>& argv, Streams io) {
    if (!argv.empty()) return badUsage(io, "bench takes no arguments");
    std::string error;
    auto start = newGame(data, "campaign", {}, 1, error);
    if (!start) return fail(io, kExitDataError, error);
    // The Campaign opens with the fog roll (E3.9.1); a clear turn puts the British in motion.
    if (start->step == Step::FogRoll) core::apply(*start, RollDie{9});
    using Clock = std::chrono::steady_clock;
    // reachable_hexes_us: the median of many single queries for one unit at the Campaign start.
    // Searches of one state share what they read of the map, so the queries alternate with a
    // state where another unit has moved: each is a first search of its state.
    {
        const int piece = *start->pieceIndex("br-24th");
        GameState moved = *start;
        for (const auto& a : legalActions(*start))
            if (const auto* m = std::get_if<Move>(&a); m && m->unit != "br-24th") {
                core::apply(moved, a);
                break;
            }
        std::vector<double> samples;
        std::size_t sink = 0;
        for (int i = 0; i < 2000; ++i) {
            const GameState& s = i % 2 ? moved : *start;
            const auto t0 = Clock::now();
            sink += reachableHexes(s, piece, false).size();
            samples.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
        }
        std::nth_element(samples.begin(), samples.begin() + static_cast<long>(samples.size() / 2), samples.end());
        io.out << "reachable_hexes_us: " << static_cast<double>(static_cast<int>(samples[samples.size() / 2] * 10)) / 10 << " us\n";
        if (sink == 0) io.err << "bench: br-24th reaches no hex\n";
    }
    // los_query_us and los_battery_us: one LOS query, and every hex within range 4 of a battery.
    {
        const HexId battery = *HexId::parse("1928");
        std::vector<HexId> targets;
        for (HexId h : start->map->allHexes())
            if (distance(h, battery) >= 2 && distance(h, battery) <= 4) targets.push_back(h);
        std::vector<double> query, sweep;
        int clear = 0;
        for (int round = 0; round < 200; ++round) {
            const auto t0 = Clock::now();
            for (HexId t : targets) clear += lineOfSight(*start, battery, t).clear ? 1 : 0;
            const double us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
            sweep.push_back(us);
            query.push_back(us / static_cast<double>(targets.size()));
        }
        auto median = [](std::vector<double>& v) {
            std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
            return static_cast<double>(static_cast<int>(v[v.size() / 2] * 100)) / 100;
        };
        io.out << "los_query_us: " << median(query) << " us\n";
        io.out << "los_battery_us: " << median(sweep) << " us\n";
        if (clear == 0) io.err << "bench: no line of sight was clear\n";
    }
    // random_campaign_games_per_s: whole random Campaign games, as selfplay plays them, per
    // second of this process's CPU time: one core's rate, however busy the machine is.
    {
        const double t0 = cpuSeconds();
        int games = 0;
        while (games < 5 || cpuSeconds() - t0 < 2.0) {
            GameState s = *start;
            Rng policy(static_cast<std::uint64_t>(games) + 17);
            while (!isTerminal(s)) core::apply(s, randomAction(s, policy));
            ++games;
        }
        const double seconds = cpuSeconds() - t0;
        io.out << "random_campaign_games_per_s: " << static_cast<double>(static_cast<int>(games / seconds * 10)) / 10 << " games/s\n";
    }
    // legal_actions_close_combat_us: every attack and Diversion of a close combat front checked
    // against 12.12-12.15 and the Pinned Unit Cases, as legalActions lists them.
    {
        const auto front = closeCombatFront(data);
        if (!front) return fail(io, kExitDataError, "bench: no random Campaign game reached a close combat front");
        std::vector<double> samples;
        std::size_t sink = 0;
        for (int i = 0; i < 500; ++i) {
            const auto t0 = Clock::now();
            sink += legalActions(*front).size();
            samples.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
        }
        std::nth_element(samples.begin(), samples.begin() + static_cast<long>(samples.size() / 2), samples.end());
        io.out << "legal_actions_close_combat_us: " << static_cast<double>(static_cast<int>(samples[samples.size() / 2] * 10)) / 10 << " us\n";
        if (sink == 0) io.err << "bench: the close combat front has no legal action\n";
    }
    // save_load_verify_ms: a finished random Campaign game written as save text, parsed,
    // replayed action by action and checked against its state hash (the file itself is not
    // written: a disk's fsync would be measured, not Tricorne).
    {
        auto game = Game::start(data, "campaign", {}, 1, error);
        if (!game) return fail(io, kExitDataError, error);
        game->apply(RollDie{9});
        Rng policy(17);
        while (!isTerminal(game->state())) game->apply(randomAction(game->state(), policy));
        std::vector<double> samples;
        for (int i = 0; i < 7; ++i) {
            const auto t0 = Clock::now();
            const std::string text = saveJson(*game).dump(1);
            auto json = parseJsonText(text, error);
            auto loaded = json ? loadSave(data, *json, error) : std::nullopt;
            samples.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
            if (!loaded) return fail(io, kExitReplayMismatch, "bench: the finished game does not reload: " + error);
        }
        std::nth_element(samples.begin(), samples.begin() + static_cast<long>(samples.size() / 2), samples.end());
        io.out << "save_load_verify_ms: " << static_cast<double>(static_cast<int>(samples[samples.size() / 2] * 10)) / 10 << " ms\n";
    }
    // parse_1mib_ms: a 1 MiB save whose action list is 170,000 empty objects, the shape a
    // parse once took quadratic time on, parsed and refused at its first action.
    {
        auto game = Game::start(data, "campaign", {}, 1, error);
        if (!game) return fail(io, kExitDataError, error);
        std::string text = saveJson(*game).dump();
        const std::string head = "\"actions\":[";
        const auto at = text.find(head);
        if (at == std::string::npos) return fail(io, kExitDataError, "bench: a save has no action list");
        std::string filler;
        while (text.size() + filler.size() < 1024 * 1024) filler += "{},";
        text.insert(at + head.size(), filler.substr(0, filler.size() - (text[at + head.size()] == ']' ? 1 : 0)));
        std::vector<double> samples;
        for (int i = 0; i < 5; ++i) {
            const auto t0 = Clock::now();
            auto json = parseJsonText(text, error);
            const bool loaded = json && loadSave(data, *json, error);
            samples.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
            if (loaded) return fail(io, kExitDataError, "bench: a save of empty actions was loaded");
        }
        std::nth_element(samples.begin(), samples.begin() + static_cast<long>(samples.size() / 2), samples.end());
        io.out << "parse_1mib_ms: " << static_cast<double>(static_cast<int>(samples[samples.size() / 2] * 10)) / 10 << " ms\n";
    }
    // peak_rss_mb: the most memory the process held at once, all of the above included.
    {
        struct rusage usage {};
        ::getrusage(RUSAGE_SELF, &usage);
        const double mib = static_cast<double>(usage.ru_maxrss) / 1024;  // ru_maxrss is in KiB on Linux
        io.out << "peak_rss_mb: " << std::round(mib * 10) / 10 << " MB\n";
    }
    return kExitOk;
}

}  // namespace tricorne::cli
