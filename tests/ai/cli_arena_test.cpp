// tricorne-cli arena and hint: the arena's games reproducible and checked after every action,
// its summary's figures and intervals, its argument errors, and a hint on a saved game.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <unistd.h>

#include "arena.h"
#include "cli_test_support.h"
#include "tricorne/games/catalogue.h"

using namespace tricorne;
using test::runCli;

namespace {
std::string tempSave(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("tricorne-arena-" + std::to_string(::getpid()) + "-" + name)).string();
}

std::string lastLine(const std::string& text) {
    const auto end = text.find_last_not_of('\n');
    const auto start = text.rfind('\n', end);
    return text.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1) + 1);
}

// The output with every time taken out: what a second run of the same arguments must repeat.
// (the longest game turn's game and turn depend on the times too).
std::string withoutTimes(const std::string& text) {
    const std::string timed = std::regex_replace(text, std::regex(R"([0-9]+\.[0-9] ms)"), "_ ms");
    return std::regex_replace(timed, std::regex(R"(\(game \d+, turn \d+\))"), "(game _, turn _)");
}

// The line of one game in an arena's output, from its start ("game 2, seed 13: "), without its times; "" if absent.
std::string gameLine(const std::string& out, const std::string& start) {
    const auto at = out.find(start);
    return at == std::string::npos ? std::string() : withoutTimes(out.substr(at, out.find('\n', at) - at));
}

// A bot that answers with the action JSON it is made with, whatever is asked.
class FixedBot final : public ai::SessionBot {
public:
    explicit FixedBot(nlohmann::json action) : m_action(std::move(action)) {}
    ai::SessionChoice choose(const engine::Session&, const ai::Control&) override { return {m_action, "fixed", {}, {}}; }

private:
    nlohmann::json m_action;
};

// A bot that plays the first legal action it is offered.
class FirstBot final : public ai::SessionBot {
public:
    ai::SessionChoice choose(const engine::Session& session, const ai::Control&) override {
        ++calls;
        return {session.legalActions().front(), "first", {}, {}};
    }
    static inline int calls = 0;
};
}  // namespace

TEST(Arena, RandomAgainstRandomLastLineIsExactAndReproducible) {
    const std::vector<std::string> args = {"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "random", "--games", "2", "--seed", "7"};
    const auto first = runCli(args);
    ASSERT_EQ(first.code, 0) << first.err;
    const std::string last = lastLine(first.out);
    EXPECT_TRUE(std::regex_match(last, std::regex(R"(2 games, \d+ american wins, \d+ british wins, \d+ draws, decision median \d+\.\d ms, max \d+\.\d ms)")))
        << last;
    EXPECT_EQ(withoutTimes(last), "2 games, 0 american wins, 2 british wins, 0 draws, decision median _ ms, max _ ms") << first.out;
    EXPECT_NE(first.out.find("game 0, seed 7: "), std::string::npos) << first.out;
    EXPECT_NE(first.out.find("game 1, seed 8: "), std::string::npos) << first.out;
    const auto second = runCli(args);
    ASSERT_EQ(second.code, 0) << second.err;
    EXPECT_EQ(withoutTimes(second.out), withoutTimes(first.out));
}

// A stream that keeps what had been written at each flush.
class FlushLog final : public std::stringbuf {
public:
    std::vector<std::string> atFlush;

protected:
    int sync() override {
        atFlush.push_back(str());
        return 0;
    }
};

TEST(Arena, EachGamesLineIsWrittenOutAsTheGameEnds) {
    FlushLog log;
    std::ostream out(&log);
    std::ostringstream err;
    const std::vector<std::string> args = {"--data", test::realDataDir(), "arena", "--scenario", "freemans-farm", "--american", "random",
                                           "--british", "random", "--games", "2", "--seed", "7"};
    ASSERT_EQ(cli::run(args, {out, err}), 0) << err.str();
    const bool firstAlone = std::any_of(log.atFlush.begin(), log.atFlush.end(), [](const std::string& text) {
        return text.find("game 0, seed 7: ") != std::string::npos && text.find("game 1, seed 8: ") == std::string::npos;
    });
    EXPECT_TRUE(firstAlone) << log.atFlush.size() << " flushes";
}

TEST(Arena, ParallelGamesAreTheGamesPlayedOneByOne) {
    std::vector<std::string> args = {"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "random", "--games", "3", "--seed", "11"};
    const auto alone = runCli(args);
    ASSERT_EQ(alone.code, 0) << alone.err;
    args.insert(args.end(), {"--jobs", "3"});
    const auto together = runCli(args);
    ASSERT_EQ(together.code, 0) << together.err;
    EXPECT_EQ(withoutTimes(together.out), withoutTimes(alone.out));
}

TEST(Arena, OneGameOfARunIsPlayedAgainFromItsIndex) {
    const auto run = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "mcts:easy", "--budget", "4", "--games", "3", "--seed", "11"});
    ASSERT_EQ(run.code, 0) << run.err;
    const auto again = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "mcts:easy", "--budget", "4", "--games", "1", "--seed", "11", "--first", "2"});
    ASSERT_EQ(again.code, 0) << again.err;
    const std::string line = gameLine(run.out, "game 2, seed 13: ");
    ASSERT_FALSE(line.empty()) << run.out;
    EXPECT_EQ(gameLine(again.out, "game 2, seed 13: "), line) << again.out;
    EXPECT_NE(again.out.find("1 game from seed 11, from game 2\n"), std::string::npos) << again.out;
    const auto bad = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "random", "--first", "x"});
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("arena: --first takes a whole number"), std::string::npos) << bad.err;
}

TEST(Arena, WilsonIntervalOfKnownCounts) {
    const auto half = cli::wilsonInterval(5, 10);
    EXPECT_NEAR(half.low, 0.236593, 1e-6);
    EXPECT_NEAR(half.high, 0.763407, 1e-6);
    const auto none = cli::wilsonInterval(0, 10);
    EXPECT_DOUBLE_EQ(none.low, 0.0);
    EXPECT_NEAR(none.high, 0.277533, 1e-6);
    const auto all = cli::wilsonInterval(10, 10);
    EXPECT_NEAR(all.low, 0.722467, 1e-6);
    EXPECT_NEAR(all.high, 1.0, 1e-12);
    const auto most = cli::wilsonInterval(196, 200);
    EXPECT_NEAR(most.low, 0.949713, 1e-6);
    EXPECT_NEAR(most.high, 0.992196, 1e-6);
}

TEST(Arena, SummaryCountsWinsDrawsAndTimes) {
    std::vector<cli::ArenaGame> games(4);
    games[0].returns = {1, -1};
    games[1].returns = {-1, 1};
    games[2].returns = {-1, 1};
    games[3].returns = {0, 0};
    games[0].decisionMs = {{{1.0}, {9.0}}};
    games[1].decisionMs = {{{2.0}, {}}};
    games[3].decisionMs = {{{4.0, 3.0}, {}}};
    std::ostringstream out;
    cli::writeArenaSummary(games, {ai::BotSpec{}, ai::BotSpec{}}, out);
    EXPECT_EQ(lastLine(out.str()), "4 games, 1 american wins, 2 british wins, 1 draws, decision median 3.0 ms, max 9.0 ms");
    EXPECT_NE(out.str().find("wins   1/4 = 25.0 % (95 % Wilson interval 4.6 % to 69.9 %)"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("american (mcts:normal):\n  wins   1/4 = 25.0 % (95 % Wilson interval 4.6 % to 69.9 %)\n"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("  decisions 4, median 2.5 ms, max 4.0 ms\n"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("  decisions 1, median 9.0 ms, max 9.0 ms\n"), std::string::npos) << out.str();
}

TEST(Arena, ArgumentErrorsNameTheArgument) {
    auto r = runCli({"arena", "--scenario", "bunker-hill", "--american", "random", "--british", "random"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--scenario: no scenario \"bunker-hill\""), std::string::npos) << r.err;
    r = runCli({"arena", "--scenario", "freemans-farm", "--american", "clever", "--british", "random"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--american: unknown bot 'clever'"), std::string::npos) << r.err;
    r = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "mcts:expert"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--british: unknown level 'expert'"), std::string::npos) << r.err;
    r = runCli({"arena", "--scenario", "freemans-farm", "--american", "random"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("arena needs --british"), std::string::npos) << r.err;
    r = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "random", "--games"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--games needs a value"), std::string::npos) << r.err;
    r = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "random", "--games", "0"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--games takes a whole number from 1"), std::string::npos) << r.err;
    r = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "random", "--budget", "10", "--ms", "10"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--budget and --ms exclude each other"), std::string::npos) << r.err;
    r = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "random", "--option", "variant=nonsense"});
    EXPECT_EQ(r.code, 2) << r.err;
}

TEST(Arena, SearchAgainstRandomEveryInvariantChecked) {
    const auto r = runCli({"arena", "--scenario", "freemans-farm", "--american", "mcts:easy", "--british", "random", "--games", "1", "--seed", "3",
                           "--budget", "5"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(game 0, seed 3: .*, [1-9]\d* actions, american [1-9]\d* decisions)"))) << r.out;
    EXPECT_TRUE(std::regex_search(lastLine(r.out), std::regex(R"(^1 games, [01] american wins, [01] british wins, [01] draws, )"))) << r.out;
}

// The run with both sides played by bots that `make` gives, from Freeman's Farm seed 4.
cli::ArenaResult playFreemansFarm(const cli::BotMaker& make, std::uint64_t maxActions) {
    const games::Catalogue catalogue(test::realData());
    cli::ArenaRun run;
    run.scenario = "freemans-farm";
    run.seed = 4;
    run.maxActions = maxActions;
    return cli::runArena(catalogue.ofScenario(run.scenario), run, make, [](const cli::ArenaGame&) {});
}

TEST(Arena, ARefusedActionStopsTheRunNamingGameSeedAndAction) {
    const auto result = playFreemansFarm(
        [](std::string_view, const ai::BotSpec&, std::string&) { return std::make_unique<FixedBot>(nlohmann::json{{"type", "roll"}, {"value", 3}}); },
        1000);
    EXPECT_TRUE(result.games.empty());
    EXPECT_TRUE(std::regex_search(result.error, std::regex(R"(^game 0 \(seed 4\), action \d+: the (american|british) bot's action \{"type":"roll","value":3\}.* was refused: .+)")))
        << result.error;
}

TEST(Arena, EveryBotDecisionIsCountedAndTimed) {
    FirstBot::calls = 0;
    const auto result = playFreemansFarm([](std::string_view, const ai::BotSpec&, std::string&) { return std::make_unique<FirstBot>(); }, 60);
    // The first legal action each time: the game is cut at 60 actions, counted and timed until then.
    EXPECT_EQ(result.error, "game 0 (seed 4): not over after 60 actions");
    EXPECT_GT(FirstBot::calls, 0);
}

TEST(Arena, EachGameIsSavedToReplayWhenAskedAndTheSaveReplaysToItsEnd) {
    const auto dir = std::filesystem::temp_directory_path() / ("tricorne-arena-saves-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto r = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "random", "--games", "2", "--seed", "7",
                           "--save", dir.string()});
    ASSERT_EQ(r.code, 0) << r.err;
    for (const char* seed : {"7", "8"}) {
        const std::string file = (dir / (std::string("freemans-farm-seed") + seed + ".tricorne")).string();
        EXPECT_NE(r.out.find("saved as " + file), std::string::npos) << r.out;
        const auto replay = runCli({"replay", file});
        EXPECT_EQ(replay.code, 0) << replay.out << replay.err;
        EXPECT_NE(replay.out.find("Game Over"), std::string::npos) << replay.out;
    }
    // A folder that is not there is the arguments' fault, found before any game.
    const auto missing = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "random", "--save", (dir / "none").string()});
    EXPECT_EQ(missing.code, 2);
    EXPECT_NE(missing.err.find("arena: --save: no folder"), std::string::npos) << missing.err;
    std::filesystem::remove_all(dir);
}

TEST(Arena, TheSummaryNamesEachSidesLongestGameTurn) {
    cli::ArenaGame a, b;
    a.index = 0;
    a.decisionMs = {std::vector<double>{1, 2}, std::vector<double>{3}};
    a.maxTurnMs = {3.0, 3.0};
    a.maxTurn = {1, 1};
    b.index = 1;
    b.decisionMs = {std::vector<double>{4, 5}, std::vector<double>{1}};
    b.maxTurnMs = {9.0, 1.0};
    b.maxTurn = {2, 1};
    // 9: the CPU figures are their own: here game 0's turn 3 cost the American more CPU than
    // game 1's turn 2 took him wall time.
    a.decisionCpuMs = {std::vector<double>{0.5, 6.0}, std::vector<double>{2.0}};
    a.maxTurnCpuMs = {6.0, 2.0};
    a.maxTurnCpu = {3, 1};
    b.decisionCpuMs = {std::vector<double>{1.5, 0.5}, std::vector<double>{0.4}};
    b.maxTurnCpuMs = {2.0, 0.4};
    b.maxTurnCpu = {2, 1};
    std::ostringstream out;
    cli::writeArenaSummary({a, b}, {ai::BotSpec{}, ai::BotSpec{}}, out);
    EXPECT_NE(out.str().find("  longest game turn 9.0 ms of decisions (game 1, turn 2)\n"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("  longest game turn 3.0 ms of decisions (game 0, turn 1)\n"), std::string::npos) << out.str();
    EXPECT_NE(out.str().find("  CPU of a decision: median 1.0 ms, max 6.0 ms; most CPU in one game turn 6.0 ms (game 0, turn 3)\n"), std::string::npos)
        << out.str();
    EXPECT_NE(out.str().find("  CPU of a decision: median 1.2 ms, max 2.0 ms; most CPU in one game turn 2.0 ms (game 0, turn 1)\n"), std::string::npos)
        << out.str();
}

TEST(Arena, ABotsDecisionsAreSummedByGameTurn) {
    const games::Catalogue catalogue(test::realData());
    cli::ArenaRun run;
    run.scenario = "freemans-farm";
    run.seed = 4;
    run.bots[0].kind = ai::BotKind::Random;
    run.bots[1].kind = ai::BotKind::Random;
    const auto result = cli::runArena(catalogue.ofScenario(run.scenario), run, ai::makeSessionBot, [](const cli::ArenaGame&) {});
    ASSERT_EQ(result.games.size(), 1u) << result.error;
    const auto& g = result.games.front();
    for (std::size_t p = 0; p < 2; ++p) {
        double all = 0;
        for (double t : g.decisionMs[p]) all += t;
        // A turn's sum is at least the longest decision and at most the whole game's.
        EXPECT_GE(g.maxTurnMs[p], *std::max_element(g.decisionMs[p].begin(), g.decisionMs[p].end()));
        EXPECT_LE(g.maxTurnMs[p], all + 1e-9);
        EXPECT_GE(g.maxTurn[p], 1);
        // 9: every decision has its CPU time too, and a turn's CPU sum lies within the game's.
        ASSERT_EQ(g.decisionCpuMs[p].size(), g.decisionMs[p].size());
        double cpu = 0;
        for (double t : g.decisionCpuMs[p]) cpu += t;
        EXPECT_GE(g.maxTurnCpuMs[p], *std::max_element(g.decisionCpuMs[p].begin(), g.decisionCpuMs[p].end()));
        EXPECT_LE(g.maxTurnCpuMs[p], cpu + 1e-9);
        EXPECT_GE(g.maxTurnCpu[p], 1);
    }
}

TEST(Hint, ExplainPrintsEachTermOfTheEvaluation) {
    const std::string file = tempSave("explain.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "freemans-farm", "--seed", "2", "--out", file}).code, 0);
    const auto r = runCli({"hint", file, "--bot", "mcts:easy", "--budget", "10", "--explain"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("evaluation ("), std::string::npos) << r.out;
    for (const char* term : {"victoryPoint", "winIfEndedNow", "armyMorale", "armyMoraleLevel", "strength", "exposure", "leaderAlone", "capturable", "leaderExposed", "objectiveHeld",
                             "objectiveDistance"})
        EXPECT_TRUE(std::regex_search(r.out, std::regex(std::string("\n  ") + term + R"( +feature +[+-]\d+\.\d{3}  x weight +[+-]\d+\.\d{3}  = +[+-]\d+\.\d{3}\n)")))
            << term << "\n" << r.out;
    EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(\n  sum [+-]\d+\.\d{3}: American \d+\.\d %, British \d+\.\d % to win\n)"))) << r.out;
    std::filesystem::remove(file);
}

TEST(Arena, BotSeedsDifferBySideAndGame) {
    EXPECT_NE(cli::botSeed(1, 0, 0), cli::botSeed(1, 0, 1));
    EXPECT_NE(cli::botSeed(1, 0, 0), cli::botSeed(1, 1, 0));
    EXPECT_NE(cli::botSeed(1, 1, 0), cli::botSeed(2, 0, 0));
    EXPECT_EQ(cli::botSeed(5, 3, 1), cli::botSeed(5, 3, 1));
}

TEST(Hint, SuggestsAnActionForThePlayerToMove) {
    const std::string file = tempSave("hint.tricorne");
    auto r = runCli({"new", "--scenario", "freemans-farm", "--seed", "2", "--out", file});
    ASSERT_EQ(r.code, 0) << r.err;
    r = runCli({"hint", file, "--bot", "mcts:easy", "--budget", "30", "--seed", "2"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("suggested (mcts:easy): "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("candidates (estimated chance of winning, visits):\n  1. "), std::string::npos) << r.out;
    // The suggestion is one of the legal actions, as its JSON.
    const auto from = r.out.find("\n  ", r.out.find("suggested (")) + 3;
    const auto json = r.out.substr(from, r.out.find('\n', from) - from);
    const auto state = runCli({"state", file});
    EXPECT_NE(state.out.find("  " + json + "\n"), std::string::npos) << json << "\n" << state.out;
    // The same seed and node budget: the same suggestion.
    EXPECT_EQ(runCli({"hint", file, "--bot", "mcts:easy", "--budget", "30", "--seed", "2"}).out, r.out);
    std::filesystem::remove(file);
}

TEST(Hint, NobodyToMoveWhenTheDiceAreToBeRolled) {
    const std::string file = tempSave("dice.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "campaign", "--seed", "3", "--out", file}).code, 0);
    const auto r = runCli({"hint", file, "--bot", "greedy"});  // E3.9.1: the Campaign opens with the fog roll
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("hint: the dice are to be rolled: no player is to move"), std::string::npos) << r.err;
    std::filesystem::remove(file);
}

TEST(Hint, ArgumentErrors) {
    EXPECT_EQ(runCli({"hint"}).code, 2);
    EXPECT_EQ(runCli({"hint", "/nonexistent/file.tricorne"}).code, 1);
    const auto r = runCli({"hint", "x.tricorne", "--bot", "oracle"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--bot: unknown bot 'oracle'"), std::string::npos) << r.err;
}

TEST(Arena, LevelNodesGiveEachSearchItsLevelsOwnNodesUncutByTime) {
    const auto level = runCli({"arena", "--scenario", "freemans-farm", "--american", "mcts:easy", "--british", "random", "--level-nodes", "--games", "1", "--seed", "5"});
    ASSERT_EQ(level.code, 0) << level.err;
    EXPECT_NE(level.out.find("1 game from seed 5, each search its level's nodes\n"), std::string::npos) << level.out;
    const auto nodes = runCli({"arena", "--scenario", "freemans-farm", "--american", "mcts:easy", "--british", "random", "--budget", "150", "--games", "1", "--seed", "5"});
    ASSERT_EQ(nodes.code, 0) << nodes.err;
    const std::string game = "game 0, seed 5: ";
    ASSERT_FALSE(gameLine(nodes.out, game).empty()) << nodes.out;
    EXPECT_EQ(gameLine(level.out, game), gameLine(nodes.out, game));  // Easy's own 150 nodes, played as --budget 150 plays them
    const auto both = runCli({"arena", "--scenario", "freemans-farm", "--american", "mcts:easy", "--british", "random", "--level-nodes", "--budget", "9"});
    EXPECT_EQ(both.code, 2);
    EXPECT_NE(both.err.find("--level-nodes gives each search its level's own nodes; it excludes --budget and --ms"), std::string::npos) << both.err;
}

TEST(Arena, ASidesOwnWeightsFilePlaysThatSideAloneAndABadOneIsNamedBeforeAnyGame) {
    const std::string game = "game 0, seed 3: ";
    const std::vector<std::string> base{"arena", "--scenario", "freemans-farm", "--american", "greedy", "--british", "greedy", "--games", "1", "--seed", "3"};
    auto with = [&](std::vector<std::string> more) {
        auto args = base;
        args.insert(args.end(), more.begin(), more.end());
        return runCli(args);
    };
    const auto plain = with({});
    ASSERT_EQ(plain.code, 0) << plain.err;
    // The data's own weights named as a file: the same game.
    const std::string same = (std::filesystem::path(test::realDataDir()) / "ai" / "series.json").string();
    const auto named = with({"--american-weights", same});
    ASSERT_EQ(named.code, 0) << named.err;
    EXPECT_EQ(gameLine(named.out, game), gameLine(plain.out, game));
    // A British player who prizes losing his strength plays another game.
    const std::string perverse = tempSave("perverse.json");
    {
        std::ofstream f(perverse);
        f << R"({"schemaVersion": 1, "weights": {"strength": -1.5, "armyMorale": -0.04}})";
    }
    const auto other = with({"--british-weights", perverse});
    ASSERT_EQ(other.code, 0) << other.err;
    ASSERT_FALSE(gameLine(other.out, game).empty()) << other.out;
    EXPECT_NE(gameLine(other.out, game), gameLine(plain.out, game));
    // A file that does not load is named, and no game is played.
    const auto missing = with({"--british-weights", tempSave("none.json")});
    EXPECT_EQ(missing.code, 2);
    EXPECT_NE(missing.err.find("--british: "), std::string::npos) << missing.err;
    EXPECT_NE(missing.err.find("none.json"), std::string::npos) << missing.err;
    EXPECT_EQ(missing.out.find("game 0"), std::string::npos) << missing.out;
    const auto random = runCli({"arena", "--scenario", "freemans-farm", "--american", "random", "--british", "greedy", "--american-weights", same});
    EXPECT_EQ(random.code, 2);
    EXPECT_NE(random.err.find("--american-weights: a random bot weighs nothing"), std::string::npos) << random.err;
    std::filesystem::remove(perverse);
}
