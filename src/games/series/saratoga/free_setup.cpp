#include "tricorne/saratoga/free_setup.h"

#include <algorithm>

#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/stacking.h"
#include "tricorne/saratoga/garrisons.h"
#include "tricorne/saratoga/map_regions.h"
#include "tricorne/saratoga/scenario_moves.h"
#include "../rules/piece_index.h"

namespace tricorne::core::saratoga {

namespace {
constexpr const char* kOption = "free-setup";


const nlohmann::json& sideEffects(const GameState& s, Side side) {
    static const nlohmann::json none = nlohmann::json::object();
    const auto* effects = s.optionEffects(kOption);
    const std::string key(sideId(side));
    if (!effects || !effects->contains(key)) return none;
    return (*effects)[key];
}

bool inFlechettes(const GameState& s, int piece) {
    for (const auto& placement : s.scenario->sideSetup(s.sideOf(piece)).placements)
        if (std::find(placement.markers.begin(), placement.markers.end(), "flechettes") != placement.markers.end() && placement.hex == pc(s, piece).hex)
            return true;
    return false;
}

bool playerPlaced(const GameState& s, int piece) {
    for (const auto& pp : s.scenario->sideSetup(s.sideOf(piece)).playerPlaced)
        if (pp.counter == s.pieceId(piece)) return true;
    return false;
}

// The piece keeps its table hex (E3.1, E5.6.2.1, E7.8) rather than being deployed freely.
bool fixedInPlace(const GameState& s, int piece) {
    const auto& effects = sideEffects(s, s.sideOf(piece));
    if (!s.isLeader(piece) && s.unitDef(piece).isArtillery() && effects.value("artilleryAtPrintedHex", false)) return true;  // E5.6.1, E3.1
    if (!s.isLeader(piece) && effects.value("flechetteUnitsFixed", false) && inFlechettes(s, piece)) return true;           // E5.6.2.1
    // E7.8: Arnold is confined to his quarters at 1407 from the start (docs/rulings.md, E5.6).
    if (s.scenario->extra.contains("arnoldArrest") && s.scenario->extra["arnoldArrest"].value("unit", "") == s.pieceId(piece)) return true;
    return playerPlaced(s, piece);  // E5.1: the Ottawas keep their own placement
}

// The area the side deploys in (E5.6.1 the Bemis Heights Line, E5.6.2 north of Mill Creek), by map index.
std::vector<std::uint8_t> deploymentArea(const GameState& s, Side side) {
    std::vector<std::uint8_t> in(static_cast<std::size_t>(s.map->hexCount()), 0);
    const auto& effects = sideEffects(s, side);
    std::vector<HexId> hexes;
    if (const MapArea* area = s.map->area(effects.value("area", std::string{})))
        hexes = area->hexes;
    else if (effects.contains("northOf"))
        hexes = northOfMillCreek(*s.map);
    for (HexId h : hexes) in[static_cast<std::size_t>(s.map->index(h))] = 1;
    return in;
}

bool inArea(const GameState& s, const std::vector<std::uint8_t>& area, HexId h) {
    return s.map->contains(h) && area[static_cast<std::size_t>(s.map->index(h))] != 0;
}

// The scenario's garrison entry for the side (E7.6.1 with E3.6.1; E7.6.2), when the option keeps it.
const nlohmann::json* garrisonEntry(const GameState& s, Side side) {
    const auto& effects = sideEffects(s, side);
    if (!effects.value("garrisons", false) && !effects.contains("garrisonHexes")) return nullptr;
    if (!s.scenario->extra.contains("garrisons")) return nullptr;
    for (const auto& g : s.scenario->extra["garrisons"])
        if (sideFromId(g.value("side", "")) == side) return &g;
    return nullptr;
}

bool mans(const GameState& s, const nlohmann::json& garrison, int unit) {
    return !s.isLeader(unit) && !(garrison.value("excludeArtillery", false) && s.unitDef(unit).isArtillery());
}

struct GarrisonNeed {
    std::vector<HexId> short_;  // garrison hexes still short of their minimum
    int steps = 0;              // units still needed in them
    int toCome = 0;             // units still to deploy that could man them
};

GarrisonNeed garrisonNeed(const GameState& s, Side side) {
    GarrisonNeed need;
    const auto* g = garrisonEntry(s, side);
    if (!g) return need;
    const int minUnits = g->value("minUnits", 1);
    for (const auto& id : (*g)["hexes"]) {
        const HexId hex = *HexId::parse(id.get<std::string>());
        const int holders = garrisonHolders(s, hex, side, g->value("excludeArtillery", false));
        if (holders < minUnits) {
            need.short_.push_back(hex);
            need.steps += minUnits - holders;
        }
    }
    for (int p : s.placementQueue)
        if (s.sideOf(p) == side && awaitingFreeSetup(s, p) && mans(s, *g, p)) ++need.toCome;
    return need;
}

// The piece must go to a garrison hex still short: no more units to come than are needed there.
bool mustGarrison(const GameState& s, int piece, const GarrisonNeed& need) {
    const auto* g = garrisonEntry(s, s.sideOf(piece));
    return g && mans(s, *g, piece) && need.steps > 0 && need.toCome <= need.steps;
}

std::string hexListText(const std::vector<HexId>& hexes) {
    std::string out;
    for (HexId h : hexes) out += (out.empty() ? "" : ", ") + h.str();
    return out;
}
}  // namespace

bool freeSetup(const GameState& s) { return s.option(kOption); }

std::vector<int> beginFreeSetup(GameState& s) {
    std::vector<int> queue;
    if (!freeSetup(s)) return queue;
    // E5.6.1: the Americans first; E5.6.2: the British second. Leaders after the combat units,
    // so they can join the troops they will lead.
    for (Side side : {Side::American, Side::British})
        for (bool leaders : {false, true})
            for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
                if (s.isLeader(i) == leaders && s.sideOf(i) == side && s.onMap(i) && !fixedInPlace(s, i)) queue.push_back(i);
    // Lifted from the table until placed: the printed hex stays as the piece's hex.
    for (int i : queue) pc(s, i).location = Location::NotInPlay;
    return queue;
}

bool awaitingFreeSetup(const GameState& s, int piece) {
    return s.phase == Phase::Setup && freeSetup(s) && pc(s, piece).location == Location::NotInPlay &&
           std::find(s.placementQueue.begin(), s.placementQueue.end(), piece) != s.placementQueue.end();
}

std::string freeSetupRule(const GameState& s, int piece) { return sideEffects(s, s.sideOf(piece)).value("rule", std::string("E5.6")); }

std::vector<HexId> freeSetupHexes(const GameState& s, int piece) {
    const Side side = s.sideOf(piece);
    const auto area = deploymentArea(s, side);
    const auto need = garrisonNeed(s, side);
    const bool garrison = mustGarrison(s, piece, need);
    std::vector<HexId> out;
    for (HexId h : s.map->allHexes()) {
        if (!inArea(s, area, h) || s.map->prohibited(h) || enemyIn(s, h, side)) continue;
        if (garrison && std::find(need.short_.begin(), need.short_.end(), h) == need.short_.end()) continue;
        if (!s.isLeader(piece) && !fitsStack(s, h, piece)) continue;  // 7.1
        if (forbiddenStack(s, piece, h) || forbiddenEnd(s, piece, h)) continue;  // E7.8, E3.4.2
        out.push_back(h);
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string freeSetupRefusal(const GameState& s, int piece, HexId hex) {
    const Side side = s.sideOf(piece);
    const std::string rule = freeSetupRule(s, piece);
    const std::string name = counterName(s, piece);
    if (!inArea(s, deploymentArea(s, side), hex) || s.map->prohibited(hex))
        return side == Side::American ? rule + ": the American army deploys within the Bemis Heights Line; " + hex.str() + " is outside it"
                                      : rule + ": the British army deploys north of Mill Creek and its Middle Branch; " + hex.str() + " is not";
    if (enemyIn(s, hex, side)) return rule + ": " + hex.str() + " holds the enemy";
    const auto need = garrisonNeed(s, side);
    if (mustGarrison(s, piece, need) && std::find(need.short_.begin(), need.short_.end(), hex) == need.short_.end()) {
        const std::string which = side == Side::American ? "E5.6.1: garrison rules are in effect at all times (E3.6.1, E7.6.1)"
                                                         : "E5.6.2.2: the British must garrison 1015, 1518, 1920 and 2019 (E7.6.2)";
        return which + ": the " + std::to_string(need.toCome) + " units still to deploy are needed in " + hexListText(need.short_) + "; " + name +
               " goes to one of them";
    }
    if (auto why = forbiddenStack(s, piece, hex)) return *why;
    if (auto why = forbiddenEnd(s, piece, hex)) return *why;
    if (s.isLeader(piece)) return "7.1: " + name + " would overstack " + hex.str();
    StackCount would = stackAt(s, hex, side, piece);
    (s.unitDef(piece).isArtillery() ? would.artillery : would.sp) += s.unitDef(piece).isArtillery() ? 1 : stackingSp(s, piece);
    return stackingLimitText("7.1", hex, would) + ": " + name + " does not fit";
}

}  // namespace tricorne::core::saratoga
