#include "commands.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <ostream>

#include "block_check.h"
#include "game_commands.h"
#include "golden.h"
#include "tricorne/engine/data_location.h"
#include "tricorne/series/data_set.h"
#include "tricorne/engine/quoted.h"
#include "tricorne/games/catalogue.h"

namespace tricorne::cli {

namespace {
using namespace tricorne::core;

constexpr const char* kUsage =
    "usage: tricorne-cli [--data DIR] COMMAND [ARGS]\n"
    "\n"
    "commands for any game of the catalogue (a save names its game):\n"
    "  games                 list the games, by the id their saves name them with\n"
    "  new [--game ID] --scenario ID [--seed N] [--option NAME=VALUE]... --out FILE\n"
    "                        start a game and save it (--game: the game whose scenario it is)\n"
    "  state FILE [--json]   turn, phase, what the game waits for, and the legal actions\n"
    "  apply FILE ACTION_JSON... [--out FILE]\n"
    "                        apply actions (docs/actions.md), print their events; exit 3 if illegal\n"
    "  replay FILE           replay a save and verify its state hash; exit 4 on a mismatch\n"
    "  selfplay [--game ID] --scenario ID [--option NAME=VALUE]... | --all   [--games N] [--seed S]\n"
    "           [--policy NAME|all] [--markdown]\n"
    "                        legal games played to their end with every invariant checked; --all\n"
    "                        plays every game's scenarios and sets of options (with --game, that\n"
    "                        game's), N games each; the policies are the game's (the series:\n"
    "                        random|decline|take|edge)\n"
    "  bench [--quick]       each game's speed figures, one a line as \"name: value unit\" (--quick: each once, a check)\n"
    "  golden --write DIR    play the determinism golden records afresh and write them to DIR\n"
    "  golden --check DIR    replay every record in DIR with the game it names and compare its\n"
    "                        state hashes; exit 4 on a mismatch\n"
    "  arena [--game ID] --scenario ID --american BOT --british BOT [--games N] [--seed S]\n"
    "        [--budget NODES | --ms MS | --level-nodes] [--jobs J] [--save DIR] [--first K]\n"
    "        [--option NAME=VALUE]... [--american-weights FILE] [--british-weights FILE]\n"
    "                        computer players matched over N games (seeds S, S+1, ...), every\n"
    "                        invariant checked; a line a game, then the win, draw and loss rates\n"
    "                        with their 95 % intervals and the decision times (BOT: random, greedy,\n"
    "                        mcts:easy, mcts:normal, mcts:hard; --budget, --ms: each search's;\n"
    "                        --level-nodes: each its level's nodes, uncut by time, the same games\n"
    "                        on any machine;\n"
    "                        --save: each game saved in DIR, to open or replay; --first K: the\n"
    "                        run begins at its game K, seed S+K, as a longer run plays it, and\n"
    "                        plays N games from there, K to K+N-1;\n"
    "                        --american-weights, --british-weights: that side's evaluation\n"
    "                        weights, the other keeping the data's)\n"
    "  hint FILE [--bot BOT] [--budget NODES | --ms MS] [--seed S] [--weights FILE] [--explain]\n"
    "                        what the computer would play for the player to move in a save, and its\n"
    "                        best candidates with their chance of winning (default mcts:normal);\n"
    "                        --explain: each term of the evaluation of the position first\n"
    "  tune --scenario ID [--games N] [--seed S] [--bot greedy|mcts:LEVEL] [--budget NODES]\n"
    "       [--passes P] [--weights FILE] [--out FILE] [--jobs J]\n"
    "                        the series evaluation's weights improved by self-play, one weight at\n"
    "                        a time: a change is kept when it wins significantly more of N matched\n"
    "                        games a side; the best weights written to FILE (default series-tuned.json)\n"
    "\n"
    "commands of the series game (Battles of the American Revolution):\n"
    "  validate              load and cross-check every data file (the block game's too); print a summary\n"
    "  scenarios             list the scenarios\n"
    "  show-hex HEX [--json] terrain, hexsides, places and areas of one hex (XXYY)\n"
    "  los FILE FROM TO [--json]\n"
    "                        line of sight between two hexes in a saved game, with its reason (11.4)\n"
    "  combat FILE [N] [--json]\n"
    "                        a declared close combat's odds and each DRM with its rule, before the die\n"
    "\n"
    "options:\n"
    "  --data DIR            the data directory (default: $TRICORNE_DATA, else the built-in one)\n";

int usage(Streams io, const std::string& problem) {
    if (!problem.empty()) io.err << "tricorne-cli: " << problem << "\n";
    io.err << kUsage;
    return kExitUsage;
}

// The running program's folder, where an installed tricorne-cli finds its data.
std::string programDir() {
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::string() : exe.parent_path().string();
}

struct Options {
    std::string dataDir;
    std::vector<std::string> rest;
};

// The data set; the commands go on with the scenarios that load and report a broken one when
// it is chosen (validate, below, refuses any broken file).
std::optional<Loaded<DataSet>> load(const Options& opt, Streams io) {
    auto data = loadDataSet(opt.dataDir.empty() ? findDataDir(programDir()) : opt.dataDir);
    if (!data.value) {
        for (const auto& e : data.errors) io.err << e.str() << "\n";
        io.err << data.errors.size() << (data.errors.size() == 1 ? " error" : " errors") << "\n";
        return std::nullopt;
    }
    return data;
}

int listGames(const Options& opt, Streams io) {
    if (!opt.rest.empty()) return usage(io, "games takes no arguments");
    auto data = load(opt, io);
    if (!data) return kExitDataError;
    const games::Catalogue catalogue(*data->value);
    for (const auto& game : catalogue.games()) io.out << game->id() << "\n";
    return kExitOk;
}

int validate(const Options& opt, Streams io) {
    if (!opt.rest.empty()) return usage(io, "validate takes no arguments");
    const std::string dataDir = opt.dataDir.empty() ? findDataDir(programDir()) : opt.dataDir;
    auto data = loadDataSet(dataDir);
    const BlockGameCheck blockGame = checkBlockGame(dataDir);
    if (!data.value || !data.errors.empty() || !blockGame.errors.empty()) {
        for (const DataErrors* errors : std::initializer_list<const DataErrors*>{&data.errors, &blockGame.errors})
            for (const auto& e : *errors) io.err << e.str() << "\n";
        const std::size_t count = data.errors.size() + blockGame.errors.size();
        io.err << count << (count == 1 ? " error" : " errors") << "\n";
        return kExitDataError;
    }
    const DataSet& set = *data.value;
    int hexes = 0, units = 0, leaders = 0;
    for (const auto& [id, map] : set.maps) hexes += map.hexCount();
    for (const auto& [id, counters] : set.counterSets) {
        units += static_cast<int>(counters.units().size());
        leaders += static_cast<int>(counters.leaders().size());
    }
    io.out << "ok: " << set.maps.size() << (set.maps.size() == 1 ? " map, " : " maps, ") << hexes << " hexes, " << units << " units, "
           << leaders << " leaders, " << set.rules.size() << " rule charts files, " << set.scenarios.size() << " scenarios; " << blockGame.summary << "\n";
    return kExitOk;
}

int scenarios(const Options& opt, Streams io) {
    if (!opt.rest.empty()) return usage(io, "scenarios takes no arguments");
    auto data = load(opt, io);
    if (!data) return kExitDataError;
    for (const auto& s : data->value->scenarios)
        io.out << s.id << "\t" << s.name << "\tturns " << s.firstTurn << "-" << s.lastTurn << "\t" << s.source << "\n";
    // The other games' scenarios follow, each with its game's id for new --game.
    const games::Catalogue catalogue(*data->value);
    for (const auto& game : catalogue.games())
        if (game->id() != catalogue.games().front()->id())
            for (const auto& id : game->scenarios()) io.out << id << "\tgame " << game->id() << "\n";
    return kExitOk;
}

nlohmann::json hexJson(const Map& map, HexId hex) {
    nlohmann::json j;
    j["hex"] = hex.str();
    j["terrain"] = terrainId(map.terrain(hex));
    if (const MapPlace* p = map.placeAt(hex)) j["place"] = {{"name", p->name}, {"kind", p->kind}};
    nlohmann::json sides = nlohmann::json::array();
    for (Direction d : kDirections) {
        const HexId other = neighbour(hex, d);
        if (!map.contains(other)) continue;
        const auto& f = map.side(hex, d);
        if (!f.any()) continue;
        nlohmann::json s{{"direction", directionName(d)}, {"neighbour", other.str()}};
        std::vector<std::string> features;
        if (f.road) features.push_back("road");
        if (f.trail) features.push_back("trail");
        if (f.creek) features.push_back("creek");
        if (f.ford) features.push_back("ford");
        if (f.ravine) features.push_back("ravine");
        if (f.slope) features.push_back(f.upSlopeAcross ? "up-slope" : "down-slope");
        if (f.fieldworks) features.push_back(f.fieldworksHere ? "fieldworks (symbol in this hex)" : "fieldworks (symbol across)");
        s["features"] = features;
        sides.push_back(s);
    }
    j["hexsides"] = sides;
    std::vector<std::string> areas;
    for (const auto& [id, area] : map.areas())
        if (map.inArea(id, hex)) areas.push_back(id);
    j["areas"] = areas;
    std::vector<std::string> entries;
    for (const auto& e : map.entryHexes())
        if (e.hex == hex) entries.push_back(e.side + (e.label.empty() ? "" : " " + e.label) + (e.scenario.empty() ? "" : " (" + e.scenario + ")"));
    if (!entries.empty()) j["entry"] = entries;
    return j;
}

int showHex(const Options& opt, Streams io) {
    bool asJson = false;
    std::optional<HexId> hex;
    for (const auto& a : opt.rest) {
        if (a == "--json")
            asJson = true;
        else if (!hex && HexId::parse(a))
            hex = HexId::parse(a);
        else
            return usage(io, "show-hex: unexpected argument \"" + a + "\" (a hex is four digits XXYY)");
    }
    if (!hex) return usage(io, "show-hex needs a hex, e.g. show-hex 1015");
    auto data = load(opt, io);
    if (!data) return kExitDataError;
    const Map& map = data->value->maps.begin()->second;
    if (!map.contains(*hex)) {
        io.err << "tricorne-cli: " << hex->str() << " is off the map (" << map.columns() << " columns x " << map.rows() << " rows)\n";
        return kExitUsage;
    }
    const auto j = hexJson(map, *hex);
    if (asJson) {
        io.out << j.dump(2) << "\n";
        return kExitOk;
    }
    io.out << j["hex"].get<std::string>() << "  " << terrainName(map.terrain(*hex));
    if (j.contains("place")) io.out << "  " << j["place"]["name"].get<std::string>();
    io.out << "\n";
    for (const auto& s : j["hexsides"]) {
        io.out << "  " << s["direction"].get<std::string>() << " (" << s["neighbour"].get<std::string>() << "):";
        for (const auto& f : s["features"]) io.out << " " << f.get<std::string>();
        io.out << "\n";
    }
    if (!j["areas"].empty()) {
        io.out << "  areas:";
        for (const auto& a : j["areas"]) io.out << " " << a.get<std::string>();
        io.out << "\n";
    }
    if (j.contains("entry"))
        for (const auto& e : j["entry"]) io.out << "  entry hex: " << e.get<std::string>() << "\n";
    return kExitOk;
}
}  // namespace

int run(const std::vector<std::string>& args, Streams io) {
    Options opt;
    std::string command;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--data") {
            if (i + 1 >= args.size()) return usage(io, "--data needs a directory");
            opt.dataDir = args[++i];
        } else if (a == "--help" || a == "-h") {
            io.out << kUsage;
            return kExitOk;
        } else if (command.empty() && !a.starts_with("-")) {
            command = a;
        } else {
            opt.rest.push_back(a);
        }
    }
    if (command.empty()) return usage(io, "no command given");
    if (command == "games") return listGames(opt, io);
    if (command == "validate") return validate(opt, io);
    if (command == "scenarios") return scenarios(opt, io);
    if (command == "show-hex") return showHex(opt, io);
    using GameCommand = int (*)(const DataSet&, const std::vector<std::string>&, Streams);
    static const std::map<std::string, GameCommand> kGameCommands = {
        {"new", newGameCommand},         {"state", stateCommand},       {"apply", applyCommand},
        {"replay", replayCommand},       {"selfplay", selfplayCommand},
        {"los", losCommand},             {"combat", combatCommand},
        {"arena", arenaCommand},         {"hint", hintCommand},
        {"tune", tuneCommand},
        {"bench", [](const DataSet& data, const std::vector<std::string>& rest, Streams streams) { return benchCommand(games::Catalogue(data), rest, streams); }},
        {"golden", [](const DataSet& data, const std::vector<std::string>& rest, Streams streams) { return goldenCommand(games::Catalogue(data), rest, streams); }}};
    if (auto it = kGameCommands.find(command); it != kGameCommands.end()) {
        auto data = load(opt, io);
        if (!data) return kExitDataError;
        return it->second(*data->value, opt.rest, io);
    }
    return usage(io, "unknown command " + quotedValue(command));
}

}  // namespace tricorne::cli
