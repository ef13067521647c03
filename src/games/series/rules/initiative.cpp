// 6 Initiative, with 12.72's momentum spending before the roll.
#include "../game/sequence.h"
#include "tricorne/series/rules/army_morale.h"

namespace tricorne::core::detail {

namespace {
constexpr int kDictateCost = 3;      // 12.72
constexpr int kInitiativePerChit = 2;  // 12.72

Side decider(const GameState& s) {
    const Side first = *s.previousInitiative;
    return s.momentumDeclared[static_cast<std::size_t>(first)] ? enemyOf(first) : first;
}

void nextInitiativeStep(GameState& s, Events& events) {
    if (s.dictatedFirst) {
        s.order = {*s.dictatedFirst, enemyOf(*s.dictatedFirst)};
        s.initiative = *s.dictatedFirst;
        startPlayerTurn(s, 0, events);
        return;
    }
    const Side first = *s.previousInitiative;
    if (!s.momentumDeclared[static_cast<std::size_t>(first)])
        s.step = Step::MomentumFirst;
    else if (!s.momentumDeclared[static_cast<std::size_t>(enemyOf(first))])
        s.step = Step::MomentumSecond;
    else
        s.step = Step::InitiativeRoll;
}

int modifiedRoll(const GameState& s, Side side) {
    const auto i = static_cast<std::size_t>(side);
    return s.initiativeDie[i] + initiativeDrm(s, side) + kInitiativePerChit * s.momentumSpent[i];
}
}  // namespace

std::vector<Action> initiativeActions(const GameState& s) {
    std::vector<Action> out;
    if (s.step == Step::InitiativeRoll) {
        for (int v = 0; v < 10; ++v) out.push_back(RollDie{v});
        return out;
    }
    const Side who = decider(s);
    const int chits = s.momentum[static_cast<std::size_t>(who)];
    for (int n = 0; n <= chits; ++n) out.push_back(SpendMomentum{n});
    if (chits >= kDictateCost) {
        out.push_back(DictateOrder{Side::American});
        out.push_back(DictateOrder{Side::British});
    }
    return out;
}

std::string applyInitiative(GameState& s, const Action& action, Events& events) {
    if (s.step == Step::InitiativeRoll) {
        const int value = std::get<RollDie>(action).value;
        if (value < 0 || value > 9) return "2.3: a die reads 0 to 9";
        const bool american = s.initiativeDie[0] < 0;
        s.initiativeDie[american ? 0 : 1] = value;
        events.push_back({"6.1", std::string(american ? "American" : "British") + " initiative die: " + std::to_string(value), {}});
        if (american) return "";
        const int a = modifiedRoll(s, Side::American), b = modifiedRoll(s, Side::British);
        if (a == b) {
            // 6.2: ties are rolled again with the same modifiers (momentum spent stays spent).
            events.push_back({"6.2", "Initiative tied at " + std::to_string(a) + ": both roll again", {}});
            s.initiativeDie = {-1, -1};
            return "";
        }
        const Side winner = a > b ? Side::American : Side::British;
        events.push_back({"6.1", std::string(sideName(winner)) + " wins the initiative, " + std::to_string(std::max(a, b)) + " to " +
                                     std::to_string(std::min(a, b)),
                          {}});
        s.initiative = winner;
        s.order = {winner, enemyOf(winner)};
        startPlayerTurn(s, 0, events);
        return "";
    }
    const Side who = decider(s);
    const auto i = static_cast<std::size_t>(who);
    if (const auto* spend = std::get_if<SpendMomentum>(&action)) {
        if (spend->chits < 0 || spend->chits > s.momentum[i])
            return "12.72: " + std::string(sideName(who)) + " holds " + std::to_string(s.momentum[i]) + " momentum chits";
        s.momentum[i] -= spend->chits;  // 12.72: spent chits return to the pool
        s.momentumSpent[i] = spend->chits;
        s.momentumDeclared[i] = true;
        if (spend->chits > 0)
            events.push_back({"12.72", std::string(sideName(who)) + " spends " + std::to_string(spend->chits) + " momentum chit" +
                                           (spend->chits == 1 ? "" : "s") + ": +" + std::to_string(kInitiativePerChit * spend->chits) +
                                           " to the initiative roll",
                              {}});
        nextInitiativeStep(s, events);
        return "";
    }
    if (const auto* dictate = std::get_if<DictateOrder>(&action)) {
        if (s.momentum[i] < kDictateCost) return "12.72: dictating the player order costs three momentum chits";
        s.momentum[i] -= kDictateCost;
        s.momentumDeclared = {true, true};
        s.dictatedFirst = dictate->first;
        events.push_back({"12.72", std::string(sideName(who)) + " spends three momentum chits: " + std::string(sideName(dictate->first)) +
                                       " takes the first player turn",
                          {}});
        nextInitiativeStep(s, events);
        return "";
    }
    return "6.3: " + std::string(sideName(who)) + " must decide how many momentum chits to spend on the initiative";
}

}  // namespace tricorne::core::detail
