#include "tricorne/series/rules/end_phase_costs.h"

#include <algorithm>
#include <limits>

#include "tricorne/series/rules/movement.h"
#include "tricorne/series/rules/stacking.h"

namespace tricorne::core {

namespace {
std::string idList(const GameState& s, const std::vector<int>& pieces) {
    std::string out;
    for (std::size_t i = 0; i < pieces.size(); ++i) out += (i ? ", " : "") + s.pieceId(pieces[i]);
    return out;
}

std::vector<int> unitsIn(const GameState& s, HexId hex, Side side) {
    std::vector<int> out;
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && s.sideOf(i) == side && s.pieces[static_cast<std::size_t>(i)].hex == hex) out.push_back(i);
    return out;
}

// The SPs a unit stands for in stacking after losing `lost` of its steps (7.1; artillery counts apart).
StackCount countAfterLosses(const GameState& s, int unit, int lost) {
    const UnitDef& def = s.unitDef(unit);
    const bool reducedNow = s.pieces[static_cast<std::size_t>(unit)].reduced;
    const int stepsLeft = (def.steps == 2 && !reducedNow ? 2 : 1) - lost;
    if (stepsLeft <= 0) return {};
    if (def.isArtillery()) return {0, 1};
    if (stepsLeft == 1 && def.steps == 2 && def.reduced) return {def.reduced->sp, 0};
    return {stackingSp(s, unit), 0};
}

void addMovementCosts(const GameState& s, std::vector<PhaseCost>& out) {
    const Side side = s.phasing();
    // 7.3: reinforcements left over the limit lose steps before the phase ends.
    for (HexId hex : overstackedHexes(s, side)) {
        const auto units = unitsIn(s, hex, side);
        const StackCount now = stackAt(s, hex, side);
        out.push_back({"7.3", hex.str() + " holds " + std::to_string(now.sp) + " SPs and " + std::to_string(now.artillery) +
                                  " artillery, over the limit of " + std::to_string(kStackingSp) + " SPs and one artillery unit (7.1): " + std::to_string(overstackSteps(s, hex, side)) +
                                  " step(s) to lose among " + idList(s, units),
                       units, {hex}});
    }
    // 9.6: each pinned combat broken costs an Army Morale point.
    for (int pin : pinsThatBreak(s)) {
        std::vector<int> pieces;
        std::vector<HexId> hexes;
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
            if (s.pieces[static_cast<std::size_t>(i)].pin == pin) {
                pieces.push_back(i);
                if (s.onMap(i)) hexes.push_back(s.pieces[static_cast<std::size_t>(i)].hex);
            }
        out.push_back({"9.6", "Pinned combat " + std::to_string(pin) + " of " + idList(s, pieces) + " breaks: 1 Army Morale", pieces, hexes});
    }
    // 9.2: movement is voluntary, but a unit not moved gives up its move for the turn.
    std::vector<int> couldMove;
    std::vector<HexId> hexes;
    const ReachFinder reach(s);
    for (int i = 0; i < s.unitCount(); ++i) {
        const Piece& p = s.pieces[static_cast<std::size_t>(i)];
        if (p.moved || s.sideOf(i) != side || !s.onMap(i) || reach(i, false).empty()) continue;
        couldMove.push_back(i);
        hexes.push_back(p.hex);
    }
    if (!couldMove.empty()) out.push_back({"9.2", std::to_string(couldMove.size()) + " unit(s) could still move: " + idList(s, couldMove), couldMove, hexes});
}
}  // namespace

bool leavesPin(const GameState& s, int piece) {
    const Piece& p = s.pieces[static_cast<std::size_t>(piece)];
    return p.pin && (p.location != Location::Map || adjacentEnemyUnits(s, p.hex, s.sideOf(piece)) == 0);
}

std::set<int> pinsThatBreak(const GameState& s) {
    std::set<int> broken;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (leavesPin(s, i)) broken.insert(s.pieces[static_cast<std::size_t>(i)].pin);
    return broken;
}

int overstackSteps(const GameState& s, HexId hex, Side side) {
    const auto units = unitsIn(s, hex, side);
    // Each unit loses 0, 1 or 2 steps: the fewest in all that leave the hex within the limit.
    int best = std::numeric_limits<int>::max();
    std::vector<int> lost(units.size(), 0);
    for (;;) {
        StackCount count;
        int steps = 0;
        for (std::size_t k = 0; k < units.size(); ++k) {
            const StackCount c = countAfterLosses(s, units[k], lost[k]);
            count.sp += c.sp;
            count.artillery += c.artillery;
            steps += lost[k];
        }
        if (!overstacked(count)) best = std::min(best, steps);
        std::size_t k = 0;
        for (; k < units.size(); ++k) {
            const int most = s.unitDef(units[k]).steps == 2 && !s.pieces[static_cast<std::size_t>(units[k])].reduced ? 2 : 1;
            if (++lost[k] <= most) break;
            lost[k] = 0;
        }
        if (k == units.size()) break;
    }
    return best == std::numeric_limits<int>::max() ? 0 : best;
}

std::vector<PhaseCost> endPhaseCosts(const GameState& s) {
    std::vector<PhaseCost> out;
    if (s.outcome.over) return out;
    if (s.phase == Phase::Movement && s.step == Step::Moving) addMovementCosts(s, out);
    return out;
}

}  // namespace tricorne::core
