// 5 Sequence of play, 6 Initiative with 12.72 momentum, and the scenarios' fixed orders.
#include "engine_test_support.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
// Passes every phase until the game reaches `turn`'s initiative segment or first movement.
void passUntilTurn(GameState& s, int turn) {
    while (s.turn < turn && !isTerminal(s)) {
        const Decision d = decision(s);
        ASSERT_NE(d.player, Player::Chance) << "no die is expected before turn " << turn << ": " << d.prompt;
        applyOk(s, EndPhase{});
    }
}
}  // namespace

TEST(Sequence, RuleE1_5_CampaignTurnsOneAndTwoAreBritishOnly) {
    GameState s = campaignStart();
    EXPECT_EQ(s.turn, 1);
    EXPECT_EQ(s.phase, Phase::Movement);
    EXPECT_EQ(decision(s).player, Player::British);
    EXPECT_EQ(s.sidesThisTurn, 1);
    // Nothing to rally and nothing in range to fire: those phases pass by themselves.
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.phase, Phase::CloseCombat);
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(s.phasing(), Side::British);
    EXPECT_EQ(s.sidesThisTurn, 1);
}

TEST(Sequence, Rule5_PhasesInOrderAndDefensiveFireBelongsToTheNonPhasingPlayer) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");
    place(s, "am-morgan", "2027");
    place(s, "br-jaegers", "1927");
    EXPECT_EQ(decision(s).rule, "9.2");
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.phase, Phase::DefensiveArtilleryFire);
    EXPECT_EQ(decision(s).player, Player::British);
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.phase, Phase::RifleFire);
    EXPECT_EQ(decision(s).player, Player::American);
    applyOk(s, EndPhase{});
    EXPECT_EQ(decision(s).player, Player::British);
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.phase, Phase::CloseCombat);
}

TEST(Sequence, RuleE1_5_TurnThreeTheAmericansHaveTheInitiative) {
    GameState s = campaignStart();
    passUntilTurn(s, 3);
    EXPECT_EQ(s.turn, 3);
    EXPECT_EQ(s.phasing(), Side::American);
    EXPECT_EQ(s.initiative, Side::American);
    EXPECT_EQ(s.sidesThisTurn, 2);
}

TEST(Sequence, RuleE3_8_1_ReinforcementsArriveOnTheirTurn) {
    GameState s = campaignStart();
    passUntilTurn(s, 3);
    const int qlr = s.pieceIndex("br-queens-loyal-rangers").value();
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(qlr)].location, Location::TurnTrack);
    for (int i = 0; i < 2; ++i) applyOk(s, EndPhase{});  // the American movement and close combat phases
    EXPECT_EQ(s.phasing(), Side::British);
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(qlr)].location, Location::Map);
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(qlr)].hex, hex("2031"));
}

TEST(Initiative, Rule6_3_ThePreviousInitiativePlayerDeclaresFirst) {
    GameState s = campaignStart();
    passUntilTurn(s, 4);
    EXPECT_EQ(s.phase, Phase::Initiative);
    // The Americans had the initiative on turn 3 but hold no chit; the British hold one (E1.7).
    EXPECT_EQ(decision(s).player, Player::British);
    s.momentum = {1, 1};
    s.momentumDeclared = {false, false};
    s.step = Step::MomentumFirst;
    EXPECT_EQ(decision(s).player, Player::American);
    applyOk(s, SpendMomentum{0});
    EXPECT_EQ(decision(s).player, Player::British);
}

TEST(Initiative, Rule6_1_HigherModifiedRollWins) {
    GameState s = campaignStart();
    passUntilTurn(s, 4);
    applyOk(s, SpendMomentum{0});
    EXPECT_EQ(decision(s).player, Player::Chance);
    applyOk(s, RollDie{3});                 // American 3 + 1 (High Morale)
    const auto r = applyOk(s, RollDie{5});  // British 5 + 1
    EXPECT_TRUE(hasEvent(r, "6.1", "British wins the initiative, 6 to 4"));
    EXPECT_EQ(s.phasing(), Side::British);
    EXPECT_EQ(s.phase, Phase::Movement);
}

TEST(Initiative, Rule6_1_ArmyMoraleLevelModifiesTheRoll) {
    GameState s = campaignStart();
    passUntilTurn(s, 4);
    s.armyMorale = {14, 6};  // the British Wavering: -1
    applyOk(s, SpendMomentum{0});
    applyOk(s, RollDie{3});  // American 3 + 1 = 4
    const auto r = applyOk(s, RollDie{5});  // British 5 - 1 = 4: a tie
    EXPECT_TRUE(hasEvent(r, "6.2", "tied at 4"));
}

TEST(Initiative, Rule6_2_TiesAreRolledAgainWithTheSameModifiers) {
    GameState s = campaignStart();
    passUntilTurn(s, 4);
    applyOk(s, SpendMomentum{1});  // +2 to the British roll
    applyOk(s, RollDie{5});        // American 5 + 1 = 6
    auto r = applyOk(s, RollDie{3});  // British 3 + 1 + 2 = 6
    EXPECT_TRUE(hasEvent(r, "6.2"));
    EXPECT_EQ(s.phase, Phase::Initiative);
    EXPECT_EQ(decision(s).player, Player::Chance);
    applyOk(s, RollDie{6});           // American 7
    r = applyOk(s, RollDie{4});       // British 4 + 1 + 2 = 7: tie again
    EXPECT_TRUE(hasEvent(r, "6.2"));
    applyOk(s, RollDie{0});           // American 1
    r = applyOk(s, RollDie{0});       // British 3: the chit still counts
    EXPECT_TRUE(hasEvent(r, "6.1", "British wins the initiative, 3 to 1"));
}

TEST(Momentum, Rule12_72_EachChitSpentAddsTwoAndReturnsToThePool) {
    GameState s = campaignStart();
    passUntilTurn(s, 4);
    ASSERT_EQ(s.momentum[1], 1);
    const auto r = applyOk(s, SpendMomentum{1});
    EXPECT_TRUE(hasEvent(r, "12.72", "+2"));
    EXPECT_EQ(s.momentum[1], 0);
    applyOk(s, RollDie{6});  // American 7
    const auto r2 = applyOk(s, RollDie{5});  // British 5 + 1 + 2 = 8
    EXPECT_TRUE(hasEvent(r2, "6.1", "British wins the initiative, 8 to 7"));
}

TEST(Momentum, Rule12_72_NoMoreChitsThanHeld) {
    GameState s = campaignStart();
    passUntilTurn(s, 4);
    EXPECT_EQ(applyError(s, SpendMomentum{2}), "12.72: British holds 1 momentum chits");
    EXPECT_EQ(applyError(s, DictateOrder{Side::American}), "12.72: dictating the player order costs three momentum chits");
}

TEST(Momentum, Rule12_72_ThreeChitsDictateThePlayerOrder) {
    GameState s = campaignStart();
    passUntilTurn(s, 4);
    s.momentum = {0, 3};
    const auto r = applyOk(s, DictateOrder{Side::American});  // compel the Americans to go first
    EXPECT_TRUE(hasEvent(r, "12.72", "American takes the first player turn"));
    EXPECT_EQ(s.momentum[1], 0);
    EXPECT_EQ(s.phasing(), Side::American);
    EXPECT_EQ(s.phase, Phase::Movement);
}

TEST(Sequence, RuleE8_7_FreemansFarmFixesTurnsEightAndElevenForTheAmericans) {
    std::string error;
    auto s = newGame(realData(), "freemans-farm", {}, 7, error);
    ASSERT_TRUE(s) << error;
    placeAtDefaults(*s);
    EXPECT_EQ(s->turn, 8);
    EXPECT_EQ(s->phasing(), Side::American);
    EXPECT_EQ(s->sidesThisTurn, 2);
    for (int i = 0; i < 4; ++i) applyOk(*s, EndPhase{});  // two player turns; nothing to rally or fire
    EXPECT_EQ(s->turn, 9);
    EXPECT_EQ(s->phase, Phase::Initiative);  // 9 and 10 are rolled
}

TEST(Sequence, Rule5_D_TheGameEndsAfterTheLastTurnAndRuleE9_3_TheMarginalVictoryIsDecided) {
    std::string error;
    auto s = newGame(realData(), "freemans-farm", {}, 7, error);
    ASSERT_TRUE(s) << error;
    placeAtDefaults(*s);
    while (!isTerminal(*s)) {
        const Decision d = decision(*s);
        if (d.player == Player::Chance) {
            applyOk(*s, RollDie{s->initiativeDie[0] < 0 ? 9 : 0});
        } else if (s->step == Step::MomentumFirst || s->step == Step::MomentumSecond) {
            applyOk(*s, SpendMomentum{0});
        } else {
            // Reinforcements wait on the track (9.11) rather than crowd their entry hex.
            const auto legal = legalActions(*s);
            auto delay = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return std::holds_alternative<DelayReinforcement>(a); });
            applyOk(*s, delay != legal.end() ? *delay : Action{EndPhase{}});
        }
    }
    EXPECT_EQ(s->turn, 11);
    EXPECT_TRUE(legalActions(*s).empty());
    EXPECT_EQ(decision(*s).player, Player::None);
    // No VP on either side and Army Morale tied: the Americans win (E9.3).
    EXPECT_EQ(s->outcome.rule, "E9.3");
    EXPECT_EQ(s->outcome.level, "marginal");
    EXPECT_EQ(s->outcome.winner, Side::American);
}

TEST(Engine, IllegalActionsNameTheRuleAndChangeNothing) {
    GameState s = campaignStart();
    EXPECT_EQ(applyError(s, RollDie{4}), "9.2: no die is rolled now; British Movement Phase: move units one at a time, or end the phase");
    EXPECT_EQ(applyError(s, SpendMomentum{1}), "9.2: in the Movement Phase the phasing player moves units or ends the phase");
    EXPECT_EQ(applyError(s, Move{"am-morgan", {hex("1405"), hex("1406")}, false}), "9.2: only the phasing player moves");
}

TEST(Engine, ChanceNodesOfferTenFacesAtOneTenthEach) {
    GameState s = campaignStart();
    passUntilTurn(s, 4);
    applyOk(s, SpendMomentum{0});
    const auto outcomes = chanceOutcomes(s);
    ASSERT_EQ(outcomes.size(), 10u);
    for (int v = 0; v < 10; ++v) {
        EXPECT_EQ(std::get<RollDie>(outcomes[static_cast<std::size_t>(v)].first).value, v);
        EXPECT_DOUBLE_EQ(outcomes[static_cast<std::size_t>(v)].second, 0.1);
    }
    EXPECT_EQ(legalActions(s).size(), 10u);
}

TEST(Sequence, Rule5_EndingAPhaseCarriesTheSectionOfTheDecisionItAnswers) {
    GameState s = campaignStart();
    ASSERT_EQ(decision(s).rule, "9.2");
    const auto r = applyOk(s, EndPhase{});
    ASSERT_FALSE(r.events.empty());
    EXPECT_EQ(r.events.front().rule, "9.2");
    EXPECT_EQ(r.events.front().text, "passes or ends the phase");
}
