// tricorne-cli combat: a declared close combat's odds and DRMs before its die (12.23 steps 1-3).
#include <algorithm>
#include <ostream>

#include <nlohmann/json.hpp>

#include "game_commands.h"
#include "tricorne/series/game/save.h"
#include "tricorne/series/rules/close_combat.h"

namespace tricorne::cli {

namespace {
using namespace tricorne::core;

// The preview as `describePreview` prints it, field by field.
nlohmann::json previewJson(const GameState& s, int index, const CombatPreview& p) {
    const CombatDeclaration c = currentDeclaration(s, index);
    nlohmann::json j{{"combat", index + 1}, {"resolved", s.combats[static_cast<std::size_t>(index)].resolved}};
    j["attackers"] = nlohmann::json::array();
    for (int a : c.attackers) j["attackers"].push_back(s.pieceId(a));
    j["defenderHexes"] = nlohmann::json::array();
    for (HexId h : c.defenderHexes) j["defenderHexes"].push_back(h.str());
    if (p.artilleryAlone) {
        j["artilleryAlone"] = {{"rule", "12.31"}, {"text", "the defenders are artillery alone and are captured without a combat"}};
        return j;
    }
    j["odds"] = {{"rule", p.odds.shift ? "12.23 step 1, 12.14" : "12.23 step 1"}, {"attackerSp", p.odds.attackerSp}, {"defenderSp", p.odds.defenderSp},
                 {"column", p.odds.column}, {"shift", p.odds.shift}, {"text", p.odds.text}};
    if (p.attackerLead < 0 || p.defenderLead < 0) return j;
    const bool chosen = s.combat.index == index && s.combat.attackerLead >= 0 && s.combat.defenderLead >= 0;
    j["leadUnits"] = {{"rule", "12.23 step 2"}, {"attacker", s.pieceId(p.attackerLead)}, {"defender", s.pieceId(p.defenderLead)}, {"chosen", chosen}};
    j["drms"] = nlohmann::json::array();
    for (const auto& d : p.drms) j["drms"].push_back({{"id", d.id}, {"rule", d.rule}, {"text", describeDrm(d)}, {"drm", d.drm}});
    j["totalDrm"] = p.totalDrm;
    j["eligibleTactics"] = {{"rule", "12.63"}, {"attacker", p.attackerTactics}, {"defender", p.defenderTactics}};
    return j;
}
}  // namespace

int combatCommand(const core::DataSet& data, const std::vector<std::string>& argv, Streams io) {
    std::vector<std::string> args = argv;
    const bool json = std::erase(args, std::string("--json")) > 0;
    if (args.empty() || args.size() > 2 || args[0].starts_with("--") || (args.size() == 2 && args[1].starts_with("--"))) {
        io.err << "tricorne-cli: combat needs a save FILE, optionally a combat number, and optionally --json\nusage: tricorne-cli --help\n";
        return kExitUsage;
    }
    std::string error;
    auto game = readSaveFile(data, args[0], error);
    if (!game) {
        io.err << "tricorne-cli: " << error << "\n";
        return kExitDataError;
    }
    const GameState& s = game->state();
    if (s.phase != Phase::CloseCombat || s.combats.empty()) {
        io.err << "tricorne-cli: " << args[0] << ": no close combat is declared (the game is in the " << phaseName(s.phase) << ")\n";
        return kExitUsage;
    }
    int only = 0;
    if (args.size() == 2) {
        try {
            only = std::stoi(args[1]);
        } catch (const std::exception&) {
            only = -1;
        }
        if (only < 1 || only > static_cast<int>(s.combats.size())) {
            io.err << "tricorne-cli: combat: there are " << s.combats.size() << " declared combats; \"" << args[1] << "\" is not one of them\n";
            return kExitUsage;
        }
    }
    nlohmann::json out{{"combats", nlohmann::json::array()}};
    for (int i = 0; i < static_cast<int>(s.combats.size()); ++i) {
        if (only && i + 1 != only) continue;
        const auto& c = s.combats[static_cast<std::size_t>(i)];
        if (json) {
            out["combats"].push_back(previewJson(s, i, previewCloseCombat(s, i)));
            continue;
        }
        io.out << describePreview(s, i, previewCloseCombat(s, i)) << (c.resolved ? "(resolved)\n" : "") << (i + 1 < static_cast<int>(s.combats.size()) && !only ? "\n" : "");
    }
    if (json) io.out << out.dump(2) << "\n";
    return kExitOk;
}

}  // namespace tricorne::cli
