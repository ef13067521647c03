// tricorne-cli new, state, apply, replay and selfplay: exit codes, events and files.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

#include "cli_test_support.h"
#include "data_test_support.h"
#include "selfplay.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/save.h"
#include "tricorne/series/game/series_game.h"

using namespace tricorne;
using test::runCli;

namespace {
std::string tempSave(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("tricorne-cli-" + std::to_string(::getpid()) + "-" + name)).string();
}
// A Freeman's Farm game played at random until its first close combat is declared, saved to `file`.
bool saveFirstDeclaredCombat(const std::string& file) {
    std::string error;
    auto game = core::Game::start(tricorne::test::realData(), "freemans-farm", {}, 5, error);
    if (!game) return false;
    core::Rng rng(5);
    auto declared = [&] {
        const auto& s = game->state();
        return s.phase == core::Phase::CloseCombat && s.step != core::Step::DeclareCombats && !s.combats.empty();
    };
    while (!core::isTerminal(game->state()) && !declared()) game->apply(core::randomAction(game->state(), rng));
    return declared() && core::writeFileAtomically(file, core::saveJson(*game).dump(), error);
}

std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
}  // namespace

TEST(CliGame, NewStateApplyReplay) {
    const std::string file = tempSave("game.tricorne");
    auto r = runCli({"new", "--scenario", "campaign", "--seed", "3", "--option", "variant=gates-prevails", "--out", file});
    ASSERT_EQ(r.code, 0) << r.err;
    r = runCli({"state", file, "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["decision"]["rule"], "E3.9.1");  // the fog roll first
    r = runCli({"apply", file, R"({"type":"roll","value":9})"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("[E3.9.2] Turn 1: clear"), std::string::npos) << r.out;
    r = runCli({"state", file, "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const auto state = nlohmann::json::parse(r.out);
    EXPECT_EQ(state["turn"], 1);
    EXPECT_EQ(state["phase"], "movement");
    EXPECT_EQ(state["decision"]["player"], "british");
    EXPECT_GT(state["legalActions"].size(), 100u);
    r = runCli({"apply", file, R"({"type":"move","unit":"br-9th","path":["1829","1729"]})", R"({"type":"end-phase"})"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("[9.2] br-9th moves 1829-1729"), std::string::npos) << r.out;
    r = runCli({"replay", file});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("ok: 3 actions replayed"), std::string::npos) << r.out;
    std::filesystem::remove(file);
}

TEST(CliGame, AnIllegalActionPrintsItsRuleExitsThreeAndWritesNothing) {
    const std::string file = tempSave("illegal.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "campaign", "--out", file}).code, 0);
    const std::string before = slurp(file);
    auto r = runCli({"apply", file, R"({"type":"roll","value":9})", R"({"type":"move","unit":"br-9th","path":["1829","1730"]})",
                     R"({"type":"move","unit":"br-9th","path":["1730","1731"]})"});
    EXPECT_EQ(r.code, 3);
    EXPECT_NE(r.err.find("9.2: br-9th has already moved this phase"), std::string::npos) << r.err;
    EXPECT_EQ(slurp(file), before);
    std::filesystem::remove(file);
}

TEST(CliGame, ASaveThatCannotBeWrittenSaysTheGameWasNotSaved) {
    const std::string file = tempSave("unsaved.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "campaign", "--out", file}).code, 0);
    const std::string nowhere = tempSave("no-such-folder") + "/game.tricorne";
    auto r = runCli({"apply", file, R"({"type":"roll","value":9})", "--out", nowhere});
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("[E3.9.2] Turn 1: clear"), std::string::npos) << r.out;  // the roll's events were printed
    EXPECT_NE(r.err.find(nowhere + ": cannot write (No such file or directory); the game was not saved"), std::string::npos) << r.err;
    std::filesystem::remove(file);
}

TEST(CliGame, FifteenParallelAppliesOnOneSaveKeepEveryAction) {
    const std::string file = tempSave("parallel.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "campaign", "--out", file}).code, 0);
    ASSERT_EQ(runCli({"apply", file, R"({"type":"roll","value":9})"}).code, 0);
    // Fifteen British moves of turn 1 that are legal in any order.
    const std::vector<std::string> moves = {
        R"({"type":"move","unit":"br-balcarres","path":["0926","0825"]})",
        R"({"type":"move","unit":"br-british-grenadiers","path":["1027","0927"]})",
        R"({"type":"move","unit":"br-24th","path":["1028","0928"]})",
        R"({"type":"move","unit":"br-ottawa","path":["0827","0826"]})",
        R"({"type":"move","unit":"br-1st-chasseurs","path":["1028","0929"]})",
        R"({"type":"move","unit":"br-47th","path":["1928","1827"]})",
        R"({"type":"move","unit":"br-20th","path":["1829","1730"]})",
        R"({"type":"move","unit":"br-21st","path":["1830","1731"]})",
        R"({"type":"move","unit":"br-jessup","path":["1229","1129"]})",
        R"({"type":"move","unit":"br-9th","path":["1829","1729"]})",
        R"({"type":"move","unit":"br-mackay","path":["1229","1130"]})",
        R"({"type":"move","unit":"br-62nd","path":["1830","1831"]})",
        R"({"type":"move","unit":"br-boucherville","path":["0827","0728"]})",
        R"({"type":"move","unit":"br-frasers-rangers","path":["0827","0727"]})",
        R"({"type":"move","unit":"br-jaegers","path":["0926","0925"]})"};
    std::vector<pid_t> children;
    for (const auto& move : moves) {
        const pid_t child = ::fork();
        if (child == 0) ::_exit(runCli({"apply", file, move}).code);
        if (child > 0) children.push_back(child);
    }
    ASSERT_EQ(children.size(), moves.size());
    for (const pid_t child : children) {
        int status = 0;
        ASSERT_EQ(::waitpid(child, &status, 0), child);
        EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "status " << status;
    }
    // Before the lock, every apply exited 0 and the save kept a few of the moves.
    const auto actions = nlohmann::json::parse(slurp(file))["actions"];
    EXPECT_EQ(actions.size(), moves.size() + 1);
    for (const auto& move : moves)
        EXPECT_TRUE(std::find(actions.begin(), actions.end(), nlohmann::json::parse(move)) != actions.end()) << move << " was lost";
    std::filesystem::remove(file);
}

TEST(CliGame, GoldenWriteWhereNoDirectoryCanBeSaysSoAndExitsOne) {
    const std::string file = tempSave("golden-file");
    std::ofstream(file) << "a file, not a folder";
    auto r = runCli({"golden", "--write", file});  // before the fix: an uncaught filesystem_error
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err, "tricorne-cli: " + file + ": cannot be created as a directory (Not a directory)\n");
    r = runCli({"golden", "--write", file + "/records"});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err, "tricorne-cli: " + file + "/records: cannot be created as a directory (Not a directory)\n");
    r = runCli({"golden", "--write", ""});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err, "tricorne-cli: golden --write needs a directory name, not \"\"\n");
    std::filesystem::remove(file);
}

TEST(CliGame, GoldenWriteUnderADirectoryItMayNotWriteSaysSoAndExitsOne) {
    if (::geteuid() == 0) GTEST_SKIP() << "root may write in any directory";
    const std::string locked = tempSave("golden-locked");
    std::filesystem::create_directories(locked);
    std::filesystem::permissions(locked, std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
    const auto r = runCli({"golden", "--write", locked + "/records"});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err, "tricorne-cli: " + locked + "/records: cannot be created as a directory (Permission denied)\n");
    std::filesystem::remove_all(locked);
}

TEST(CliGame, ReplayExitsFourWhenTheHashDoesNotMatch) {
    const std::string file = tempSave("tampered.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "next-day", "--out", file}).code, 0);
    ASSERT_EQ(runCli({"apply", file, R"({"type":"place","unit":"br-ottawa","hex":"0615"})", R"({"type":"roll","value":9})",
                      R"({"type":"end-phase"})"})
                  .code,
              0);
    auto json = nlohmann::json::parse(slurp(file));
    const std::string real = json["stateHash"];
    json["stateHash"] = "0123456789abcdef";
    std::ofstream(file) << json.dump();
    const auto r = runCli({"replay", file});
    EXPECT_EQ(r.code, 4);
    EXPECT_NE(r.err.find("/stateHash: the actions do not lead to the state this save recorded"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find(real), std::string::npos) << "the hash to paste back is not printed: " << r.err;
    std::filesystem::remove(file);
}

TEST(CliGame, Rule2_3_ARollWithoutAValueIsDrawnFromTheSystemAsItIsRolled) {
    // Twenty copies of one save each roll the fog die: seeded dice would roll twenty times the
    // face the save's generator holds; drawn from the system, twenty equal faces have odds of 1e-19.
    const std::string file = tempSave("live.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "campaign", "--seed", "3", "--out", file}).code, 0);
    std::set<int> faces;
    for (int i = 0; i < 20; ++i) {
        const std::string copy = tempSave("live-" + std::to_string(i) + ".tricorne");
        std::filesystem::copy_file(file, copy, std::filesystem::copy_options::overwrite_existing);
        const auto r = runCli({"apply", copy, R"({"type":"roll"})"});
        ASSERT_EQ(r.code, 0) << r.err;
        EXPECT_EQ(r.out.rfind("die rolls ", 0), 0u) << r.out;
        const auto json = nlohmann::json::parse(slurp(copy));
        EXPECT_EQ(json["dice"], "entropy");
        EXPECT_EQ(json["actions"].back()["type"], "roll");
        faces.insert(json["actions"].back()["value"].get<int>());
        std::filesystem::remove(copy);
    }
    EXPECT_GT(faces.size(), 1u);
    // Where no die is due, it is refused like any roll.
    const auto r = runCli({"apply", file, R"({"type":"roll","value":9})", R"({"type":"roll"})"});
    EXPECT_EQ(r.code, 3);
    EXPECT_EQ(r.err.rfind("illegal: a die roll: ", 0), 0u) << r.err;
    std::filesystem::remove(file);
}

TEST(CliGame, SelfplayReportsItsLastLine) {
    const auto r = runCli({"selfplay", "--scenario", "freemans-farm", "--games", "3", "--seed", "11"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("3 games, "), std::string::npos);
    EXPECT_NE(r.out.find(" 0 invariant violations, "), std::string::npos) << r.out;
}

TEST(CliGame, SelfplayAllPlaysEveryScenarioVariantAndOptionSet) {
    const auto r = runCli({"selfplay", "--all", "--games", "1", "--seed", "3", "--policy", "decline"});
    EXPECT_EQ(r.code, 0) << r.err;
    // Every scenario, each variant and none, each set of the options the engine plays.
    std::size_t expected = 0;
    for (const auto& scenario : tricorne::test::realData().scenarios) {
        expected += tricorne::core::optionSets(scenario).size();
        EXPECT_NE(r.out.find(scenario.id + ", defaults, decline:"), std::string::npos) << r.out;
    }
    EXPECT_EQ(tricorne::core::optionSets(*tricorne::test::realData().scenario("campaign")).size() % 3, 0u);  // none, Gates Prevails, Arnold Prevails
    EXPECT_NE(r.out.find("campaign, variant=gates-prevails, decline:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("in all: " + std::to_string(expected) + " games, "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(" 0 invariant violations"), std::string::npos) << r.out;
}

TEST(CliGame, SelfplayEdgePolicyTriesTheIllegalNeighbours) {
    const auto r = runCli({"selfplay", "--scenario", "freemans-farm", "--games", "1", "--seed", "2", "--policy", "edge"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find(" illegal actions refused, 0 invariant violations, "), std::string::npos) << r.out;
    EXPECT_EQ(runCli({"selfplay", "--scenario", "campaign", "--policy", "greedy"}).code, 2);
    EXPECT_EQ(runCli({"selfplay", "--all", "--scenario", "campaign"}).code, 2);
}

TEST(CliGame, BadArgumentsExitTwo) {
    EXPECT_EQ(runCli({"new", "--scenario", "campaign"}).code, 2);
    EXPECT_EQ(runCli({"new", "--scenario", "waterloo", "--out", tempSave("x")}).code, 2);
    EXPECT_EQ(runCli({"new", "--scenario", "campaign", "--option", "nonsense", "--out", tempSave("x")}).code, 2);
    EXPECT_EQ(runCli({"apply", tempSave("missing")}).code, 2);
    EXPECT_EQ(runCli({"selfplay", "--scenario", "campaign", "--games", "many"}).code, 2);
    EXPECT_EQ(runCli({"state", tempSave("missing")}).code, 1);
}

TEST(CliGame, Rule11_4_LosQueryWithItsReason) {
    const std::string file = tempSave("los.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "campaign", "--out", file}).code, 0);
    auto r = runCli({"los", file, "2029", "2030", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["clear"], true);
    EXPECT_EQ(j["rule"], "11.41");
    // At the Campaign start the Riedesel regiment stands in 2028: it blocks the line from 2029 to 2026.
    r = runCli({"los", file, "2029", "2026", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["clear"], false);
    EXPECT_EQ(j["rule"], "11.42");
    EXPECT_EQ(j["blockingHex"], "2028");
    r = runCli({"los", file, "2029", "2026"});
    EXPECT_NE(r.out.find("blocked"), std::string::npos) << r.out;
    // The rule is named once, not again after a reason that already ends with it.
    EXPECT_NE(r.out.find("11.42"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("11.42"), r.out.rfind("11.42")) << r.out;
    EXPECT_EQ(runCli({"los", file, "2029"}).code, 2);
    std::filesystem::remove(file);
}

TEST(CliGame, BenchPrintsEveryFigureAsNameValueUnit) {
    const auto r = runCli({"bench", "--quick"});  // every figure once: the full bench is for comparing, not testing
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.err, "");  // e.g. no "reaches no hex": every figure measured real work
    for (const char* name : {"reachable_hexes_us: ", "los_query_us: ", "los_battery_us: ", "random_campaign_games_per_s: ",
                             "legal_actions_close_combat_us: ", "save_load_verify_ms: ", "peak_rss_mb: "})
        EXPECT_NE(("\n" + r.out).find(std::string("\n") + name), std::string::npos) << name << "\n" << r.out;
    std::istringstream lines(r.out);
    const std::regex figure(R"([a-z0-9_]+: [0-9]+(\.[0-9]+)? [A-Za-z/]+)");
    for (std::string line; std::getline(lines, line);) EXPECT_TRUE(std::regex_match(line, figure)) << "not name: value unit: " << line;
}

TEST(CliGame, CombatPrintsTheOddsAndDrmsOfADeclaredCombat) {
    const std::string file = tempSave("combat.tricorne");
    ASSERT_TRUE(saveFirstDeclaredCombat(file));
    auto r = runCli({"combat", file, "1"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("Close combat 1:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Odds (12.23 step 1"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("(12.23 step 2, 15.32)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Total DRM before tactics:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Eligible tactics (12.63): attacker skirmish"), std::string::npos) << r.out;
    r = runCli({"combat", file, "99"});
    EXPECT_EQ(r.code, 2);
    std::filesystem::remove(file);
}

TEST(CliGame, AnIllegalActionAfterOthersSaysPlainlyThatNothingWasSaved) {
    const std::string file = tempSave("nothing-saved.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "campaign", "--out", file}).code, 0);
    const std::string before = slurp(file);
    auto r = runCli({"apply", file, R"({"type":"roll","value":9})", R"({"type":"move","unit":"br-9th","path":["1829","1730"]})",
                     R"({"type":"move","unit":"br-9th","path":["1730","1731"]})"});
    EXPECT_EQ(r.code, 3);
    EXPECT_NE(r.out.find("[E3.9.2] Turn 1: clear"), std::string::npos) << r.out;  // printed as they were applied
    EXPECT_NE(r.err.find("nothing was saved: the 2 actions before it, printed above, are discarded with it"), std::string::npos) << r.err;
    EXPECT_EQ(slurp(file), before);
    std::filesystem::remove(file);
}

TEST(CliGame, Rule12_23_CombatJsonGivesThePreviewFieldByField) {
    const std::string file = tempSave("combat-json.tricorne");
    ASSERT_TRUE(saveFirstDeclaredCombat(file));
    auto r = runCli({"combat", file, "1", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_EQ(j["combats"].size(), 1u);
    const auto& c = j["combats"][0];
    EXPECT_EQ(c["combat"], 1);
    EXPECT_FALSE(c["attackers"].empty());
    EXPECT_FALSE(c["defenderHexes"].empty());
    EXPECT_TRUE(c["odds"].contains("column"));
    EXPECT_EQ(c["leadUnits"]["rule"], "12.23 step 2");
    int total = 0;
    for (const auto& d : c["drms"]) total += d["drm"].get<int>();
    EXPECT_EQ(c["totalDrm"], total);
    EXPECT_EQ(c["eligibleTactics"]["attacker"][0], "skirmish");
    r = runCli({"combat", file, "--json"});  // every declared combat
    ASSERT_EQ(r.code, 0) << r.err;
    std::string error;
    const auto game = core::loadSave(tricorne::test::realData(), nlohmann::json::parse(slurp(file)), error);
    ASSERT_TRUE(game) << error;
    EXPECT_EQ(nlohmann::json::parse(r.out)["combats"].size(), game->state().combats.size());
    std::filesystem::remove(file);
}

TEST(CliGame, GamesListsTheCatalogue) {
    const auto r = runCli({"games"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, "battles-of-the-american-revolution\nblock\n");
}

TEST(CliGame, ASaveOfAGameNotInTheCatalogueIsRefusedUnderItsField) {
    const std::string file = tempSave("other-game.tricorne");
    ASSERT_EQ(runCli({"new", "--scenario", "freemans-farm", "--out", file}).code, 0);
    std::ifstream in(file);
    auto save = nlohmann::json::parse(in);
    in.close();
    EXPECT_EQ(save["game"], "battles-of-the-american-revolution");
    save["game"] = "saratoga-1777-block-game";
    std::ofstream(file) << save.dump(1);
    const std::string expected = file + ": /game: \"saratoga-1777-block-game\" is not a game this build plays (it plays \"battles-of-the-american-revolution\", \"block\")\n";
    auto r = runCli({"replay", file});
    EXPECT_EQ(r.code, 4);
    EXPECT_EQ(r.err, "tricorne-cli: " + expected);
    r = runCli({"state", file});
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err, "tricorne-cli: " + expected);
}
