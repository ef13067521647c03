#include "tricorne/series/rules/close_combat_odds.h"

#include <algorithm>

#include "close_combat_phase.h"

namespace tricorne::core {

namespace {
constexpr int kDieFaces = 10;  // 2.3: a die reads 0 to 9
}  // namespace

TacticChoices tacticChoices(const GameState& s, int combatIndex, Side side) {
    const CombatPreview p = previewCloseCombat(s, combatIndex);
    const bool attacker = side == s.phasing();
    TacticChoices out{side, attacker ? p.attackerTactics : p.defenderTactics, attacker ? p.defenderTactics : p.attackerTactics, {}};
    for (const std::string& own : out.own) {
        auto& row = out.drm.emplace_back();
        // 12.65: both cards are eligible here, so the matrix alone decides.
        for (const std::string& enemy : out.enemy)
            row.push_back(attacker ? tacticsDrm(s, own, true, enemy, true) : tacticsDrm(s, enemy, true, own, true));
    }
    return out;
}

std::optional<RerollOdds> rerollOdds(const GameState& s) {
    if (s.step != Step::CombatReroll) return std::nullopt;
    const CombatPreview p = previewCloseCombat(s, s.combat.index);
    RerollOdds o;
    o.column = p.odds.column;
    o.die = s.combat.die;
    // 12.23 step 5: the same DRMs and tactics as the roll being re-rolled.
    o.drm = p.totalDrm + detail::revealTactics(s, p).drm.value_or(0);
    o.total = s.combat.total;
    const CloseCombatTable& table = *s.series->closeCombat;
    o.current = table.cell(o.total, o.column);
    for (int die = 0; die < kDieFaces; ++die) {
        const std::string& cell = table.cell(die + o.drm, o.column);
        auto it = std::find_if(o.reroll.begin(), o.reroll.end(), [&](const ResultChance& r) { return r.result == cell; });
        if (it == o.reroll.end()) it = o.reroll.insert(o.reroll.end(), {cell, Chance{0, 1}});
        ++it->chance.num;
    }
    for (auto& r : o.reroll) r.chance = chance(r.chance.num, kDieFaces);
    return o;
}

}  // namespace tricorne::core
