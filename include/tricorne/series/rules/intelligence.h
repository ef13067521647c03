// 7.4 Intelligence, with E3.7's option (7.42, 7.43): which counters of a stack a side may see,
// and the Examine action that looks into an enemy stack.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core {

// E3.7: the option that plays 7.42 and 7.43.
bool limitedIntelligence(const GameState& state);
// The pieces on the map in `hex`, bottom first: combat units in counter-sheet order, then
// leaders, so the top counter is the last (the order the application draws a stack in).
std::vector<int> stackIn(const GameState& state, HexId hex);
// 7.41, 7.42: whether `viewer` may see every counter in `hex`: always without the option, and
// with it for a friendly hex, a lone counter, or an enemy stack examined and unchanged since.
bool stackKnown(const GameState& state, Side viewer, HexId hex);
// The pieces of `hex` that `viewer` sees: the whole stack when known, else only its top
// counter. The stack's height (stackIn's size) is always seen.
std::vector<int> visiblePieces(const GameState& state, Side viewer, HexId hex);

// 7.42: whether examining `hex` now is the free look of the side's fire combat, which commits
// its fire to the hex (the hex holds a unit some friendly unit could fire at).
bool examineCommits(const GameState& state, HexId hex);
// Why the player deciding may not examine the stack, or nullopt.
std::optional<std::string> checkExamine(const GameState& state, const Examine& examine);
// The legal Examine actions of the player deciding (none without the option).
std::vector<Action> examineActions(const GameState& state);
// Applies a legal Examine: the stack becomes known; a committing look sets the fire
// commitment (7.42), any other costs the examiner 1 Army Morale at once (7.43).
std::string applyExamine(GameState& state, const Examine& examine, std::vector<Event>& events);
// 7.42: a Fire at `target` refused for what its side does not know, or nullopt.
std::optional<std::string> fireRefusedUnseen(const GameState& state, int target);
// 7.42: the stack a close combat is declared on is known to the attacker, at no cost.
void learnStack(GameState& state, Side viewer, HexId hex);
// E3.7 ruling: known stacks whose make-up changed (a piece entered or left) are forgotten.
void forgetChangedStacks(GameState& state);

}  // namespace tricorne::core
