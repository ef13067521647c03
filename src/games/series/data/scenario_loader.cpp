#include <algorithm>
#include <map>
#include <set>

#include "tricorne/engine/json_reader.h"
#include "tricorne/series/hex_node.h"
#include "tricorne/series/scenario.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::core {

bool Scenario::uses(const std::string& rule) const {
    return std::find(specialRules.begin(), specialRules.end(), rule) != specialRules.end();
}

namespace {
using data::Node;

const std::vector<std::string_view> kKnownKeys = {
    "schemaVersion", "id", "name", "source", "description", "map", "counters", "turns", "setup", "reduced", "notUsed",
    "reinforcements", "armyMorale", "momentum", "playerOrder", "specialRules", "victory", "variants", "options"};
// Further scenario rules, kept as JSON in Scenario::extra for the code that plays them, and notes.
const std::vector<std::string_view> kExtraKeys = {"garrisons",    "noFirstFire", "ammoDepletion",        "movementHolds", "movementLimits",
                                                  "arnoldArrest", "blockedEntry", "reinforcementArrival", "rulesNotUsed",  "sources",
                                                  "provenance",   "reason"};

// E3.6, E7.6: garrison hexes, read in play by the volume's garrison rules; every field it reads
// is checked here, so a damaged file is refused at load instead of failing mid-game.
void checkGarrisons(const Node& garrisons) {
    garrisons.forEach([](const Node& g) {
        if (!g.isObject()) {
            g.error("expected an object");
            return;
        }
        g.allowOnly({"side", "hexes", "rule", "minUnits", "excludeArtillery", "atAllTimes", "checked", "liftedWhen", "abandonPenalty"});
        g.required("side").asEnum({"american", "british"});
        g.required("hexes").forEach([](const Node& h) { readHex(h); });
        g.optional("rule").asString();
        g.optional("minUnits").asInt(0, 99);
        g.optional("excludeArtillery").asBool();
        g.optional("atAllTimes").asBool();
        g.optional("checked").asString();
        g.optional("liftedWhen").asString();
        const Node penalty = g.optional("abandonPenalty");
        if (penalty.present() && !penalty.isObject()) {
            penalty.error("expected an object");
            return;
        }
        penalty.allowOnly({"vpToEnemy", "am", "rule", "permanent"});
        penalty.optional("vpToEnemy").asInt(0, 99);
        penalty.optional("am").asInt(0, 20);
        penalty.optional("rule").asString();
        penalty.optional("permanent").asBool();
    });
}

std::vector<std::string> counterList(const Node& n) {
    auto list = n.stringList();
    if (n.present() && n.isArray() && list.empty()) n.error("the list is empty");
    return list;
}

SideSetup readSideSetup(const Node& n) {
    SideSetup s;
    if (!n.present()) return s;
    n.allowOnly({"fromCounters", "placements", "playerPlaced"});
    s.fromCounters = n.optional("fromCounters").asBool().value_or(false);
    n.optional("placements").forEach([&](const Node& p) {
        Placement pl;
        pl.pointer = p.pointer();
        p.allowOnly({"hex", "units", "markers", "source", "note"});
        if (auto hex = readHex(p.required("hex"))) pl.hex = *hex;
        pl.counters = counterList(p.required("units"));
        pl.markers = p.optional("markers").stringList();
        pl.source = p.optional("source").asString().value_or("");
        s.placements.push_back(std::move(pl));
    });
    n.optional("playerPlaced").forEach([&](const Node& p) {
        PlayerPlacement pp;
        pp.pointer = p.pointer();
        p.allowOnly({"unit", "withOneOf", "outside", "minDistance", "default", "source", "note"});
        pp.counter = p.required("unit").asString().value_or("");
        pp.withOneOf = p.optional("withOneOf").stringList();
        pp.outsideArea = p.optional("outside").asString().value_or("");
        pp.minDistance = p.optional("minDistance").asInt(0, 99).value_or(0);
        pp.source = p.optional("source").asString().value_or("");
        auto def = p.required("default");
        if (!pp.withOneOf.empty()) {
            pp.defaultWith = def.asString().value_or("");
            if (!pp.defaultWith.empty() &&
                std::find(pp.withOneOf.begin(), pp.withOneOf.end(), pp.defaultWith) == pp.withOneOf.end())
                def.error(quotedValue(pp.defaultWith) + " is not one of withOneOf");
        } else if (!pp.outsideArea.empty()) {
            pp.defaultHex = readHex(def);
        } else {
            p.error("a player placement needs \"withOneOf\" or \"outside\"");
        }
        s.playerPlaced.push_back(std::move(pp));
    });
    return s;
}

ScenarioChoice readChoice(const Node& n) {
    ScenarioChoice c;
    n.allowOnly({"id", "rule", "title", "description", "default", "effects", "replaces"});
    c.id = n.required("id").asString().value_or("");
    c.rule = n.required("rule").asString().value_or("");
    c.title = n.required("title").asString().value_or("");
    c.description = n.optional("description").asString().value_or("");
    c.defaultOn = n.optional("default").asBool().value_or(false);
    if (auto effects = n.optional("effects"); effects.present() && effects.raw()->is_object()) c.effects = *effects.raw();
    n.optional("replaces").forEachMember([&](const std::string& from, const Node& to) {
        if (auto id = to.asString()) c.replaces[from] = *id;
    });
    return c;
}

std::array<int, 2> readPerSide(const Node& n, int min, int max) {
    std::array<int, 2> out{0, 0};
    n.allowOnly({"american", "british"});
    out[0] = n.required("american").asInt(min, max).value_or(0);
    out[1] = n.required("british").asInt(min, max).value_or(0);
    return out;
}
}  // namespace

Loaded<Scenario> loadScenario(const std::string& path, const std::string& displayPath) {
    Loaded<Scenario> out;
    auto json = data::readJsonFile(path, displayPath, out.errors);
    if (!json) return out;
    data::ReadContext ctx{displayPath, &out.errors};
    Node root(&*json, "", &ctx);
    if (!data::checkSchemaVersion(root, 1)) return out;
    Scenario s;
    s.id = root.required("id").asString().value_or("");
    s.name = root.required("name").asString().value_or("");
    s.source = root.optional("source").asString().value_or("");
    s.description = root.optional("description").asString().value_or("");
    s.mapId = root.required("map").asString().value_or("");
    s.countersId = root.required("counters").asString().value_or("");
    auto turns = root.required("turns");
    turns.allowOnly({"first", "last"});
    const auto first = turns.required("first").asInt(1, 99);
    const auto last = turns.required("last").asInt(1, 99);
    const bool turnsKnown = first && last;
    s.firstTurn = first.value_or(1);
    s.lastTurn = last.value_or(s.firstTurn);
    if (s.lastTurn < s.firstTurn) turns.error("the last turn comes before the first");
    auto setup = root.required("setup");
    setup.allowOnly({"american", "british"});
    s.setup[0] = readSideSetup(setup.required("american"));
    s.setup[1] = readSideSetup(setup.required("british"));
    s.reduced = root.optional("reduced").stringList();
    s.notUsed = root.optional("notUsed").stringList();
    root.optional("reinforcements").forEach([&](const Node& n) {
        Reinforcement r;
        r.pointer = n.pointer();
        n.allowOnly({"turn", "hex", "side", "units", "noStrategicMovement", "stackingBy", "source", "note"});
        r.turn = n.required("turn").asInt(1, 99).value_or(0);
        if (turnsKnown && r.turn && (r.turn < s.firstTurn || r.turn > s.lastTurn))
            n.optional("turn").error("turn " + std::to_string(r.turn) + " is outside the scenario's turns " +
                                     std::to_string(s.firstTurn) + "-" + std::to_string(s.lastTurn));
        if (auto hex = readHex(n.required("hex"))) r.hex = *hex;
        if (auto side = n.required("side").asEnum({"american", "british"})) r.side = *sideFromId(*side);
        r.counters = counterList(n.required("units"));
        r.noStrategicMovement = n.optional("noStrategicMovement").asBool().value_or(false);
        r.source = n.optional("source").asString().value_or("");
        s.reinforcements.push_back(std::move(r));
    });
    s.armyMorale = readPerSide(root.required("armyMorale"), 1, 99);
    s.momentum = readPerSide(root.required("momentum"), 0, 5);
    if (s.momentum[0] + s.momentum[1] > 5) root.optional("momentum").error("more than the pool of five momentum chits (12.71)");
    s.specialRules = root.optional("specialRules").stringList();
    std::set<std::string> choiceIds;
    auto readChoices = [&](const char* key, std::vector<ScenarioChoice>& into) {
        root.optional(key).forEach([&](const Node& n) {
            ScenarioChoice c = readChoice(n);
            if (!c.id.empty() && !choiceIds.insert(c.id).second) n.optional("id").error(quotedValue(c.id) + " is used twice");
            into.push_back(std::move(c));
        });
    };
    readChoices("variants", s.variants);
    readChoices("options", s.options);
    if (auto po = root.optional("playerOrder"); po.present()) {
        // E1.5, E5.5, E8.7: each entry fixes one turn's order, perhaps under a condition.
        std::map<int, std::size_t> unconditional;  // turn -> the entry that always fixes it
        std::size_t index = 0;
        po.forEach([&](const Node& e) {
            e.allowOnly({"turn", "order", "when", "rule", "note"});
            auto turn = e.required("turn").asInt(1, 99);
            e.required("rule").asString();  // E1.5, E5.5, E8.7: the event that fixes the order cites its rule
            // The first entry whose condition holds is used: one after an unconditional entry for its turn never is.
            if (turn) {
                if (auto it = unconditional.find(*turn); it != unconditional.end())
                    e.optional("turn").error("turn " + std::to_string(*turn) + " is listed twice: entry " + std::to_string(it->second) +
                                             " already fixes its order, so this one would never be used");
                else if (!e.optional("when").present())
                    unconditional.emplace(*turn, index);
            }
            ++index;
            if (turnsKnown && turn && (*turn < s.firstTurn || *turn > s.lastTurn)) e.optional("turn").error("turn " + std::to_string(*turn) + " is outside the scenario");
            auto order = e.required("order");
            std::vector<std::string> sides;
            order.forEach([&](const Node& side) {
                if (auto id = side.asEnum({"american", "british"})) sides.push_back(*id);
            });
            if (order.present() && (sides.empty() || sides.size() > 2 || (sides.size() == 2 && sides[0] == sides[1])))
                order.error("an order names one side, or both sides once each");
            if (auto when = e.optional("when"); when.present() && !when.isObject()) when.error("expected an object");
        });
        if (po.isArray()) s.playerOrder = *po.raw();
    }
    if (auto v = root.required("victory"); v.present()) {
        if (!v.isObject())
            v.error("expected an object");
        else if (v.size() == 0)
            v.error("no victory condition: a scenario names at least its decisive, substantial or marginal victory");
        v.allowOnly({"decisive", "substantial", "marginal", "control", "objectiveArea", "vpAwards", "reducedUnits"});
        // Each condition is won by a side the game knows ("either": whichever meets it).
        v.optional("decisive").forEach([](const Node& c) { c.required("side").asEnum({"american", "british"}); });
        v.optional("substantial").forEach([](const Node& c) { c.required("side").asEnum({"american", "british", "either"}); });
        v.optional("vpAwards").forEach([](const Node& a) { a.optional("side").asEnum({"american", "british"}); });
        v.optional("control").optional("initial").forEach([](const Node& c) { c.required("side").asEnum({"american", "british", "none"}); });
        s.victory = *v.raw();
    }
    if (auto nff = root.optional("noFirstFire"); nff.present()) nff.required("units").stringList();  // E10.1
    checkGarrisons(root.optional("garrisons"));
    std::vector<std::string_view> allowed = kKnownKeys;
    allowed.insert(allowed.end(), kExtraKeys.begin(), kExtraKeys.end());
    root.allowOnly(allowed);
    s.extra = nlohmann::json::object();
    for (auto key : kExtraKeys)
        if (auto it = json->find(std::string(key)); it != json->end()) s.extra[std::string(key)] = *it;
    if (out.errors.empty()) out.value = std::move(s);
    return out;
}

std::vector<StartPosition> resolveSetup(const Scenario& scenario, const CounterSet& counters, const std::string& displayPath,
                                        DataErrors& errors) {
    std::map<std::string, StartPosition> byId;
    std::map<std::string, std::string> placedAt;  // counter -> pointer of the scenario entry that placed it
    auto fail = [&](const std::string& pointer, const std::string& message) { errors.push_back({displayPath, pointer, message}); };
    auto known = [&](const std::string& id, const std::string& pointer) {
        if (counters.contains(id)) return true;
        fail(pointer, quotedValue(id) + " is not a counter of the \"" + counters.volume() + "\" counter sheet");
        return false;
    };
    for (Side side : kSides) {
        const SideSetup& setup = scenario.sideSetup(side);
        if (!setup.fromCounters) continue;
        auto printed = [&](const std::string& id, const CampaignStart& c) {
            if (c.notUsed || !c.hex) return;
            StartPosition p{id, c.turn ? StartPosition::Where::Reinforcement : StartPosition::Where::Map, *c.hex, c.turn, false, false};
            byId[id] = p;
        };
        for (const auto& u : counters.units())
            if (u.side == side) printed(u.id, u.campaign);
        for (const auto& l : counters.leaders())
            if (l.side == side) printed(l.id, l.campaign);
    }
    auto place = [&](const std::string& id, const std::string& pointer, StartPosition p, std::optional<Side> expectedSide) {
        if (!known(id, pointer)) return;
        if (expectedSide && counters.sideOf(id) != expectedSide)
            fail(pointer, quotedValue(id) + " is not a " + std::string(sideId(*expectedSide)) + " counter");
        if (auto it = placedAt.find(id); it != placedAt.end()) {
            fail(pointer, quotedValue(id) + " is already placed by " + it->second);
            return;
        }
        placedAt[id] = pointer;
        p.counter = id;
        byId[id] = p;
    };
    for (Side side : kSides) {
        const SideSetup& setup = scenario.sideSetup(side);
        for (const auto& pl : setup.placements)
            for (std::size_t i = 0; i < pl.counters.size(); ++i)
                place(pl.counters[i], pl.pointer + "/units/" + std::to_string(i), {"", StartPosition::Where::Map, pl.hex, 0, false, false}, side);
        for (const auto& pp : setup.playerPlaced) {
            StartPosition p{"", StartPosition::Where::Map, {}, 0, false, true};
            if (!pp.defaultWith.empty()) {
                if (!known(pp.defaultWith, pp.pointer + "/default")) continue;
                auto it = byId.find(pp.defaultWith);
                if (it == byId.end() || it->second.where != StartPosition::Where::Map) {
                    fail(pp.pointer + "/default", quotedValue(pp.defaultWith) + " is not on the map at start");
                    continue;
                }
                p.hex = it->second.hex;
            } else if (pp.defaultHex) {
                p.hex = *pp.defaultHex;
            } else {
                continue;
            }
            for (std::size_t i = 0; i < pp.withOneOf.size(); ++i) known(pp.withOneOf[i], pp.pointer + "/withOneOf/" + std::to_string(i));
            place(pp.counter, pp.pointer + "/unit", p, side);
        }
    }
    for (const auto& r : scenario.reinforcements)
        for (std::size_t i = 0; i < r.counters.size(); ++i)
            place(r.counters[i], r.pointer + "/units/" + std::to_string(i), {"", StartPosition::Where::Reinforcement, r.hex, r.turn, false, false},
                  r.side);
    for (std::size_t i = 0; i < scenario.notUsed.size(); ++i) {
        const std::string& id = scenario.notUsed[i];
        const std::string pointer = "/notUsed/" + std::to_string(i);
        if (!known(id, pointer)) continue;
        if (auto it = placedAt.find(id); it != placedAt.end()) {
            fail(pointer, quotedValue(id) + " is listed as not used but is placed by " + it->second);
            continue;
        }
        byId[id] = {id, StartPosition::Where::NotUsed, {}, 0, false, false};
    }
    for (std::size_t i = 0; i < scenario.reduced.size(); ++i) {
        const std::string& id = scenario.reduced[i];
        const std::string pointer = "/reduced/" + std::to_string(i);
        if (!known(id, pointer)) continue;
        const UnitDef* u = counters.unit(id);
        if (!u || u->steps != 2) {
            fail(pointer, quotedValue(id) + " has no reduced side to start on");
            continue;
        }
        auto it = byId.find(id);
        if (it == byId.end() || it->second.where == StartPosition::Where::NotUsed)
            fail(pointer, quotedValue(id) + " starts reduced but is not in the scenario");
        else
            it->second.reduced = true;
    }
    // E3.8.3: a counter an option puts in another's place is not in play unless chosen.
    for (std::size_t i = 0; i < scenario.options.size(); ++i)
        for (const auto& [from, to] : scenario.options[i].replaces) {
            const std::string pointer = "/options/" + std::to_string(i) + "/replaces/" + from;
            if (!known(from, pointer) || !known(to, pointer)) continue;
            auto f = byId.find(from);
            if (f == byId.end() || f->second.where == StartPosition::Where::NotUsed) fail(pointer, quotedValue(from) + " is not in the scenario");
            if (auto t = byId.find(to); t != byId.end() && t->second.where != StartPosition::Where::NotUsed)
                fail(pointer, quotedValue(to) + " is already in the scenario");
        }
    // Every counter of the sheet is either in the scenario or not used in it.
    std::vector<StartPosition> out;
    auto collect = [&](const std::string& id) {
        auto it = byId.find(id);
        out.push_back(it != byId.end() ? it->second : StartPosition{id, StartPosition::Where::NotUsed, {}, 0, false, false});
    };
    for (const auto& u : counters.units()) collect(u.id);
    for (const auto& l : counters.leaders()) collect(l.id);
    return out;
}

}  // namespace tricorne::core
