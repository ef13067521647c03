// tricorne-cli validate checks the block game's data beside the series'.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>

#include "block_test_support.h"
#include "cli_test_support.h"
#include "tricorne/block/block_game.h"

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

// B12.1 (A36, A43): the state tells the player to move which of his blocks wait in each of his
// leaders' boxes and where the leader stands; of the enemy's boxes, the count alone.
TEST(BlockCli, RuleB12_1_TheStateShowsThePlayerToMoveHisBoxesAndTheEnemysCounts) {
    const block::BlockGame game(test::realBlockData());
    std::string error;
    auto match = game.start("campaign", {{"holdingBoxes", "true"}}, 21, error);
    ASSERT_TRUE(match) << error;
    core::Rng rng(21);
    auto heldBy = [&](block::Side side) {
        int n = 0;
        for (std::size_t i = 0; i < match->state.pieces.size(); ++i) n += !match->state.pieces[i].heldBy.empty() && match->state.block(i).side == side;
        return n;
    };
    for (int n = 0; n < 20000 && !game.isTerminal(match->state); ++n) {
        if (game.toMove(match->state) >= 0 && heldBy(block::Side::American) > 0 && heldBy(block::Side::British) > 0) break;
        ASSERT_TRUE(game.record(*match, game.randomAction(match->state, 1, rng)).ok());
    }
    const int mover = game.toMove(match->state);
    ASSERT_GE(mover, 0);
    const std::string path = ::testing::TempDir() + "block_cli_holding.json";
    {
        std::ofstream out(path);
        out << game.save(*match).dump();
    }
    const auto r = runCli({"state", path});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("holding boxes (B12.1):"), std::string::npos) << r.out;
    const block::Side own = block::sideOfPlayer(mover);
    for (std::size_t i = 0; i < match->state.pieces.size(); ++i) {
        const block::Piece& p = match->state.pieces[i];
        if (p.heldBy.empty()) continue;
        const block::Block& b = match->state.block(i);
        const std::string leader = test::realBlockData().roster.block(p.heldBy)->name;
        EXPECT_NE(r.out.find("  " + leader + "'s: "), std::string::npos) << leader << "\n" << r.out;
        if (b.side == own)
            EXPECT_NE(r.out.find(b.name), std::string::npos) << b.name << "\n" << r.out;
        else
            EXPECT_EQ(r.out.find(b.name), std::string::npos) << b.name << "\n" << r.out;
    }
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
