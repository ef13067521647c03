// A volume of the series: the places in the sequence of play (5, Expanded Sequence of Play)
// where a game's exclusive rules step in. Each entry point's default plays the series rules
// alone; a volume overrides those its exclusive rules change, each switched on by the
// scenario's special rules.
#pragma once

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/engine/data_error.h"
#include "tricorne/series/game/action.h"
#include "tricorne/series/hex.h"

namespace tricorne::core {

struct DataSet;
struct Event;
struct Decision;
struct GameState;
struct PhaseCost;
using Events = std::vector<Event>;

// What a volume's rules bar a moving piece from, for a search over many hexes.
struct MoveBounds {
    std::vector<const std::vector<std::uint8_t>*> within;  // by map index, 1 where the piece may go
    std::vector<HexId> barred;                             // hexes it may not enter
    bool any() const { return !within.empty() || !barred.empty(); }
};

// A hex or an area the scenario's victory conditions name (4, a volume's victory sections).
struct Objective {
    std::vector<HexId> hexes;  // one hex, a few, or an area's hexes
    bool area = false;         // the hexes are one area, marked as a whole
    std::optional<Side> side;  // the side whose objective it is; nullopt: either side's
    std::string rule;          // "E2.1"
    std::string what;          // "British Decisive Victory: hold one of them at the end of any turn from turn 1"
};

// A note a volume's rules have a side make in secret and reveal later: what the players read of it.
struct NoteChoice {
    Commit answer;        // the note's answer, as the series' action gives it
    std::string label;    // "They come, for 1 Army Morale"
    std::string meaning;  // what the answer costs, its rule named
};
struct SecretNote {
    std::string rule;               // "E7.5.1"
    Side writer = Side::American;   // the side that notes
    std::vector<int> pieces;        // the pieces the note decides
    int turn = 0;                   // the turn it is revealed
    std::string asked;              // the screen covered for the writer to note
    std::string made;               // the screen covered to hand it back, the note made
    std::string secrecy;            // what the writer is told of the note's secrecy
    std::vector<NoteChoice> choices;
};

// The markers a volume's rules put on a piece, drawn on its counter.
struct PieceMarkers {
    bool closeCombatAmmoDepleted = false;  // every close combat ammo box checked
    bool fireAmmoDepleted = false;         // every fire ammo box checked
};

// What the sequence of play does once a volume's own decision is answered.
enum class VolumeNext : std::uint8_t { Stay, ContinueTurn, SkipTurn, OpenMovement, EndSetUp };
struct VolumeStepResult {
    std::string error;
    VolumeNext next = VolumeNext::Stay;
};

class Volume {
public:
    virtual ~Volume() = default;

    // Data: the checks the volume's rules make of the data set once loaded.
    virtual void checkData(const DataSet&, const std::string& /*displayPath*/, DataErrors&) const {}

    // Set-up: the state as the scenario's tables leave it, before any placement.
    virtual void onSetUp(GameState&) const {}
    // The pieces the players deploy themselves before the scenario's own placements.
    virtual std::vector<int> setUpDeployments(GameState&) const { return {}; }
    // The set-up is done: true when it ends with a decision of the volume's own.
    virtual bool onEndOfSetUp(GameState&) const { return false; }
    // A piece the volume's rules let its owner place (a commander's replacement, a blocked
    // reinforcement, a free deployment): the section, else nullopt for the scenario's tables.
    virtual std::optional<std::string> placementRule(const GameState&, int /*piece*/) const { return std::nullopt; }
    virtual std::vector<HexId> placementHexes(const GameState&, int /*piece*/) const { return {}; }
    virtual std::string placementRefusal(const GameState&, int /*piece*/, HexId /*hex*/, const std::vector<HexId>& /*hexes*/) const { return {}; }
    virtual std::optional<std::string> placementPrompt(const GameState&, int /*piece*/) const { return std::nullopt; }
    // Places the piece when its placement is more than setting it down; false leaves it to the series.
    virtual bool place(GameState&, int /*piece*/, HexId /*hex*/, Events&) const { return false; }
    // After each placement and each reinforcement: placements that need no choice are made.
    virtual void afterPlacement(GameState&, Events&) const {}

    // Start of turn, before the initiative segment: true when the turn waits for the volume's roll.
    virtual bool onStartOfTurn(GameState&, Events&) const { return false; }
    // Player order: a scenario's conditional order (its "when") is met.
    virtual bool playerOrderConditionMet(const GameState&, const nlohmann::json& /*when*/) const { return false; }
    // A player turn begins.
    virtual void onStartOfPlayerTurn(GameState&, Events&) const {}

    // Movement Phase, before reinforcements: true when the phase waits for the volume's roll.
    virtual bool onStartOfMovementPhase(GameState&, Events&) const { return false; }
    // 9.11: a reinforcement's entry hex is blocked, so its owner chooses where it enters.
    virtual bool reinforcementEntryBlocked(const GameState&, HexId /*entry*/, Side) const { return false; }
    virtual void onReinforcementsPlaced(GameState&, Events&) const {}
    // 9.2: why the piece may not move this phase at all, or nullopt.
    virtual std::optional<std::string> moveRefusal(const GameState&, int /*piece*/) const { return std::nullopt; }
    virtual MoveBounds moveBounds(const GameState&, int /*piece*/) const { return {}; }
    // Why the piece may not enter the hex, for a hex its bounds bar (the words a player reads).
    virtual std::string moveBoundsRefusal(const GameState&, int /*piece*/, HexId /*hex*/) const { return {}; }
    // Why the side's units may not enter the hex at all (advance after combat too), or nullopt.
    virtual std::optional<std::string> entryRefusal(const GameState&, Side, HexId) const { return std::nullopt; }
    // Why the piece may not end its move in the hex, or nullopt.
    virtual std::optional<std::string> moveEndRefusal(const GameState&, int /*piece*/, HexId) const { return std::nullopt; }
    // Every hex moveEndRefusal refuses the piece, for a search to ask once for all the hexes it
    // reaches; nullopt when the volume answers only hex by hex.
    virtual std::optional<std::vector<HexId>> moveEndsRefused(const GameState&, int /*piece*/) const { return std::nullopt; }
    // Whether onEndOfMovementPhase could charge otherwise were the piece taken out of play (a
    // volume whose charges read the pieces says which it reads; by default, any).
    virtual bool movementPhaseEndReads(const GameState&, int /*piece*/) const { return true; }
    // A unit entered the hexes of a path (a move, a retreat, an advance).
    virtual void onUnitEntered(GameState&, int /*unit*/, const std::vector<HexId>& /*path*/) const {}
    // A move was made.
    virtual void afterMove(GameState&, int /*piece*/, const std::vector<HexId>& /*path*/, Events&) const {}
    // The end of a side's Movement Phase.
    virtual void onEndOfMovementPhase(GameState&, Events&) const {}

    // 8.1: whether the unit exerts a zone of control.
    virtual bool exertsZoc(const GameState&, int /*unit*/) const { return true; }
    // 10, 11: why the unit may not fire, or nullopt; a unit fires.
    virtual std::optional<std::string> fireRefusal(const GameState&, int /*unit*/) const { return std::nullopt; }
    virtual void onFire(GameState&, int /*unit*/, Events&) const {}
    // 12.23 steps 2 and 3: a unit fights at a disadvantage (it leads only alone, its side's DRM).
    virtual bool closeCombatDepleted(const GameState&, int /*unit*/) const { return false; }
    // 12.23: a close combat begins against the hexes; a unit takes part; the combat is over.
    virtual void onCloseCombatAgainst(GameState&, const std::vector<HexId>& /*defenderHexes*/, Events&) const {}
    virtual void onCloseCombatUnit(GameState&, int /*unit*/, Events&) const {}
    virtual void onCloseCombatOver(GameState&, Events&) const {}
    // 13.21: the retreat's last hex lies nearer the side's friendly map edge than its first.
    virtual bool retreatTowardFriendlyEdge(const GameState&, Side, HexId /*from*/, HexId /*to*/) const { return false; }

    // 14: an army commander was captured or killed.
    virtual void onArmyCommanderLost(GameState&, int /*leader*/, Events&) const {}
    // 16: a side's Army Morale fell.
    virtual void onArmyMoraleFell(GameState&, Side, Events&) const {}

    // 5.D: the automatic victory check at the end of each turn.
    virtual void endOfTurnVictory(GameState&, Events&) const {}
    // 5.D: the side that check would declare the winner as the state stands, asked without
    // ending the game (the computer players weigh it for every move); none if nobody.
    virtual std::optional<Side> endOfTurnWinner(const GameState& state) const;
    // 5.D: the last turn is over; the series alone: 4, the side with more victory points wins.
    virtual void endOfGameVictory(GameState&, Events&) const;
    // 4: the game is over, however it ends: its end-of-game victory points are added.
    virtual void awardEndOfGameVp(GameState&, Events&) const;
    // 4: the victory points each side would have if the game ended now, in halves.
    virtual std::array<int, 2> finalVpHalves(const GameState&, Events*) const;
    // 4: the hexes and areas the scenario's victory conditions name; the series alone names none.
    virtual std::vector<Objective> objectives(const GameState&) const { return {}; }

    // What the players see of the volume's rules, each empty where the scenario plays none.
    // The secret note the scenario's rules ask of a side, whether made yet or not, else nullopt.
    virtual std::optional<SecretNote> secretNote(const GameState&) const { return std::nullopt; }
    // What ending the phase now would cost beyond the series' own (7.3, 9.2, 9.6): added to `costs`.
    virtual void endOfPhaseCosts(const GameState&, std::vector<PhaseCost>& /*costs*/) const {}
    // The markers the volume's rules put on the piece.
    virtual PieceMarkers pieceMarkers(const GameState&, int /*piece*/) const { return {}; }
    // The turn's weather is not known yet: the roll still to come as the tracks name it, else nullopt.
    virtual std::optional<std::string> weatherToCome(const GameState&) const { return std::nullopt; }

    // The volume's own decisions (steps the series rules do not ask).
    virtual bool describeStep(const GameState&, Decision&) const { return false; }
    virtual std::vector<Action> stepActions(const GameState&) const { return {}; }
    virtual VolumeStepResult applyStep(GameState&, const Action&, Events&) const { return {"5: the series rules ask no such decision"}; }
    // Why an action of the volume's own is refused when its step is not the one asked, or nullopt.
    virtual std::optional<std::string> misplacedAction(const GameState&, const Action&) const { return std::nullopt; }
};

// The series rules alone, for a scenario whose volume asks no exclusive rule.
const Volume& seriesRulesAlone();

// Volumes by the id of their rules file (data/rules/<id>.json), registered by their library.
void registerVolume(const std::string& id, const Volume& volume);
const Volume* findVolume(const std::string& id);

}  // namespace tricorne::core
