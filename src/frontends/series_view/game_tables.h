// The tracks printed around the map, as a side panel: the turn track, each army's morale
// and its level, momentum chits and the pool, victory points, the weather, and the counters
// eliminated or captured.
#pragma once

#include <QWidget>

#include "tricorne/series/game/game_state.h"

class QLabel;

namespace tricorne::app {

class GameController;
class VictoryBox;

class GameTables : public QWidget {
    Q_OBJECT
public:
    // Follows the game being played.
    GameTables(GameController& game, QWidget* parent = nullptr);
    // Shows whatever position it is given (a replay's).
    explicit GameTables(QWidget* parent = nullptr);

    QString text() const;
    // The victory if the game ended now, the objectives and the VP ledger.
    VictoryBox* victoryBox() const { return m_victory; }
    // The tracks of a position; none: no game.
    void showPosition(const core::GameState* state);

private slots:
    void refresh();

private:
    void build();
    static QString reinforcements(const core::GameState& state);

    GameController* m_game = nullptr;
    QLabel* m_tracks = nullptr;
    VictoryBox* m_victory = nullptr;
    QLabel* m_offMap = nullptr;
};

}  // namespace tricorne::app
