#include "game_commands.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <ostream>

#include "args.h"
#include "routes_report.h"
#include "selfplay.h"
#include "tricorne/games/catalogue.h"
#include "tricorne/series/counter_names.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/save.h"
#include "tricorne/engine/json_text.h"
#include "tricorne/series/rules/los.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::cli {

int fail(Streams io, int code, const std::string& message) {
    io.err << "tricorne-cli: " << message << "\n";
    return code;
}

int badUsage(Streams io, const std::string& message) {
    io.err << "tricorne-cli: " << message << "\n"
           << "usage: tricorne-cli --help\n";
    return kExitUsage;
}

namespace {
using namespace tricorne::core;

// How long apply waits for another command changing the same save before it gives up.
constexpr std::chrono::seconds kApplyPatience{60};

std::optional<Game> loadGameFile(const DataSet& data, const std::string& path, std::string& error) {
    auto text = readTextFile(path, error);
    if (!text) return std::nullopt;
    auto json = parseJsonText(*text, error);
    if (!json) {
        error = path + ": " + error;
        return std::nullopt;
    }
    auto game = loadSave(data, *json, error);
    if (!game) error = path + ": " + error;
    return game;
}

// A save file read, parsed and replayed by the game it names (games/catalogue.h).
std::unique_ptr<engine::Session> loadSessionFile(const games::Catalogue& catalogue, const std::string& path, std::string& error) {
    auto text = readTextFile(path, error);
    if (!text) return nullptr;  // the error names the file
    auto json = parseJsonText(*text, error);
    const auto* driver = json ? catalogue.ofSave(*json, error) : nullptr;
    auto session = driver ? driver->load(*json, error) : nullptr;
    if (!session) error = path + ": " + error;
    return session;
}

bool saveSessionFile(const engine::Session& session, const std::string& path, std::string& error) {
    return writeFileAtomically(path, session.save().dump(1) + "\n", error);
}

void printEvents(const std::vector<engine::Event>& events, std::ostream& out) {
    for (const auto& e : events) out << "  [" << e.rule << "] " << e.text << "\n";
}
}  // namespace

// --game ID names the game whose scenario --scenario is; without it, the first game that has one.
const engine::GameDriver* gameNamed(const games::Catalogue& catalogue, const Args& args, std::string& error) {
    if (!args.has("--game")) return &catalogue.ofScenario(args.value("--scenario"));
    const engine::GameDriver* game = catalogue.find(args.value("--game"));
    if (!game) error = "--game: " + quotedValue(args.value("--game")) + " is not a game of this build (tricorne-cli games lists them)";
    return game;
}

int newGameCommand(const DataSet& data, const std::vector<std::string>& argv, Streams io) {
    Args args(argv, {"--game", "--scenario", "--seed", "--option", "--out"}, {});
    if (!args.error.empty()) return badUsage(io, "new: " + args.error);
    if (!args.positional.empty()) return badUsage(io, "new: unexpected argument " + quotedValue(args.positional.front()));
    if (!args.has("--scenario") || !args.has("--out")) return badUsage(io, "new needs --scenario ID and --out FILE");
    auto seed = parseSeed(args.value("--seed", "1"));
    if (!seed) return badUsage(io, "new: --seed takes a whole number");
    std::map<std::string, std::string> options;
    std::string error;
    if (!parseOptions(args, options, error)) return badUsage(io, "new: " + error);
    const games::Catalogue catalogue(data);
    const engine::GameDriver* game = gameNamed(catalogue, args, error);
    if (!game) return badUsage(io, "new: " + error);
    auto session = game->start(args.value("--scenario"), options, *seed, error);
    if (!session) return badUsage(io, "new: " + error);
    if (!saveSessionFile(*session, args.value("--out"), error)) return fail(io, kExitDataError, error);
    io.out << session->summary() << "\nsaved to " << args.value("--out") << "\n";
    return kExitOk;
}

int stateCommand(const DataSet& data, const std::vector<std::string>& argv, Streams io) {
    Args args(argv, {}, {"--json"});
    if (!args.error.empty()) return badUsage(io, "state: " + args.error);
    if (args.positional.size() != 1) return badUsage(io, "state needs one save FILE");
    std::string error;
    const games::Catalogue catalogue(data);
    auto session = loadSessionFile(catalogue, args.positional[0], error);
    if (!session) return fail(io, kExitDataError, error);
    const auto legal = session->legalActions();
    // 9.2: a series game's moves whose routes differ in effect are listed with each route.
    const auto series = loadGameFile(data, args.positional[0], error);
    const auto routes = series ? movesWithDistinctRoutes(series->state()) : std::vector<PieceRoutes>{};
    if (args.has("--json")) {
        auto j = session->state();
        j["legalActions"] = legal;
        if (series) j["routes"] = routesJson(series->state(), routes);
        io.out << j.dump(2) << "\n";
        return kExitOk;
    }
    // The prompt in words names the counters as printed; the actions below keep their ids.
    io.out << (series ? core::withCounterNames(session->summary(), *series->state().counters) : session->summary()) << "\n" << session->details() << "\n";
    io.out << "legal actions (" << legal.size() << "):\n";
    for (const auto& a : legal) io.out << "  " << a.dump() << "\n";
    if (series) io.out << routesText(series->state(), routes);
    return kExitOk;
}

int applyCommand(const DataSet& data, const std::vector<std::string>& argv, Streams io) {
    Args args(argv, {"--out"}, {});
    if (!args.error.empty()) return badUsage(io, "apply: " + args.error);
    if (args.positional.size() < 2) return badUsage(io, "apply needs a save FILE and at least one ACTION_JSON");
    std::string error;
    // Locked from its reading to its writing: a parallel apply waits for this one instead of losing its actions.
    const auto lock = SaveLock::acquire(args.positional[0], kApplyPatience, error);
    if (!lock) return fail(io, kExitDataError, error);
    const games::Catalogue catalogue(data);
    auto session = loadSessionFile(catalogue, args.positional[0], error);
    if (!session) return fail(io, kExitDataError, error);
    for (std::size_t i = 1; i < args.positional.size(); ++i) {
        auto json = parseJsonText(args.positional[i], error);
        if (!json) return badUsage(io, "apply: argument " + std::to_string(i) + " " + error);
        const engine::Played played = session->play(*json);
        if (!played.read) return badUsage(io, "apply: " + played.applied.refusal);
        if (!played.applied.ok()) {
            io.err << "illegal: " << played.described << ": " << played.applied.refusal << "\n";
            // The earlier actions' events are printed already: say plainly that none of them was kept.
            if (i > 1) io.err << "nothing was saved: the " << (i - 1 == 1 ? "action" : std::to_string(i - 1) + " actions") << " before it, printed above, " << (i - 1 == 1 ? "is" : "are") << " discarded with it\n";
            return kExitIllegalAction;  // nothing is written
        }
        io.out << played.described << "\n";
        printEvents(played.applied.events, io.out);
    }
    const std::string out = args.value("--out", args.positional[0]);
    // The actions' events are printed already: say plainly that none of them was kept.
    if (!saveSessionFile(*session, out, error)) return fail(io, kExitDataError, error + "; the game was not saved");
    io.out << session->summary() << "\n";
    return kExitOk;
}

int replayCommand(const DataSet& data, const std::vector<std::string>& argv, Streams io) {
    Args args(argv, {}, {});
    if (!args.error.empty()) return badUsage(io, "replay: " + args.error);
    if (args.positional.size() != 1) return badUsage(io, "replay needs one save FILE");
    std::string error;
    auto text = readTextFile(args.positional[0], error);
    if (!text) return fail(io, kExitDataError, error);
    auto json = parseJsonText(*text, error);
    if (!json) return fail(io, kExitDataError, args.positional[0] + ": " + error);
    const games::Catalogue catalogue(data);
    const auto* driver = catalogue.ofSave(*json, error);
    auto session = driver ? driver->load(*json, error) : nullptr;
    if (!session) return fail(io, kExitReplayMismatch, args.positional[0] + ": " + error);
    io.out << "ok: " << session->actionCount() << " actions replayed, state hash " << session->savedHash() << "\n" << session->summary() << "\n";
    return kExitOk;
}

namespace {
std::string endingsText(const std::map<std::string, int>& endings) {
    std::string out;
    for (const auto& [ending, count] : endings) out += (out.empty() ? "" : ", ") + ending + " " + std::to_string(count);
    return out;
}
}  // namespace

int selfplayCommand(const DataSet& data, const std::vector<std::string>& argv, Streams io) {
    Args args(argv, {"--game", "--scenario", "--games", "--seed", "--option", "--policy"}, {"--all", "--markdown"});
    if (!args.error.empty()) return badUsage(io, "selfplay: " + args.error);
    if (args.has("--scenario") == args.has("--all")) return badUsage(io, "selfplay needs --scenario ID or --all");
    if (args.has("--all") && args.has("--option")) return badUsage(io, "selfplay: --all plays every option set; --option goes with --scenario");
    auto games = parseSeed(args.value("--games", "1"));
    auto seed = parseSeed(args.value("--seed", "1"));
    if (!games || !seed || *games == 0) return badUsage(io, "selfplay: --games and --seed take whole numbers");
    const games::Catalogue catalogue(data);
    struct Run {
        const engine::GameDriver* game;
        SelfplayRun run;
    };
    std::vector<Run> runs;
    if (args.has("--all")) {
        // --game with --all: that game's scenarios and option sets alone.
        const engine::GameDriver* only = nullptr;
        std::string error;
        if (args.has("--game") && !(only = gameNamed(catalogue, args, error))) return badUsage(io, "selfplay: " + error);
        for (const auto& game : catalogue.games()) {
            if (only && game.get() != only) continue;
            for (const auto& scenario : game->scenarios())
                for (const auto& options : game->optionSets(scenario)) runs.push_back({game.get(), {scenario, options, 0, *games, *seed}});
        }
    } else {
        std::map<std::string, std::string> options;
        std::string error;
        if (!parseOptions(args, options, error)) return badUsage(io, "selfplay: " + error);
        const engine::GameDriver* game = gameNamed(catalogue, args, error);
        if (!game) return badUsage(io, "selfplay: " + error);
        runs.push_back({game, {args.value("--scenario"), options, 0, *games, *seed}});
    }
    // The policies by name: "all" is each policy of the games played, in their order.
    std::vector<std::string> policies;
    const std::string policyArg = args.value("--policy", "random");
    for (const auto& r : runs) {
        const auto own = r.game->policies();
        // With --all, a policy of one game's plays that game's runs only.
        const bool someGameHasIt = std::any_of(runs.begin(), runs.end(), [&](const Run& each) {
            const auto theirs = each.game->policies();
            return std::find(theirs.begin(), theirs.end(), policyArg) != theirs.end();
        });
        if (policyArg != "all" && std::find(own.begin(), own.end(), policyArg) == own.end() && !(args.has("--all") && someGameHasIt)) {
            std::string known;
            for (const auto& p : own) known += (known.empty() ? "" : ", ") + p;
            return badUsage(io, "selfplay: --policy is " + known + " or all, not " + quotedValue(policyArg));
        }
        for (const auto& p : own)
            if ((policyArg == "all" || p == policyArg) && std::find(policies.begin(), policies.end(), p) == policies.end()) policies.push_back(p);
    }
    const bool markdown = args.has("--markdown");
    if (markdown) io.out << "| scenario | options | policy | games | actions | illegal tried | violations | endings | games/s |\n|---|---|---|---|---|---|---|---|---|\n";
    SelfplayResult total;
    for (const auto& policy : policies)
        for (Run each : runs) {
            const auto own = each.game->policies();
            const auto found = std::find(own.begin(), own.end(), policy);
            if (found == own.end()) continue;  // a policy of another game
            SelfplayRun& run = each.run;
            run.policy = static_cast<std::size_t>(found - own.begin());
            const auto r = runSelfplay(*each.game, run, io.err);
            if (!r.error.empty()) return badUsage(io, "selfplay: " + r.error);
            const int rate = r.cpuSeconds > 0 ? static_cast<int>(static_cast<double>(r.games) / r.cpuSeconds) : 0;
            if (markdown) {
                io.out << "| " << run.scenario << " | " << describeOptions(run.options) << " | " << policy << " | " << r.games << " | "
                       << r.actions << " | " << r.probes << " | " << r.violations << " | " << endingsText(r.endings) << " | " << rate << " |\n";
            } else {
                if (runs.size() > 1 || policies.size() > 1)
                    io.out << run.scenario << ", " << describeOptions(run.options) << ", " << policy << ":\n";
                for (const auto& [ending, count] : r.endings) io.out << "  " << ending << ": " << count << "\n";
                io.out << r.games << " games, " << r.actions << " actions, " << (r.probes ? std::to_string(r.probes) + " illegal actions refused, " : "")
                       << r.violations << " invariant violations, " << rate << " games/s\n";
            }
            total.games += r.games;
            total.actions += r.actions;
            total.probes += r.probes;
            total.violations += r.violations;
        }
    if (runs.size() > 1 || policies.size() > 1)
        io.out << (markdown ? "\n" : "") << "in all: " << total.games << " games, " << total.actions << " actions, " << total.probes
               << " illegal actions tried, " << total.violations << " invariant violations\n";
    return total.violations == 0 ? kExitOk : kExitIllegalAction;
}

std::optional<core::Game> readSaveFile(const core::DataSet& data, const std::string& path, std::string& error) {
    return loadGameFile(data, path, error);
}

std::unique_ptr<engine::Session> readSessionFile(const games::Catalogue& catalogue, const std::string& path, std::string& error) {
    return loadSessionFile(catalogue, path, error);
}

int losCommand(const DataSet& data, const std::vector<std::string>& argv, Streams io) {
    Args args(argv, {}, {"--json"});
    if (!args.error.empty()) return badUsage(io, "los: " + args.error);
    if (args.positional.size() != 3) return badUsage(io, "los needs a save FILE, a FROM hex and a TO hex");
    const auto from = HexId::parse(args.positional[1]), to = HexId::parse(args.positional[2]);
    if (!from || !to) return badUsage(io, "los: hexes are four digits XXYY");
    std::string error;
    auto game = loadGameFile(data, args.positional[0], error);
    if (!game) return fail(io, kExitDataError, error);
    const GameState& s = game->state();
    if (!s.map->contains(*from) || !s.map->contains(*to)) return badUsage(io, "los: both hexes must be on the map");
    const LosResult r = lineOfSight(s, *from, *to);
    if (args.has("--json")) {
        nlohmann::json j{{"from", from->str()}, {"to", to->str()}, {"range", distance(*from, *to)}, {"clear", r.clear}, {"rule", r.rule}, {"reason", r.reason}};
        if (r.blockingHex) j["blockingHex"] = r.blockingHex->str();
        if (r.blockingHexside) j["blockingHexside"] = r.blockingHexside->str();
        io.out << j.dump(2) << "\n";
        return kExitOk;
    }
    io.out << from->str() << " -> " << to->str() << " (range " << distance(*from, *to) << "): " << (r.clear ? "clear" : "blocked") << " — "
           << r.reason << "\n";  // the reason names its rule (11.41-11.44), as the application shows it
    return kExitOk;
}

}  // namespace tricorne::cli
