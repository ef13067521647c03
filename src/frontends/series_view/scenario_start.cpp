#include "scenario_start.h"
#include "tricorne/engine/quoted.h"
#include "tricorne/series/game/game.h"

namespace tricorne::app {

namespace {
constexpr std::uint64_t kSeed = 1;  // no die is rolled in setting up
}  // namespace

std::optional<ScenarioStart> ScenarioStart::resolve(const core::DataSet& data, const std::string& scenarioId,
                                                    core::DataErrors& errors) {
    const core::Scenario* scenario = data.scenario(scenarioId);
    if (!scenario) {
        std::string known;
        for (const auto& s : data.scenarios) known += (known.empty() ? "" : ", ") + s.id;
        errors.push_back({data.root, "", "no scenario " + core::quotedValue(scenarioId) + "; the scenarios are: " + known});
        return std::nullopt;
    }
    const std::string file = "data/scenarios/" + scenario->id + ".json";
    const auto map = data.maps.find(scenario->mapId);
    const auto counters = data.counterSets.find(scenario->countersId);
    if (map == data.maps.end()) errors.push_back({file, "/map", "no map " + core::quotedValue(scenario->mapId)});
    if (counters == data.counterSets.end()) errors.push_back({file, "/counters", "no counter sheet " + core::quotedValue(scenario->countersId)});
    if (map == data.maps.end() || counters == data.counterSets.end()) return std::nullopt;
    const std::size_t before = errors.size();
    core::resolveSetup(*scenario, counters->second, file, errors);  // its errors name the scenario's file
    if (errors.size() != before) return std::nullopt;
    ScenarioStart start;
    start.scenario = scenario;
    start.map = &map->second;
    start.counters = &counters->second;
    // The counters as a game begins with them, with the markers its set-up puts on them (E10.1).
    std::string why;
    const auto begun = core::newGame(data, scenario->id, {}, kSeed, why);
    if (!begun) {
        errors.push_back({file, "", why});
        return std::nullopt;
    }
    start.deployment = Deployment::ofGame(*begun);
    return start;
}

}  // namespace tricorne::app
