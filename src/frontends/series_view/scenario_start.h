// A scenario made ready to show: its map, its counter sheet and where every counter starts.
#pragma once

#include <optional>
#include <string>

#include "deployment.h"
#include "tricorne/series/data_set.h"

namespace tricorne::app {

struct ScenarioStart {
    const core::Scenario* scenario = nullptr;
    const core::Map* map = nullptr;
    const core::CounterSet* counters = nullptr;
    Deployment deployment;

    // Resolves the scenario's set-up (core::resolveSetup) and sets it up as a game begins (core::newGame),
    // with the markers the set-up puts on the counters; on failure `errors` says why.
    static std::optional<ScenarioStart> resolve(const core::DataSet& data, const std::string& scenarioId, core::DataErrors& errors);
};

}  // namespace tricorne::app
