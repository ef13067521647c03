// The block game's real data, loaded once, and a way to load a broken copy of it.
#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

#include "tricorne/block/block_data.h"

namespace tricorne::test {

// data/block/saratoga1777, loaded once; the test fails loudly if it does not load.
const block::BlockData& realBlockData();

// The errors of the block game's data after `edit` has changed one of its files
// ("map.json", "units.json", "tables.json" or "scenario.json") in a scratch copy.
core::DataErrors blockErrorsAfter(const std::string& file, const std::function<void(nlohmann::json&)>& edit);

}  // namespace tricorne::test
