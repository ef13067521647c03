#include "tricorne/saratoga/saratoga_volume.h"

#include <tuple>

#include "tricorne/saratoga/ammo.h"
#include "tricorne/saratoga/army_commander.h"
#include "tricorne/saratoga/blocked_entry.h"
#include "tricorne/saratoga/fog.h"
#include "tricorne/saratoga/free_setup.h"
#include "tricorne/saratoga/friendly_edge.h"
#include "tricorne/saratoga/garrisons.h"
#include "tricorne/saratoga/gates_wing.h"
#include "tricorne/saratoga/map_roles.h"
#include "tricorne/saratoga/scenario_moves.h"
#include "tricorne/saratoga/secret_commitment.h"
#include "tricorne/saratoga/victory.h"
#include "tricorne/series/rules/leaders.h"

namespace tricorne::core::saratoga {

namespace {
// The scenario's victory conditions (E2, E6, E9); without them the series' own (4) decide.
bool victoryConditions(const GameState& s) { return s.scenario->victory.is_object() && !s.scenario->victory.empty(); }

// E3.5.1: the Bemis Heights Line by map index, found once a map.
const std::vector<std::uint8_t>& bemisHeightsLine(const GameState& s) {
    thread_local std::tuple<const DataSet*, std::uint64_t, const Map*> key;
    thread_local std::vector<std::uint8_t> line;
    const auto now = std::make_tuple(s.data, s.data ? s.data->contentHash : 0, s.map);
    if (line.empty() || key != now) {
        key = now;
        line.assign(static_cast<std::size_t>(s.map->hexCount()), 0);
        if (const MapArea* area = s.map->area("bemisHeightsCamp"))
            for (HexId h : area->hexes)
                if (s.map->contains(h)) line[static_cast<std::size_t>(s.map->index(h))] = 1;
    }
    return line;
}

std::vector<Action> dieFaces() {
    std::vector<Action> out;
    for (int v = 0; v < 10; ++v) out.push_back(RollDie{v});
    return out;
}

class SaratogaVolume final : public Volume {
public:
    void checkData(const DataSet& set, const std::string& shown, DataErrors& errors) const override {
        if (auto it = set.maps.find("saratoga"); it != set.maps.end()) checkMapRoles(it->second, shown + "/maps/saratoga.json", errors);
    }

    void onSetUp(GameState& s) const override {
        if (victoryConditions(s)) initialControl(s);  // E9.1.1
        initAmmoLog(s);                               // E7.1
        initHolds(s);                                 // E8.1, E8.1.1, E7.8
        // E10.1: a scenario may take the first fire bonus from named units.
        if (s.hasRule("E10.1") && s.scenario->extra.contains("noFirstFire"))
            for (const auto& id : s.scenario->extra["noFirstFire"].value("units", std::vector<std::string>{}))
                if (auto p = s.pieceIndex(id)) s.pieces[static_cast<std::size_t>(*p)].firstFire = false;
    }
    // E5.6 (option): both armies deploy freely first, the Americans before the British.
    std::vector<int> setUpDeployments(GameState& s) const override { return beginFreeSetup(s); }
    // E7.5.1 (option): the American player notes in secret whether the militia come, the set-up done.
    bool onEndOfSetUp(GameState& s) const override {
        if (!commitmentDue(s)) return false;
        s.step = Step::CommitMilitia;
        return true;
    }
    std::optional<std::string> placementRule(const GameState& s, int piece) const override {
        if (awaitingReplacement(s, piece)) return "E3.5";
        if (awaitingBlockedEntry(s, piece)) return "E8.3.4";
        if (awaitingFreeSetup(s, piece)) return freeSetupRule(s, piece);
        return std::nullopt;
    }
    std::vector<HexId> placementHexes(const GameState& s, int piece) const override {
        if (awaitingReplacement(s, piece)) return replacementHexes(s, piece);    // E3.5
        if (awaitingBlockedEntry(s, piece)) return blockedEntryHexes(s, piece);  // E8.3.4
        if (awaitingFreeSetup(s, piece)) return freeSetupHexes(s, piece);        // E5.6
        return {};
    }
    std::string placementRefusal(const GameState& s, int piece, HexId hex, const std::vector<HexId>& hexes) const override {
        if (awaitingFreeSetup(s, piece)) return freeSetupRefusal(s, piece, hex);  // E5.6
        std::string in;
        for (HexId h : hexes) in += (in.empty() ? "" : ", ") + h.str();
        if (awaitingReplacement(s, piece)) return "E3.5: " + counterName(s, piece) + " must be placed with the first units of the order of precedence still in play (" + in + ")";
        return "E8.3.4: the enemy blocks " + s.pieces[static_cast<std::size_t>(piece)].hex.str() + "; " + counterName(s, piece) +
               " enters at the nearest hex toward its friendly map edge clear of the enemy (" + in + ")";
    }
    std::optional<std::string> placementPrompt(const GameState& s, int piece) const override {
        if (!awaitingBlockedEntry(s, piece)) return std::nullopt;  // E8.3.4
        const std::string name = s.isLeader(piece) ? leaderFace(s, piece).name : s.unitDef(piece).name;
        return std::string(sideName(s.sideOf(piece))) + " chooses where " + name + " enters: the enemy blocks " + s.pieces[static_cast<std::size_t>(piece)].hex.str();
    }
    bool place(GameState& s, int piece, HexId hex, Events& events) const override {
        if (placementRule(s, piece) != "E8.3.4") return false;
        enterAtBlockedHex(s, piece, hex, events);
        return true;
    }
    void afterPlacement(GameState& s, Events& events) const override { settleBlockedEntries(s, events); }

    bool onStartOfTurn(GameState& s, Events& events) const override { return fogRollDue(s, events); }  // E3.9.1: the fog roll comes first
    // E5.5: a player order that stands when the fog roll of a turn gave one of the results.
    bool playerOrderConditionMet(const GameState& s, const nlohmann::json& when) const override {
        return s.hasRule("E5.5") && when.contains("fogOnTurn") &&
               fogOnTurn(s, when.value("fogOnTurn", 0), when.value("results", std::vector<std::string>{}));
    }
    void onStartOfPlayerTurn(GameState& s, Events& events) const override { revealCommitment(s, events); }  // E7.5.1

    bool onStartOfMovementPhase(GameState& s, Events& events) const override {
        checkProximityRelease(s, events);
        releaseHoldsAtMovementStart(s, events);  // E8.1
        // E3.5.2.2: the release roll opens the American movement phase.
        if (!releaseRollDue(s)) return false;
        s.step = Step::GatesReleaseRoll;
        return true;
    }
    bool reinforcementEntryBlocked(const GameState& s, HexId entry, Side side) const override { return entryBlocked(s, entry, side); }  // E8.3.4
    void onReinforcementsPlaced(GameState& s, Events& events) const override {
        settleBlockedEntries(s, events);
        payForCommittedMilitia(s, events);  // E7.5.1: 1 AM when the committed militia are placed
    }
    std::optional<std::string> moveRefusal(const GameState& s, int piece) const override { return holdReason(s, piece); }
    MoveBounds moveBounds(const GameState& s, int piece) const override {
        MoveBounds b;
        if (heldBehindTheLine(s, piece)) b.within.push_back(&bemisHeightsLine(s));  // E3.5.1, E4.1
        if (const auto* limits = movementLimitsMap(s, s.sideOf(piece))) b.within.push_back(limits);  // E10.2
        if (s.isLeader(piece) && s.hasRule("E7.8")) b.barred = forbiddenStackHexes(s, piece);
        return b;
    }
    std::string moveBoundsRefusal(const GameState& s, int piece, HexId to) const override {
        // E3.5.1, E4.1: held units stay on or behind the Bemis Heights Line.
        if (heldBehindTheLine(s, piece) && !bemisHeightsLine(s)[static_cast<std::size_t>(s.map->index(to))])
            return "E3.5.1: " + to.str() + " is north or west of the Bemis Heights Line, and Gates' Wing is not released";
        if (auto why = outsideMovementLimits(s, s.sideOf(piece), to)) return *why;  // E10.2
        return forbiddenStack(s, piece, to).value_or("");                           // E7.8: Arnold and Gates never stack
    }
    std::optional<std::string> entryRefusal(const GameState& s, Side side, HexId hex) const override { return outsideMovementLimits(s, side, hex); }
    std::optional<std::string> moveEndRefusal(const GameState& s, int piece, HexId hex) const override { return forbiddenEnd(s, piece, hex); }  // E3.4.2
    std::optional<std::vector<HexId>> moveEndsRefused(const GameState& s, int piece) const override { return forbiddenEnds(s, piece); }  // E3.4.2
    void onUnitEntered(GameState& s, int unit, const std::vector<HexId>& path) const override { notePassage(s, unit, path); }  // E9.1.1
    void afterMove(GameState& s, int piece, const std::vector<HexId>& path, Events& events) const override {
        if (s.sideOf(piece) == Side::British) checkProximityRelease(s, events);  // E3.5.2.1
        // E8.1.1, E7.8: holds lifted by this move; the Fraser Release roll follows at once.
        if (releaseHoldsAfterMove(s, piece, path, events)) s.step = Step::FraserReleaseRoll;
    }
    // E3.6.1, E7.6: the garrisons are checked at the end of the movement phase.
    void onEndOfMovementPhase(GameState& s, Events& events) const override {
        if (garrisonRulesInForce(s)) checkGarrisons(s, events);
    }
    bool movementPhaseEndReads(const GameState& s, int piece) const override { return garrisonRulesInForce(s) && inGarrisonHex(s, piece); }  // E3.6, E7.6

    bool exertsZoc(const GameState& s, int unit) const override { return !ammoCostsZoc(s, unit); }  // E7.2, E7.3.2
    std::optional<std::string> fireRefusal(const GameState& s, int unit) const override {
        if (!fireAmmoDepleted(s, unit)) return std::nullopt;
        return "E7.3.2: " + s.pieceId(unit) + " has no fire ammunition left";
    }
    void onFire(GameState& s, int unit, Events& events) const override { checkFireBox(s, unit, events); }  // E7.3.2
    bool closeCombatDepleted(const GameState& s, int unit) const override { return closeCombatAmmoDepleted(s, unit); }  // E7.2, E7.3.1
    void onCloseCombatAgainst(GameState& s, const std::vector<HexId>& hexes, Events& events) const override {
        releaseHoldsAfterCombatAgainst(s, hexes, events);  // E7.8 option
    }
    void onCloseCombatUnit(GameState& s, int unit, Events& events) const override { checkCloseCombatBox(s, unit, events); }  // E7.1
    void onCloseCombatOver(GameState& s, Events& events) const override { closeCombatAmmoSpent(s, events); }                // E7.2
    // E1.8: the British friendly edge is the north, the American the south.
    bool retreatTowardFriendlyEdge(const GameState& s, Side side, HexId from, HexId to) const override {
        return s.hasRule("E1.8") && towardFriendlyEdge(side, from, to);
    }

    void onArmyCommanderLost(GameState& s, int leader, Events& events) const override { replaceArmyCommander(s, leader, events); }  // E3.5 Hamilton
    void onArmyMoraleFell(GameState& s, Side side, Events& events) const override {
        if (victoryConditions(s)) armyMoraleVictory(s, side, events);  // E9.2
    }

    void endOfTurnVictory(GameState& s, Events& events) const override {
        if (victoryConditions(s)) saratoga::endOfTurnVictory(s, events);
    }
    std::optional<Side> endOfTurnWinner(const GameState& s) const override {
        return victoryConditions(s) ? saratoga::endOfTurnDecisiveWinner(s) : std::nullopt;
    }
    void endOfGameVictory(GameState& s, Events& events) const override {
        if (victoryConditions(s))
            saratoga::endOfGameVictory(s, events);
        else
            Volume::endOfGameVictory(s, events);
    }
    void awardEndOfGameVp(GameState& s, Events& events) const override {
        if (victoryConditions(s))
            saratoga::awardEndOfGameVp(s, events);
        else
            Volume::awardEndOfGameVp(s, events);
    }
    std::array<int, 2> finalVpHalves(const GameState& s, Events* events) const override {
        return victoryConditions(s) ? saratoga::finalVpHalves(s, events) : Volume::finalVpHalves(s, events);
    }

    std::vector<Objective> objectives(const GameState& s) const override { return victoryConditions(s) ? saratoga::objectives(s) : Volume::objectives(s); }

    std::optional<SecretNote> secretNote(const GameState& s) const override { return militiaNote(s); }  // E7.5.1
    // E3.6.2, E7.6: the garrison hexes the phase's end would abandon, with their price.
    void endOfPhaseCosts(const GameState& s, std::vector<PhaseCost>& costs) const override { garrisonCosts(s, costs); }
    // E7.2, E7.3.1: Ammo Depleted; E7.3.2: Morgan's fire boxes all checked.
    PieceMarkers pieceMarkers(const GameState& s, int piece) const override {
        return {closeCombatAmmoDepleted(s, piece), fireAmmoDepleted(s, piece)};
    }
    // E3.9.1: no weather is known until the turn's fog roll has set it.
    std::optional<std::string> weatherToCome(const GameState& s) const override {
        if (!fogRollAhead(s)) return std::nullopt;
        return "fog roll to come (E3.9.1)";
    }

    bool describeStep(const GameState& s, Decision& d) const override {
        switch (s.step) {
            case Step::GatesReleaseRoll:
                d.player = Player::Chance;
                d.prompt = "Release roll for Gates' Wing, turn " + std::to_string(s.turn);
                d.rule = "E3.5.2.2";
                return true;
            case Step::FogRoll:
                d.player = Player::Chance;
                d.prompt = "Fog roll for turn " + std::to_string(s.turn);
                d.rule = "E3.9.1";
                return true;
            case Step::FraserReleaseRoll:
                d.player = Player::Chance;
                d.prompt = "Fraser Release Table roll (once a game)";
                d.rule = "E8.1.1";
                return true;
            case Step::ChooseRelease:
                d.player = Player::British;
                d.prompt = "British frees " + std::to_string(s.fraserToRelease) + " more of Fraser's held units";
                d.rule = "E8.1.1";
                return true;
            case Step::CommitMilitia:
                d.player = Player::American;
                d.prompt = "American notes in secret whether " + militiaNames(s) + " come on turn " + std::to_string(militiaTurn(s)) +
                           " (if they come, 1 Army Morale is surrendered when they are placed)";
                d.rule = "E7.5.1";
                return true;
            default: return false;
        }
    }
    std::vector<Action> stepActions(const GameState& s) const override {
        switch (s.step) {
            case Step::FogRoll:
            case Step::GatesReleaseRoll:
            case Step::FraserReleaseRoll: return dieFaces();
            case Step::ChooseRelease: {
                std::vector<Action> out;
                for (int i : fraserHeldUnits(s)) out.push_back(Release{s.pieceId(i)});
                return out;
            }
            case Step::CommitMilitia: return {Commit{true}, Commit{false}};  // E7.5.1
            default: return {};
        }
    }
    VolumeStepResult applyStep(GameState& s, const Action& action, Events& events) const override {
        const auto* roll = std::get_if<RollDie>(&action);
        switch (s.step) {
            case Step::FogRoll:  // E3.9.2: dense fog skips the whole turn
                return {"", applyFogRoll(s, roll->value, events) ? VolumeNext::SkipTurn : VolumeNext::ContinueTurn};
            case Step::GatesReleaseRoll:
                applyReleaseRoll(s, roll->value, events);
                return {"", VolumeNext::OpenMovement};
            case Step::FraserReleaseRoll: applyFraserReleaseRoll(s, roll->value, events); return {};
            case Step::ChooseRelease: return {applyFraserRelease(s, action, events)};
            case Step::CommitMilitia: {
                const std::string error = applyCommitment(s, action, events);
                return {error, error.empty() ? VolumeNext::EndSetUp : VolumeNext::Stay};
            }
            default: return Volume::applyStep(s, action, events);
        }
    }
    // E7.5.1: the note is made once, by the American player, when the set-up asks for it.
    std::optional<std::string> misplacedAction(const GameState& s, const Action& action) const override {
        if (!std::holds_alternative<Commit>(action) || s.step == Step::CommitMilitia) return std::nullopt;
        return misplacedCommitment(s);
    }
};

const SaratogaVolume kSaratoga;
const bool kRegistered = (registerVolume("saratoga", kSaratoga), true);
}  // namespace

const Volume& saratogaVolume() { return kSaratoga; }

}  // namespace tricorne::core::saratoga
