// 12 Close Combat: the parts of a combat known before the die — declarations and their
// restrictions, the odds, the DRM chart, tactics eligibility — each explained with its rule.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

// One close combat as declared (12.21): attacking units and the defending hexes.
struct CombatDeclaration {
    std::vector<int> attackers;
    std::vector<HexId> defenderHexes;
};

// 12.23 step 1: the SPs a unit brings to close combat (artillery 0, 12.3; disrupted half
// rounded up, 13.3; shattered 1, 13.4; a unit that retreated into the hex 0, 13.24).
int closeCombatSp(const GameState& state, int unit);
// The defending combat units of a declaration, in counter order, leaving out units that
// retreated into the hex earlier in the phase (13.24: they take no part but a morale check).
std::vector<int> defendingUnits(const GameState& state, const CombatDeclaration& combat);

struct Odds {
    int attackerSp = 0;
    int defenderSp = 0;
    std::string column;  // "1-3" ... "4-1"
    int drm = 0;         // -1 when the odds are below 1-3 (Close Combat Table note)
    int shift = 0;       // columns shifted left by Diversions (12.14)
    std::string text;    // "7 to 4: 3-2"
};
// 12.23 step 1: the ratio rounded in the defender's favour to a column of the table.
Odds closeCombatOdds(const GameState& state, const CombatDeclaration& combat, int diversionShift);

// 12.8: every hex around the unit's hex holds enemy units, their ZOC or prohibited terrain;
// friendly units negate enemy ZOC in their own hex for this rule only.
bool surrounded(const GameState& state, HexId hex, Side side);

struct CombatDrm {
    std::string id, rule, text;
    int drm = 0;  // signed: + helps the attacker
};
// 12.23 step 3: every entry of the Close Combat DRM chart that applies, with its rule.
std::vector<CombatDrm> closeCombatDrms(const GameState& state, const CombatDeclaration& combat, int attackerLead, int defenderLead);

// 12.63: the tactics a side may legally choose in this combat (12.631-12.633, 12.64, E3.4.4).
std::vector<std::string> eligibleTactics(const GameState& state, const CombatDeclaration& combat, Side side);
// 12.65 and the Tactical Matrix: the tactics DRM, or nullopt for No Combat.
std::optional<int> tacticsDrm(const GameState& state, const std::string& attackerTactic, bool attackerLegal, const std::string& defenderTactic,
                              bool defenderLegal);

// 12.23 step 2: the units a side may choose as its lead unit in a declared combat: not
// artillery, Parade Order if any is, not a unit that retreated in (13.24), and for the
// attacker not one that would have to advance into prohibited terrain unless all would.
std::vector<int> leadCandidates(const GameState& state, int combatIndex, Side side);
// The declared combat's units as they stand now: attackers still in their hexes.
CombatDeclaration currentDeclaration(const GameState& state, int combatIndex);
// 12.14: the columns the combat's odds shift left: one when any attacker is adjacent to the Diversion.
int diversionShift(const GameState& state, const CombatDeclaration& combat);

// 12.4, 12.5: the withdrawal the defender may announce in the combat being resolved:
// "12.4" (cavalry), "12.5" (Indians), or "" for none.
std::string withdrawalRule(const GameState& state, int combatIndex);

// Everything known about a declared combat before its die is rolled (12.23 steps 1-3),
// for the player to see first: the odds, each DRM with its rule, the total and the tactics
// each side may choose. Lead units not yet chosen are taken as the first candidates.
struct CombatPreview {
    Odds odds;
    std::vector<CombatDrm> drms;  // the odds DRM (below 1-3) included
    int totalDrm = 0;
    int attackerLead = -1, defenderLead = -1;
    std::vector<std::string> attackerTactics, defenderTactics;
    bool artilleryAlone = false;  // 12.31: the defenders are captured without combat
};
CombatPreview previewCloseCombat(const GameState& state, int combatIndex);
// One DRM in words: "+1 the defender is surrounded (12.8)".
std::string describeDrm(const CombatDrm& drm);
// The preview in words, one line a fact.
std::string describePreview(const GameState& state, int combatIndex, const CombatPreview& preview);

}  // namespace tricorne::core
