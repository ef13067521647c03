// A scenario file in place of the data/scenarios/ file of its id (else campaign.json):
// loaded on its own, then with the rest of data/, and, when the data set loads, played on
// briefly.
#include "fuzz_support.h"

using namespace tricorne::core;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    tricorne::fuzz::realData();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto loaded = loadScenario(tricorne::fuzz::inputFile(data, size), "scenarios/campaign.json");
    if (!loaded.ok()) return 0;
    const std::string id = loaded.value->id;
    const std::string file = "scenarios/" + std::string(tricorne::fuzz::realData().scenario(id) ? id : "campaign") + ".json";
    auto set = tricorne::fuzz::loadDataSetWith(file, data, size);
    if (!set.ok()) return 0;
    tricorne::fuzz::playBriefly(*set.value, id, tricorne::fuzz::inputSeed(data, size));
    return 0;
}
