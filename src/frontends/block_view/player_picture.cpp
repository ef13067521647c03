#include "player_picture.h"

#include <algorithm>

namespace tricorne::app {

namespace {
std::string roadKey(const block::Connection& c) { return c.a < c.b ? c.a + "|" + c.b : c.b + "|" + c.a; }

// B6: the units `side` has moved along `road` this turn, as the rules count them (A17).
int roadUsed(const block::BlockState& s, block::Side side, const block::Connection& road) {
    const auto& used = s.roadUse[sideIndex(side)];
    auto count = [&](const std::string& key) {
        const auto found = used.find(key);
        return found == used.end() ? 0 : found->second;
    };
    if (road.road == block::Road::Brown)
        return s.data->scenario.rulings.brownLimitScope == block::LimitScope::PerConnection ? count("brown:" + roadKey(road)) : count("brown");
    return road.crossesWater() ? count("crossing:" + roadKey(road)) : 0;
}

std::string clintonBoxOf(const block::BlockData& data, const block::BlockState& s) {
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (data.roster.blocks[i].type == block::UnitType::Commander && s.pieces[i].at != block::kHidden) return s.pieces[i].at;
    return {};
}

void fillCommon(BoardPicture& picture, const block::BlockData& data, const block::BlockState& s, block::Side side) {
    picture.turn = s.turn;
    picture.turns = data.scenario.turns;
    picture.apAmerican = s.ap[0];
    picture.apBritish = s.ap[1];
    picture.clintonBox = clintonBoxOf(data, s);
    picture.holdingBoxes = s.options.holdingBoxes;
    for (const block::Connection& c : data.map.connections) picture.roadUse.push_back({c.a, c.b, roadUsed(s, side, c), roadLimit(data.tables.roads, c)});
}
}  // namespace

BoardPicture pictureOfView(const block::BlockData& data, const block::BlockView& view, const std::vector<block::BlockAction>& legal) {
    const block::BlockState& s = view.state;
    // The table (both sides' sight, kTable) owns no block: every block it may see stands in its view.
    const bool table = view.player == block::kTable;
    const block::Side viewer = view.player == 1 ? block::Side::British : block::Side::American;
    BoardPicture picture;
    picture.viewer = viewer;
    fillCommon(picture, data, s, viewer);
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const block::Piece& p = s.pieces[i];
        const block::Block& b = data.roster.blocks[i];
        if (p.at == block::kHidden || p.at == block::kEliminated) continue;
        // B3: own blocks whole; an enemy block the view leaves in place is one the rules show (the British boxes, A14).
        const PictureBlock seen = (!table && b.side == viewer) || p.sp > 0 ? labelOf(b, p.sp) : backOf(b.side);
        if (p.at == block::kUnplaced)
            picture.militiaToPlace.push_back(seen);
        else if (!p.heldBy.empty())
            picture.held[p.heldBy].push_back(seen);  // B12.1: in his box, off the map (A43)
        else
            picture.stacks[p.at].push_back(seen);
    }
    for (const block::BlockView::Slot& slot : view.hidden)
        if (!slot.box.empty()) {
            picture.held[slot.box].push_back(backOf(slot.side));  // B12.1: counted in the box, where he is unsaid (A36, A43)
        } else if (slot.at != block::kEliminated && slot.at != block::kUnplaced) {
            PictureBlock back = backOf(slot.side);
            if (slot.native) back.type = block::UnitType::Native;  // A44: where a Native stands is public
            picture.stacks[slot.at].push_back(back);
        }
    // B6: the group on the move, and the points its next step may reach.
    if (s.activation && s.activation->mover != block::kHidden && !s.activation->path.empty()) {
        PickedGroup group;
        group.point = s.activation->path.back();
        group.blocks.push_back(s.activation->mover);
        group.blocks.insert(group.blocks.end(), s.activation->group.begin(), s.activation->group.end());
        for (const block::BlockAction& a : legal) {
            if (a.kind != block::BlockAction::Kind::Step) continue;
            ReachablePoint reach;
            reach.point = a.at;
            reach.apCost = 0;  // the activation's AP is spent: steps within its rate are free (B6)
            // From a box the blocks enter at its entry points, by no road (B4).
            if (const block::Connection* road = data.map.connection(group.point, a.at)) {
                reach.road = road->road;
                reach.crossing = road->crossesWater();
                reach.capacity = roadLimit(data.tables.roads, *road);
                reach.capacityLeft = std::max(0, reach.capacity - roadUsed(s, viewer, *road));
            } else {
                reach.road = block::Road::Blue;
            }
            group.reachable.push_back(reach);
        }
        picture.picked = group;
    }
    return picture;
}

BoardPicture revealedPicture(const block::BlockData& data, const block::BlockState& s) {
    BoardPicture picture;
    picture.viewer = block::Side::American;
    fillCommon(picture, data, s, block::Side::American);
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const block::Piece& p = s.pieces[i];
        if (p.at == block::kEliminated) continue;
        const PictureBlock seen = labelOf(data.roster.blocks[i], p.sp);
        if (p.at == block::kUnplaced)
            picture.militiaToPlace.push_back(seen);
        else if (!p.heldBy.empty())
            picture.held[p.heldBy].push_back(seen);
        else
            picture.stacks[p.at].push_back(seen);
    }
    return picture;
}

BattlePicture battlePictureOf(const block::BlockData& data, const block::Battle& b, block::Side viewer) {
    BattlePicture picture;
    picture.viewer = viewer;
    picture.attacker = b.attacker;
    const block::Point* point = data.map.point(b.point);
    picture.pointName = point ? point->name : b.point;
    picture.skirmish = b.skirmish;
    picture.fort = b.fort;
    picture.round = std::max(1, b.round);
    if (b.step != block::BattleStep::Over && b.step != block::BattleStep::Roll) picture.toAct = b.active;
    const std::string side(block::sideName(b.active));
    switch (b.step) {
    case block::BattleStep::Deploy: picture.step = side + " deployment (B9.1)"; break;
    case block::BattleStep::Act: picture.step = side + " fire and movement (B9.4-B9.6)"; break;
    case block::BattleStep::Decide: picture.step = side + ": withdraw or fight on (B9.10)"; break;
    case block::BattleStep::Roll: picture.step = "the dice are rolled (B9.6)"; break;
    case block::BattleStep::AllocateHits: picture.step = side + " takes the hits (B9.6)"; break;
    case block::BattleStep::ChooseFleeing: picture.step = side + " chooses the militia that flee (B9.7)"; break;
    case block::BattleStep::Over: picture.step = "the battle is over (B9.11)"; break;
    }
    for (const block::Fighter& f : b.fighters) {
        BattleFighter fighter;
        const block::Block* blk = f.block.empty() ? nullptr : data.roster.block(f.block);
        fighter.block = blk ? labelOf(*blk, f.sp) : backOf(f.side);
        fighter.position = static_cast<BattlePosition>(static_cast<int>(f.position));
        fighter.revealed = f.revealed;
        fighter.fled = f.fled;
        fighter.eliminated = f.eliminated;
        picture.fighters.push_back(fighter);
    }
    if (b.lastFirer >= 0 && b.lastFirer < static_cast<int>(b.fighters.size())) {
        const block::Fighter& firer = b.fighters[static_cast<std::size_t>(b.lastFirer)];
        const block::Block* blk = firer.block.empty() ? nullptr : data.roster.block(firer.block);
        picture.lastRollBy = (blk ? blk->name : "A " + std::string(block::sideName(firer.side)) + " block") + " fired, hitting on " +
                             std::to_string(b.fire.hitOn) + "+ (B9.6)";
        for (const int face : b.lastDice) picture.lastRoll.push_back({face, face >= b.fire.hitOn, b.fire.fleeOn > 0 && face <= b.fire.fleeOn});
    }
    return picture;
}

}  // namespace tricorne::app
