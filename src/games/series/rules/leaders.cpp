#include "tricorne/series/rules/leaders.h"

namespace tricorne::core {

const LeaderFace& leaderFace(const GameState& state, int leaderPiece) {
    const LeaderDef& def = state.leaderDef(leaderPiece);
    return state.pieces[static_cast<std::size_t>(leaderPiece)].flipped && def.back ? *def.back : def.front;
}

std::string counterName(const GameState& state, int piece) {
    return state.isLeader(piece) ? leaderFace(state, piece).name : state.unitDef(piece).name;
}

bool isGerman(const UnitDef& unit) { return unit.nation == "german" || unit.formation == "germans"; }

bool mayCommand(const GameState& state, int leaderPiece, int unitPiece) {
    const Command cmd = state.leaderDef(leaderPiece).commands;
    const UnitDef& def = state.unitDef(unitPiece);
    if (cmd == Command::Germans && !isGerman(def)) return false;  // E3.4.2
    if (cmd == Command::Militia && !def.militia) return false;    // E3.4.3
    return true;
}

std::optional<int> leaderInCommand(const GameState& state, int unitPiece) {
    const Piece& unit = state.pieces[static_cast<std::size_t>(unitPiece)];
    const UnitDef& def = state.unitDef(unitPiece);
    std::optional<int> best;
    for (int i = state.unitCount(); i < static_cast<int>(state.pieces.size()); ++i) {
        const Piece& p = state.pieces[static_cast<std::size_t>(i)];
        if (p.location != Location::Map || p.hex != unit.hex || state.sideOf(i) != def.side) continue;
        if (!mayCommand(state, i, unitPiece)) continue;
        if (!best || leaderFace(state, i).seniority < leaderFace(state, *best).seniority) best = i;
    }
    return best;
}

int leadershipDrm(const GameState& state, int unitPiece) {
    auto leader = leaderInCommand(state, unitPiece);
    return leader ? leaderFace(state, *leader).leadershipDrm : 0;
}

}  // namespace tricorne::core
