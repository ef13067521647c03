// The end of the game: who won and how well (Decisive, Substantial, Marginal), each side's
// victory points and Army Morale, and why, in the core's words with its rule; the game told
// again (Army Morale and VP by turn, the VP ledger, the losses); then a new game, a save, or
// the game replayed from its set-up or from any turn.
#pragma once

#include <QDialog>

#include <cstddef>
#include <vector>

#include "game_controller.h"
#include "tricorne/series/game/game_state.h"
#include "tricorne/series/game/replay.h"

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace tricorne::app {

class EndOfGameHistory;

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
    // Adds the game told again (chart, VP ledger, losses, replay from a turn) from its record.
    void showHistory(const core::Replay& replay, const std::vector<LogEntry>& log);
    EndOfGameHistory* history() const { return m_history; }

signals:
    void newGameRequested();
    void saveRequested();
    void replayRequested();
    // The replay asked for at a position (before a turn's first action).
    void replayFromRequested(std::size_t position);

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
    QVBoxLayout* m_body = nullptr;
    EndOfGameHistory* m_history = nullptr;
};

}  // namespace tricorne::app
