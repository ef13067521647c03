// Turns clicks on the map into the legal actions of the current decision: pick up a unit
// of the player to act, see where it may move (and at what cost), whom it may fire at or
// attack in close combat, or where it may advance after combat, and click there. Every
// action offered comes from the core's legal actions.
#pragma once

#include <QObject>
#include <QString>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game_state.h"
#include "tricorne/series/rules/routes.h"

namespace tricorne::app {

class GameController;

// A hex the selected unit may move to, and what it costs.
struct Destination {
    core::Move move;      // for an advance, the step from the unit's hex into the vacated one
    int costHalves = -1;  // MPs doubled; -1 when the core does not say
    std::optional<core::Advance> advance;  // 12.23 step 9: an advance after combat, not a move
    std::optional<core::Place> place;      // set-up (E5.1, E8.1, E8.2) or E3.5: a counter placed, not moved
    std::vector<core::Action> choices;     // 13.2, 13.1 '*': the retreats ending here, or the leaders who may fall here
};

class MapOrders : public QObject {
    Q_OBJECT
public:
    explicit MapOrders(GameController& game, QObject* parent = nullptr);

    // A click on a hex: moves or fires the selected unit there, or picks up a unit there
    // (a second click on the same stack picks up the next one that may act).
    void clickHex(core::HexId hex);
    void select(const std::string& pieceId);
    void clearSelection();

    // 9.5: offer the strategic movement destinations instead of the tactical ones.
    void setStrategic(bool strategic);
    bool strategic() const { return m_strategic; }

    // 9.2: a Ctrl+click on a hex the selected unit may pass shapes its route through it;
    // the waypoints last until the move is made or the unit put down.
    void addWaypoint(core::HexId hex);
    const std::vector<core::HexId>& waypoints() const { return m_waypoints; }
    // The move the selected unit would make to `hex`: through the waypoints, else the cheapest.
    std::optional<core::Move> moveTo(core::HexId hex, std::string* why = nullptr) const;
    // 9.2, 14.32, E8.1.1, E9.1.1: the hexes the selected unit may reach by routes that differ in effect.
    const std::map<core::HexId, std::vector<core::Route>>& distinctRoutes() const { return m_distinct; }

    const std::optional<std::string>& selected() const { return m_selected; }
    const std::map<core::HexId, Destination>& destinations() const { return m_destinations; }
    // The hexes of the units the selected unit may fire at, each with its fire actions.
    const std::map<core::HexId, std::vector<core::Fire>>& targets() const { return m_targets; }
    // 12.21: the enemy hexes the selected unit may attack in close combat.
    const std::map<core::HexId, core::Attack>& attacks() const { return m_attacks; }
    // Whether `hex` holds a combat unit of the side not phasing.
    static bool enemyIn(const core::GameState& state, core::HexId hex);
    // The pieces in `hex` that may act in the current decision, bottom first.
    std::vector<std::string> actorsIn(core::HexId hex) const;

signals:
    void selectionChanged();
    // Several fire actions answer a click on a target hex: the window asks which one.
    void fireChoiceNeeded(const std::vector<core::Fire>& choices);
    // 13.2, 13.1 '*': several retreats end in the hex clicked, or several leaders may fall there.
    void choiceNeeded(const std::vector<core::Action>& choices);
    // 7.42: the selected unit's target hex holds an enemy stack not examined: the fire must be committed to it first.
    void commitNeeded(core::HexId hex, const std::string& firer);
    // An action the core refused, with the rule it breaks.
    void refused(const QString& error);

private slots:
    void refresh();

private:
    bool offerPlacements();  // marks the hexes of a Place, Retreat or leader casualty decision; true when it is one
    // 13.2, 13.1 '*': a click on a hex of a retreat or leader casualty decision; true when it is one.
    bool chooseOnMap(core::HexId hex);
    // 9.2, 9.3, 13.3: a click on a hex the selected unit may not move to, or on a unit that may
    // not move, says why in the core's words; false when the click is no such move.
    bool refuseMove(core::HexId hex);
    void submit(const core::Action& action);
    bool mayAct(const std::string& pieceId) const;
    // Submits an attack the selected unit may not make against an adjacent enemy hex, for
    // the core to name the rule; false when the click is no such attack.
    bool refuseAttack(core::HexId hex);
    // 7.42: whether a click on `hex` asks to commit the selected unit's fire there.
    bool commitsFire(core::HexId hex) const;

    GameController& m_game;
    std::optional<std::string> m_selected;
    bool m_strategic = false;
    std::map<core::HexId, Destination> m_destinations;
    std::map<core::HexId, std::vector<core::Fire>> m_targets;
    std::map<core::HexId, core::Attack> m_attacks;
    std::vector<core::HexId> m_waypoints;
    std::map<core::HexId, std::vector<core::Route>> m_distinct;
};

}  // namespace tricorne::app
