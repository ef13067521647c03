// tricorne-cli validate checks the block game's data beside the series'.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "cli_test_support.h"

using namespace tricorne;
using test::runCli;

TEST(BlockCli, ValidateSumsUpTheBlockGameOnTheSeriesLine) {
    const auto r = runCli({"validate"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1);
    EXPECT_NE(r.out.find("3 scenarios"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("block game: 36 points, 49 roads, 72 blocks"), std::string::npos) << r.out;
}

TEST(BlockCli, ValidateRefusesABrokenBlockFileNamingFileAndPointer) {
    test::ScratchData data;
    data.edit("block/saratoga1777/map.json", [](nlohmann::json& j) { j["connections"][4]["road"] = "green"; });
    std::ostringstream out, err;
    EXPECT_EQ(cli::run({"--data", data.dir(), "validate"}, {out, err}), cli::kExitDataError);
    EXPECT_NE(err.str().find("data/block/saratoga1777/map.json: /connections/4/road: \"green\" is not one of: brown, blue"), std::string::npos) << err.str();
    EXPECT_NE(err.str().find("1 error"), std::string::npos) << err.str();
}

TEST(BlockCli, Part4_ApplyAndStateShowOnlyWhatBothSidesMaySee) {
    const std::string path = ::testing::TempDir() + "block_cli_secrets.json";
    ASSERT_EQ(runCli({"new", "--game", "block", "--scenario", "campaign", "--seed", "3", "--out", path}).code, 0);
    // A14: the militia block is placed in view, its label facing the American.
    const auto r = runCli({"apply", path, R"({"type":"placeMilitia","block":"am_mil_tryon","at":"saratoga"})"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("A hidden American block is placed at Saratoga (B4 Game Setup)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("[B4] an American block placed at Saratoga"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("Tryon"), std::string::npos) << r.out;
    const auto state = runCli({"state", path, "--json"});
    ASSERT_EQ(state.code, 0) << state.err;
    const auto j = nlohmann::json::parse(state.out);
    EXPECT_EQ(j["blocks"]["am_mil_tryon"]["at"], "?");
    EXPECT_GE(j["hiddenAt"]["saratoga"].get<int>(), 1);
    std::remove(path.c_str());
}

// The block game's computer player reads the weights of the data folder given by --data.
TEST(BlockCli, TheArenasBlockBotWeighsWithTheWeightsOfTheDataFolderItIsGiven) {
    test::ScratchData data;
    data.edit("ai/block.json", [](nlohmann::json& j) { j["weights"]["strength"] = "many"; });
    std::ostringstream out, err;
    EXPECT_EQ(cli::run({"--data", data.dir(), "arena", "--game", "block", "--scenario", "campaign", "--american", "greedy", "--british", "random", "--games", "1"},
                       {out, err}),
              cli::kExitUsage);
    EXPECT_NE(err.str().find(data.dir()), std::string::npos) << err.str();
    EXPECT_NE(err.str().find("block.json"), std::string::npos) << err.str();
}
