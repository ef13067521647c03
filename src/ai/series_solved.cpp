#include "tricorne/ai/series_solved.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <variant>

#include "tricorne/series/rules/close_combat.h"

namespace tricorne::ai {

namespace {

using core::Action;
using core::GameState;
using core::Step;

// What a state is worth to each player, the American first.
using Values = std::array<double, 2>;

// The rest of one close combat from a state past its tactics, weighed for both players: the
// die (and each re-roll's) in expectation, each momentum re-roll (12.23 step 6) decided by the
// player asked as the better of keeping and re-rolling, and the result applied as far as it
// goes without a real choice or another die; there the state is evaluated.
class CombatOutcome {
public:
    CombatOutcome(const core::SeriesGame& game, const SeriesValue& value, int combatIndex)
        : m_game(game), m_value(value), m_combat(combatIndex) {}

    Values settle(GameState s) {
        for (;;) {
            if (m_game.isTerminal(s)) return evaluate(s);
            if (s.step == Step::CombatRoll) return overTheDie(s);
            if (s.step == Step::CombatReroll) return reroll(s).chosen;
            // Past this combat, or at its morale checks: the state is weighed as it stands.
            if (s.phase != core::Phase::CloseCombat || s.combat.index != m_combat || m_game.toMove(s) < 0) return evaluate(s);
            const auto actions = m_game.legalActions(s);
            if (actions.size() != 1) return evaluate(s);
            // A forced answer (the one retreat path, the lead unit's advance) is no choice.
            if (!m_game.apply(s, actions.front()).ok()) return evaluate(s);
        }
    }

    struct Reroll {
        Values keep, spend, chosen;
    };
    // 12.23 step 6: the player asked keeps the roll (EndPhase) or spends a chit and rolls again.
    Reroll reroll(const GameState& s) {
        const Key key{s.combat.die, s.momentum[0], s.momentum[1], s.combat.rerollAsked};
        if (auto it = m_rerolls.find(key); it != m_rerolls.end()) return it->second;
        const int who = m_game.toMove(s);
        Reroll r;
        GameState keep = s;
        m_game.apply(keep, core::EndPhase{});
        r.keep = settle(std::move(keep));
        // The chit is spent before the die: the states after it hold one fewer.
        GameState spend = s;
        m_game.apply(spend, core::SpendMomentum{1});
        r.spend = settle(std::move(spend));
        r.chosen = r.spend[static_cast<std::size_t>(who)] > r.keep[static_cast<std::size_t>(who)] ? r.spend : r.keep;
        m_rerolls.emplace(key, r);
        return r;
    }

private:
    // Within one combat and one pair of tactics a re-roll's state is fixed by these: the die,
    // both sides' chits and how many players have declined.
    using Key = std::tuple<int, int, int, int>;

    Values evaluate(const GameState& s) const { return {m_value(s, 0), m_value(s, 1)}; }

    // 12.23 step 5: each face of the die with its chance. Within one combat and one pair of
    // tactics a roll (the first or a re-roll) differs from another only in the chits held.
    Values overTheDie(const GameState& s) {
        const std::pair<int, int> key{s.momentum[0], s.momentum[1]};
        if (auto it = m_rolls.find(key); it != m_rolls.end()) return it->second;
        Values total{0, 0};
        for (const auto& [action, chance] : m_game.chanceOutcomes(s)) {
            GameState t = s;
            m_game.apply(t, action);
            const Values v = settle(std::move(t));
            total[0] += chance * v[0];
            total[1] += chance * v[1];
        }
        m_rolls.emplace(key, total);
        return total;
    }

    const core::SeriesGame& m_game;
    const SeriesValue& m_value;
    int m_combat;
    std::map<Key, Reroll> m_rerolls;
    std::map<std::pair<int, int>, Values> m_rolls;
};

std::vector<Action> tacticActions(const core::SeriesGame& game, const GameState& s) {
    std::vector<Action> out;
    for (const Action& a : game.legalActions(s))
        if (std::holds_alternative<core::ChooseTactic>(a)) out.push_back(a);
    return out;
}

// 12.61: the tactics as both sides choose them, the attacker first, on a copy whose secret is
// blanked: nothing the attacker may already have chosen is read.
std::optional<MixedChoice> solveTactics(const core::SeriesGame& game, const GameState& state, int player, const SeriesValue& value) {
    GameState blank = state;
    blank.combat.stage = core::CombatStage::AttackerTactic;
    blank.combat.attackerTactic.clear();
    blank.combat.defenderTactic.clear();
    const int attackerPlayer = core::playerIndex(state.phasing());
    const bool attacker = player == attackerPlayer;
    const std::vector<Action> attackerTactics = tacticActions(game, blank);
    if (attackerTactics.empty()) return std::nullopt;
    GameState asked = blank;
    game.apply(asked, attackerTactics.front());
    const std::vector<Action> defenderTactics = tacticActions(game, asked);
    if (defenderTactics.empty()) return std::nullopt;

    // Cells whose revealed tactics leave the same state and the same Tactical Matrix modifier
    // play out alike: they share one computation.
    const core::CombatPreview preview = core::previewCloseCombat(blank, blank.combat.index);
    const auto eligible = [](const std::vector<std::string>& list, const std::string& id) {
        return std::find(list.begin(), list.end(), id) != list.end();
    };
    std::map<std::pair<std::uint64_t, int>, Values> shared;
    constexpr int kNoCombat = 1000;  // 12.23 step 4: NC has no modifier

    MixedChoice choice;
    choice.actions = attacker ? attackerTactics : defenderTactics;
    const std::vector<Action>& columns = attacker ? defenderTactics : attackerTactics;
    choice.payoff.assign(choice.actions.size(), std::vector<double>(columns.size(), 0.0));
    for (std::size_t a = 0; a < attackerTactics.size(); ++a) {
        for (std::size_t d = 0; d < defenderTactics.size(); ++d) {
            GameState cell = blank;
            game.apply(cell, attackerTactics[a]);
            game.apply(cell, defenderTactics[d]);
            const std::string& at = std::get<core::ChooseTactic>(attackerTactics[a]).tactic;
            const std::string& dt = std::get<core::ChooseTactic>(defenderTactics[d]).tactic;
            // 12.65: an ineligible card is played at a cost, so eligibility enters the modifier.
            const auto drm = core::tacticsDrm(blank, at, eligible(preview.attackerTactics, at), dt, eligible(preview.defenderTactics, dt));
            GameState cardsCleared = cell;
            cardsCleared.combat.attackerTactic.clear();
            cardsCleared.combat.defenderTactic.clear();
            const std::pair<std::uint64_t, int> key{core::stateCacheKey(cardsCleared), drm.value_or(kNoCombat)};
            auto it = shared.find(key);
            if (it == shared.end()) it = shared.emplace(key, CombatOutcome(game, value, blank.combat.index).settle(std::move(cell))).first;
            const double v = it->second[static_cast<std::size_t>(player)];
            (attacker ? choice.payoff[a][d] : choice.payoff[d][a]) = v;
        }
    }
    const MatrixSolution solution = solveZeroSum(choice.payoff);
    choice.probabilities = solution.row;
    choice.value = solution.value;
    return choice;
}

// 12.23 step 6: open and sequential, so a pure choice: the better of the roll and a re-roll.
MixedChoice solveReroll(const core::SeriesGame& game, const GameState& state, int player, const SeriesValue& value) {
    CombatOutcome outcome(game, value, state.combat.index);
    const CombatOutcome::Reroll r = outcome.reroll(state);
    const auto p = static_cast<std::size_t>(player);
    MixedChoice choice;
    const bool spend = r.spend[p] > r.keep[p];
    choice.actions = {spend ? Action{core::SpendMomentum{1}} : Action{core::EndPhase{}}};
    choice.probabilities = {1.0};
    choice.value = spend ? r.spend[p] : r.keep[p];
    return choice;
}

}  // namespace

std::optional<MixedChoice> solvedDecision(const core::SeriesGame& game, const GameState& state, int player, const SeriesValue& value) {
    if (game.toMove(state) != player) return std::nullopt;
    if (state.step == Step::ChooseTactic) return solveTactics(game, state, player, value);
    if (state.step == Step::CombatReroll) return solveReroll(game, state, player, value);
    return std::nullopt;
}

}  // namespace tricorne::ai
