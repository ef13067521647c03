#include "computer_players.h"

#include <QCoreApplication>


namespace tricorne::app {

namespace {
constexpr const char* kSideKeys[2] = {"american", "british"};

std::size_t slotOf(core::Player player) { return player == core::Player::American ? 0 : 1; }

QString tr(const char* text) { return QCoreApplication::translate("tricorne::app::ComputerPlayers", text); }
}  // namespace

const std::optional<ai::BotSpec>& ComputerPlayers::spec(core::Player player) const {
    static const std::optional<ai::BotSpec> kNone;
    if (player != core::Player::American && player != core::Player::British) return kNone;
    return m_specs[slotOf(player)];
}

void ComputerPlayers::set(core::Player player, std::optional<ai::BotSpec> spec) {
    if (player == core::Player::American || player == core::Player::British) m_specs[slotOf(player)] = std::move(spec);
}

std::optional<core::Side> ComputerPlayers::humanSide() const {
    if (m_specs[0] && !m_specs[1]) return core::Side::British;
    if (!m_specs[0] && m_specs[1]) return core::Side::American;
    return std::nullopt;
}

nlohmann::json ComputerPlayers::toJson() const {
    nlohmann::json out = nlohmann::json::object();
    for (std::size_t i = 0; i < m_specs.size(); ++i)
        if (m_specs[i]) out[kSideKeys[i]] = ai::botName(*m_specs[i]);
    return out;
}

ComputerPlayers ComputerPlayers::fromSave(const nlohmann::json& save) {
    ComputerPlayers players;
    if (!save.is_object() || !save.contains("computer") || !save["computer"].is_object()) return players;
    const auto& computer = save["computer"];
    for (std::size_t i = 0; i < players.m_specs.size(); ++i) {
        if (!computer.contains(kSideKeys[i]) || !computer[kSideKeys[i]].is_string()) continue;
        std::string error;
        players.m_specs[i] = ai::parseBotSpec(computer[kSideKeys[i]].get<std::string>(), error);
    }
    return players;
}

QString ComputerPlayers::levelText(ai::Level level) {
    switch (level) {
        case ai::Level::Easy: return tr("Easy");
        case ai::Level::Normal: return tr("Normal");
        case ai::Level::Hard: return tr("Hard");
    }
    return tr("Normal");
}

QString ComputerPlayers::describe(const std::optional<ai::BotSpec>& spec) {
    if (!spec) return tr("Human");
    switch (spec->kind) {
        case ai::BotKind::Random: return tr("Computer (random moves)");
        case ai::BotKind::Greedy: return tr("Computer (one move ahead)");
        case ai::BotKind::Mcts: break;
    }
    return tr("Computer (%1)").arg(levelText(spec->level));
}

}  // namespace tricorne::app
