// The end of the game: who won and how well (Decisive, Substantial, Marginal), each side's
// victory points and Army Morale, and why, in the core's words with its rule; then a new
// game, a save, or the game replayed from its set-up.
#pragma once

#include <QDialog>

#include "tricorne/series/game/game_state.h"

class QLabel;
class QPushButton;

namespace tricorne::app {

class VictoryDialog : public QDialog {
    Q_OBJECT
public:
    // `state` is a finished game's.
    explicit VictoryDialog(const core::GameState& state, QWidget* parent = nullptr);

    // "British substantial victory", or that no winner is decided.
    static QString verdict(const core::Outcome& outcome);
    // "Substantial Victory", the headline's words.
    static QString levelTitle(const core::Outcome& outcome);

    QString headline() const;
    QString scoreText() const;
    QString reasonText() const;
    QPushButton* newGameButton() const { return m_newGame; }
    QPushButton* saveButton() const { return m_save; }
    QPushButton* replayButton() const { return m_replay; }
    QPushButton* closeButton() const { return m_close; }

signals:
    void newGameRequested();
    void saveRequested();
    void replayRequested();

private:
    QWidget* banner(const core::Outcome& outcome);
    QLabel* score(const core::GameState& state);

    QLabel* m_side = nullptr;
    QLabel* m_level = nullptr;
    QLabel* m_score = nullptr;
    QLabel* m_reason = nullptr;
    QPushButton* m_newGame = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_replay = nullptr;
    QPushButton* m_close = nullptr;
};

}  // namespace tricorne::app
