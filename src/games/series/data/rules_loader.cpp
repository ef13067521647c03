#include <algorithm>
#include <map>
#include <set>

#include "tricorne/engine/json_reader.h"
#include "tricorne/series/rules_data.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::core {

std::optional<int> ToHitTable::lookup(int sp, int range) const {
    auto col = std::find(ranges.begin(), ranges.end(), range);
    if (col == ranges.end() || sp < 1) return std::nullopt;
    for (std::size_t r = 0; r < rows.size(); ++r)
        if (sp >= rows[r].minSp && (rows[r].maxSp == 0 || sp <= rows[r].maxSp))
            return toHit[r][static_cast<std::size_t>(col - ranges.begin())];
    return std::nullopt;
}

const std::string& CloseCombatTable::cell(int modifiedRoll, const std::string& column) const {
    const int roll = std::clamp(modifiedRoll, clampLow, clampHigh);
    const auto r = static_cast<std::size_t>(std::find(rolls.begin(), rolls.end(), roll) - rolls.begin());
    const auto c = static_cast<std::size_t>(std::find(columns.begin(), columns.end(), column) - columns.begin());
    return results.at(r).at(c);
}

int TacticalMatrix::indexOf(const std::string& id) const {
    for (std::size_t i = 0; i < tactics.size(); ++i)
        if (tactics[i].id == id) return static_cast<int>(i);
    return -1;
}

std::optional<int> TacticalMatrix::drm(const std::string& defenderTactic, const std::string& attackerTactic) const {
    const int d = indexOf(defenderTactic), a = indexOf(attackerTactic);
    if (d < 0 || a < 0) return std::nullopt;
    return cells[static_cast<std::size_t>(d)][static_cast<std::size_t>(a)];
}

namespace {
using data::Json;
using data::Node;

// Combat result codes of 13.1, alone or with a leader casualty "*".
bool isResultCode(const std::string& s) {
    static const std::set<std::string> kCodes = {"-", "AM", "R", "D", "1", "2", "DC", "AC", "PIN", "*"};
    if (kCodes.count(s)) return true;
    if (s.size() > 1 && s.back() == '*') return kCodes.count(s.substr(0, s.size() - 1)) > 0;
    return false;
}

ToHitTable readToHit(const Node& n) {
    ToHitTable t;
    n.allowOnly({"spRows", "ranges", "toHit", "axes", "die", "hitWhen", "rangeLimits", "notes", "provenance", "reason"});
    int expectedMin = 1;
    n.required("spRows").forEach([&](const Node& row) {
        ToHitTable::Row r;
        row.allowOnly({"minSp", "maxSp"});
        r.minSp = row.required("minSp").asInt(1, 99).value_or(0);
        auto maxNode = row.required("maxSp");
        r.maxSp = maxNode.isNull() ? 0 : maxNode.asInt(1, 99).value_or(0);
        if (r.minSp != expectedMin) row.error("rows must cover every SP total: expected minSp " + std::to_string(expectedMin));
        if (r.maxSp != 0 && r.maxSp < r.minSp) row.error("maxSp is below minSp");
        expectedMin = r.maxSp == 0 ? 1000 : r.maxSp + 1;
        t.rows.push_back(r);
    });
    if (!t.rows.empty() && t.rows.back().maxSp != 0) n.optional("spRows").error("the last row must be open-ended (\"maxSp\": null)");
    n.required("ranges").forEach([&](const Node& r) {
        if (auto v = r.asInt(1, 10)) t.ranges.push_back(*v);
    });
    auto grid = n.required("toHit");
    if (grid.size() != t.rows.size()) grid.error("expected " + std::to_string(t.rows.size()) + " rows, one per SP row");
    grid.forEach([&](const Node& row) {
        std::vector<int> cells;
        row.forEach([&](const Node& c) { cells.push_back(c.asInt(0, 10).value_or(10)); });
        if (cells.size() != t.ranges.size()) row.error("expected " + std::to_string(t.ranges.size()) + " cells, one per range");
        cells.resize(t.ranges.size(), 10);
        t.toHit.push_back(cells);
    });
    t.toHit.resize(t.rows.size(), std::vector<int>(t.ranges.size(), 10));
    return t;
}

DamageTable readDamage(const Node& n) {
    DamageTable d;
    n.allowOnly({"results", "codes", "die", "provenance", "reason"});
    auto results = n.required("results");
    if (results.present() && results.size() != 10) results.error("expected 10 results, one per die 0-9");
    results.forEach([&](const Node& r) {
        auto s = r.asString().value_or("-");
        if (!isResultCode(s)) r.error(quotedValue(s) + " is not a result code of 13.1");
        d.results.push_back(s);
    });
    return d;
}

CloseCombatTable readCloseCombat(const Node& n) {
    CloseCombatTable t;
    n.allowOnly({"columns", "rolls", "results", "clampLow", "clampHigh", "momentum", "axes", "codes", "columnRatios", "aboveHighestOdds",
                 "belowLowestOdds", "diversionShift", "leaderCasualtyExactRoll", "resultFormat", "notes", "source"});
    t.columns = n.required("columns").stringList();
    n.required("rolls").forEach([&](const Node& r) { t.rolls.push_back(r.asInt(-20, 30).value_or(0)); });
    t.clampLow = n.optional("clampLow").asInt(-20, 30).value_or(t.rolls.empty() ? -2 : t.rolls.front());
    t.clampHigh = n.optional("clampHigh").asInt(-20, 30).value_or(t.rolls.empty() ? 11 : t.rolls.back());
    for (int r = t.clampLow; r <= t.clampHigh; ++r)
        if (std::find(t.rolls.begin(), t.rolls.end(), r) == t.rolls.end())
            n.optional("rolls").error("the roll " + std::to_string(r) + " has no row");
    auto results = n.required("results");
    if (results.size() != t.rolls.size()) results.error("expected " + std::to_string(t.rolls.size()) + " rows, one per roll");
    results.forEach([&](const Node& row) {
        std::vector<std::string> cells;
        row.forEach([&](const Node& c) {
            auto s = c.asString().value_or("-/-");
            auto slash = s.find('/');
            // "PIN" stands alone in the printed table: both sides are pinned (13.1).
            if (s == "PIN") {
                cells.push_back(s);
                return;
            }
            if (slash == std::string::npos || !isResultCode(s.substr(0, slash)) || !isResultCode(s.substr(slash + 1)))
                c.error(quotedValue(s) + " is not attacker/defender result codes");
            cells.push_back(s);
        });
        if (cells.size() != t.columns.size()) row.error("expected " + std::to_string(t.columns.size()) + " cells, one per odds column");
        cells.resize(t.columns.size(), "-/-");
        t.results.push_back(cells);
    });
    t.results.resize(t.rolls.size(), std::vector<std::string>(t.columns.size(), "-/-"));
    if (auto m = n.optional("momentum"); m.present()) {
        m.allowOnly({"defenderAtOrBelow", "attackerAtOrAbove", "note", "source"});
        t.defenderMomentumAtOrBelow = m.required("defenderAtOrBelow").asInt(-20, 30).value_or(-1);
        t.attackerMomentumAtOrAbove = m.required("attackerAtOrAbove").asInt(-20, 30).value_or(10);
    }
    return t;
}

TacticalMatrix readMatrix(const Node& n) {
    TacticalMatrix m;
    n.allowOnly({"tactics", "cells", "axes", "columns", "rows", "example", "illegalTactic", "leaderEligibility", "openFlank", "source"});
    n.required("tactics").forEach([&](const Node& t) {
        Tactic tac;
        t.allowOnly({"id", "name", "requires", "rule", "restriction", "conflict"});
        tac.id = t.required("id").asString().value_or("");
        tac.name = t.required("name").asString().value_or("");
        tac.requirement = t.required("requires").asEnum({"none", "leader", "leader-and-open-flank"}).value_or("none");
        m.tactics.push_back(tac);
    });
    auto cells = n.required("cells");
    if (cells.size() != m.tactics.size()) cells.error("expected one row per tactic");
    cells.forEach([&](const Node& row) {
        std::vector<std::optional<int>> out;
        row.forEach([&](const Node& c) {
            if (c.raw() && c.raw()->is_string()) {
                if (c.asString() != "NC") c.error("a cell is an integer DRM or \"NC\"");
                out.push_back(std::nullopt);
            } else {
                out.push_back(c.asInt(-5, 5).value_or(0));
            }
        });
        if (out.size() != m.tactics.size()) row.error("expected one cell per tactic");
        out.resize(m.tactics.size(), 0);
        m.cells.push_back(out);
    });
    m.cells.resize(m.tactics.size(), std::vector<std::optional<int>>(m.tactics.size(), 0));
    return m;
}

std::vector<DrmEntry> readDrms(const Node& n) {
    std::vector<DrmEntry> out;
    n.forEach([&](const Node& e) {
        DrmEntry d;
        e.allowOnly({"id", "side", "appliesTo", "rule", "text", "drm", "value", "terrain", "exception", "note", "source", "provenance", "reason"});
        d.id = e.required("id").asString().value_or("");
        d.side = e.optional("side").asString().value_or(e.optional("appliesTo").asString().value_or(""));
        d.rule = e.required("rule").asString().value_or("");
        d.text = e.required("text").asString().value_or("");
        auto drm = e.required("drm");
        if (drm.raw() && drm.raw()->is_string()) {
            if (drm.asString() != "variable") drm.error("a DRM is an integer or \"variable\"");
        } else {
            d.drm = drm.asInt(-10, 10);
        }
        out.push_back(d);
    });
    return out;
}

std::vector<ArmyMoraleLevel> readLevels(const Node& n) {
    std::vector<ArmyMoraleLevel> out;
    n.allowOnly({"levels", "min", "max", "start", "notes", "provenance", "reason"});
    n.required("levels").forEach([&](const Node& l) {
        ArmyMoraleLevel a;
        l.allowOnly({"id", "name", "rule", "min", "max", "initiativeDrm", "moraleModifier", "effect"});
        a.id = l.required("id").asString().value_or("");
        a.name = l.required("name").asString().value_or("");
        a.rule = l.optional("rule").asString().value_or("");
        a.min = l.required("min").asInt(0, 99).value_or(0);
        a.max = l.required("max").asInt(0, 99).value_or(0);
        // Demoralized (16.3) has neither: the game is over.
        if (auto d = l.optional("initiativeDrm"); !d.isNull()) a.initiativeDrm = d.asInt(-5, 5).value_or(0);
        if (auto m = l.optional("moraleModifier"); !m.isNull()) a.moraleModifier = m.asInt(-5, 5).value_or(0);
        out.push_back(a);
    });
    std::vector<bool> covered(100, false);
    for (const auto& a : out)
        for (int v = a.min; v <= a.max && v < 100; ++v) {
            if (covered[static_cast<std::size_t>(v)]) n.error("Army Morale " + std::to_string(v) + " falls in two levels");
            covered[static_cast<std::size_t>(v)] = true;
        }
    return out;
}

std::optional<int> mpTimes2(const Node& n) {
    if (!n.present() || n.isNull()) return std::nullopt;
    auto v = n.asNumber(0, 50);
    if (!v) return std::nullopt;
    const double doubled = *v * 2;
    if (doubled != static_cast<int>(doubled)) n.error("MP costs are whole or half points");
    return static_cast<int>(doubled);
}

void readTerrainEffects(const Node& n, RulesData& r) {
    n.allowOnly({"hexes", "hexsides", "axes", "los", "markers", "roadRate", "trailRate", "strategicMovement", "notes", "provenance", "reason"});
    n.required("hexes").forEach([&](const Node& h) {
        TerrainEffect t;
        h.allowOnly({"terrain", "letter", "mp", "prohibited", "strategic", "blocksLos", "zocInto", "open", "woods", "fire", "closeCombat",
                     "rule", "note", "sources", "source", "provenance", "reason"});
        t.terrain = h.required("terrain").asEnum({"clear", "crops", "orchard", "light-forest", "heavy-forest", "farm-buildings", "river"}).value_or("");
        t.prohibited = h.optional("prohibited").asBool().value_or(false);
        auto mp = mpTimes2(h.optional("mp"));
        if (!t.prohibited && !mp) h.error("a terrain a unit may enter needs an \"mp\" cost");
        t.mpTimes2 = mp.value_or(0);
        t.strategic = h.optional("strategic").asBool().value_or(false);
        t.blocksLos = h.optional("blocksLos").asBool().value_or(false);
        t.zocInto = h.optional("zocInto").asBool().value_or(true);
        r.terrainEffects.push_back(t);
    });
    std::map<std::string, HexsideEffect> features;
    bool ravineBars = false;
    n.required("hexsides").forEach([&](const Node& h) {
        HexsideEffect e;
        h.allowOnly({"feature", "mp", "mpKind", "zocInto", "strategic", "prohibitedTo", "direction", "combined", "ignores", "exceptions",
                     "fire", "closeCombat", "moraleDrm", "rule", "sources", "provenance", "reason"});
        e.feature = h.required("feature").asString().value_or("");
        e.mpTimes2 = mpTimes2(h.optional("mp"));
        e.zocInto = h.optional("zocInto").asBool().value_or(true);
        e.blocksStrategic = !h.optional("strategic").asBool().value_or(true);
        if (e.feature == "ravine") ravineBars = h.optional("prohibitedTo").present();
        features[e.feature] = e;
        r.hexsideEffects.push_back(e);
    });
    MovementCosts m;
    std::vector<bool> seen(kTerrainCount, false);
    for (const auto& t : r.terrainEffects)
        if (auto terrain = terrainFromId(t.terrain)) {
            m.hex[static_cast<std::size_t>(*terrain)] = t;
            seen[static_cast<std::size_t>(*terrain)] = true;
        }
    for (int t = 0; t < kTerrainCount; ++t)
        if (!seen[static_cast<std::size_t>(t)]) n.required("hexes").error("no entry for terrain " + quotedValue(std::string(terrainId(static_cast<Terrain>(t)))));
    // The costs the movement rules need (9.4), each from its own entry of the chart.
    auto feature = [&](const char* id, int& halves, bool* strategic) {
        auto it = features.find(id);
        if (it == features.end()) {
            n.required("hexsides").error(std::string("no entry for hexside feature \"") + id + "\"");
            return;
        }
        if (!it->second.mpTimes2) {
            n.required("hexsides").error(std::string("hexside feature \"") + id + "\" needs an \"mp\" cost");
            return;
        }
        halves = *it->second.mpTimes2;
        if (strategic) *strategic = !it->second.blocksStrategic;
    };
    feature("road", m.roadHalves, nullptr);
    feature("trail", m.trailHalves, nullptr);
    feature("creek", m.creekHalves, &m.creekStrategic);
    feature("ford", m.fordHalves, &m.fordStrategic);
    feature("up-slope", m.upSlopeHalves, &m.slopeStrategic);
    feature("down-slope", m.downSlopeHalves, nullptr);
    feature("up-slope-creek", m.upSlopeCreekHalves, nullptr);
    feature("down-slope-creek", m.downSlopeCreekHalves, nullptr);
    feature("ravine", m.ravineHalves, &m.ravineStrategic);
    feature("fieldworks", m.fieldworksIntoHalves, &m.fieldworksStrategic);
    if (auto it = features.find("fieldworks"); it != features.end()) m.fieldworksZocInto = it->second.zocInto;
    m.ravineBarsArtilleryAndMounted = ravineBars;
    r.movement = m;
}
// The series charts every game needs, with the entries the rules look up by id.
void checkSeriesCharts(const Node& root, const RulesData& r) {
    for (const char* key : {"rangedFireToHit", "rangedFireDrms", "rifleFireDamage", "artilleryFireDamage", "closeCombatTable", "tacticalMatrix",
                            "closeCombatDrms", "armyMoraleLevels", "armyMoraleAdjustments", "morale", "momentum"})
        root.required(key);
    if (auto morale = root.optional("morale"); morale.present()) {
        morale.allowOnly({"passAtOrAbove", "die", "leadershipDrm", "fieldworksDefenceDrm", "fieldworksCondition", "rule", "source"});
        morale.required("passAtOrAbove").asInt(-20, 30);
    }
    auto adjustments = root.optional("armyMoraleAdjustments");
    std::map<std::string, bool> amIds;
    adjustments.forEach([&](const Node& a) {
        a.allowOnly({"id", "am", "event", "side", "perStep", "scenario", "rule", "see", "note", "source", "provenance", "reason"});
        auto id = a.required("id").asString();
        auto am = a.required("am");
        if (!id) return;
        const bool variable = am.raw() && am.raw()->is_string() && am.asString() == "variable";
        amIds[*id] = variable || am.asInt(-20, 20).has_value();
    });
    for (const char* id : {"result-am", "unit-disrupted", "unit-shattered", "step-loss", "overstack-step-loss", "unit-captured",
                           "unit-captured-opponent", "rally", "pin-broken"})
        if (adjustments.present() && !amIds.count(id)) adjustments.error(std::string("no entry \"") + id + "\", which the rules use");
    std::map<std::string, bool> drmIds;
    for (const auto& d : r.closeCombatDrms) drmIds[d.id] = true;
    for (const char* id : {"attacker-lead-unit-morale", "defender-lead-unit-morale", "attacker-leader", "defender-leader", "defender-white-r-rifle",
                           "defender-disrupted-or-shattered", "mounted-vs-disrupted", "defender-all-militia", "defender-surrounded",
                           "attacker-white-r-rifle", "attacker-all-militia", "attacker-surrounded", "across-creek", "into-fieldworks", "up-slope",
                           "across-ravine"})
        if (root.optional("closeCombatDrms").present() && !drmIds.count(id))
            root.optional("closeCombatDrms").error(std::string("no entry \"") + id + "\", which the rules use");
    if (r.tactics)
        for (const char* id : {"skirmish", "attack-en-echelon", "stand-fast", "withdraw", "frontal-assault", "commit-reserve", "turn-flank", "refuse-flank"})
            if (r.tactics->indexOf(id) < 0) root.optional("tacticalMatrix").error(std::string("no tactic \"") + id + "\"");
    if (!r.armyMoraleLevels.empty()) {
        int max = 0;
        for (const auto& l : r.armyMoraleLevels) max = std::max(max, l.max);
        std::vector<int> covered(static_cast<std::size_t>(max) + 1, 0);
        for (const auto& l : r.armyMoraleLevels)
            for (int v = std::max(0, l.min); v <= l.max; ++v) ++covered[static_cast<std::size_t>(v)];
        for (int v = 0; v <= max; ++v)
            if (covered[static_cast<std::size_t>(v)] != 1)
                root.optional("armyMoraleLevels").error("Army Morale " + std::to_string(v) + " must fall in exactly one level");
    }
}
}  // namespace

Loaded<RulesData> loadRulesData(const std::string& path, const std::string& displayPath) {
    Loaded<RulesData> out;
    auto json = data::readJsonFile(path, displayPath, out.errors);
    if (!json) return out;
    data::ReadContext ctx{displayPath, &out.errors};
    Node root(&*json, "", &ctx);
    if (!data::checkSchemaVersion(root, 1)) return out;
    RulesData r;
    // The series and the volume chart files share one reader, so either may carry the other's charts.
    root.allowOnly({"schemaVersion", "id", "name", "source", "rangedFireToHit", "rangedFireDrms", "rangedFireDrmNotes", "rifleFireDamage",
                    "artilleryFireDamage", "closeCombatTable", "tacticalMatrix", "closeCombatDrms", "closeCombatDrmNotes", "armyMoraleLevels",
                    "armyMoraleAdjustments", "armyMoraleAdjustmentNotes", "morale", "momentum", "victoryPoints", "terrainEffects",
                    "fogTable", "gatesRelease", "fraserRelease", "leaderCasualties", "retreatPriorities", "armyCommanderReplacement"});
    r.id = root.required("id").asString().value_or("");
    r.raw = *json;
    if (auto n = root.optional("rangedFireToHit"); n.present()) r.toHit = readToHit(n);
    if (auto n = root.optional("rifleFireDamage"); n.present()) r.rifleDamage = readDamage(n);
    if (auto n = root.optional("artilleryFireDamage"); n.present()) r.artilleryDamage = readDamage(n);
    if (auto n = root.optional("closeCombatTable"); n.present()) r.closeCombat = readCloseCombat(n);
    if (auto n = root.optional("tacticalMatrix"); n.present()) r.tactics = readMatrix(n);
    if (auto n = root.optional("closeCombatDrms"); n.present()) r.closeCombatDrms = readDrms(n);
    if (auto n = root.optional("rangedFireDrms"); n.present()) r.rangedFireDrms = readDrms(n);
    if (auto n = root.optional("armyMoraleLevels"); n.present()) r.armyMoraleLevels = readLevels(n);
    if (auto n = root.optional("terrainEffects"); n.present()) readTerrainEffects(n, r);
    // The rules read these charts as they play; their keys are checked here, where a misspelling is named.
    root.optional("momentum").allowOnly({"pool", "gain", "rerollsPerChit", "initiativeDrmPerChit", "dictateOrderCost", "loseOnCapture", "rule", "source"});
    root.optional("victoryPoints").allowOnly({"stepEliminated", "eliminatedTwoStep", "reducedAtStartEliminated", "shatteredOnMapAtEnd", "captured",
                                              "leader", "notes", "source"});
    root.optional("fogTable").allowOnly({"die", "turns", "turn2", "results", "effects", "belowZero", "scenarios", "rule", "notes", "source",
                                         "provenance", "reason"});
    root.optional("gatesRelease").allowOnly({"die", "fromTurn", "ranges", "releaseWhen", "proximityRelease", "middleBranchFord",
                                             "middleBranchFordDrm", "scenarios", "rule", "notes", "source", "provenance", "reason"});
    root.optional("fraserRelease").allowOnly({"die", "ranges", "hexes", "scenario", "note", "source"});
    root.optional("leaderCasualties").allowOnly({"axes", "leaders", "othersVp", "appliesWhen", "notes", "source"});
    root.optional("retreatPriorities").allowOnly({"american", "british", "friendlyEdge", "note", "source"});
    root.optional("armyCommanderReplacement").allowOnly({"leader", "order", "rule", "source"});
    if (r.id == "series") checkSeriesCharts(root, r);
    else if (!r.id.empty())
        root.required("terrainEffects");  // a volume's chart file carries its Terrain Effects Chart
    if (out.errors.empty()) out.value = std::move(r);
    return out;
}

}  // namespace tricorne::core
