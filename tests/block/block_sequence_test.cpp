// B4 Game Setup, B5 Sequence of Play, B8 Clinton and B11 Victory on the real data, with forced dice.
#include <gtest/gtest.h>

#include <algorithm>

#include "block_play_support.h"
#include "block_test_support.h"

namespace tricorne::test {
namespace {

using namespace block;
using K = BlockAction::Kind;

BlockState fresh(const std::map<std::string, std::string>& options = {}) {
    std::string error;
    auto s = newBlockGame(realBlockData(), options, error);
    EXPECT_TRUE(s) << error;
    return *s;
}

TEST(BlockSequence, RuleB4_SetupPlacesNativesClintonBoxesAndReinforcements) {
    const BlockState s = fresh();
    EXPECT_EQ(s.piece("na_senecas").at, "oswego");
    EXPECT_EQ(s.piece("na_western_nations").at, "valcour_island");
    EXPECT_EQ(s.piece("br_clinton").at, "new_york_city");
    EXPECT_EQ(s.piece("br_burgoyne").at, "british_at_start");
    EXPECT_EQ(s.piece("br_st_leger").at, "british_turn5");
    EXPECT_EQ(s.piece("am_arnold").at, "american_reinforcements");
    EXPECT_EQ(s.piece("am_st_clair").at, "fort_ticonderoga");
    EXPECT_EQ(s.piece("am_mil_tryon").at, kUnplaced);
    EXPECT_EQ(s.step, Step::PlaceMilitia);
    EXPECT_EQ(blockToMove(s), 0);
}

TEST(BlockSequence, RuleB4_MilitiaGoWhereNoNativeIsWithinTheRegionCaps) {
    BlockState s = fresh();
    EXPECT_NE(refusal(s, {K::PlaceMilitia, "am_mil_tryon", "oswego", 0}).find("B4"), std::string::npos);
    play(s, {K::PlaceMilitia, "am_mil_tryon", "saratoga", 0});
    EXPECT_NE(refusal(s, {K::PlaceMilitia, "am_mil_albany", "saratoga", 0}).find("militia cap"), std::string::npos);  // NY: 1
    play(s, {K::PlaceMilitia, "am_mil_albany", "pittsfield", 0});
    play(s, {K::PlaceMilitia, "am_mil_charlotte", "pittsfield", 0});  // MA: 2
    EXPECT_NE(refusal(s, {K::PlaceMilitia, "am_mil_schenectady", "pittsfield", 0}).find("militia cap"), std::string::npos);
    while (s.step == Step::PlaceMilitia) play(s, blockLegalActions(s).front());
    EXPECT_EQ(s.step, Step::ApRoll);
    EXPECT_EQ(blockToMove(s), -1);
}

TEST(BlockSequence, RuleB12_3_StLegerTakesUpToTwoAtStartUnits) {
    BlockState s = fresh({{"stLegerPlus2", "true"}});
    EXPECT_EQ(s.step, Step::StLegerChoice);
    play(s, {K::StLeger, "br_9th_foot", {}, 0});
    play(s, {K::StLeger, "br_20th_foot", {}, 0});
    EXPECT_NE(refusal(s, {K::StLeger, "br_21st_foot", {}, 0}).find("B12.3: at most 2"), std::string::npos);
    play(s, kind(K::StLegerDone));
    EXPECT_EQ(s.piece("br_9th_foot").at, "british_turn5");
    EXPECT_EQ(s.step, Step::PlaceMilitia);
}

BlockState atApRoll() {
    BlockState s = fresh();
    while (s.step == Step::PlaceMilitia) play(s, blockLegalActions(s).front());
    return s;
}

TEST(BlockSequence, RuleB5_ApDiceAndTheAmericanMovesFirstOnATie) {
    BlockState s = atApRoll();
    play(s, roll(4));  // British 2 + 2
    play(s, roll(3));  // American 2 + 2
    EXPECT_EQ(s.ap[1], 4);
    EXPECT_EQ(s.ap[0], 4);
    EXPECT_EQ(s.first, Side::American);
    EXPECT_EQ(s.step, Step::Movement);
    EXPECT_EQ(blockToMove(s), 0);
}

TEST(BlockSequence, RuleB5_TheHigherTotalMovesFirstAndUnusedApIsLost) {
    BlockState s = atApRoll();
    play(s, roll(6));  // British 5
    play(s, roll(1));  // American 3
    EXPECT_EQ(s.first, Side::British);
    play(s, kind(K::EndMovement));
    EXPECT_EQ(s.active, Side::American);
    play(s, kind(K::EndMovement));
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(s.step, Step::ApRoll);
    EXPECT_EQ(s.ap[0] + s.ap[1], 0);  // A15
}

TEST(BlockSequence, RuleB3_ArnoldsApFromTurnTenIsHisAloneAndDoesNotDecideWhoMovesFirst) {
    BlockState s = atApRoll();
    s.turn = 10;
    play(s, roll(4));  // British 4
    play(s, roll(3));  // American 4, and Arnold's 1
    EXPECT_EQ(s.arnoldAp, 1);
    EXPECT_EQ(s.first, Side::American);
    s.ap[0] = 0;
    EXPECT_NE(refusal(s, activate("am_st_clair")).find("costs 1 AP"), std::string::npos);
    play(s, activate("am_arnold"));
    EXPECT_EQ(s.arnoldAp, 0);
}

// A45: Arnold's own AP is marked on the public AP track like every AP (B5): both sides read it,
// so the British learn at the next AP roll that Arnold is gone, however he fell.
TEST(BlockSequence, RulingA45_ArnoldsApIsReadByBothSidesAndStopsWhenHeFalls) {
    for (const bool alive : {true, false}) {
        BlockState s = atApRoll();
        s.turn = 10;
        if (!alive) put(s, {"am_arnold"}, kEliminated);
        play(s, roll(4));
        const BlockApplied r = applyBlockAction(s, roll(3));
        ASSERT_TRUE(r.refusal.empty()) << r.refusal;
        ASSERT_FALSE(r.events.empty());
        EXPECT_EQ(r.events.front().text, alive ? "American AP die 3: 4 AP and 1 for Arnold alone (B3)" : "American AP die 3: 4 AP");
        EXPECT_EQ(r.events.front().owner, -1);  // the same words for both
        EXPECT_EQ(s.arnoldAp, alive ? 1 : 0);
    }
}

TEST(BlockSequence, RuleB8_ClintonThreatensAndFourRegularsAnswer) {
    BlockState s = movingState(Side::British, 2);
    s.turn = 13;
    EXPECT_NE(refusal(s, kind(K::Clinton)).find("B8: Clinton may be activated from turn 14"), std::string::npos);
    s.turn = 14;
    s.playerTurn = 0;
    play(s, kind(K::Clinton));
    EXPECT_EQ(blockToMove(s), -1);
    play(s, roll(3));  // odd: he stays
    EXPECT_EQ(s.piece("br_clinton").at, "new_york_city");
    EXPECT_NE(refusal(s, kind(K::Clinton)).find("one try a turn"), std::string::npos);
    s.clintonTries = 0;
    play(s, kind(K::Clinton));
    play(s, roll(4));
    EXPECT_EQ(s.piece("br_clinton").at, "hudson_west_point");
    play(s, kind(K::EndMovement));
    EXPECT_EQ(s.step, Step::ClintonSend);
    // A22: an elite unit is no regular.
    EXPECT_NE(refusal(s, {K::SendToHudson, "am_warner", {}, 0}).find("B8"), std::string::npos);
    for (const auto& b : {"am_1st_nh", "am_3rd_nh", "am_paterson", "am_2nd_nh"}) play(s, {K::SendToHudson, b, {}, 0});
    EXPECT_EQ(s.step, Step::Movement);
    EXPECT_EQ(blocksAt(s, "hudson_west_point", Side::American).size(), 4u);
    play(s, kind(K::EndMovement));
    EXPECT_EQ(s.piece("br_clinton").at, "new_york_city");
}

TEST(BlockSequence, RuleB11_TiconderogaAndAlbanyHeldAtTheEndOfAnAmericanTurnWin) {
    BlockState s = movingState(Side::American, 2);
    for (const auto& p : {"fort_ticonderoga", "albany"})
        for (const auto& id : blocksAt(s, p, Side::American)) s.piece(id).at = "pittsfield";
    put(s, {"br_9th_foot"}, "fort_ticonderoga");
    put(s, {"br_burgoyne"}, "albany");
    play(s, kind(K::EndMovement));
    EXPECT_FALSE(s.winner);  // A35: a leader alone holds no point
    s.active = Side::American;
    s.step = Step::Movement;
    put(s, {"br_20th_foot"}, "albany");
    play(s, kind(K::EndMovement));
    ASSERT_TRUE(s.winner);
    EXPECT_EQ(*s.winner, Side::British);
    EXPECT_EQ(blockToMove(s), -2);
}

TEST(BlockSequence, RuleB11_TheAmericanWinsWhenTurnTwentyFourEnds) {
    BlockState s = movingState(Side::British, 0);
    s.turn = 24;
    s.playerTurn = 1;
    play(s, kind(K::EndMovement));
    ASSERT_TRUE(s.winner);
    EXPECT_EQ(*s.winner, Side::American);
}

TEST(BlockSequence, RuleB11_BritishSpBelowTwentyFiveIsAnAmericanVictoryAtOnce) {
    BlockState s = movingState(Side::American, 2);
    // Phillips (1 SP) and six 4-SP regiments are left: 25 SP.
    const std::vector<std::string> kept = {"br_phillips", "br_9th_foot", "br_20th_foot", "br_21st_foot", "br_24th_foot", "br_62nd_foot", "br_regt_von_riedesel"};
    for (const auto& b : s.data->roster.blocks)
        if (b.side == Side::British && b.type != UnitType::Commander && std::find(kept.begin(), kept.end(), b.id) == kept.end()) {
            s.piece(b.id).lost += s.piece(b.id).sp;
            s.piece(b.id).sp = 0;
            s.piece(b.id).at = kEliminated;
        }
    ASSERT_EQ(britishSp(s), 25);
    // The Americans overrun a 1-SP leader alone: one SP lost, the British at 24.
    put(s, {"am_schuyler", "am_1st_ny", "am_herrick", "am_nixon"}, "saratoga");
    put(s, {"br_phillips"}, "fort_miller");
    play(s, activate("am_schuyler"));
    for (const auto& b : {"am_1st_ny", "am_herrick", "am_nixon"}) play(s, take(b));
    play(s, stepTo("fort_miller"));
    ASSERT_TRUE(s.winner);
    EXPECT_EQ(*s.winner, Side::American);
    EXPECT_NE(s.ending.find("B11"), std::string::npos);
}

}  // namespace
}  // namespace tricorne::test
