// Who plays each side: a person, or the computer at a level. A save keeps the computer's sides
// in a field of its own, "computer", that the core's loader and the state hash ignore.
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <array>
#include <optional>

#include "tricorne/ai/bot.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::app {

class ComputerPlayers {
public:
    // The bot playing `player` (American or British); nullopt for a person.
    const std::optional<ai::BotSpec>& spec(core::Player player) const;
    void set(core::Player player, std::optional<ai::BotSpec> spec);
    bool plays(core::Player player) const { return spec(player).has_value(); }
    bool any() const { return m_specs[0] || m_specs[1]; }
    bool both() const { return m_specs[0] && m_specs[1]; }
    // The one side a person plays against the computer; nullopt when both or neither are people.
    std::optional<core::Side> humanSide() const;

    // {"british": "mcts:normal"}: the sides the computer plays, by their bot's name.
    nlohmann::json toJson() const;
    // A save's "computer" field; a save without one (or with one this build does not read) is
    // played by people on both sides.
    static ComputerPlayers fromSave(const nlohmann::json& save);

    // "Computer (Normal)" or "Human", as New Game and the status line show a side's player.
    static QString describe(const std::optional<ai::BotSpec>& spec);
    static QString levelText(ai::Level level);

private:
    std::array<std::optional<ai::BotSpec>, 2> m_specs;
};

}  // namespace tricorne::app
