#include "tricorne/series/rules/army_morale.h"


#include <algorithm>
#include <cassert>

namespace tricorne::core {

namespace {
int levelIndexFor(const GameState& state, int am) {
    const auto& levels = state.series->armyMoraleLevels;
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (am >= levels[i].min && am <= levels[i].max) return static_cast<int>(i);
    assert(false && "Army Morale outside every level");
    return 0;
}
}  // namespace

const ArmyMoraleLevel& armyMoraleLevel(const GameState& state, Side side) {
    // 16.2, 16.3: the level the track shows now (0 is Demoralized, whenever it is reached).
    return state.series->armyMoraleLevels[static_cast<std::size_t>(levelIndexFor(state, state.armyMorale[static_cast<std::size_t>(side)]))];
}

const ArmyMoraleLevel& moraleCheckLevel(const GameState& state, Side side) {
    const auto s = static_cast<std::size_t>(side);
    // 16.24: during one combat, morale checks use the level in effect when it began.
    if (!state.frozenAmLevel[s]) return armyMoraleLevel(state, side);
    return state.series->armyMoraleLevels[static_cast<std::size_t>(*state.frozenAmLevel[s])];
}

void freezeArmyMoraleLevels(GameState& state) {
    for (Side side : kSides)
        state.frozenAmLevel[static_cast<std::size_t>(side)] = levelIndexFor(state, state.armyMorale[static_cast<std::size_t>(side)]);
}

void thawArmyMoraleLevels(GameState& state) { state.frozenAmLevel = {std::nullopt, std::nullopt}; }

int armyMoraleMax(const GameState& state) {
    int max = 0;
    for (const auto& l : state.series->armyMoraleLevels) max = std::max(max, l.max);
    return max;
}

int initiativeDrm(const GameState& state, Side side) { return armyMoraleLevel(state, side).initiativeDrm; }

int modifiedMorale(const GameState& state, int piece) {
    const UnitDef& def = state.unitDef(piece);
    const Piece& p = state.pieces[static_cast<std::size_t>(piece)];
    const int base = p.reduced && def.reduced ? def.reduced->morale : def.full.morale;
    // 15.32: modified morale = base morale + the army's morale modifier (16.21-16.23).
    return base + moraleCheckLevel(state, def.side).moraleModifier;
}

int armyMoraleAdjustment(const GameState& state, const std::string& id) {
    for (const auto& a : state.series->raw.at("armyMoraleAdjustments"))
        if (a.value("id", "") == id && a.at("am").is_number_integer()) return a.at("am").get<int>();
    assert(false && "unknown Army Morale adjustment");
    return 0;
}

void adjustArmyMorale(GameState& state, Side side, int delta, const std::string& rule, const std::string& why,
                      std::vector<Event>& events) {
    if (delta == 0) return;
    auto& am = state.armyMorale[static_cast<std::size_t>(side)];
    const int before = am;
    am = std::clamp(am + delta, 0, armyMoraleMax(state));
    if (am == before) return;
    events.push_back({rule, std::string(sideName(side)) + " Army Morale " + (delta > 0 ? "+" : "") + std::to_string(am - before) +
                                " to " + std::to_string(am) + " (" + why + ")",
                      {}});
    if (am == 0 && !state.outcome.over) {
        // 16.3: a Demoralized army ends the game; the other side wins a Substantial victory.
        state.outcome = {true, enemyOf(side), "substantial", std::string(sideName(side)) + " army Demoralized", "16.3"};
        state.phase = Phase::GameOver;
        state.step = Step::Over;
        events.push_back({"16.3", std::string(sideName(side)) + " army is Demoralized: " + std::string(sideName(enemyOf(side))) +
                                      " Substantial Victory",
                          {}});
        state.volumeRules->awardEndOfGameVp(state, events);  // 4: the game is over, so its end-of-game points count
    }
    if (delta < 0) state.volumeRules->onArmyMoraleFell(state, side, events);
}

}  // namespace tricorne::core
