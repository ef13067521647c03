// tricorne-cli validate checks the block game's data beside the series'.
#include <gtest/gtest.h>

#include <algorithm>

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
