// E8.3.4 Blocked Reinforcement Hexes.
#include "tricorne/saratoga/blocked_entry.h"

#include <algorithm>

#include "tricorne/series/rules/movement.h"
#include "tricorne/series/rules/stacking.h"
#include "tricorne/saratoga/friendly_edge.h"
#include "tricorne/saratoga/scenario_moves.h"

namespace tricorne::core::saratoga {

namespace {
bool enemyPieceIn(const GameState& s, HexId hex, Side side) {
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (s.onMap(i) && s.sideOf(i) != side && s.pieces[static_cast<std::size_t>(i)].hex == hex) return true;
    return false;
}

// E8.3.4: a hex the piece may enter at in place of its blocked entry hex, distance aside.
bool qualifies(const GameState& s, int piece, HexId entry, HexId h, const std::vector<int>& nearEnemy) {
    const Side side = s.sideOf(piece);
    if (s.map->prohibited(h) || !towardFriendlyEdge(side, entry, h)) return false;
    if (nearEnemy[static_cast<std::size_t>(s.map->index(h))] > 0 || enemyPieceIn(s, h, side)) return false;
    if (outsideMovementLimits(s, side, h) || forbiddenEnd(s, piece, h) || forbiddenStack(s, piece, h)) return false;  // E10.2, E3.4.2, E7.8
    return s.isLeader(piece) || fitsStack(s, h, piece);
}
}  // namespace

bool entryBlocked(const GameState& s, HexId entry, Side side) {
    if (!s.hasRule("E8.3.4")) return false;
    // An enemy in the entry hex blocks it as surely as one beside it (docs/rulings.md, E8.3.4).
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && s.sideOf(i) != side && s.pieces[static_cast<std::size_t>(i)].hex == entry) return true;
    return adjacentEnemyUnits(s, entry, side) > 0;
}

bool awaitingBlockedEntry(const GameState& s, int piece) {
    return s.pieces[static_cast<std::size_t>(piece)].location == Location::TurnTrack &&
           std::find(s.placementQueue.begin(), s.placementQueue.end(), piece) != s.placementQueue.end();
}

std::vector<HexId> blockedEntryHexes(const GameState& s, int piece) {
    const HexId entry = s.pieces[static_cast<std::size_t>(piece)].hex;
    const auto nearEnemy = adjacentEnemyUnitsByHex(s, s.sideOf(piece));
    std::vector<HexId> out;
    int nearest = 0;
    for (HexId h : s.map->allHexes()) {
        const int d = distance(entry, h);
        if ((!out.empty() && d > nearest) || !qualifies(s, piece, entry, h, nearEnemy)) continue;
        if (out.empty() || d < nearest) out.clear();
        nearest = d;
        out.push_back(h);
    }
    std::sort(out.begin(), out.end());
    return out;
}

void enterAtBlockedHex(GameState& s, int piece, HexId hex, std::vector<Event>& events) {
    Piece& p = s.pieces[static_cast<std::size_t>(piece)];
    const HexId entry = p.hex;
    p.location = Location::Map;
    p.hex = hex;
    p.enteredThisPhase = true;
    p.noStrategicOnEntry = true;
    p.entryCostHalves = 0;
    // E8.3.4: the full terrain cost of the hex, out of this phase's movement allowance.
    const int cost = s.volume->movement->hex[static_cast<std::size_t>(s.map->terrain(hex))].mpTimes2;
    p.entryCostHalves = static_cast<std::int8_t>(std::min(cost, movementAllowanceHalves(s, piece, false)));
    s.reinforced[static_cast<std::size_t>(s.sideOf(piece))] = true;
    events.push_back({"E8.3.4", s.pieceId(piece) + " enters at " + hex.str() + ", the enemy being next to " + entry.str() + ": " +
                                    std::to_string(cost / 2) + (cost % 2 ? ".5" : "") + " MP paid, no strategic movement",
                      {hex}});
}

void settleBlockedEntries(GameState& s, std::vector<Event>& events) {
    while (!s.placementQueue.empty() && awaitingBlockedEntry(s, s.placementQueue.front())) {
        const int piece = s.placementQueue.front();
        const auto hexes = blockedEntryHexes(s, piece);
        if (hexes.size() > 1) return;  // the owner chooses
        Piece& p = s.pieces[static_cast<std::size_t>(piece)];
        if (hexes.empty()) {
            p.entryTurn = s.turn + 1;
            events.push_back({"E8.3.4", s.pieceId(piece) + " cannot enter: no hex near " + p.hex.str() + " is clear of the enemy", {p.hex}});
        } else {
            enterAtBlockedHex(s, piece, hexes.front(), events);
        }
        s.placementQueue.erase(s.placementQueue.begin());
    }
}

}  // namespace tricorne::core::saratoga
