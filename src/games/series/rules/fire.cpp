#include "tricorne/series/rules/fire.h"

#include <algorithm>
#include <set>

#include "tricorne/series/rules/intelligence.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/los.h"
#include "tricorne/series/rules/stacking.h"
#include "tricorne/series/rules/zoc.h"
#include "tricorne/engine/quoted.h"
#include "piece_index.h"

namespace tricorne::core {

namespace {

bool artilleryPhase(const GameState& s) { return s.phase == Phase::DefensiveArtilleryFire; }

// 3.1, 10.1: rifle units and musket/rifle units fire in the Rifle Fire Phase.
bool firesInRifleFirePhase(const UnitDef& def) { return def.isRifle() || def.musketRifle; }

// The side whose turn it is to declare fire.
Side declaringSide(const GameState& s) {
    if (artilleryPhase(s)) return enemyOf(s.phasing());  // 11.1: the non-phasing player
    return s.rifleDeclaring == 0 ? s.phasing() : enemyOf(s.phasing());  // 10.2: phasing player first
}

int firingSp(const GameState& s, int i, bool artillery) {
    const UnitDef& def = s.unitDef(i);
    const UnitFace& face = piece(s, i).reduced && def.reduced ? *def.reduced : def.full;
    return artillery ? face.sp : face.fireSp;  // 3.1: musket/rifle units fire with their rifle value
}

bool inMorgansZoc(const GameState& s, int battery) {
    for (int i = 0; i < s.unitCount(); ++i) {
        if (!s.unitDef(i).demiLeader || s.sideOf(i) == s.sideOf(battery) || !exertsZoc(s, i)) continue;
        const HexId from = piece(s, i).hex, to = piece(s, battery).hex;
        if (distance(from, to) == 1 && zocReaches(s, from, to)) return true;
    }
    return false;
}

const nlohmann::json* drmEntry(const GameState& s, const std::string& id) {
    for (const auto& d : s.series->raw.at("rangedFireDrms"))
        if (d.value("id", "") == id) return &d;
    return nullptr;
}

void addDrm(const GameState& s, FirePreview& p, const std::string& id) {
    const auto* d = drmEntry(s, id);
    if (!d) return;
    p.drms.push_back({id, d->value("rule", ""), d->value("text", ""), d->value("drm", 0)});
    p.totalDrm += d->value("drm", 0);
}

// The hexsides by which a line from `from` enters `to` (two at a hex spine).
std::vector<HexId> enteringFrom(HexId from, HexId to) {
    if (distance(from, to) == 1) return {from};
    const auto line = lineBetween(from, to);
    const LineStep& before = line[line.size() - 2];
    std::vector<HexId> out{before.hex};
    if (before.spineOther) out.push_back(*before.spineOther);
    return out;
}

// 3.1: fire enters the target hex across a hexside with `test` true, seen from outside.
template <class Test>
bool entersAcross(const GameState& s, HexId from, HexId to, Test test) {
    for (HexId prev : enteringFrom(from, to)) {
        auto side = s.map->between(prev, to);
        if (!side || !test(*side)) return false;
    }
    return true;
}
}  // namespace

bool openFlank(const GameState& s, HexId a, HexId b) {
    for (HexId h : neighbours(a)) {
        if (!s.map->contains(h) || s.map->prohibited(h) || distance(h, b) != 1) continue;
        bool empty = true;
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
            if (s.onMap(i) && piece(s, i).hex == h) empty = false;
        if (empty) return true;
    }
    return false;
}

std::optional<std::string> cannotFire(const GameState& s, int i) {
    const bool artillery = artilleryPhase(s);
    if (s.isLeader(i)) return "3.1: leaders are not combat units and do not fire";
    if (!s.onMap(i)) return "10.1: " + s.pieceId(i) + " is not on the map";
    const UnitDef& def = s.unitDef(i);
    if (artillery && !def.isArtillery()) return "11.1: only artillery fires in the Defensive Artillery Fire Phase";
    if (!artillery && !firesInRifleFirePhase(def)) return "10.1: only rifle and musket/rifle units fire in the Rifle Fire Phase";
    if (piece(s, i).fired) return "10.1: no unit fires more than once a phase";
    if (piece(s, i).status == Status::Disrupted) return "13.3: disrupted units may not fire";
    if (auto why = s.volumeRules->fireRefusal(s, i)) return *why;
    if (piece(s, i).status == Status::Shattered) return "13.4: shattered units may not fire";
    if (s.sideOf(i) != declaringSide(s)) return artillery ? "11.1: only the non-phasing player's artillery fires now" : "10.2: the other side declares its fire now";
    if (s.weather == Weather::ModerateFog) return "E3.9.2: no unit may fire in moderate fog";
    if (artillery && s.hasRule("E3.4.4") && inMorgansZoc(s, i)) return "E3.4.4.3: artillery in Morgan's ZOC may not fire";
    return std::nullopt;
}

namespace {
// 10.2, 11.2: whether a unit able to fire reaches the target: adjacent for rifle fire; in
// range and line of sight for artillery. The words are built only when a player reads them.
std::optional<std::string> outOfReach(const GameState& s, int f, int target, bool explain) {
    const HexId from = piece(s, f).hex, to = piece(s, target).hex;
    const int range = distance(from, to);
    if (!artilleryPhase(s)) {
        if (range != 1) return explain ? "10.2: rifle fire is at an adjacent target only" : "";
        return std::nullopt;
    }
    // 11.2: range counts the target's hex but not the firer's.
    if (range > s.unitDef(f).artilleryRange)
        return explain ? "11.2: " + to.str() + " is " + std::to_string(range) + " hexes from " + s.pieceId(f) + ", beyond its range of " +
                             std::to_string(s.unitDef(f).artilleryRange)
                       : "";
    const LosResult los = lineOfSight(s, from, to);
    if (!los.clear) return explain ? los.rule + ": no line of sight from " + from.str() + " to " + to.str() + ": " + los.reason : "";
    return std::nullopt;
}

std::vector<int> unitsAbleToFire(const GameState& s) {
    std::vector<int> out;
    for (int i = 0; i < s.unitCount(); ++i)
        if (!cannotFire(s, i)) out.push_back(i);
    return out;
}

// 10.2, 11.2: an enemy combat unit on the map not yet fired at this phase.
bool openTarget(const GameState& s, int t) {
    return s.onMap(t) && s.sideOf(t) == enemyOf(declaringSide(s)) && !piece(s, t).targeted;
}
}  // namespace

std::optional<std::string> checkFire(const GameState& s, const Fire& fire) {
    const bool artillery = artilleryPhase(s);
    const std::string rule = artillery ? "11.2" : "10.2";  // 11.2 selects an artillery target, 10.2 a rifle target
    if (fire.firers.empty()) return rule + ": a fire needs at least one firing unit";
    auto target = s.pieceIndex(fire.target);
    if (!target || s.isLeader(*target) || !s.onMap(*target)) return rule + ": the target must be an enemy combat unit on the map";
    if (s.sideOf(*target) == declaringSide(s)) return rule + ": the target must be an enemy unit";
    if (piece(s, *target).targeted) return artillery ? "11.2: no unit is the target of more than one defensive artillery fire a phase"
                                                     : "10.2: no unit is the target of more than one rifle fire a phase";
    std::set<std::string> seen;
    for (const auto& id : fire.firers) {
        if (!seen.insert(id).second) return rule + ": " + id + " is named twice";
        auto f = s.pieceIndex(id);
        if (!f) return rule + ": there is no counter " + quotedValue(id);
        if (auto why = cannotFire(s, *f)) return why;
        if (auto why = outOfReach(s, *f, *target, true)) return why;
    }
    return fireRefusedUnseen(s, *target);  // 7.42
}

FirePreview previewFire(const GameState& s, const Fire& fire) {
    FirePreview p;
    p.artillery = artilleryPhase(s);
    p.damageTable = p.artillery ? "artilleryFireDamage" : "rifleFireDamage";
    const int target = *s.pieceIndex(fire.target);
    const HexId to = piece(s, target).hex;
    bool allFirstFire = true, jaegers = false;
    bool allIntoFieldworks = true, allUpSlope = true;
    for (const auto& id : fire.firers) {
        const int f = *s.pieceIndex(id);
        const HexId from = piece(s, f).hex;
        p.sp += firingSp(s, f, p.artillery);
        // 11.2: combined batteries use the range of the one farthest from the target.
        p.range = std::max(p.range, distance(from, to));
        allFirstFire = allFirstFire && piece(s, f).firstFire;
        if (s.unitDef(f).isRifle() && isGerman(s.unitDef(f)) && s.map->terrain(from) != Terrain::Clear && s.map->terrain(from) != Terrain::Crops &&
            openFlank(s, from, to))
            jaegers = true;  // 10.7
        allIntoFieldworks = allIntoFieldworks && entersAcross(s, from, to, [](const HexsideFeatures& h) { return h.fieldworks && !h.fieldworksHere; });
        allUpSlope = allUpSlope && entersAcross(s, from, to, [](const HexsideFeatures& h) { return h.slope && h.upSlopeAcross; });
    }
    p.toHit = s.series->toHit->lookup(p.sp, p.range).value_or(10);
    // 10.5: +1 once, and only when every firing unit still has its First Fire marker (musket/rifle units have none).
    if (!p.artillery && allFirstFire) addDrm(s, p, "first-fire");
    // 13.4: a shattered target receives no terrain DRM.
    if (piece(s, target).status != Status::Shattered) {
        switch (s.map->terrain(to)) {
            case Terrain::LightForest:
            case Terrain::Orchard: addDrm(s, p, "target-light-forest"); break;
            case Terrain::HeavyForest: addDrm(s, p, "target-heavy-forest"); break;
            case Terrain::FarmBuildings: addDrm(s, p, "target-farm-buildings"); break;
            default: break;
        }
        if (allIntoFieldworks) addDrm(s, p, "target-into-fieldworks");
        if (allUpSlope) addDrm(s, p, "target-up-slope");
    }
    p.rolls = jaegers ? 2 : 1;
    return p;
}

std::vector<Fire> legalFires(const GameState& s) {
    std::vector<Fire> out;
    const std::vector<int> firers = unitsAbleToFire(s);
    if (firers.empty()) return out;
    for (int t = 0; t < s.unitCount(); ++t) {
        if (!openTarget(s, t) || fireRefusedUnseen(s, t)) continue;  // 7.42
        std::vector<int> able;
        for (int f : firers)
            if (!outOfReach(s, f, t, false)) able.push_back(f);
        // Every combination of the units able to reach the target (10.2, 11.2 combine SPs).
        const int n = static_cast<int>(std::min<std::size_t>(able.size(), 10));
        for (int mask = 1; mask < (1 << n); ++mask) {
            Fire fire{{}, s.pieceId(t)};
            for (int b = 0; b < n; ++b)
                if (mask & (1 << b)) fire.firers.push_back(s.pieceId(able[static_cast<std::size_t>(b)]));
            out.push_back(std::move(fire));
        }
    }
    return out;
}

std::vector<HexId> hexesInReach(const GameState& s) {
    std::vector<HexId> out;
    const std::vector<int> firers = unitsAbleToFire(s);
    for (int t = 0; t < s.unitCount() && !firers.empty(); ++t) {
        const HexId hex = piece(s, t).hex;
        if (!openTarget(s, t) || std::find(out.begin(), out.end(), hex) != out.end()) continue;
        if (std::any_of(firers.begin(), firers.end(), [&](int f) { return !outOfReach(s, f, t, false); })) out.push_back(hex);
    }
    return out;
}

bool anyLegalFire(const GameState& s) {
    const std::vector<int> firers = unitsAbleToFire(s);
    for (int t = 0; t < s.unitCount() && !firers.empty(); ++t)
        if (openTarget(s, t))
            for (int f : firers)
                if (!outOfReach(s, f, t, false)) return true;
    return false;
}

}  // namespace tricorne::core
