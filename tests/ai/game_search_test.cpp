// The search made generic over the engine's seam, played on a card duel of hidden cards and a
// deal: it finds the duel's known best plays, decides from its side's view alone, repeats itself
// for a fixed seed and budget, never answers an illegal action, draws the deal by its odds, and
// plays a session of the duel through makeSessionBot.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai_test_support.h"
#include "tricorne/ai/game_search.h"
#include "tricorne/ai/game_session_bot.h"
#include "tricorne/engine/chance_draw.h"
#include "tricorne/engine/game_driver.h"

using namespace tricorne;

namespace {

// The duel: each player is dealt a card of 1 to 6 that only he sees. The first, seeing his
// card only, stands (a draw) or challenges; the second card is dealt after the challenge, and
// its holder accepts (the higher card wins, equal cards draw), yields (half a loss), or, holding
// a six, counters (a win outright).
enum Kind { kDeal = 0, kStand, kChallenge, kAccept, kYield, kCounter };
enum Step { kDealFirst = 0, kFirstDecides, kDealSecond, kSecondDecides, kOver };

struct DuelAction {
    int kind = kDeal;
    int card = 0;  // a deal's card
    bool operator==(const DuelAction&) const = default;
};

struct DuelState {
    int step = kDealFirst;
    std::array<int, 2> card{0, 0};  // 0: not dealt
    int last = kDeal;               // the last decision made
    core::Rng dice;                 // the deals to come when drawn live
};

struct DuelView {
    int player = 0;
    int step = kDealFirst;
    int ownCard = 0;
    bool otherDealt = false;
    int last = kDeal;
    bool operator==(const DuelView&) const = default;
};

struct DuelMatch {
    DuelState state;
    std::vector<DuelAction> actions;
    std::uint64_t seed = 0;
};

using Odds = std::array<double, 6>;
constexpr Odds kFairDeck{1.0 / 6, 1.0 / 6, 1.0 / 6, 1.0 / 6, 1.0 / 6, 1.0 / 6};
constexpr Odds kSixHeavyDeck{0.02, 0.02, 0.02, 0.02, 0.02, 0.9};

class CardDuel {
public:
    using State = DuelState;
    using Action = DuelAction;
    using View = DuelView;
    using Match = DuelMatch;
    static constexpr std::string_view kId = "duel";
    static constexpr int kPlayers = 2;

    explicit CardDuel(Odds odds = kFairDeck) : m_odds(odds) {}

    std::optional<State> initialState(const std::string& scenario, const engine::Options&, std::uint64_t seed, std::string& error) const {
        if (!hasScenario(scenario)) {
            error = "no scenario '" + scenario + "'";
            return std::nullopt;
        }
        State s;
        s.dice = core::Rng(seed);
        return s;
    }
    std::vector<Action> legalActions(const State& s) const {
        switch (s.step) {
        case kDealFirst:
        case kDealSecond: {
            std::vector<Action> deals;
            for (int card = 1; card <= 6; ++card) deals.push_back({kDeal, card});
            return deals;
        }
        case kFirstDecides: return {{kStand, 0}, {kChallenge, 0}};
        case kSecondDecides:
            if (s.card[1] == 6) return {{kAccept, 0}, {kYield, 0}, {kCounter, 0}};
            return {{kAccept, 0}, {kYield, 0}};
        default: return {};
        }
    }
    engine::Applied apply(State& s, const Action& a) const {
        const auto legal = legalActions(s);
        if (std::find(legal.begin(), legal.end(), a) == legal.end()) return {"duel: not an answer to this question", {}};
        switch (s.step) {
        case kDealFirst: s.card[0] = a.card, s.step = kFirstDecides; break;
        case kFirstDecides: s.last = a.kind, s.step = a.kind == kStand ? kOver : kDealSecond; break;
        case kDealSecond: s.card[1] = a.card, s.step = kSecondDecides; break;
        default: s.last = a.kind, s.step = kOver; break;
        }
        return {};
    }
    int toMove(const State& s) const {
        switch (s.step) {
        case kDealFirst:
        case kDealSecond: return engine::kChance;
        case kFirstDecides: return 0;
        case kSecondDecides: return 1;
        default: return engine::kTerminal;
        }
    }
    std::vector<std::pair<Action, double>> chanceOutcomes(const State& s) const {
        std::vector<std::pair<Action, double>> out;
        if (toMove(s) != engine::kChance) return out;
        for (int card = 1; card <= 6; ++card) out.push_back({{kDeal, card}, m_odds[static_cast<std::size_t>(card - 1)]});
        return out;
    }
    bool isTerminal(const State& s) const { return s.step == kOver; }
    std::vector<double> returns(const State& s) const {
        double first = 0;
        if (s.last == kYield) first = 0.5;
        if (s.last == kCounter) first = -1;
        if (s.last == kAccept) first = s.card[0] > s.card[1] ? 1 : s.card[0] < s.card[1] ? -1 : 0;
        return {first, -first};
    }
    View view(const State& s, int player) const { return {player, s.step, s.card[static_cast<std::size_t>(player)], s.card[static_cast<std::size_t>(1 - player)] != 0, s.last}; }
    State determinize(const View& v, core::Rng& rng) const {
        State s;
        s.step = v.step;
        s.last = v.last;
        s.card[static_cast<std::size_t>(v.player)] = v.ownCard;
        if (v.otherDealt) s.card[static_cast<std::size_t>(1 - v.player)] = engine::drawByProbability(chanceOutcomes(dealing()), rng).card;
        s.dice = core::Rng(rng.next());
        return s;
    }
    nlohmann::json actionToJson(const Action& a) const { return {{"kind", a.kind}, {"card", a.card}}; }
    std::optional<Action> actionFromJson(const nlohmann::json& json, std::string& error) const {
        if (!json.is_object() || !json.contains("kind") || !json.contains("card")) {
            error = "an action has a kind and a card";
            return std::nullopt;
        }
        return Action{json["kind"].get<int>(), json["card"].get<int>()};
    }
    nlohmann::json stateToJson(const State& s) const { return {{"step", s.step}, {"cards", s.card}, {"last", s.last}}; }
    nlohmann::json viewToJson(const View& v) const { return {{"player", v.player}, {"step", v.step}, {"card", v.ownCard}, {"last", v.last}}; }

    // What a save and the command line ask of a game besides the rules (engine::Recorded).
    bool hasScenario(const std::string& scenario) const { return scenario == "duel"; }
    std::optional<Match> start(const std::string& scenario, const engine::Options& options, std::uint64_t seed, std::string& error) const {
        auto s = initialState(scenario, options, seed, error);
        if (!s) return std::nullopt;
        return Match{*s, {}, seed};
    }
    std::optional<Match> load(const nlohmann::json& json, std::string& error) const {
        auto match = start("duel", {}, json.value("seed", std::uint64_t{0}), error);
        for (const auto& a : json.value("actions", nlohmann::json::array())) {
            const auto action = actionFromJson(a, error);
            if (!action || !record(*match, *action).ok()) return std::nullopt;
        }
        return match;
    }
    nlohmann::json save(const Match& m) const {
        nlohmann::json actions = nlohmann::json::array();
        for (const auto& a : m.actions) actions.push_back(actionToJson(a));
        return {{"game", kId}, {"seed", m.seed}, {"actions", actions}};
    }
    const State& state(const Match& m) const { return m.state; }
    const std::vector<Action>& actions(const Match& m) const { return m.actions; }
    engine::Applied record(Match& m, const Action& a) const {
        auto applied = apply(m.state, a);
        if (applied.ok()) m.actions.push_back(a);
        return applied;
    }
    bool isLiveChance(const nlohmann::json& json) const { return json == "deal"; }
    engine::Applied rollLive(Match& m) const {
        if (toMove(m.state) != engine::kChance) return {"duel: no card to deal", {}};
        return record(m, engine::drawByProbability(chanceOutcomes(m.state), m.state.dice));
    }
    std::string liveChanceText() const { return "the deal"; }
    std::string describe(const Action& a) const {
        static const std::array<std::string, 6> kNames{"deal", "stand", "challenge", "accept", "yield", "counter"};
        return kNames[static_cast<std::size_t>(a.kind)] + (a.kind == kDeal ? " " + std::to_string(a.card) : "");
    }
    std::string summary(const State& s) const { return "step " + std::to_string(s.step); }
    std::string details(const State& s) const { return summary(s); }
    std::string savedHash(const State& s) const { return stateToJson(s).dump(); }
    std::vector<std::string> scenarios() const { return {"duel"}; }
    std::vector<engine::Options> optionSets(const std::string&) const { return {{}}; }
    std::vector<std::string> policies() const { return {"random"}; }
    Action randomAction(const State& s, std::size_t, core::Rng& rng) const {
        if (toMove(s) == engine::kChance) return engine::drawByProbability(chanceOutcomes(s), rng);
        const auto legal = legalActions(s);
        return legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
    }
    std::vector<Action> illegalNeighbours(const State&, const Action&, std::size_t) const { return {}; }
    std::vector<std::string> invariants(const State&) const { return {}; }
    std::string stateHash(const State& s) const { return savedHash(s); }
    std::string ending(const State& s) const { return describe({s.last, 0}); }
    bool landmark(const State&) const { return false; }
    std::string bench(std::ostream&, std::ostream&, bool) const { return {}; }

private:
    static State dealing() {
        State s;
        s.step = kDealFirst;
        return s;
    }
    Odds m_odds;
};

static_assert(engine::Recorded<CardDuel>);

// Uniform priors and rollouts; the evaluation weighs the cards dealt (an unknown one as 3.5).
struct DuelHeuristics {
    double evaluate(const CardDuel&, const DuelState& s) const {
        const auto card = [&](int who) { return s.card[static_cast<std::size_t>(who)] == 0 ? 3.5 : s.card[static_cast<std::size_t>(who)]; };
        return (card(0) - card(1)) / 10.0;
    }
    std::vector<double> priors(const CardDuel&, const DuelState&, const std::vector<DuelAction>& actions) const {
        return std::vector<double>(actions.size(), 1.0);
    }
    std::optional<DuelAction> rolloutAction(const CardDuel&, const DuelState&, core::Rng&) const { return std::nullopt; }
    bool cutRollout(const CardDuel&, const DuelState&, int played) const { return played >= 8; }
    std::uint64_t actionKey(const DuelAction& a) const { return static_cast<std::uint64_t>(a.kind * 8 + a.card); }
};

static_assert(ai::GameHeuristics<DuelHeuristics, CardDuel>);

// The tests' bots play at Hard unless told: its final choice is the most visited action.
ai::BotSpec spec(ai::BotKind kind, std::uint64_t seed, long nodes, ai::Level level = ai::Level::Hard) { return test::botSpec(kind, seed, nodes, level); }

// The first player to decide holding `card`, his opponent's card not dealt yet.
DuelState firstDecides(int card, std::uint64_t dice = 5) {
    DuelState s;
    s.step = kFirstDecides;
    s.card = {card, 0};
    s.dice = core::Rng(dice);
    return s;
}

// The second player to answer a challenge holding `card`, the first holding `theirs`.
DuelState secondDecides(int card, int theirs, std::uint64_t dice = 5) {
    DuelState s;
    s.step = kSecondDecides;
    s.card = {theirs, card};
    s.last = kChallenge;
    s.dice = core::Rng(dice);
    return s;
}

ai::GameChoice<CardDuel> decide(const CardDuel& game, const DuelState& s, const ai::BotSpec& botSpec) {
    auto bot = ai::makeGameBot(game, DuelHeuristics{}, botSpec);
    return bot->choose(game.view(s, game.toMove(s)));
}

constexpr long kNodes = 1500;

}  // namespace

// Holding a six the challenge gains (a yield from any lower card, a counter from a six only);
// holding a one it loses to all but a one; the second player counters with a six and yields a
// hopeless one.
TEST(GameSearch, FindsTheDuelsKnownBestPlays) {
    const CardDuel game;
    EXPECT_EQ(decide(game, firstDecides(6), spec(ai::BotKind::Mcts, 3, kNodes)).action, (DuelAction{kChallenge, 0}));
    EXPECT_EQ(decide(game, firstDecides(1), spec(ai::BotKind::Mcts, 3, kNodes)).action, (DuelAction{kStand, 0}));
    EXPECT_EQ(decide(game, secondDecides(6, 4), spec(ai::BotKind::Mcts, 3, kNodes)).action, (DuelAction{kCounter, 0}));
    EXPECT_EQ(decide(game, secondDecides(1, 4), spec(ai::BotKind::Mcts, 3, kNodes)).action, (DuelAction{kYield, 0}));
    const auto best = decide(game, firstDecides(6), spec(ai::BotKind::Mcts, 3, kNodes));
    ASSERT_GE(best.candidates.size(), 2u);
    EXPECT_GT(best.candidates[0].winChance, 0.5);
    EXPECT_GE(best.candidates[0].visits, best.candidates[1].visits);
    EXPECT_EQ(best.stats.iterations, kNodes);
}

// The first player's card and the deck's next draws are what the second may not know: changing
// them changes neither his choice nor anything the search did.
TEST(GameSearch, WhatTheViewHidesChangesNothing) {
    const CardDuel game;
    const DuelState a = secondDecides(4, 2, 11), b = secondDecides(4, 6, 987654);
    ASSERT_EQ(game.view(a, 1), game.view(b, 1));
    for (const auto kind : {ai::BotKind::Random, ai::BotKind::Greedy, ai::BotKind::Mcts}) {
        const auto first = decide(game, a, spec(kind, 21, 300)), second = decide(game, b, spec(kind, 21, 300));
        EXPECT_EQ(first.action, second.action);
        EXPECT_EQ(first.stats, second.stats);
        EXPECT_GT(first.stats.determinizations, 0);
    }
    // The first player's own decision: only the deck's seed is hidden from him.
    const auto first = decide(game, firstDecides(4, 1), spec(ai::BotKind::Mcts, 21, 300));
    const auto second = decide(game, firstDecides(4, 424242), spec(ai::BotKind::Mcts, 21, 300));
    EXPECT_EQ(first.action, second.action);
    EXPECT_EQ(first.stats, second.stats);
    // What he may see does change the search: his own card.
    const auto weaker = decide(game, firstDecides(1, 1), spec(ai::BotKind::Mcts, 21, 300));
    EXPECT_FALSE(weaker.action == first.action && weaker.stats == first.stats && weaker.candidates.front().visits == first.candidates.front().visits);
}

// What a budget gives a search: nodes exactly, or time, or the level's own nodes cut by its
// time cap unless uncut (the arena's --level-nodes).
TEST(GameSearch, ABudgetGivesNodesTimeOrTheLevelsOwnUncutWhereAsked) {
    const auto hard = ai::levelSettings(ai::Level::Hard);
    EXPECT_EQ(ai::searchBudget(ai::Budget{}, hard), (std::pair<long, long>{2500, 4000}));
    EXPECT_EQ(ai::searchBudget(ai::Budget{0, 0, true}, hard), (std::pair<long, long>{2500, 0}));
    EXPECT_EQ(ai::searchBudget(ai::Budget{300, 0, true}, hard), (std::pair<long, long>{300, 0}));
    EXPECT_EQ(ai::searchBudget(ai::Budget{0, 50}, hard), (std::pair<long, long>{1000000, 50}));
    EXPECT_EQ(hard.marchNodes, 1500);
    EXPECT_EQ(ai::levelSettings(ai::Level::Normal).marchNodes, ai::levelSettings(ai::Level::Normal).nodes);
}

// A fixed seed and node budget give the same choice, candidates and search, at every level.
TEST(GameSearch, ReproducibleForASeedAndABudget) {
    const CardDuel game;
    for (const auto level : ai::kLevels) {
        const auto first = decide(game, firstDecides(4), spec(ai::BotKind::Mcts, 8, 400, level));
        const auto second = decide(game, firstDecides(4), spec(ai::BotKind::Mcts, 8, 400, level));
        EXPECT_EQ(first.action, second.action);
        EXPECT_EQ(first.stats, second.stats);
        ASSERT_EQ(first.candidates.size(), second.candidates.size());
        for (std::size_t i = 0; i < first.candidates.size(); ++i) {
            EXPECT_EQ(first.candidates[i].action, second.candidates[i].action);
            EXPECT_EQ(first.candidates[i].visits, second.candidates[i].visits);
        }
    }
}

// Over many positions of random play, every answer of every kind of bot is legal there.
TEST(GameSearch, NeverAnswersAnIllegalAction) {
    const CardDuel game;
    core::Rng play(2026);
    int asked = 0;
    for (int position = 0; position < 300; ++position) {
        std::string error;
        DuelState s = *game.initialState("duel", {}, static_cast<std::uint64_t>(position), error);
        // A random number of actions, then on to the next decision.
        const int steps = play.below(4);
        for (int i = 0; (i < steps || game.toMove(s) == engine::kChance) && !game.isTerminal(s); ++i)
            ASSERT_TRUE(game.apply(s, game.randomAction(s, 0, play)).ok());
        if (game.isTerminal(s)) continue;
        const auto kind = static_cast<ai::BotKind>(position % 3);
        const auto choice = decide(game, s, spec(kind, static_cast<std::uint64_t>(position), 40, ai::Level::Easy));
        const auto legal = game.legalActions(s);
        EXPECT_NE(std::find(legal.begin(), legal.end(), choice.action), legal.end()) << game.describe(choice.action) << " at step " << s.step;
        for (const auto& c : choice.candidates) EXPECT_NE(std::find(legal.begin(), legal.end(), c.action), legal.end());
        ++asked;
    }
    EXPECT_GT(asked, 200);
}

// The deal after a challenge is drawn by its odds: holding a five against a fair deck the
// challenge gains (a yield from four cards in six, a counter from one), against a deck that
// deals a six nine times in ten it loses.
TEST(GameSearch, DrawsChanceByItsProbability) {
    const CardDuel fair(kFairDeck), sixHeavy(kSixHeavyDeck);
    const auto againstFair = decide(fair, firstDecides(5), spec(ai::BotKind::Mcts, 4, 3000));
    const auto againstSixes = decide(sixHeavy, firstDecides(5), spec(ai::BotKind::Mcts, 4, 3000));
    EXPECT_EQ(againstFair.action, (DuelAction{kChallenge, 0}));
    EXPECT_EQ(againstSixes.action, (DuelAction{kStand, 0}));
    for (const auto& c : againstSixes.candidates) {
        if (c.action == DuelAction{kChallenge, 0}) {
            EXPECT_LT(c.winChance, 0.5);
        }
    }
    // The greedy bot's one ply averages the deal by the same odds.
    const auto greedyFair = decide(fair, firstDecides(5), spec(ai::BotKind::Greedy, 4, 0));
    const auto greedySixes = decide(sixHeavy, firstDecides(5), spec(ai::BotKind::Greedy, 4, 0));
    EXPECT_GT(greedyFair.candidates.front().winChance, greedySixes.candidates.front().winChance);
}

// A session of the duel is played to its end through makeSessionBot once the duel's maker is
// registered, each answer legal; a game with no maker is refused by name.
TEST(GameSearch, PlaysASessionThroughItsRegisteredMaker) {
    std::string error;
    EXPECT_EQ(ai::makeSessionBot("duel-unregistered", spec(ai::BotKind::Mcts, 1, 50), error), nullptr);
    EXPECT_NE(error.find("duel-unregistered"), std::string::npos);
    ai::registerSessionBot(CardDuel::kId, &ai::makeGameSessionBot<CardDuel, DuelHeuristics>);
    const engine::DriverOf<CardDuel> driver{CardDuel{}};
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto session = driver.start("duel", {}, seed, error);
        ASSERT_TRUE(session) << error;
        auto bot = ai::makeSessionBot(CardDuel::kId, spec(ai::BotKind::Mcts, seed, 200, ai::Level::Normal), error);
        ASSERT_TRUE(bot) << error;
        while (!session->isTerminal()) {
            if (session->toMove() == engine::kChance) {
                ASSERT_TRUE(session->play("deal").applied.ok());
                continue;
            }
            const auto legal = session->legalActions();
            const auto choice = bot->choose(*session);
            ASSERT_NE(std::find(legal.begin(), legal.end(), choice.action), legal.end()) << choice.described;
            EXPECT_FALSE(choice.described.empty());
            ASSERT_TRUE(session->play(choice.action).applied.ok());
        }
        EXPECT_EQ(session->returns().size(), 2u);
    }
}
