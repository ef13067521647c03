// The Close Combat panel: the phase's declared combats, and for the combat being resolved
// (or each one still to choose from) everything known before the die, from the core's
// preview: the odds column, each DRM with its rule, the total, the lead units and the
// tactics each side may play. A tactic appears only once both sides have chosen (12.61).
#pragma once

#include <QWidget>

#include "tricorne/series/game/game_state.h"

class QLabel;

namespace tricorne::app {

class GameController;

class CombatPanel : public QWidget {
    Q_OBJECT
public:
    explicit CombatPanel(GameController& game, QWidget* parent = nullptr);

    // The panel's text as shown, without markup.
    QString text() const;
    // Whether the game is in its Close Combat Phase with something to show.
    bool active() const { return m_active; }

signals:
    // The panel has something new to show: the window may bring it forward.
    void combatShown();
    // A rule number was clicked.
    void ruleChosen(const QString& section);

private slots:
    void refresh();

private:
    QString declarationsHtml(const core::GameState& s) const;
    QString combatHtml(const core::GameState& s, int index, bool detailed) const;
    QString names(const core::GameState& s, const std::vector<int>& pieces) const;

    GameController& m_game;
    QLabel* m_body = nullptr;
    bool m_active = false;
};

}  // namespace tricorne::app
