#include "block_test_support.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "data_test_support.h"

namespace tricorne::test {

const block::BlockData& realBlockData() {
    static const core::Loaded<block::BlockData> loaded = block::loadBlockData(realDataDir() + "/" + block::kBlockGameFolder, "data/block/saratoga1777");
    if (!loaded.ok()) {
        ADD_FAILURE() << "the block game's data does not load:\n" << describe(loaded.errors);
        std::abort();
    }
    return *loaded.value;
}

core::DataErrors blockErrorsAfter(const std::string& file, const std::function<void(nlohmann::json&)>& edit) {
    ScratchData data;
    data.edit(std::string(block::kBlockGameFolder) + "/" + file, edit);
    return block::loadBlockData(data.dir() + "/" + block::kBlockGameFolder, "data/block/saratoga1777").errors;
}

}  // namespace tricorne::test
