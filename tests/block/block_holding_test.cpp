// B12.1 On Board Leader Holding Boxes, the optional rule as ruling A43 reads it, on the real data
// with forced dice: the group goes into its leader's box and the map shows him alone; it steps with
// him the next turn; it comes out by its owner's free release, by a battle or an overrun at its
// point, or when a force march leaves it behind; the enemy sees each box's count and no label, and
// every sample of his view puts a box's blocks with its leader; a save holding them reloads alike.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "block_play_support.h"
#include "block_test_support.h"
#include "tricorne/block/block_game.h"

namespace tricorne::test {
namespace {

using namespace block;
using K = BlockAction::Kind;

bool mentions(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const std::vector<std::string> kRegiments = {"br_9th_foot", "br_20th_foot", "br_21st_foot"};

BlockAction release(const std::string& block) { return {K::Release, block, {}, 0}; }

// The holding boxes chosen, `active` to move with `ap`, the road Fort Edward - Fort Miller - Saratoga
// cleared of every block so that the test puts there only its own.
BlockState holdingState(Side active, int ap) {
    BlockState s = movingState(active, ap);
    s.options.holdingBoxes = true;
    for (const char* at : {"fort_edward", "fort_miller", "saratoga", "cambridge", "bemis_heights"})
        for (const auto& id : blocksAt(s, at)) s.piece(id).at = s.block(s.indexOf(id)).side == Side::American ? "albany" : "fort_ticonderoga";
    return s;
}

// Burgoyne and the three regiments from Fort Miller to Fort Edward with the boxes in play: 1 AP.
BlockState burgoyneHolding() {
    BlockState s = holdingState(Side::British, 4);
    put(s, {"br_burgoyne"}, "fort_miller");
    put(s, kRegiments, "fort_miller");
    play(s, activate("br_burgoyne"));
    for (const auto& r : kRegiments) play(s, take(r));
    play(s, stepTo("fort_edward"));
    return s;
}

// The state of the next turn's British movement, nothing moved yet.
void nextTurn(BlockState& s, int ap) {
    for (auto& p : s.pieces) p.moved = false;
    s.roadUse[0].clear();
    s.roadUse[1].clear();
    s.ap[1] = ap;
}

TEST(BlockHolding, RuleB12_1_AGroupMovingWithItsLeaderGoesIntoHisBoxAndTheMapShowsHimAlone) {
    BlockState s = holdingState(Side::British, 4);
    put(s, {"br_burgoyne"}, "fort_miller");
    put(s, kRegiments, "fort_miller");
    play(s, activate("br_burgoyne"));
    for (const auto& r : kRegiments) {
        play(s, take(r));
        EXPECT_EQ(s.piece(r).heldBy, "br_burgoyne") << r;
    }
    const auto stepped = applyBlockAction(s, stepTo("fort_edward"));
    ASSERT_TRUE(stepped.refusal.empty()) << stepped.refusal;
    ASSERT_EQ(stepped.events.size(), 1u);
    // The enemy reads one block going; its owner reads the group.
    EXPECT_EQ(stepped.events[0].textFor(0), "a British block moves from Fort Miller to Fort Edward");
    EXPECT_EQ(stepped.events[0].textFor(1), "Burgoyne and 3 units move from Fort Miller to Fort Edward");
    EXPECT_FALSE(s.activation);  // rate 1: the move is over
    EXPECT_EQ(s.ap[1], 3);
    for (const auto& r : kRegiments) {
        EXPECT_EQ(s.piece(r).at, "fort_edward") << r;  // at his point for every rule
        EXPECT_EQ(s.piece(r).heldBy, "br_burgoyne") << r;
    }
    EXPECT_EQ(blocksAt(s, "fort_edward", Side::British).size(), 4u);
    EXPECT_TRUE(BlockGame(realBlockData()).invariants(s).empty());
    EXPECT_EQ(blockStateToJson(s)["blocks"]["br_9th_foot"]["heldBy"], "br_burgoyne");
    EXPECT_FALSE(blockStateToJson(s)["blocks"]["br_burgoyne"].contains("heldBy"));
}

TEST(BlockHolding, RuleB12_1_TheHeldUnitsStepWithTheirLeaderNextTurnAndHeTakesMoreUpToHisLimit) {
    BlockState s = burgoyneHolding();
    put(s, {"br_62nd_foot"}, "fort_edward");
    nextTurn(s, 4);
    play(s, activate("br_burgoyne"));
    ASSERT_TRUE(s.activation);
    EXPECT_EQ(s.activation->group, kRegiments);  // his box is his group as he sets out
    play(s, take("br_62nd_foot"));
    EXPECT_EQ(s.piece("br_62nd_foot").heldBy, "br_burgoyne");
    play(s, stepTo("fort_miller"));
    for (const auto& r : {"br_9th_foot", "br_20th_foot", "br_21st_foot", "br_62nd_foot"}) {
        EXPECT_EQ(s.piece(r).at, "fort_miller") << r;
        EXPECT_TRUE(s.piece(r).moved) << r;
        EXPECT_EQ(s.piece(r).heldBy, "br_burgoyne") << r;
    }
    // A held unit is not another leader's to take, nor its own to move: it leaves the box first.
    nextTurn(s, 4);
    EXPECT_TRUE(mentions(refusal(s, activate("br_9th_foot")), "B12.1: 9th Foot waits in Burgoyne's holding box; release it first")) << refusal(s, activate("br_9th_foot"));
    put(s, {"br_phillips"}, "fort_miller");
    play(s, activate("br_phillips"));
    EXPECT_TRUE(mentions(refusal(s, take("br_9th_foot")), "B12.1")) << refusal(s, take("br_9th_foot"));
}

TEST(BlockHolding, RuleB12_1_AReleaseIsFreeAndPutsTheUnitOnTheMapAtItsLeadersPoint) {
    BlockState s = burgoyneHolding();
    const auto legal = blockLegalActions(s);
    for (const auto& r : kRegiments) EXPECT_NE(std::find(legal.begin(), legal.end(), release(r)), legal.end()) << r;
    const auto r = applyBlockAction(s, release("br_20th_foot"));
    ASSERT_TRUE(r.refusal.empty()) << r.refusal;
    EXPECT_EQ(s.piece("br_20th_foot").heldBy, "");
    EXPECT_EQ(s.piece("br_20th_foot").at, "fort_edward");
    EXPECT_EQ(s.ap[1], 3);  // no AP
    ASSERT_EQ(r.events.size(), 1u);
    EXPECT_EQ(r.events[0].rule, "B12.1");
    EXPECT_EQ(r.events[0].textFor(1), "20th Foot leaves Burgoyne's holding box for the map at Fort Edward");
    EXPECT_EQ(r.events[0].textFor(0), "a British block leaves a holding box for the map at Fort Edward");
    // Only a held block of the player moving, and not while a move is under way.
    EXPECT_TRUE(mentions(refusal(s, release("br_20th_foot")), "in no holding box"));
    put(s, {"br_fraser"}, "fort_ticonderoga");
    play(s, activate("br_fraser"));
    EXPECT_TRUE(mentions(refusal(s, release("br_9th_foot")), "a move is under way"));
    // Without the option there is no box to leave.
    BlockState plain = movingState(Side::British, 4);
    EXPECT_TRUE(mentions(refusal(plain, release("br_9th_foot")), "optional rule this game does not play"));
}

TEST(BlockHolding, RuleB12_1_ABattleAtTheirPointBringsTheHeldUnitsOfBothSidesOut) {
    BlockState s = holdingState(Side::British, 4);
    put(s, {"br_burgoyne"}, "fort_miller");
    put(s, kRegiments, "fort_miller");
    // The defenders: St. Clair with three units in his box at Saratoga.
    const std::vector<std::string> defenders = {"am_1st_nh", "am_3rd_nh", "am_paterson"};
    put(s, {"am_st_clair"}, "saratoga");
    put(s, defenders, "saratoga");
    for (const auto& d : defenders) s.piece(d).heldBy = "am_st_clair";
    play(s, activate("br_burgoyne"));
    for (const auto& r : kRegiments) play(s, take(r));
    const auto r = applyBlockAction(s, stepTo("saratoga"));
    ASSERT_TRUE(r.refusal.empty()) << r.refusal;
    ASSERT_EQ(s.battles.size(), 1u);
    int out = 0;
    for (const auto& e : r.events)
        if (e.rule == "B12.1") {
            ++out;
            EXPECT_TRUE(mentions(e.ownerText, "a battle is at Saratoga")) << e.ownerText;
        }
    EXPECT_EQ(out, 6);  // B9.1: every block of the battle stands on the battle board
    for (const auto& id : kRegiments) EXPECT_EQ(s.piece(id).heldBy, "") << id;
    for (const auto& id : defenders) EXPECT_EQ(s.piece(id).heldBy, "") << id;
}

TEST(BlockHolding, RuleB12_1_AnOverrunBringsTheDefendersOutOfTheirBoxToTakeTheirLossAndRetreat) {
    BlockState s = holdingState(Side::American, 4);
    // Burgoyne and one regiment in his box: two blocks, one counting toward three (A23).
    put(s, {"br_burgoyne", "br_9th_foot"}, "fort_miller");
    s.piece("br_9th_foot").heldBy = "br_burgoyne";
    put(s, {"am_st_clair", "am_1st_nh", "am_3rd_nh", "am_paterson"}, "fort_edward");
    play(s, activate("am_st_clair"));
    for (const auto& a : {"am_1st_nh", "am_3rd_nh", "am_paterson"}) play(s, take(a));
    const auto r = applyBlockAction(s, stepTo("fort_miller"));
    ASSERT_TRUE(r.refusal.empty()) << r.refusal;
    EXPECT_EQ(s.piece("br_9th_foot").heldBy, "");
    EXPECT_EQ(s.piece("br_9th_foot").sp, 3);            // B9.3: 1 SP lost
    EXPECT_EQ(s.piece("br_burgoyne").at, kEliminated);  // his 1 SP lost
    EXPECT_EQ(s.step, Step::OverrunRetreat);
    EXPECT_TRUE(std::any_of(r.events.begin(), r.events.end(), [](const engine::Event& e) { return e.rule == "B12.1" && mentions(e.ownerText, "overrun"); }));
    // The attackers are in St. Clair's box and go on with him.
    for (const auto& a : {"am_1st_nh", "am_3rd_nh", "am_paterson"}) EXPECT_EQ(s.piece(a).heldBy, "am_st_clair") << a;
    EXPECT_TRUE(BlockGame(realBlockData()).invariants(s).empty());
}

TEST(BlockHolding, RuleB12_1_AUnitAForceMarchLeavesBehindComesOutOfTheBoxWhereItStays) {
    BlockState s = fraserAtPawlet(4, true);
    play(s, {K::ForceMarch, "br_fraser", "manchester", 0});
    play(s, roll(4));  // even: Fraser goes; his units wait in his box for their dice
    for (const auto& u : kFraserFive) EXPECT_EQ(s.piece(u).heldBy, "br_fraser") << u;
    EXPECT_TRUE(BlockGame(realBlockData()).invariants(s).empty());
    for (const int die : {2, 6, 4, 1, 3}) play(s, roll(die));
    for (const auto& u : {"br_british_grenadiers", "br_british_light", "br_brunswick_grenadiers"}) {
        EXPECT_EQ(s.piece(u).at, "manchester") << u;
        EXPECT_EQ(s.piece(u).heldBy, "br_fraser") << u;
    }
    for (const auto& u : {"br_brunswick_light", "br_rangers_canadians"}) {
        EXPECT_EQ(s.piece(u).at, "pawlet") << u;
        EXPECT_EQ(s.piece(u).heldBy, "") << u;
    }
}

TEST(BlockHolding, RuleB12_1_TheEnemySeesEachBoxsCountAndNoLabelAndEverySampleKeepsTheBoxWithItsLeader) {
    const BlockGame game(realBlockData());
    BlockState s = burgoyneHolding();
    // Three more British blocks on the map, one a leader: Burgoyne may be any of the four non-Native ones.
    put(s, {"br_fraser"}, "skenesboro");
    put(s, {"br_62nd_foot"}, "castletown");
    put(s, {"br_47th_foot"}, "pawlet");
    const BlockView v = game.view(s, 0);
    int inBox = 0;
    for (const auto& slot : v.hidden)
        if (!slot.box.empty()) {
            ++inBox;
            EXPECT_EQ(slot.box, "br_burgoyne");
            EXPECT_EQ(slot.at, "");  // where the box's leader is, the box does not say
        }
    EXPECT_EQ(inBox, 3);
    for (const auto& r : kRegiments) {
        EXPECT_EQ(v.state.piece(r).at, kHidden);
        EXPECT_EQ(v.state.piece(r).heldBy, "");
    }
    const nlohmann::json j = game.viewToJson(v);
    EXPECT_EQ(j["heldIn"]["br_burgoyne"], 3);
    EXPECT_EQ(j["hiddenAt"]["fort_edward"], 1);  // the map shows the leader's block alone
    EXPECT_EQ(j.dump().find("9th Foot"), std::string::npos);
    // His owner sees it all.
    EXPECT_EQ(game.view(s, 1).state.piece("br_9th_foot").heldBy, "br_burgoyne");
    // Every sample: three blocks in Burgoyne's box, with him, where the view shows a British block.
    std::set<std::string> britishPoints;
    for (const auto& slot : v.hidden)
        if (slot.side == Side::British && slot.box.empty()) britishPoints.insert(slot.at);
    std::set<std::string> placesSeen;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        core::Rng rng(seed);
        const BlockState sample = game.determinize(v, rng);
        const auto held = [&] {
            std::vector<std::string> out;
            for (std::size_t i = 0; i < sample.pieces.size(); ++i)
                if (sample.pieces[i].heldBy == "br_burgoyne") out.push_back(sample.block(i).id);
            return out;
        }();
        ASSERT_EQ(held.size(), 3u) << "seed " << seed;
        const std::string at = sample.piece("br_burgoyne").at;
        EXPECT_TRUE(britishPoints.count(at)) << "seed " << seed << ": " << at;
        for (const auto& h : held) EXPECT_EQ(sample.piece(h).at, at) << "seed " << seed;
        EXPECT_TRUE(game.invariants(sample).empty()) << "seed " << seed;
        EXPECT_TRUE(game.view(sample, 0) == v) << "seed " << seed;  // the sample is one the American cannot tell from the game
        placesSeen.insert(at);
    }
    EXPECT_EQ(placesSeen.size(), 4u);  // Burgoyne is sampled at many of the British points, not where he is
}

TEST(BlockHolding, RuleB12_1_ASaveWithUnitsInTheBoxesReloadsAlikeAndAnIllegalReleaseIsRefused) {
    const BlockGame game(realBlockData());
    std::string error;
    auto match = game.start("campaign", {{"holdingBoxes", "true"}}, 7, error);
    ASSERT_TRUE(match) << error;
    core::Rng rng(7);
    int held = 0;
    for (int n = 0; n < 900 && !game.isTerminal(match->state); ++n) {
        ASSERT_TRUE(game.record(*match, game.randomAction(match->state, 1, rng)).ok());
        held = 0;
        for (const auto& p : match->state.pieces) held += !p.heldBy.empty();
        if (held > 2 && n > 300 && match->state.step == Step::Movement && !match->state.activation) break;
    }
    ASSERT_GT(held, 2);
    const nlohmann::json save = game.save(*match);
    const auto back = game.load(save, error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(game.stateHash(back->state), game.stateHash(match->state));
    EXPECT_EQ(blockStateToJson(back->state), blockStateToJson(match->state));
    // A hostile save: a release of a block in no box, added at the end.
    nlohmann::json bad = save;
    std::string loose;
    for (std::size_t i = 0; i < match->state.pieces.size(); ++i)
        if (match->state.pieces[i].heldBy.empty() && match->state.block(i).side == match->state.active) loose = match->state.block(i).id;
    bad["actions"].push_back({{"type", "release"}, {"block", loose}});
    bad.erase("stateHash");
    EXPECT_FALSE(game.load(bad, error));
    EXPECT_TRUE(mentions(error, "/actions/" + std::to_string(save["actions"].size()) + ": B12.1: ")) << error;
    EXPECT_TRUE(mentions(error, "is in no holding box")) << error;
}

TEST(BlockHolding, RuleB12_1_TheOptionIsPlayedAloneAndWithEveryOther) {
    const BlockGame game(realBlockData());
    const auto sets = game.optionSets("campaign");
    EXPECT_TRUE(std::any_of(sets.begin(), sets.end(), [](const engine::Options& o) { return o.size() == 1 && o.count("holdingBoxes"); }));
    EXPECT_EQ(sets.back().count("holdingBoxes"), 1u);
    std::string error;
    const auto s = newBlockGame(realBlockData(), {{"holdingBoxes", "true"}}, error);
    ASSERT_TRUE(s) << error;
    EXPECT_TRUE(s->options.holdingBoxes);
}

}  // namespace
}  // namespace tricorne::test
