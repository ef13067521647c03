// The game's current question with every legal answer the map does not take by a click,
// one button each, described by the core: momentum, the order of play, retreats, leader
// casualties, fire, and any decision this version has no special view for.
#pragma once

#include <QWidget>

#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game_state.h"

class QLabel;
class QScrollArea;
class QVBoxLayout;
class QPushButton;

namespace tricorne::app {

class GameController;

class DecisionPanel : public QWidget {
    Q_OBJECT
public:
    DecisionPanel(GameController& game, QWidget* parent = nullptr);

    // True for the actions the map and the End Phase button answer instead of a button here.
    static bool answeredOnMap(const core::Action& action);
    // The actions offered as buttons, in the core's order.
    const std::vector<core::Action>& offered() const { return m_offered; }
    QPushButton* button(std::size_t index) const { return m_buttons.at(index); }
    QString buttonText(const core::Action& action) const;
    // The steps where passing is a button here as well as End Phase (withdrawal, re-roll, advance).
    static bool passOffered(core::Step step);
    // 12.63: whether the side choosing may legally play the tactic in the combat being resolved.
    bool tacticEligible(const std::string& tactic) const;
    // The Tactical Matrix's name for a tactic id.
    static QString tacticName(const core::GameState& state, const std::string& tactic);
    // E7.5.1: what the American note means, the militia named (the button's tooltip).
    QString commitmentText(const core::Commit& commit) const;
    // The end of the game in words: who won, how, why and by which rule.
    static QString outcomeText(const core::Outcome& outcome);
    QString promptText() const;
    // The computer's suggestion for the decision in hand (rich text); cleared with the decision.
    void showSuggestion(const QString& html);
    QString suggestionText() const;

signals:
    void chosen(const core::Action& action);
    // The pointer rests on an answer's button (null: it left): the map may show what it does.
    void previewed(const tricorne::core::Action* action);
    // A rule number was clicked.
    void ruleChosen(const QString& section);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private slots:
    void refresh();

private:
    GameController& m_game;
    QLabel* m_prompt = nullptr;
    QLabel* m_hint = nullptr;
    QLabel* m_suggestion = nullptr;
    QVBoxLayout* m_buttonLayout = nullptr;
    QScrollArea* m_answers = nullptr;  // the buttons, scrolled when there are more than fit
    std::vector<QPushButton*> m_buttons;
    std::vector<core::Action> m_offered;
};

}  // namespace tricorne::app
