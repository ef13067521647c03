// tricorne-cli: validate, scenarios and show-hex, with exit codes and messages.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "cli_test_support.h"

using namespace tricorne;
using test::runCli;

TEST(Cli, ValidatePrintsOneSummaryLine) {
    const auto r = runCli({"validate"});
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1);
    EXPECT_NE(r.out.find("800 hexes"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("3 scenarios"), std::string::npos) << r.out;
}

TEST(Cli, ValidateReportsEveryErrorAndFails) {
    test::ScratchData data;
    data.edit("scenarios/next-day.json", [](nlohmann::json& j) { j["setup"]["british"]["placements"][3]["hex"] = "3540"; });
    data.edit("scenarios/campaign.json", [](nlohmann::json& j) { j["turns"]["last"] = "twelve"; });
    std::ostringstream out, err;
    const int code = cli::run({"--data", data.dir(), "validate"}, {out, err});
    EXPECT_EQ(code, 1);
    EXPECT_NE(err.str().find("data/scenarios/next-day.json: /setup/british/placements/3/hex: 3540 is off the map"), std::string::npos) << err.str();
    EXPECT_NE(err.str().find("data/scenarios/campaign.json: /turns/last: expected an integer, found a string"), std::string::npos) << err.str();
    EXPECT_NE(err.str().find("2 errors"), std::string::npos) << err.str();
}

TEST(Cli, ScenariosListsTheThreeCampaignFirst) {
    const auto r = runCli({"scenarios"});
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out.rfind("campaign\t", 0), 0u) << r.out;
    EXPECT_NE(r.out.find("next-day\t"), std::string::npos);
    EXPECT_NE(r.out.find("freemans-farm\t"), std::string::npos);
}

TEST(Cli, ShowHexAsJson) {
    const auto r = runCli({"show-hex", "1015", "--json"});
    ASSERT_EQ(r.code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["hex"], "1015");
    EXPECT_EQ(j["place"]["name"], "Freeman's Farm");
    EXPECT_NE(std::find(j["areas"].begin(), j["areas"].end(), "freemansFarmObjective"), j["areas"].end());
}

TEST(Cli, ShowHexShowsTheRiverRoadCreekCrossing) {
    const auto r = runCli({"show-hex", "2019"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("(2119): creek"), std::string::npos) << r.out;
}

TEST(Cli, BadArgumentsPrintUsageAndExitTwo) {
    for (const auto& args : std::vector<std::vector<std::string>>{{}, {"frobnicate"}, {"show-hex"}, {"show-hex", "10x5"}, {"validate", "extra"}, {"--data"}}) {
        std::ostringstream out, err;
        EXPECT_EQ(cli::run(args, {out, err}), 2);
        EXPECT_NE(err.str().find("usage: tricorne-cli"), std::string::npos);
    }
}

TEST(Cli, ShowHexOffTheMapExitsTwo) {
    const auto r = runCli({"show-hex", "3540"});
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.err.find("3540 is off the map"), std::string::npos);
}
