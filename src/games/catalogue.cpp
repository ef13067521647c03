#include "tricorne/games/catalogue.h"

#include "tricorne/block/block_game.h"
#include "tricorne/engine/quoted.h"
#include "tricorne/series/game/series_game.h"

namespace tricorne::games {

Catalogue::Catalogue(const core::DataSet& data) {
    m_games.push_back(std::make_unique<engine::DriverOf<core::SeriesGame>>(core::SeriesGame(data)));
    // The block game is played when its data loads; validate reports it when it does not.
    auto block = block::loadBlockData(data.root + "/" + block::kBlockGameFolder, block::kBlockGameFolder);
    if (block.value && block.errors.empty()) {
        m_block = std::make_unique<block::BlockData>(std::move(*block.value));
        m_games.push_back(std::make_unique<engine::DriverOf<block::BlockGame>>(block::BlockGame(*m_block)));
    }
}

const engine::GameDriver* Catalogue::find(std::string_view id) const {
    for (const auto& g : m_games)
        if (g->id() == id) return g.get();
    return nullptr;
}

const engine::GameDriver* Catalogue::ofSave(const nlohmann::json& save, std::string& error) const {
    if (!save.is_object() || !save.contains("game")) return find(core::SeriesGame::kId);
    const auto& id = save["game"];
    if (const auto* g = id.is_string() ? find(id.get<std::string>()) : nullptr) return g;
    std::string known;
    for (const auto& g : m_games) known += (known.empty() ? "" : ", ") + core::quotedValue(g->id());
    error = "/game: " + core::quotedJson(id) + " is not a game this build plays (it plays " + known + ")";
    return nullptr;
}

const engine::GameDriver& Catalogue::ofScenario(const std::string& scenario) const {
    for (const auto& g : m_games)
        if (g->hasScenario(scenario)) return *g;
    return *find(core::SeriesGame::kId);
}

}  // namespace tricorne::games
