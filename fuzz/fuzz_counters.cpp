// A counter sheet in place of data/counters/saratoga.json: loaded on its own, then with the
// rest of data/, and, when the data set loads, played on briefly.
#include "fuzz_support.h"

using namespace tricorne::core;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    tricorne::fuzz::realData();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (!loadCounters(tricorne::fuzz::inputFile(data, size), "counters/saratoga.json").ok()) return 0;
    auto set = tricorne::fuzz::loadDataSetWith("counters/saratoga.json", data, size);
    if (!set.ok()) return 0;
    const std::uint64_t seed = tricorne::fuzz::inputSeed(data, size);
    tricorne::fuzz::playBriefly(*set.value, set.value->scenarios[seed % set.value->scenarios.size()].id, seed);
    return 0;
}
