#include "tricorne/saratoga/garrisons.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "tricorne/series/data_set.h"
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

// One entry of the scenario's "garrisons", as read from its JSON.
struct GarrisonRule {
    Side side = Side::American;
    std::vector<HexId> hexes;
    std::string rule;            // "E3.6" unless the entry says
    bool liftable = false;       // E3.6.1: "liftedWhen"
    bool excludeArtillery = false;
    int minUnits = 1;
    std::optional<int> vpToEnemy, am;  // the abandon penalty
    std::string penaltyRule;     // the penalty's rule, else the entry's
    std::string price;           // the penalty in words
};

// The scenario's garrisons and whether their rules are in force (E3.6, E3.6.1, E7.6), read
// once for each data set (its address and content hash) and scenario: the end of every
// Movement Phase, and a computer player's every look at it, asks for them.
struct GarrisonRules {
    bool inForce = false;
    std::vector<GarrisonRule> garrisons;
};
GarrisonRules readGarrisonRules(const GameState& s) {
    GarrisonRules out;
    out.inForce = s.hasRule("E3.6") || s.hasRule("E3.6.1") || s.hasRule("E7.6");
    const auto& extra = s.scenario->extra;
    if (extra.contains("garrisons"))
        for (const auto& g : extra["garrisons"]) {
            const auto side = sideFromId(g.value("side", ""));
            if (!side) continue;
            GarrisonRule r;
            r.side = *side;
            for (const auto& h : g["hexes"]) r.hexes.push_back(*HexId::parse(h.get<std::string>()));
            r.rule = g.value("rule", "E3.6");
            r.liftable = g.contains("liftedWhen");
            r.excludeArtillery = g.value("excludeArtillery", false);
            r.minUnits = g.value("minUnits", 1);
            const auto& penalty = g.value("abandonPenalty", nlohmann::json::object());
            if (penalty.contains("vpToEnemy")) r.vpToEnemy = penalty.value("vpToEnemy", 1);
            if (penalty.contains("am")) r.am = penalty.value("am", 1);
            r.penaltyRule = penalty.value("rule", r.rule);
            if (r.vpToEnemy) r.price = std::to_string(*r.vpToEnemy) + " VP to " + std::string(sideName(enemyOf(r.side)));
            if (r.am) r.price += (r.price.empty() ? "" : " and ") + std::to_string(*r.am) + " Army Morale";
            out.garrisons.push_back(std::move(r));
        }
    return out;
}

const GarrisonRules& garrisonRules(const GameState& s) {
    if (!s.data) {  // a scenario outside any data set: read each time
        thread_local GarrisonRules read;
        return read = readGarrisonRules(s);
    }
    using Key = std::tuple<const DataSet*, std::uint64_t, const Scenario*>;
    thread_local std::map<Key, GarrisonRules> cache;
    const Key key{s.data, s.data->contentHash, s.scenario};
    if (auto it = cache.find(key); it != cache.end()) return it->second;
    return cache.emplace(key, readGarrisonRules(s)).first->second;
}

// The units of each side in each hex of a garrison, counted in one pass over the units (the
// checks below ask of every hex, and of its neighbours among them).
class GarrisonCounts {
public:
    GarrisonCounts(const GameState& s, const std::vector<HexId>& hexes) : m_hexes(hexes), m_counts(hexes.size()) {
        for (int i = 0; i < s.unitCount(); ++i) {
            if (!s.onMap(i)) continue;
            const auto it = std::find(m_hexes.begin(), m_hexes.end(), s.pieces[static_cast<std::size_t>(i)].hex);
            if (it == m_hexes.end()) continue;
            Count& c = m_counts[static_cast<std::size_t>(it - m_hexes.begin())];
            const auto side = static_cast<std::size_t>(s.sideOf(i));
            ++c.all[side];
            if (!s.unitDef(i).isArtillery()) ++c.noArtillery[side];
        }
    }
    // garrisonHolders(s, hex, side, excludeArtillery), for a hex of the garrison.
    int holders(HexId hex, Side side, bool excludeArtillery) const {
        const Count& c = m_counts[static_cast<std::size_t>(std::find(m_hexes.begin(), m_hexes.end(), hex) - m_hexes.begin())];
        return (excludeArtillery ? c.noArtillery : c.all)[static_cast<std::size_t>(side)];
    }

private:
    struct Count {
        std::array<int, 2> all{0, 0}, noArtillery{0, 0};
    };
    const std::vector<HexId>& m_hexes;
    std::vector<Count> m_counts;
};

// E3.6.1: the enemy in the hex or in an adjacent garrison hex lifts the requirement.
bool lifted(const GarrisonCounts& n, const GarrisonRule& g, HexId hex) {
    if (!g.liftable) return false;
    bool out = n.holders(hex, enemyOf(g.side), false) > 0;
    for (HexId other : g.hexes)
        if (other != hex && distance(other, hex) == 1 && n.holders(other, enemyOf(g.side), false) > 0) out = true;
    return out;
}

bool held(const GarrisonCounts& n, const GarrisonRule& g, HexId hex) { return n.holders(hex, g.side, g.excludeArtillery) >= g.minUnits; }
}  // namespace

void garrisonCosts(const GameState& s, std::vector<PhaseCost>& costs) {
    const GarrisonRules& rules = garrisonRules(s);
    if (rules.garrisons.empty() || !rules.inForce) return;
    if (s.phase != Phase::Movement || s.step != Step::Moving || s.outcome.over) return;
    for (const GarrisonRule& g : rules.garrisons) {
        if (g.side != s.phasing()) continue;
        const GarrisonCounts counts(s, g.hexes);
        for (HexId hex : g.hexes) {
            if (closed(s, hex) || lifted(counts, g, hex) || held(counts, g, hex)) continue;
            costs.push_back({g.penaltyRule, "Garrison hex " + hex.str() + " is left empty and will be abandoned for good: " + g.price, {}, {hex}});
        }
    }
}

void checkGarrisons(GameState& s, std::vector<Event>& events) {
    for (const GarrisonRule& g : garrisonRules(s).garrisons) {
        if (g.side != s.phasing()) continue;
        const GarrisonCounts counts(s, g.hexes);  // the units stand still while the garrisons are checked
        for (HexId hex : g.hexes) {
            if (closed(s, hex)) continue;
            if (lifted(counts, g, hex)) {
                s.garrisonsClosed.push_back(hex);
                events.push_back({"E3.6.1", "The garrison requirement at " + hex.str() + " is lifted by the enemy's presence", {hex}});
                continue;
            }
            if (held(counts, g, hex)) continue;
            // E3.6.2, E7.6: the hex is abandoned, and the price is paid once.
            s.garrisonsClosed.push_back(hex);
            if (g.vpToEnemy) {
                s.vpHalves[static_cast<std::size_t>(enemyOf(g.side))] += 2 * *g.vpToEnemy;
                events.push_back({g.penaltyRule, "Garrison hex " + hex.str() + " abandoned: " + std::string(sideName(enemyOf(g.side))) + " +" + std::to_string(*g.vpToEnemy) + " VP",
                                  {hex},
                                  VpGain{enemyOf(g.side), 2 * *g.vpToEnemy}});
            }
            if (g.am) {
                events.push_back({g.rule, "Garrison hex " + hex.str() + " abandoned", {hex}});
                adjustArmyMorale(s, g.side, -*g.am, g.rule, "garrison hex " + hex.str() + " abandoned", events);
            }
            if (s.step == Step::Over) return;
        }
    }
}

// E3.6, E3.6.1, E7.6: the rules that check the garrisons, for the end of a Movement Phase.
bool garrisonRulesInForce(const GameState& s) { return garrisonRules(s).inForce; }

bool inGarrisonHex(const GameState& s, int piece) {
    if (!s.onMap(piece)) return false;
    const HexId at = s.pieces[static_cast<std::size_t>(piece)].hex;
    for (const GarrisonRule& g : garrisonRules(s).garrisons)
        if (std::find(g.hexes.begin(), g.hexes.end(), at) != g.hexes.end()) return true;
    return false;
}

}  // namespace tricorne::core::saratoga
