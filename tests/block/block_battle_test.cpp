// The block game's battle board (B9.1-B9.5, B9.10): deployment, skirmishes, rounds, battle
// movement, what each side sees, the battle's JSON and its actions in words.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "block_battle_support.h"

using namespace tricorne;
using namespace tricorne::test;
using block::BattleResult;
using block::BattleStep;
using K = block::BattleAction::Kind;
using P = block::BattlePosition;

namespace {

const block::BlockData& data() { return realBlockData(); }

Opening fullBattle() {
    return {Side::British,
            {fighter("br_9th_foot"), fighter("br_20th_foot"), fighter("br_21st_foot"), fighter("br_burgoyne")},
            {fighter("am_1st_nh"), fighter("am_3rd_nh"), fighter("am_paterson"), fighter("am_st_clair")}};
}

const std::map<std::string, P> kFullDeployment{{"am_1st_nh", P::Left},   {"am_3rd_nh", P::Center},   {"am_paterson", P::Right},
                                              {"am_st_clair", P::Reserve}, {"br_9th_foot", P::Left}, {"br_20th_foot", P::Center},
                                              {"br_21st_foot", P::Right},  {"br_burgoyne", P::Reserve}};

std::vector<P> offered(const Battle& b) {
    std::vector<P> out;
    for (const auto& a : block::battleLegalActions(b, data())) out.push_back(a.position);
    return out;
}

}  // namespace

TEST(BlockBattle, RuleB9_1_TheDefenderDeploysFirstThenTheAttackerAndThePositionsAreRevealedAtOnce) {
    Battle b = open(fullBattle());
    ASSERT_FALSE(b.skirmish);
    EXPECT_EQ(b.step, BattleStep::Deploy);
    EXPECT_EQ(block::battleToMove(b), 0);  // the American defender first
    for (int i = 0; i < 4; ++i) play(b, deploy(i, kFullDeployment.at(b.fighters[static_cast<std::size_t>(i)].block)));
    EXPECT_EQ(block::battleToMove(b), 1);
    for (const auto& f : b.fighters) EXPECT_FALSE(f.revealed);  // upright until both have deployed
    deployAll(b, kFullDeployment);
    EXPECT_EQ(b.round, 1);
    EXPECT_EQ(b.step, BattleStep::Act);
    EXPECT_EQ(b.active, Side::American);  // B9.4: the defender acts first
    EXPECT_TRUE(fighterOf(b, "am_1st_nh").revealed);
    EXPECT_TRUE(fighterOf(b, "br_21st_foot").revealed);
    EXPECT_FALSE(fighterOf(b, "am_st_clair").revealed);
    EXPECT_FALSE(fighterOf(b, "br_burgoyne").revealed);
}

TEST(BlockBattle, RuleB9_1_APositionIsOfferedOnlyWhenTheDeploymentCanStillBeCompleted) {
    Battle b = open(fullBattle());
    // Three infantry blocks for three positions: the first may go to any battlefield position, not the Reserve.
    EXPECT_EQ(offered(b), (std::vector<P>{P::Left, P::Center, P::Right}));
    play(b, deploy(0, P::Left));
    EXPECT_EQ(offered(b), (std::vector<P>{P::Center, P::Right}));
    play(b, deploy(1, P::Right));
    EXPECT_EQ(offered(b), (std::vector<P>{P::Center}));
    play(b, deploy(2, P::Center));
    EXPECT_EQ(offered(b), (std::vector<P>{P::Left, P::Center, P::Right, P::Reserve}));  // the leader goes anywhere
    Battle before = b;
    const auto refused = block::applyBattleAction(b, deploy(5, P::Left), data());
    EXPECT_EQ(refused.refusal.substr(0, 5), "B9.1:");
    EXPECT_NE(refused.refusal.find("St. Clair"), std::string::npos);
    EXPECT_EQ(b, before);
}

TEST(BlockBattle, RuleB9_1_TheAttackerSeesOnlyTheCountPerPositionOfTheDefendersBlocks) {
    Battle b = open(fullBattle());
    for (int i = 0; i < 4; ++i) play(b, deploy(i, kFullDeployment.at(b.fighters[static_cast<std::size_t>(i)].block)));
    const Battle seen = block::battleView(b, Side::British);
    int left = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(seen.fighters[i].block, "");
        EXPECT_EQ(seen.fighters[i].sp, 0);
        left += seen.fighters[i].position == P::Left;
    }
    EXPECT_EQ(left, 1);
    EXPECT_EQ(seen.fighters[4].block, "br_9th_foot");  // his own blocks in full
    EXPECT_EQ(block::battleView(b, Side::American).fighters[0].block, "am_1st_nh");
    deployAll(b, kFullDeployment);
    const Battle after = block::battleView(b, Side::British);
    EXPECT_EQ(after.fighters[static_cast<std::size_t>(at(b, "am_1st_nh"))].sp, 4);     // revealed
    EXPECT_EQ(after.fighters[static_cast<std::size_t>(at(b, "am_st_clair"))].block, "");  // the Reserve stays hidden
}

TEST(BlockBattle, RuleB9_2_FewerThanThreeUnitsOnBothSidesFightASkirmishInTheCenter) {
    // A23: leaders do not count toward three; Native blocks do.
    Battle b = open({Side::British, {fighter("br_9th_foot"), fighter("br_20th_foot"), fighter("br_burgoyne")}, {fighter("am_1st_nh"), fighter("am_st_clair")}});
    ASSERT_TRUE(b.skirmish);
    for (const auto& f : b.fighters) {
        EXPECT_EQ(f.position, P::Center);
        EXPECT_TRUE(f.revealed);
    }
    EXPECT_EQ(b.step, BattleStep::Act);
    Battle before = b;
    EXPECT_EQ(block::applyBattleAction(b, move(at(b, "am_st_clair"), P::Reserve), data()).refusal.substr(0, 5), "B9.2:");
    EXPECT_EQ(b, before);
    block::BlockData leadersCount = data();
    leadersCount.scenario.rulings.shortSideFightsSkirmish = false;
    Battle natives = open({Side::British, {fighter("na_senecas"), fighter("na_mohawks"), fighter("na_mission_indians")}, {fighter("am_1st_nh")}}, leadersCount);
    EXPECT_FALSE(natives.skirmish);  // three Native blocks are three units
    leadersCount.scenario.rulings.leadersCountTowardThree = true;
    Battle counted = open({Side::British, {fighter("br_9th_foot"), fighter("br_20th_foot"), fighter("br_burgoyne")}, {fighter("am_1st_nh"), fighter("am_st_clair")}},
                          leadersCount);
    EXPECT_FALSE(counted.skirmish);
}

TEST(BlockBattle, RulingA24_ASideThatCannotFillThreePositionsFightsASkirmish) {
    Battle b = open({Side::British, {fighter("br_9th_foot"), fighter("br_20th_foot")},
                     {fighter("am_1st_nh"), fighter("am_3rd_nh"), fighter("am_paterson"), fighter("am_francis")}});
    EXPECT_TRUE(b.skirmish);
    block::BlockData off = data();
    off.scenario.rulings.shortSideFightsSkirmish = false;
    Battle full = open({Side::British, {fighter("br_9th_foot"), fighter("br_20th_foot")},
                        {fighter("am_1st_nh"), fighter("am_3rd_nh"), fighter("am_paterson"), fighter("am_francis")}},
                       off);
    EXPECT_FALSE(full.skirmish);
}

TEST(BlockBattle, RuleB9_4_EachBlockMovesOrFiresOnceARoundDefenderFirst) {
    Battle b = open(fullBattle());
    deployAll(b, kFullDeployment);
    Battle before = b;
    EXPECT_EQ(block::applyBattleAction(b, fire(at(b, "br_9th_foot")), data()).refusal.substr(0, 5), "B9.4:");
    EXPECT_EQ(b, before);
    play(b, fire(at(b, "am_1st_nh")));
    play(b, dice({1, 2, 3, 4}));
    EXPECT_EQ(b.step, BattleStep::Act);
    before = b;
    EXPECT_EQ(block::applyBattleAction(b, fire(at(b, "am_1st_nh")), data()).refusal.substr(0, 5), "B9.5:");
    EXPECT_EQ(block::applyBattleAction(b, move(at(b, "am_1st_nh"), P::Reserve), data()).refusal.substr(0, 5), "B9.5:");
    EXPECT_EQ(block::applyBattleAction(b, fire(at(b, "am_st_clair")), data()).refusal.substr(0, 5), "B9.6:");  // Reserves never fire
    EXPECT_EQ(b, before);
    play(b, move(at(b, "am_st_clair"), P::Center));
    play(b, endTurn());
    EXPECT_EQ(b.active, Side::British);
    play(b, endTurn());
    EXPECT_EQ(b.round, 2);
    EXPECT_FALSE(fighterOf(b, "am_1st_nh").firedThisRound);
}

TEST(BlockBattle, RuleB9_5_BlocksMoveOnlyBetweenTheirPositionAndTheirReserve) {
    Battle b = open(fullBattle());
    deployAll(b, kFullDeployment);
    Battle before = b;
    EXPECT_EQ(block::applyBattleAction(b, move(at(b, "am_1st_nh"), P::Center), data()).refusal.substr(0, 5), "B9.5:");
    EXPECT_EQ(b, before);
    const auto legal = block::battleLegalActions(b, data());
    const auto moves = std::count_if(legal.begin(), legal.end(), [](const auto& a) { return a.kind == K::Move; });
    EXPECT_EQ(moves, 3 + 3);  // three blocks to the Reserve, St. Clair to any of three positions
}

TEST(BlockBattle, RulingA30_EmptyingAPositionByMovementForcesARetreat) {
    Battle b = open(fullBattle());
    deployAll(b, kFullDeployment);
    play(b, move(at(b, "am_paterson"), P::Reserve));
    ASSERT_TRUE(b.leaving.has_value());
    EXPECT_EQ(*b.leaving, Side::American);
    EXPECT_EQ(b.fire.kind, block::FireKind::Retreat);
}

TEST(BlockBattle, RulingA10_ALeaderAloneHoldsAPositionAsTheSwitchSays) {
    for (bool holds : {true, false}) {
        block::BlockData d = data();
        d.scenario.rulings.leaderAloneHoldsPosition = holds;
        Battle b = open(fullBattle(), d);
        deployAll(b, kFullDeployment, d);
        play(b, move(at(b, "am_st_clair"), P::Right), d);
        play(b, move(at(b, "am_paterson"), P::Reserve), d);
        EXPECT_EQ(b.leaving.has_value(), !holds) << holds;
    }
}

TEST(BlockBattle, RuleB9_10_TheDefenderDecidesFirstFromTheSecondRound) {
    Battle b = open(fullBattle());
    deployAll(b, kFullDeployment);
    play(b, endTurn());
    play(b, endTurn());
    ASSERT_EQ(b.step, BattleStep::Decide);
    EXPECT_EQ(block::battleToMove(b), 0);
    play(b, fightOn());
    EXPECT_EQ(block::battleToMove(b), 1);
    play(b, withdraw());
    int rolls = 0;
    while (b.step == BattleStep::Roll) {
        ++rolls;
        EXPECT_EQ(b.fire.dice, 1);
        play(b, dice({4}));
    }
    EXPECT_EQ(rolls, 3);  // the three American blocks in battlefield positions, not St. Clair in the Reserve
    EXPECT_EQ(b.result, BattleResult::AttackerWithdrew);
}

TEST(BlockBattle, RuleB9_6_EveryRollIsOneChanceNodeWhoseOutcomesAddUpToOne) {
    Battle b = open(fullBattle());
    deployAll(b, kFullDeployment);
    play(b, fire(at(b, "am_1st_nh")));
    EXPECT_EQ(block::battleToMove(b), engine::kChance);
    EXPECT_TRUE(block::battleLegalActions(b, data()).empty());
    const auto outcomes = block::battleChanceOutcomes(b, data());
    EXPECT_EQ(outcomes.size(), 126u);  // the sorted rolls of 4 dice
    double sum = 0;
    for (const auto& [a, p] : outcomes) {
        sum += p;
        EXPECT_TRUE(std::is_sorted(a.faces.begin(), a.faces.end()));
    }
    EXPECT_NEAR(sum, 1.0, 1e-12);
    const auto fours = std::find_if(outcomes.begin(), outcomes.end(), [](const auto& o) { return o.first.faces == std::vector<int>{4, 4, 4, 4}; });
    ASSERT_NE(fours, outcomes.end());
    EXPECT_NEAR(fours->second, 1.0 / 1296.0, 1e-15);
    Battle before = b;
    EXPECT_EQ(block::applyBattleAction(b, dice({1, 2, 3}), data()).refusal.substr(0, 5), "B9.6:");
    EXPECT_EQ(block::applyBattleAction(b, dice({1, 2, 3, 7}), data()).refusal.substr(0, 5), "B9.6:");
    EXPECT_EQ(block::applyBattleAction(b, endTurn(), data()).refusal.substr(0, 5), "B9.6:");
    EXPECT_EQ(b, before);
}

TEST(BlockBattle, RuleB9_6_HitsFallOnlyOnThePositionFiredAtChosenByTheOwner) {
    Battle b = open(fullBattle());
    deployAll(b, kFullDeployment);
    play(b, fire(at(b, "am_1st_nh")));  // the American left fires at the British right
    play(b, dice({2, 3, 6, 6}));
    EXPECT_EQ(block::battleToMove(b), 1);
    Battle before = b;
    EXPECT_EQ(block::applyBattleAction(b, hit(at(b, "br_9th_foot")), data()).refusal.substr(0, 5), "B9.6:");
    EXPECT_EQ(b, before);
    const auto legal = block::battleLegalActions(b, data());
    ASSERT_EQ(legal.size(), 1u);
    EXPECT_EQ(legal[0], hit(at(b, "br_21st_foot")));
}

TEST(BlockBattle, BattleAndActionsRoundTripThroughJsonAndRefusalsNameTheField) {
    Battle b = open(fullBattle());
    deployAll(b, kFullDeployment);
    play(b, fire(at(b, "am_1st_nh")));
    std::string error;
    const auto back = block::battleFromJson(block::battleToJson(b), error);
    ASSERT_TRUE(back.has_value()) << error;
    EXPECT_EQ(*back, b);
    for (const auto& [a, p] : block::battleChanceOutcomes(b, data())) {
        const auto again = block::battleActionFromJson(block::battleActionToJson(a), error);
        ASSERT_TRUE(again.has_value()) << error;
        EXPECT_EQ(*again, a);
    }
    const auto moved = block::battleActionFromJson(block::battleActionToJson(move(3, P::Right)), error);
    ASSERT_TRUE(moved.has_value()) << error;
    EXPECT_EQ(*moved, move(3, P::Right));
    auto j = block::battleToJson(b);
    j["fighters"][2]["position"] = "flank";
    EXPECT_FALSE(block::battleFromJson(j, error).has_value());
    EXPECT_EQ(error.rfind("/fighters/2/position:", 0), 0u) << error;
    EXPECT_FALSE(block::battleActionFromJson({{"kind", "fire"}}, error).has_value());
    EXPECT_EQ(error.rfind("/fighter:", 0), 0u) << error;
    EXPECT_FALSE(block::battleActionFromJson({{"kind", "dice"}, {"faces", {1, 9}}}, error).has_value());
    EXPECT_EQ(error.rfind("/faces/1:", 0), 0u) << error;
    EXPECT_FALSE(block::battleActionFromJson({{"kind", "charge"}}, error).has_value());
    EXPECT_EQ(error.rfind("/kind:", 0), 0u) << error;
}

TEST(BlockBattle, ActionsAreDescribedWithBlockNamesAndRules) {
    Battle b = open(fullBattle());
    EXPECT_EQ(block::describeBattleAction(b, deploy(0, P::Left), data()), "1st NH (Cilley) deploys to the Left (B9.1 Deploying Units)");
    deployAll(b, kFullDeployment);
    EXPECT_EQ(block::describeBattleAction(b, fire(at(b, "am_1st_nh")), data()), "1st NH (Cilley) fires 4 dice (B9.6 Battle Fire)");
    const Battle seen = block::battleView(b, Side::British);
    EXPECT_EQ(block::describeBattleAction(seen, move(at(b, "am_st_clair"), P::Left), data()),
              "a hidden American block moves to the Left (B9.5 Battle Movement)");
    play(b, fire(at(b, "am_1st_nh")));
    EXPECT_EQ(block::describeBattleAction(b, dice({6, 1, 3, 3}), data()), "1st NH (Cilley) rolls 1, 3, 3, 6 (B9.6 Battle Fire)");
}
