#include "tricorne/series/rules/zoc.h"


namespace tricorne::core {

bool exertsZoc(const GameState& state, int piece) {
    if (state.isLeader(piece) || !state.onMap(piece)) return false;  // 3.1: leaders are not combat units
    // The volume's rules may take a unit's ZOC away (E7.2, E7.3.2: Ammo Depleted).
    if (!state.volumeRules->exertsZoc(state, piece)) return false;
    // 8.1 (13.3, 13.4): only Parade Order combat units exert a ZOC.
    return state.pieces[static_cast<std::size_t>(piece)].status == Status::ParadeOrder;
}

namespace {
// 8.1 for a ZOC entering `to` across `side` (nullptr when the hexes are not adjacent).
bool zocEnters(const GameState& state, HexId to, const HexsideFeatures* side) {
    const auto& costs = *state.volume->movement;
    const Terrain t = state.map->terrain(to);
    if (costs.hex[static_cast<std::size_t>(t)].prohibited) return false;  // 9.3: no unit, so no ZOC, enters it
    // 8.1: a ZOC extends out of, but not into, light forest/orchard and heavy forest.
    if (!costs.hex[static_cast<std::size_t>(t)].zocInto) return false;
    // 8.1: ... nor into fieldworks: the symbol is in the hex being entered.
    if (side && side->fieldworks && !side->fieldworksHere && !costs.fieldworksZocInto) return false;
    return true;
}
}  // namespace

bool zocReaches(const GameState& state, HexId from, HexId to) {
    const auto side = state.map->between(from, to);
    return zocEnters(state, to, side ? &*side : nullptr);
}

ZocMap zonesOfControl(const GameState& state, Side side) {
    ZocMap m;
    const auto n = static_cast<std::size_t>(state.map->hexCount());
    m.zoc.assign(n, 0);
    m.rifleZoc.assign(n, 0);
    for (int i = 0; i < state.unitCount(); ++i) {
        if (state.sideOf(i) != side || !exertsZoc(state, i)) continue;
        const HexId from = state.pieces[static_cast<std::size_t>(i)].hex;
        const bool rifle = state.unitDef(i).isRifle();
        for (Direction d : kDirections) {
            const HexId to = neighbour(from, d);
            if (!state.map->contains(to) || !zocEnters(state, to, &state.map->side(from, d))) continue;
            const auto idx = static_cast<std::size_t>(state.map->index(to));
            m.zoc[idx] = 1;
            if (rifle) m.rifleZoc[idx] = 1;
        }
    }
    return m;
}

bool zocAt(const GameState& state, Side side, HexId hex) {
    if (!state.map->contains(hex)) return false;
    for (int i = 0; i < state.unitCount(); ++i) {
        if (state.sideOf(i) != side) continue;
        const HexId from = state.pieces[static_cast<std::size_t>(i)].hex;
        if (distance(from, hex) != 1 || !exertsZoc(state, i)) continue;
        const auto d = directionTo(from, hex);
        if (d && zocEnters(state, hex, &state.map->side(from, *d))) return true;
    }
    return false;
}

}  // namespace tricorne::core
