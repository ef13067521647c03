// Everything under data/: maps, counter sheets, rule charts and scenarios, loaded and cross-checked.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "tricorne/series/counters.h"
#include "tricorne/engine/data_error.h"
#include "tricorne/series/map.h"
#include "tricorne/series/rule_texts.h"
#include "tricorne/series/rules_data.h"
#include "tricorne/series/scenario.h"

namespace tricorne::core {

struct DataSet {
    std::string root;
    std::uint64_t contentHash = 0;  // of every data file's bytes: saves written before scenarioHash recorded it
    std::map<std::string, Map> maps;
    std::map<std::string, CounterSet> counterSets;
    std::map<std::string, RulesData> rules;  // by file id: "series", then each volume's
    std::vector<Scenario> scenarios;         // Campaign first, then by first turn; only those that load
    std::map<std::string, RuleTexts> texts;  // by volume: its exclusive rules and victory conditions in brief (texts/)
    // A scenario file that does not load, by its id (its file name when the id cannot be read):
    // its errors, reported when it is chosen; the other scenarios still start.
    std::map<std::string, DataErrors> brokenScenarios;
    // Each loaded file's path under the data folder and the FNV-1a hash of its bytes, by "<folder>/<id>".
    std::map<std::string, std::pair<std::string, std::uint64_t>> fileHashes;

    const Scenario* scenario(const std::string& id) const;
    // What a save records as its "dataHash": the files a game of the scenario reads (its map,
    // counters, the series and volume charts and the scenario itself); 0 for no such scenario.
    std::uint64_t scenarioHash(const std::string& id) const;
    const Map& mapOf(const Scenario& s) const { return maps.at(s.mapId); }
    const CounterSet& countersOf(const Scenario& s) const { return counterSets.at(s.countersId); }
};

// Loads every file under `dataDir` and cross-checks them; reports every error found. The set
// is returned when the maps, counters and charts load: a scenario file with errors is left out
// of `scenarios` and kept in `brokenScenarios` with them.
Loaded<DataSet> loadDataSet(const std::string& dataDir);

// "<file>: <pointer>: <message>" for each error of a broken scenario, one a line.
std::string describeBrokenScenario(const DataSet& data, const std::string& id);

// The data directory to use: $TRICORNE_DATA, else the source tree's data/ when it
// exists, else the installed one.
std::string defaultDataDir();

// Cross-checks between files; used by loadDataSet and exposed for tests.
void crossCheckScenario(const DataSet& data, const Scenario& scenario, const std::string& displayPath, DataErrors& errors);
void crossCheckCounters(const CounterSet& counters, const Map& map, const std::string& displayPath, DataErrors& errors);

}  // namespace tricorne::core
