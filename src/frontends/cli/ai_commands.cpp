// tricorne-cli arena and hint: the computer players matched against each other, and asked what
// they would play in a saved game.
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <ostream>

#include "args.h"
#include "arena.h"
#include "game_commands.h"
#include "tricorne/ai/block_heuristics.h"
#include "tricorne/ai/series_evaluation.h"
#include "tricorne/ai/session_bot.h"
#include "tricorne/series/counter_names.h"

namespace tricorne::cli {

namespace {
using core::quotedValue;

// --budget NODES or --ms MS read into `budget`; the error naming the option otherwise.
bool readBudget(const Args& args, ai::Budget& budget, std::string& error) {
    if (args.has("--budget") && args.has("--ms")) {
        error = "--budget and --ms exclude each other (a node budget or a time)";
        return false;
    }
    for (const char* option : {"--budget", "--ms"}) {
        if (!args.has(option)) continue;
        const auto value = parseSeed(args.value(option));
        if (!value || *value == 0 || *value > 1000000000) {
            error = std::string(option) + " takes a whole number from 1, not " + quotedValue(args.value(option));
            return false;
        }
        (std::string_view(option) == "--budget" ? budget.nodes : budget.ms) = static_cast<long>(*value);
    }
    return true;
}

// The bot of `option`'s value with the budget given to a search; the error naming the option otherwise.
// `levelNodes`: a search spends its own level's nodes, with no time cap to cut it on a slow machine.
std::optional<ai::BotSpec> readBot(const Args& args, const std::string& option, const std::string& fallback, const ai::Budget& budget,
                                   std::string& error, bool levelNodes = false) {
    auto spec = ai::parseBotSpec(args.value(option, fallback), error);
    if (!spec) {
        error = option + ": " + error;
        return std::nullopt;
    }
    if (spec->kind == ai::BotKind::Mcts) spec->budget = levelNodes ? ai::Budget{0, 0, true} : budget;
    return spec;
}

std::string percentText(double fraction) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %%", fraction * 100);
    return text;
}
// The evaluation's terms for the position, one a line: what each weighs and why the value is what it is.
bool explainEvaluation(const core::DataSet& data, const core::GameState& state, const std::string& weightsPath, Streams io, std::string& error) {
    core::DataErrors errors;
    const std::string path = weightsPath.empty() ? ai::seriesWeightsPath(data.root) : weightsPath;
    const auto file = ai::loadEvaluationWeights(path, errors);
    if (!file) {
        error = errors.empty() ? path + ": the weights do not load" : errors.front().str();
        return false;
    }
    const ai::SeriesEvaluation evaluation(file->forScenario(state.scenario->id));
    io.out << "evaluation (" << path << "), American minus British:\n";
    double sum = 0;
    for (const ai::EvaluationTerm& t : evaluation.terms(state)) {
        char line[160];
        std::snprintf(line, sizeof line, "  %-18s feature %+9.3f  x weight %+7.3f  = %+7.3f\n", std::string(t.key).c_str(), t.feature, t.weight,
                      t.weight * t.feature);
        io.out << line;
        sum += t.weight * t.feature;
    }
    char total[160];
    std::snprintf(total, sizeof total, "  sum %+.3f: American %s, British %s to win\n", sum, percentText(ai::SeriesEvaluation::winChance(std::tanh(sum))).c_str(),
                  percentText(ai::SeriesEvaluation::winChance(-std::tanh(sum))).c_str());
    io.out << total;
    return true;
}

// The block game's computer player weighs positions with the weights of the data folder the
// command reads (--data), unless --weights names others; the series' reads its own game's folder.
void weighFromTheData(ai::BotSpec& spec, std::string_view gameId, const core::DataSet& data) {
    if (spec.weightsPath.empty() && spec.kind != ai::BotKind::Random && gameId == "block") spec.weightsPath = ai::blockWeightsPath(data.root);
}

}  // namespace

int arenaCommand(const core::DataSet& data, const std::vector<std::string>& argv, Streams io) {
    Args args(argv, {"--game", "--scenario", "--option", "--american", "--british", "--games", "--seed", "--budget", "--ms", "--jobs", "--save", "--first", "--american-weights", "--british-weights"},
              {"--level-nodes"});
    if (!args.error.empty()) return badUsage(io, "arena: " + args.error);
    if (!args.positional.empty()) return badUsage(io, "arena: unexpected argument " + quotedValue(args.positional.front()));
    for (const char* needed : {"--scenario", "--american", "--british"})
        if (!args.has(needed)) return badUsage(io, std::string("arena needs ") + needed + " (arena --scenario ID --american BOT --british BOT)");
    const auto games = parseSeed(args.value("--games", "1"));
    if (!games || *games == 0) return badUsage(io, "arena: --games takes a whole number from 1, not " + quotedValue(args.value("--games")));
    const auto seed = parseSeed(args.value("--seed", "1"));
    if (!seed) return badUsage(io, "arena: --seed takes a whole number, not " + quotedValue(args.value("--seed")));
    const auto first = parseSeed(args.value("--first", "0"));
    if (!first) return badUsage(io, "arena: --first takes a whole number, not " + quotedValue(args.value("--first")));
    const auto jobs = parseSeed(args.value("--jobs", "1"));
    if (!jobs || *jobs == 0 || *jobs > 256) return badUsage(io, "arena: --jobs takes a whole number from 1 to 256, not " + quotedValue(args.value("--jobs")));
    std::string error;
    ArenaRun run;
    if (!parseOptions(args, run.options, error)) return badUsage(io, "arena: " + error);
    ai::Budget budget;
    if (!readBudget(args, budget, error)) return badUsage(io, "arena: " + error);
    const bool levelNodes = args.has("--level-nodes");
    if (levelNodes && (args.has("--budget") || args.has("--ms")))
        return badUsage(io, "arena: --level-nodes gives each search its level's own nodes; it excludes --budget and --ms");
    const auto american = readBot(args, "--american", "", budget, error, levelNodes);
    if (!american) return badUsage(io, "arena: " + error);
    const auto british = readBot(args, "--british", "", budget, error, levelNodes);
    if (!british) return badUsage(io, "arena: " + error);
    run.scenario = args.value("--scenario");
    run.bots = {*american, *british};
    run.games = *games;
    run.seed = *seed;
    run.first = *first;
    run.jobs = static_cast<int>(*jobs);
    run.saveDir = args.value("--save");
    if (args.has("--save") && !std::filesystem::is_directory(run.saveDir))
        return badUsage(io, "arena: --save: no folder " + quotedValue(run.saveDir));
    const games::Catalogue catalogue(data);
    const engine::GameDriver* named = gameNamed(catalogue, args, error);
    if (!named) return badUsage(io, "arena: " + error);
    const engine::GameDriver& driver = *named;
    if (!driver.hasScenario(run.scenario)) {
        std::string known;
        for (const auto& game : catalogue.games())
            for (const auto& s : game->scenarios()) known += (known.empty() ? "" : ", ") + s;
        return badUsage(io, "arena: --scenario: no scenario " + quotedValue(run.scenario) + " (" + known + ")");
    }
    // A side's own weights, to match weights against others (the opponent keeps the data's).
    for (std::size_t p = 0; p < 2; ++p)
        if (const std::string option = std::string("--") + kSideNames[p] + "-weights"; args.has(option)) {
            if (run.bots[p].kind == ai::BotKind::Random) return badUsage(io, "arena: " + option + ": a random bot weighs nothing");
            run.bots[p].weightsPath = args.value(option);
        }
    for (auto& bot : run.bots) weighFromTheData(bot, driver.id(), data);
    // A scenario option refused, or a bot no game has, is the arguments' fault: found before any game is played.
    if (auto probe = driver.start(run.scenario, run.options, run.seed, error); !probe) return badUsage(io, "arena: " + error);
    for (std::size_t p = 0; p < 2; ++p)
        if (!ai::makeSessionBot(driver.id(), run.bots[p], error))
            return badUsage(io, std::string("arena: --") + kSideNames[p] + ": " + error);
    io.out << "arena: " << run.scenario << ", american " << ai::botName(run.bots[0]) << ", british " << ai::botName(run.bots[1]) << ", "
           << run.games << (run.games == 1 ? " game" : " games") << " from seed " << run.seed
           << (run.first > 0 ? ", from game " + std::to_string(run.first) : std::string())
           << (levelNodes ? ", each search its level's nodes" : "") << std::endl;
    // Each game's line is written out as the game ends: a long run read from a file, or stopped, keeps every line played.
    const ArenaResult result = runArena(driver, run, ai::makeSessionBot, [&](const ArenaGame& game) { io.out << arenaGameLine(game) << std::endl; });
    if (!result.error.empty()) return fail(io, kExitDataError, "arena: " + result.error);
    writeArenaSummary(result.games, run.bots, io.out);
    return kExitOk;
}

int hintCommand(const core::DataSet& data, const std::vector<std::string>& argv, Streams io) {
    Args args(argv, {"--bot", "--budget", "--ms", "--seed", "--weights"}, {"--explain"});
    if (!args.error.empty()) return badUsage(io, "hint: " + args.error);
    if (args.positional.size() != 1) return badUsage(io, "hint needs one save FILE");
    std::string error;
    ai::Budget budget;
    if (!readBudget(args, budget, error)) return badUsage(io, "hint: " + error);
    auto spec = readBot(args, "--bot", "mcts:normal", budget, error);
    if (!spec) return badUsage(io, "hint: " + error);
    const auto seed = parseSeed(args.value("--seed", "1"));
    if (!seed) return badUsage(io, "hint: --seed takes a whole number, not " + quotedValue(args.value("--seed")));
    spec->seed = *seed;
    spec->weightsPath = args.value("--weights");
    const games::Catalogue catalogue(data);
    auto session = readSessionFile(catalogue, args.positional[0], error);
    if (!session) return fail(io, kExitDataError, error);
    // A series game's texts name the counters as printed; other games' texts are their own.
    const auto series = readSaveFile(data, args.positional[0], error);
    auto words = [&](const std::string& text) { return series ? core::withCounterNames(text, *series->state().counters) : text; };
    io.out << words(session->summary()) << "\n";
    if (session->isTerminal()) return fail(io, kExitDataError, "hint: the game is over (" + session->ending() + "): nobody is to move");
    if (session->toMove() == engine::kChance) return fail(io, kExitDataError, "hint: the dice are to be rolled: no player is to move");
    weighFromTheData(*spec, session->gameId(), data);
    auto bot = ai::makeSessionBot(session->gameId(), *spec, error);
    if (!bot) return badUsage(io, "hint: --bot: " + error);
    if (args.has("--explain")) {
        if (!series) return badUsage(io, "hint: --explain weighs positions of the series game only");
        if (!explainEvaluation(data, series->state(), spec->weightsPath, io, error)) return fail(io, kExitDataError, "hint: " + error);
    }
    const ai::SessionChoice choice = bot->choose(*session);
    io.out << "suggested (" << ai::botName(*spec) << "): " << words(choice.described) << "\n  " << choice.action.dump() << "\n";
    if (!choice.candidates.empty()) {
        io.out << "candidates (estimated chance of winning, visits):\n";
        int rank = 0;
        for (const auto& c : choice.candidates) {
            io.out << "  " << ++rank << ". " << percentText(c.winChance) << ", " << c.visits << " visits: " << words(c.described) << "\n     "
                   << c.action.dump() << "\n";
        }
    }
    const ai::SearchStats& s = choice.stats;
    if (s.iterations > 0)
        io.out << "search: " << s.iterations << " iterations, " << s.playouts << " playouts, " << s.determinizations << " determinizations, "
               << s.nodes << " nodes, depth " << s.maxDepth << "\n";
    return kExitOk;
}

}  // namespace tricorne::cli
