#include "block_battle_support.h"

#include <algorithm>

namespace tricorne::test {

Fighter fighter(const std::string& id, int sp, bool crossedWater) {
    const block::Block* blk = realBlockData().roster.block(id);
    EXPECT_NE(blk, nullptr) << id;
    Fighter f;
    f.block = id;
    f.side = blk ? blk->side : Side::British;
    f.sp = sp >= 0 ? sp : (blk ? blk->sp : 0);
    f.crossedWater = crossedWater;
    return f;
}

Battle open(const Opening& o, const block::BlockData& data) {
    block::BattleOpening opening;
    opening.point = o.fort ? "fort_edward" : "salem";
    opening.attacker = o.attacker;
    opening.fort = o.fort;
    opening.attackers = o.attackers;
    opening.defenders = o.defenders;
    opening.attackerMayLeave = o.attackerMayLeave;
    opening.defenderMayLeave = o.defenderMayLeave;
    return block::openBattle(data, opening);
}

int at(const Battle& b, const std::string& id) {
    for (std::size_t i = 0; i < b.fighters.size(); ++i)
        if (b.fighters[i].block == id) return static_cast<int>(i);
    ADD_FAILURE() << id << " is not in the battle";
    return -1;
}

const Fighter& fighterOf(const Battle& b, const std::string& id) { return b.fighters.at(static_cast<std::size_t>(at(b, id))); }

BattleAction deploy(int fighter, BattlePosition position) { return {BattleAction::Kind::Deploy, fighter, position, {}}; }
BattleAction move(int fighter, BattlePosition position) { return {BattleAction::Kind::Move, fighter, position, {}}; }
BattleAction fire(int fighter) { return {BattleAction::Kind::Fire, fighter, BattlePosition::Reserve, {}}; }
BattleAction hit(int fighter) { return {BattleAction::Kind::Hit, fighter, BattlePosition::Reserve, {}}; }
BattleAction flee(int fighter) { return {BattleAction::Kind::Flee, fighter, BattlePosition::Reserve, {}}; }
BattleAction dice(std::vector<int> faces) {
    std::sort(faces.begin(), faces.end());
    return {BattleAction::Kind::Dice, -1, BattlePosition::Reserve, faces};
}
BattleAction endTurn() { return {BattleAction::Kind::EndTurn, -1, BattlePosition::Reserve, {}}; }
BattleAction withdraw() { return {BattleAction::Kind::Withdraw, -1, BattlePosition::Reserve, {}}; }
BattleAction fightOn() { return {BattleAction::Kind::Continue, -1, BattlePosition::Reserve, {}}; }

void play(Battle& b, const BattleAction& a, const block::BlockData& data) {
    if (a.kind != BattleAction::Kind::Dice) {
        const auto legal = block::battleLegalActions(b, data);
        EXPECT_NE(std::find(legal.begin(), legal.end(), a), legal.end()) << block::battleActionToJson(a).dump() << " is not offered";
    }
    const auto applied = block::applyBattleAction(b, a, data);
    ASSERT_TRUE(applied.ok()) << applied.refusal;
}

void deployAll(Battle& b, const std::map<std::string, BattlePosition>& where, const block::BlockData& data) {
    while (b.step == block::BattleStep::Deploy) {
        const auto legal = block::battleLegalActions(b, data);
        ASSERT_FALSE(legal.empty());
        const int next = legal.front().fighter;
        const auto it = where.find(b.fighters[static_cast<std::size_t>(next)].block);
        ASSERT_NE(it, where.end()) << b.fighters[static_cast<std::size_t>(next)].block;
        play(b, deploy(next, it->second), data);
    }
}

}  // namespace tricorne::test
