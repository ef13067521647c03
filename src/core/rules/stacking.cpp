#include "tricorne/core/rules/stacking.h"

#include <set>

namespace tricorne::core {

int stackingSp(const GameState& state, int piece) {
    if (state.isLeader(piece)) return 0;
    const UnitDef& def = state.unitDef(piece);
    const Piece& p = state.pieces[static_cast<std::size_t>(piece)];
    return p.reduced && def.reduced ? def.reduced->sp : def.full.sp;
}

StackCount stackAt(const GameState& state, HexId hex, Side side, int excluding) {
    StackCount count;
    for (int i = 0; i < state.unitCount(); ++i) {
        const Piece& p = state.pieces[static_cast<std::size_t>(i)];
        if (i == excluding || p.location != Location::Map || p.hex != hex || state.sideOf(i) != side) continue;
        if (state.unitDef(i).isArtillery())
            ++count.artillery;
        else
            count.sp += stackingSp(state, i);
    }
    return count;
}

bool overstacked(const StackCount& count) { return count.sp > kStackingSp || count.artillery > kStackingArtillery; }

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
    std::set<HexId> hexes;
    for (int i = 0; i < state.unitCount(); ++i)
        if (state.onMap(i) && state.sideOf(i) == side) hexes.insert(state.pieces[static_cast<std::size_t>(i)].hex);
    std::vector<HexId> out;
    for (HexId h : hexes)
        if (overstacked(stackAt(state, h, side))) out.push_back(h);
    return out;
}

}  // namespace tricorne::core
