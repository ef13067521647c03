#include "golden.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

#include "game_commands.h"
#include "tricorne/engine/json_text.h"
#include "tricorne/engine/save_file.h"

namespace tricorne::cli {


std::vector<GoldenGame> goldenGames() {
    return {
        {"freemans-farm", "freemans-farm", {}},
        {"next-day", "next-day", {}},
        {"campaign", "campaign", {}},
        {"campaign-gates-prevails", "campaign", {{"variant", "gates-prevails"}, {"prinz-ludwig-mounted", "on"}}},
        {"next-day-options", "next-day",
         {{"blomfield-dug-in", "on"}, {"arnold-arrest-until-attacked", "on"}, {"prinz-ludwig-mounted", "on"}, {"secret-commitment", "on"}}},
        {"next-day-free-setup", "next-day", {{"free-setup", "on"}, {"limited-intelligence", "on"}}},
        {"block-campaign", "campaign", {}, "block"},
    };
}

namespace {
bool due(int after, bool last) { return last || after % kGoldenInterval == 0; }
}  // namespace

namespace {
// The driver a record without "game" is read as: its records leave the field out.
const engine::GameDriver& unnamedGame(const games::Catalogue& catalogue) {
    std::string error;
    return *catalogue.ofSave(nlohmann::json::object(), error);
}
}  // namespace

std::optional<GoldenRecord> playGolden(const games::Catalogue& catalogue, const GoldenGame& spec, std::string& error) {
    const auto* named = spec.game.empty() ? &catalogue.ofScenario(spec.scenario) : catalogue.find(spec.game);
    if (!named) {
        error = spec.name + ": " + spec.game + " is not a game of this build";
        return std::nullopt;
    }
    const auto& driver = *named;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        auto session = driver.start(spec.scenario, spec.options, seed, error);
        if (!session) return std::nullopt;
        GoldenRecord record{spec.name, &driver == &unnamedGame(catalogue) ? std::string() : std::string(driver.id()),
                            {spec.scenario, spec.options, seed, {}}, seed * 7919 + 1, {}};
        core::Rng policy(record.policySeed);
        bool landmark = false;
        record.checkpoints.push_back({0, session->stateHash()});
        while (!session->isTerminal()) {
            landmark = landmark || session->atLandmark();
            const auto step = session->randomStep(0, policy);
            if (!step.applied.ok()) {
                error = spec.name + ": the random player's " + step.described + " was refused: " + step.applied.refusal;
                return std::nullopt;
            }
            record.game.actions.push_back(session->lastAction());
            const int after = static_cast<int>(record.game.actions.size());
            if (due(after, session->isTerminal())) record.checkpoints.push_back({after, session->stateHash()});
        }
        if (landmark) return record;
    }
    error = spec.name + ": no random game of seeds 1-100 reaches a close combat";
    return std::nullopt;
}

std::string goldenText(const GoldenRecord& r) {
    std::string out = "{\n";
    out += "  \"format\": " + nlohmann::json(kGoldenFormat).dump() + ",\n";
    out += "  \"version\": " + std::to_string(kGoldenVersion) + ",\n";
    if (!r.gameId.empty()) out += "  \"game\": " + nlohmann::json(r.gameId).dump() + ",\n";
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
        out += "    " + r.game.actions[i].dump() + (i + 1 < r.game.actions.size() ? "," : "") + "\n";
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
    if (j.contains("game")) {
        if (!j["game"].is_string() || j["game"].get<std::string>().empty()) return wrong("/game: not a game's id");
        r.gameId = j["game"].get<std::string>();
    }
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
    for (const auto& a : j["actions"]) r.game.actions.push_back(a);
    if (!j.contains("hashes") || !j["hashes"].is_array()) return wrong("/hashes: missing or not an array");
    for (std::size_t i = 0; i < j["hashes"].size(); ++i) {
        const auto& h = j["hashes"][i];
        if (!h.is_object() || !h.contains("after") || !h["after"].is_number_integer() || !h.contains("hash") || !h["hash"].is_string())
            return wrong("/hashes/" + std::to_string(i) + ": not {\"after\": N, \"hash\": \"...\"}");
        r.checkpoints.push_back({h["after"].get<int>(), h["hash"].get<std::string>()});
    }
    return r;
}

std::vector<std::string> checkGolden(const games::Catalogue& catalogue, const GoldenRecord& r) {
    std::vector<std::string> out;
    std::string error;
    const auto* driver = catalogue.ofSave(r.gameId.empty() ? nlohmann::json::object() : nlohmann::json{{"game", r.gameId}}, error);
    if (!driver) return {r.name + ": " + error};
    auto session = driver->start(r.game.scenario, r.game.options, r.game.seed, error);
    if (!session) return {r.name + ": the game does not start: " + error};
    auto checkpoint = r.checkpoints.begin();
    auto compare = [&](int after) {
        for (; checkpoint != r.checkpoints.end() && checkpoint->after <= after; ++checkpoint) {
            if (checkpoint->after < after) continue;
            const std::string hash = session->stateHash();
            if (hash != checkpoint->hash)
                out.push_back(r.name + ": after " + std::to_string(after) + " actions the state hash is " + hash + ", the record says " + checkpoint->hash);
        }
    };
    compare(0);
    for (std::size_t i = 0; i < r.game.actions.size(); ++i) {
        const auto played = session->play(r.game.actions[i]);
        if (!played.read) {
            out.push_back(r.name + ": action " + std::to_string(i) + " is no action of the game: " + played.applied.refusal);
            return out;
        }
        if (!played.applied.ok()) {
            out.push_back(r.name + ": action " + std::to_string(i) + " (" + played.described + ") is refused: " + played.applied.refusal);
            return out;
        }
        compare(static_cast<int>(i) + 1);
    }
    if (!session->isTerminal()) out.push_back(r.name + ": the game is not over after its " + std::to_string(r.game.actions.size()) + " actions");
    for (; checkpoint != r.checkpoints.end(); ++checkpoint)
        out.push_back(r.name + ": the record has a hash after " + std::to_string(checkpoint->after) + " actions, but only " +
                      std::to_string(r.game.actions.size()) + " actions");
    return out;
}

int goldenCommand(const games::Catalogue& catalogue, const std::vector<std::string>& args, Streams io) {
    if (args.size() != 2 || (args[0] != "--write" && args[0] != "--check")) return badUsage(io, "golden needs --write DIR or --check DIR");
    const std::filesystem::path dir = args[1];
    std::string error;
    if (args[0] == "--write") {
        if (dir.empty()) return fail(io, kExitDataError, "golden --write needs a directory name, not \"\"");
        std::error_code ec;
        std::filesystem::create_directories(dir, ec);
        if (ec) return fail(io, kExitDataError, dir.string() + ": cannot be created as a directory (" + ec.message() + ")");
        for (const auto& game : goldenGames()) {
            auto record = playGolden(catalogue, game, error);
            if (!record) return fail(io, kExitDataError, error);
            const auto path = (dir / (game.name + ".json")).string();
            if (!core::writeFileAtomically(path, goldenText(*record), error)) return fail(io, kExitDataError, error);
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
        auto text = core::readTextFile(file.string(), error);
        auto json = text ? core::parseJsonText(*text, error) : std::nullopt;
        auto record = json ? goldenFromJson(*json, file.stem().string(), error) : std::nullopt;
        if (!record) return fail(io, kExitDataError, file.string() + ": " + error);
        ++records;
        for (const auto& line : checkGolden(catalogue, *record)) {
            io.err << line << "\n";
            ++mismatches;
        }
    }
    if (records == 0) return fail(io, kExitDataError, dir.string() + ": no golden record (*.json) found");
    io.out << records << " golden records, " << mismatches << " mismatches\n";
    return mismatches == 0 ? kExitOk : kExitReplayMismatch;
}

}  // namespace tricorne::cli
