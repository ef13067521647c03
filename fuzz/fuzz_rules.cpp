// A chart file in place of data/rules/saratoga.json when its id is "saratoga", else of
// data/rules/series.json: loaded on its own, then with the rest of data/, and, when the
// data set loads, played on briefly.
#include "fuzz_support.h"

using namespace tricorne::core;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    tricorne::fuzz::realData();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto loaded = loadRulesData(tricorne::fuzz::inputFile(data, size), "rules/series.json");
    if (!loaded.ok()) return 0;
    const std::string file = loaded.value->id == "saratoga" ? "rules/saratoga.json" : "rules/series.json";
    auto set = tricorne::fuzz::loadDataSetWith(file, data, size);
    if (!set.ok()) return 0;
    const std::uint64_t seed = tricorne::fuzz::inputSeed(data, size);
    tricorne::fuzz::playBriefly(*set.value, set.value->scenarios[seed % set.value->scenarios.size()].id, seed);
    return 0;
}
