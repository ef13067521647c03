#include "tricorne/series/rules/stacking.h"

#include <algorithm>
#include <utility>

namespace tricorne::core {

int stackingSp(const GameState& state, int piece) {
    if (state.isLeader(piece)) return 0;
    const UnitDef& def = state.unitDef(piece);
    const Piece& p = state.pieces[static_cast<std::size_t>(piece)];
    return p.reduced && def.reduced ? def.reduced->sp : def.full.sp;
}

namespace {
void addUnit(const GameState& state, int unit, StackCount& count) {
    if (state.unitDef(unit).isArtillery())
        ++count.artillery;
    else
        count.sp += stackingSp(state, unit);
}
}  // namespace

StackCount stackAt(const GameState& state, HexId hex, Side side, int excluding) {
    StackCount count;
    for (int i = 0; i < state.unitCount(); ++i) {
        const Piece& p = state.pieces[static_cast<std::size_t>(i)];
        if (i == excluding || p.location != Location::Map || p.hex != hex || state.sideOf(i) != side) continue;
        addUnit(state, i, count);
    }
    return count;
}

bool overstacked(const StackCount& count) { return count.sp > kStackingSp || count.artillery > kStackingArtillery; }

std::string stackingLimitText(const std::string& rule, HexId hex, const StackCount& would) {
    return rule + ": " + hex.str() + " would hold " + std::to_string(would.sp) + " SPs and " + std::to_string(would.artillery) +
           (would.artillery == 1 ? " artillery unit" : " artillery units") + "; the limit is " + std::to_string(kStackingSp) +
           " SPs plus one artillery unit (7.1)";
}

bool enemyIn(const GameState& state, HexId hex, Side side) {
    for (int i = 0; i < static_cast<int>(state.pieces.size()); ++i)
        if (state.onMap(i) && state.sideOf(i) != side && state.pieces[static_cast<std::size_t>(i)].hex == hex) return true;
    return false;
}

bool fitsStack(const GameState& state, HexId hex, int piece) {
    if (state.isLeader(piece)) return true;  // 7.1: leaders do not count
    StackCount count = stackAt(state, hex, state.sideOf(piece), piece);
    if (state.unitDef(piece).isArtillery())
        ++count.artillery;
    else
        count.sp += stackingSp(state, piece);
    return !overstacked(count);
}

std::vector<HexId> overstackedHexes(const GameState& state, Side side) {
    // One pass over the side's units grouped by hex (it runs after every action): the hexes
    // come out in HexId order.
    std::vector<std::pair<HexId, int>> units;
    for (int i = 0; i < state.unitCount(); ++i)
        if (state.onMap(i) && state.sideOf(i) == side) units.emplace_back(state.pieces[static_cast<std::size_t>(i)].hex, i);
    std::sort(units.begin(), units.end());
    std::vector<HexId> out;
    for (std::size_t first = 0, next = 0; first < units.size(); first = next) {
        StackCount count;
        for (next = first; next < units.size() && units[next].first == units[first].first; ++next) addUnit(state, units[next].second, count);
        if (overstacked(count)) out.push_back(units[first].first);
    }
    return out;
}

}  // namespace tricorne::core
