// What the screen shows one player of the game in hand (B3, BLOCK-GAME-BRIEF Part 4): the
// board and the battle drawn from his view only (engine seam: BlockGame::view), never from the
// state; and, once the game is over, every block revealed (B11).
#pragma once

#include <vector>

#include "battle_picture.h"
#include "board_picture.h"
#include "tricorne/block/block_game.h"

namespace tricorne::app {

// The board as `view`'s player sees it; `legal` (his own choices) gives the picked group's reach.
BoardPicture pictureOfView(const block::BlockData& data, const block::BlockView& view, const std::vector<block::BlockAction>& legal);
// The board with every block's label shown: the end of the game (B11).
BoardPicture revealedPicture(const block::BlockData& data, const block::BlockState& state);
// The battle on the board as `viewer` sees it (block::battleView).
BattlePicture battlePictureOf(const block::BlockData& data, const block::Battle& seen, block::Side viewer);

}  // namespace tricorne::app
