// Many battles on the real roster with random legal actions and sampled dice: the battle always
// ends, no block ever gains SP, and every block that came in is accounted for.
#include <gtest/gtest.h>

#include <algorithm>

#include "block_battle_support.h"
#include "tricorne/engine/rng.h"

using namespace tricorne;
using namespace tricorne::test;
using block::BattleResult;
using block::BattleStep;

namespace {

// A random opening: a few blocks of each side (leaders, Native blocks and militia among them).
block::BattleOpening randomOpening(core::Rng& rng) {
    const auto& roster = realBlockData().roster;
    block::BattleOpening o;
    o.point = "salem";
    o.attacker = rng.below(2) == 0 ? Side::British : Side::American;
    o.fort = rng.below(4) == 0;
    o.attackerMayLeave = rng.below(5) != 0;
    o.defenderMayLeave = rng.below(5) != 0;
    for (Side side : {Side::American, Side::British}) {
        std::vector<const block::Block*> pool;
        for (const auto* blk : roster.of(side))
            if (blk->sp > 0) pool.push_back(blk);
        const int n = 1 + rng.below(8);
        for (int i = 0; i < n && !pool.empty(); ++i) {
            const auto k = static_cast<std::size_t>(rng.below(static_cast<int>(pool.size())));
            Fighter f;
            f.block = pool[k]->id;
            f.side = side;
            f.sp = 1 + rng.below(pool[k]->sp);
            f.crossedWater = side == o.attacker && rng.below(3) == 0;
            pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(k));
            (side == o.attacker ? o.attackers : o.defenders).push_back(f);
        }
    }
    return o;
}

// Plays `seeds` random battles on `d` and checks the invariants after every action.
void soak(const block::BlockData& d, std::uint64_t seeds) {
    int battles = 0, skirmishes = 0, retreats = 0, withdrawals = 0, eliminations = 0;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        core::Rng rng(seed);
        const auto opening = randomOpening(rng);
        Battle b = block::openBattle(d, opening);
        const std::size_t count = b.fighters.size();
        ASSERT_EQ(count, opening.attackers.size() + opening.defenders.size());
        skirmishes += b.skirmish;
        int steps = 0;
        while (block::battleToMove(b) != engine::kTerminal) {
            ASSERT_LT(++steps, 20000) << "seed " << seed << ": the battle does not end";
            const std::vector<Fighter> before = b.fighters;
            block::BattleAction a;
            if (block::battleToMove(b) == engine::kChance) {
                const auto outcomes = block::battleChanceOutcomes(b, d);
                ASSERT_FALSE(outcomes.empty());
                double sum = 0, r = static_cast<double>(rng.below(1000000)) / 1e6;
                a = outcomes.back().first;
                for (const auto& [o, p] : outcomes)
                    if ((sum += p) > r) {
                        a = o;
                        break;
                    }
            } else {
                auto legal = block::battleLegalActions(b, d);
                ASSERT_FALSE(legal.empty()) << "seed " << seed << ": nothing to do at step " << static_cast<int>(b.step);
                // Ending a turn is offered less often, so battles are fought rather than sat out.
                const auto pick = static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())));
                a = legal[pick];
                if (a.kind == block::BattleAction::Kind::EndTurn && legal.size() > 1 && rng.below(2) == 0) a = legal[(pick + 1) % legal.size()];
            }
            const auto applied = block::applyBattleAction(b, a, d);
            ASSERT_TRUE(applied.ok()) << "seed " << seed << ": " << applied.refusal;
            ASSERT_EQ(b.fighters.size(), count);
            // Part 4 orders the fighters anew as blocks are revealed: each block is followed by its id.
            for (std::size_t i = 0; i < count; ++i) {
                const Fighter& now = fighterOf(b, before[i].block);
                EXPECT_LE(now.sp, before[i].sp) << "seed " << seed;
                EXPECT_GE(now.sp, 0);
                if (before[i].eliminated) {
                    EXPECT_TRUE(now.eliminated);
                }
                if (now.eliminated) {
                    EXPECT_TRUE(now.revealed);
                }
            }
            if (steps % 16 == 0) {
                std::string error;
                const auto back = block::battleFromJson(block::battleToJson(b), error);
                ASSERT_TRUE(back.has_value()) << error;
                ASSERT_EQ(*back, b);
            }
        }
        const auto result = block::battleResult(b);
        ASSERT_NE(result, BattleResult::Ongoing);
        ++battles;
        retreats += result == BattleResult::AttackerRetreated || result == BattleResult::DefenderRetreated;
        withdrawals += result == BattleResult::AttackerWithdrew || result == BattleResult::DefenderWithdrew;
        eliminations += result == BattleResult::AttackerEliminated || result == BattleResult::DefenderEliminated;
        // An eliminated side has no block left; any other ending leaves the winner on the board.
        for (Side side : {Side::American, Side::British}) {
            const bool anyLeft = std::any_of(b.fighters.begin(), b.fighters.end(), [&](const Fighter& f) { return f.side == side && !f.eliminated && !f.left; });
            const bool lost = (side == b.attacker && result == BattleResult::AttackerEliminated) || (side != b.attacker && result == BattleResult::DefenderEliminated);
            if (lost) {
                EXPECT_FALSE(anyLeft) << "seed " << seed;
            }
        }
    }
    EXPECT_EQ(battles, static_cast<int>(seeds));
    EXPECT_GT(skirmishes, 0);
    EXPECT_GT(retreats, 0);
    EXPECT_GT(withdrawals, 0);
    EXPECT_GT(eliminations, 0);
}

}  // namespace

TEST(BlockBattle, RandomBattlesEndWithEveryBlockAccountedForAndNoStrengthGained) { soak(realBlockData(), 300); }

TEST(BlockBattle, RandomBattlesUnderTheOtherReadingOfEveryBattleRulingEndAlike) {
    block::BlockData d = realBlockData();
    auto& r = d.scenario.rulings;
    r.militiaFleeCausedBy = block::FleeCausedBy::InfantryOnly;                   // A5
    r.arnoldLosesDieAgainstFort = true;                                          // A7
    r.arnoldLosesDieAcrossWater = false;
    r.arnoldRetreatFireDice = 1;
    r.leaderAloneHoldsPosition = false;                                          // A10
    r.leadersCountTowardThree = true;                                            // A23
    r.nativeCountTowardThree = false;
    r.shortSideFightsSkirmish = false;                                           // A24
    r.fortSkirmishAttackingMilitiaFlee = block::FortSkirmishFlee::Ignored;       // A26
    r.reserveRevealedWhenMoved = false;                                          // A27
    r.firstRoundDiceLossMax = 2;                                                 // A28
    r.excessHitsLost = false;                                                    // A29
    r.retreatFireTerrainLossEveryRound = true;                                   // A31
    r.nativeAloneLeavingIsWithdrawal = false;                                    // A32
    r.fleeingMilitiaChosenBy = block::Chooser::Firer;                            // A33
    r.idleRoundsEndBattle = 0;                                                   // A41
    soak(d, 200);
}
