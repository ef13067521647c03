// 12.61, 12.23 step 6: the close combat decisions the bot solves on the real Saratoga data:
// each cell of the tactics game played through apply(), the equilibrium no pure tactic
// exploits, the defender blind to the attacker's card, the re-roll taken when it pays.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <iostream>
#include <iterator>
#include <map>
#include <set>
#include <utility>

#include "engine_test_support.h"
#include "tricorne/ai/series_solved.h"
#include "tricorne/series/game/series_game.h"
#include "tricorne/series/rules/close_combat_odds.h"

using namespace tricorne::core;
using namespace tricorne::test;
using tricorne::ai::exploitability;
using tricorne::ai::MixedChoice;
using tricorne::ai::solvedDecision;

namespace {

// Army Morale, steps on the map (a disrupted unit half a step fewer, a shattered one a step)
// and momentum chits (half a point each), own less the enemy's, squashed into [-1, 1].
double material(const GameState& s, Side side) {
    double m = s.armyMorale[static_cast<std::size_t>(side)] + 0.5 * s.momentum[static_cast<std::size_t>(side)];
    for (int u = 0; u < s.unitCount(); ++u) {
        if (s.sideOf(u) != side || !s.onMap(u)) continue;
        const Piece& p = s.pieces[static_cast<std::size_t>(u)];
        m += 3.0 * (p.reduced ? 1 : s.unitDef(u).steps);
        if (p.status == Status::Disrupted) m -= 1.5;
        if (p.status == Status::Shattered) m -= 3.0;
    }
    return m;
}

double stepsAndMorale(const GameState& s, int player) {
    const Side own = sideOfPlayer(player);
    return std::tanh((material(s, own) - material(s, enemyOf(own))) / 60.0);
}

const SeriesGame& game() {
    static const SeriesGame g(realData());
    return g;
}

// The combat's result applied as far as it goes without a real choice or another die.
GameState playedOut(GameState s, int combat) {
    while (!isTerminal(s) && s.phase == Phase::CloseCombat && s.combat.index == combat && game().toMove(s) >= 0) {
        const auto actions = legalActions(s);
        if (actions.size() != 1) break;
        applyOk(s, actions.front());
    }
    return s;
}

// br-9th (3 SP) with Fraser in 2026 against am-2nd-ny (3 SP) with Arnold in 2126, British
// attacking: leaders on both sides, so the leaders' tactics (12.632, 12.633) are eligible too.
GameState ledCombat(std::array<int, 2> momentum) {
    GameState s = emptyBoard(Side::British);
    s.phase = Phase::CloseCombat;
    s.step = Step::DeclareCombats;
    s.momentum = momentum;
    place(s, "br-9th", "2026");
    place(s, "br-fraser", "2026");
    place(s, "am-2nd-ny", "2126");
    place(s, "am-arnold", "2126");
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.step, Step::ChooseTactic);
    return s;
}

const std::string& tacticOf(const Action& a) { return std::get<ChooseTactic>(a).tactic; }

// The payoff of both tactics, straight from apply(): the die's ten faces, each played out.
double cellByHand(const GameState& s, const std::string& attacker, const std::string& defender, int player) {
    double total = 0;
    for (int die = 0; die < 10; ++die) {
        GameState t = s;
        t.combat.stage = CombatStage::AttackerTactic;
        applyOk(t, ChooseTactic{attacker});
        applyOk(t, ChooseTactic{defender});
        if (t.step != Step::CombatRoll) return stepsAndMorale(playedOut(t, s.combat.index), player);  // No Combat: no die
        applyOk(t, RollDie{die});
        total += stepsAndMorale(playedOut(t, s.combat.index), player) / 10;
    }
    return total;
}

// 12.23 step 6 the long way, for the player asked: keeping the roll and spending a chit, each
// followed to the roll standing with every later re-roll decided the same way.
std::array<double, 2> settledByHand(GameState s, int combat);
std::pair<std::array<double, 2>, std::array<double, 2>> rerollByHand(const GameState& s, int combat) {
    GameState keep = s;
    applyOk(keep, EndPhase{});
    std::array<double, 2> spent{0, 0};
    for (int die = 0; die < 10; ++die) {
        GameState t = s;
        applyOk(t, SpendMomentum{1});
        applyOk(t, RollDie{die});
        const auto v = settledByHand(t, combat);
        spent[0] += v[0] / 10;
        spent[1] += v[1] / 10;
    }
    return {settledByHand(keep, combat), spent};
}

std::array<double, 2> settledByHand(GameState s, int combat) {
    s = playedOut(s, combat);
    if (s.step != Step::CombatReroll) return {stepsAndMorale(s, 0), stepsAndMorale(s, 1)};
    const auto who = static_cast<std::size_t>(game().toMove(s));
    const auto [keep, spend] = rerollByHand(s, combat);
    return spend[who] > keep[who] ? spend : keep;
}

void expectSameChoice(const MixedChoice& a, const MixedChoice& b) {
    EXPECT_EQ(a.actions, b.actions);
    EXPECT_EQ(a.probabilities, b.probabilities);
    EXPECT_EQ(a.payoff, b.payoff);
    EXPECT_EQ(a.value, b.value);
}

// How many actions the mixed choice plays at all.
int support(const MixedChoice& c) {
    return static_cast<int>(std::count_if(c.probabilities.begin(), c.probabilities.end(), [](double p) { return p > 1e-9; }));
}

double expectation(const MixedChoice& c) {
    double sum = 0;
    for (double p : c.probabilities) sum += p;
    return sum;
}
}  // namespace

TEST(SolvedTactics, Rule12_61_EachCellIsTheCombatThroughApplyOverTheDie) {
    const GameState s = ledCombat({0, 0});
    const auto choice = solvedDecision(game(), s, 1, stepsAndMorale);
    ASSERT_TRUE(choice);
    ASSERT_EQ(choice->actions.size(), 8u);  // 12.65: every card may be played
    ASSERT_EQ(choice->payoff.size(), 8u);
    GameState asked = s;
    applyOk(asked, choice->actions.front());
    const auto defenderCards = legalActions(asked);
    ASSERT_EQ(choice->payoff.front().size(), defenderCards.size());
    for (std::size_t i = 0; i < choice->actions.size(); ++i)
        for (std::size_t j = 0; j < defenderCards.size(); ++j)
            EXPECT_NEAR(choice->payoff[i][j], cellByHand(s, tacticOf(choice->actions[i]), tacticOf(defenderCards[j]), 1), 1e-12)
                << tacticOf(choice->actions[i]) << " against " << tacticOf(defenderCards[j]);
}

TEST(SolvedTactics, Rule12_62_TheTacticalMatrixModifierMovesTheCell) {
    // 12.62's example, Attack en Echelon against Skirmish, is -1: the cell is the combat at
    // DRM -1, worse for the attacker than Skirmish against Skirmish at 0.
    const GameState s = ledCombat({0, 0});
    const auto choice = solvedDecision(game(), s, 1, stepsAndMorale);
    ASSERT_TRUE(choice);
    const auto row = [&](const char* id) {
        for (std::size_t i = 0; i < choice->actions.size(); ++i)
            if (tacticOf(choice->actions[i]) == id) return i;
        ADD_FAILURE() << id;
        return std::size_t{0};
    };
    const std::size_t skirmish = row("skirmish"), echelon = row("attack-en-echelon");
    EXPECT_LT(choice->payoff[echelon][skirmish], choice->payoff[skirmish][skirmish]);
}

TEST(SolvedTactics, Rule12_63_CellsOfOneOddsPanelModifierAreOneCell) {
    // The Odds panel's Tactical Matrix modifiers (tacticChoices): two eligible pairs with the
    // same modifier are the same combat, so the same payoff; No Combat pairs stand apart.
    const GameState s = ledCombat({1, 1});
    const auto choice = solvedDecision(game(), s, 1, stepsAndMorale);
    ASSERT_TRUE(choice);
    const TacticChoices odds = tacticChoices(s, 0, Side::British);
    const auto index = [](const std::vector<Action>& actions, const std::string& id) {
        for (std::size_t i = 0; i < actions.size(); ++i)
            if (tacticOf(actions[i]) == id) return i;
        ADD_FAILURE() << id;
        return std::size_t{0};
    };
    GameState asked = s;
    applyOk(asked, choice->actions.front());
    const auto columns = legalActions(asked);
    std::map<int, double> byModifier;
    int pairs = 0;
    for (std::size_t i = 0; i < odds.own.size(); ++i) {
        for (std::size_t j = 0; j < odds.enemy.size(); ++j) {
            if (!odds.drm[i][j]) continue;
            const double cell = choice->payoff[index(choice->actions, odds.own[i])][index(columns, odds.enemy[j])];
            const auto [it, added] = byModifier.emplace(*odds.drm[i][j], cell);
            if (!added) {
                EXPECT_DOUBLE_EQ(cell, it->second) << odds.own[i] << " against " << odds.enemy[j];
            }
            ++pairs;
        }
    }
    EXPECT_GT(pairs, static_cast<int>(byModifier.size()));
    // A better modifier for the attacker is a better cell for him.
    for (auto it = byModifier.begin(); std::next(it) != byModifier.end(); ++it) EXPECT_LT(it->second, std::next(it)->second) << it->first;
}

TEST(SolvedTactics, Rule12_61_NoPureTacticExploitsTheSolution) {
    for (const auto momentum : {std::array<int, 2>{0, 0}, std::array<int, 2>{1, 1}, std::array<int, 2>{2, 0}}) {
        GameState s = ledCombat(momentum);
        const auto attacker = solvedDecision(game(), s, 1, stepsAndMorale);
        ASSERT_TRUE(attacker);
        EXPECT_NEAR(expectation(*attacker), 1.0, 1e-12);
        applyOk(s, attacker->actions.front());
        const auto defender = solvedDecision(game(), s, 0, stepsAndMorale);
        ASSERT_TRUE(defender);
        // Each side's strategy against the other's: neither gains by a pure answer.
        EXPECT_LT(exploitability(attacker->payoff, attacker->probabilities, defender->probabilities), 1e-6);
        EXPECT_LT(exploitability(defender->payoff, defender->probabilities, attacker->probabilities), 1e-6);
        // The same game seen from the other side: the matrix transposed and, the value being
        // zero-sum, negated.
        for (std::size_t i = 0; i < attacker->payoff.size(); ++i)
            for (std::size_t j = 0; j < attacker->payoff[i].size(); ++j) EXPECT_NEAR(defender->payoff[j][i], -attacker->payoff[i][j], 1e-12);
        EXPECT_NEAR(defender->value, -attacker->value, 1e-9);
    }
}

TEST(SolvedTactics, Rule12_61_TheDefenderNeverReadsTheAttackersCard) {
    GameState s = ledCombat({1, 1});
    std::optional<MixedChoice> first;
    for (const Action& card : legalActions(s)) {
        GameState t = s;
        applyOk(t, card);
        ASSERT_TRUE(tacticUnrevealed(t));
        const auto defender = solvedDecision(game(), t, 0, stepsAndMorale);
        ASSERT_TRUE(defender);
        if (!first)
            first = defender;
        else
            expectSameChoice(*defender, *first);
    }
}

TEST(SolvedTactics, Rule12_61_ARealFreemansFarmCombatIsSolvedBlind) {
    Game g = gameAtTheDefendersTactic();
    const GameState& s = g.state();
    const int defender = playerIndex(enemyOf(s.phasing()));
    const auto choice = solvedDecision(game(), s, defender, stepsAndMorale);
    ASSERT_TRUE(choice);
    // Whatever the attacker's card, the same answer; the attacker's own equilibrium answers it.
    GameState other = s;
    other.combat.attackerTactic = other.combat.attackerTactic == "skirmish" ? "stand-fast" : "skirmish";
    expectSameChoice(*solvedDecision(game(), other, defender, stepsAndMorale), *choice);
    GameState asAttacker = s;
    asAttacker.combat.stage = CombatStage::AttackerTactic;
    asAttacker.combat.attackerTactic.clear();
    const auto attacker = solvedDecision(game(), asAttacker, 1 - defender, stepsAndMorale);
    ASSERT_TRUE(attacker);
    EXPECT_LT(exploitability(choice->payoff, choice->probabilities, attacker->probabilities), 1e-6);
}

TEST(SolvedTactics, Rule12_61_EveryDeterminizationOfTheDefendersViewGivesOneAnswer) {
    // The defender decides from his view: each sampled state holds another guess at the
    // attacker's card and other dice to come, and the solved choice is the same for all.
    Game g = gameAtTheDefendersTactic();
    const int defender = playerIndex(enemyOf(g.state().phasing()));
    const SeriesView view = game().view(g.state(), defender);
    ASSERT_TRUE(view.tacticHidden);
    Rng rng(7);
    const auto first = solvedDecision(game(), game().determinize(view, rng), defender, stepsAndMorale);
    ASSERT_TRUE(first);
    std::set<std::string> guesses;
    for (int i = 0; i < 6; ++i) {
        const GameState sampled = game().determinize(view, rng);
        guesses.insert(sampled.combat.attackerTactic);
        expectSameChoice(*solvedDecision(game(), sampled, defender, stepsAndMorale), *first);
    }
    EXPECT_GT(guesses.size(), 1u);  // the samples did guess differently
}

TEST(SolvedTactics, Rule12_23_Step6_TheRerollIsTakenExactlyWhenItsExpectationIsHigher) {
    // Only the British attacker holds a chit: after his re-roll nobody can re-roll again, so
    // each choice is the roll standing against the mean of ten fresh rolls, a chit fewer.
    int taken = 0, declined = 0;
    for (int die = 0; die < 10; ++die) {
        GameState s = ledCombat({0, 1});
        applyOk(s, ChooseTactic{"skirmish"});
        applyOk(s, ChooseTactic{"skirmish"});
        applyOk(s, RollDie{die});
        ASSERT_EQ(s.step, Step::CombatReroll);
        ASSERT_EQ(decision(s).player, Player::British);
        GameState keep = s;
        applyOk(keep, EndPhase{});
        const double kept = stepsAndMorale(playedOut(keep, s.combat.index), 1);
        double rerolled = 0;
        for (int again = 0; again < 10; ++again) {
            GameState t = s;
            applyOk(t, SpendMomentum{1});
            applyOk(t, RollDie{again});
            EXPECT_EQ(t.momentum[1], 0);
            rerolled += stepsAndMorale(playedOut(t, s.combat.index), 1) / 10;
        }
        const auto choice = solvedDecision(game(), s, 1, stepsAndMorale);
        ASSERT_TRUE(choice);
        ASSERT_EQ(choice->actions.size(), 1u);
        EXPECT_EQ(choice->probabilities, std::vector<double>{1.0});
        const bool reroll = rerolled > kept;
        EXPECT_EQ(choice->actions.front(), reroll ? Action{SpendMomentum{1}} : Action{EndPhase{}}) << "die " << die;
        EXPECT_NEAR(choice->value, reroll ? rerolled : kept, 1e-12);
        (reroll ? taken : declined) += 1;
    }
    // Some rolls are worth keeping and some are not: the test sees both answers.
    EXPECT_GT(taken, 0);
    EXPECT_GT(declined, 0);
}

TEST(SolvedTactics, Rule12_23_Step6_EitherSideWeighsTheOthersAnswer) {
    // Both hold a chit: the American (defender, a tie) is asked first, and what follows his
    // answer is the British one, then his again after a re-roll: each weighed the long way.
    for (int die : {2, 5, 7}) {
        GameState s = ledCombat({1, 1});
        applyOk(s, ChooseTactic{"skirmish"});
        applyOk(s, ChooseTactic{"skirmish"});
        applyOk(s, RollDie{die});
        ASSERT_EQ(decision(s).player, Player::American);
        const auto [keep, spend] = rerollByHand(s, s.combat.index);
        const auto choice = solvedDecision(game(), s, 0, stepsAndMorale);
        ASSERT_TRUE(choice);
        const bool reroll = spend[0] > keep[0];
        EXPECT_EQ(choice->actions.front(), reroll ? Action{SpendMomentum{1}} : Action{EndPhase{}}) << "die " << die;
        EXPECT_NEAR(choice->value, reroll ? spend[0] : keep[0], 1e-12) << "die " << die;
        // Not the player asked: nothing to solve.
        EXPECT_FALSE(solvedDecision(game(), s, 1, stepsAndMorale));
    }
}

TEST(SolvedTactics, Rule12_61_RealCombatsOfEveryScenarioAreSolvedToTheirEquilibrium) {
    // Random play in each scenario to its first close combats; both sides' solutions printed.
    constexpr int kCombatsEach = 2;
    for (const std::string& scenario : game().scenarios()) {
        std::string error;
        auto s = game().initialState(scenario, {}, 19, error);
        ASSERT_TRUE(s) << error;
        Rng rng(19);
        int combats = 0;
        while (!isTerminal(*s) && combats < kCombatsEach) {
            if (s->step == Step::ChooseTactic && s->combat.stage == CombatStage::AttackerTactic) {
                const int attacker = playerIndex(s->phasing());
                const auto a = solvedDecision(game(), *s, attacker, stepsAndMorale);
                GameState asDefender = *s;
                applyOk(asDefender, ChooseTactic{"skirmish"});
                const auto d = solvedDecision(game(), asDefender, 1 - attacker, stepsAndMorale);
                ASSERT_TRUE(a && d);
                const double e = std::max(exploitability(a->payoff, a->probabilities, d->probabilities),
                                          exploitability(d->payoff, d->probabilities, a->probabilities));
                EXPECT_LT(e, 1e-6) << scenario;
                std::cout << scenario << " turn " << s->turn << " combat " << s->combat.index + 1 << ": " << a->payoff.size() << "x"
                          << a->payoff.front().size() << ", attacker's value " << a->value << ", tactics played " << support(*a) << " against "
                          << support(*d) << ", exploitability " << e << "\n";
                ++combats;
            }
            applyOk(*s, randomAction(*s, rng));
        }
        EXPECT_EQ(combats, kCombatsEach) << scenario;
    }
}

TEST(SolvedTactics, OtherDecisionsAreLeftToTheSearch) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    EXPECT_FALSE(solvedDecision(game(), s, 1, stepsAndMorale));
    GameState declare = ledCombat({0, 0});
    EXPECT_FALSE(solvedDecision(game(), declare, 0, stepsAndMorale));  // the attacker chooses first
}
