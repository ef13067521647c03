// One action JSON, as `tricorne-cli apply FILE ACTION_JSON` reads it: parsed, printed back
// and read again, and applied to a game waiting at each step of each phase of play.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <tuple>
#include <vector>

#include "fuzz_support.h"
#include "tricorne/engine/json_text.h"
#include "tricorne/series/game/save.h"

using namespace tricorne::core;

namespace {
// A step is kept once for each set of options: Limited Intelligence (E3.7) and the free
// set-up (E5.6) change what the same step accepts.
using StepKey = std::tuple<Phase, Step, std::map<std::string, std::string>>;

void keepFirstAtEachStep(const GameState& s, std::set<StepKey>& found, std::vector<GameState>& out) {
    if (found.insert({s.phase, s.step, s.options}).second) out.push_back(s);
}

// One position at each step of each phase an action can meet, for each set of options, from
// replaying the seed saves of fuzz_save (which reach fire, retreats and overstacks) and from
// random play with and without Limited Intelligence and the free set-up.
const std::vector<GameState>& positions() {
    static const std::vector<GameState> states = [] {
        const DataSet& set = tricorne::fuzz::realData();
        std::vector<GameState> out;
        std::set<StepKey> found;
        std::string error;
        for (const auto& entry : std::filesystem::directory_iterator(TRICORNE_FUZZ_SAVES_DIR)) {
            auto text = readTextFile(entry.path().string(), error);
            auto save = text ? parseJsonText(*text, error) : std::nullopt;
            if (!save || !save->contains("actions") || !(*save)["actions"].is_array()) continue;
            const auto options = save->value("options", std::map<std::string, std::string>{});
            auto game = Game::start(set, save->value("scenario", ""), options, std::stoull(save->value("seed", "1")), error);
            if (!game) continue;
            for (const auto& a : (*save)["actions"]) {
                keepFirstAtEachStep(game->state(), found, out);
                auto action = actionFromJson(a, error);
                if (!action || !game->apply(*action).ok()) break;
            }
        }
        const std::vector<std::map<std::string, std::string>> optionSets = {
            {}, {{"limited-intelligence", "on"}}, {{"free-setup", "on"}, {"limited-intelligence", "on"}}};
        for (std::uint64_t seed = 1; seed <= 4; ++seed)
            for (const Scenario& scenario : set.scenarios)
                for (const auto& options : optionSets) {
                    const bool offered = std::all_of(options.begin(), options.end(), [&](const auto& o) {
                        return std::any_of(scenario.options.begin(), scenario.options.end(), [&](const auto& so) { return so.id == o.first; });
                    });
                    if (!offered) continue;  // the free set-up is the Next Day's alone
                    auto s = newGame(set, scenario.id, options, seed, error);
                    if (!s) tricorne::fuzz::fail("cannot start a scenario", error);
                    Rng policy(seed);
                    for (int i = 0; i < 600 && !isTerminal(*s); ++i) {
                        keepFirstAtEachStep(*s, found, out);
                        tricorne::core::apply(*s, tricorne::fuzz::pickAction(*s, policy));
                    }
                    keepFirstAtEachStep(*s, found, out);
                }
        return out;
    }();
    return states;
}
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    positions();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // As `tricorne-cli apply` reads an action argument.
    std::string error;
    auto parsed = parseJsonText(std::string(reinterpret_cast<const char*>(data), size), error);
    if (!parsed) return 0;
    nlohmann::json& json = *parsed;
    auto action = actionFromJson(json, error);
    if (!action) {
        if (std::getenv("TRICORNE_FUZZ_VERBOSE")) std::fprintf(stderr, "refused: %s\n", error.c_str());
        if (error.empty()) tricorne::fuzz::fail("a refused action gives no reason", json.dump().substr(0, 200));
        return 0;
    }
    const std::string text = describe(*action);
    auto again = actionFromJson(nlohmann::json::parse(toJson(*action).dump()), error);
    if (!again || !(*again == *action)) tricorne::fuzz::fail("an action printed and read back changes", toJson(*action).dump());
    for (const GameState& start : positions()) {
        GameState s = start;
        const auto result = tricorne::core::apply(s, *action);
        if (std::getenv("TRICORNE_FUZZ_VERBOSE"))
            std::fprintf(stderr, "at %s: %s\n", std::string(phaseId(start.phase)).c_str(), result.ok() ? "applied" : result.error.c_str());
        if (!result.ok() && stateHash(s) != stateHash(start)) tricorne::fuzz::fail("an illegal action changed the state", result.error);
        if (result.ok()) (void)stateToJson(s).dump();
    }
    (void)text;
    return 0;
}
