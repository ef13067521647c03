#include "arena.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <time.h>

#include "tricorne/engine/chance_draw.h"
#include "tricorne/engine/rng.h"
#include "tricorne/engine/save_file.h"

namespace tricorne::cli {

namespace {
constexpr double kZ95 = 1.959963984540054;  // the normal quantile of 97.5 %
constexpr int kChanceStream = 2;            // the arena's dice draw from a stream no bot has

std::string ms(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

std::string percent(double fraction) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %%", fraction * 100);
    return text;
}

// The CPU time this thread has used, in ms: a decision's own cost however loaded the machine is.
double threadCpuMs() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1000.0 + static_cast<double>(now.tv_nsec) / 1e6;
}

// A chance outcome drawn by its probability; equal chances draw as one uniform pick, as a d10
// always has.
const nlohmann::json& drawOutcome(const std::vector<std::pair<nlohmann::json, double>>& outcomes, core::Rng& rng) {
    const bool uniform = std::all_of(outcomes.begin(), outcomes.end(), [&](const auto& o) { return o.second == outcomes.front().second; });
    if (uniform) return outcomes[static_cast<std::size_t>(rng.below(static_cast<int>(outcomes.size())))].first;
    return engine::drawByProbability(outcomes, rng);
}

// One game played to its end, or the error that stopped it.
std::optional<ArenaGame> playGame(const engine::GameDriver& driver, const ArenaRun& run, std::uint64_t index, const BotMaker& makeBot,
                                  std::string& error) {
    ArenaGame game;
    game.index = index;
    game.seed = run.seed + index;
    const std::string where = "game " + std::to_string(index) + " (seed " + std::to_string(game.seed) + ")";
    auto session = driver.start(run.scenario, run.options, game.seed, error);
    if (!session) {
        error = where + ": " + error;
        return std::nullopt;
    }
    std::array<std::unique_ptr<ai::SessionBot>, 2> bots;
    for (int p = 0; p < 2; ++p) {
        ai::BotSpec spec = run.bots[static_cast<std::size_t>(p)];
        spec.seed = botSeed(run.seed, index, p);
        bots[static_cast<std::size_t>(p)] = makeBot(session->gameId(), spec, error);
        if (!bots[static_cast<std::size_t>(p)]) {
            error = where + ": the " + std::string(kSideNames[static_cast<std::size_t>(p)]) + " bot: " + error;
            return std::nullopt;
        }
    }
    core::Rng chance(botSeed(run.seed, index, kChanceStream));
    std::array<int, 2> turnOf{-1, -1};       // the game turn each bot last decided in
    std::array<double, 2> turnMs{0.0, 0.0};  // and the time it has spent deciding in it
    std::array<double, 2> turnCpuMs{0.0, 0.0};  // and the CPU time
    while (!session->isTerminal()) {
        if (game.actions == run.maxActions) {
            error = where + ": not over after " + std::to_string(game.actions) + " actions";
            return std::nullopt;
        }
        const int player = session->toMove();
        nlohmann::json action;
        std::string who = "chance";
        if (player == engine::kChance) {
            const auto outcomes = session->chanceOutcomes();
            if (outcomes.empty()) {
                error = where + " after " + std::to_string(game.actions) + " actions: chance has no outcome";
                return std::nullopt;
            }
            action = drawOutcome(outcomes, chance);
        } else if (player == 0 || player == 1) {
            const auto side = static_cast<std::size_t>(player);
            who = std::string("the ") + kSideNames[side] + " bot";
            const int turn = session->turn();
            if (turn != turnOf[side]) {
                turnOf[side] = turn;
                turnMs[side] = 0;
                turnCpuMs[side] = 0;
            }
            const auto started = std::chrono::steady_clock::now();
            const double cpuStarted = threadCpuMs();
            ai::SessionChoice choice;
            try {
                choice = bots[side]->choose(*session);
            } catch (const std::exception& e) {
                error = where + ", action " + std::to_string(game.actions + 1) + ": " + who + " failed: " + e.what();
                return std::nullopt;
            }
            const double took = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
            const double cpu = threadCpuMs() - cpuStarted;
            game.decisionCpuMs[side].push_back(cpu);
            turnCpuMs[side] += cpu;
            if (turnCpuMs[side] > game.maxTurnCpuMs[side]) {
                game.maxTurnCpuMs[side] = turnCpuMs[side];
                game.maxTurnCpu[side] = turn;
            }
            ++game.decisions[side];
            game.maxMs[side] = std::max(game.maxMs[side], took);
            game.decisionMs[side].push_back(took);
            turnMs[side] += took;
            if (turnMs[side] > game.maxTurnMs[side]) {
                game.maxTurnMs[side] = turnMs[side];
                game.maxTurn[side] = turn;
            }
            action = choice.action;
        } else {
            error = where + ": player " + std::to_string(player) + " is to answer and has no bot";
            return std::nullopt;
        }
        const engine::Played played = session->play(action);
        if (!played.read || !played.applied.ok()) {
            error = where + ", action " + std::to_string(game.actions + 1) + ": " + who + "'s action " + action.dump() +
                    (played.described.empty() ? "" : " (" + played.described + ")") + " was refused: " + played.applied.refusal;
            return std::nullopt;
        }
        ++game.actions;
        for (const auto& broken : session->invariants()) {
            error = where + ", action " + std::to_string(game.actions) + " (" + played.described + ", " + action.dump() + ", by " + who +
                    "): invariant broken: " + broken;
            return std::nullopt;
        }
    }
    game.ending = session->ending();
    // A saved game opens in the application and replays move by move, as a player's own.
    if (!run.saveDir.empty()) {
        game.savedAs = run.saveDir + "/" + run.scenario + "-seed" + std::to_string(game.seed) + ".tricorne";
        if (!core::writeFileAtomically(game.savedAs, session->save().dump(1) + "\n", error)) {
            error = where + ": " + error;
            return std::nullopt;
        }
    }
    const auto returns = session->returns();
    for (std::size_t p = 0; p < 2 && p < returns.size(); ++p) game.returns[p] = returns[p];
    return game;
}
}  // namespace

std::uint64_t botSeed(std::uint64_t seed, std::uint64_t index, int player) {
    // splitmix64 of the three, so that neighbouring games and sides draw unrelated numbers.
    std::uint64_t z = seed * 0x9e3779b97f4a7c15ULL + index * 0xbf58476d1ce4e5b9ULL + static_cast<std::uint64_t>(player + 1) * 0x94d049bb133111ebULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

ArenaResult runArena(const engine::GameDriver& driver, const ArenaRun& run, const BotMaker& makeBot,
                     const std::function<void(const ArenaGame&)>& onGame) {
    ArenaResult result;
    std::vector<std::optional<ArenaGame>> played(run.games);
    std::vector<std::string> errors(run.games);
    std::mutex lock;
    std::condition_variable finished;
    std::uint64_t next = 0;
    bool stop = false;
    const int jobs = std::max(1, static_cast<int>(std::min<std::uint64_t>(static_cast<std::uint64_t>(std::max(run.jobs, 1)), run.games)));
    int working = jobs;
    // Each worker takes the next game until none is left or one went wrong; a game begun is finished.
    auto worker = [&] {
        for (;;) {
            std::uint64_t i;
            {
                const std::lock_guard guard(lock);
                if (stop || next == run.games) break;
                i = next++;
            }
            std::string error;
            auto game = playGame(driver, run, run.first + i, makeBot, error);
            const std::lock_guard guard(lock);
            if (!game) stop = true;
            played[i] = std::move(game);
            errors[i] = error;
            finished.notify_all();
        }
        const std::lock_guard guard(lock);
        --working;
        finished.notify_all();
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
    // The games are reported in their order, each as soon as it and those before it are over.
    for (std::uint64_t i = 0; i < run.games; ++i) {
        std::unique_lock wait(lock);
        finished.wait(wait, [&] { return played[i].has_value() || !errors[i].empty() || working == 0; });
        if (!played[i]) break;
        ArenaGame game = std::move(*played[i]);
        wait.unlock();
        onGame(game);
        result.games.push_back(std::move(game));
    }
    for (auto& t : threads) t.join();
    for (const auto& e : errors)
        if (!e.empty()) {
            result.error = e;
            break;
        }
    return result;
}

Interval wilsonInterval(long successes, long trials) {
    if (trials <= 0) return {0, 1};
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double z2 = kZ95 * kZ95;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = kZ95 / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    const auto mid = values.size() / 2;
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(mid), values.end());
    if (values.size() % 2 == 1) return values[mid];
    const double upper = values[mid];
    return (*std::max_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(mid)) + upper) / 2;
}

std::string arenaGameLine(const ArenaGame& game) {
    std::ostringstream line;
    line << "game " << game.index << ", seed " << game.seed << ": " << game.ending << ", " << game.actions << " actions";
    for (std::size_t p = 0; p < 2; ++p)
        line << ", " << kSideNames[p] << " " << game.decisions[p] << " decisions (max " << ms(game.maxMs[p]) << " ms)";
    if (!game.savedAs.empty()) line << ", saved as " << game.savedAs;
    return line.str();
}

void writeArenaSummary(const std::vector<ArenaGame>& games, const std::array<ai::BotSpec, 2>& bots, std::ostream& out) {
    const long n = static_cast<long>(games.size());
    std::array<long, 2> wins{};
    long draws = 0;
    std::vector<double> times;
    std::array<std::vector<double>, 2> sideTimes;
    std::array<std::vector<double>, 2> sideCpu;
    for (const auto& g : games) {
        if (g.returns[0] > 0)
            ++wins[0];
        else if (g.returns[1] > 0)
            ++wins[1];
        else
            ++draws;
        for (std::size_t p = 0; p < 2; ++p) {
            times.insert(times.end(), g.decisionMs[p].begin(), g.decisionMs[p].end());
            sideTimes[p].insert(sideTimes[p].end(), g.decisionMs[p].begin(), g.decisionMs[p].end());
            sideCpu[p].insert(sideCpu[p].end(), g.decisionCpuMs[p].begin(), g.decisionCpuMs[p].end());
        }
    }
    auto rate = [&](const char* what, long count) {
        const Interval i = wilsonInterval(count, n);
        out << "  " << what << " " << count << "/" << n << " = " << percent(n ? static_cast<double>(count) / static_cast<double>(n) : 0)
            << " (95 % Wilson interval " << percent(i.low) << " to " << percent(i.high) << ")\n";
    };
    for (std::size_t p = 0; p < 2; ++p) {
        out << kSideNames[p] << " (" << ai::botName(bots[p]) << "):\n";
        rate("wins  ", wins[p]);
        rate("draws ", draws);
        rate("losses", wins[1 - p]);
        const auto& own = sideTimes[p];
        out << "  decisions " << own.size() << ", median " << ms(median(own)) << " ms, max "
            << ms(own.empty() ? 0 : *std::max_element(own.begin(), own.end())) << " ms\n";
        const auto longest = std::max_element(games.begin(), games.end(), [p](const ArenaGame& a, const ArenaGame& b) { return a.maxTurnMs[p] < b.maxTurnMs[p]; });
        if (longest != games.end() && !own.empty())
            out << "  longest game turn " << ms(longest->maxTurnMs[p]) << " ms of decisions (game " << longest->index << ", turn " << longest->maxTurn[p] << ")\n";
        const auto& cpu = sideCpu[p];
        if (!cpu.empty()) {
            const auto most = std::max_element(games.begin(), games.end(), [p](const ArenaGame& a, const ArenaGame& b) { return a.maxTurnCpuMs[p] < b.maxTurnCpuMs[p]; });
            out << "  CPU of a decision: median " << ms(median(cpu)) << " ms, max " << ms(*std::max_element(cpu.begin(), cpu.end()))
                << " ms; most CPU in one game turn " << ms(most->maxTurnCpuMs[p]) << " ms (game " << most->index << ", turn " << most->maxTurnCpu[p] << ")\n";
        }
    }
    const double maxMs = times.empty() ? 0 : *std::max_element(times.begin(), times.end());
    const double medianMs = median(times);
    out << "decisions of both: " << times.size() << ", median " << ms(medianMs) << " ms, max " << ms(maxMs) << " ms\n";
    out << n << " games, " << wins[0] << " american wins, " << wins[1] << " british wins, " << draws << " draws, decision median "
        << ms(medianMs) << " ms, max " << ms(maxMs) << " ms\n";
}

}  // namespace tricorne::cli
