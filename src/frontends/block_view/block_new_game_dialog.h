// File › New Game for the block game: the scenario, the optional rules (B12.2-B12.5; B12.1
// shown but not offered, with the reason), the dice's seed, and each side played by a
// person or by the computer at a level, with the hotseat curtain for two people at one screen.
#pragma once

#include <QDialog>

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "tricorne/ai/bot.h"
#include "tricorne/block/block_data.h"

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace tricorne::app {

class BlockNewGameDialog : public QDialog {
    Q_OBJECT
public:
    BlockNewGameDialog(const block::BlockData& data, QWidget* parent = nullptr);

    std::string scenarioId() const;
    std::map<std::string, std::string> options() const;
    std::optional<std::uint64_t> seed() const;
    bool hotseat() const;
    // The side's player: "human" or a computer's level ("easy", "normal", "hard").
    QString playerId(block::Side side) const;
    void setPlayer(block::Side side, const QString& id);
    void setHotseat(bool hotseat);
    // The computer's bot for a side it plays; nullopt for a person.
    static std::optional<ai::BotSpec> botOf(const QString& playerId);
    QCheckBox* optionBox(const std::string& id) const;

private:
    QComboBox* m_scenario = nullptr;
    std::map<std::string, QCheckBox*> m_options;
    QLineEdit* m_seed = nullptr;
    QComboBox* m_players[2] = {nullptr, nullptr};
    QCheckBox* m_hotseat = nullptr;
};

}  // namespace tricorne::app
