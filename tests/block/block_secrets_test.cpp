// What the block game tells and writes down keeps each side's secrets (BLOCK-GAME-BRIEF Part 4):
// every event in words its reader may read, the table's words naming no hidden block, and a save
// that seals what one side hides, hashes only what both sides see, and keeps no seed for dice
// drawn from the system's entropy.
#include <gtest/gtest.h>

#include <set>

#include "block_play_support.h"
#include "block_test_support.h"
#include "tricorne/block/block_game.h"

namespace tricorne::test {
namespace {

using namespace block;
using K = BlockAction::Kind;


// The only event of an action; the test fails unless there is exactly one.
engine::Event onlyEvent(BlockState& s, const BlockAction& a) {
    const BlockApplied r = applyBlockAction(s, a);
    EXPECT_TRUE(r.refusal.empty()) << r.refusal;
    EXPECT_EQ(r.events.size(), 1u);
    return r.events.empty() ? engine::Event{} : r.events.front();
}

TEST(BlockSecrets, RuleB6_AnActivationNamesTheLeaderToHisOwnerAloneAndThePlaceToAll) {
    BlockState s = movingState(Side::British, 2);
    put(s, {"br_burgoyne"}, "fort_miller");
    const engine::Event e = onlyEvent(s, activate("br_burgoyne"));
    EXPECT_EQ(e.rule, "B6");
    EXPECT_EQ(e.owner, 1);
    EXPECT_EQ(e.textFor(1), "Burgoyne at Fort Miller is activated");
    EXPECT_EQ(e.textFor(0), "a British block at Fort Miller is activated");
    EXPECT_EQ(e.textFor(-1), "a British block at Fort Miller is activated");
    // What tricorne-cli apply prints after it: the mover by his side.
    EXPECT_EQ(BlockGame(realBlockData()).summary(s), "The Saratoga Campaign, June to October 1777, turn 1: British movement, 1 AP left; a British block on the move at Fort Miller (B6)");
    // The American's own leader, read the other way round.
    BlockState a = movingState(Side::American, 2);
    put(a, {"am_arnold"}, "albany");
    const engine::Event mine = onlyEvent(a, activate("am_arnold"));
    EXPECT_EQ(mine.textFor(0), "Arnold at Albany is activated");
    EXPECT_EQ(mine.textFor(1), "an American block at Albany is activated");
}

TEST(BlockSecrets, RuleB9_3_AHitOnAHiddenBlockAndItsRetreatNameItToItsOwnerAlone) {
    BlockState s = burgoyneBeforeSaratoga({"am_mil_vermont_1"});
    const BlockApplied step = applyBlockAction(s, stepTo("saratoga"));
    ASSERT_TRUE(step.refusal.empty()) << step.refusal;
    ASSERT_EQ(step.events.size(), 3u);
    EXPECT_EQ(step.events[0].textFor(0), "a British block and 3 units move from Fort Miller to Saratoga");
    EXPECT_EQ(step.events[0].textFor(1), "Burgoyne and 3 units move from Fort Miller to Saratoga");
    EXPECT_EQ(step.events[1].text, "Saratoga is overrun");
    EXPECT_EQ(step.events[2].rule, "B9.3");
    EXPECT_EQ(step.events[2].textFor(1), "an American block at Saratoga loses 1 SP");
    EXPECT_EQ(step.events[2].textFor(0), "Vermont Militia I loses 1 SP");
    const engine::Event retreat = onlyEvent(s, {K::Retreat, {}, "schenectady", 0});
    EXPECT_EQ(retreat.textFor(-1), "an American block retreats to Schenectady");
    EXPECT_EQ(retreat.textFor(0), "Vermont Militia I retreats to Schenectady");
}

TEST(BlockSecrets, RuleB8_ClintonsSendNamesTheRegimentToTheAmericanAlone) {
    BlockState s = movingState(Side::British, 2);
    s.turn = 14;
    play(s, kind(K::Clinton));
    play(s, roll(4));
    play(s, kind(K::EndMovement));
    ASSERT_EQ(s.step, Step::ClintonSend);
    const BlockAction send{K::SendToHudson, "am_1st_nh", {}, 0};
    const BlockGame game(realBlockData());
    EXPECT_EQ(game.publicAction(s, send, 1).block, kHidden);
    EXPECT_EQ(game.publicAction(s, send, 0).block, "am_1st_nh");
    EXPECT_EQ(game.describe(s, send), "A hidden American block goes to the Hudson River/West Point box (B8 Clinton Threatens)");
    const engine::Event e = onlyEvent(s, send);
    EXPECT_EQ(e.textFor(1), "an American block goes to Hudson River/West Point");
    EXPECT_EQ(e.textFor(0), "1st NH (Cilley) goes to Hudson River/West Point");
}

TEST(BlockSecrets, RuleB4_AMilitiaBlockIsPlacedInViewItsLabelFacingItsOwner) {
    const BlockGame game(realBlockData());
    std::string error;
    auto s = game.initialState("campaign", {}, 1, error);
    ASSERT_TRUE(s) << error;
    ASSERT_EQ(s->step, Step::PlaceMilitia);
    const BlockAction place = game.legalActions(*s).front();
    const std::string where = realBlockData().map.point(place.at)->name;
    EXPECT_EQ(game.publicAction(*s, place, 1).block, kHidden);
    EXPECT_EQ(game.publicAction(*s, place, kTable).at, place.at);  // A14: where it goes is seen
    EXPECT_EQ(game.publicAction(*s, place, 0), place);
    EXPECT_EQ(game.describe(*s, place), "A hidden American block is placed at " + where + " (B4 Game Setup)");
    const engine::Event e = onlyEvent(*s, place);
    EXPECT_EQ(e.textFor(1), "an American block placed at " + where);
    EXPECT_EQ(e.textFor(0), realBlockData().roster.block(place.block)->name + " placed at " + where);
}

// The blocks `player` sees by name after an action: his own, the enemy's he may see, and those on
// the battle board shown while a battle action was played.
std::set<std::string> seenBy(const BlockGame& game, const BlockState& before, const BlockState& after, const BlockAction& a, int player) {
    std::set<std::string> seen;
    const BlockView v = game.view(after, player);
    for (std::size_t i = 0; i < v.state.pieces.size(); ++i)
        if (v.state.pieces[i].at != kHidden) seen.insert(v.state.block(i).id);
    const BlockView was = game.view(before, player);
    for (const BlockView* w : {&v, &was})
        if (w->state.battle && (w == &v || a.kind == K::Battle))
            for (const auto& f : w->state.battle->fighters)
                if (!f.block.empty()) seen.insert(f.block);
    return seen;
}

// The label of a block not in `seen` found in `text`, outside the words that merely contain it
// (a seen block's longer label, a place, the rules' own phrases); empty when there is none.
std::string hiddenLabelIn(const std::string& text, const std::set<std::string>& seen) {
    std::vector<std::string> plain = {"with St. Leger", "for Arnold alone"};
    for (const auto& b : realBlockData().roster.blocks)
        if (seen.count(b.id)) plain.push_back(b.name);
    for (const auto& p : realBlockData().map.points) plain.push_back(p.name);
    for (const auto& b : realBlockData().map.boxes) plain.push_back(b.name);
    std::vector<bool> covered(text.size(), false);
    for (const auto& words : plain)
        for (auto at = text.find(words); at != std::string::npos; at = text.find(words, at + 1))
            for (std::size_t k = at; k < at + words.size(); ++k) covered[k] = true;
    for (const auto& b : realBlockData().roster.blocks) {
        if (seen.count(b.id)) continue;
        for (auto at = text.find(b.name); at != std::string::npos; at = text.find(b.name, at + 1))
            for (std::size_t k = at; k < at + b.name.size(); ++k)
                if (!covered[k]) return b.name;
    }
    return {};
}

TEST(BlockSecrets, Part4_NoEventNamesToItsReaderABlockHeCannotSee) {
    const BlockGame game(realBlockData());
    int events = 0, ownerWords = 0, marches = 0, boxes = 0;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        std::string error;
        auto s = game.initialState("campaign", {{"stLegerPlus2", "true"}, {"militiaReaction", "true"}, {"forceMarch", "true"}, {"holdingBoxes", "true"}}, seed, error);
        ASSERT_TRUE(s) << error;
        core::Rng rng(seed);
        for (int n = 0; n < 3000 && !game.isTerminal(*s); ++n) {
            const BlockState before = *s;
            const BlockAction a = game.randomAction(*s, 1, rng);
            const engine::Applied r = game.apply(*s, a);
            ASSERT_TRUE(r.ok()) << r.refusal;
            const std::set<std::string> seen[2] = {seenBy(game, before, *s, a, 0), seenBy(game, before, *s, a, 1)};
            std::set<std::string> both;
            for (const auto& id : seen[0])
                if (seen[1].count(id)) both.insert(id);
            for (const auto& e : r.events) {
                ++events;
                ownerWords += e.owner >= 0;
                marches += e.rule == "B12.2";
                boxes += e.rule == "B12.1";
                EXPECT_EQ(hiddenLabelIn(e.text, both), "") << "seed " << seed << " action " << n << ": " << e.text;
                for (int player = 0; player < 2; ++player)
                    EXPECT_EQ(hiddenLabelIn(e.textFor(player), seen[player]), "") << "seed " << seed << " action " << n << " read by " << player << ": " << e.textFor(player);
            }
        }
    }
    EXPECT_GT(events, 4000);
    EXPECT_GT(ownerWords, 1000) << ownerWords;
    EXPECT_GT(marches, 0);  // B12.2: the force march's events are among them
    EXPECT_GT(boxes, 0);    // B12.1: and the holding boxes'
}

TEST(BlockSecrets, Part4_AHotseatSaveMidGameHoldsNoHiddenBlockNorMilitiaPlacementInPlain) {
    const BlockGame game(realBlockData());
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const BlockMatch match = played(game, seed, 400);
        ASSERT_FALSE(game.isTerminal(match.state));
        const nlohmann::json save = game.save(match);
        const std::string text = save.dump(2);
        EXPECT_EQ(text.find("\"placeMilitia\""), std::string::npos) << "seed " << seed;
        int sealed = 0;
        for (const auto& a : save["actions"]) sealed += a["type"] == "sealed";
        EXPECT_GT(sealed, 20);
        // Whoever holds the file, the side not to move and his enemy alike: no block either cannot see.
        for (int player = 0; player < 2; ++player) {
            const BlockView v = game.view(match.state, player);
            for (std::size_t i = 0; i < v.state.pieces.size(); ++i) {
                if (v.state.pieces[i].at != kHidden) continue;
                const Block& b = v.state.block(i);
                EXPECT_EQ(text.find("\"" + b.id + "\""), std::string::npos) << "seed " << seed << ": " << b.id;
                EXPECT_EQ(text.find(b.name), std::string::npos) << "seed " << seed << ": " << b.name;
                ++checked;
            }
        }
        std::string error;
        const auto back = game.load(save, error);
        ASSERT_TRUE(back) << error;
        EXPECT_EQ(back->actions, match.actions);
        EXPECT_EQ(game.stateHash(back->state), game.stateHash(match.state));
    }
    EXPECT_GT(checked, 100);
}

TEST(BlockSecrets, B11_AtTheEndEveryActionIsWrittenPlain) {
    const BlockGame game(realBlockData());
    BlockMatch match = played(game, 5, 100000);
    ASSERT_TRUE(game.isTerminal(match.state));
    const nlohmann::json save = game.save(match);
    for (const auto& a : save["actions"]) EXPECT_NE(a["type"], "sealed");
    EXPECT_EQ(save["stateHash"], game.stateHash(match.state));  // nothing is hidden any more
}

TEST(BlockSecrets, ADamagedSealIsRefusedWithItsPointer) {
    const BlockGame game(realBlockData());
    const BlockMatch match = played(game, 2, 200);
    nlohmann::json save = game.save(match);
    std::size_t k = 0;
    while (k < save["actions"].size() && save["actions"][k]["type"] != "sealed") ++k;
    ASSERT_LT(k, save["actions"].size());
    std::string secret = save["actions"][k]["secret"];
    secret[20] = secret[20] == '0' ? '1' : '0';
    save["actions"][k]["secret"] = secret;
    std::string error;
    EXPECT_FALSE(game.load(save, error));
    EXPECT_EQ(error, "/actions/" + std::to_string(k) + "/secret: not a sealed block game action (damaged or edited)");
    save["actions"][k]["secret"] = "militia";
    EXPECT_FALSE(game.load(save, error));
    EXPECT_EQ(error, "/actions/" + std::to_string(k) + "/secret: not a sealed action (damaged or edited)");
    save["actions"][k].erase("secret");
    EXPECT_FALSE(game.load(save, error));
    EXPECT_EQ(error, "/actions/" + std::to_string(k) + "/secret: missing or not a string");
}

TEST(BlockSecrets, AVersionTwoSaveWithEveryActionPlainStillLoads) {
    const BlockGame game(realBlockData());
    const BlockMatch match = played(game, 4, 250);
    nlohmann::json save = game.save(match);
    save["version"] = 2;
    save["actions"] = nlohmann::json::array();
    for (const auto& a : match.actions) save["actions"].push_back(game.actionToJson(a));
    save["stateHash"] = game.stateHash(match.state);  // version 2 hashed the whole state
    save.erase("dice");
    std::string error;
    const auto back = game.load(save, error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->dice, core::Dice::Seeded);
    EXPECT_EQ(game.stateHash(back->state), game.stateHash(match.state));
    EXPECT_EQ(game.save(*back)["version"], 3);
    // A version-3 save holds the table's hash, not the whole state's.
    save["version"] = 3;
    EXPECT_FALSE(game.load(save, error));
    EXPECT_NE(error.find("/stateHash"), std::string::npos);
}

TEST(BlockSecrets, Part4_TheSavedHashLetsNoReaderTestAGuessAtHiddenBlocks) {
    const BlockGame game(realBlockData());
    BlockState s = movingState(Side::British, 2);
    put(s, {"am_1st_nh"}, "albany");
    // Two American regiments of the same SP change places: the table shows no difference.
    ASSERT_EQ(s.piece("am_1st_nh").sp, s.piece("am_3rd_nh").sp);
    ASSERT_NE(s.piece("am_1st_nh").at, s.piece("am_3rd_nh").at);
    BlockState swapped = s;
    std::swap(swapped.piece("am_1st_nh").at, swapped.piece("am_3rd_nh").at);
    EXPECT_NE(game.stateHash(s), game.stateHash(swapped));
    EXPECT_EQ(game.savedHash(s), game.savedHash(swapped));
    // The same for tricorne-cli state --json: each hidden block is at "?".
    EXPECT_EQ(game.tableStateToJson(s), game.tableStateToJson(swapped));
    EXPECT_EQ(game.tableStateToJson(s)["blocks"]["am_1st_nh"]["at"], kHidden);
    // A block both may see is seen: Clinton in his box.
    EXPECT_EQ(game.tableStateToJson(s)["blocks"]["br_clinton"]["at"], "new_york_city");
}

TEST(BlockSecrets, EntropyDiceLeaveNoSeedInTheSave) {
    const BlockGame game(realBlockData());
    BlockMatch match = played(game, 6, 30);
    while (game.toMove(match.state) != engine::kChance) ASSERT_TRUE(game.record(match, game.legalActions(match.state).front()).ok());
    EXPECT_TRUE(game.save(match).contains("seed"));
    EXPECT_EQ(game.save(match)["dice"], "seeded");
    // A die drawn from the system's entropy: the seed foretells nothing and is not written.
    ASSERT_TRUE(game.rollLive(match).ok());
    EXPECT_EQ(match.dice, core::Dice::Entropy);
    const nlohmann::json save = game.save(match);
    EXPECT_EQ(save["dice"], "entropy");
    EXPECT_FALSE(save.contains("seed"));
    std::string error;
    const auto back = game.load(save, error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(back->dice, core::Dice::Entropy);
    nlohmann::json wrong = save;
    wrong["dice"] = "loaded";
    EXPECT_FALSE(game.load(wrong, error));
    EXPECT_EQ(error, "/dice: \"loaded\" is neither \"seeded\" nor \"entropy\"");
}

}  // namespace
}  // namespace tricorne::test
