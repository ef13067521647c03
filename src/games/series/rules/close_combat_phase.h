// The Close Combat Phase's shared parts: what its procedure (close_combat_phase.cpp) and the
// application of its results (close_combat_results.cpp) both read. Internal to the core.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "../game/sequence.h"
#include "tricorne/series/rules/close_combat.h"

namespace tricorne::core::detail {

inline Piece& pc(GameState& s, int i) { return s.pieces[static_cast<std::size_t>(i)]; }
inline const Piece& pc(const GameState& s, int i) { return s.pieces[static_cast<std::size_t>(i)]; }
inline std::string sideText(Side side) { return std::string(sideName(side)); }
inline Side attackerSide(const GameState& s) { return s.phasing(); }
inline Side defenderSide(const GameState& s) { return enemyOf(s.phasing()); }
inline const DeclaredCombat& declared(const GameState& s) { return s.combats[static_cast<std::size_t>(s.combat.index)]; }

inline bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }
inline bool contains(const std::vector<HexId>& v, HexId x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// The units of a side taking part in the current combat, as they stand now: the attackers
// still in their hexes, or every defending unit (its artillery included).
std::vector<int> participants(const GameState& s, Side side);
// 13.24: units of a side that retreated into one of the combat's hexes earlier this phase.
std::vector<int> previouslyRetreated(const GameState& s, Side side);
// "am-morgan, am-1st-nh": the pieces' ids for an event.
std::string unitList(const GameState& s, const std::vector<int>& units);

// 12.23 step 5: the result codes for each side, and whether the '*' counts (13.1: only on the exact roll).
struct Cell {
    std::string attacker, defender;
    bool pin = false;
};
Cell parseCell(const std::string& cell);

// 12.23 step 4: the chosen tactics face up, each checked against those its side could choose (12.63).
struct RevealedTactics {
    bool attackerEligible = false, defenderEligible = false;
    std::optional<int> drm;  // nullopt: No Combat
};
RevealedTactics revealTactics(const GameState& s, const CombatPreview& p);

// 13.5: a morale check to roll, once a unit.
void queueCheck(GameState& s, int unit, bool passRetreats, bool failDisrupts, const std::string& rule);
// 12.23 step 7 for one side: the lead unit takes the result. Returns true when a player
// must first choose (the unit captured, the unit losing a second step).
bool applyLeadResult(GameState& s, Side side, Events& events);
// After a side's lead unit has taken its result: the other units' morale checks (13.1), the
// leader casualty (13.1 '*') and the units that retreated in earlier (13.24).
void afterLeadResult(GameState& s, Side side, const std::string& code, HexId leadHex, Events& events);
// 13.1 PIN: disrupted and shattered units of both sides captured, the rest pinned together.
void applyPin(GameState& s, Events& events);
// 12.73: the momentum the final modified roll earns.
void gainMomentum(GameState& s, Events& events);
// 13.5: the first queued morale check, with the die rolled.
void rollMoraleCheck(GameState& s, int die, Events& events);

}  // namespace tricorne::core::detail
