// Battle fire on the block game's battle board (B9.6-B9.11) with forced dice: the rulebook's
// examples, water and forts, Arnold, Native blocks, withdrawal and retreat fire.
#include <gtest/gtest.h>

#include "block_battle_support.h"

using namespace tricorne;
using namespace tricorne::test;
using block::BattleResult;
using block::BattleStep;
using P = block::BattlePosition;

namespace {

const block::BlockData& data() { return realBlockData(); }

// The B9.7 example's board: the British right (infantry 4 SP, artillery 3 SP) against the
// American left (two 2-SP militia and a 4-SP regiment).
Battle militiaFleeExample() {
    Battle b = open({Side::British,
                     {fighter("br_9th_foot"), fighter("br_pausch"), fighter("br_20th_foot"), fighter("br_21st_foot")},
                     {fighter("am_mil_charlotte"), fighter("am_mil_schenectady"), fighter("am_1st_nh"), fighter("am_3rd_nh"), fighter("am_paterson")}});
    deployAll(b, {{"am_mil_charlotte", P::Left}, {"am_mil_schenectady", P::Left}, {"am_1st_nh", P::Left}, {"am_3rd_nh", P::Center},
                  {"am_paterson", P::Right}, {"br_9th_foot", P::Right}, {"br_pausch", P::Right}, {"br_20th_foot", P::Left},
                  {"br_21st_foot", P::Center}});
    play(b, endTurn());  // the defending Americans do nothing in round 1
    return b;
}

}  // namespace

TEST(BlockBattle, RuleB9_7_AMilitiaFleesOnABritishOneAfterTheLosses) {
    Battle b = militiaFleeExample();
    const int charlotte = at(b, "am_mil_charlotte"), schenectady = at(b, "am_mil_schenectady");
    // The British infantry rolls 4 dice, 1, 3, 4, 6: the six hits, the one makes a militia flee.
    play(b, fire(at(b, "br_9th_foot")));
    EXPECT_EQ(b.fire.dice, 4);
    play(b, dice({1, 3, 4, 6}));
    ASSERT_EQ(b.step, BattleStep::AllocateHits);
    EXPECT_EQ(block::battleToMove(b), 0);  // the American allocates his losses
    play(b, hit(charlotte));
    ASSERT_EQ(b.step, BattleStep::ChooseFleeing);  // the flee comes after the loss
    play(b, flee(charlotte));
    EXPECT_EQ(fighterOf(b, "am_mil_charlotte").sp, 1);
    EXPECT_EQ(fighterOf(b, "am_mil_charlotte").position, P::Reserve);
    EXPECT_TRUE(fighterOf(b, "am_mil_charlotte").fled);
    // The British artillery rolls 3 dice, 1, 3, 4: no hit, and the other militia flees.
    play(b, fire(at(b, "br_pausch")));
    EXPECT_EQ(b.fire.dice, 3);
    play(b, dice({1, 3, 4}));
    ASSERT_EQ(b.step, BattleStep::ChooseFleeing);
    play(b, flee(schenectady));
    EXPECT_EQ(fighterOf(b, "am_mil_schenectady").position, P::Reserve);
    EXPECT_EQ(fighterOf(b, "am_mil_schenectady").sp, 2);
    EXPECT_EQ(fighterOf(b, "am_1st_nh").position, P::Left);  // the regiment holds the Left
    EXPECT_EQ(b.result, BattleResult::Ongoing);
    EXPECT_EQ(b.step, BattleStep::Act);
}

TEST(BlockBattle, RuleB9_7_AFledMilitiaMayNotReturn) {
    Battle b = militiaFleeExample();
    play(b, fire(at(b, "br_pausch")));
    play(b, dice({1, 2, 3}));
    play(b, flee(at(b, "am_mil_charlotte")));
    play(b, endTurn());
    play(b, fightOn());
    play(b, fightOn());
    Battle before = b;
    const auto applied = block::applyBattleAction(b, move(at(b, "am_mil_charlotte"), P::Left), data());
    EXPECT_EQ(applied.refusal.substr(0, 5), "B9.7:");
    EXPECT_EQ(b, before);
}

TEST(BlockBattle, RuleB9_9_ThePicturedBattleExampleEndsInAForcedRetreatUnderFire) {
    Battle b = open({Side::British,
                     {fighter("br_pausch"), fighter("br_21st_foot"), fighter("na_senecas"), fighter("br_47th_foot", 2), fighter("br_fraser")},
                     {fighter("am_mil_charlotte"), fighter("am_3rd_nh"), fighter("am_1st_nh"), fighter("am_mil_tryon"), fighter("am_mil_albany")}});
    deployAll(b, {{"am_mil_charlotte", P::Right}, {"am_3rd_nh", P::Right}, {"am_1st_nh", P::Left}, {"am_mil_tryon", P::Center},
                  {"am_mil_albany", P::Center}, {"br_pausch", P::Left}, {"br_21st_foot", P::Center}, {"na_senecas", P::Center},
                  {"br_47th_foot", P::Right}, {"br_fraser", P::Reserve}});
    EXPECT_FALSE(fighterOf(b, "br_fraser").revealed);  // Reserves stay hidden
    EXPECT_TRUE(fighterOf(b, "na_senecas").revealed);
    play(b, endTurn());
    // The artillery in the British left fires 3 dice at the American right: a hit on the 5, a flee on the 1.
    play(b, fire(at(b, "br_pausch")));
    play(b, dice({1, 3, 5}));
    play(b, hit(at(b, "am_mil_charlotte")));
    play(b, flee(at(b, "am_mil_charlotte")));
    // Fraser moves from the Reserve to the Center and may not fire this round.
    play(b, move(at(b, "br_fraser"), P::Center));
    EXPECT_TRUE(fighterOf(b, "br_fraser").revealed);
    Battle before = b;
    EXPECT_EQ(block::applyBattleAction(b, fire(at(b, "br_fraser")), data()).refusal.substr(0, 5), "B9.5:");
    EXPECT_EQ(b, before);
    // The 2-SP infantry in the British right rolls 2 dice at the American left and hits with the 6.
    play(b, fire(at(b, "br_47th_foot")));
    EXPECT_EQ(b.fire.dice, 2);
    play(b, dice({3, 6}));
    play(b, hit(at(b, "am_1st_nh")));
    // The Native block in the Center rolls 4 dice; the 1 and the 2 send both militia in the American center to the Reserve.
    play(b, fire(at(b, "na_senecas")));
    play(b, dice({1, 2, 3, 4}));
    ASSERT_EQ(b.step, BattleStep::ChooseFleeing);
    EXPECT_EQ(b.fire.flees, 2);
    play(b, flee(at(b, "am_mil_tryon")));
    play(b, flee(at(b, "am_mil_albany")));
    // The American center is empty: a forced retreat, and every British block in a battlefield position fires at them.
    ASSERT_TRUE(b.leaving.has_value());
    EXPECT_EQ(*b.leaving, Side::American);
    EXPECT_FALSE(b.leavingWithdraws);
    int firings = 0;
    while (b.step != BattleStep::Over) {
        ASSERT_EQ(b.step, BattleStep::Roll);
        EXPECT_EQ(b.fire.kind, block::FireKind::Retreat);
        ++firings;
        play(b, dice(std::vector<int>(static_cast<std::size_t>(b.fire.dice), 2)));  // every die misses
    }
    EXPECT_EQ(firings, 5);  // Pausch, 21st Foot, Senecas, 47th Foot and Fraser
    EXPECT_EQ(b.result, BattleResult::DefenderRetreated);
}

TEST(BlockBattle, RuleB9_8_AcrossWaterEachAttackingBlockRollsOneDieFewerInTheFirstRound) {
    Battle b = open({Side::British, {fighter("br_9th_foot", -1, true), fighter("br_pausch", -1, true)}, {fighter("am_1st_nh"), fighter("am_paterson")}});
    ASSERT_TRUE(b.skirmish);
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_9th_foot"), data()), 3);  // 4 - 1
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_pausch"), data()), 2);    // 3 - 1
    EXPECT_EQ(block::battleFireDice(b, at(b, "am_1st_nh"), data()), 4);    // the defender loses nothing
    play(b, endTurn());
    play(b, endTurn());
    play(b, fightOn());
    play(b, fightOn());
    EXPECT_EQ(b.round, 2);
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_9th_foot"), data()), 4);
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_pausch"), data()), 3);
}

TEST(BlockBattle, RuleB9_8_OnlyTheBlocksThatCrossedLoseADie) {
    Battle b = open({Side::British, {fighter("br_9th_foot", -1, true), fighter("br_20th_foot")}, {fighter("am_1st_nh")}});
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_9th_foot"), data()), 3);
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_20th_foot"), data()), 4);
}

TEST(BlockBattle, RuleB9_9_AgainstAFortInfantryAndNativeLoseADieArtilleryKeepsItsDice) {
    Battle b = open({Side::British, {fighter("br_9th_foot"), fighter("br_pausch"), fighter("na_senecas")}, {fighter("am_1st_nh"), fighter("am_paterson")}, true});
    ASSERT_TRUE(b.skirmish);  // B9.3: a fort held by fewer than three follows the skirmish rules
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_9th_foot"), data()), 3);
    EXPECT_EQ(block::battleFireDice(b, at(b, "na_senecas"), data()), 3);
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_pausch"), data()), 3);
}

TEST(BlockBattle, RulingA28_FortAndCrossingTogetherCostOneDieAndArtilleryLosesOnlyByCrossing) {
    Battle b = open({Side::British, {fighter("br_9th_foot", -1, true), fighter("br_pausch", -1, true)}, {fighter("am_1st_nh")}, true});
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_9th_foot"), data()), 3);
    EXPECT_EQ(block::battleFireDice(b, at(b, "br_pausch"), data()), 2);
}

TEST(BlockBattle, RuleB9_9_MilitiaDefendingAFortIgnoreFleeResults) {
    Battle b = open({Side::British, {fighter("br_9th_foot")}, {fighter("am_mil_tryon"), fighter("am_1st_nh")}, true});
    play(b, endTurn());
    play(b, fire(at(b, "br_9th_foot")));
    EXPECT_EQ(b.fire.fleeOn, 0);
    play(b, dice({1, 1, 1}));
    EXPECT_EQ(b.step, BattleStep::Act);
    EXPECT_EQ(fighterOf(b, "am_mil_tryon").position, P::Center);
}

TEST(BlockBattle, RuleB9_6_ArnoldRollsFourDiceAndIsRemovedOnTwoOnesAfterHisHits) {
    Battle b = open({Side::American, {fighter("am_arnold"), fighter("am_1st_nh")}, {fighter("br_9th_foot"), fighter("br_20th_foot")}});
    const int arnold = at(b, "am_arnold");
    EXPECT_EQ(block::battleFireDice(b, arnold, data()), 4);
    play(b, endTurn());
    play(b, fire(arnold));
    play(b, dice({1, 1, 6, 6}));
    ASSERT_EQ(b.step, BattleStep::AllocateHits);
    EXPECT_FALSE(fighterOf(b, "am_arnold").eliminated);  // his hits first
    play(b, hit(at(b, "br_9th_foot")));
    play(b, hit(at(b, "br_9th_foot")));
    EXPECT_EQ(fighterOf(b, "br_9th_foot").sp, 2);
    EXPECT_TRUE(fighterOf(b, "am_arnold").eliminated);
    EXPECT_EQ(b.result, BattleResult::Ongoing);  // the 1st NH still holds the Center
}

TEST(BlockBattle, RulingA7_ArnoldLosesADieAcrossWaterButNotAgainstAFort) {
    Battle water = open({Side::American, {fighter("am_arnold", -1, true), fighter("am_1st_nh")}, {fighter("br_9th_foot")}});
    EXPECT_EQ(block::battleFireDice(water, at(water, "am_arnold"), data()), 3);
    Battle fort = open({Side::American, {fighter("am_arnold"), fighter("am_1st_nh")}, {fighter("br_9th_foot")}, true});
    EXPECT_EQ(block::battleFireDice(fort, at(fort, "am_arnold"), data()), 4);
    block::BlockData flipped = data();
    flipped.scenario.rulings.arnoldLosesDieAgainstFort = true;
    EXPECT_EQ(block::battleFireDice(fort, at(fort, "am_arnold"), flipped), 3);
}

TEST(BlockBattle, RulingA29_HitsBeyondThePositionsStrengthAreLost) {
    Battle b = open({Side::British, {fighter("br_royal_artillery")}, {fighter("am_mil_charlotte", 1)}});
    play(b, endTurn());
    play(b, fire(at(b, "br_royal_artillery")));
    play(b, dice({5, 5, 6, 6}));
    EXPECT_EQ(b.fire.hits, 1);
    play(b, hit(at(b, "am_mil_charlotte")));
    EXPECT_EQ(b.result, BattleResult::DefenderEliminated);
    EXPECT_EQ(block::battleToMove(b), engine::kTerminal);
}

TEST(BlockBattle, RuleB9_6_NativeBlocksFightOneRoundThenGoToTheReserveBesideBritishColumns) {
    Battle b = open({Side::British, {fighter("na_senecas"), fighter("br_9th_foot")}, {fighter("am_1st_nh"), fighter("am_paterson")}});
    play(b, endTurn());
    play(b, endTurn());
    EXPECT_EQ(fighterOf(b, "na_senecas").position, P::Reserve);
    EXPECT_FALSE(fighterOf(b, "na_senecas").left);
    play(b, fightOn());
    play(b, fightOn());
    play(b, endTurn());
    Battle before = b;
    EXPECT_EQ(block::applyBattleAction(b, move(at(b, "na_senecas"), P::Center), data()).refusal.substr(0, 5), "B9.6:");
    EXPECT_EQ(b, before);
}

TEST(BlockBattle, RuleB9_6_NativeBlocksWithoutBritishColumnsLeaveTheLocation) {
    Battle b = open({Side::British, {fighter("na_senecas"), fighter("na_mohawks")}, {fighter("am_1st_nh")}});
    play(b, endTurn());
    play(b, endTurn());
    EXPECT_TRUE(fighterOf(b, "na_senecas").left);
    EXPECT_TRUE(fighterOf(b, "na_mohawks").left);
    EXPECT_EQ(b.result, BattleResult::AttackerWithdrew);
}

TEST(BlockBattle, RuleB9_6_NativeBlocksWinningInTheFirstRoundStay) {
    Battle b = open({Side::British, {fighter("na_senecas")}, {fighter("am_mil_charlotte", 1)}});
    play(b, endTurn());
    play(b, fire(at(b, "na_senecas")));
    play(b, dice({3, 4, 5, 6}));
    play(b, hit(at(b, "am_mil_charlotte")));
    EXPECT_EQ(b.result, BattleResult::DefenderEliminated);
    EXPECT_FALSE(fighterOf(b, "na_senecas").left);
}

TEST(BlockBattle, RuleB9_10_WithdrawalFireIsOneDieABlockHittingOnSixesOnly) {
    Battle b = open({Side::British, {fighter("br_royal_artillery"), fighter("br_9th_foot")}, {fighter("am_1st_nh"), fighter("am_paterson")}});
    play(b, endTurn());
    play(b, endTurn());
    ASSERT_EQ(b.step, BattleStep::Decide);
    EXPECT_EQ(b.active, Side::American);  // the defender decides first
    play(b, withdraw());
    ASSERT_EQ(b.step, BattleStep::Roll);
    EXPECT_EQ(b.fire.kind, block::FireKind::Withdrawal);
    EXPECT_EQ(b.fire.dice, 1);
    EXPECT_EQ(b.fire.hitOn, 6);
    play(b, dice({5}));  // the artillery's 5 does not hit in withdrawal fire
    ASSERT_EQ(b.step, BattleStep::Roll);
    play(b, dice({6}));
    ASSERT_EQ(b.step, BattleStep::AllocateHits);
    play(b, hit(at(b, "am_paterson")));
    EXPECT_EQ(b.result, BattleResult::DefenderWithdrew);
    EXPECT_EQ(fighterOf(b, "am_paterson").sp, 3);
}

TEST(BlockBattle, RuleB9_10_NoWithdrawalBeforeTheSecondRoundNorWithoutALocation) {
    Battle b = open({Side::British, {fighter("br_9th_foot")}, {fighter("am_1st_nh")}, false, true, false});
    EXPECT_EQ(block::applyBattleAction(b, withdraw(), data()).refusal.substr(0, 5), "B9.4:");
    play(b, endTurn());
    play(b, endTurn());
    // The defender has nowhere to go: only the attacker is asked.
    ASSERT_EQ(b.step, BattleStep::Decide);
    EXPECT_EQ(b.active, Side::British);
}

TEST(BlockBattle, RuleB9_11_RetreatFireHitsTheReserveTooAndTheOwnerChooses) {
    Battle b = open({Side::British,
                     {fighter("br_9th_foot"), fighter("br_20th_foot"), fighter("br_21st_foot")},
                     {fighter("am_1st_nh"), fighter("am_3rd_nh"), fighter("am_paterson"), fighter("am_francis")}});
    deployAll(b, {{"am_1st_nh", P::Left}, {"am_3rd_nh", P::Center}, {"am_paterson", P::Right}, {"am_francis", P::Reserve},
                  {"br_9th_foot", P::Left}, {"br_20th_foot", P::Center}, {"br_21st_foot", P::Right}});
    // The American moves his only Left block to the Reserve: the position is empty, a forced retreat (A30).
    play(b, move(at(b, "am_1st_nh"), P::Reserve));
    ASSERT_EQ(b.step, BattleStep::Roll);
    EXPECT_EQ(b.fire.kind, block::FireKind::Retreat);
    EXPECT_EQ(b.fire.dice, 4);  // one battle fire at current SP
    play(b, dice({2, 3, 6, 6}));
    play(b, hit(at(b, "am_francis")));
    EXPECT_EQ(b.hitsAbsorbedInReserve, 1);
    play(b, hit(at(b, "am_francis")));
    const Battle seen = block::battleView(b, Side::British);
    EXPECT_EQ(seen.fighters[static_cast<std::size_t>(at(b, "am_francis"))].block, "");  // "n hits absorbed", not who took them
    EXPECT_EQ(seen.hitsAbsorbedInReserve, 2);
    play(b, dice({1, 1, 1, 1}));
    play(b, dice({1, 1, 1, 1}));
    EXPECT_EQ(b.result, BattleResult::DefenderRetreated);
    EXPECT_EQ(fighterOf(b, "am_francis").sp, 1);
}

TEST(BlockBattle, RuleB10_ARetreatWithNowhereToGoEliminatesEveryBlock) {
    Battle b = open({Side::British, {fighter("br_royal_artillery")}, {fighter("am_mil_charlotte"), fighter("am_1st_nh", 1)}, false, true, false});
    play(b, endTurn());
    play(b, fire(at(b, "br_royal_artillery")));
    play(b, dice({1, 2, 3, 5}));
    play(b, hit(at(b, "am_1st_nh")));
    play(b, flee(at(b, "am_mil_charlotte")));
    // The Center is empty and the Americans have no location to retreat to: the fled militia is eliminated too.
    EXPECT_EQ(b.result, BattleResult::DefenderEliminated);
    EXPECT_TRUE(fighterOf(b, "am_mil_charlotte").eliminated);
    EXPECT_TRUE(fighterOf(b, "am_mil_charlotte").revealed);
}

TEST(BlockBattle, RulingA7_ArnoldRollsFourDiceInRetreatFireAndTwoOnesRemoveHim) {
    block::BlockData d = data();
    d.scenario.rulings.leaderAloneHoldsPosition = false;  // Burgoyne alone no longer holds the Center (A10)
    Battle b = open({Side::American, {fighter("am_arnold"), fighter("am_1st_nh")}, {fighter("br_9th_foot", 1), fighter("br_burgoyne")}}, d);
    play(b, endTurn(), d);
    play(b, fire(at(b, "am_1st_nh")), d);
    play(b, dice({2, 3, 4, 6}), d);
    play(b, hit(at(b, "br_9th_foot")), d);
    ASSERT_EQ(b.leaving, Side::British);
    ASSERT_EQ(b.step, BattleStep::Roll);
    EXPECT_EQ(b.fire.firer, at(b, "am_arnold"));
    EXPECT_EQ(b.fire.dice, 4);
    play(b, dice({1, 1, 2, 3}), d);
    EXPECT_TRUE(fighterOf(b, "am_arnold").eliminated);
    ASSERT_EQ(b.step, BattleStep::Roll);  // the 1st NH fires too
    play(b, dice({2, 2, 2, 2}), d);
    EXPECT_EQ(b.result, BattleResult::DefenderRetreated);
}

TEST(BlockBattle, RuleB9_7_OnlyAMilitiaBlockOfThePositionFiredAtFlees) {
    Battle b = militiaFleeExample();
    play(b, fire(at(b, "br_pausch")));
    play(b, dice({1, 2, 3}));
    const Battle before = b;
    EXPECT_EQ(block::applyBattleAction(b, flee(at(b, "am_1st_nh")), data()).refusal.substr(0, 5), "B9.7:");
    EXPECT_EQ(block::applyBattleAction(b, hit(at(b, "am_mil_charlotte")), data()).refusal.substr(0, 5), "B9.7:");
    EXPECT_EQ(block::applyBattleAction(b, endTurn(), data()).refusal.substr(0, 5), "B9.7:");
    EXPECT_EQ(b, before);
    EXPECT_EQ(block::battleLegalActions(b, data()).size(), 2u);  // either militia, its owner's choice (A33)
}

TEST(BlockBattle, RuleB9_10_NativeBlocksAreNotHitByWithdrawalFire) {
    Battle b = open({Side::British, {fighter("na_senecas"), fighter("br_9th_foot")}, {fighter("am_1st_nh"), fighter("am_paterson")}});
    play(b, endTurn());
    play(b, endTurn());
    play(b, fightOn());
    play(b, withdraw());  // the British attacker withdraws in round 2
    play(b, dice({6}));
    const Battle before = b;
    EXPECT_EQ(block::applyBattleAction(b, hit(at(b, "na_senecas")), data()).refusal.substr(0, 5), "B9.6:");
    EXPECT_EQ(b, before);
    play(b, hit(at(b, "br_9th_foot")));
    play(b, dice({5}));
    EXPECT_EQ(b.result, BattleResult::AttackerWithdrew);
    EXPECT_EQ(fighterOf(b, "br_9th_foot").sp, 3);
    EXPECT_EQ(fighterOf(b, "na_senecas").sp, 4);
}
