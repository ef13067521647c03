// What one player sees of the block game's board (B3, B4, BLOCK-GAME-BRIEF Part 4): the blocks
// at each point and box, his own with their labels and strength, the enemy's as colour only;
// the turn, the action points, Clinton's box, the roads used this turn and the group picked.
// The campaign map draws exactly this and nothing else.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/block/block_data.h"

namespace tricorne::app {

// One block as the viewer sees it. For a block whose label he may not see only `side` is set.
struct PictureBlock {
    block::Side side = block::Side::British;
    bool labelShown = false;
    std::string id;
    std::string name;
    block::UnitType type = block::UnitType::Regular;
    int sp = 0;
    int fullSp = 0;
    int move = 0;        // a leader's rate, right of his star (B3.1)
    int groupLimit = 0;  // a leader's group limit, left of his star (B3.1)

    bool isLeaderLike() const { return type == block::UnitType::Leader || type == block::UnitType::Commander; }
};

// The block as its owner, or anyone once it is revealed, sees it.
PictureBlock labelOf(const block::Block& block, int sp);
// The block as the enemy sees it standing: its colour.
PictureBlock backOf(block::Side side);

// B6: how many units a player has moved along one road this turn, and its limit (0: none).
// B6: the units a player may move along `road` in a turn, 0 for no limit.
int roadLimit(const block::RoadLimits& limits, const block::Connection& road);

struct RoadUse {
    std::string a;
    std::string b;
    int used = 0;
    int limit = 0;
};

// A point the picked group can reach, what it costs and what the road into it has left (B6).
struct ReachablePoint {
    std::string point;
    int apCost = 1;
    block::Road road = block::Road::Brown;
    bool crossing = false;  // the last road crosses water: the crossing's limit applies (B6)
    int capacityLeft = 0;
    int capacity = 0;       // 0: unlimited
};

// The group picked to move: its leader's point, its blocks and where it can go.
struct PickedGroup {
    std::string point;
    std::vector<std::string> blocks;
    std::vector<ReachablePoint> reachable;
};

struct BoardPicture {
    block::Side viewer = block::Side::American;
    int turn = 1;
    int turns = 24;
    int apAmerican = 0;
    int apBritish = 0;
    std::string clintonBox;
    // The blocks at each point and box, by its id, in the order they stand.
    std::map<std::string, std::vector<PictureBlock>> stacks;
    // B4: the American militia still to be placed on the board.
    std::vector<PictureBlock> militiaToPlace;
    std::vector<RoadUse> roadUse;
    std::optional<PickedGroup> picked;
    bool holdingBoxes = false;  // B12.1 chosen: the leaders' holding boxes are on the board
    // B12.1: the blocks in each leader's holding box, by his id: the viewer's own by label, the
    // enemy's as their backs, counted (A36, A43). None of them stands in `stacks`.
    std::map<std::string, std::vector<PictureBlock>> held;

    int blockCount() const;
};

// The board at set-up as `viewer` sees it: the fixed placements, the British boxes, Clinton in
// New York City, the American reinforcements and the militia still to place (B4).
BoardPicture pictureOfSetUp(const block::BlockData& data, block::Side viewer);

// "1 AP · brown 4/7 left", what the map writes beside a reachable point.
std::string reachText(const ReachablePoint& reach);

}  // namespace tricorne::app
