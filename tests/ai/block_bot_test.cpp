// The block game's computer opponent: it decides from its side's view alone (hidden enemy labels
// and SP change nothing), its choices repeat for a seed and a node budget, it never plays an
// illegal action, and in plain positions it takes a free victory point and shuns a hopeless attack.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "block_play_support.h"
#include "block_test_support.h"
#include "tricorne/ai/block_heuristics.h"
#include "tricorne/ai/game_search.h"
#include "tricorne/block/block_game.h"

using namespace tricorne;
using namespace tricorne::block;
using namespace tricorne::test;

namespace {

constexpr int kAmerican = 0, kBritish = 1;

ai::BotSpec spec(ai::BotKind kind, long nodes, std::uint64_t seed = 77) {
    ai::BotSpec s;
    s.kind = kind;
    s.level = ai::Level::Normal;
    s.budget.nodes = nodes;
    s.seed = seed;
    return s;
}

ai::GameChoice<BlockGame> decide(const BlockState& s, int player, ai::BotKind kind, long nodes) {
    const BlockGame game(realBlockData());
    auto bot = ai::makeGameBot(game, ai::BlockHeuristics{}, spec(kind, nodes));
    return bot->choose(game.view(s, player));
}

// Two American blocks at different points that the British cannot see.
std::pair<std::string, std::string> twoHiddenAmericans(const BlockState& s) {
    std::string first;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const Block& b = s.block(i);
        if (b.side != Side::American || b.type == UnitType::Leader || !s.data->map.point(s.pieces[i].at)) continue;
        if (first.empty()) first = b.id;
        else if (s.piece(first).at != s.pieces[i].at && s.piece(first).sp != s.pieces[i].sp) return {first, b.id};
    }
    return {};
}

// A game from set-up, the search playing the American and the greedy bot the British: every
// choice is legal and every invariant holds.
void playsOnlyLegalActions(const engine::Options& options, std::uint64_t seed) {
    const BlockGame game(realBlockData());
    std::string error;
    auto s = game.initialState("campaign", options, seed, error);
    ASSERT_TRUE(s) << error;
    auto search = ai::makeGameBot(game, ai::BlockHeuristics{}, spec(ai::BotKind::Mcts, 3, 11));
    auto greedy = ai::makeGameBot(game, ai::BlockHeuristics{}, spec(ai::BotKind::Greedy, 0, 12));
    core::Rng dice(99);
    int decisions = 0;
    for (int played = 0; played < 2000 && decisions < 200 && !game.isTerminal(*s); ++played) {
        const int who = game.toMove(*s);
        BlockAction a;
        if (who == engine::kChance) {
            a = engine::drawByProbability(game.chanceOutcomes(*s), dice);
        } else {
            a = (who == kAmerican ? search : greedy)->choose(game.view(*s, who)).action;
            const auto legal = game.legalActions(*s);
            ASSERT_NE(std::find(legal.begin(), legal.end(), a), legal.end()) << "illegal: " << game.describe(a) << " at " << game.summary(*s);
            ++decisions;
        }
        ASSERT_TRUE(game.apply(*s, a).ok()) << game.describe(a);
        EXPECT_TRUE(game.invariants(*s).empty());
    }
    EXPECT_GE(decisions, 100);
}

// The British bots, greedy and searching, choose alike in two states they cannot tell apart.
void choosesAlike(const BlockState& a, const BlockState& b) {
    const BlockGame game(realBlockData());
    for (const auto kind : {ai::BotKind::Greedy, ai::BotKind::Mcts}) {
        const auto first = decide(a, kBritish, kind, 40), second = decide(b, kBritish, kind, 40);
        EXPECT_EQ(first.action, second.action) << game.describe(first.action) << " against " << game.describe(second.action);
        EXPECT_EQ(first.stats, second.stats);
        EXPECT_GT(first.stats.determinizations, 0);
    }
}

}  // namespace

TEST(BlockBot, RuleB3_HiddenEnemyLabelsAndStrengthChangeNothing) {
    const BlockState a = movingState(Side::British, 3);
    const auto [x, y] = twoHiddenAmericans(a);
    ASSERT_FALSE(x.empty());
    ASSERT_FALSE(y.empty());
    // B3: the British sees colour, place and count; the two blocks trade places and one has lost SP.
    BlockState b = a;
    std::swap(b.piece(x).at, b.piece(y).at);
    b.piece(y).sp = std::max(1, b.piece(y).sp - 1);
    b.piece(y).lost = b.block(b.indexOf(y)).sp - b.piece(y).sp;
    const BlockGame game(realBlockData());
    ASSERT_EQ(game.view(a, kBritish), game.view(b, kBritish)) << "the two states must differ only in what the British may not see";
    ASSERT_NE(game.stateHash(a), game.stateHash(b));
    choosesAlike(a, b);
}

// B12.1 (A43): which enemy blocks wait in a leader's holding box is as hidden as their labels.
TEST(BlockBot, RuleB12_1_WhichEnemyBlocksWaitInABoxChangesNothing) {
    BlockState a = movingState(Side::British, 3);
    a.options.holdingBoxes = true;
    put(a, {"am_st_clair", "am_1st_nh", "am_3rd_nh"}, "saratoga");
    put(a, {"am_paterson"}, "bemis_heights");
    a.piece("am_1st_nh").heldBy = a.piece("am_3rd_nh").heldBy = "am_st_clair";
    BlockState b = a;
    put(b, {"am_paterson"}, "saratoga");
    put(b, {"am_1st_nh"}, "bemis_heights");
    b.piece("am_1st_nh").heldBy.clear();
    b.piece("am_paterson").heldBy = "am_st_clair";
    const BlockGame game(realBlockData());
    ASSERT_TRUE(game.invariants(a).empty());
    ASSERT_TRUE(game.invariants(b).empty());
    ASSERT_EQ(game.view(a, kBritish), game.view(b, kBritish)) << "the two states must differ only in what the British may not see";
    ASSERT_NE(game.stateHash(a), game.stateHash(b));
    choosesAlike(a, b);
}

TEST(BlockBot, RuleB12_1_WithTheHoldingBoxesItNeverPlaysAnIllegalAction) { playsOnlyLegalActions({{"holdingBoxes", "true"}}, 8); }

TEST(BlockBot, ItsChoiceRepeatsForASeedAndABudget) {
    const BlockState s = movingState(Side::American, 3);
    const auto first = decide(s, kAmerican, ai::BotKind::Mcts, 40), second = decide(s, kAmerican, ai::BotKind::Mcts, 40);
    EXPECT_EQ(first.action, second.action);
    EXPECT_EQ(first.stats, second.stats);
    ASSERT_EQ(first.candidates.size(), second.candidates.size());
    for (std::size_t i = 0; i < first.candidates.size(); ++i) EXPECT_EQ(first.candidates[i].visits, second.candidates[i].visits);
}

TEST(BlockBot, ItNeverPlaysAnIllegalActionOverAGame) { playsOnlyLegalActions({}, 5); }

TEST(BlockBot, RuleB11_TheBritishTakeAnUndefendedVictoryPoint) {
    // Burgoyne's group at Half Moon, Albany empty: the step to Albany is the best of the move.
    BlockState s = movingState(Side::British, 3);
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].at == "albany" || s.pieces[i].at == "half_moon" || s.pieces[i].at == "schenectady" || s.pieces[i].at == "kinderhook")
            s.pieces[i].at = s.block(i).side == Side::American ? "pittsfield" : "british_at_start";
    put(s, {"br_burgoyne", "br_9th_foot", "br_20th_foot", "br_21st_foot"}, "half_moon");
    play(s, activate("br_burgoyne"));
    for (const auto& b : {"br_9th_foot", "br_20th_foot", "br_21st_foot"}) play(s, take(b));
    const BlockGame game(realBlockData());
    for (const auto kind : {ai::BotKind::Greedy, ai::BotKind::Mcts}) {
        const auto choice = decide(s, kBritish, kind, 200);
        EXPECT_EQ(choice.action, stepTo("albany")) << game.describe(choice.action);
    }
}

TEST(BlockBot, RuleB9_ALoneBlockDoesNotAttackIntoCertainLoss) {
    // One British regiment beside Saratoga held by the American main army: any move but that one.
    BlockState s = movingState(Side::British, 3);
    put(s, {"br_9th_foot"}, "fort_miller");
    std::vector<std::string> army;
    for (std::size_t i = 0; i < s.pieces.size() && army.size() < 6; ++i)
        if (s.block(i).side == Side::American && s.block(i).type != UnitType::Leader && s.block(i).type != UnitType::Militia && s.data->map.point(s.pieces[i].at))
            army.push_back(s.block(i).id);
    put(s, army, "saratoga");
    play(s, activate("br_9th_foot"));
    const BlockGame game(realBlockData());
    const auto choice = decide(s, kBritish, ai::BotKind::Mcts, 200);
    EXPECT_NE(choice.action, stepTo("saratoga")) << game.describe(choice.action);
}

TEST(BlockBot, RuleB12_2_TheForceMarchTowardTheGoalIsThePriorOfChoice) {
    // Fraser's five have marched Skenesboro-Castletown-Pawlet; Manchester, a British goal (B11), is one point on.
    BlockState s = fraserAtPawlet(4);
    for (const auto& id : blocksAt(s, "salem", Side::American)) s.piece(id).at = "albany";
    const BlockGame game(realBlockData());
    const auto legal = game.legalActions(s);
    const auto priors = ai::BlockHeuristics{}.priors(game, s, legal);
    auto prior = [&](const std::string& to) {
        const auto it = std::find(legal.begin(), legal.end(), BlockAction{BlockAction::Kind::ForceMarch, "br_fraser", to, 0});
        EXPECT_NE(it, legal.end()) << to;
        return it == legal.end() ? 0.0 : priors[static_cast<std::size_t>(it - legal.begin())];
    };
    EXPECT_GT(prior("manchester"), prior("salem"));  // Castletown is shut: its brown road has carried 5 of 7
    EXPECT_GT(prior("manchester"), 0.0);
}

TEST(BlockBot, RuleB12_2_WithTheForceMarchItNeverPlaysAnIllegalAction) { playsOnlyLegalActions({{"forceMarch", "true"}}, 6); }

TEST(BlockBot, RuleB11_TheBritishObjectiveIsTiconderogaThenTheNearestPointTheyLack) {
    BlockState s = movingState(Side::British, 3);
    for (auto& piece : s.pieces) piece.at = kEliminated;
    const BlockGame game(realBlockData());
    const ai::BlockHeuristics h;
    put(s, {"am_1st_nh"}, "fort_ticonderoga");
    put(s, {"br_9th_foot", "br_20th_foot", "br_21st_foot"}, "saratoga");
    EXPECT_EQ(h.britishObjective(game, s), "fort_ticonderoga");
    // B11: Ticonderoga held, the army at Saratoga: Albany two road steps off, Bennington three.
    put(s, {"am_1st_nh"}, kEliminated);
    put(s, {"br_62nd_foot"}, "fort_ticonderoga");
    EXPECT_EQ(h.britishObjective(game, s), "albany");
    // At Pawlet: Manchester one step off; once it is held, Bennington.
    put(s, {"br_9th_foot", "br_20th_foot", "br_21st_foot"}, "pawlet");
    EXPECT_EQ(h.britishObjective(game, s), "manchester");
    put(s, {"br_47th_foot"}, "manchester");
    EXPECT_EQ(h.britishObjective(game, s), "bennington");
}

TEST(BlockBot, RuleB9_9_TheBritishMassIsTheirSpNearTheObjectiveAgainstItsGarrison) {
    BlockState s = movingState(Side::British, 3);
    for (auto& piece : s.pieces) piece.at = kEliminated;
    // Ticonderoga: St. Clair (1) and the 1st New Hampshire (4), a fort: 5 x 1.5 = 7.5 SP.
    put(s, {"am_st_clair", "am_1st_nh"}, "fort_ticonderoga");
    // A step off, 8 SP and Burgoyne (a leader holds no ground): 8 x 0.5; two steps, 4 x 0.25;
    // three steps, out of reach.
    put(s, {"br_burgoyne", "br_9th_foot", "br_20th_foot"}, "fort_george");
    put(s, {"br_21st_foot"}, "skenesboro");
    put(s, {"br_24th_foot"}, "castletown");
    const BlockGame game(realBlockData());
    const ai::BlockHeuristics h;
    EXPECT_DOUBLE_EQ(h.britishMass(game, s), (5.0 - 7.5) / (5.0 + 7.5 + 1.0));
    // The garrison gone, the British point lacked next is far: nothing massed against nothing.
    put(s, {"am_st_clair", "am_1st_nh"}, kEliminated);
    put(s, {"br_62nd_foot"}, "fort_ticonderoga");
    EXPECT_DOUBLE_EQ(h.britishMass(game, s), 0.0);
    // Every point held: the objective is met.
    put(s, {"br_47th_foot"}, "albany");
    put(s, {"br_53rd_foot"}, "bennington");
    put(s, {"br_loyalists"}, "manchester");
    EXPECT_DOUBLE_EQ(h.britishMass(game, s), 1.0);
}

TEST(BlockBot, RuleB6_ALeaderFillsHisGroupBeforeHeStepsOff) {
    // Burgoyne activated in the At Start box with its regiments: a unit taken is weighed above the
    // step, the strongest first, and a stop that never moved is all but ruled out.
    BlockState s = movingState(Side::British, 3);
    play(s, activate("br_burgoyne"));
    const BlockGame game(realBlockData());
    const ai::BlockHeuristics h;
    const auto legal = game.legalActions(s);
    const auto priors = h.priors(game, s, legal);
    auto priorOf = [&](const BlockAction& a) {
        const auto it = std::find(legal.begin(), legal.end(), a);
        EXPECT_NE(it, legal.end()) << game.describe(a);
        return it == legal.end() ? -1.0 : priors[static_cast<std::size_t>(it - legal.begin())];
    };
    EXPECT_DOUBLE_EQ(priorOf(take("br_9th_foot")), 7.0);
    EXPECT_DOUBLE_EQ(priorOf(take("br_47th_foot")), 6.5);
    EXPECT_DOUBLE_EQ(priorOf(stepTo("valcour_island")), 3.0);
    EXPECT_DOUBLE_EQ(priorOf(kind(BlockAction::Kind::Stop)), 0.05);
    const auto choice = decide(s, kBritish, ai::BotKind::Mcts, 200);
    EXPECT_EQ(choice.action.kind, BlockAction::Kind::Take) << game.describe(choice.action);
}

TEST(BlockBot, RuleB9_AnAttackCountsTheBlocksAlreadyFightingThere) {
    // Riedesel's regiment beside Mt. Independence, where 8 British SP already face 6 American SP:
    // 4 + 8 against 6 is an attack at 2 to 1, not a lone 4 against 6.
    BlockState s = movingState(Side::British, 3);
    for (auto& piece : s.pieces) piece.at = kEliminated;
    put(s, {"am_2nd_nh", "am_francis"}, "mt_independence");
    put(s, {"br_9th_foot", "br_20th_foot"}, "mt_independence");
    put(s, {"br_21st_foot"}, "skenesboro");
    play(s, activate("br_21st_foot"));
    const BlockGame game(realBlockData());
    const ai::BlockHeuristics h;
    const auto legal = game.legalActions(s);
    const auto priors = h.priors(game, s, legal);
    const auto it = std::find(legal.begin(), legal.end(), stepTo("mt_independence"));
    ASSERT_NE(it, legal.end());
    EXPECT_DOUBLE_EQ(priors[static_cast<std::size_t>(it - legal.begin())], 4.0);
}

TEST(BlockBot, AWeightsFileFaultNamesTheFileAndTheField) {
    const auto path = (std::filesystem::temp_directory_path() / "tricorne_block_weights_test.json").string();
    {
        std::ofstream out(path);
        out << R"({"schemaVersion": 1, "weights": {"strength": "much", "nearDecay": 2}})";
    }
    core::DataErrors errors;
    EXPECT_FALSE(ai::loadBlockWeights(path, errors));
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[0].file, path);
    EXPECT_EQ(errors[0].pointer, "/weights/strength");
    EXPECT_EQ(errors[1].pointer, "/weights/nearDecay");
    std::filesystem::remove(path);
    // The game's own file loads and is what the heuristics hold by default.
    errors.clear();
    const auto own = ai::loadBlockWeights(ai::blockWeightsPath(TRICORNE_TEST_DATA_DIR), errors);
    ASSERT_TRUE(own) << (errors.empty() ? "" : errors.front().str());
    EXPECT_EQ(own->strength, ai::BlockWeights{}.strength);
    EXPECT_EQ(own->massed, ai::BlockWeights{}.massed);
    EXPECT_EQ(own->rolloutActions, ai::BlockWeights{}.rolloutActions);
}

TEST(BlockBot, TheSessionBotsPlayTheBlockGameAtEveryLevel) {
    for (const char* name : {"random", "greedy", "mcts:easy", "mcts:normal", "mcts:hard"}) {
        std::string error;
        const auto parsed = ai::parseBotSpec(name, error);
        ASSERT_TRUE(parsed) << error;
        EXPECT_NE(ai::makeSessionBot(BlockGame::kId, *parsed, error), nullptr) << name << ": " << error;
    }
}
