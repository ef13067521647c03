// The state of one game: everything the physical game has on the table, as a copyable value.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/data_set.h"
#include "tricorne/series/volume.h"
#include "tricorne/engine/rng.h"

namespace tricorne::core {

enum class Player : std::uint8_t { American, British, Chance, None };
inline Player playerOf(Side s) { return s == Side::American ? Player::American : Player::British; }
// The side a player plays; chance and nobody play none.
inline std::optional<Side> sideOf(Player p) {
    if (p == Player::American) return Side::American;
    if (p == Player::British) return Side::British;
    return std::nullopt;
}
std::string_view playerId(Player p);  // "american", "british", "chance", "none"

enum class Phase : std::uint8_t { Initiative, Movement, Rally, DefensiveArtilleryFire, RifleFire, CloseCombat, EndOfTurn, GameOver, Setup };
std::string_view phaseId(Phase p);    // "movement"
std::string_view phaseName(Phase p);  // "Movement Phase"

// Where a counter is.
enum class Location : std::uint8_t { Map, TurnTrack, Eliminated, Captured, NotInPlay };
std::string_view locationId(Location l);

// 3.1 Parade Order, 13.3 Disrupted, 13.4 Shattered.
enum class Status : std::uint8_t { ParadeOrder, Disrupted, Shattered };
std::string_view statusId(Status s);

struct Piece {
    Location location = Location::NotInPlay;
    HexId hex;           // on the map, or the entry hex while on the turn track
    int entryTurn = 0;   // on the turn track
    bool reduced = false;
    bool reducedAtStart = false;  // 4: a unit that began reduced is worth 1 VP eliminated
    Status status = Status::ParadeOrder;
    bool firstFire = true;        // 10.5, 10.6
    bool moved = false;           // 9.2: moved this phase
    bool enteredThisPhase = false;  // 9.11: placed on its entry hex this phase
    bool noStrategicOnEntry = false;  // E7.5, E8.3.4: its reinforcement may not use strategic movement on arrival
    std::int8_t entryCostHalves = 0;  // E8.3.4: MPs, doubled, paid this phase to enter at a blocked reinforcement's hex
    bool forcedFromStart = false;   // E3.1: American artillery forced from its at-start hex
    int pin = 0;                  // 13.1 PIN: the pinned combat it belongs to, 0 for none
    bool withdrawal = false;      // 12.43, 12.54: Cavalry or Indian Withdrawal marker
    bool flipped = false;         // E3.5: Burgoyne's counter turned to Hamilton
    bool fired = false;           // 10.1, 11.1: has fired this phase
    bool targeted = false;        // 10.2, 11.2: has been fired at this phase
    bool ccRetreated = false;     // 13.24: retreated during this Close Combat Phase
    std::int8_t ammoBoxes = -1;   // E7.1: close combat boxes on the Ammo Depletion Log, -1 if not logged
    std::int8_t ammoChecked = 0;
    std::int8_t fireBoxes = -1;   // E7.3.2: Morgan's fire boxes
    std::int8_t fireChecked = 0;
    std::uint8_t hold = 0;        // E8.1, E8.1.1, E7.8: held in place by the volume's rules

    bool operator==(const Piece&) const = default;
};

// 10.2, 11.2: one fire declared this phase, by one or more units at one target.
struct FireDeclaration {
    std::vector<int> firers;
    int target = -1;
    bool artillery = false;
    Side side = Side::American;  // the firing side
};

// 10.4: a rifle fire's result, applied with all the others once both sides have fired.
struct FireOutcome {
    int target = -1;
    std::string result;  // "-", "R", "D", "1", with "*" for a leader casualty
};

// 13.2: a retreat still to be carried out; the owner chooses the path.
struct RetreatOrder {
    int unit = -1;
    int hexes = 1;     // 1 for R, 3 for D (13.3)
    std::string rule;  // the result that caused it
    bool awayFromEnemy = false;  // 12.42, 12.52: a withdrawal must end away from every enemy unit
};

// 12.21: one close combat as declared, and whether it has been fought.
struct DeclaredCombat {
    std::vector<int> attackers;        // in counter order
    std::vector<HexId> attackerHexes;  // each attacker's hex when declared
    std::vector<HexId> defenderHexes;  // sorted
    bool pinned = false;               // a defending unit was pinned when declared (12.43, 12.54)
    bool resolved = false;
};

// 13.5: a morale check waiting for its die, and what it costs.
struct MoraleCheckOrder {
    int unit = -1;
    bool passRetreats = false;  // DC, AC, 13.24: a unit that passes still retreats one hex
    bool failDisrupts = false;  // DC, AC, 13.24: a unit that fails suffers a "D"
    std::string rule;
};

// 12.23: where the combat being resolved stands.
enum class CombatStage : std::uint8_t {
    AttackerLead, DefenderLead, Withdrawal, AttackerTactic, DefenderTactic, Roll, Reroll,
    DefenderResult, DefenderChecks, DefenderRetreats, AttackerResult, AttackerChecks, AttackerRetreats,
    Momentum, Advance, Done,
};

struct CombatProgress {
    int index = -1;  // into GameState::combats; -1 between combats
    CombatStage stage = CombatStage::AttackerLead;
    int attackerLead = -1, defenderLead = -1;
    bool withdrawal = false;         // 12.4, 12.5 announced
    bool artilleryCapture = false;   // 12.31
    bool noCombat = false;           // 12.23 step 4: NC
    std::string attackerTactic, defenderTactic;  // secret until both are chosen (12.61)
    int die = -1;
    int total = 0;                   // the modified roll, before clamping
    int rerollAsked = 0;             // 12.23 step 6: how many players have declined this time
    std::string result;              // the table's cell, "A/D" or "PIN"
    int captureChooser = -1;         // 13.1 DC/AC: the side choosing, while a choice is due
    int secondStepSide = -1;         // 13.1 "2": the side that must take a second step
    bool leadAdvanced = false;       // 12.23 step 9
    bool noLeadAdvance = false;      // the attacker's lead retreated on No Combat
    bool withdrawalOffered = false;  // 12.4, 12.5: the defender has answered
    bool skipToAdvance = false;      // 12.31, 12.42, 12.52, No Combat: straight to step 9
    bool phaseEnding = false;        // 13.3, 13.4: the end-of-phase results are being carried out
    HexId leadHex;                   // where the lead unit took its result
    std::vector<int> noCheck;        // units exempt from the morale checks (13.1: they took the result)
    std::vector<int> ammoPaid;       // E7.1: units whose ammo box was checked for this combat
};

// 13.1 '*': a leader casualty the owner must choose among the leaders in a hex.
struct LeaderCasualtyOrder {
    HexId hex;
    Side side = Side::American;
    std::string rule;
};

// The step within a phase the game waits at.
enum class Step : std::uint8_t {
    FogRoll,             // E3.9.1: chance rolls for fog on turns 1 and 2
    MomentumFirst,       // 6.3: the previous initiative player spends first
    MomentumSecond,
    InitiativeRoll,      // 6.1: chance rolls the American die, then the British
    GatesReleaseRoll,    // E3.5.2.2: chance rolls for the release of Gates' Wing
    Moving,              // 9.2: the phasing player moves units one at a time
    ReduceOverstack,     // 7.3: the owner eliminates steps
    RallyRoll,           // 15.1: chance rolls each rally attempt
    ArtilleryFire,       // 11.1: the non-phasing player fires artillery or ends the phase
    RifleDeclare,        // 10.2: the phasing player declares rifle fire, then the non-phasing player
    FireRoll,            // 10.3, 11.3: chance rolls to hit and for damage
    ChooseLeaderCasualty,  // 13.1 '*': the owner chooses which leader falls
    ChooseRetreat,       // 13.2: the owner retreats a unit
    DeclareCombats,      // 12.21: the phasing player declares every close combat (and a Diversion)
    ChooseCombat,        // 12.23: the attacker picks the next combat to resolve
    ChooseLead,          // 12.23 step 2: the attacker's, then the defender's lead unit
    WithdrawalChoice,    // 12.4, 12.5: the defender may withdraw
    ChooseTactic,        // 12.23 step 4, 12.61: each side chooses a tactic in secret
    CombatRoll,          // 12.23 step 5: chance rolls the close combat die
    CombatReroll,        // 12.23 step 6: a player may spend a momentum chit to re-roll
    MoraleCheckRoll,     // 13.5: chance rolls a morale check
    ChooseCapture,       // 13.1 DC, AC: the choosing player names the captured unit
    ChooseSecondStep,    // 13.1 "2": the owner names the unit losing the second step
    AdvanceAfterCombat,  // 12.23 step 9
    PlacePiece,          // E5.1, E8.1, E8.2, E8.3.4: a player places a counter the scenario lets him place
    FraserReleaseRoll,   // E8.1.1: chance rolls on the Fraser Release Table, once
    ChooseRelease,       // E8.1.1: the British player frees the units the table allows
    CommitMilitia,       // E7.5.1: the American player notes in secret whether the turn-3 militia come
    Over,
};

// E3.9: the weather of the current turn, set by the fog roll where a scenario uses it.
enum class Weather : std::uint8_t { Clear, ModerateFog, DenseFog };

struct Outcome {
    bool over = false;
    std::optional<Side> winner;  // nullopt: no winner decided
    std::string level;           // "decisive", "substantial", "marginal", or "" at scenario end
    std::string reason;
    std::string rule;
};

struct GameState {
    // Immutable data the game is played with.
    const DataSet* data = nullptr;
    const Scenario* scenario = nullptr;
    const Map* map = nullptr;
    const CounterSet* counters = nullptr;
    const RulesData* series = nullptr;
    const RulesData* volume = nullptr;
    // The volume's exclusive rules, found by its rules file's id; the series alone by default.
    const Volume* volumeRules = &seriesRulesAlone();

    std::map<std::string, std::string> options;
    std::uint64_t seed = 0;
    Rng rng;

    int turn = 1;
    Phase phase = Phase::Initiative;
    Step step = Step::MomentumFirst;
    Weather weather = Weather::Clear;
    std::array<std::int8_t, 3> fogByTurn{-1, -1, -1};  // E3.9: the weather rolled on turns 1 and 2
    bool gatesReleased = false;                        // E3.5.2
    std::vector<HexId> garrisonsClosed;                // E3.6: garrison hexes lifted or abandoned, checked no more
    std::array<Side, 2> order{Side::British, Side::American};
    int sidesThisTurn = 2;   // 1 when a scenario gives one side the only player turn (E1.5)
    int playerTurn = 0;      // 0: initiative player turn, 1: second player turn
    std::optional<Side> initiative;          // this turn's initiative player
    std::optional<Side> previousInitiative;  // 6.3
    std::array<int, 2> momentumSpent{0, 0};  // this initiative segment
    std::array<bool, 2> momentumDeclared{false, false};
    std::optional<Side> dictatedFirst;       // 12.72
    std::array<int, 2> initiativeDie{-1, -1};

    std::vector<Piece> pieces;  // units in counter-sheet order, then leaders
    std::array<int, 2> armyMorale{14, 14};
    std::array<int, 2> momentum{0, 0};  // chits held; the pool holds the rest of five (12.71)
    std::array<int, 2> vpHalves{0, 0};  // victory points, in halves
    std::vector<std::int8_t> lastPassed;  // by hex index: the side last through with a Parade Order unit, -1 none (E9.1.1)
    std::array<std::optional<int>, 2> frozenAmLevel;  // 16.24: the level at the start of a combat
    std::vector<int> rallyQueue;  // 15.1: pieces still to roll, in order
    std::vector<FireDeclaration> fires;  // declared this phase, in order
    int fireIndex = 0;                   // the fire being resolved
    int toHitRollsLeft = 0;              // 10.7: the Jaegers may roll twice
    bool fireHit = false;                // the fire has hit; the next roll is for damage
    int rifleDeclaring = 0;              // 10.2: 0 the phasing player, 1 the non-phasing player
    std::vector<FireOutcome> fireOutcomes;  // 10.4: rifle results waiting for both sides
    std::vector<LeaderCasualtyOrder> leaderCasualties;
    std::vector<RetreatOrder> retreats;  // 10.4: the non-phasing player's first
    int pinsBroken = 0;
    std::vector<DeclaredCombat> combats;  // 12.21: this phase's close combats
    std::optional<HexId> diversion;       // 12.14
    CombatProgress combat;                // 12.23: the combat being resolved
    std::vector<MoraleCheckOrder> moraleChecks;  // 13.5: checks waiting for their die
    std::array<bool, 2> reinforced{false, false};  // a side has had reinforcements enter (E8.1)
    bool fraserRolled = false;                     // E8.1.1: the one roll has been made
    int fraserToRelease = 0;                       // E8.1.1: units the British player still frees
    std::vector<int> placementQueue;               // set-up, E3.5: pieces still to be placed by their owner
    Step resumeStep = Step::Over;                  // E3.5: the step a mid-game placement interrupted
    std::optional<bool> militiaCommitted;          // E7.5.1: the American player's secret note, shown only once revealed
    bool militiaRevealed = false;                  // E7.5.1: the note has been revealed (American half of turn 3)
    bool militiaPaidFor = false;                   // E7.5.1: the Army Morale point surrendered when they were placed
    // 7.42, E3.7 (option): by viewing side, the enemy stacks it has examined, hex -> the pieces
    // there when looked at (sorted); an entry goes once a piece enters or leaves the hex.
    std::array<std::map<HexId, std::vector<int>>, 2> knownStacks;
    std::optional<HexId> fireCommitment;           // 7.42: the examined hex the firing side must fire on
    Outcome outcome;
    int actionCount = 0;

    Side phasing() const { return order[static_cast<std::size_t>(playerTurn)]; }
    int unitCount() const { return static_cast<int>(counters->units().size()); }
    bool isLeader(int piece) const { return piece >= unitCount(); }
    const UnitDef& unitDef(int piece) const { return counters->units()[static_cast<std::size_t>(piece)]; }
    const LeaderDef& leaderDef(int piece) const { return counters->leaders()[static_cast<std::size_t>(piece - unitCount())]; }
    const std::string& pieceId(int piece) const { return isLeader(piece) ? leaderDef(piece).id : unitDef(piece).id; }
    Side sideOf(int piece) const { return isLeader(piece) ? leaderDef(piece).side : unitDef(piece).side; }
    std::optional<int> pieceIndex(const std::string& id) const;
    bool onMap(int piece) const { return pieces[static_cast<std::size_t>(piece)].location == Location::Map; }
    bool hasRule(const std::string& rule) const { return scenario->uses(rule); }
    bool option(const std::string& id) const;
    // The scenario's "effects" of an option that is on, or nullptr.
    const nlohmann::json* optionEffects(const std::string& id) const;
};

}  // namespace tricorne::core
