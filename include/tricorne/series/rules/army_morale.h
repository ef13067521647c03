// 16 Army Morale: the track, its levels, and what they do to initiative and unit morale.
#pragma once

#include <string>
#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core {

// 16.2, 16.3: the level a side's Army Morale stands at now, as the track shows it.
const ArmyMoraleLevel& armyMoraleLevel(const GameState& state, Side side);
// 16.24: the level a side's morale checks use: during a combat, the one in effect when it began.
const ArmyMoraleLevel& moraleCheckLevel(const GameState& state, Side side);
int armyMoraleMax(const GameState& state);
// 16.24: fixes both armies' levels for the combat about to be resolved; thaw releases them.
void freezeArmyMoraleLevels(GameState& state);
void thawArmyMoraleLevels(GameState& state);
// 6.1: the initiative DRM of the side's level.
int initiativeDrm(const GameState& state, Side side);
// 15.32: base morale of the counter's current side plus the level's modifier.
int modifiedMorale(const GameState& state, int piece);
// The signed AM change the data's Army Morale adjustment chart gives for an event id.
int armyMoraleAdjustment(const GameState& state, const std::string& id);
// Moves a side's Army Morale, within the track; at 0 the army is Demoralized and the
// game ends with a Substantial victory for the other side (16.3).
void adjustArmyMorale(GameState& state, Side side, int delta, const std::string& rule, const std::string& why,
                      std::vector<Event>& events);

}  // namespace tricorne::core
