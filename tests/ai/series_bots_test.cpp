// The bots play by the rules, the same way each time for the same seed and budget, and better
// than chance.
#include <gtest/gtest.h>

#include "ai_test_support.h"
#include "engine_test_support.h"
#include "tricorne/ai/session_bot.h"
#include "tricorne/games/catalogue.h"

using namespace tricorne;
using namespace tricorne::core;
using namespace tricorne::test;

TEST(SeriesBots, EveryBotNamedByItsSpecIsMade) {
    const SeriesGame game(realData());
    for (const char* name : {"random", "greedy", "mcts", "mcts:easy", "mcts:normal", "mcts:hard"}) {
        std::string error;
        const auto spec = ai::parseBotSpec(name, error);
        ASSERT_TRUE(spec) << error;
        EXPECT_TRUE(ai::makeSeriesBot(game, *spec, error)) << name << ": " << error;
    }
}

namespace {
// A whole game between random bots, every action legal and every invariant kept.
void randomGame(const std::string& scenario) {
    const SeriesGame game(realData());
    auto american = seriesBot(game, botSpec(ai::BotKind::Random, 11));
    auto british = seriesBot(game, botSpec(ai::BotKind::Random, 12));
    const GameState end = playGame(game, scenario, {american.get(), british.get()}, 5);
    EXPECT_TRUE(end.outcome.over) << scenario;
}
}  // namespace

TEST(SeriesBots, RandomAgainstRandomPlaysTheCampaignLegally) { randomGame("campaign"); }
TEST(SeriesBots, RandomAgainstRandomPlaysFreemansFarmLegally) { randomGame("freemans-farm"); }
TEST(SeriesBots, RandomAgainstRandomPlaysTheNextDayLegally) { randomGame("next-day"); }

TEST(SeriesBots, TheSameSeedGivesTheSameChoicesOverAGame) {
    const SeriesGame game(realData());
    for (const auto kind : {ai::BotKind::Random, ai::BotKind::Greedy}) {
        std::vector<std::string> played[2];
        for (int run = 0; run < 2; ++run) {
            auto a = seriesBot(game, botSpec(kind, 21));
            auto b = seriesBot(game, botSpec(kind, 22));
            std::string error;
            auto s = game.initialState("freemans-farm", {}, 4, error);
            ASSERT_TRUE(s) << error;
            Rng dice(4);
            for (int n = 0; n < 40 && !game.isTerminal(*s); ++n) {
                const int who = game.toMove(*s);
                const Action action = who == engine::kChance ? randomAction(*s, dice) : (who == kAmerican ? a : b)->choose(game.view(*s, who)).action;
                played[run].push_back(describe(action));
                ASSERT_TRUE(game.apply(*s, action).ok());
            }
        }
        EXPECT_EQ(played[0], played[1]);
    }
}

TEST(SeriesBots, GreedyAsTheAmericansBeatsRandomAtFreemansFarm) { EXPECT_TRUE(beatsRandom(botSpec(ai::BotKind::Greedy, 101), kAmerican, 1)); }
TEST(SeriesBots, GreedyAsTheBritishBeatsRandomAtFreemansFarm) { EXPECT_TRUE(beatsRandom(botSpec(ai::BotKind::Greedy, 102), kBritish, 2)); }

TEST(SessionBots, TheSeriesGamesSessionIsAnsweredWithALegalAction) {
    const games::Catalogue catalogue(realData());
    const auto* driver = catalogue.find(SeriesGame::kId);
    ASSERT_TRUE(driver);
    std::string error;
    auto session = driver->start("freemans-farm", {}, 3, error);
    ASSERT_TRUE(session) << error;
    auto bot = ai::makeSessionBot(SeriesGame::kId, botSpec(ai::BotKind::Greedy, 5), error);
    ASSERT_TRUE(bot) << error;
    core::Rng dice(3);
    for (int n = 0; n < 40 && !session->isTerminal(); ++n) {
        if (session->toMove() == engine::kChance) {
            ASSERT_TRUE(session->randomStep(0, dice).applied.ok());
            continue;
        }
        const auto choice = bot->choose(*session);
        const auto legal = session->legalActions();
        EXPECT_NE(std::find(legal.begin(), legal.end(), choice.action), legal.end()) << choice.action.dump();
        EXPECT_FALSE(choice.described.empty());
        EXPECT_FALSE(choice.candidates.empty());
        ASSERT_TRUE(session->play(choice.action).applied.ok());
    }
}

TEST(SessionBots, AGameNoBotPlaysIsRefusedByName) {
    std::string error;
    EXPECT_FALSE(ai::makeSessionBot("chess", botSpec(ai::BotKind::Random, 1), error));
    EXPECT_NE(error.find("chess"), std::string::npos);
}
