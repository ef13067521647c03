// The search bot: its budget kept to the node, its choice the same for the same seed, legal
// in every scenario, stopped at once when asked, and better than chance.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <set>

#include "ai_test_support.h"
#include "engine_test_support.h"
#include "series_search_support.h"
#include "tricorne/ai/series_evaluation.h"

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

// Freeman's Farm's first Movement Phase (the American's, turn 8, E8.7) after a set-up drawn at random.
GameState firstMovementPhase() {
    const SeriesGame game(realData());
    GameState s = firstRealDecision(3);
    Rng dice(3);
    while (s.step != Step::Moving || game.toMove(s) == engine::kChance) EXPECT_TRUE(game.apply(s, randomAction(s, dice)).ok());
    EXPECT_EQ(s.turn, 8);
    return s;
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

TEST(SeriesSearch, Rule9_2_ARolloutsMarchMovesTheMoversUnitsByTheirPriorsThenEndsThePhase) {
    const GameState start = firstMovementPhase();
    for (const int cap : {12, 2}) {
        GameState s = start;
        Rng rng(9);
        const int moved = ai::rolloutMarch(s, rng, cap);
        EXPECT_EQ(s.phasing(), Side::American);
        EXPECT_NE(s.step, Step::Moving) << "the phase is ended";
        EXPECT_EQ(s.turn, 8);
        EXPECT_EQ(moved, cap == 2 ? 2 : 7) << "each of the seven American counters (Arnold too) whose priors price a move above ending the phase";
        int away = 0;
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
            if (s.sideOf(i) == Side::American && s.pieces[static_cast<std::size_t>(i)].hex != start.pieces[static_cast<std::size_t>(i)].hex) ++away;
        EXPECT_EQ(away, moved);
        for (const auto& broken : checkInvariants(s)) ADD_FAILURE() << broken;
        // The first unit moved is the one whose move the priors price best.
        GameState one = start;
        ai::rolloutMarch(one, rng, 1);
        const ai::SeriesPriors priors(start);
        const auto legal = legalActions(start);
        double top = -1e300;
        std::string first;
        for (const auto& a : legal)
            if (const double score = priors.score(a); score > top) {
                top = score;
                if (const auto* m = std::get_if<Move>(&a)) first = m->unit + " to " + m->path.back().str();
            }
        const auto piece = one.pieceIndex(first.substr(0, first.find(' ')));
        ASSERT_TRUE(piece) << first;
        EXPECT_EQ(one.pieces[static_cast<std::size_t>(*piece)].hex.str(), first.substr(first.rfind(' ') + 1));
    }
}

TEST(SeriesSearch, Rule9_2_AMarchPlaysItsMovesInTheOrderOfTheirPricesOnThePositionItBeganFrom) {
    // The march lists and prices the mover's actions once: the units it moves, one more with each
    // unit allowed, go in the order of those first prices, each by a move of that first listing.
    const GameState start = firstMovementPhase();
    const ai::SeriesPriors priors(start);
    const auto legal = legalActions(start);
    auto firstPrice = [&](int piece, const HexId& to) {
        double best = -1e300;
        for (const auto& a : legal)
            if (const auto* m = std::get_if<Move>(&a); m && m->unit == start.pieceId(piece) && m->path.back() == to)
                best = std::max(best, priors.score(a));
        return best;
    };
    std::vector<int> order;
    std::vector<double> prices;
    for (int cap = 1; cap <= 7; ++cap) {
        GameState s = start;
        Rng rng(9);
        ASSERT_EQ(ai::rolloutMarch(s, rng, cap), cap);
        int fresh = -1;
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
            if (s.pieces[static_cast<std::size_t>(i)].hex != start.pieces[static_cast<std::size_t>(i)].hex &&
                std::find(order.begin(), order.end(), i) == order.end()) {
                EXPECT_EQ(fresh, -1) << "one more unit moved with each unit allowed";
                fresh = i;
            }
        ASSERT_NE(fresh, -1) << "cap " << cap;
        const double price = firstPrice(fresh, s.pieces[static_cast<std::size_t>(fresh)].hex);
        EXPECT_GT(price, -1e300) << start.pieceId(fresh) << " went where no move of the first listing goes";
        if (!prices.empty()) {
            EXPECT_LE(price, prices.back()) << start.pieceId(fresh) << " moved out of its price's turn";
        }
        order.push_back(fresh);
        prices.push_back(price);
    }
    EXPECT_GT(prices.front(), prices.back()) << "the march's moves are not all priced alike";
}

TEST(SeriesSearch, Rule9_2_WhereTheWeightsAskItForTheLevelScenarioAndSideRolloutsPlayTheEnemysMovementPhase) {
    const SeriesGame game(realData());
    const GameState s = firstMovementPhase();
    const int who = game.toMove(s);
    ASSERT_EQ(who, kAmerican);
    // The shipped weights with the scenarios each level's rollouts march through.
    auto search = [&](const std::map<ai::Level, std::set<std::string>>& through, ai::Level level, ai::Budget budget) {
        const auto path = weightsMarchingThrough(through, "tricorne-march-weights.json");
        auto spec = botSpec(ai::BotKind::Mcts, 5, 0, level);
        spec.budget = budget;
        spec.weightsPath = path;
        auto bot = seriesBot(game, spec);
        const auto choice = bot->choose(game.view(s, who));
        std::filesystem::remove(path);
        const auto legal = game.legalActions(s);
        EXPECT_NE(std::find(legal.begin(), legal.end(), choice.action), legal.end());
        return choice;
    };
    const ai::Budget nodes{120, 0};
    const auto stopping = search({}, ai::Level::Normal, nodes);
    EXPECT_EQ(stopping.stats.enemyMarches, 0);
    // Another scenario's, or another level's, change nothing.
    EXPECT_EQ(search({{ai::Level::Normal, {"campaign"}}}, ai::Level::Normal, nodes).stats, stopping.stats);
    EXPECT_EQ(search({{ai::Level::Hard, {"freemans-farm"}}}, ai::Level::Normal, nodes).stats, stopping.stats);
    const auto through = search({{ai::Level::Normal, {"freemans-farm"}}}, ai::Level::Normal, nodes);
    EXPECT_EQ(through.stats.iterations, 120) << "a budget of nodes is spent whole, marching or not";
    EXPECT_GT(through.stats.enemyMarches, 60) << "most leaves of the side's own phase go on through the enemy's";
    EXPECT_LE(through.stats.enemyMarches, through.stats.playouts);
    // Named by side: the other side's march changes nothing; the Americans' own is the march of both.
    auto bySide = [&](Side side) {
        const auto path = weightsMarchingThroughBySide({{ai::Level::Normal, {{"freemans-farm", {side}}}}}, "tricorne-march-weights.json");
        auto spec = botSpec(ai::BotKind::Mcts, 5, 0, ai::Level::Normal);
        spec.budget = nodes;
        spec.weightsPath = path;
        const auto choice = seriesBot(game, spec)->choose(game.view(s, who));
        std::filesystem::remove(path);
        return choice;
    };
    EXPECT_EQ(bySide(Side::British).stats, stopping.stats);
    const auto americans = bySide(Side::American);
    EXPECT_EQ(americans.stats, through.stats);
    EXPECT_EQ(americans.action, through.action);
    // The same seed and budget give the same search again.
    const auto again = search({{ai::Level::Normal, {"freemans-farm"}}}, ai::Level::Normal, nodes);
    EXPECT_EQ(again.stats, through.stats);
    EXPECT_EQ(again.action, through.action);
    // A level's own budget is its march's where its rollouts march: Hard's 1,500 nodes, not 2,500.
    const auto hard = search({{ai::Level::Hard, {"freemans-farm"}}}, ai::Level::Hard, ai::Budget{0, 0, true});
    EXPECT_EQ(hard.stats.iterations, ai::levelSettings(ai::Level::Hard).marchNodes);
    EXPECT_EQ(hard.stats.iterations, 1500);
    EXPECT_GT(hard.stats.enemyMarches, 150) << "Hard's rollouts march too";
    EXPECT_EQ(search({}, ai::Level::Hard, ai::Budget{0, 0, true}).stats.iterations, 2500) << "and where they stop, its nodes are 2,500";
}

// Freeman's Farm's first Movement Phase of its last game turn (11), random play from the one above.
GameState lastTurnMovementPhase() {
    const SeriesGame game(realData());
    GameState s = firstMovementPhase();
    Rng dice(11);
    while (!game.isTerminal(s) && (s.turn != s.scenario->lastTurn || s.step != Step::Moving || game.toMove(s) == engine::kChance))
        EXPECT_TRUE(game.apply(s, randomAction(s, dice)).ok());
    EXPECT_FALSE(game.isTerminal(s));
    EXPECT_EQ(s.turn, 11);
    return s;
}

TEST(SeriesSearch, RuleE9_4_OnTheLastTurnWhereTheWeightsAskItRolloutsFightTheSidesOwnCombats) {
    const SeriesGame game(realData());
    const GameState last = lastTurnMovementPhase();
    const int who = game.toMove(last);
    const Side side = sideOfPlayer(who);
    const ai::Budget nodes{120, 0};
    auto search = [&](const GameState& s, const std::map<ai::Level, ai::EvaluationWeightsFile::SidesByScenario>& fighting) {
        const auto path = weightsFightingLastTurn(fighting, "tricorne-last-turn-weights.json");
        auto spec = botSpec(ai::BotKind::Mcts, 5, 0, ai::Level::Normal);
        spec.budget = nodes;
        spec.weightsPath = path;
        const auto choice = seriesBot(game, spec)->choose(game.view(s, game.toMove(s)));
        std::filesystem::remove(path);
        const auto legal = game.legalActions(s);
        EXPECT_NE(std::find(legal.begin(), legal.end(), choice.action), legal.end());
        return choice;
    };
    const auto stopping = search(last, {});
    EXPECT_EQ(stopping.stats.lastTurnCombats, 0);
    // Another level's, another scenario's or the other side's change nothing.
    EXPECT_EQ(search(last, {{ai::Level::Hard, {{"freemans-farm", {side}}}}}).stats, stopping.stats);
    EXPECT_EQ(search(last, {{ai::Level::Normal, {{"next-day", {side}}}}}).stats, stopping.stats);
    EXPECT_EQ(search(last, {{ai::Level::Normal, {{"freemans-farm", {enemyOf(side)}}}}}).stats, stopping.stats);
    const auto fighting = search(last, {{ai::Level::Normal, {{"freemans-farm", {side}}}}});
    EXPECT_EQ(fighting.stats.iterations, 120) << "a budget of nodes is spent whole";
    EXPECT_GT(fighting.stats.lastTurnCombats, 60) << "most leaves of the side's own phase go on through its combats";
    EXPECT_LE(fighting.stats.lastTurnCombats, fighting.stats.playouts);
    EXPECT_EQ(fighting.stats.enemyMarches, 0);
    ASSERT_FALSE(fighting.candidates.empty());
    ASSERT_FALSE(stopping.candidates.empty());
    EXPECT_NE(fighting.candidates.front().winChance, stopping.candidates.front().winChance) << "the leaves are judged after the combats";
    // The same seed and budget give the same search again.
    const auto again = search(last, {{ai::Level::Normal, {{"freemans-farm", {side}}}}});
    EXPECT_EQ(again.stats, fighting.stats);
    EXPECT_EQ(again.action, fighting.action);
    // Before the last turn the rollouts stop at the Movement Phase, named or not.
    const GameState first = firstMovementPhase();
    const Side firstSide = sideOfPlayer(game.toMove(first));
    const auto early = search(first, {{ai::Level::Normal, {{"freemans-farm", {firstSide}}}}});
    EXPECT_EQ(early.stats.lastTurnCombats, 0);
    EXPECT_EQ(early.stats, search(first, {}).stats);
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
