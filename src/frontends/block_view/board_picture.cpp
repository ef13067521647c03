#include "board_picture.h"

namespace tricorne::app {

PictureBlock labelOf(const block::Block& block, int sp) {
    PictureBlock p;
    p.side = block.side;
    p.labelShown = true;
    p.id = block.id;
    p.name = block.name;
    p.type = block.type;
    p.sp = sp;
    p.fullSp = block.sp;
    p.move = block.move;
    p.groupLimit = block.groupLimit;
    return p;
}

PictureBlock backOf(block::Side side) {
    PictureBlock p;
    p.side = side;
    return p;
}

int roadLimit(const block::RoadLimits& limits, const block::Connection& road) {
    // B6: brown roads 7 a player a turn, dotted crossings 10, other blue roads no limit.
    const std::optional<int>& limit = road.road == block::Road::Brown ? limits.brown : road.crossesWater() ? limits.crossing : limits.blue;
    return limit.value_or(0);
}

int BoardPicture::blockCount() const {
    int n = static_cast<int>(militiaToPlace.size());
    for (const auto& [at, blocks] : stacks) n += static_cast<int>(blocks.size());
    for (const auto& [leader, blocks] : held) n += static_cast<int>(blocks.size());
    return n;
}

BoardPicture pictureOfSetUp(const block::BlockData& data, block::Side viewer) {
    BoardPicture picture;
    picture.viewer = viewer;
    picture.turns = data.scenario.turns;
    auto seen = [&](const std::string& id) {
        const block::Block* b = data.roster.block(id);
        // B3: the label faces its owner only; every block starts at full strength (B4).
        return b->side == viewer ? labelOf(*b, b->sp) : backOf(b->side);
    };
    for (const block::Placement& placement : data.scenario.placements) picture.stacks[placement.at].push_back(seen(placement.block));
    for (const block::BoxContents& box : data.scenario.boxes) {
        for (const std::string& id : box.blocks) {
            picture.stacks[box.box].push_back(seen(id));
            if (data.roster.block(id)->type == block::UnitType::Commander) picture.clintonBox = box.box;
        }
    }
    for (const block::Reinforcement& r : data.scenario.reinforcements) picture.stacks[data.scenario.reinforcementBox].push_back(seen(r.block));
    for (const std::string& id : data.scenario.militia.blocks) picture.militiaToPlace.push_back(seen(id));
    for (const block::Connection& c : data.map.connections) {
        picture.roadUse.push_back({c.a, c.b, 0, roadLimit(data.tables.roads, c)});
    }
    return picture;
}

std::string reachText(const ReachablePoint& reach) {
    std::string text = std::to_string(reach.apCost) + " AP \u00b7 ";
    text += reach.crossing ? "crossing" : std::string(block::roadId(reach.road));
    if (reach.capacity > 0)
        text += " " + std::to_string(reach.capacityLeft) + "/" + std::to_string(reach.capacity) + " left";
    else
        text += " no limit";
    return text;
}

}  // namespace tricorne::app
