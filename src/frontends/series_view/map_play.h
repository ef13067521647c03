// Playing on the map: the route a move takes and what it costs and passes (9.2), the choices
// made by clicking a hex (13.2 retreats, 13.1 '*' leader casualties), the refusals shown by
// the pointer with their rule, and the view taken to where the decision is.
#pragma once

#include <QObject>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::app {

class GameController;
class MainWindow;
class MapOrders;
class MapView;

// "2 MP", "1½ MP".
QString mpText(int halves);

class MapPlay : public QObject {
    Q_OBJECT
public:
    MapPlay(GameController& game, MapOrders& orders, MapView& view, MainWindow& window, QObject* parent = nullptr);

    // The path the chosen unit would take to `hex` (through the waypoints), or the retreat
    // ending there; empty when there is none.
    std::vector<core::HexId> pathTo(core::HexId hex) const;
    // The route to `hex` in words: its cost, and what passing along it does, with the rules.
    QString routeText(core::HexId hex) const;
    // The hex the current decision is about: the retreating unit, the leader casualty's hex,
    // the reinforcement's entry hex, the close combat being resolved.
    static std::optional<core::HexId> decisionHex(const core::GameState& state, const std::vector<core::Action>& legal);
    // The last refusal shown, in the players' words.
    const QString& lastRefusal() const { return m_lastRefusal; }
    // Answers a choice as its menu entry would (tests: the menu's entries in order).
    std::vector<core::Action> lastChoices() const { return m_lastChoices; }

public slots:
    // A refusal, with its rule: by the pointer and in the status line.
    void refuse(const QString& error);

private slots:
    void chooseAmong(const std::vector<core::Action>& choices);
    void showWaypoints();
    void followDecision();

private:
    GameController& m_game;
    MapOrders& m_orders;
    MapView& m_view;
    MainWindow& m_window;
    QString m_lastRefusal;
    std::vector<core::Action> m_lastChoices;
    std::optional<std::pair<core::Step, core::HexId>> m_decision;  // the decision the view last went to
};

}  // namespace tricorne::app
