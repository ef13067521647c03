// The Odds panel: what the table gives before a choice is made, from the core's odds. With a
// firer picked in a fire phase, each target it may fire at: SPs, range, to-hit number, each
// DRM with its rule, the chance to hit and of each damage result (10.3, 11.3); while a tactic
// is chosen, the Tactical Matrix modifier of each own tactic against each the enemy may
// choose (12.62); while a momentum re-roll is decided, the roll as it stands and the chance
// of each result of a re-roll (12.23 step 6).
#pragma once

#include <QWidget>

#include "tricorne/series/game/game_state.h"
#include "tricorne/series/rules/fire_odds.h"

class QLabel;

namespace tricorne::app {

class GameController;
class MapOrders;

class OddsPanel : public QWidget {
    Q_OBJECT
public:
    OddsPanel(GameController& game, MapOrders& orders, QWidget* parent = nullptr);

    // The panel's text as shown, without markup.
    QString text() const;
    // "1/4 (25%)": an exact chance as the panel writes it.
    static QString chanceText(core::Chance chance);

signals:
    // The panel has odds to show for a new choice: the window may bring it forward.
    void oddsShown();

private slots:
    void refresh();

private:
    QString fireHtml(const core::GameState& s, int firer) const;
    QString tacticsHtml(const core::GameState& s) const;
    QString rerollHtml(const core::GameState& s) const;
    QString resultsHtml(const core::GameState& s, const std::vector<core::ResultChance>& results, const char* table) const;
    QString name(const core::GameState& s, int piece) const;

    GameController& m_game;
    MapOrders& m_orders;
    QLabel* m_body = nullptr;
    QString m_shownFor;  // what the odds last shown were about, so the panel comes forward once a choice
};

}  // namespace tricorne::app
