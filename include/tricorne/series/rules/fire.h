// 10 Rifle Fire and 11 Defensive Artillery Fire: who may fire at whom, the to-hit number
// and the DRMs, shown before the die is rolled.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

struct FireDrm {
    std::string id, rule, text;
    int drm = 0;
};

// Everything about a fire that is known before the die: the explanation the app shows.
struct FirePreview {
    bool artillery = false;
    int sp = 0;
    int range = 1;
    int toHit = 10;
    std::vector<FireDrm> drms;
    int totalDrm = 0;
    int rolls = 1;  // 10.7: the Jaegers roll twice
    std::string damageTable;  // "rifleFireDamage" or "artilleryFireDamage"
};

// Why `piece` may not fire in the current phase, or nullopt (10.1, 11.1, 13.3, 13.4, E3.4.4.3).
std::optional<std::string> cannotFire(const GameState& state, int piece);
// Checks a declared fire against 10.2/11.2; nullopt when legal, else "rule: why".
std::optional<std::string> checkFire(const GameState& state, const Fire& fire);
// The to-hit number and every DRM of a legal fire.
FirePreview previewFire(const GameState& state, const Fire& fire);
// The legal fires of the side to declare now.
std::vector<Fire> legalFires(const GameState& state);
// 7.42: the hexes of the enemy units the side declaring could fire at now, whatever it knows of
// their stacks (Limited Intelligence refuses a fire at a stack not examined).
std::vector<HexId> hexesInReach(const GameState& state);
// Whether legalFires would list any: one firer in reach of one target is enough.
bool anyLegalFire(const GameState& state);
// 10.7, 12.633: an empty hex adjacent to both the firer's and the target's hex.
bool openFlank(const GameState& state, HexId a, HexId b);

}  // namespace tricorne::core
