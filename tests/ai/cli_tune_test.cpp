// tricorne-cli tune: its argument errors, and the weights file it writes read back as written.
#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

#include "cli_test_support.h"
#include "tricorne/ai/series_evaluation.h"
#include "tricorne/engine/save_file.h"

using namespace tricorne;
using test::runCli;

TEST(Tune, ArgumentErrorsNameTheArgument) {
    auto r = runCli({"tune"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("tune needs --scenario ID"), std::string::npos) << r.err;
    r = runCli({"tune", "--scenario", "bunker-hill"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--scenario: no scenario \"bunker-hill\""), std::string::npos) << r.err;
    r = runCli({"tune", "--scenario", "freemans-farm", "--bot", "random"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--bot is greedy or an mcts level"), std::string::npos) << r.err;
    r = runCli({"tune", "--scenario", "freemans-farm", "--games", "none"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("--games takes a whole number from 1"), std::string::npos) << r.err;
    r = runCli({"tune", "--scenario", "freemans-farm", "--weights", "/nonexistent/weights.json"});
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("/nonexistent/weights.json"), std::string::npos) << r.err;
}

TEST(Tune, WrittenWeightsReadBackAsWritten) {
    core::DataErrors errors;
    auto file = ai::loadEvaluationWeights(ai::seriesWeightsPath(test::realDataDir()), errors);
    ASSERT_TRUE(file) << (errors.empty() ? "" : errors.front().str());
    file->scenarios["campaign"] = file->defaults;
    file->scenarios["campaign"].strength = 0.0625;
    const auto path = (std::filesystem::temp_directory_path() / ("tricorne-tune-test-" + std::to_string(::getpid()) + ".json")).string();
    std::string error;
    ASSERT_TRUE(core::writeFileAtomically(path, ai::evaluationWeightsJson(*file, "test").dump(2), error)) << error;
    const auto again = ai::loadEvaluationWeights(path, errors);
    ASSERT_TRUE(again) << (errors.empty() ? "" : errors.front().str());
    for (const auto& f : ai::evaluationWeightFields()) {
        EXPECT_EQ(again->defaults.*f.member, file->defaults.*f.member) << f.key;
        for (const auto& [id, weights] : file->scenarios) EXPECT_EQ(again->forScenario(id).*f.member, weights.*f.member) << id << " " << f.key;
    }
    EXPECT_EQ(again->forScenario("campaign").strength, 0.0625);
    std::filesystem::remove(path);
}
