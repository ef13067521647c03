#include "tricorne/saratoga/victory.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "tricorne/series/data_set.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/victory.h"
#include "tricorne/series/rules/zoc.h"
#include "../rules/piece_index.h"

namespace tricorne::core::saratoga {

namespace {
using Json = nlohmann::json;


bool controls(const GameState& s, int unit) {
    return !s.isLeader(unit) && s.onMap(unit) && piece(s, unit).status == Status::ParadeOrder && !s.unitDef(unit).isArtillery();
}

// Units of `side` in `hex` that count for a victory condition.
int unitsIn(const GameState& s, HexId hex, Side side, bool paradeOrder, bool excludeArtillery) {
    int n = 0;
    for (int i = 0; i < s.unitCount(); ++i) {
        if (!s.onMap(i) || s.sideOf(i) != side || piece(s, i).hex != hex) continue;
        if (paradeOrder && piece(s, i).status != Status::ParadeOrder) continue;
        if (excludeArtillery && s.unitDef(i).isArtillery()) continue;
        ++n;
    }
    return n;
}

std::vector<HexId> conditionHexes(const Json& j) {
    std::vector<HexId> out;
    if (j.contains("hexes"))
        for (const auto& h : j["hexes"]) out.push_back(*HexId::parse(h.get<std::string>()));
    if (j.contains("hex")) out.push_back(*HexId::parse(j["hex"].get<std::string>()));
    return out;
}

// One decisive condition of the scenario (E2.1, E2.2, E6.1, E6.3, E9.1), as read from its JSON.
struct DecisiveCondition {
    std::optional<Side> side;
    std::string rule;
    std::vector<HexId> hexes;
    bool atEndOfAnyTurn = true;  // "when": "endOfAnyTurn" or none
    bool atEndOfGame = false;    // "when": "endOfGame" or "endOfAnyTurn"
    int fromTurn = 0;
    bool control = false, all = false, paradeOrder = true, excludeArtillery = false, requireNoEnemyZoc = false;
    int minUnits = 1;
};

std::vector<DecisiveCondition> readDecisive(const GameState& s) {
    std::vector<DecisiveCondition> out;
    const Json& v = s.scenario->victory;
    if (!v.contains("decisive")) return out;
    for (const auto& c : v["decisive"]) {
        DecisiveCondition d;
        d.side = sideFromId(c.value("side", ""));
        d.rule = c.value("rule", "");
        d.hexes = conditionHexes(c);
        const std::string when = c.value("when", "");
        d.atEndOfAnyTurn = when.empty() || when == "endOfAnyTurn";
        d.atEndOfGame = when == "endOfGame" || when == "endOfAnyTurn";
        d.fromTurn = c.value("fromTurn", 0);
        d.control = c.value("control", false);
        d.all = c.value("all", false);
        d.paradeOrder = c.value("paradeOrder", true);
        d.excludeArtillery = c.value("excludeArtillery", false);
        d.requireNoEnemyZoc = c.value("requireNoEnemyZoc", false);
        d.minUnits = c.value("minUnits", 1);
        out.push_back(std::move(d));
    }
    return out;
}

// The scenario's decisive conditions, read once for each data set (its address and content
// hash) and scenario: the end of every game turn, and a computer player's every look at a
// victory due, asks for them.
const std::vector<DecisiveCondition>& decisiveConditions(const GameState& s) {
    if (!s.data) {  // a scenario outside any data set: read each time
        thread_local std::vector<DecisiveCondition> read;
        return read = readDecisive(s);
    }
    using Key = std::tuple<const DataSet*, std::uint64_t, const Scenario*>;
    thread_local std::map<Key, std::vector<DecisiveCondition>> cache;
    const Key key{s.data, s.data->contentHash, s.scenario};
    if (auto it = cache.find(key); it != cache.end()) return it->second;
    return cache.emplace(key, readDecisive(s)).first->second;
}

// One decisive condition met for its side now.
bool decisiveMet(const GameState& s, const DecisiveCondition& c) {
    const Side side = *c.side;
    auto held = [&](HexId h) {
        if (c.control) return controlOf(s, h) == side;
        if (unitsIn(s, h, side, c.paradeOrder, c.excludeArtillery) < c.minUnits) return false;
        return !(c.requireNoEnemyZoc && zocAt(s, enemyOf(side), h));
    };
    return c.all ? std::all_of(c.hexes.begin(), c.hexes.end(), held) : std::any_of(c.hexes.begin(), c.hexes.end(), held);
}

enum class When { EndOfAnyTurn, EndOfGame };

// The first decisive condition checked `when` that is met now, and its side; nullptr if none.
const DecisiveCondition* metDecisive(const GameState& s, When when, Side& winner) {
    for (const auto& c : decisiveConditions(s)) {
        if (!(when == When::EndOfAnyTurn ? c.atEndOfAnyTurn : c.atEndOfGame)) continue;
        if (s.turn < c.fromTurn) continue;
        if (!c.side || !decisiveMet(s, c)) continue;
        winner = *c.side;
        return &c;
    }
    return nullptr;
}

bool checkDecisive(GameState& s, When when, std::vector<Event>& events) {
    Side side = Side::American;
    const DecisiveCondition* met = metDecisive(s, when, side);
    if (!met) return false;
    const DecisiveCondition& c = *met;
    std::string hexes;
    for (HexId h : c.hexes) hexes += (hexes.empty() ? "" : c.all ? " and " : " or ") + h.str();
    declareVictory(s, side, "decisive", (c.control ? "controls " : "holds ") + hexes, c.rule, events);
    return true;
}

bool inArea(const GameState& s, const std::string& area, HexId h) { return s.map->inArea(area, h); }

// E2.5: the Freeman's Farm objective area, 1 VP to a side that controls it at the end.
std::optional<Side> objectiveAreaHolder(const GameState& s, const Json& o) {
    const std::string area = o.value("area", "");
    const MapArea* a = s.map->area(area);
    if (!a) return std::nullopt;
    // E2.5.1: a British non-artillery unit in 1015 and no American unit or ZOC in the area.
    const Json& b = o.value("british", Json::object());
    if (!(b.contains("notWithVariant") && s.options.count("variant") && s.options.at("variant") == b["notWithVariant"].get<std::string>())) {
        const HexId farm = *HexId::parse(b.value("occupy", Json::object()).value("hex", "1015"));
        bool clean = unitsIn(s, farm, Side::British, false, true) >= 1;
        for (HexId h : a->hexes)
            if (clean && (unitsIn(s, h, Side::American, false, false) > 0 || zocAt(s, Side::American, h))) clean = false;
        if (clean) return Side::British;
    }
    // E2.5.2: American units in two adjacent hexes of the area.
    for (HexId h : a->hexes) {
        if (unitsIn(s, h, Side::American, false, false) == 0) continue;
        for (HexId n : neighbours(h))
            if (inArea(s, area, n) && unitsIn(s, n, Side::American, false, false) > 0) return Side::American;
    }
    return std::nullopt;
}
}  // namespace

std::optional<Side> controlOf(const GameState& s, HexId hex) {
    bool american = false, british = false;
    for (int i = 0; i < s.unitCount(); ++i)
        if (controls(s, i) && piece(s, i).hex == hex) (s.sideOf(i) == Side::American ? american : british) = true;
    if (american != british) return american ? Side::American : Side::British;
    const auto c = s.lastPassed.empty() ? -1 : s.lastPassed[static_cast<std::size_t>(s.map->index(hex))];
    if (c < 0) return std::nullopt;
    return static_cast<Side>(c);
}

void notePassage(GameState& s, int unit, const std::vector<HexId>& path) {
    if (!controls(s, unit)) return;
    for (HexId h : path)
        if (s.map->contains(h)) s.lastPassed[static_cast<std::size_t>(s.map->index(h))] = static_cast<std::int8_t>(s.sideOf(unit));
}

void initialControl(GameState& s) {
    const Json& v = s.scenario->victory;
    if (!v.contains("control") || !v["control"].contains("initial")) return;
    for (const auto& e : v["control"]["initial"]) {
        const auto side = sideFromId(e.value("side", ""));
        for (HexId h : conditionHexes(e)) s.lastPassed[static_cast<std::size_t>(s.map->index(h))] = side ? static_cast<std::int8_t>(*side) : -1;
    }
}

std::vector<Objective> objectives(const GameState& s) {
    std::vector<Objective> out;
    const Json& v = s.scenario->victory;
    auto place = [&](HexId h) {
        const MapPlace* p = s.map->placeAt(h);
        return p ? p->name + " (" + h.str() + ")" : h.str();
    };
    if (v.contains("decisive"))
        for (const auto& c : v["decisive"]) {
            Objective o{conditionHexes(c), false, sideFromId(c.value("side", "")), c.value("rule", ""), {}};
            std::string hexes;
            for (HexId h : o.hexes) hexes += (hexes.empty() ? "" : c.value("all", false) ? " and " : " or ") + place(h);
            const std::string when = c.value("when", "endOfAnyTurn") == "endOfGame"
                                         ? "at the end of the game"
                                         : "at the end of any turn" + (c.value("fromTurn", 1) > 1 ? " from turn " + std::to_string(c.value("fromTurn", 1)) : std::string());
            o.what = std::string(o.side ? sideName(*o.side) : "Either") + " Decisive Victory: " + (c.value("control", false) ? "control " : "hold ") + hexes + " " + when;
            out.push_back(std::move(o));
        }
    if (v.contains("vpAwards"))
        for (const auto& a : v["vpAwards"]) {
            if (a.value("to", "") != "controller") continue;
            const int vp = a.value("vp", 1);
            out.push_back({conditionHexes(a), false, std::nullopt, a.value("rule", ""),
                           std::to_string(vp) + " VP to the side that controls it at the end of the game"});
        }
    if (v.contains("objectiveArea")) {
        const Json& o = v["objectiveArea"];
        if (const MapArea* a = s.map->area(o.value("area", "")))
            out.push_back({a->hexes, true, std::nullopt, o.value("rule", "E2.5"),
                           "The Freeman's Farm objective area: " + std::to_string(o.value("vp", 1)) + " VP to the side that holds it at the end of the game"});
    }
    return out;
}

void endOfTurnVictory(GameState& s, std::vector<Event>& events) {
    if (checkDecisive(s, When::EndOfAnyTurn, events)) awardEndOfGameVp(s, events);
}

std::optional<Side> endOfTurnDecisiveWinner(const GameState& s) {
    Side side = Side::American;
    if (!metDecisive(s, When::EndOfAnyTurn, side)) return std::nullopt;
    return side;
}

std::array<int, 2> finalVpHalves(const GameState& s, std::vector<Event>* events) {
    std::array<int, 2> vp = seriesFinalVpHalves(s, events);  // 4, 13.4
    auto award = [&](Side side, int halves, const std::string& rule, const std::string& why) { awardVp(vp, side, halves, rule, why, events); };
    const Json& v = s.scenario->victory;
    if (v.contains("objectiveArea"))
        if (auto holder = objectiveAreaHolder(s, v["objectiveArea"]))
            award(*holder, 2 * v["objectiveArea"].value("vp", 1), v["objectiveArea"].value("rule", "E2.5"), "the Freeman's Farm objective area");
    if (v.contains("vpAwards"))
        for (const auto& a : v["vpAwards"]) {
            if (a.value("to", "") != "controller" || a.value("when", "") != "endOfGame") continue;
            for (HexId h : conditionHexes(a))
                if (auto c = controlOf(s, h)) award(*c, 2 * a.value("vp", 1), a.value("rule", ""), "controls " + h.str());
        }
    return vp;
}

void awardEndOfGameVp(GameState& s, std::vector<Event>& events) { s.vpHalves = finalVpHalves(s, &events); }

void endOfGameVictory(GameState& s, std::vector<Event>& events) {
    awardEndOfGameVp(s, events);
    if (checkDecisive(s, When::EndOfGame, events)) return;
    const auto vp = s.vpHalves;
    const Json& m = s.scenario->victory.value("marginal", Json::object());
    const std::string rule = m.value("rule", "4");
    const std::string score = vpScore(vp);
    const std::string compare = m.value("compare", "vp");
    if (compare == "none") {
        // E6.2, E6.4: the British cannot win a Marginal victory; without a greater British victory the Americans win one.
        declareVictory(s, Side::American, "marginal", "the British did not win a Decisive or Substantial victory (" + score + ")", rule, events);
        return;
    }
    if (vp[0] != vp[1]) {
        const Side more = vp[0] > vp[1] ? Side::American : Side::British;
        const bool mayWin = more == Side::American ? m.value("americanMayWin", true) : m.value("britishMayWin", true);
        if (mayWin) {
            declareVictory(s, more, "marginal", score, rule, events);
            return;
        }
    }
    // E2.4: a tie goes to the Americans; E9.3: to the higher Army Morale, then to the Americans.
    if (m.contains("tieGoesTo")) {
        declareVictory(s, *sideFromId(m["tieGoesTo"].get<std::string>()), "marginal", score + ", tied", rule, events);
        return;
    }
    if (m.contains("tieBreak")) {
        if (s.armyMorale[0] != s.armyMorale[1]) {
            declareVictory(s, s.armyMorale[0] > s.armyMorale[1] ? Side::American : Side::British, "marginal", score + ", tied; higher Army Morale", rule, events);
            return;
        }
        declareVictory(s, Side::American, "marginal", score + ", Army Morale tied", rule, events);
        return;
    }
    declareNoWinner(s, score, rule);
}

void armyMoraleVictory(GameState& s, Side side, std::vector<Event>& events) {
    const Json& v = s.scenario->victory;
    if (s.outcome.over || !v.contains("substantial")) return;
    for (const auto& c : v["substantial"]) {
        if (c.value("kind", "") != "enemyArmyMorale") continue;
        const std::string level = c.value("level", "demoralized");
        if (level == "demoralized") continue;  // 16.3, in adjustArmyMorale
        // E9.2: the moment the enemy's Army Morale falls to the named level (or below it).
        int levelMax = -1;
        for (const auto& l : s.series->armyMoraleLevels)
            if (l.id == level) levelMax = l.max;
        if (levelMax >= 0 && s.armyMorale[static_cast<std::size_t>(side)] <= levelMax) {
            declareVictory(s, enemyOf(side), "substantial", std::string(sideName(side)) + " Army Morale fell to " + level, c.value("rule", ""), events);
            awardEndOfGameVp(s, events);
            return;
        }
    }
}

}  // namespace tricorne::core::saratoga
