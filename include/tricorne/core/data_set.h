// Everything under data/: maps, counter sheets, rule charts and scenarios, loaded and cross-checked.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "tricorne/core/counters.h"
#include "tricorne/core/data_error.h"
#include "tricorne/core/map.h"
#include "tricorne/core/rules_data.h"
#include "tricorne/core/scenario.h"

namespace tricorne::core {

struct DataSet {
    std::string root;
    std::uint64_t contentHash = 0;  // of every data file's bytes: saves record it
    std::map<std::string, Map> maps;
    std::map<std::string, CounterSet> counterSets;
    std::map<std::string, RulesData> rules;  // by file id: "series", "saratoga"
    std::vector<Scenario> scenarios;         // Campaign first, then by first turn

    const Scenario* scenario(const std::string& id) const;
    const Map& mapOf(const Scenario& s) const { return maps.at(s.mapId); }
    const CounterSet& countersOf(const Scenario& s) const { return counterSets.at(s.countersId); }
};

// Loads every file under `dataDir` and cross-checks them; reports every error found.
Loaded<DataSet> loadDataSet(const std::string& dataDir);

// The data directory to use: $TRICORNE_DATA, else the source tree's data/ when it
// exists, else the installed one.
std::string defaultDataDir();

// Cross-checks between files; used by loadDataSet and exposed for tests.
void crossCheckScenario(const DataSet& data, const Scenario& scenario, const std::string& displayPath, DataErrors& errors);
void crossCheckCounters(const CounterSet& counters, const Map& map, const std::string& displayPath, DataErrors& errors);

}  // namespace tricorne::core
