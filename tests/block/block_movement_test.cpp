// B6 Movement, B7 Supply and B9.3 Location Over Run on the real data, with forced dice.
#include <gtest/gtest.h>

#include "block_play_support.h"

namespace tricorne::test {
namespace {

using namespace block;
using K = BlockAction::Kind;

// The B6 example's 18 units (no artillery, so that the brown road is open to them).
const std::vector<std::string> kEighteen = {"br_9th_foot",          "br_20th_foot",       "br_21st_foot",         "br_24th_foot",
                                            "br_62nd_foot",         "br_47th_foot",       "br_53rd_foot",         "br_regt_von_riedesel",
                                            "br_erbprinz",          "br_von_rhetz",       "br_von_specht",        "br_prinz_friedrich",
                                            "br_prinz_ludwig",      "br_loyalists",       "br_british_grenadiers", "br_british_light",
                                            "br_brunswick_grenadiers", "br_brunswick_light"};

// The B6 example: Burgoyne and Riedesel with 18 units at Skenesboro, 4 AP, Ticonderoga empty so
// that the line to Valcour Island is open (B7).
BlockState skenesboro() {
    BlockState s = movingState(Side::British, 4);
    put(s, {"br_burgoyne", "br_riedesel"}, "skenesboro");
    put(s, kEighteen, "skenesboro");
    for (const auto& id : blocksAt(s, "fort_ticonderoga", Side::American)) s.piece(id).at = "bennington";
    return s;
}

TEST(BlockMovement, RuleB6_MovementExampleBurgoyneToFortGeorgeRiedeselToCastletown) {
    BlockState s = skenesboro();
    play(s, activate("br_burgoyne"));
    for (int i = 0; i < 9; ++i) play(s, take(kEighteen[static_cast<std::size_t>(i)]));
    // His group limit is 9 (B6 example).
    EXPECT_NE(refusal(s, take(kEighteen[9])).find("group limit is 9"), std::string::npos);
    play(s, stepTo("fort_george"));
    EXPECT_FALSE(s.activation);  // rate 1: the move is over
    EXPECT_EQ(blocksAt(s, "fort_george").size(), 10u);
    play(s, activate("br_riedesel"));
    for (int i = 9; i < 16; ++i) play(s, take(kEighteen[static_cast<std::size_t>(i)]));
    play(s, stepTo("castletown"));
    EXPECT_EQ(blocksAt(s, "castletown").size(), 8u);
    EXPECT_EQ(blocksAt(s, "skenesboro").size(), 2u);
    // The brown road is used up for the British this turn: the last two go to Fort George by the blue.
    play(s, activate(kEighteen[16]));
    EXPECT_NE(refusal(s, stepTo("castletown")).find("B6: the brown road carries 7 units"), std::string::npos);
    play(s, stepTo("fort_george"));
    play(s, kind(K::Stop));  // light infantry could go one point further (rate 2)
    play(s, activate(kEighteen[17]));
    play(s, stepTo("fort_george"));
    play(s, kind(K::Stop));
    EXPECT_EQ(s.ap[1], 0);
    EXPECT_EQ(blocksAt(s, "fort_george").size(), 12u);
}

TEST(BlockMovement, RuleB6_BrownRoadCarriesSevenUnitsPerSidePerTurn) {
    BlockState s = skenesboro();
    s.ap[1] = 5;
    play(s, activate("br_burgoyne"));
    for (int i = 0; i < 8; ++i) play(s, take(kEighteen[static_cast<std::size_t>(i)]));
    // Eight units are one too many for a brown road (A17: the leader is free).
    EXPECT_NE(refusal(s, stepTo("fort_anne")).find("B6: the brown road carries 7"), std::string::npos);
    play(s, kind(K::Stop));
    play(s, activate("br_riedesel"));
    for (int i = 8; i < 15; ++i) play(s, take(kEighteen[static_cast<std::size_t>(i)]));
    play(s, stepTo("fort_anne"));
    EXPECT_EQ(s.roadUse[1].at("brown:fort_anne|skenesboro"), 7);
    // The American's count is his own (B6: per player).
    EXPECT_TRUE(s.roadUse[0].empty());
}

TEST(BlockMovement, RuleB3_1_ArtilleryMovesOnBlueRoadsOnly) {
    BlockState s = skenesboro();
    put(s, {"br_royal_artillery"}, "skenesboro");
    play(s, activate("br_royal_artillery"));
    EXPECT_NE(refusal(s, stepTo("castletown")).find("B3.1: artillery moves on blue roads only"), std::string::npos);
    play(s, stepTo("fort_george"));
    EXPECT_EQ(s.piece("br_royal_artillery").at, "fort_george");
    // A19: a group with a gun keeps to the blue roads too.
    put(s, {"br_pausch"}, "skenesboro");
    play(s, activate("br_riedesel"));
    play(s, take("br_pausch"));
    play(s, take("br_9th_foot"));
    EXPECT_NE(refusal(s, stepTo("fort_anne")).find("(A19)"), std::string::npos);
}

TEST(BlockMovement, RuleB6_UnitsMoveOnceATurnAndLeadersNotInAnothersGroup) {
    BlockState s = skenesboro();
    play(s, activate("br_9th_foot"));
    play(s, stepTo("fort_george"));
    EXPECT_NE(refusal(s, activate("br_9th_foot")).find("B6: 9th Foot has moved this turn"), std::string::npos);
    play(s, activate("br_burgoyne"));
    EXPECT_NE(refusal(s, take("br_riedesel")).find("(A9)"), std::string::npos);
}

TEST(BlockMovement, RuleB6_NativeBlocksAllMoveForOneApAndNeverInAGroup) {
    BlockState s = movingState(Side::British, 2);
    put(s, {"br_fraser"}, "oswego");
    EXPECT_NE(refusal(s, activate("na_senecas")).find("B6: the Native blocks move on the 1 AP"), std::string::npos);
    play(s, activate("br_fraser"));
    EXPECT_NE(refusal(s, take("na_senecas")).find("B6: Native blocks never move in a British leader's group"), std::string::npos);
    play(s, kind(K::Stop));
    play(s, kind(K::ActivateNatives));
    EXPECT_EQ(s.ap[1], 0);
    for (const auto& [native, to] : std::vector<std::pair<std::string, std::string>>{{"na_senecas", "three_rivers"}, {"na_mohawks", "oriskany"}}) {
        play(s, activate(native));
        play(s, stepTo(to));
        play(s, kind(K::Stop));
    }
    EXPECT_EQ(s.piece("na_mohawks").at, "oriskany");
}

TEST(BlockMovement, RuleB6_ARateTwoLeaderPicksUpAtHisFirstPoint) {
    BlockState s = movingState(Side::British, 1);
    put(s, {"br_fraser", "br_british_light"}, "skenesboro");
    put(s, {"br_british_grenadiers"}, "fort_george");
    for (const auto& id : blocksAt(s, "fort_ticonderoga", Side::American)) s.piece(id).at = "bennington";
    play(s, activate("br_fraser"));
    play(s, take("br_british_light"));
    play(s, stepTo("fort_george"));
    play(s, take("br_british_grenadiers"));
    play(s, {K::Drop, "br_british_light", {}, 0});
    play(s, stepTo("fort_edward"));
    EXPECT_EQ(s.piece("br_british_grenadiers").at, "fort_edward");
    EXPECT_EQ(s.piece("br_british_light").at, "fort_george");
    EXPECT_TRUE(s.piece("br_british_light").moved);
}

TEST(BlockSupply, RuleB7_OutOfSupplyAMoveCostsTwoAp) {
    BlockState s = movingState(Side::British, 3);
    put(s, {"br_9th_foot"}, "skenesboro");
    EXPECT_TRUE(inSupply(s, "br_9th_foot"));  // round by Fort Edward and the Mohawk to Oswego (A21)
    // American blocks at Ticonderoga, Fort George, Fort Anne and Castletown cut every line.
    put(s, {"am_mil_tryon"}, "fort_george");
    put(s, {"am_mil_albany"}, "fort_anne");
    put(s, {"am_mil_charlotte"}, "castletown");
    EXPECT_FALSE(inSupply(s, "br_9th_foot"));
    play(s, activate("br_9th_foot"));
    EXPECT_EQ(s.ap[1], 1);
    BlockState one = s;
    one.ap[1] = 1;
    play(one, stepTo("mt_independence"));
    EXPECT_EQ(one.ap[1], 1);
    put(one, {"br_20th_foot"}, "skenesboro");
    EXPECT_NE(refusal(one, activate("br_20th_foot")).find("costs 2 AP out of supply (B7)"), std::string::npos);
}

TEST(BlockSupply, RuleB7_NativeBlocksAreAlwaysSuppliedAndNeverCutAmericanSupply) {
    BlockState s = movingState(Side::American, 2);
    put(s, {"na_mohawks"}, "half_moon");
    put(s, {"na_senecas"}, "kinderhook");
    put(s, {"am_3rd_ny"}, "stillwater");
    EXPECT_TRUE(inSupply(s, "am_3rd_ny"));
    put(s, {"na_western_nations"}, "albany");
    put(s, {"br_9th_foot"}, "half_moon");
    put(s, {"br_20th_foot"}, "schaghticoke");
    put(s, {"br_21st_foot"}, "saratoga");
    EXPECT_TRUE(inSupply(s, "na_senecas"));
    EXPECT_FALSE(inSupply(s, "am_3rd_ny"));
}

TEST(BlockMovement, RuleB9_3_OverrunCostsEachDefenderOneSpAndARetreat) {
    BlockState s = burgoyneBeforeSaratoga({"am_mil_vermont_1"});
    play(s, stepTo("saratoga"));
    EXPECT_EQ(s.step, Step::OverrunRetreat);
    EXPECT_EQ(blockToMove(s), 0);  // the American chooses where his militia goes (B10)
    EXPECT_EQ(s.piece("am_mil_vermont_1").sp, 1);
    EXPECT_EQ(s.piece("am_mil_vermont_1").publicLoss, 1);
    // B10: not back where the attack came from.
    EXPECT_NE(refusal(s, {K::Retreat, {}, "fort_miller", 0}).find("B10"), std::string::npos);
    play(s, {K::Retreat, {}, "schenectady", 0});
    EXPECT_EQ(s.piece("am_mil_vermont_1").at, "schenectady");
    EXPECT_EQ(s.step, Step::Movement);
}

TEST(BlockMovement, RuleB9_3_AFortIsNeverOverrunButFoughtAsABattle) {
    BlockState s = movingState(Side::British, 2);
    put(s, {"br_burgoyne", "br_9th_foot", "br_20th_foot", "br_21st_foot"}, "fort_george");
    put(s, {"am_mil_vermont_1"}, "fort_edward");
    play(s, activate("br_burgoyne"));
    for (const auto& b : {"br_9th_foot", "br_20th_foot", "br_21st_foot"}) play(s, take(b));
    play(s, stepTo("fort_edward"));
    // B6: the move stops at the enemy; the battle waits for the end of movement (B9).
    EXPECT_FALSE(s.activation);
    EXPECT_EQ(s.piece("am_mil_vermont_1").sp, 2);
    ASSERT_EQ(s.battles.size(), 1u);
    EXPECT_EQ(s.battles.front().from, std::vector<std::string>{"fort_george"});
    play(s, kind(K::EndMovement));
    EXPECT_EQ(s.step, Step::ChooseBattle);
    EXPECT_NE(refusal(s, {K::Fight, {}, "albany", 0}).find("B9: there is no battle at Albany"), std::string::npos);
    play(s, {K::Fight, {}, "fort_edward", 0});
    ASSERT_TRUE(s.battle);
    EXPECT_TRUE(s.battle->fort);
    EXPECT_TRUE(s.battle->skirmish);  // B9.3: a fort held by fewer than three is a skirmish
}

TEST(BlockBattlePhase, RuleB9_ABattleIsFoughtToItsEndAndItsLossesStayOnTheBlocks) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        BlockState s = attackOnSaratoga();
        EXPECT_EQ(s.battles.front().crossed.size(), 4u);  // by the bridge of boats (B9.8)
        play(s, kind(K::EndMovement));
        play(s, {K::Fight, {}, "saratoga", 0});
        core::Rng rng(seed);
        int spBefore = 0;
        for (const auto& p : s.pieces) spBefore += p.sp;
        while (s.step == Step::Battle || s.step == Step::BattleLeave) {
            const auto legal = blockLegalActions(s);
            ASSERT_FALSE(legal.empty());
            play(s, legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))]);
        }
        int spAfter = 0;
        for (const auto& p : s.pieces) spAfter += p.sp;
        EXPECT_LE(spAfter, spBefore);
        // Whoever lost has left Saratoga or is gone; the British player-turn is over.
        EXPECT_TRUE(blocksAt(s, "saratoga", Side::American).empty() || blocksAt(s, "saratoga", Side::British).empty()) << "seed " << seed;
        EXPECT_FALSE(s.battle);
        if (s.step != Step::Over) {
            EXPECT_EQ(s.active, Side::American);
        }
    }
}

TEST(BlockMovement, RuleB4_ReinforcementsEnterOnlyWhereNoBritishUnitIs) {
    BlockState s = movingState(Side::American, 3);
    s.turn = 7;
    put(s, {"br_9th_foot"}, "albany");
    play(s, activate("am_nixon"));
    EXPECT_NE(refusal(s, stepTo("albany")).find("B4: American reinforcements enter only where no British unit is"), std::string::npos);
    play(s, stepTo("bennington"));
    EXPECT_NE(refusal(s, activate("am_glover")).find("cannot move from"), std::string::npos);  // his turn is 11 (A13)
}

}  // namespace
}  // namespace tricorne::test
