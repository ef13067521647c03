// The games this build plays, by the id a save names its game with: what a front end asks for
// a game it does not know the type of (engine/game_driver.h).
#pragma once

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/block/block_data.h"
#include "tricorne/engine/game_driver.h"
#include "tricorne/series/data_set.h"

namespace tricorne::games {

class Catalogue {
public:
    // The series game plays the scenarios of `data`, which must outlive the catalogue; the block
    // game follows it when its data loads from the same data folder (block/saratoga1777).
    explicit Catalogue(const core::DataSet& data);

    const std::vector<std::unique_ptr<engine::GameDriver>>& games() const { return m_games; }
    // The game of that id, or nullptr.
    const engine::GameDriver* find(std::string_view id) const;
    // The game a save names in "game"; a save without the field, written before saves named
    // their game, is of the series game. nullptr and `error` naming /game for any other.
    const engine::GameDriver* ofSave(const nlohmann::json& save, std::string& error) const;
    // The game one of whose scenarios is `scenario`; the series game when none has it, so
    // that its own refusal says what is wrong with the scenario.
    const engine::GameDriver& ofScenario(const std::string& scenario) const;

private:
    std::unique_ptr<block::BlockData> m_block;
    std::vector<std::unique_ptr<engine::GameDriver>> m_games;
};

}  // namespace tricorne::games
