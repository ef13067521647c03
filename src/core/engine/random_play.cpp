#include "tricorne/core/engine/random_play.h"

#include <algorithm>
#include <set>

#include "tricorne/core/rules/army_morale.h"
#include "tricorne/core/rules/movement.h"
#include "tricorne/core/rules/stacking.h"

namespace tricorne::core {

Action randomAction(const GameState& s, Rng& rng) {
    if (decision(s).player == Player::Chance) return RollDie{rng.d10()};
    if (s.step == Step::Moving) {
        std::vector<int> movers;
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
            if (mayMove(s, i)) movers.push_back(i);
        const bool mayEnd = disruptedUnitsThatMustMove(s).empty();
        while (!movers.empty()) {
            const int pick = rng.below(static_cast<int>(movers.size()) + (mayEnd ? 1 : 0));
            if (pick == static_cast<int>(movers.size())) return EndPhase{};
            const int piece = movers[static_cast<std::size_t>(pick)];
            const bool strategic = rng.below(4) == 0;
            auto reach = reachableHexes(s, piece, strategic);
            if (reach.empty() && strategic) reach = reachableHexes(s, piece, false);
            if (!reach.empty()) {
                // Half the time, close with the enemy where the unit can, so that games reach
                // close combat as often as real ones do.
                if (rng.below(2) == 0) {
                    const auto enemies = adjacentEnemyUnitsByHex(s, s.sideOf(piece));
                    std::vector<std::size_t> closing;
                    for (std::size_t i = 0; i < reach.size(); ++i)
                        if (enemies[static_cast<std::size_t>(s.map->index(reach[i].hex))] > 0) closing.push_back(i);
                    if (!closing.empty()) {
                        auto& r = reach[closing[static_cast<std::size_t>(rng.below(static_cast<int>(closing.size())))]];
                        return Move{s.pieceId(piece), r.path, r.strategic};
                    }
                }
                auto& r = reach[static_cast<std::size_t>(rng.below(static_cast<int>(reach.size())))];
                return Move{s.pieceId(piece), r.path, r.strategic};
            }
            movers.erase(movers.begin() + pick);
        }
        return EndPhase{};
    }
    const auto actions = legalActions(s);
    return actions[static_cast<std::size_t>(rng.below(static_cast<int>(actions.size())))];
}

std::vector<std::string> checkInvariants(const GameState& s) {
    std::vector<std::string> out;
    std::set<HexId> american, british;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
        const Piece& p = s.pieces[static_cast<std::size_t>(i)];
        if (p.location != Location::Map) {
            if (p.pin) out.push_back("13.1: " + s.pieceId(i) + " is pinned off the map");
            continue;
        }
        if (!s.map->contains(p.hex) || s.map->prohibited(p.hex)) out.push_back("9.3: " + s.pieceId(i) + " stands on " + p.hex.str());
        if (!s.isLeader(i)) (s.sideOf(i) == Side::American ? american : british).insert(p.hex);
    }
    for (HexId h : american)
        if (british.count(h)) out.push_back("9.3: both sides' combat units in " + h.str());
    for (Side side : kSides)
        for (HexId h : overstackedHexes(s, side)) {
            // 9.11: reinforcements may stand over the limit on their entry hex until the phase ends.
            bool entering = false;
            for (int i = 0; i < s.unitCount(); ++i)
                if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].hex == h && s.pieces[static_cast<std::size_t>(i)].enteredThisPhase) entering = true;
            // 7.3: while the owner is taking the steps off, the hex is still over the limit,
            // and stays so if a step's Army Morale ends the game (16.3).
            const bool duringMovement = s.phase == Phase::Movement && side == s.phasing() && (entering || s.step == Step::ReduceOverstack);
            if (!duringMovement && !s.outcome.over) out.push_back("7.1: " + std::string(sideName(side)) + " overstacked in " + h.str());
        }
    for (Side side : kSides) {
        const int am = s.armyMorale[static_cast<std::size_t>(side)];
        if (am < 0 || am > armyMoraleMax(s)) out.push_back("16.1: " + std::string(sideName(side)) + " Army Morale " + std::to_string(am));
        if (am == 0 && !s.outcome.over) out.push_back("16.3: a Demoralized army and the game goes on");
        if (s.momentum[static_cast<std::size_t>(side)] < 0) out.push_back("12.71: negative momentum");
    }
    if (s.momentum[0] + s.momentum[1] > 5) out.push_back("12.71: more than five momentum chits held");
    if (s.outcome.over != (s.step == Step::Over)) out.push_back("5.D: the outcome and the sequence disagree");
    if (s.turn < s.scenario->firstTurn || s.turn > s.scenario->lastTurn) out.push_back("5: turn " + std::to_string(s.turn) + " is outside the scenario");
    return out;
}

}  // namespace tricorne::core
