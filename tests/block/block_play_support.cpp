#include "block_play_support.h"

#include <gtest/gtest.h>

#include "block_test_support.h"

namespace tricorne::test {

using namespace block;

BlockState movingState(Side active, int ap) {
    std::string error;
    auto s = newBlockGame(realBlockData(), {}, error);
    EXPECT_TRUE(s) << error;
    int placed = 0;
    for (const auto& id : realBlockData().scenario.militia.blocks) s->piece(id).at = placed++ % 2 ? "pittsfield" : "stockbridge";
    s->step = Step::Movement;
    s->active = active;
    s->first = active;
    s->ap[block::sideIndex(active)] = ap;
    return *s;
}

BlockState burgoyneBeforeSaratoga(const std::vector<std::string>& defenders) {
    BlockState s = movingState(Side::British, 2);
    put(s, {"br_burgoyne", "br_9th_foot", "br_20th_foot", "br_21st_foot"}, "fort_miller");
    put(s, defenders, "saratoga");
    play(s, activate("br_burgoyne"));
    for (const auto& b : {"br_9th_foot", "br_20th_foot", "br_21st_foot"}) play(s, take(b));
    return s;
}

BlockState attackOnSaratoga() {
    BlockState s = burgoyneBeforeSaratoga({"am_mil_vermont_1", "am_mil_vermont_2", "am_herrick"});
    play(s, stepTo("saratoga"));
    return s;
}

const std::vector<std::string> kFraserFive = {"br_british_grenadiers", "br_british_light", "br_brunswick_grenadiers", "br_brunswick_light",
                                              "br_rangers_canadians"};

BlockState forceMarchState(int ap) {
    BlockState s = movingState(Side::British, ap);
    s.options.forceMarch = true;
    for (const char* at : {"fort_ticonderoga", "castletown", "pawlet", "manchester"})
        for (const auto& id : blocksAt(s, at, Side::American)) s.piece(id).at = "albany";
    return s;
}

BlockState fraserAtPawlet(int ap, bool holdingBoxes) {
    BlockState s = forceMarchState(ap);
    s.options.holdingBoxes = holdingBoxes;
    put(s, {"br_fraser"}, "skenesboro");
    put(s, kFraserFive, "skenesboro");
    play(s, activate("br_fraser"));
    for (const auto& u : kFraserFive) play(s, take(u));
    play(s, stepTo("castletown"));
    play(s, stepTo("pawlet"));
    return s;
}

void put(BlockState& s, const std::vector<std::string>& blocks, const std::string& at) {
    for (const auto& b : blocks) s.piece(b).at = at;
}

void play(BlockState& s, const BlockAction& a) {
    const auto r = applyBlockAction(s, a);
    ASSERT_TRUE(r.refusal.empty()) << describeBlockAction(*s.data, a) << ": " << r.refusal;
}

std::string refusal(BlockState& s, const BlockAction& a) {
    const auto before = blockStateHash(s);
    const auto r = applyBlockAction(s, a);
    EXPECT_FALSE(r.refusal.empty()) << describeBlockAction(*s.data, a) << " was played";
    EXPECT_EQ(blockStateHash(s), before) << "a refusal changed the state";
    return r.refusal;
}

BlockAction activate(const std::string& block) { return {BlockAction::Kind::Activate, block, {}, 0}; }
BlockAction take(const std::string& block) { return {BlockAction::Kind::Take, block, {}, 0}; }
BlockAction stepTo(const std::string& point) { return {BlockAction::Kind::Step, {}, point, 0}; }
BlockAction roll(int die) { return {BlockAction::Kind::Roll, {}, {}, die}; }
BlockAction kind(BlockAction::Kind k) { return {k, {}, {}, 0}; }

BlockMatch played(const BlockGame& game, std::uint64_t seed, int actions, std::size_t policy) {
    std::string error;
    auto match = game.start("campaign", {}, seed, error);
    EXPECT_TRUE(match) << error;
    core::Rng rng(seed);
    for (int i = 0; i < actions && !game.isTerminal(match->state); ++i) EXPECT_TRUE(game.record(*match, game.randomAction(match->state, policy, rng)).ok());
    return *match;
}

}  // namespace tricorne::test
