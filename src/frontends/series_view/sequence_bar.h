// The sequence of play across the top of the window: the turn, the player to act, the
// phase and step, the question the game asks in words, the last dice, and End Phase.
#pragma once

#include <QWidget>

#include <vector>

#include "tricorne/series/game/game.h"

class QLabel;
class QHBoxLayout;
class QPushButton;

namespace tricorne::app {

class DieFace;
class GameController;

class SequenceBar : public QWidget {
    Q_OBJECT
public:
    SequenceBar(GameController& game, QWidget* parent = nullptr);

    static QString phaseName(core::Phase phase);
    // The step in words, or an empty string for a step this version does not name.
    static QString stepName(core::Step step);

    QPushButton* endPhaseButton() const { return m_endPhase; }
    QString promptText() const;
    std::vector<int> diceShown() const;

signals:
    void endPhaseClicked();
    // A rule number was clicked.
    void ruleChosen(const QString& section);

private slots:
    void refresh();
    void showDice(const std::vector<int>& faces);
    // The dice just rolled tumble to their faces, when the bar shows and the preferences ask for it.
    void rollDice();

private:
    GameController& m_game;
    QLabel* m_turn = nullptr;
    QLabel* m_player = nullptr;
    QLabel* m_phase = nullptr;
    QLabel* m_prompt = nullptr;
    QHBoxLayout* m_diceLayout = nullptr;
    std::vector<DieFace*> m_dice;
    QPushButton* m_endPhase = nullptr;
};

}  // namespace tricorne::app
