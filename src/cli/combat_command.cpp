// tricorne-cli combat: a declared close combat's odds and DRMs before its die (12.23 steps 1-3).
#include <ostream>

#include "game_commands.h"
#include "tricorne/core/engine/save.h"
#include "tricorne/core/rules/close_combat.h"

namespace tricorne::cli {

int combatCommand(const core::DataSet& data, const std::vector<std::string>& args, Streams io) {
    using namespace tricorne::core;
    if (args.empty() || args.size() > 2 || args[0].starts_with("--")) {
        io.err << "tricorne-cli: combat needs a save FILE and optionally a combat number\nusage: tricorne-cli --help\n";
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
    for (int i = 0; i < static_cast<int>(s.combats.size()); ++i) {
        if (only && i + 1 != only) continue;
        const auto& c = s.combats[static_cast<std::size_t>(i)];
        io.out << describePreview(s, i, previewCloseCombat(s, i)) << (c.resolved ? "(resolved)\n" : "") << (i + 1 < static_cast<int>(s.combats.size()) && !only ? "\n" : "");
    }
    return kExitOk;
}

}  // namespace tricorne::cli
