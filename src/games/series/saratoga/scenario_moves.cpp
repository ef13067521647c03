#include "tricorne/saratoga/scenario_moves.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

#include "tricorne/series/rules/leaders.h"
#include "tricorne/saratoga/map_regions.h"
#include "../rules/piece_index.h"

namespace tricorne::core::saratoga {

namespace {

const nlohmann::json* holdEntry(const GameState& s, const std::string& rule) {
    if (!s.scenario->extra.contains("movementHolds")) return nullptr;
    for (const auto& h : s.scenario->extra["movementHolds"])
        if (h.value("rule", "") == rule) return &h;
    return nullptr;
}

std::vector<HexId> hexList(const nlohmann::json& j) {
    std::vector<HexId> out;
    if (!j.is_array()) return out;
    for (const auto& h : j)
        if (h.is_string())
            if (auto hex = HexId::parse(h.get<std::string>())) out.push_back(*hex);
    return out;
}

// E10.2: the hexes a side may enter, found once a map and scenario: everything reachable
// from the side's own rear without crossing the named waterways or entering the named rows.
struct Limits {
    std::vector<std::uint8_t> allowed;
    std::string rule, why;
};

std::shared_ptr<const Limits> limitsFor(const GameState& s, Side side) {
    // Shared by every thread (a computer player searches beside the window): one at a time.
    static std::mutex mutex;
    const std::lock_guard lock(mutex);
    static std::map<std::tuple<const Map*, const Scenario*, int>, std::shared_ptr<const Limits>> cache;
    const auto key = std::make_tuple(s.map, s.scenario, static_cast<int>(side));
    if (auto it = cache.find(key); it != cache.end()) return it->second;
    std::shared_ptr<Limits> limits;
    if (s.scenario->extra.contains("movementLimits") && s.hasRule("E10.2")) {
        for (const auto& entry : s.scenario->extra["movementLimits"]) {
            if (entry.value("side", "") != sideId(side)) continue;
            limits = std::make_shared<Limits>();
            limits->rule = entry.value("rule", "E10.2");
            std::vector<std::string> waterways;
            std::vector<nlohmann::json> rows;
            for (const auto& p : entry.value("prohibited", nlohmann::json::array())) {
                if (p.contains("waterway")) waterways.push_back(p.value("waterway", ""));
                if (p.value("kind", "") == "hexes") rows.push_back(p);
                if (!limits->why.empty()) limits->why += " or ";
                limits->why += p.value("kind", "") == "hexes" ? p.value("note", "beyond the scenario's limit")
                                                              : std::string(p.value("kind", "") == "eastOfWaterway" ? "east of " : "south of ") +
                                                                    p.value("waterway", "");
            }
            // Below the junction the South Branch runs on as Mill Creek: the British line is both (docs/rulings.md).
            if (side == Side::British && std::find(waterways.begin(), waterways.end(), "South Branch") != waterways.end())
                waterways.push_back("Mill Creek (below the South Branch)");
            auto barred = [&](HexId h) {
                for (const auto& r : rows) {
                    const bool colOk = (!r.contains("columnGreaterThan") || h.col > r.value("columnGreaterThan", 0)) &&
                                       (!r.contains("columnAtMost") || h.col <= r.value("columnAtMost", 0));
                    const bool rowOk = (!r.contains("rowAtLeast") || h.row >= r.value("rowAtLeast", 0)) &&
                                       (!r.contains("rowLessThan") || h.row < r.value("rowLessThan", 0));
                    if (colOk && rowOk) return true;
                }
                return false;
            };
            auto crossesWater = [&](HexId a, HexId b) {
                for (const auto& w : s.map->waterways()) {
                    bool named = std::find(waterways.begin(), waterways.end(), w.name) != waterways.end();
                    // Mill Creek's lower course: the hexsides south of where the South Branch joins it (row 12 and below).
                    const bool lowerMill = w.name == "Mill Creek" &&
                                           std::find(waterways.begin(), waterways.end(), "Mill Creek (below the South Branch)") != waterways.end();
                    if (!named && !lowerMill) continue;
                    for (const auto& hs : w.hexsides)
                        if ((hs.a == a && hs.b == b) || (hs.a == b && hs.b == a)) {
                            if (named || std::max(hs.a.row, hs.b.row) <= 12) return true;
                        }
                }
                return false;
            };
            // Flood from the side's rear: the Americans from the south edge, the British from the north edge.
            std::vector<HexId> rear;
            for (HexId h : s.map->allHexes())
                if (side == Side::American ? (h.row == 1) : (h.row == s.map->rows())) rear.push_back(h);
            limits->allowed = floodFrom(*s.map, rear, barred, crossesWater);
        }
    }
    cache[key] = limits;
    return limits;
}

bool inBemisHeightsLine(const GameState& s, HexId h) { return s.map->inArea("bemisHeightsCamp", h); }
}  // namespace

void initHolds(GameState& s) {
    if (const auto* h = holdEntry(s, "E8.1"); h && s.hasRule("E8.1"))
        for (const auto& id : h->value("units", std::vector<std::string>{}))
            if (auto p = s.pieceIndex(id); p && s.onMap(*p)) pc(s, *p).hold = kHoldUntilEnemyReinforced;
    if (const auto* h = holdEntry(s, "E8.1.1"); h && s.hasRule("E8.1.1")) {
        const auto hexes = hexList(h->value("hexes", nlohmann::json::array()));
        // E8.1.1: the pieces beginning in Fraser's hexes, his own included (docs/rulings.md).
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
            if (s.onMap(i) && std::find(hexes.begin(), hexes.end(), pc(s, i).hex) != hexes.end()) pc(s, i).hold = kHoldFraser;
    }
    if (s.scenario->extra.contains("arnoldArrest") && s.hasRule("E7.8"))
        if (auto p = s.pieceIndex(s.scenario->extra["arnoldArrest"].value("unit", "")); p && s.onMap(*p)) pc(s, *p).hold = kHoldArnold;
}

std::optional<std::string> holdReason(const GameState& s, int piece) {
    switch (pc(s, piece).hold) {
        case kHoldUntilEnemyReinforced:
            return "E8.1: " + s.pieceId(piece) + " may not move until its first Movement Phase after American reinforcements have entered";
        case kHoldFraser: return "E8.1.1: " + s.pieceId(piece) + " stays in place until released (an American unit moving next to it, or the Fraser Release Table)";
        case kHoldArnold:
            return s.option("arnold-arrest-until-attacked") ? "E7.8: Arnold may not move until his hex (1407) is attacked in close combat"
                                                            : "E7.8: Arnold may not leave 1407 until a British unit enters the Bemis Heights Line";
        default: return std::nullopt;
    }
}

std::optional<std::string> outsideMovementLimits(const GameState& s, Side side, HexId hex) {
    const auto limits = limitsFor(s, side);
    if (!limits || !s.map->contains(hex) || limits->allowed[static_cast<std::size_t>(s.map->index(hex))]) return std::nullopt;
    return limits->rule + ": " + std::string(sideName(side)) + " units may not move " + limits->why + " (" + hex.str() + ")";
}

const std::vector<std::uint8_t>* movementLimitsMap(const GameState& s, Side side) {
    // The cache keeps every Limits it made, so the vector outlives the search.
    const auto limits = limitsFor(s, side);
    return limits ? &limits->allowed : nullptr;
}

std::vector<HexId> forbiddenStackHexes(const GameState& s, int piece) {
    std::vector<HexId> out;
    if (!s.scenario->extra.contains("arnoldArrest") || !s.isLeader(piece)) return out;
    const auto& arrest = s.scenario->extra["arnoldArrest"];
    const auto arnold = s.pieceIndex(arrest.value("unit", ""));
    for (const auto& id : arrest.value("neverStackWith", std::vector<std::string>{})) {
        const auto other = s.pieceIndex(id);
        if (!arnold || !other) continue;
        const int partner = piece == *arnold ? *other : piece == *other ? *arnold : -1;
        if (partner >= 0 && s.onMap(partner)) out.push_back(pc(s, partner).hex);
    }
    return out;
}

std::optional<std::string> forbiddenStack(const GameState& s, int piece, HexId hex) {
    const auto banned = forbiddenStackHexes(s, piece);
    if (std::find(banned.begin(), banned.end(), hex) == banned.end()) return std::nullopt;
    return "E7.8: Arnold can never stack with Gates (" + hex.str() + ")";
}

namespace {
// E3.4.2: whether the rule can bar `piece` from ending a move anywhere: von Riedesel (a leader
// of Germans only), or a British unit that is not German.
bool endMayBeBarred(const GameState& s, int piece) {
    if (s.sideOf(piece) != Side::British || !s.hasRule("E3.4.2")) return false;
    return s.isLeader(piece) ? s.leaderDef(piece).commands == Command::Germans : !isGerman(s.unitDef(piece));
}
// E3.4.2: whether `other`, on the map, bars such a piece from ending its move in its hex: for von
// Riedesel a British unit that is not German, for such a unit von Riedesel.
bool barsEnd(const GameState& s, int piece, int other) {
    if (other == piece || !s.onMap(other) || s.sideOf(other) != Side::British) return false;
    if (s.isLeader(piece)) return !s.isLeader(other) && !isGerman(s.unitDef(other));
    return s.isLeader(other) && s.leaderDef(other).commands == Command::Germans;
}
}  // namespace

std::optional<std::string> forbiddenEnd(const GameState& s, int piece, HexId hex) {
    if (!endMayBeBarred(s, piece)) return std::nullopt;
    for (int other = 0; other < static_cast<int>(s.pieces.size()); ++other) {
        if (pc(s, other).hex != hex || !barsEnd(s, piece, other)) continue;
        if (s.isLeader(piece)) return "E3.4.2: " + leaderFace(s, piece).name + " may only stack with German units (" + s.unitDef(other).name + " is in " + hex.str() + ")";
        return "E3.4.2: " + leaderFace(s, other).name + " in " + hex.str() + " may only stack with German units";
    }
    return std::nullopt;
}

std::vector<HexId> forbiddenEnds(const GameState& s, int piece) {
    std::vector<HexId> out;
    if (!endMayBeBarred(s, piece)) return out;
    for (int other = 0; other < static_cast<int>(s.pieces.size()); ++other)
        if (barsEnd(s, piece, other)) out.push_back(pc(s, other).hex);
    return out;
}

void releaseHoldsAtMovementStart(GameState& s, std::vector<Event>& events) {
    if (!s.reinforced[static_cast<std::size_t>(enemyOf(s.phasing()))]) return;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (pc(s, i).hold == kHoldUntilEnemyReinforced && s.sideOf(i) == s.phasing()) {
            pc(s, i).hold = 0;
            events.push_back({"E8.1", s.pieceId(i) + " may move: the enemy's reinforcements have entered", {pc(s, i).hex}});
        }
}

bool releaseHoldsAfterMove(GameState& s, int mover, const std::vector<HexId>& path, std::vector<Event>& events) {
    bool rollDue = false;
    if (!s.isLeader(mover) && s.sideOf(mover) == Side::American) {
        if (const auto* h = holdEntry(s, "E8.1.1"); h && s.hasRule("E8.1.1")) {
            // E8.1.1: even a move that ends elsewhere releases the hexes it passed next to.
            const auto hexes = hexList(h->value("hexes", nlohmann::json::array()));
            bool released = false;
            for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
                if (pc(s, i).hold != kHoldFraser || !s.onMap(i)) continue;
                const HexId at = pc(s, i).hex;
                if (std::find(hexes.begin(), hexes.end(), at) == hexes.end()) continue;
                if (std::none_of(path.begin() + 1, path.end(), [&](HexId step) { return distance(step, at) == 1; })) continue;
                pc(s, i).hold = 0;
                released = true;
                events.push_back({"E8.1.1", s.pieceId(i) + " is released: " + s.pieceId(mover) + " came next to " + at.str(), {at}});
            }
            if (released && !s.fraserRolled) rollDue = true;
        }
    }
    if (!s.isLeader(mover) && s.sideOf(mover) == Side::British && !s.option("arnold-arrest-until-attacked"))
        if (std::any_of(path.begin(), path.end(), [&](HexId h) { return inBemisHeightsLine(s, h); }))
            for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
                if (pc(s, i).hold == kHoldArnold) {
                    pc(s, i).hold = 0;
                    events.push_back({"E7.8", "Arnold is free: a British unit has entered the Bemis Heights Line", {pc(s, i).hex}});
                }
    return rollDue;
}

void releaseHoldsAfterCombatAgainst(GameState& s, const std::vector<HexId>& defenderHexes, std::vector<Event>& events) {
    if (!s.option("arnold-arrest-until-attacked")) return;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (pc(s, i).hold == kHoldArnold && std::find(defenderHexes.begin(), defenderHexes.end(), pc(s, i).hex) != defenderHexes.end()) {
            pc(s, i).hold = 0;
            events.push_back({"E7.8", "Arnold is free: his hex is attacked in close combat", {pc(s, i).hex}});
        }
}

int fraserReleaseCount(const GameState& s, int die) {
    if (!s.volume->raw.contains("fraserRelease")) return 0;
    for (const auto& r : s.volume->raw["fraserRelease"].value("ranges", nlohmann::json::array()))
        if (die >= r.value("min", 0) && die <= r.value("max", -1)) return r.value("released", 0);
    return 0;
}

std::vector<int> fraserHeldUnits(const GameState& s) {
    std::vector<int> out;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (s.onMap(i) && pc(s, i).hold == kHoldFraser) out.push_back(i);
    return out;
}

void applyFraserReleaseRoll(GameState& s, int die, std::vector<Event>& events) {
    s.fraserRolled = true;
    const auto held = fraserHeldUnits(s);
    s.fraserToRelease = std::min(fraserReleaseCount(s, die), static_cast<int>(held.size()));
    events.push_back({"E8.1.1", "Fraser Release Table, die " + std::to_string(die) + ": " + std::to_string(fraserReleaseCount(s, die)) +
                                    " more unit" + (fraserReleaseCount(s, die) == 1 ? "" : "s") + " released",
                      {}});
    s.step = s.fraserToRelease > 0 ? Step::ChooseRelease : Step::Moving;
}

std::string applyFraserRelease(GameState& s, const Action& action, std::vector<Event>& events) {
    const auto* r = std::get_if<Release>(&action);
    if (!r) return "E8.1.1: the British player first chooses the units the Fraser Release Table frees";
    const auto piece = s.pieceIndex(r->unit);
    const auto held = fraserHeldUnits(s);
    if (!piece || std::find(held.begin(), held.end(), *piece) == held.end()) return "E8.1.1: " + r->unit + " is not one of Fraser's held units";
    pc(s, *piece).hold = 0;
    events.push_back({"E8.1.1", r->unit + " is released by the British player's choice", {pc(s, *piece).hex}});
    if (--s.fraserToRelease == 0 || fraserHeldUnits(s).empty()) {
        s.fraserToRelease = 0;
        s.step = Step::Moving;
    }
    return "";
}

}  // namespace tricorne::core::saratoga
