// Determinism: the state hash covers the whole state, and the golden records of tests/golden
// (a random game of each scenario, with the hashes it must reach) replay to the same hashes
// with every compiler (docs/reliability.md).
#include <algorithm>
#include <filesystem>
#include <set>

#include <fstream>
#include <sstream>
#include <unistd.h>

#include "cli_test_support.h"
#include "engine_test_support.h"
#include "golden.h"
#include "tricorne/series/game/save.h"
#include "tricorne/engine/json_text.h"
#include "tricorne/games/catalogue.h"
#include "tricorne/series/game/action.h"

using namespace tricorne::core;
using namespace tricorne::test;
using tricorne::test::runCli;

namespace {
tricorne::cli::GoldenRecord goldenRecord(const std::string& name) {
    std::string error;
    const auto path = std::string(TRICORNE_GOLDEN_DIR) + "/" + name + ".json";
    auto text = readTextFile(path, error);
    EXPECT_TRUE(text) << error;
    auto json = text ? parseJsonText(*text, error) : std::nullopt;
    EXPECT_TRUE(json) << path << ": " << error;
    auto record = json ? tricorne::cli::goldenFromJson(*json, name, error) : std::nullopt;
    EXPECT_TRUE(record) << error;
    return record ? *record : tricorne::cli::GoldenRecord{};
}

const tricorne::games::Catalogue& catalogue() {
    static const tricorne::games::Catalogue kCatalogue(realData());
    return kCatalogue;
}

std::string slurp(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void expectGoldenRecordReplays(const std::string& name) {
    const auto record = goldenRecord(name);
    ASSERT_FALSE(record.game.actions.empty()) << name;
    EXPECT_GE(record.checkpoints.size(), 3u) << name;
    for (const auto& mismatch : tricorne::cli::checkGolden(catalogue(), record)) ADD_FAILURE() << mismatch;
}
}  // namespace

TEST(Determinism, GoldenRecords_FreemansFarm) { expectGoldenRecordReplays("freemans-farm"); }
TEST(Determinism, GoldenRecords_NextDay) { expectGoldenRecordReplays("next-day"); }
TEST(Determinism, GoldenRecords_Campaign) { expectGoldenRecordReplays("campaign"); }
TEST(Determinism, GoldenRecords_CampaignGatesPrevailsWithOptions) { expectGoldenRecordReplays("campaign-gates-prevails"); }
TEST(Determinism, GoldenRecords_NextDayWithOptions) { expectGoldenRecordReplays("next-day-options"); }
TEST(Determinism, GoldenRecords_NextDayFreeSetupWithLimitedIntelligence) { expectGoldenRecordReplays("next-day-free-setup"); }

TEST(Determinism, GoldenRecords_BlockCampaign) { expectGoldenRecordReplays("block-campaign"); }

TEST(Determinism, TheBlockGameRecordIsAWholeCampaignWithBattlesAndTheDefaultOptions) {
    const auto record = goldenRecord("block-campaign");
    EXPECT_EQ(record.gameId, "block");
    EXPECT_EQ(record.game.scenario, "campaign");
    EXPECT_TRUE(record.game.options.empty());
    // Battles fought (B9) with fire on the battle board, and a retreat (B10).
    const auto typed = [&](const char* type) {
        return std::count_if(record.game.actions.begin(), record.game.actions.end(), [&](const nlohmann::json& a) { return a.value("type", "") == type; });
    };
    EXPECT_GT(typed("fight"), 0);
    EXPECT_GT(typed("retreat"), 0);
    EXPECT_TRUE(std::any_of(record.game.actions.begin(), record.game.actions.end(), [](const nlohmann::json& a) {
        return a.value("type", "") == "battle" && a.contains("action") && a["action"].value("kind", "") == "fire";
    }));
    ASSERT_FALSE(record.checkpoints.empty());
    EXPECT_EQ(record.checkpoints.back().after, static_cast<int>(record.game.actions.size())) << "the last hash is the end's";
}

TEST(Determinism, GoldenRecordsCoverEveryScenarioWithCloseCombatAndAVariantWithOptions) {
    std::set<std::string> scenarios;
    bool variantAndOption = false;
    for (const auto& game : tricorne::cli::goldenGames()) {
        ASSERT_TRUE(std::filesystem::exists(std::string(TRICORNE_GOLDEN_DIR) + "/" + game.name + ".json")) << game.name << ": run tricorne-cli golden --write tests/golden";
        const auto record = goldenRecord(game.name);
        EXPECT_EQ(record.game.scenario, game.scenario);
        EXPECT_EQ(record.game.options, game.options);
        if (!game.game.empty()) continue;  // another game's record: Determinism.TheBlockGameRecord... says what it reaches
        scenarios.insert(record.game.scenario);
        if (record.game.options.count("variant") && record.game.options.size() > 1) variantAndOption = true;
        // The game reaches a close combat: a tactic is chosen and the die rolled (12.23).
        EXPECT_TRUE(std::any_of(record.game.actions.begin(), record.game.actions.end(), [](const nlohmann::json& json) {
            std::string e;
            const auto a = actionFromJson(json, e);
            return a && std::holds_alternative<ChooseTactic>(*a);
        }))
            << game.name;
        EXPECT_EQ(record.checkpoints.back().after, static_cast<int>(record.game.actions.size())) << game.name << ": the last hash is the end's";
    }
    for (const auto& s : realData().scenarios) EXPECT_TRUE(scenarios.count(s.id)) << s.id << " has no golden record";
    EXPECT_TRUE(variantAndOption);
}

TEST(Determinism, AChangedRecordIsReportedWithItsPointAndBothHashes) {
    auto record = goldenRecord("freemans-farm");
    ASSERT_GE(record.checkpoints.size(), 3u);
    const std::string expected = record.checkpoints[1].hash;
    record.checkpoints[1].hash = "0123456789abcdef";
    auto mismatches = tricorne::cli::checkGolden(catalogue(), record);
    ASSERT_EQ(mismatches.size(), 1u);
    EXPECT_EQ(mismatches[0], "freemans-farm: after " + std::to_string(record.checkpoints[1].after) + " actions the state hash is " + expected +
                                 ", the record says 0123456789abcdef");
    // An action the rules refuse: named with its number, the stop of the replay.
    record = goldenRecord("freemans-farm");
    record.game.actions[0] = toJson(Action{RollDie{3}});
    mismatches = tricorne::cli::checkGolden(catalogue(), record);
    ASSERT_EQ(mismatches.size(), 1u);
    EXPECT_EQ(mismatches[0].rfind("freemans-farm: action 0 (die rolls 3) is refused: ", 0), 0u) << mismatches[0];
}

TEST(StateHash, PinnedForTheCampaignStartSoEveryCompilerMustAgree) {
    std::string error;
    const auto s = newGame(realData(), "campaign", {}, 1, error);
    ASSERT_TRUE(s) << error;
    EXPECT_EQ(hashHex(stateHash(*s)), goldenRecord("campaign").checkpoints.front().hash);
}

TEST(Determinism, GoldenWriteIsOneCommandThatReproducesTheRecords) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("tricorne-golden-" + std::to_string(::getpid()));
    auto r = runCli({"golden", "--write", dir.string()});
    ASSERT_EQ(r.code, 0) << r.err;
    for (const auto& game : tricorne::cli::goldenGames()) {
        const std::string file = game.name + ".json";
        EXPECT_EQ(slurp(dir / file), slurp(fs::path(TRICORNE_GOLDEN_DIR) / file))
            << "tests/golden/" << file << " is not what tricorne-cli golden --write writes now";
    }
    r = runCli({"golden", "--check", TRICORNE_GOLDEN_DIR});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(r.out, std::to_string(tricorne::cli::goldenGames().size()) + " golden records, 0 mismatches\n");
    // A changed hash: exit 4 and the record, the point and both hashes named.
    std::string text = slurp(dir / "freemans-farm.json");
    const auto at = text.find("\"after\": 25, \"hash\": \"");
    ASSERT_NE(at, std::string::npos);
    const std::string right = text.substr(at + 22, 16);
    text.replace(at + 22, 16, "0123456789abcdef");
    std::ofstream(dir / "freemans-farm.json") << text;
    r = runCli({"golden", "--check", dir.string()});
    EXPECT_EQ(r.code, 4);
    EXPECT_EQ(r.err, "freemans-farm: after 25 actions the state hash is " + right + ", the record says 0123456789abcdef\n");
    EXPECT_EQ(runCli({"golden", "--check"}).code, 2);
    fs::remove_all(dir);
}
