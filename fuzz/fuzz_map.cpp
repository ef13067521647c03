// A map file in place of data/maps/saratoga.json: loaded on its own and drawn the way the
// application reads it, then loaded with the rest of data/ (a map with errors still goes
// through the cross-file checks), and, when the data set loads, played on briefly.
#include "fuzz_support.h"

using namespace tricorne::core;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    tricorne::fuzz::realData();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto loaded = loadMap(tricorne::fuzz::inputFile(data, size), "maps/saratoga.json");
    if (!loaded.value) return 0;
    const Map& map = *loaded.value;
    for (HexId hex : map.allHexes()) (void)map.onMapNeighbours(hex), (void)map.placeAt(hex), (void)map.terrain(hex);
    (void)map.featuredHexsides();
    auto set = tricorne::fuzz::loadDataSetWith("maps/saratoga.json", data, size);
    if (!set.ok()) return 0;
    const std::uint64_t seed = tricorne::fuzz::inputSeed(data, size);
    tricorne::fuzz::playBriefly(*set.value, set.value->scenarios[seed % set.value->scenarios.size()].id, seed);
    return 0;
}
