// A file of the block game's data (data/block/saratoga1777/): read by each of the four loaders
// on its own, then put in place of the map, the blocks, the tables or the scenario (the input
// picks which) and loaded with the other three, so the checks across files run; a set that
// loads is then queried as the game reads it.
#include "fuzz_support.h"
#include "tricorne/block/block_data.h"

using namespace tricorne::block;

namespace {

constexpr const char* kFiles[] = {"map.json", "units.json", "tables.json", "scenario.json"};

// What the rules ask of the data: each point's roads and neighbours, each block's move and dice.
void readAsTheGameDoes(const BlockData& data) {
    for (const auto& point : data.map.points) {
        for (const auto* road : data.map.connectionsAt(point.id)) (void)data.map.connection(road->a, road->b);
        (void)data.map.neighbours(point.id);
    }
    if (!data.map.points.empty()) (void)data.map.reachableFrom(data.map.points.front().id);
    for (const auto& block : data.roster.blocks)
        for (int sp = 0; sp <= block.sp; ++sp) (void)data.tables.battleDiceOf(block, sp), (void)data.tables.moveOf(block);
    for (int turn = 1; turn <= data.scenario.turns; ++turn) (void)data.scenario.calendar.lastDayOf(turn);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string& path = tricorne::fuzz::inputFile(data, size);
    (void)loadCampaignMap(path, "map.json");
    (void)loadRoster(path, "units.json");
    (void)loadTables(path, "tables.json");
    (void)loadScenario(path, "scenario.json");
    const std::string file = std::string(kBlockGameFolder) + "/" + kFiles[tricorne::fuzz::inputSeed(data, size) % 4];
    auto set = tricorne::fuzz::loadWith(file, data, size, [](const std::string& dir) {
        return loadBlockData(dir + "/" + kBlockGameFolder, kBlockGameFolder);
    });
    if (set.ok()) readAsTheGameDoes(*set.value);
    return 0;
}
