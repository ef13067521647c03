// Conformance in the spirit of OpenSpiel's RandomSimTest: random legal games on every
// scenario with fixed seeds; invariants after every action, clone equality, save/load
// round trip and replay hashes.
#include "engine_test_support.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/save.h"

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

namespace {
// Plays `scenario` to its end with `policy`, checking `check` before every choice.
template <class Check>
void playWith(const std::string& scenario, Policy policy, std::uint64_t seed, Check check) {
    std::string error;
    auto s = newGame(realData(), scenario, {}, seed, error);
    ASSERT_TRUE(s) << error;
    Rng rng(seed);
    for (int actions = 0; !isTerminal(*s); ++actions) {
        ASSERT_LT(actions, 20000) << "the game does not end";
        const Action a = policyAction(*s, rng, policy);
        check(*s, a);
        const auto r = tricorne::core::apply(*s, a);
        ASSERT_TRUE(r.ok()) << describe(a) << ": " << r.error;
        const auto broken = checkInvariants(*s);
        ASSERT_TRUE(broken.empty()) << broken.front();
    }
}
}  // namespace

TEST(SelfPlay, DeclinePolicyPassesWheneverItMay) {
    int passes = 0;
    playWith("freemans-farm", Policy::Decline, 3, [&](const GameState& s, const Action& a) {
        if (decision(s).player == Player::Chance) return;
        const auto legal = legalActions(s);
        const bool mayPass = std::any_of(legal.begin(), legal.end(), [](const Action& l) { return std::holds_alternative<EndPhase>(l); });
        if (mayPass) {
            EXPECT_TRUE(std::holds_alternative<EndPhase>(a)) << describe(a);
            ++passes;
        }
    });
    EXPECT_GT(passes, 10);
}

TEST(SelfPlay, TakePolicyNeverPassesWhileSomethingElseIsLegal) {
    int taken = 0;
    playWith("freemans-farm", Policy::Take, 3, [&](const GameState& s, const Action& a) {
        if (decision(s).player == Player::Chance || s.step == Step::Moving || !std::holds_alternative<EndPhase>(a)) return;
        EXPECT_EQ(legalActions(s).size(), 1u) << "passed with another action legal, step " << static_cast<int>(s.step);
        ++taken;
    });
    EXPECT_GT(taken, 0);
}

TEST(SelfPlay, IllegalNeighboursOfEveryChoiceAreRefusedAndChangeNothing) {
    int tried = 0;
    playWith("freemans-farm", Policy::Edge, 5, [&](const GameState& s, const Action& a) {
        for (const Action& illegal : illegalNeighbours(s, a)) {
            GameState copy = s;
            const auto r = tricorne::core::apply(copy, illegal);
            EXPECT_FALSE(r.ok()) << "played " << describe(illegal);
            EXPECT_EQ(stateHash(copy), stateHash(s)) << "refusing " << describe(illegal) << " changed the state";
            ++tried;
        }
    });
    EXPECT_GT(tried, 300);
}

TEST(SelfPlay, PolicyNamesRoundTrip) {
    for (Policy p : {Policy::Random, Policy::Decline, Policy::Take, Policy::Edge}) EXPECT_EQ(policyNamed(policyName(p)), p);
    EXPECT_FALSE(policyNamed("greedy"));
}
