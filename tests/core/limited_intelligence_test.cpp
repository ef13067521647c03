// 7.4 Intelligence with E3.7's option: examining enemy stacks (7.42), the Army Morale it costs
// (7.43), the top counter seen, and how long a stack stays known (rulings in docs/rulings.md).
#include <algorithm>

#include "engine_test_support.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/save.h"
#include "tricorne/series/rules/fire.h"
#include "tricorne/series/rules/intelligence.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
int am(const GameState& s, Side side) { return s.armyMorale[static_cast<std::size_t>(side)]; }

void placeAll(GameState& s, std::initializer_list<std::pair<const char*, const char*>> pieces) {
    for (const auto& [id, at] : pieces) place(s, id, at);
}

bool listed(const std::vector<Action>& actions, const Action& a) { return std::find(actions.begin(), actions.end(), a) != actions.end(); }

// The American Movement Phase of turn 4 with Limited Intelligence: Morgan in 2126 faces a
// British stack of the 9th, the Jaegers and Fraser in 2026; the 20th stands alone in 2125.
GameState facingStack() {
    GameState s = emptyBoard(Side::American);
    s.options["limited-intelligence"] = "on";
    placeAll(s, {{"am-morgan", "2126"}, {"br-9th", "2026"}, {"br-jaegers", "2026"}, {"br-fraser", "2026"}, {"br-20th", "2125"}});
    return s;
}
}  // namespace

TEST(LimitedIntelligence, Rule7_41_ExamineRefusedWithoutTheOption) {
    GameState s = facingStack();
    s.options["limited-intelligence"] = "off";
    EXPECT_EQ(applyError(s, Examine{hex("2026")}),
              "7.41: every stack may be examined at all times; Examine is played with Limited Intelligence (E3.7)");
    EXPECT_TRUE(stackKnown(s, Side::American, hex("2026")));
    EXPECT_EQ(visiblePieces(s, Side::American, hex("2026")).size(), 3u);
    const auto legal = legalActions(s);
    EXPECT_TRUE(std::none_of(legal.begin(), legal.end(), [](const Action& a) { return std::holds_alternative<Examine>(a); }));
}

TEST(LimitedIntelligence, Rule7_42_OnlyTheTopCounterOfAnUnknownStackIsSeen) {
    GameState s = facingStack();
    const auto stack = stackIn(s, hex("2026"));
    ASSERT_EQ(stack.size(), 3u);
    // Combat units in sheet order, leaders on top: Fraser is the counter seen.
    EXPECT_EQ(s.pieceId(stack.back()), "br-fraser");
    EXPECT_FALSE(stackKnown(s, Side::American, hex("2026")));
    EXPECT_EQ(visiblePieces(s, Side::American, hex("2026")), std::vector<int>{stack.back()});
    // The owner sees his own stack, and a lone counter shows whole.
    EXPECT_EQ(visiblePieces(s, Side::British, hex("2026")), stack);
    EXPECT_TRUE(stackKnown(s, Side::American, hex("2125")));
}

TEST(LimitedIntelligence, Rule7_43_ExaminingAnEnemyStackCostsOneArmyMorale) {
    GameState s = facingStack();
    const int before = am(s, Side::American);
    EXPECT_TRUE(listed(legalActions(s), Examine{hex("2026")}));
    EXPECT_FALSE(listed(legalActions(s), Examine{hex("2126")}));  // friendly
    EXPECT_FALSE(listed(legalActions(s), Examine{hex("2125")}));  // a lone counter
    const auto r = applyOk(s, Examine{hex("2026")});
    EXPECT_TRUE(hasEvent(r, "7.43", "American examines the enemy stack in 2026"));
    EXPECT_EQ(am(s, Side::American), before - 1);
    EXPECT_EQ(am(s, Side::British), 14);
    EXPECT_TRUE(stackKnown(s, Side::American, hex("2026")));
    EXPECT_EQ(visiblePieces(s, Side::American, hex("2026")).size(), 3u);
    EXPECT_EQ(s.step, Step::Moving);  // the decision is still the Movement Phase's
    EXPECT_EQ(applyError(s, Examine{hex("2026")}), "7.42: nothing to learn in 2026: the stack is known and unchanged since it was examined (E3.7)");
    EXPECT_EQ(applyError(s, Examine{hex("2126")}), "7.41: the stack in 2126 is friendly: its owner sees it");
    EXPECT_EQ(applyError(s, Examine{hex("1010")}), "7.42: there is no stack in 1010");
}

TEST(LimitedIntelligence, Rule7_43_TheLookThatDemoralizesEndsTheGame) {
    GameState s = facingStack();
    s.armyMorale[static_cast<std::size_t>(Side::American)] = 1;
    const auto r = applyOk(s, Examine{hex("2026")});
    EXPECT_TRUE(hasEvent(r, "16.3"));
    EXPECT_EQ(s.step, Step::Over);
    EXPECT_EQ(s.outcome.winner, Side::British);
}

TEST(LimitedIntelligence, Rule7_42_FireAtAnUnknownStackIsRefused) {
    GameState s = facingStack();
    applyOk(s, EndPhase{});
    ASSERT_EQ(s.step, Step::RifleDeclare);
    EXPECT_EQ(applyError(s, Fire{{"am-morgan"}, "br-9th"}),
              "7.42: the stack in 2026 is not examined: commit to fire on the hex (Examine it), then choose the target");
    // The lone 20th may be fired on; the stack only once examined.
    const auto legal = legalActions(s);
    EXPECT_TRUE(listed(legal, Fire{{"am-morgan"}, "br-20th"}));
    EXPECT_FALSE(listed(legal, Fire{{"am-morgan"}, "br-9th"}));
    EXPECT_TRUE(listed(legal, Examine{hex("2026")}));
    EXPECT_TRUE(examineCommits(s, hex("2026")));
}

TEST(LimitedIntelligence, Rule7_42_FireCommitsToTheExaminedHex) {
    GameState s = facingStack();
    applyOk(s, EndPhase{});
    const int before = am(s, Side::American);
    const auto r = applyOk(s, Examine{hex("2026")});
    EXPECT_TRUE(hasEvent(r, "7.42", "American commits to fire on 2026"));
    EXPECT_EQ(am(s, Side::American), before);  // the free look
    EXPECT_EQ(s.fireCommitment, hex("2026"));
    // Until a unit of 2026 is fired on: no other target, no pass.
    EXPECT_EQ(applyError(s, EndPhase{}), "7.42: the stack examined in 2026 must be fired on before the fire ends");
    EXPECT_EQ(applyError(s, Fire{{"am-morgan"}, "br-20th"}), "7.42: the stack examined in 2026 must be fired on first");
    const auto legal = legalActions(s);
    EXPECT_FALSE(listed(legal, EndPhase{}));
    for (const auto& a : legal) {
        const auto* fire = std::get_if<Fire>(&a);
        ASSERT_TRUE(fire) << describe(a);
        EXPECT_EQ(s.pieces[static_cast<std::size_t>(*s.pieceIndex(fire->target))].hex, hex("2026"));
    }
    EXPECT_TRUE(listed(legal, Fire{{"am-morgan"}, "br-jaegers"}));
    applyOk(s, Fire{{"am-morgan"}, "br-jaegers"});
    EXPECT_FALSE(s.fireCommitment);
}

TEST(LimitedIntelligence, Rule7_42_DeclaringCloseCombatRevealsTheStackFree) {
    GameState s = emptyCloseCombat("campaign", 4, Side::American, 0, 1);
    s.options["limited-intelligence"] = "on";
    placeAll(s, {{"am-1st-nh", "2126"}, {"am-2nd-nh", "1925"}, {"br-9th", "2026"}, {"br-jaegers", "2026"}, {"br-20th", "1924"}, {"br-21st", "1924"}});
    ASSERT_EQ(s.step, Step::DeclareCombats);
    const int before = am(s, Side::American);
    EXPECT_FALSE(stackKnown(s, Side::American, hex("2026")));
    applyOk(s, Attack{"am-1st-nh", hex("2026")});
    EXPECT_TRUE(stackKnown(s, Side::American, hex("2026")));
    EXPECT_EQ(am(s, Side::American), before);
    EXPECT_FALSE(listed(legalActions(s), Examine{hex("2026")}));
    // A stack not designated costs the look.
    EXPECT_FALSE(examineCommits(s, hex("1924")));
    applyOk(s, Examine{hex("1924")});
    EXPECT_EQ(am(s, Side::American), before - 1);
}

TEST(LimitedIntelligence, RuleE3_7_KnownUntilTheStackChanges) {
    GameState s = facingStack();
    place(s, "br-21st", "2026");
    applyOk(s, Examine{hex("2026")});
    ASSERT_TRUE(stackKnown(s, Side::American, hex("2026")));
    // Other actions leave it known; Morgan moving away changes nothing in 2026.
    applyOk(s, Move{"am-morgan", {hex("2126"), hex("2127")}, false});
    EXPECT_TRUE(stackKnown(s, Side::American, hex("2026")));
    while (s.phasing() == Side::American && s.step != Step::Over) applyOk(s, legalActions(s).front());
    ASSERT_EQ(s.step, Step::Moving);
    ASSERT_EQ(s.phasing(), Side::British);
    EXPECT_TRUE(stackKnown(s, Side::American, hex("2026")));
    // The 9th leaves: three counters remain, a stack the American player no longer knows.
    applyOk(s, Move{"br-9th", {hex("2026"), hex("1926")}, false});
    EXPECT_FALSE(stackKnown(s, Side::American, hex("2026")));
    EXPECT_TRUE(s.knownStacks[static_cast<std::size_t>(Side::American)].empty());
    EXPECT_EQ(visiblePieces(s, Side::American, hex("2026")).size(), 1u);
}

TEST(LimitedIntelligence, Rule7_42_AMoveIsSeenAsItIsMadeThoughTheStackItJoinsIsNotExamined) {
    GameState s = facingStack();
    place(s, "br-phillips", "1926");
    applyOk(s, Examine{hex("2026")});
    while (s.phasing() == Side::American && s.step != Step::Over) applyOk(s, legalActions(s).front());
    ASSERT_EQ(s.phasing(), Side::British);
    ASSERT_TRUE(stackKnown(s, Side::American, hex("2026")));
    // Phillips joins the stack: its move is seen as it is made, as across the table, so the
    // log names it; the stack it makes is one the American player has not examined.
    const auto r = applyOk(s, Move{"br-phillips", {hex("1926"), hex("2026")}, false});
    EXPECT_TRUE(std::any_of(r.events.begin(), r.events.end(), [](const Event& e) { return e.text.find("br-phillips") != std::string::npos; }))
        << (r.events.empty() ? std::string("no event") : r.events.front().text);
    EXPECT_FALSE(stackKnown(s, Side::American, hex("2026")));
    EXPECT_EQ(visiblePieces(s, Side::American, hex("2026")).size(), 1u);
}

TEST(LimitedIntelligence, Rule7_42_ChanceNeverExaminesAndPoliciesSkipThePaidLook) {
    GameState s = facingStack();
    // The random policies never pay for a look (7.43): with only paid looks about, none is chosen.
    Rng rng(5);
    for (Policy p : {Policy::Random, Policy::Decline, Policy::Take, Policy::Edge})
        EXPECT_FALSE(std::holds_alternative<Examine>(policyAction(s, rng, p))) << policyName(p);
    applyOk(s, EndPhase{});
    // In the fire the free look is taken by Take.
    EXPECT_EQ(policyAction(s, rng, Policy::Take), Action{Examine{hex("2026")}});
    applyOk(s, Examine{hex("2026")});
    applyOk(s, Fire{{"am-morgan"}, "br-9th"});
    while (decision(s).player != Player::Chance) applyOk(s, EndPhase{});
    EXPECT_EQ(applyError(s, Examine{hex("2026")}), "10.3: a die must be rolled now; " + decision(s).prompt);
    const auto neighbours = illegalNeighbours(s, Examine{hex("2026")});
    EXPECT_TRUE(listed(neighbours, Examine{hex("9999")}));
}

TEST(LimitedIntelligence, RuleE3_7_ASaveWithExaminationsReplaysToTheSameState) {
    std::string error;
    auto g = Game::start(realData(), "campaign", {{"limited-intelligence", "on"}}, 7, error);
    ASSERT_TRUE(g) << error;
    ASSERT_TRUE(g->apply(RollDie{9}).ok());  // E3.9.1: clear
    ASSERT_EQ(g->state().step, Step::Moving);
    std::optional<Action> look;
    for (const auto& a : legalActions(g->state()))
        if (std::holds_alternative<Examine>(a)) look = a;
    ASSERT_TRUE(look) << "an American stack of two or more at the Campaign's start";
    const int before = am(g->state(), Side::British);
    ASSERT_TRUE(g->apply(*look).ok());
    EXPECT_EQ(am(g->state(), Side::British), before - 1);
    ASSERT_TRUE(g->apply(EndPhase{}).ok());
    const auto json = saveJson(*g);
    auto loaded = loadSave(realData(), nlohmann::json::parse(json.dump()), error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->record().actions, g->record().actions);
    EXPECT_EQ(stateHash(loaded->state()), stateHash(g->state()));
    EXPECT_EQ(loaded->state().knownStacks, g->state().knownStacks);
    EXPECT_EQ(toJson(*look)["type"], "examine");
    EXPECT_EQ(describe(Examine{hex("1213")}), "examines the stack in 1213");
    std::string parseError;
    EXPECT_EQ(actionFromJson(toJson(*look), parseError), look);
    EXPECT_FALSE(stateToJson(g->state())["knownStacks"]["british"].empty());
}

TEST(LimitedIntelligence, Rule7_42_UndoStopsAtAnExaminationAsAtADie) {
    std::string error;
    auto g = Game::start(realData(), "freemans-farm", {{"limited-intelligence", "on"}}, 7, error);
    ASSERT_TRUE(g) << error;
    while (g->state().step == Step::PlacePiece) {
        const int piece = g->state().placementQueue.front();
        ASSERT_TRUE(g->apply(Place{g->state().pieceId(piece), g->state().pieces[static_cast<std::size_t>(piece)].hex}).ok());
    }
    while (decision(g->state()).player == Player::Chance) ASSERT_TRUE(g->rollDie().ok());
    std::optional<Action> look;
    for (const auto& a : legalActions(g->state()))
        if (std::holds_alternative<Examine>(a)) look = a;
    ASSERT_TRUE(look);
    ASSERT_TRUE(g->apply(*look).ok());
    // What was seen cannot be unseen: undo reaches back to the look, not past it.
    EXPECT_FALSE(g->canUndo());
    std::string undoError;
    EXPECT_FALSE(g->undo(undoError));
    EXPECT_EQ(undoError, "7.42: a stack has been examined: what was seen cannot be taken back");
    EXPECT_EQ(g->record().actions.back(), *look);
}
