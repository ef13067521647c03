#include "position_marks.h"

#include <QCoreApplication>

#include <algorithm>

#include "map_scene.h"
#include "tricorne/series/rules/combat_declaration.h"

namespace tricorne::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("PositionMarks", text); }

std::vector<HexMark> owedAttacks(const core::GameState& s) {
    std::vector<HexMark> must;
    for (int u = 0; u < s.unitCount(); ++u) {
        if (!s.onMap(u) || s.sideOf(u) != s.phasing() || !core::mustAttack(s, u) || core::combatOfUnit(s, u) >= 0) continue;
        const core::HexId h = s.pieces[static_cast<std::size_t>(u)].hex;
        if (std::none_of(must.begin(), must.end(), [h](const HexMark& m) { return m.hex == h; })) must.push_back({h, tr("must attack")});
    }
    for (const core::HexId h : core::hexesThatMustBeAttacked(s))
        if (core::combatOfHex(s, h) < 0) must.push_back({h, tr("must be attacked")});
    return must;
}
}  // namespace

void showCombatMarks(MapScene& scene, const core::GameState* state) {
    std::vector<HexMark> must;
    std::vector<CombatArrows> arrows;
    std::optional<core::HexId> diversion;
    if (state && state->phase == core::Phase::CloseCombat) {
        const core::GameState& s = *state;
        if (s.step == core::Step::DeclareCombats) must = owedAttacks(s);
        for (std::size_t i = 0; i < s.combats.size(); ++i) {
            const core::DeclaredCombat& c = s.combats[i];
            std::vector<core::HexId> from;
            for (const core::HexId h : c.attackerHexes)
                if (std::find(from.begin(), from.end(), h) == from.end()) from.push_back(h);
            arrows.push_back({static_cast<int>(i) + 1, from, c.defenderHexes, c.resolved, s.combat.index == static_cast<int>(i)});
        }
        diversion = s.diversion;
    }
    scene.setMustAttack(std::move(must));
    scene.setCombats(std::move(arrows), diversion);
}

}  // namespace tricorne::app
