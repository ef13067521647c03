// The bots decide from their side's view alone: what the rules hide from a side (an enemy
// stack not examined, the attacker's tactic, the militia note, the dice to come) changes
// neither the choice nor the search, while a thing the side may see does change the search.
#include <gtest/gtest.h>

#include <filesystem>

#include "ai_test_support.h"
#include "engine_test_support.h"
#include "tricorne/ai/series_evaluation.h"
#include "tricorne/series/rules/intelligence.h"

using namespace tricorne;
using namespace tricorne::core;
using namespace tricorne::test;

namespace {

constexpr long kNodes = 24;

// The American Movement Phase of turn 4 with Limited Intelligence: Morgan and Learned's
// brigade facing a British stack under Fraser in 2026 and one under the 62nd in 2125, the
// counters below the tops being `under2026` and `under2125`.
GameState hiddenStacks(const std::vector<std::string>& under2026, const std::vector<std::string>& under2125) {
    GameState s = emptyBoard(Side::American);
    s.options["limited-intelligence"] = "on";
    place(s, "am-morgan", "2126");
    place(s, "am-dearborn", "2226");
    place(s, "br-20th", "2124");
    for (const auto& id : under2026) place(s, id, "2026");
    place(s, "br-fraser", "2026");
    for (const auto& id : under2125) place(s, id, "2125");
    place(s, "br-62nd", "2125");
    return s;
}

// The choice of a fresh bot of that kind, seed 77 and the test's node budget, for `player` in `s`.
ai::SeriesChoice decide(const GameState& s, int player, ai::BotKind kind) {
    const SeriesGame game(realData());
    auto bot = seriesBot(game, botSpec(kind, 77, kNodes));
    return bot->choose(game.view(s, player));
}

// Both bots that search give the same choice and the same statistics for the two states.
void expectSameDecision(const GameState& a, const GameState& b, int player) {
    const SeriesGame game(realData());
    ASSERT_EQ(game.view(a, player), game.view(b, player)) << "the two states must differ only in what the player may not know";
    for (const auto kind : {ai::BotKind::Greedy, ai::BotKind::Mcts}) {
        const auto first = decide(a, player, kind), second = decide(b, player, kind);
        EXPECT_EQ(first.action, second.action) << describe(first.action) << " against " << describe(second.action);
        EXPECT_EQ(first.stats, second.stats);
        EXPECT_GT(first.stats.determinizations, 0);
    }
}

}  // namespace

TEST(Honesty, Rule7_42_TheContentsOfAStackNotExaminedChangeNothing) {
    const GameState a = hiddenStacks({"br-9th", "br-jaegers"}, {"br-21st"});
    const GameState b = hiddenStacks({"br-21st", "br-jaegers"}, {"br-9th"});
    expectSameDecision(a, b, kAmerican);
}

// Hard's rollouts through the enemy's march (shipped at Freeman's Farm; here asked of this
// Campaign position by its weights) move the enemy's units as the search drew them, never as
// they stand.
TEST(Honesty, Rule7_42_RolloutsThroughTheEnemysMarchLeaveTheStacksNotExaminedUnread) {
    const GameState a = hiddenStacks({"br-9th", "br-jaegers"}, {"br-21st"});
    const GameState b = hiddenStacks({"br-21st", "br-jaegers"}, {"br-9th"});
    const SeriesGame game(realData());
    ASSERT_EQ(game.view(a, kAmerican), game.view(b, kAmerican));
    const auto path = weightsMarchingThrough({{ai::Level::Hard, {"campaign"}}}, "tricorne-honest-march.json");
    ASSERT_FALSE(path.empty());
    auto choose = [&](const GameState& s) {
        auto spec = botSpec(ai::BotKind::Mcts, 77, 60, ai::Level::Hard);
        spec.weightsPath = path;
        return seriesBot(game, spec)->choose(game.view(s, kAmerican));
    };
    const auto first = choose(a), second = choose(b);
    std::filesystem::remove(path);
    EXPECT_GT(first.stats.enemyMarches, 0) << "the rollouts must march for the test to ask anything";
    EXPECT_EQ(first.action, second.action) << describe(first.action) << " against " << describe(second.action);
    EXPECT_EQ(first.stats, second.stats);
}

TEST(Honesty, Rule12_61_TheAttackersPendingTacticChangesNothingForTheDefender) {
    const GameState a = gameAtTheDefendersTactic().state();
    const int defender = 1 - playerIndex(a.phasing());
    // Another tactic the attacker could have chosen, in its place.
    GameState asked = a;
    asked.combat.stage = CombatStage::AttackerTactic;
    asked.combat.attackerTactic.clear();
    std::string other;
    for (const auto& action : legalActions(asked))
        if (const auto* t = std::get_if<ChooseTactic>(&action); t && t->tactic != a.combat.attackerTactic) other = t->tactic;
    ASSERT_FALSE(other.empty());
    GameState b = a;
    b.combat.attackerTactic = other;
    expectSameDecision(a, b, defender);
}

TEST(Honesty, Rule2_3_TheDiceToComeChangeNothing) {
    const GameState a = hiddenStacks({"br-9th", "br-jaegers"}, {"br-21st"});
    GameState b = a;
    b.rng = Rng(123456789);
    expectSameDecision(a, b, kAmerican);
    expectSameDecision(a, b, kBritish);
}

TEST(Honesty, RuleE7_5_1_TheMilitiaNoteChangesNothingForTheBritish) {
    std::string error;
    auto s = newGame(realData(), "next-day", {{"secret-commitment", "on"}}, 3, error);
    ASSERT_TRUE(s) << error;
    placeAtDefaults(*s);
    ASSERT_EQ(s->step, Step::CommitMilitia);
    GameState a = *s, b = *s;
    ASSERT_TRUE(apply(a, Commit{true}).ok());
    ASSERT_TRUE(apply(b, Commit{false}).ok());
    // The same dice and the same British decisions bring both to the first British choice.
    Rng dice(9);
    while (!isTerminal(a) && decision(a).player != Player::British) {
        const Action action = randomAction(a, dice);
        ASSERT_TRUE(apply(a, action).ok());
        ASSERT_TRUE(apply(b, action).ok());
    }
    ASSERT_TRUE(noteUnrevealed(a));
    expectSameDecision(a, b, kBritish);
}

TEST(Honesty, AUnitTheSideCanSeeMovedDoesChangeTheSearch) {
    const GameState a = hiddenStacks({"br-9th", "br-jaegers"}, {"br-21st"});
    GameState b = a;
    // The British 20th, alone and in the open, stands one hex farther off.
    b.pieces[static_cast<std::size_t>(*b.pieceIndex("br-20th"))].hex = hex("2123");
    const SeriesGame game(realData());
    ASSERT_FALSE(game.view(a, kAmerican) == game.view(b, kAmerican));
    const auto first = decide(a, kAmerican, ai::BotKind::Mcts), second = decide(b, kAmerican, ai::BotKind::Mcts);
    EXPECT_FALSE(first.stats == second.stats && first.action == second.action && first.candidates.size() == second.candidates.size() &&
                 first.candidates.front().winChance == second.candidates.front().winChance);
}
