// A battle that nobody fights: ruling A41 (B9.4, B9.10, B10) ends the attack after two rounds in
// a row in which no block fired, so that every battle ends.
#include <gtest/gtest.h>

#include "block_battle_support.h"

namespace tricorne::test {
namespace {

using P = block::BattlePosition;
using block::BattleResult;
using block::BattleStep;

Opening regiments(bool attackerMayLeave) {
    Opening o{Side::British,
              {fighter("br_9th_foot"), fighter("br_20th_foot"), fighter("br_21st_foot")},
              {fighter("am_1st_nh"), fighter("am_3rd_nh"), fighter("am_paterson")}};
    o.attackerMayLeave = attackerMayLeave;
    return o;
}

const std::map<std::string, P> kLines{{"am_1st_nh", P::Left},   {"am_3rd_nh", P::Center},   {"am_paterson", P::Right},
                                      {"br_9th_foot", P::Left}, {"br_20th_foot", P::Center}, {"br_21st_foot", P::Right}};

// Both sides sit out a round, and from round 2 both choose to fight on first.
void idleRound(Battle& b, const block::BlockData& d = realBlockData()) {
    if (b.step == BattleStep::Decide) play(b, fightOn(), d);
    if (b.step == BattleStep::Decide) play(b, fightOn(), d);
    play(b, endTurn(), d);  // the defender's part
    play(b, endTurn(), d);  // the attacker's part
}

TEST(BlockBattleEnd, RulingA41_TwoRoundsWithoutFireMakeTheAttackerWithdrawUnderFire) {
    Battle b = open(regiments(true));
    deployAll(b, kLines);
    idleRound(b);
    EXPECT_EQ(b.round, 2);  // one idle round is a pause: B9.10's decision comes first
    EXPECT_EQ(b.step, BattleStep::Decide);
    idleRound(b);
    // B9.10: the attacker withdraws, each American block in a battlefield position firing one die.
    ASSERT_EQ(b.step, BattleStep::Roll);
    ASSERT_TRUE(b.leaving.has_value());
    EXPECT_EQ(*b.leaving, Side::British);
    EXPECT_TRUE(b.leavingWithdraws);
    EXPECT_EQ(b.fire.dice, 1);
    for (int k = 0; k < 3; ++k) play(b, dice({2}));
    EXPECT_EQ(b.result, BattleResult::AttackerWithdrew);
}

TEST(BlockBattleEnd, RulingA41_AnAttackerWithNowhereToGoIsEliminated) {
    Battle b = open(regiments(false));
    deployAll(b, kLines);
    idleRound(b);
    idleRound(b);
    // B10: a retreat with no location to go to eliminates every block.
    EXPECT_EQ(b.result, BattleResult::AttackerEliminated);
    for (const auto& f : b.fighters) {
        if (f.side == Side::British) {
            EXPECT_TRUE(f.eliminated);
        }
    }
}

TEST(BlockBattleEnd, RulingA41_ARoundWithFireStartsTheCountAfresh) {
    Battle b = open(regiments(true));
    deployAll(b, kLines);
    idleRound(b);
    play(b, fightOn());
    play(b, fightOn());
    play(b, fire(at(b, "am_1st_nh")));
    play(b, dice({1, 2, 3, 4}));
    play(b, endTurn());
    play(b, endTurn());
    EXPECT_EQ(b.idleRounds, 0);
    idleRound(b);
    EXPECT_EQ(b.round, 4);
    EXPECT_EQ(b.step, BattleStep::Decide);  // B9.10: the defender decides first
    EXPECT_EQ(b.result, BattleResult::Ongoing);
}

TEST(BlockBattleEnd, RulingA41_SwitchedOffAnIdleRoundIsJustARound) {
    block::BlockData d = realBlockData();
    d.scenario.rulings.idleRoundsEndBattle = 0;
    Battle b = open(regiments(true), d);
    deployAll(b, kLines, d);
    for (int k = 0; k < 5; ++k) idleRound(b, d);
    EXPECT_EQ(b.round, 6);
    EXPECT_FALSE(b.leaving.has_value());
    EXPECT_EQ(b.result, BattleResult::Ongoing);
}

}  // namespace
}  // namespace tricorne::test
