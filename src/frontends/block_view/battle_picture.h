// What one player sees of a battle on the battle board (B9.1-B9.11): each side's blocks in
// its Left, Center, Right and Reserve, revealed face up or standing hidden, those that fled
// or were eliminated, the round, whose move it is and the dice of the last roll.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "board_picture.h"

namespace tricorne::app {

// B9.1: each side's three battlefield positions and the Reserve behind them.
enum class BattlePosition { Left, Center, Right, Reserve };

std::string_view positionName(BattlePosition position);

struct BattleFighter {
    PictureBlock block;  // labelShown for the viewer's own blocks and for the enemy's revealed ones
    BattlePosition position = BattlePosition::Reserve;
    bool revealed = false;    // laid face up, its SP toward the enemy (B9.1); else standing
    bool fled = false;        // militia that fled to the Reserve (B9.7)
    bool eliminated = false;  // reduced below 1 SP (B9.6)
};

// One die of the last roll, and what it did (B9.6, B9.7).
struct BattleDie {
    int face = 1;
    bool hit = false;
    bool flee = false;
};

struct BattlePicture {
    block::Side viewer = block::Side::American;
    block::Side attacker = block::Side::British;
    std::string pointName;
    bool skirmish = false;  // B9.2: all in the Center, no Reserve
    bool fort = false;      // B9.9
    int round = 1;
    std::optional<block::Side> toAct;
    std::string step;       // what is being done now, with its rule
    std::vector<BattleFighter> fighters;
    std::string lastRollBy; // who rolled the last dice, and at what
    std::vector<BattleDie> lastRoll;
};

}  // namespace tricorne::app
