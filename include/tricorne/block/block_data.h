// The block game's data as one set, loaded and cross-checked: its map, blocks, tables and
// scenario (data/block/<game>/). Every error names the file, the JSON pointer and the reason.
#pragma once

#include <string>

#include "tricorne/block/campaign_map.h"
#include "tricorne/block/roster.h"
#include "tricorne/block/scenario.h"
#include "tricorne/block/tables.h"
#include "tricorne/engine/data_error.h"

namespace tricorne::block {

using core::DataErrors;
using core::Loaded;

struct BlockData {
    CampaignMap map;
    Roster roster;
    Tables tables;
    Scenario scenario;
};

Loaded<CampaignMap> loadCampaignMap(const std::string& path, const std::string& displayPath);
Loaded<Roster> loadRoster(const std::string& path, const std::string& displayPath);
Loaded<Tables> loadTables(const std::string& path, const std::string& displayPath);
Loaded<Scenario> loadScenario(const std::string& path, const std::string& displayPath);

// Loads map.json, units.json, tables.json and scenario.json from `dir` (named `displayDir` in
// errors) and checks them against each other; a value only when there is no error at all.
Loaded<BlockData> loadBlockData(const std::string& dir, const std::string& displayDir);

// The folder of the block game's data under a data folder.
inline constexpr const char* kBlockGameFolder = "block/saratoga1777";

}  // namespace tricorne::block
