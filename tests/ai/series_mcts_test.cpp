// The search bot: its budget kept to the node, its choice the same for the same seed, legal
// in every scenario, stopped at once when asked, and better than chance.
#include <gtest/gtest.h>

#include <atomic>

#include "ai_test_support.h"
#include "engine_test_support.h"

using namespace tricorne;
using namespace tricorne::core;
using namespace tricorne::test;

namespace {


// Freeman's Farm after its set-up, at the first decision a player makes among several actions.
GameState firstRealDecision(std::uint64_t seed) {
    const SeriesGame game(realData());
    std::string error;
    auto s = game.initialState("freemans-farm", {}, seed, error);
    EXPECT_TRUE(s) << error;
    Rng dice(seed);
    while (!game.isTerminal(*s) && (game.toMove(*s) == engine::kChance || game.legalActions(*s).size() < 2))
        EXPECT_TRUE(game.apply(*s, randomAction(*s, dice)).ok());
    return *s;
}

// The search against random for up to `actions` actions of `scenario`, every action checked.
void searchAgainstRandom(const std::string& scenario, long nodes, int actions) {
    const SeriesGame game(realData());
    auto search = seriesBot(game, botSpec(ai::BotKind::Mcts, 31, nodes));
    auto random = seriesBot(game, botSpec(ai::BotKind::Random, 32));
    playGame(game, scenario, {search.get(), random.get()}, 33, actions);
}

}  // namespace

TEST(SeriesSearch, ANodeBudgetIsSpentToTheNode) {
    const SeriesGame game(realData());
    const GameState s = firstRealDecision(3);
    auto bot = seriesBot(game, botSpec(ai::BotKind::Mcts, 5, 25));
    const auto choice = bot->choose(game.view(s, game.toMove(s)));
    EXPECT_EQ(choice.stats.iterations, 25);
    EXPECT_EQ(choice.stats.determinizations, 26);  // one more: the look for a lone legal action
    EXPECT_GT(choice.stats.nodes, 1);
    EXPECT_EQ(choice.stats.playouts, 25);
    ASSERT_FALSE(choice.candidates.empty());
    EXPECT_EQ(choice.candidates.front().action, choice.action);
    for (const auto& c : choice.candidates) {
        EXPECT_GE(c.winChance, 0.0);
        EXPECT_LE(c.winChance, 1.0);
    }
}

TEST(SeriesSearch, ALoneLegalActionIsAnsweredWithoutSearch) {
    const SeriesGame game(realData());
    std::string error;
    auto s = game.initialState("freemans-farm", {}, 3, error);
    ASSERT_TRUE(s) << error;
    Rng dice(3);
    while (game.toMove(*s) == engine::kChance || game.legalActions(*s).size() != 1) ASSERT_TRUE(game.apply(*s, randomAction(*s, dice)).ok());
    auto bot = seriesBot(game, botSpec(ai::BotKind::Mcts, 5, 200));
    const auto choice = bot->choose(game.view(*s, game.toMove(*s)));
    EXPECT_EQ(choice.stats.iterations, 0);
    EXPECT_EQ(choice.action, game.legalActions(*s).front());
}

TEST(SeriesSearch, TheSameSeedAndBudgetGiveTheSameChoicesAndStatistics) {
    const SeriesGame game(realData());
    std::vector<std::pair<std::string, ai::SearchStats>> played[2];
    for (int run = 0; run < 2; ++run) {
        auto american = seriesBot(game, botSpec(ai::BotKind::Mcts, 41, 10));
        auto british = seriesBot(game, botSpec(ai::BotKind::Mcts, 42, 10));
        std::string error;
        auto s = game.initialState("freemans-farm", {}, 6, error);
        ASSERT_TRUE(s) << error;
        Rng dice(6);
        for (int n = 0; n < 25 && !game.isTerminal(*s); ++n) {
            const int who = game.toMove(*s);
            Action action;
            if (who == engine::kChance) {
                action = randomAction(*s, dice);
            } else {
                const auto choice = (who == kAmerican ? american : british)->choose(game.view(*s, who));
                action = choice.action;
                played[run].push_back({describe(action), choice.stats});
            }
            ASSERT_TRUE(game.apply(*s, action).ok());
        }
    }
    ASSERT_EQ(played[0].size(), played[1].size());
    for (std::size_t i = 0; i < played[0].size(); ++i) {
        EXPECT_EQ(played[0][i].first, played[1][i].first) << "decision " << i;
        EXPECT_EQ(played[0][i].second, played[1][i].second) << "decision " << i;
    }
}

TEST(SeriesSearch, AStoppedSearchAnswersAtOnceWithALegalAction) {
    const SeriesGame game(realData());
    const GameState s = firstRealDecision(4);
    auto bot = seriesBot(game, botSpec(ai::BotKind::Mcts, 5, 1000000));
    std::atomic<bool> stop{true};
    ai::Control control;
    control.stop = &stop;
    const auto choice = bot->choose(game.view(s, game.toMove(s)), control);
    EXPECT_EQ(choice.stats.iterations, 0);
    const auto legal = game.legalActions(s);
    EXPECT_NE(std::find(legal.begin(), legal.end(), choice.action), legal.end());
}

TEST(SeriesSearch, ProgressIsReportedUpToTheWhole) {
    const SeriesGame game(realData());
    const GameState s = firstRealDecision(5);
    auto bot = seriesBot(game, botSpec(ai::BotKind::Mcts, 5, 64));
    std::vector<double> reported;
    ai::Control control;
    control.progress = [&](double fraction) { reported.push_back(fraction); };
    bot->choose(game.view(s, game.toMove(s)), control);
    ASSERT_GE(reported.size(), 2u);
    EXPECT_TRUE(std::is_sorted(reported.begin(), reported.end()));
    EXPECT_EQ(reported.back(), 1.0);
}

TEST(SeriesSearch, AgainstRandomItPlaysFreemansFarmLegally) { searchAgainstRandom("freemans-farm", 6, 20000); }
TEST(SeriesSearch, AgainstRandomItPlaysTheNextDayLegally) { searchAgainstRandom("next-day", 3, 200); }
TEST(SeriesSearch, AgainstRandomItPlaysTheCampaignLegally) { searchAgainstRandom("campaign", 2, 150); }

// Budgets at which the search won 20 games of 20 against random play on its side (arena, seeds
// 1-20): 8 nodes as the Americans, 24 as the British (at 8 the British won 19 of 20).
TEST(SeriesSearch, AsTheAmericansItBeatsRandomAtFreemansFarm) { EXPECT_TRUE(beatsRandom(botSpec(ai::BotKind::Mcts, 101, 8), kAmerican, 1)); }
TEST(SeriesSearch, AsTheBritishItBeatsRandomAtFreemansFarm) { EXPECT_TRUE(beatsRandom(botSpec(ai::BotKind::Mcts, 102, 24), kBritish, 2)); }
