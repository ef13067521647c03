// Conformance in the spirit of OpenSpiel's RandomSimTest: random legal games on every
// scenario with fixed seeds; invariants after every action, clone equality, save/load
// round trip and replay hashes.
#include "engine_test_support.h"
#include "tricorne/core/engine/random_play.h"
#include "tricorne/core/engine/save.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
void playRandomGame(const std::string& scenario, std::uint64_t seed) {
    std::string error;
    auto game = Game::start(realData(), scenario, {}, seed, error);
    ASSERT_TRUE(game) << error;
    Rng policy(seed * 7919 + 1);
    int actions = 0;
    while (!isTerminal(game->state())) {
        ASSERT_LT(actions, 20000) << "the game does not end";
        const Action a = randomAction(game->state(), policy);
        // Clone equality: a copy given the same action reaches the same state.
        GameState clone = game->state();
        const auto r = game->apply(a);
        ASSERT_TRUE(r.ok()) << describe(a) << ": " << r.error;
        ASSERT_TRUE(apply(clone, a).ok());
        ASSERT_EQ(stateHash(clone), stateHash(game->state()));
        const auto broken = checkInvariants(game->state());
        ASSERT_TRUE(broken.empty()) << scenario << " seed " << seed << " after " << describe(a) << ": " << broken.front();
        ++actions;
    }
    EXPECT_GT(actions, 10);
    const auto saved = saveJson(*game);
    auto loaded = loadSave(realData(), nlohmann::json::parse(saved.dump()), error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(stateHash(loaded->state()), stateHash(game->state()));
    auto replayed = Game::replay(realData(), game->record(), error);
    ASSERT_TRUE(replayed) << error;
    EXPECT_EQ(stateHash(replayed->state()), stateHash(game->state()));
}
}  // namespace

TEST(Conformance, RandomCampaignGames) {
    for (std::uint64_t seed : {1u, 2u, 3u}) playRandomGame("campaign", seed);
}

TEST(Conformance, RandomNextDayGames) {
    for (std::uint64_t seed : {1u, 2u, 3u}) playRandomGame("next-day", seed);
}

TEST(Conformance, RandomFreemansFarmGames) {
    for (std::uint64_t seed : {1u, 2u, 3u, 4u}) playRandomGame("freemans-farm", seed);
}

TEST(Conformance, SameSeedSameGame) {
    std::string error;
    auto a = Game::start(realData(), "campaign", {}, 99, error);
    auto b = Game::start(realData(), "campaign", {}, 99, error);
    Rng pa(5), pb(5);
    for (int i = 0; i < 300 && !isTerminal(a->state()); ++i) {
        ASSERT_TRUE(a->apply(randomAction(a->state(), pa)).ok());
        ASSERT_TRUE(b->apply(randomAction(b->state(), pb)).ok());
    }
    EXPECT_EQ(stateHash(a->state()), stateHash(b->state()));
}
