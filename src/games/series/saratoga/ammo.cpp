#include "tricorne/saratoga/ammo.h"

#include <algorithm>

#include "../rules/piece_index.h"

namespace tricorne::core::saratoga {

namespace {
bool logged(const GameState& s, int unit) { return unit >= 0 && unit < s.unitCount(); }

std::string boxes(int checked, int of) { return std::to_string(checked) + " of " + std::to_string(of); }
}  // namespace

void initAmmoLog(GameState& s) {
    if (!s.scenario->extra.contains("ammoDepletion") || !s.hasRule("E7.1")) return;
    const auto& log = s.scenario->extra["ammoDepletion"];
    if (!log.contains("units") || !log["units"].is_array()) return;
    for (const auto& entry : log["units"]) {
        const auto unit = s.pieceIndex(entry.value("unit", ""));
        if (!unit || s.isLeader(*unit)) continue;
        Piece& p = pc(s, *unit);
        p.ammoBoxes = static_cast<std::int8_t>(entry.value("boxes", entry.value("closeCombatBoxes", -1)));
        p.fireBoxes = static_cast<std::int8_t>(entry.value("fireBoxes", -1));
    }
}

bool closeCombatAmmoDepleted(const GameState& s, int unit) {
    if (!logged(s, unit)) return false;
    const Piece& p = pc(s, unit);
    if (p.ammoBoxes < 0 || p.ammoChecked < p.ammoBoxes) return false;
    // E7.1, E7.3.1: the box checked for a combat pays for it; the unit is depleted after it, as a fire box pays for its fire.
    return std::find(s.combat.ammoPaid.begin(), s.combat.ammoPaid.end(), unit) == s.combat.ammoPaid.end();
}

bool fireAmmoDepleted(const GameState& s, int unit) {
    if (!logged(s, unit)) return false;
    const Piece& p = pc(s, unit);
    return p.fireBoxes >= 0 && p.fireChecked >= p.fireBoxes;
}

bool ammoCostsZoc(const GameState& s, int unit) {
    if (!logged(s, unit)) return false;
    // E7.3: Morgan's close combat box has only the third and fourth bullets of E7.2; his fire boxes take the ZOC.
    if (pc(s, unit).fireBoxes >= 0) return fireAmmoDepleted(s, unit);
    return closeCombatAmmoDepleted(s, unit);
}

void checkCloseCombatBox(GameState& s, int unit, std::vector<Event>& events) {
    Piece& p = pc(s, unit);
    if (p.ammoBoxes < 0 || p.ammoChecked >= p.ammoBoxes) return;
    ++p.ammoChecked;
    s.combat.ammoPaid.push_back(unit);
    events.push_back({"E7.1", s.unitDef(unit).name + " checks a close combat ammo box (" + boxes(p.ammoChecked, p.ammoBoxes) + ")", {p.hex}});
}

void closeCombatAmmoSpent(GameState& s, std::vector<Event>& events) {
    for (int unit : s.combat.ammoPaid) {
        const Piece& p = pc(s, unit);
        if (p.ammoChecked == p.ammoBoxes && s.onMap(unit))
            events.push_back({p.fireBoxes >= 0 ? "E7.3.1" : "E7.2", s.unitDef(unit).name + " is Ammo Depleted in close combat", {p.hex}});
    }
    s.combat.ammoPaid.clear();
}

void checkFireBox(GameState& s, int unit, std::vector<Event>& events) {
    Piece& p = pc(s, unit);
    if (p.fireBoxes < 0 || p.fireChecked >= p.fireBoxes) return;
    ++p.fireChecked;
    const std::string name = s.unitDef(unit).name;
    events.push_back({"E7.3.2", name + " checks a fire ammo box (" + boxes(p.fireChecked, p.fireBoxes) + ")", {p.hex}});
    if (p.fireChecked == p.fireBoxes) events.push_back({"E7.3.2", name + " has no fire ammunition left: no more fire, and no ZOC", {p.hex}});
}

}  // namespace tricorne::core::saratoga
