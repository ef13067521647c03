#include "block_check.h"

#include <filesystem>

#include "tricorne/block/block_data.h"

namespace tricorne::cli {

BlockGameCheck checkBlockGame(const std::string& dataDir) {
    const std::filesystem::path root(dataDir);
    // Named from the data folder's own name, as the series' files are ("data/block/...").
    const std::string shown = root.filename().empty() ? root.parent_path().filename().string() : root.filename().string();
    auto loaded = block::loadBlockData((root / block::kBlockGameFolder).string(), shown + "/" + block::kBlockGameFolder);
    BlockGameCheck out;
    out.errors = std::move(loaded.errors);
    if (!loaded.value) return out;
    const block::BlockData& data = *loaded.value;
    out.summary = "block game: " + std::to_string(data.map.points.size()) + " points, " + std::to_string(data.map.connections.size()) + " roads, " +
                  std::to_string(data.roster.blocks.size()) + " blocks, 1 scenario";
    return out;
}

}  // namespace tricorne::cli
