// Replays: every position of a played game, action by action, and a branch from any of them.
#include "engine_test_support.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/replay.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
// A random game of Freeman's Farm played to its end.
Game finishedGame(std::uint64_t seed) {
    std::string error;
    auto game = Game::start(realData(), "freemans-farm", {}, seed, error);
    EXPECT_TRUE(game) << error;
    Rng policy(seed);
    while (!isTerminal(game->state())) EXPECT_TRUE(game->apply(randomAction(game->state(), policy)).ok());
    return std::move(*game);
}
}  // namespace

TEST(Replay, EachPositionIsTheGameCutAfterThatManyActions) {
    const Game game = finishedGame(3);
    std::string error;
    const auto replay = Replay::of(realData(), game.record(), error);
    ASSERT_TRUE(replay) << error;
    ASSERT_EQ(replay->actionCount(), game.record().actions.size());
    EXPECT_EQ(stateHash(replay->stateAfter(0)), stateHash(*newGame(realData(), "freemans-farm", {}, 3, error)));
    EXPECT_EQ(stateHash(replay->stateAfter(replay->actionCount())), stateHash(game.state()));
    for (const std::size_t n : {std::size_t{1}, replay->actionCount() / 3, replay->actionCount() / 2}) {
        GameRecord cut = game.record();
        cut.actions.resize(n);
        const auto played = Game::replay(realData(), cut, error);
        ASSERT_TRUE(played) << error;
        EXPECT_EQ(stateHash(replay->stateAfter(n)), stateHash(played->state())) << n;
        // The events of the n-th action are those it caused when it was played.
        GameState before = replay->stateAfter(n - 1);
        EXPECT_EQ(replay->actor(n - 1), decision(before).player);
        const auto again = apply(before, replay->action(n - 1));
        ASSERT_EQ(again.events.size(), replay->events(n - 1).size());
        for (std::size_t e = 0; e < again.events.size(); ++e) EXPECT_EQ(again.events[e].text, replay->events(n - 1)[e].text);
    }
}

TEST(Replay, PlayingOnFromAPositionBranchesFromThere) {
    Game game = finishedGame(5);
    game.setPlayers(Players::Hotseat);
    std::string error;
    const auto replay = Replay::of(realData(), game.record(), error);
    ASSERT_TRUE(replay) << error;
    const std::size_t n = replay->actionCount() / 2;
    auto branch = replay->gameAfter(n, error);
    ASSERT_TRUE(branch) << error;
    EXPECT_EQ(branch->record().actions.size(), n);
    EXPECT_EQ(branch->record().players, Players::Hotseat);
    EXPECT_EQ(stateHash(branch->state()), stateHash(replay->stateAfter(n)));
    EXPECT_FALSE(replay->gameAfter(replay->actionCount() + 1, error));
    EXPECT_EQ(error, "there are only " + std::to_string(replay->actionCount()) + " actions");
}

TEST(Replay, Rule2_3_PlayingOnFromAPositionRollsTheDiceThatFollowedItAgain) {
    Game game = finishedGame(5);
    std::string error;
    const auto replay = Replay::of(realData(), game.record(), error);
    ASSERT_TRUE(replay) << error;
    const std::size_t n = replay->actionCount() / 2;
    std::vector<int> later;
    for (std::size_t i = n; i < replay->actionCount(); ++i)
        if (const auto* roll = std::get_if<RollDie>(&replay->action(i))) later.push_back(roll->value);
    ASSERT_FALSE(later.empty());
    auto branch = replay->gameAfter(n, error);
    ASSERT_TRUE(branch) << error;
    EXPECT_EQ(branch->record().undoneDice, later);
    // Whatever is played on, the next die is the one rolled next in the game replayed.
    GivenDice live({(later.front() + 1) % 10});
    Rng policy(99);
    while (decision(branch->state()).player != Player::Chance) ASSERT_TRUE(branch->apply(randomAction(branch->state(), policy)).ok());
    ASSERT_TRUE(branch->rollDie(live).ok());
    EXPECT_EQ(branch->record().actions.back(), Action{RollDie{later.front()}});
    EXPECT_EQ(live.drawn(), 0u);
}

TEST(Replay, AnIllegalActionIsNamedWithItsIndex) {
    std::string error;
    GameRecord record{"campaign", {}, 1, {RollDie{9}, Move{"br-9th", {hex("1829"), hex("2226")}, false}}};
    EXPECT_FALSE(Replay::of(realData(), record, error));
    EXPECT_EQ(error, "action 1 (br-9th moves 1829-2226): 9.2: 1829 and 2226 are not adjacent");
}
