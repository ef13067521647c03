// The series game on the engine's seam: what each player's view hides (7.42, E3.7, 12.61,
// E7.5.1, the dice to come) and the determinizations drawn from a view.
#include <set>

#include "engine_test_support.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/save.h"
#include "tricorne/series/game/series_game.h"
#include "tricorne/series/rules/intelligence.h"
#include "tricorne/games/catalogue.h"

using namespace tricorne::core;
using namespace tricorne::test;
namespace engine = tricorne::engine;

namespace {
constexpr int kAmerican = 0, kBritish = 1;

// The American Movement Phase of turn 4 with Limited Intelligence: a British stack of the
// 9th, the Jaegers and Fraser in 2026 (Fraser on top), the 21st and the 62nd in 2125 (the
// 62nd on top), the 20th alone in 2124, Morgan alone in 2126.
GameState hiddenStacks() {
    GameState s = emptyBoard(Side::American);
    s.options["limited-intelligence"] = "on";
    for (const auto& [id, at] : {std::pair{"am-morgan", "2126"}, {"br-9th", "2026"}, {"br-20th", "2124"}, {"br-jaegers", "2026"},
                                 {"br-fraser", "2026"}, {"br-21st", "2125"}, {"br-62nd", "2125"}})
        place(s, id, at);
    return s;
}

// The state with the generator of `dice`: what a determinization may change where nothing is hidden.
GameState withDice(GameState s, const Rng& dice) {
    s.rng = dice;
    return s;
}
}  // namespace

TEST(GameSeam, TheSeriesGamePlaysThroughTheSeam) {
    const SeriesGame game(realData());
    std::string error;
    auto s = game.initialState("freemans-farm", {}, 3, error);
    ASSERT_TRUE(s) << error;
    EXPECT_FALSE(game.initialState("no-such-scenario", {}, 3, error));
    EXPECT_FALSE(error.empty());
    Rng rng(3);
    int moves = 0;
    while (!game.isTerminal(*s) && moves < 5000) {
        const int who = game.toMove(*s);
        if (who == engine::kChance) {
            const auto outcomes = game.chanceOutcomes(*s);
            double total = 0;
            for (const auto& [a, p] : outcomes) total += p;
            EXPECT_NEAR(total, 1.0, 1e-9);
            ASSERT_TRUE(game.apply(*s, outcomes[static_cast<std::size_t>(rng.below(static_cast<int>(outcomes.size())))].first).ok());
        } else {
            ASSERT_TRUE(who == kAmerican || who == kBritish);
            const Action a = randomAction(*s, rng);
            // An action goes to JSON and back unchanged.
            EXPECT_EQ(game.actionFromJson(game.actionToJson(a), error), a);
            ASSERT_TRUE(game.apply(*s, a).ok());
        }
        ++moves;
    }
    ASSERT_TRUE(game.isTerminal(*s));
    EXPECT_EQ(game.toMove(*s), engine::kTerminal);
    const auto returns = game.returns(*s);
    ASSERT_EQ(returns.size(), 2u);
    EXPECT_EQ(returns[0] + returns[1], 0.0);
    EXPECT_EQ(game.stateToJson(*s)["outcome"].is_object(), true);
}

TEST(GameSeam, ARefusalNamesItsRuleAndChangesNothing) {
    const SeriesGame game(realData());
    GameState s = hiddenStacks();
    const auto before = stateHash(s);
    const engine::Applied r = game.apply(s, RollDie{3});
    EXPECT_FALSE(r.ok());
    EXPECT_NE(r.refusal.find(':'), std::string::npos);
    EXPECT_TRUE(r.events.empty());
    EXPECT_EQ(stateHash(s), before);
}

TEST(GameSeam, Rule2_3_NoViewHoldsTheDiceToCome) {
    const SeriesGame game(realData());
    GameState s = campaignStart(11);
    for (int player : {kAmerican, kBritish}) {
        const SeriesView v = game.view(s, player);
        EXPECT_EQ(v.state.rng, Rng());
        // Two states that differ only in their dice to come look the same to each player.
        EXPECT_EQ(game.view(withDice(s, Rng(99)), player), v);
    }
}

TEST(GameSeam, Rule7_42_AnEnemyStackNotExaminedShowsItsTopCounterAndHeight) {
    const SeriesGame game(realData());
    const GameState s = hiddenStacks();
    const SeriesView american = game.view(s, kAmerican);
    std::set<std::string> unseen;
    for (int p : american.unseen) unseen.insert(s.pieceId(p));
    EXPECT_EQ(unseen, (std::set<std::string>{"br-9th", "br-jaegers", "br-21st"}));
    EXPECT_EQ(american.unseenIn, (std::map<HexId, int>{{hex("2026"), 2}, {hex("2125"), 1}}));
    EXPECT_EQ(stackIn(american.state, hex("2026")), std::vector<int>{*s.pieceIndex("br-fraser")});
    const auto json = game.viewToJson(american);
    EXPECT_EQ(json["unseen"], (nlohmann::json{{"2026", 2}, {"2125", 1}}));
    EXPECT_EQ(json.dump().find("br-jaegers"), std::string::npos);
    EXPECT_FALSE(json.contains("hash"));
    // The British player sees his own stacks whole.
    const SeriesView british = game.view(s, kBritish);
    EXPECT_TRUE(british.unseen.empty());
    EXPECT_EQ(stackIn(british.state, hex("2026")).size(), 3u);
    // Without the option every stack is open (7.41).
    GameState open = s;
    open.options["limited-intelligence"] = "off";
    EXPECT_TRUE(game.view(open, kAmerican).unseen.empty());
}

TEST(GameSeam, Rule7_42_AnExaminedStackIsSeenWhole) {
    const SeriesGame game(realData());
    GameState s = hiddenStacks();
    ASSERT_TRUE(game.apply(s, Examine{hex("2026")}).ok());
    EXPECT_EQ(game.view(s, kAmerican).unseenIn, (std::map<HexId, int>{{hex("2125"), 1}}));
}

TEST(GameSeam, Rule7_42_ADeterminizationKeepsTheViewAndDrawsTheHiddenStacks) {
    const SeriesGame game(realData());
    const GameState s = hiddenStacks();
    const SeriesView v = game.view(s, kAmerican);
    std::set<std::vector<int>> arrangements;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Rng rng(seed);
        const GameState d = game.determinize(v, rng);
        EXPECT_EQ(game.view(d, kAmerican), v) << "seed " << seed;
        for (const auto& broken : checkInvariants(d)) ADD_FAILURE() << broken;
        EXPECT_EQ(stackIn(d, hex("2026")).size(), 3u);
        EXPECT_EQ(stackIn(d, hex("2125")).size(), 2u);
        arrangements.insert(stackIn(d, hex("2125")));
    }
    // The counter under the 62nd is one of those that may lie under it, not always the same.
    EXPECT_GT(arrangements.size(), 1u);
}

TEST(GameSeam, Rule12_61_TheAttackersTacticIsHiddenFromTheDefenderOnly) {
    const SeriesGame game(realData());
    const GameState s = gameAtTheDefendersTactic().state();
    const std::string tactic = s.combat.attackerTactic;
    const int attacker = playerIndex(s.phasing()), defender = 1 - attacker;
    const SeriesView own = game.view(s, attacker), other = game.view(s, defender);
    EXPECT_FALSE(own.tacticHidden);
    EXPECT_EQ(own.state.combat.attackerTactic, tactic);
    EXPECT_TRUE(other.tacticHidden);
    EXPECT_TRUE(other.state.combat.attackerTactic.empty());
    EXPECT_EQ(game.viewToJson(other).dump().find(tactic), std::string::npos);
    // The defender's determinizations hold tactics the attacker could have chosen, not always the one he did.
    std::set<std::string> drawn;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        Rng rng(seed);
        const GameState d = game.determinize(other, rng);
        EXPECT_EQ(game.view(d, defender), other);
        EXPECT_FALSE(d.combat.attackerTactic.empty());
        drawn.insert(d.combat.attackerTactic);
    }
    EXPECT_GT(drawn.size(), 1u);
    // The attacker hides nothing from himself: his determinization is the state, fresh dice apart.
    Rng rng(1);
    const GameState d = game.determinize(own, rng);
    EXPECT_EQ(stateHash(withDice(d, s.rng)), stateHash(s));
}

TEST(GameSeam, RuleE7_5_1_TheMilitiaNoteIsHiddenFromTheBritishPlayer) {
    const SeriesGame game(realData());
    std::string error;
    auto s = newGame(realData(), "next-day", {{"secret-commitment", "on"}}, 3, error);
    ASSERT_TRUE(s) << error;
    placeAtDefaults(*s);
    ASSERT_EQ(s->step, Step::CommitMilitia);
    ASSERT_TRUE(game.apply(*s, Commit{true}).ok());
    ASSERT_TRUE(noteUnrevealed(*s));
    const SeriesView american = game.view(*s, kAmerican), british = game.view(*s, kBritish);
    EXPECT_FALSE(american.noteHidden);
    EXPECT_EQ(american.state.militiaCommitted, std::optional<bool>(true));
    EXPECT_TRUE(british.noteHidden);
    // That the note is made shows; what it says does not: the British view is the same either way.
    GameState declined = *s;
    declined.militiaCommitted = false;
    EXPECT_EQ(game.view(declined, kBritish), british);
    std::set<bool> drawn;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        const GameState d = game.determinize(british, rng);
        EXPECT_EQ(game.view(d, kBritish), british);
        drawn.insert(*d.militiaCommitted);
    }
    EXPECT_EQ(drawn.size(), 2u);
}

TEST(GameSeam, WithNothingHiddenADeterminizationIsTheStateWithOtherDice) {
    const SeriesGame game(realData());
    const GameState s = campaignStart(5);
    for (int player : {kAmerican, kBritish}) {
        Rng rng(8);
        const GameState d = game.determinize(game.view(s, player), rng);
        EXPECT_FALSE(d.rng == s.rng);
        EXPECT_EQ(stateHash(withDice(d, s.rng)), stateHash(s));
    }
}

TEST(GameCatalogue, ListsTheSeriesGameAndFindsTheGameOfASave) {
    const tricorne::games::Catalogue catalogue(realData());
    // The series game first, then the block game, whose data sits in the same data folder.
    ASSERT_EQ(catalogue.games().size(), 2u);
    EXPECT_EQ(catalogue.games().front()->id(), "battles-of-the-american-revolution");
    EXPECT_EQ(catalogue.games().back()->id(), "block");
    EXPECT_EQ(catalogue.find("block"), catalogue.games().back().get());
    EXPECT_EQ(catalogue.find("battles-of-the-american-revolution"), catalogue.games().front().get());
    EXPECT_EQ(catalogue.find("chess"), nullptr);
    EXPECT_EQ(&catalogue.ofScenario("campaign"), catalogue.games().front().get());
    std::string error;
    // A save without "game" was written before saves named their game: the series game's.
    EXPECT_EQ(catalogue.ofSave(nlohmann::json{{"format", "tricorne-save"}}, error), catalogue.games().front().get());
    EXPECT_EQ(catalogue.ofSave(nlohmann::json{{"game", "chess"}}, error), nullptr);
    EXPECT_EQ(error, "/game: \"chess\" is not a game this build plays (it plays \"battles-of-the-american-revolution\", \"block\")");
}

TEST(GameCatalogue, ASessionPlaysSavesAndLoadsThroughJson) {
    const tricorne::games::Catalogue catalogue(realData());
    const auto& driver = catalogue.ofScenario("campaign");
    std::string error;
    auto session = driver.start("campaign", {}, 4, error);
    ASSERT_TRUE(session) << error;
    EXPECT_EQ(session->gameId(), "battles-of-the-american-revolution");
    EXPECT_EQ(session->toMove(), engine::kChance);
    // Not an action at all, then an action the rules refuse: nothing is recorded.
    const auto unread = session->play(nlohmann::json{{"type", "no-such-action"}});
    EXPECT_FALSE(unread.read);
    EXPECT_FALSE(unread.applied.ok());
    const auto refused = session->play(nlohmann::json{{"type", "end-phase"}});
    EXPECT_TRUE(refused.read);
    EXPECT_EQ(refused.applied.refusal.rfind("E3.9.1", 0), 0u) << refused.applied.refusal;
    EXPECT_EQ(session->actionCount(), 0u);
    const auto rolled = session->play(nlohmann::json{{"type", "roll"}, {"value", 9}});
    ASSERT_TRUE(rolled.applied.ok()) << rolled.applied.refusal;
    EXPECT_FALSE(rolled.applied.events.empty());
    for (int i = 0; i < 20 && !session->isTerminal(); ++i) ASSERT_TRUE(session->play(session->legalActions().back()).applied.ok());
    auto loaded = driver.load(session->save(), error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->actionCount(), session->actionCount());
    EXPECT_EQ(loaded->savedHash(), session->savedHash());
    EXPECT_EQ(loaded->state(), session->state());
    EXPECT_EQ(loaded->summary(), session->summary());
}

TEST(GameCatalogue, Rule2_3_ASessionGivesChanceItsOutcomesWithTheirProbabilitiesAndTellsTheTurn) {
    const tricorne::games::Catalogue catalogue(realData());
    std::string error;
    auto session = catalogue.ofScenario("campaign").start("campaign", {}, 4, error);
    ASSERT_TRUE(session) << error;
    ASSERT_EQ(session->toMove(), engine::kChance);
    // 2.3: the ten faces of the d10, each at 1/10, as the actions chance may answer with.
    const auto outcomes = session->chanceOutcomes();
    const auto legal = session->legalActions();
    ASSERT_EQ(outcomes.size(), 10u);
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        EXPECT_EQ(outcomes[i].first, legal[i]);
        EXPECT_DOUBLE_EQ(outcomes[i].second, 0.1);
    }
    EXPECT_EQ(session->turn(), session->state()["turn"].get<int>());
    while (session->toMove() == engine::kChance) ASSERT_TRUE(session->play(session->legalActions().front()).applied.ok());
    EXPECT_TRUE(session->chanceOutcomes().empty());
    EXPECT_EQ(session->turn(), session->state()["turn"].get<int>());
}

TEST(GameCatalogue, ASessionPlaysTheGamesRandomPlayerAndKeepsItsInvariants) {
    const tricorne::games::Catalogue catalogue(realData());
    const auto& driver = catalogue.ofScenario("freemans-farm");
    EXPECT_EQ(driver.policies(), (std::vector<std::string>{"random", "decline", "take", "edge"}));
    EXPECT_EQ(driver.scenarios().size(), realData().scenarios.size());
    EXPECT_EQ(driver.optionSets("campaign"), optionSets(*realData().scenario("campaign")));
    std::string error;
    auto session = driver.start("freemans-farm", {}, 5, error);
    ASSERT_TRUE(session) << error;
    auto state = newGame(realData(), "freemans-farm", {}, 5, error);
    ASSERT_TRUE(state) << error;
    // The seam's random player is the series' own: the same generator plays the same game.
    Rng seam(9), direct(9);
    while (!session->isTerminal()) {
        const auto step = session->randomStep(0, seam);
        ASSERT_TRUE(step.applied.ok()) << step.described << ": " << step.applied.refusal;
        EXPECT_EQ(step.probes, 0u);
        ASSERT_TRUE(tricorne::core::apply(*state, randomAction(*state, direct)).ok());
        ASSERT_TRUE(session->invariants().empty()) << session->lastDescribed();
    }
    EXPECT_EQ(session->stateHash(), hashHex(stateHash(*state)));
    EXPECT_EQ(session->ending(), std::string(sideName(*state->outcome.winner)) + " " + state->outcome.level);
    // Edge tries the illegal actions next to its choice: each refused, nothing changed.
    session = driver.start("freemans-farm", {}, 5, error);
    ASSERT_TRUE(session) << error;
    Rng edge(3);
    const auto step = session->randomStep(3, edge);
    EXPECT_TRUE(step.applied.ok()) << step.applied.refusal;
    EXPECT_GT(step.probes, 0u);
    EXPECT_TRUE(step.probeFailures.empty());
    EXPECT_EQ(session->actionCount(), 1u);
}
