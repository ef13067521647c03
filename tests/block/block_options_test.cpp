// B12.2 Leader Force March Movement, the optional rule, on the real data with forced dice: the
// rulebook's Fraser example, the odd die, the enemy's point, two turns running, the option off,
// the settled readings of A37 and A42, and what the enemy sees of a march.
#include <gtest/gtest.h>

#include <algorithm>

#include "block_play_support.h"
#include "block_test_support.h"
#include "tricorne/block/block_game.h"

namespace tricorne::test {
namespace {

using namespace block;
using K = BlockAction::Kind;

BlockAction forceMarch(const std::string& leader, const std::string& to) { return {K::ForceMarch, leader, to, 0}; }

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(BlockForceMarch, RuleB12_2_FraserExampleEvenLeaderDieThenThreeFollowOneLosingASpOnASix) {
    BlockState s = fraserAtPawlet(4);
    EXPECT_FALSE(s.activation);  // rate 2: the move is over
    const auto legal = blockLegalActions(s);
    EXPECT_NE(std::find(legal.begin(), legal.end(), forceMarch("br_fraser", "manchester")), legal.end());
    play(s, forceMarch("br_fraser", "manchester"));
    EXPECT_EQ(s.ap[1], 2);  // 1 AP for the move, 1 for the force march
    EXPECT_EQ(s.step, Step::ForceMarchRoll);
    EXPECT_EQ(blockToMove(s), -1);  // the dice are chance's
    EXPECT_EQ(blockChanceOutcomes(s).size(), 6u);
    play(s, roll(4));  // even: Fraser goes
    EXPECT_EQ(s.piece("br_fraser").at, "manchester");
    // Each unit rolls in turn: 2, 6 and 4 follow (the 6 losing 1 SP for attrition), 1 and 3 stay.
    for (const int die : {2, 6, 4, 1, 3}) play(s, roll(die));
    EXPECT_EQ(s.step, Step::Movement);
    EXPECT_FALSE(s.forceMarch);
    EXPECT_EQ(blocksAt(s, "manchester", Side::British), (std::vector<std::string>{"br_fraser", "br_british_grenadiers", "br_british_light", "br_brunswick_grenadiers"}));
    EXPECT_EQ(blocksAt(s, "pawlet", Side::British), (std::vector<std::string>{"br_brunswick_light", "br_rangers_canadians"}));
    EXPECT_EQ(s.piece("br_british_light").sp, 3);
    EXPECT_EQ(s.piece("br_british_light").lost, 1);
    EXPECT_EQ(s.piece("br_british_light").publicLoss, 0);  // A42: the die is seen, the block that lost is not
    EXPECT_EQ(s.piece("br_british_grenadiers").sp, 4);
    // A37: the force march uses the brown road's limit, the leader free (A17).
    EXPECT_EQ(s.roadUse[1].at("brown:manchester|pawlet"), 3);
    EXPECT_EQ(s.forceMarchTurns.at("br_fraser"), s.turn);
}

TEST(BlockForceMarch, RuleB12_2_OddLeaderDieFailsTheMarchAndTheApIsSpent) {
    BlockState s = fraserAtPawlet(4);
    play(s, forceMarch("br_fraser", "manchester"));
    const auto applied = applyBlockAction(s, roll(3));
    ASSERT_TRUE(applied.refusal.empty()) << applied.refusal;
    EXPECT_EQ(applied.events.back().rule, "B12.2");
    EXPECT_TRUE(has(applied.events.back().text, "die 3")) << applied.events.back().text;
    EXPECT_EQ(s.step, Step::Movement);
    EXPECT_EQ(s.ap[1], 2);
    EXPECT_EQ(blocksAt(s, "pawlet", Side::British).size(), 6u);
    EXPECT_TRUE(blocksAt(s, "manchester").empty());
    // One attempt a turn: the failed one was it.
    EXPECT_TRUE(has(refusal(s, forceMarch("br_fraser", "manchester")), "B12.2: Fraser has made his force march this turn"));
}

TEST(BlockForceMarch, RuleB12_2_NoForceMarchIntoAPointHeldByTheEnemy) {
    BlockState s = fraserAtPawlet(4);
    put(s, {"am_mil_vermont_1"}, "manchester");
    const std::string why = refusal(s, forceMarch("br_fraser", "manchester"));
    EXPECT_TRUE(has(why, "B12.2: force marches cannot be attempted to locations where opposing player units are located")) << why;
    const auto legal = blockLegalActions(s);
    EXPECT_EQ(std::count_if(legal.begin(), legal.end(), [](const BlockAction& a) { return a.kind == K::ForceMarch && a.at == "manchester"; }), 0);
    // A42: the extra point is next to his by a road.
    EXPECT_TRUE(has(refusal(s, forceMarch("br_fraser", "bennington")), "B12.2: Bennington is not a point next to Pawlet by a road")) << refusal(s, forceMarch("br_fraser", "bennington"));
}

TEST(BlockForceMarch, RuleB12_2_NotByTheSameLeaderInTwoConsecutiveTurns) {
    BlockState s = fraserAtPawlet(4);
    play(s, forceMarch("br_fraser", "manchester"));
    for (const int die : {2, 2, 2, 2, 2, 2}) play(s, roll(die));
    play(s, kind(K::EndMovement));  // the American's player-turn
    play(s, kind(K::EndMovement));  // turn 2
    ASSERT_EQ(s.turn, 2);
    play(s, roll(6));  // British 5 AP
    play(s, roll(1));  // American 3 AP: the British move first
    ASSERT_EQ(s.active, Side::British);
    play(s, activate("br_fraser"));
    play(s, stepTo("pawlet"));
    play(s, kind(K::Stop));
    const std::string why = refusal(s, forceMarch("br_fraser", "castletown"));
    EXPECT_TRUE(has(why, "B12.2: Fraser force marched last turn; not two turns running")) << why;
    const auto legal = blockLegalActions(s);
    EXPECT_TRUE(std::none_of(legal.begin(), legal.end(), [](const BlockAction& a) { return a.kind == K::ForceMarch; }));
}

TEST(BlockForceMarch, RuleB12_2_TheOptionOffRefusesTheForceMarch) {
    BlockState s = fraserAtPawlet(4);
    s.options.forceMarch = false;
    EXPECT_TRUE(has(refusal(s, forceMarch("br_fraser", "manchester")), "B12.2: the force march is an optional rule not chosen for this game"));
    // A game without the option keeps no record of a leader's move: it plays and hashes as before.
    BlockState plain = movingState(Side::British, 4);
    put(plain, {"br_fraser"}, "skenesboro");
    play(plain, activate("br_fraser"));
    play(plain, stepTo("castletown"));
    play(plain, kind(K::Stop));
    EXPECT_TRUE(plain.ledGroups.empty());
    EXPECT_FALSE(blockStateToJson(plain).contains("ledGroups"));
}

TEST(BlockForceMarch, RuleB12_2_TheOptionIsChosenAtTheStartAndAnUnknownOneIsRefusedNamingTheRules) {
    std::string error;
    const auto s = newBlockGame(realBlockData(), {{"forceMarch", "true"}}, error);
    ASSERT_TRUE(s) << error;
    EXPECT_TRUE(s->options.forceMarch);
    EXPECT_FALSE(newBlockGame(realBlockData(), {{"holdingBox", "true"}}, error));
    EXPECT_TRUE(has(error, "option holdingBox: the block game's options are holdingBoxes, forceMarch")) << error;
    const BlockGame game(realBlockData());
    const auto sets = game.optionSets("campaign");
    EXPECT_TRUE(std::any_of(sets.begin(), sets.end(), [](const engine::Options& o) { return o.size() == 1 && o.count("forceMarch"); }));
    EXPECT_EQ(sets.back().count("forceMarch"), 1u);  // and among all the options together
}

TEST(BlockForceMarch, RuleB12_2_OnlyALeaderWhoHasMovedAndNotOneStoppedToFight) {
    BlockState s = forceMarchState(4);
    put(s, {"br_fraser", "br_riedesel"}, "skenesboro");
    EXPECT_TRUE(has(refusal(s, forceMarch("br_fraser", "castletown")), "B12.2: Fraser has not moved this turn"));
    play(s, activate("br_9th_foot"));
    play(s, kind(K::Stop));
    EXPECT_TRUE(has(refusal(s, forceMarch("br_9th_foot", "castletown")), "B12.2: only a leader force marches"));
    // Activated and stopped where he stood, he has not moved.
    play(s, activate("br_fraser"));
    play(s, kind(K::Stop));
    EXPECT_TRUE(has(refusal(s, forceMarch("br_fraser", "castletown")), "B12.2: Fraser has not moved this turn"));
    // Riedesel moves into the Americans at Ticonderoga's neighbour: he stopped to fight (B6).
    put(s, {"am_mil_vermont_1", "am_mil_vermont_2", "am_herrick"}, "mt_independence");
    play(s, activate("br_riedesel"));
    play(s, stepTo("mt_independence"));
    EXPECT_TRUE(has(refusal(s, forceMarch("br_riedesel", "fort_ticonderoga")), "B12.2: Riedesel stopped to fight at Mt. Independence"));
}

TEST(BlockForceMarch, RulingA42_AForceMarchEndsTheNormalMoves) {
    BlockState s = fraserAtPawlet(4);
    play(s, forceMarch("br_fraser", "manchester"));
    play(s, roll(1));
    EXPECT_TRUE(has(refusal(s, activate("br_burgoyne")), "B12.2: a force march comes after normal movement")) << refusal(s, activate("br_burgoyne"));
    EXPECT_TRUE(has(refusal(s, kind(K::ActivateNatives)), "(A42)"));
    const auto legal = blockLegalActions(s);
    EXPECT_TRUE(std::none_of(legal.begin(), legal.end(), [](const BlockAction& a) { return a.kind == K::Activate; }));
    // The switch off: normal moves may follow a force march.
    BlockState free = fraserAtPawlet(4);
    auto data = realBlockData();
    data.scenario.rulings.forceMarchEndsNormalMovement = false;
    free.data = &data;
    play(free, forceMarch("br_fraser", "manchester"));
    play(free, roll(1));
    play(free, activate("br_burgoyne"));
}

TEST(BlockForceMarch, RulingA42_OutOfSupplyTheForceMarchCostsTwoAp) {
    BlockState s = forceMarchState(4);
    // B7: both British sources held by the enemy, every British point is out of supply.
    put(s, {"na_senecas", "na_western_nations"}, "hubbardton");
    put(s, {"am_mil_vermont_1"}, "valcour_island");
    put(s, {"am_mil_vermont_2"}, "oswego");
    put(s, {"br_fraser", "br_british_light"}, "skenesboro");
    play(s, activate("br_fraser"));
    EXPECT_EQ(s.ap[1], 2);
    play(s, take("br_british_light"));
    play(s, stepTo("castletown"));
    play(s, kind(K::Stop));
    s.ap[1] = 1;
    EXPECT_TRUE(has(refusal(s, forceMarch("br_fraser", "pawlet")), "B12.2: a force march costs 2 AP out of supply (B7, A42)"));
    s.ap[1] = 2;
    play(s, forceMarch("br_fraser", "pawlet"));
    EXPECT_EQ(s.ap[1], 0);
}

TEST(BlockForceMarch, RulingA42_ArtilleryDoesNotFollowDownABrownRoad) {
    BlockState s = forceMarchState(4);
    put(s, {"br_fraser", "br_royal_artillery", "br_british_light"}, "fort_george");
    play(s, activate("br_fraser"));
    play(s, take("br_royal_artillery"));
    play(s, take("br_british_light"));
    play(s, stepTo("skenesboro"));  // blue
    play(s, kind(K::Stop));
    play(s, forceMarch("br_fraser", "castletown"));  // brown
    ASSERT_TRUE(s.forceMarch);
    EXPECT_EQ(s.forceMarch->units, std::vector<std::string>{"br_british_light"});  // the gun does not roll
    play(s, roll(2));
    play(s, roll(4));
    EXPECT_EQ(s.piece("br_british_light").at, "castletown");
    EXPECT_EQ(s.piece("br_royal_artillery").at, "skenesboro");
}

TEST(BlockForceMarch, RulingA37_ALeaderAloneMayForceMarchAndTheRoadLimitBinds) {
    BlockState s = forceMarchState(4);
    put(s, {"br_fraser"}, "skenesboro");
    play(s, activate("br_fraser"));
    play(s, stepTo("castletown"));
    play(s, kind(K::Stop));
    // Seven units have used Castletown-Pawlet: the leader's units could not follow.
    s.roadUse[1]["brown:castletown|pawlet"] = 7;
    play(s, forceMarch("br_fraser", "pawlet"));  // a leader alone is free of the brown limit (A17)
    play(s, roll(6));
    EXPECT_EQ(s.piece("br_fraser").at, "pawlet");
    EXPECT_EQ(s.step, Step::Movement);  // no unit to roll
    BlockState full = fraserAtPawlet(4);
    full.roadUse[1]["brown:manchester|pawlet"] = 3;  // room for 4 of his 5
    EXPECT_TRUE(has(refusal(full, forceMarch("br_fraser", "manchester")), "B6: the brown road carries 7 units")) << refusal(full, forceMarch("br_fraser", "manchester"));
}

TEST(BlockForceMarch, RuleB12_2_TheEnemySeesABlockMarchNotWhichAndTheViewDeterminizesBack) {
    const BlockGame game(realBlockData());
    BlockState s = fraserAtPawlet(4);
    play(s, forceMarch("br_fraser", "manchester"));
    play(s, roll(2));
    const BlockView american = game.view(s, 0);
    ASSERT_TRUE(american.state.forceMarch);
    EXPECT_EQ(american.state.forceMarch->leader, kHidden);
    EXPECT_EQ(american.state.forceMarch->units, std::vector<std::string>(5, kHidden));
    EXPECT_TRUE(american.state.forceMarchTurns.empty());
    EXPECT_EQ(std::count_if(american.hidden.begin(), american.hidden.end(), [](const BlockView::Slot& h) { return h.at == "manchester"; }), 1);
    EXPECT_FALSE(has(game.viewToJson(american)["forceMarch"].dump(), "fraser"));
    EXPECT_TRUE(has(describeBlockActionFor(s, roll(5), 0), "a hidden British block"));
    core::Rng rng(3);
    for (int k = 0; k < 5; ++k) {
        const BlockState d = game.determinize(american, rng);
        EXPECT_TRUE(game.view(d, 0) == american);
        EXPECT_TRUE(d.block(d.indexOf(d.forceMarch->leader)).isLeader());
        BlockState copy = d;
        for (const int die : {2, 6, 1, 4, 3}) ASSERT_TRUE(applyBlockAction(copy, roll(die)).refusal.empty());
        EXPECT_EQ(copy.step, Step::Movement);
    }
    // The owner sees his own march whole.
    EXPECT_EQ(game.view(s, 1).state.forceMarch->leader, "br_fraser");
}

TEST(BlockForceMarch, RuleB12_2_TheActionReadsAndWritesAsJson) {
    const BlockAction a = forceMarch("br_fraser", "manchester");
    const auto j = blockActionToJson(a);
    EXPECT_EQ(j.dump(), R"({"at":"manchester","block":"br_fraser","type":"forceMarch"})");
    std::string error;
    EXPECT_EQ(blockActionFromJson(j, error), a);
    EXPECT_FALSE(blockActionFromJson(nlohmann::json{{"type", "forceMarch"}, {"block", "br_fraser"}}, error));
    EXPECT_TRUE(has(error, "/at")) << error;
}

TEST(BlockForceMarch, RuleB12_2_RandomGamesWithTheOptionKeepEveryViewConsistent) {
    const BlockGame game(realBlockData());
    int marches = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        std::string error;
        auto match = game.start("campaign", {{"forceMarch", "true"}}, seed, error);
        ASSERT_TRUE(match) << error;
        core::Rng rng(seed);
        for (int i = 0; i < 6000 && !game.isTerminal(match->state); ++i) {
            const BlockState& s = match->state;
            if (s.forceMarch || !s.ledGroups.empty()) {
                marches += s.forceMarch ? 1 : 0;
                for (int player = 0; player < 2; ++player) {
                    const BlockView v = game.view(s, player);
                    const BlockState d = game.determinize(v, rng);
                    ASSERT_TRUE(game.view(d, player) == v) << "seed " << seed << " action " << i << " player " << player;
                    const auto broken = game.invariants(d);
                    ASSERT_TRUE(broken.empty()) << broken.front() << " seed " << seed << " action " << i << " player " << player;
                    for (const auto& a : game.legalActions(d)) {
                        BlockState copy = d;
                        ASSERT_TRUE(game.apply(copy, a).ok()) << game.describe(a);
                    }
                }
            }
            const auto a = game.randomAction(s, 1, rng);
            ASSERT_TRUE(game.record(*match, a).ok()) << game.describe(a);
        }
        // The record replays to the same state, the leaders' force marches remembered.
        const auto loaded = game.load(game.save(*match), error);
        ASSERT_TRUE(loaded) << error;
        EXPECT_EQ(blockStateHash(loaded->state), blockStateHash(match->state));
    }
    EXPECT_GT(marches, 0);
}

}  // namespace
}  // namespace tricorne::test
