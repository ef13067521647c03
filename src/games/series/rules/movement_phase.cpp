// 9 The Movement Phase: reinforcements, moves one unit at a time, and the end of the phase.
#include <algorithm>
#include <set>

#include "../game/sequence.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/end_phase_costs.h"
#include "tricorne/series/rules/movement.h"
#include "tricorne/series/rules/stacking.h"

namespace tricorne::core::detail {

namespace {
std::vector<int> overstackedUnits(const GameState& s) {
    std::vector<int> out;
    const auto hexes = overstackedHexes(s, s.phasing());
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && s.sideOf(i) == s.phasing() &&
            std::find(hexes.begin(), hexes.end(), s.pieces[static_cast<std::size_t>(i)].hex) != hexes.end())
            out.push_back(i);
    return out;
}

// 9.6: pins end where the units are no longer adjacent to the enemy; each pinned combat
// broken costs the phasing player one Army Morale.
void removeBrokenPins(GameState& s, Events& events) {
    const std::set<int> broken = pinsThatBreak(s);
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (leavesPin(s, i)) s.pieces[static_cast<std::size_t>(i)].pin = 0;
    for (int pin : broken) {
        events.push_back({"9.6", "Pinned combat " + std::to_string(pin) + " is broken", {}});
        adjustArmyMorale(s, s.phasing(), armyMoraleAdjustment(s, "pin-broken"), "9.6", "pinned combat broken", events);
    }
}

void endMovementPhase(GameState& s, Events& events) {
    // 7.3: reinforcements left over the limit on their entry hex lose steps now.
    if (!overstackedUnits(s).empty()) {
        s.step = Step::ReduceOverstack;
        return;
    }
    chargeEndOfMovementPhase(s, events);
    if (s.step == Step::Over) return;
    finishPhase(s, events);
}

bool enemyCombatUnitIn(const GameState& s, HexId hex, Side side) {
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && s.sideOf(i) != side && s.pieces[static_cast<std::size_t>(i)].hex == hex) return true;
    return false;
}

// E7.5: the scenario's reinforcement entry for this piece and turn forbids strategic movement.
bool arrivesWithoutStrategicMovement(const GameState& s, int piece) {
    for (const auto& r : s.scenario->reinforcements)
        if (r.turn == s.turn && r.noStrategicMovement && std::find(r.counters.begin(), r.counters.end(), s.pieceId(piece)) != r.counters.end())
            return true;
    return false;
}

// The hex the scenario brings the piece in at, when it is a reinforcement.
std::optional<HexId> entryHexOf(const GameState& s, int piece) {
    for (const auto& r : s.scenario->reinforcements)
        if (std::find(r.counters.begin(), r.counters.end(), s.pieceId(piece)) != r.counters.end()) return r.hex;
    return std::nullopt;
}

// 14.32: lone enemy leaders in a hex a combat unit enters are captured.
void captureLoneLeaders(GameState& s, int mover, HexId hex, Events& events) {
    if (s.isLeader(mover)) return;
    for (int i = s.unitCount(); i < static_cast<int>(s.pieces.size()); ++i)
        if (s.onMap(i) && s.sideOf(i) != s.sideOf(mover) && s.pieces[static_cast<std::size_t>(i)].hex == hex)
            captureLeader(s, i, "14.32", events);
}
}  // namespace

void placeReinforcements(GameState& s, Events& events) {
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
        Piece& p = s.pieces[static_cast<std::size_t>(i)];
        if (p.location != Location::TurnTrack || s.sideOf(i) != s.phasing() || p.entryTurn > s.turn) continue;
        // A volume's rules may find the entry hex blocked; the owner then chooses where it enters.
        if (s.volumeRules->reinforcementEntryBlocked(s, p.hex, s.sideOf(i))) {
            s.placementQueue.push_back(i);
            continue;
        }
        // 9.3: no unit enters an enemy-occupied hex; the reinforcement waits on the track.
        if (enemyCombatUnitIn(s, p.hex, s.sideOf(i))) {
            p.entryTurn = s.turn + 1;
            events.push_back({"9.11", s.pieceId(i) + " cannot enter: the enemy holds " + p.hex.str(), {p.hex}});
            continue;
        }
        // 9.11: placed on the entry hex at no cost, over the stacking limit if need be.
        p.location = Location::Map;
        p.enteredThisPhase = true;
        p.noStrategicOnEntry = arrivesWithoutStrategicMovement(s, i);  // E7.5
        s.reinforced[static_cast<std::size_t>(s.sideOf(i))] = true;
        events.push_back({"9.11", s.pieceId(i) + " enters at " + p.hex.str(), {p.hex}});
        captureLoneLeaders(s, i, p.hex, events);
    }
    s.volumeRules->onReinforcementsPlaced(s, events);
}

std::vector<Action> movementActions(const GameState& s) {
    std::vector<Action> out;
    if (s.step == Step::ReduceOverstack) {
        for (int i : overstackedUnits(s)) out.push_back(EliminateStep{s.pieceId(i)});
        return out;
    }
    const ReachFinder reach(s);
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
        if (!mayMove(s, i)) continue;
        for (bool strategic : {false, true})
            for (auto& r : reach(i, strategic)) out.push_back(Move{s.pieceId(i), std::move(r.path), strategic});
        if (s.pieces[static_cast<std::size_t>(i)].enteredThisPhase) out.push_back(DelayReinforcement{s.pieceId(i)});
    }
    if (disruptedUnitsThatMustMove(s).empty()) out.push_back(EndPhase{});
    return out;
}

std::string applyMovement(GameState& s, const Action& action, Events& events) {
    if (s.step == Step::ReduceOverstack) {
        const auto* e = std::get_if<EliminateStep>(&action);
        if (!e) return "7.3: the overstacked hexes must first lose steps";
        auto piece = s.pieceIndex(e->unit);
        const auto candidates = overstackedUnits(s);
        if (!piece || std::find(candidates.begin(), candidates.end(), *piece) == candidates.end())
            return "7.3: " + e->unit + " is not in an overstacked hex";
        loseStep(s, *piece, "7.3", "overstack-step-loss", events);
        if (s.step != Step::Over && overstackedUnits(s).empty()) {
            s.step = Step::Moving;
            endMovementPhase(s, events);
        }
        return "";
    }
    if (const auto* m = std::get_if<Move>(&action)) {
        if (auto error = checkMove(s, *m)) return *error;
        const int piece = *s.pieceIndex(m->unit);
        Piece& p = s.pieces[static_cast<std::size_t>(piece)];
        for (std::size_t i = 1; i < m->path.size(); ++i) captureLoneLeaders(s, piece, m->path[i], events);
        p.hex = m->path.back();
        s.volumeRules->onUnitEntered(s, piece, m->path);
        p.moved = true;
        p.enteredThisPhase = false;
        events.push_back({m->strategic ? "9.5" : "9.2", describe(*m), m->path});
        // 16.3, E9.2: a leader taken on the march that ended the game leaves nothing to release.
        if (s.step == Step::Over) return "";
        s.volumeRules->afterMove(s, piece, m->path, events);
        return "";
    }
    if (const auto* d = std::get_if<DelayReinforcement>(&action)) {
        auto piece = s.pieceIndex(d->unit);
        if (!piece || !s.pieces[static_cast<std::size_t>(*piece)].enteredThisPhase)
            return "9.11: only a reinforcement placed this phase, before it moves, may be held back";
        Piece& p = s.pieces[static_cast<std::size_t>(*piece)];
        p.location = Location::TurnTrack;
        p.entryTurn = s.turn + 1;
        p.enteredThisPhase = false;
        // E8.3.4: one that entered elsewhere goes back to wait for its own entry hex.
        if (auto entry = entryHexOf(s, *piece)) p.hex = *entry;
        p.entryCostHalves = 0;
        events.push_back({"9.11", d->unit + " is held back to turn " + std::to_string(s.turn + 1), {}});
        return "";
    }
    if (std::holds_alternative<EndPhase>(action)) {
        if (auto must = disruptedUnitsThatMustMove(s); !must.empty())
            return "13.3: " + s.pieceId(must.front()) + " is disrupted next to the enemy and must use its move to get away";
        endMovementPhase(s, events);
        return "";
    }
    return "9.2: in the Movement Phase the phasing player moves units or ends the phase";
}

}  // namespace tricorne::core::detail

namespace tricorne::core {

bool movementPhaseEndReads(const GameState& s, int piece) {
    const Piece& p = s.pieces[static_cast<std::size_t>(piece)];
    if (p.pin) return true;  // 9.6: it leaves its pin
    // 9.6: a pinned piece of either side leaves its pin when no enemy unit is next to it.
    if (p.location == Location::Map)
        for (const Piece& q : s.pieces)
            if (q.pin && q.location == Location::Map && distance(q.hex, p.hex) <= 1) return true;
    return s.volumeRules->movementPhaseEndReads(s, piece);
}

void chargeEndOfMovementPhase(GameState& s, Events& events) {
    detail::removeBrokenPins(s, events);  // 9.6
    if (s.step == Step::Over) return;
    s.volumeRules->onEndOfMovementPhase(s, events);  // E3.6.2, E7.6
}

}  // namespace tricorne::core
