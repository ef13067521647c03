#include "golden.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

#include "game_commands.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/engine/json_text.h"

namespace tricorne::cli {

using namespace tricorne::core;

std::vector<GoldenGame> goldenGames() {
    return {
        {"freemans-farm", "freemans-farm", {}},
        {"next-day", "next-day", {}},
        {"campaign", "campaign", {}},
        {"campaign-gates-prevails", "campaign", {{"variant", "gates-prevails"}, {"prinz-ludwig-mounted", "on"}}},
        {"next-day-options", "next-day",
         {{"blomfield-dug-in", "on"}, {"arnold-arrest-until-attacked", "on"}, {"prinz-ludwig-mounted", "on"}, {"secret-commitment", "on"}}},
        {"next-day-free-setup", "next-day", {{"free-setup", "on"}, {"limited-intelligence", "on"}}},
    };
}

namespace {
bool due(int after, bool last) { return last || after % kGoldenInterval == 0; }
}  // namespace

std::optional<GoldenRecord> playGolden(const DataSet& data, const GoldenGame& spec, std::string& error) {
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        auto state = newGame(data, spec.scenario, spec.options, seed, error);
        if (!state) return std::nullopt;
        GoldenRecord record{spec.name, {spec.scenario, spec.options, seed, {}}, seed * 7919 + 1, {}};
        Rng policy(record.policySeed);
        bool closeCombat = false;
        record.checkpoints.push_back({0, hashHex(stateHash(*state))});
        while (!isTerminal(*state)) {
            closeCombat = closeCombat || state->step == Step::CombatRoll;
            const Action a = randomAction(*state, policy);
            if (auto r = apply(*state, a); !r.ok()) {
                error = spec.name + ": the random player's " + describe(a) + " was refused: " + r.error;
                return std::nullopt;
            }
            record.game.actions.push_back(a);
            const int after = static_cast<int>(record.game.actions.size());
            if (due(after, isTerminal(*state))) record.checkpoints.push_back({after, hashHex(stateHash(*state))});
        }
        if (closeCombat) return record;
    }
    error = spec.name + ": no random game of seeds 1-100 reaches a close combat";
    return std::nullopt;
}

std::string goldenText(const GoldenRecord& r) {
    std::string out = "{\n";
    out += "  \"format\": " + nlohmann::json(kGoldenFormat).dump() + ",\n";
    out += "  \"version\": " + std::to_string(kGoldenVersion) + ",\n";
    out += "  \"scenario\": " + nlohmann::json(r.game.scenario).dump() + ",\n";
    out += "  \"options\": " + nlohmann::json(r.game.options).dump() + ",\n";
    out += "  \"seed\": \"" + std::to_string(r.game.seed) + "\",\n";
    out += "  \"policySeed\": \"" + std::to_string(r.policySeed) + "\",\n";
    out += "  \"hashes\": [\n";
    for (std::size_t i = 0; i < r.checkpoints.size(); ++i)
        out += "    {\"after\": " + std::to_string(r.checkpoints[i].after) + ", \"hash\": \"" + r.checkpoints[i].hash + "\"}" +
               (i + 1 < r.checkpoints.size() ? "," : "") + "\n";
    out += "  ],\n  \"actions\": [\n";
    for (std::size_t i = 0; i < r.game.actions.size(); ++i)
        out += "    " + toJson(r.game.actions[i]).dump() + (i + 1 < r.game.actions.size() ? "," : "") + "\n";
    out += "  ]\n}\n";
    return out;
}

std::optional<GoldenRecord> goldenFromJson(const nlohmann::json& j, const std::string& name, std::string& error) {
    auto wrong = [&](const std::string& why) {
        error = name + ": " + why;
        return std::nullopt;
    };
    if (!j.is_object() || j.value("format", "") != kGoldenFormat) return wrong("/format: not \"" + std::string(kGoldenFormat) + "\"");
    if (!j.contains("version") || !j["version"].is_number_integer() || j["version"].get<int>() != kGoldenVersion)
        return wrong("/version: this build reads version " + std::to_string(kGoldenVersion));
    GoldenRecord r;
    r.name = name;
    if (!j.contains("scenario") || !j["scenario"].is_string()) return wrong("/scenario: missing or not a string");
    r.game.scenario = j["scenario"].get<std::string>();
    if (!j.contains("options") || !j["options"].is_object()) return wrong("/options: missing or not an object");
    for (const auto& [k, v] : j["options"].items()) {
        if (!v.is_string()) return wrong("/options/" + k + ": not a string");
        r.game.options[k] = v.get<std::string>();
    }
    for (const char* field : {"seed", "policySeed"}) {
        const auto text = j.value(field, std::string());
        if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos)
            return wrong(std::string("/") + field + ": not a whole number in a string");
        (std::string(field) == "seed" ? r.game.seed : r.policySeed) = std::stoull(text);
    }
    if (!j.contains("actions") || !j["actions"].is_array()) return wrong("/actions: missing or not an array");
    for (std::size_t i = 0; i < j["actions"].size(); ++i) {
        auto a = actionFromJson(j["actions"][i], error);
        if (!a) return wrong("/actions/" + std::to_string(i) + ": " + error);
        r.game.actions.push_back(*a);
    }
    if (!j.contains("hashes") || !j["hashes"].is_array()) return wrong("/hashes: missing or not an array");
    for (std::size_t i = 0; i < j["hashes"].size(); ++i) {
        const auto& h = j["hashes"][i];
        if (!h.is_object() || !h.contains("after") || !h["after"].is_number_integer() || !h.contains("hash") || !h["hash"].is_string())
            return wrong("/hashes/" + std::to_string(i) + ": not {\"after\": N, \"hash\": \"...\"}");
        r.checkpoints.push_back({h["after"].get<int>(), h["hash"].get<std::string>()});
    }
    return r;
}

std::vector<std::string> checkGolden(const DataSet& data, const GoldenRecord& r) {
    std::vector<std::string> out;
    std::string error;
    auto state = newGame(data, r.game.scenario, r.game.options, r.game.seed, error);
    if (!state) return {r.name + ": the game does not start: " + error};
    auto checkpoint = r.checkpoints.begin();
    auto compare = [&](int after) {
        for (; checkpoint != r.checkpoints.end() && checkpoint->after <= after; ++checkpoint) {
            if (checkpoint->after < after) continue;
            const std::string hash = hashHex(stateHash(*state));
            if (hash != checkpoint->hash)
                out.push_back(r.name + ": after " + std::to_string(after) + " actions the state hash is " + hash + ", the record says " + checkpoint->hash);
        }
    };
    compare(0);
    for (std::size_t i = 0; i < r.game.actions.size(); ++i) {
        if (auto result = apply(*state, r.game.actions[i]); !result.ok()) {
            out.push_back(r.name + ": action " + std::to_string(i) + " (" + describe(r.game.actions[i]) + ") is refused: " + result.error);
            return out;
        }
        compare(static_cast<int>(i) + 1);
    }
    if (!isTerminal(*state)) out.push_back(r.name + ": the game is not over after its " + std::to_string(r.game.actions.size()) + " actions");
    for (; checkpoint != r.checkpoints.end(); ++checkpoint)
        out.push_back(r.name + ": the record has a hash after " + std::to_string(checkpoint->after) + " actions, but only " +
                      std::to_string(r.game.actions.size()) + " actions");
    return out;
}

int goldenCommand(const DataSet& data, const std::vector<std::string>& args, Streams io) {
    if (args.size() != 2 || (args[0] != "--write" && args[0] != "--check")) return badUsage(io, "golden needs --write DIR or --check DIR");
    const std::filesystem::path dir = args[1];
    std::string error;
    if (args[0] == "--write") {
        if (dir.empty()) return fail(io, kExitDataError, "golden --write needs a directory name, not \"\"");
        std::error_code ec;
        std::filesystem::create_directories(dir, ec);
        if (ec) return fail(io, kExitDataError, dir.string() + ": cannot be created as a directory (" + ec.message() + ")");
        for (const auto& game : goldenGames()) {
            auto record = playGolden(data, game, error);
            if (!record) return fail(io, kExitDataError, error);
            const auto path = (dir / (game.name + ".json")).string();
            if (!writeFileAtomically(path, goldenText(*record), error)) return fail(io, kExitDataError, error);
            io.out << path << ": seed " << record->game.seed << ", " << record->game.actions.size() << " actions, " << record->checkpoints.size()
                   << " hashes\n";
        }
        return kExitOk;
    }
    int records = 0, mismatches = 0;
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    if (ec) return fail(io, kExitDataError, dir.string() + ": cannot be read (" + ec.message() + ")");
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        auto text = readTextFile(file.string(), error);
        auto json = text ? parseJsonText(*text, error) : std::nullopt;
        auto record = json ? goldenFromJson(*json, file.stem().string(), error) : std::nullopt;
        if (!record) return fail(io, kExitDataError, file.string() + ": " + error);
        ++records;
        for (const auto& line : checkGolden(data, *record)) {
            io.err << line << "\n";
            ++mismatches;
        }
    }
    if (records == 0) return fail(io, kExitDataError, dir.string() + ": no golden record (*.json) found");
    io.out << records << " golden records, " << mismatches << " mismatches\n";
    return mismatches == 0 ? kExitOk : kExitReplayMismatch;
}

}  // namespace tricorne::cli
