// Block game states for the rules' tests: the real data's set-up, played to a player's movement
// with the AP the test names, and blocks put where the test wants them.
#pragma once

#include <string>
#include <vector>

#include "tricorne/block/block_game.h"
#include "tricorne/block/block_state.h"

namespace tricorne::test {

// The campaign after set-up, the militia placed at Pittsfield and Stockbridge (Massachusetts, out
// of the way), at the movement of `active` with these AP.
block::BlockState movingState(block::Side active, int ap);
// Burgoyne activated at Fort Miller with three regiments in his group, `defenders` at Saratoga:
// the step into Saratoga still to make.
block::BlockState burgoyneBeforeSaratoga(const std::vector<std::string>& defenders);
// Burgoyne and three regiments from Fort Miller into Saratoga, held by two militia blocks and
// Herrick's rangers, across the Hudson: the move made, the battle waiting (B9).
block::BlockState attackOnSaratoga();
// B12.2: the British to move with `ap`, the force march chosen, the Americans gone from Ticonderoga
// (B7: the line to Valcour Island open) and from the example's road Castletown-Pawlet-Manchester.
block::BlockState forceMarchState(int ap);
// The B12.2 example's five units with Fraser.
extern const std::vector<std::string> kFraserFive;
// The example's first move: Fraser and his five from Skenesboro through Castletown to Pawlet, 1 AP;
// with `holdingBoxes`, B12.1 chosen too, the five in his box.
block::BlockState fraserAtPawlet(int ap, bool holdingBoxes = false);
// Puts the blocks at a place (a point, a box or "eliminated").
void put(block::BlockState& s, const std::vector<std::string>& blocks, const std::string& at);
// Applies an action that must be legal; the test fails with the refusal otherwise.
void play(block::BlockState& s, const block::BlockAction& a);
// The refusal of an action that must be illegal; the state must be unchanged by it.
std::string refusal(block::BlockState& s, const block::BlockAction& a);

block::BlockAction activate(const std::string& block);
block::BlockAction take(const std::string& block);
block::BlockAction stepTo(const std::string& point);
block::BlockAction roll(int die);
block::BlockAction kind(block::BlockAction::Kind k);

// The Campaign with the default options after `actions` random actions from `seed` (the
// seam's random policy `policy`), each recorded as a save records it.
block::BlockMatch played(const block::BlockGame& game, std::uint64_t seed, int actions, std::size_t policy = 1);

}  // namespace tricorne::test
