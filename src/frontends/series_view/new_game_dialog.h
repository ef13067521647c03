// File › New Game: choose one of the volume's scenarios, by name, with its description,
// and the variant, optional rules and undo both players agree on before play.
#pragma once

#include <QDialog>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "computer_players.h"
#include "tricorne/series/data_set.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QLabel;
class QVBoxLayout;
class QListWidget;

namespace tricorne::app {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(const core::DataSet& data, const std::string& currentId, QWidget* parent = nullptr);

    std::string scenarioId() const;
    // The game's options as the core names them: "variant", each optional rule, "undo".
    std::map<std::string, std::string> options() const;
    QComboBox* variantBox() const { return m_variant; }
    QCheckBox* undoBox() const { return m_undoAny; }
    // Two players sharing the screen, or one person playing both sides.
    bool hotseat() const;
    void setHotseat(bool hotseat);
    QComboBox* playersBox() const { return m_players; }
    // Each side's player: "human", or the computer's level ("easy", "normal", "hard").
    QString playerId(core::Player side) const;
    void setPlayer(core::Player side, const QString& id);
    QComboBox* playerBox(core::Player side) const { return side == core::Player::American ? m_american : m_british; }
    // The sides the computer plays, at their levels.
    ComputerPlayers computerPlayers() const;
    // The seed the game's dice are drawn from: a fresh one is shown, and may be edited so a
    // game can be played again with the same dice. Nullopt when the field is empty.
    std::optional<std::uint64_t> seed() const;
    QLineEdit* seedEdit() const { return m_seed; }
    const std::vector<QCheckBox*>& optionBoxes() const { return m_options; }

private:
    void showDescription();
    void showChoices();
    // The hotseat choice means something only between two people.
    void showPlayers();

    const core::DataSet& m_data;
    QListWidget* m_list = nullptr;
    QLabel* m_description = nullptr;
    QComboBox* m_variant = nullptr;
    QVBoxLayout* m_optionLayout = nullptr;
    std::vector<QCheckBox*> m_options;
    QCheckBox* m_undoAny = nullptr;
    QComboBox* m_players = nullptr;
    QComboBox* m_american = nullptr;
    QComboBox* m_british = nullptr;
    QLineEdit* m_seed = nullptr;
};

}  // namespace tricorne::app
