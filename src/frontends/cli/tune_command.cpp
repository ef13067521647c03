// tricorne-cli tune: the series evaluation's weights (data/ai/series.json) improved by
// self-play, one weight at a time: a candidate set plays matched games against the current
// one and is kept only when it wins significantly more (docs/ai.md, "Tuning").
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <ostream>
#include <sstream>

#include "args.h"
#include "arena.h"
#include "game_commands.h"
#include "tricorne/ai/series_evaluation.h"
#include "tricorne/ai/session_bot.h"
#include "tricorne/engine/save_file.h"
#include "tricorne/series/game/series_game.h"

namespace tricorne::cli {

namespace {
using core::quotedValue;

constexpr double kStepUp = 1.25;   // a weight tried a quarter larger,
constexpr double kStepDown = 0.8;  // then as much smaller when larger did not win
constexpr double kFromZero = 0.05;  // a weight at zero is tried at this, then at its negative
constexpr const char* kAbout =
    "What a series position is worth to the computer player (docs/ai.md): each weight multiplies one feature, the sum is squashed to "
    "[-1, 1]. Our own figures, tuned by self-play (tricorne-cli tune).";

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", value);
    return text;
}

std::string weightsText(const ai::EvaluationWeights& w) {
    std::string out;
    for (const auto& f : ai::evaluationWeightFields()) out += (out.empty() ? "" : ", ") + std::string(f.key) + " " + number(w.*f.member);
    return out;
}

// The weights file with `weights` as the scenario's own set, the rest as read.
ai::EvaluationWeightsFile withScenario(ai::EvaluationWeightsFile file, const std::string& scenario, const ai::EvaluationWeights& weights) {
    file.scenarios[scenario] = weights;
    return file;
}

bool writeWeights(const ai::EvaluationWeightsFile& file, const std::string& path, std::string& error) {
    return core::writeFileAtomically(path, ai::evaluationWeightsJson(file, kAbout).dump(2) + "\n", error);
}

struct Match {
    long candidate = 0, current = 0, draws = 0;
};

// The candidate's games against the current weights: `games` seeds from `seed`, each played
// with the candidate as each side, every invariant checked as the arena checks them.
std::optional<Match> playMatch(const engine::GameDriver& driver, const ArenaRun& base, const std::string& candidatePath,
                               const std::string& currentPath, std::string& error) {
    Match match;
    for (int candidateSide = 0; candidateSide < 2; ++candidateSide) {
        ArenaRun run = base;
        run.bots[static_cast<std::size_t>(candidateSide)].weightsPath = candidatePath;
        run.bots[static_cast<std::size_t>(1 - candidateSide)].weightsPath = currentPath;
        const ArenaResult result = runArena(driver, run, ai::makeSessionBot, [](const ArenaGame&) {});
        if (!result.error.empty()) {
            error = result.error;
            return std::nullopt;
        }
        for (const auto& g : result.games) {
            if (g.returns[static_cast<std::size_t>(candidateSide)] > 0)
                ++match.candidate;
            else if (g.returns[static_cast<std::size_t>(1 - candidateSide)] > 0)
                ++match.current;
            else
                ++match.draws;
        }
    }
    return match;
}
}  // namespace

int tuneCommand(const core::DataSet& data, const std::vector<std::string>& argv, Streams io) {
    Args args(argv, {"--scenario", "--games", "--seed", "--bot", "--budget", "--passes", "--weights", "--out", "--jobs"}, {});
    if (!args.error.empty()) return badUsage(io, "tune: " + args.error);
    if (!args.positional.empty()) return badUsage(io, "tune: unexpected argument " + quotedValue(args.positional.front()));
    if (!args.has("--scenario")) return badUsage(io, "tune needs --scenario ID");
    const auto games = parseSeed(args.value("--games", "10"));
    if (!games || *games == 0) return badUsage(io, "tune: --games takes a whole number from 1, not " + quotedValue(args.value("--games")));
    const auto seed = parseSeed(args.value("--seed", "1"));
    if (!seed) return badUsage(io, "tune: --seed takes a whole number, not " + quotedValue(args.value("--seed")));
    const auto passes = parseSeed(args.value("--passes", "1"));
    if (!passes || *passes == 0) return badUsage(io, "tune: --passes takes a whole number from 1, not " + quotedValue(args.value("--passes")));
    const auto jobs = parseSeed(args.value("--jobs", "1"));
    if (!jobs || *jobs == 0 || *jobs > 256) return badUsage(io, "tune: --jobs takes a whole number from 1 to 256, not " + quotedValue(args.value("--jobs")));
    std::string error;
    auto spec = ai::parseBotSpec(args.value("--bot", "greedy"), error);
    if (!spec || spec->kind == ai::BotKind::Random) return badUsage(io, "tune: --bot is greedy or an mcts level, not " + quotedValue(args.value("--bot")));
    if (args.has("--budget")) {
        const auto nodes = parseSeed(args.value("--budget"));
        if (!nodes || *nodes == 0 || *nodes > 1000000000) return badUsage(io, "tune: --budget takes a whole number from 1, not " + quotedValue(args.value("--budget")));
        spec->budget.nodes = static_cast<long>(*nodes);
    }
    const std::string scenario = args.value("--scenario");
    const games::Catalogue catalogue(data);
    const engine::GameDriver& driver = catalogue.ofScenario(scenario);
    if (!driver.hasScenario(scenario) || driver.id() != core::SeriesGame::kId)
        return badUsage(io, "tune: --scenario: no scenario " + quotedValue(scenario) + " of the series game");
    const std::string from = args.value("--weights", ai::seriesWeightsPath(data.root));
    core::DataErrors errors;
    auto file = ai::loadEvaluationWeights(from, errors);
    if (!file) return fail(io, kExitDataError, errors.empty() ? from + ": the weights do not load" : errors.front().str());
    const std::string out = args.value("--out", "series-tuned.json");

    // The two sets in play are files, as a bot reads its weights: the candidate's and the current.
    const auto scratch = std::filesystem::temp_directory_path() / ("tricorne-tune-" + std::to_string(::getpid()));
    const std::string candidatePath = scratch.string() + "-candidate.json", currentPath = scratch.string() + "-current.json";
    ai::EvaluationWeights current = file->forScenario(scenario);
    io.out << "tune: " << scenario << ", " << ai::botName(*spec) << ", " << 2 * *games << " games a candidate (" << *games
           << " seeds, each with the candidate on each side), from seed " << *seed << "\nstart: " << weightsText(current) << "\n";
    ArenaRun base;
    base.scenario = scenario;
    base.bots = {*spec, *spec};
    base.games = *games;
    base.jobs = static_cast<int>(*jobs);
    std::uint64_t nextSeed = *seed;
    int step = 0, kept = 0;
    auto cleanUp = [&] {
        std::error_code ec;
        std::filesystem::remove(candidatePath, ec);
        std::filesystem::remove(currentPath, ec);
    };
    for (std::uint64_t pass = 0; pass < *passes; ++pass)
        for (const auto& field : ai::evaluationWeightFields()) {
            const double was = current.*field.member;
            const double tries[2] = {was == 0 ? kFromZero : was * kStepUp, was == 0 ? -kFromZero : was * kStepDown};
            for (const double value : tries) {
                ai::EvaluationWeights candidate = current;
                candidate.*field.member = value;
                if (!writeWeights(withScenario(*file, scenario, candidate), candidatePath, error) ||
                    !writeWeights(withScenario(*file, scenario, current), currentPath, error)) {
                    cleanUp();
                    return fail(io, kExitDataError, "tune: " + error);
                }
                // Each candidate meets fresh seeds, the same for both sets: the games are matched.
                base.seed = nextSeed;
                nextSeed += *games;
                const auto match = playMatch(driver, base, candidatePath, currentPath, error);
                if (!match) {
                    cleanUp();
                    return fail(io, kExitDataError, "tune: " + error);
                }
                const long decided = match->candidate + match->current;
                const Interval share = wilsonInterval(match->candidate, decided);
                // Kept when even the interval's low end says the candidate wins more than half the decided games.
                const bool better = decided > 0 && share.low > 0.5;
                char line[160];
                std::snprintf(line, sizeof line, "candidate %ld wins, current %ld wins, %ld draws (candidate's share %.1f %%, 95 %% interval %.1f %% to %.1f %%)",
                              match->candidate, match->current, match->draws, decided ? 100.0 * static_cast<double>(match->candidate) / static_cast<double>(decided) : 0.0,
                              100 * share.low, 100 * share.high);
                io.out << "step " << ++step << ": " << field.key << " " << number(was) << " -> " << number(value) << ", seeds " << base.seed << "-"
                       << base.seed + *games - 1 << ": " << line << (better ? ": kept" : ": not kept") << "\n";
                if (better) {
                    current = candidate;
                    ++kept;
                    break;  // the other direction is not tried once one won
                }
            }
        }
    cleanUp();
    if (!writeWeights(withScenario(*file, scenario, current), out, error)) return fail(io, kExitDataError, "tune: " + error);
    io.out << "best: " << weightsText(current) << "\n"
           << step << " candidates tried, " << kept << " kept; the weights written to " << out << " (" << scenario << "'s own set)\n";
    return kExitOk;
}

}  // namespace tricorne::cli
