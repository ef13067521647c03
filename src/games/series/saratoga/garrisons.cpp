#include "tricorne/saratoga/garrisons.h"

#include <algorithm>

#include "tricorne/series/rules/army_morale.h"

namespace tricorne::core::saratoga {

int garrisonHolders(const GameState& s, HexId hex, Side side, bool excludeArtillery) {
    int n = 0;
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && s.sideOf(i) == side && s.pieces[static_cast<std::size_t>(i)].hex == hex && !(excludeArtillery && s.unitDef(i).isArtillery())) ++n;
    return n;
}

namespace {
bool closed(const GameState& s, HexId hex) { return std::find(s.garrisonsClosed.begin(), s.garrisonsClosed.end(), hex) != s.garrisonsClosed.end(); }

std::vector<HexId> garrisonHexes(const nlohmann::json& g) {
    std::vector<HexId> hexes;
    for (const auto& h : g["hexes"]) hexes.push_back(*HexId::parse(h.get<std::string>()));
    return hexes;
}

// E3.6.1: the enemy in the hex or in an adjacent garrison hex lifts the requirement.
bool lifted(const GameState& s, const nlohmann::json& g, const std::vector<HexId>& hexes, HexId hex, Side side) {
    if (!g.contains("liftedWhen")) return false;
    bool out = garrisonHolders(s, hex, enemyOf(side), false) > 0;
    for (HexId other : hexes)
        if (other != hex && distance(other, hex) == 1 && garrisonHolders(s, other, enemyOf(side), false) > 0) out = true;
    return out;
}

bool held(const GameState& s, const nlohmann::json& g, HexId hex, Side side) {
    return garrisonHolders(s, hex, side, g.value("excludeArtillery", false)) >= g.value("minUnits", 1);
}
}  // namespace

void garrisonCosts(const GameState& s, std::vector<PhaseCost>& costs) {
    const auto& extra = s.scenario->extra;
    if (!extra.contains("garrisons") || !(s.hasRule("E3.6") || s.hasRule("E3.6.1") || s.hasRule("E7.6"))) return;
    if (s.phase != Phase::Movement || s.step != Step::Moving || s.outcome.over) return;
    for (const auto& g : extra["garrisons"]) {
        const auto side = sideFromId(g.value("side", ""));
        if (!side || *side != s.phasing()) continue;
        const auto hexes = garrisonHexes(g);
        const std::string rule = g.value("rule", "E3.6");
        const auto& penalty = g.value("abandonPenalty", nlohmann::json::object());
        std::string price;
        if (penalty.contains("vpToEnemy")) price = std::to_string(penalty.value("vpToEnemy", 1)) + " VP to " + std::string(sideName(enemyOf(*side)));
        if (penalty.contains("am")) price += (price.empty() ? "" : " and ") + std::to_string(penalty.value("am", 1)) + " Army Morale";
        for (HexId hex : hexes) {
            if (closed(s, hex) || lifted(s, g, hexes, hex, *side) || held(s, g, hex, *side)) continue;
            costs.push_back({penalty.value("rule", rule), "Garrison hex " + hex.str() + " is left empty and will be abandoned for good: " + price, {}, {hex}});
        }
    }
}

void checkGarrisons(GameState& s, std::vector<Event>& events) {
    const auto& extra = s.scenario->extra;
    if (!extra.contains("garrisons")) return;
    for (const auto& g : extra["garrisons"]) {
        const auto side = sideFromId(g.value("side", ""));
        if (!side || *side != s.phasing()) continue;
        const auto hexes = garrisonHexes(g);
        const std::string rule = g.value("rule", "E3.6");
        for (HexId hex : hexes) {
            if (closed(s, hex)) continue;
            if (lifted(s, g, hexes, hex, *side)) {
                s.garrisonsClosed.push_back(hex);
                events.push_back({"E3.6.1", "The garrison requirement at " + hex.str() + " is lifted by the enemy's presence", {hex}});
                continue;
            }
            if (held(s, g, hex, *side)) continue;
            // E3.6.2, E7.6: the hex is abandoned, and the price is paid once.
            s.garrisonsClosed.push_back(hex);
            const auto& penalty = g.value("abandonPenalty", nlohmann::json::object());
            if (penalty.contains("vpToEnemy")) {
                s.vpHalves[static_cast<std::size_t>(enemyOf(*side))] += 2 * penalty.value("vpToEnemy", 1);
                events.push_back({penalty.value("rule", rule), "Garrison hex " + hex.str() + " abandoned: " + std::string(sideName(enemyOf(*side))) + " +" +
                                                                   std::to_string(penalty.value("vpToEnemy", 1)) + " VP",
                                  {hex},
                                  VpGain{enemyOf(*side), 2 * penalty.value("vpToEnemy", 1)}});
            }
            if (penalty.contains("am")) {
                events.push_back({rule, "Garrison hex " + hex.str() + " abandoned", {hex}});
                adjustArmyMorale(s, *side, -penalty.value("am", 1), rule, "garrison hex " + hex.str() + " abandoned", events);
            }
            if (s.step == Step::Over) return;
        }
    }
}

}  // namespace tricorne::core::saratoga
