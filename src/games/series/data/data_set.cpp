#include "tricorne/series/data_set.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>

#include "tricorne/engine/data_location.h"
#include "tricorne/engine/json_text.h"

#include "tricorne/series/volume.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::core {

namespace fs = std::filesystem;

const Scenario* DataSet::scenario(const std::string& id) const {
    for (const auto& s : scenarios)
        if (s.id == id) return &s;
    return nullptr;
}

namespace {
// FNV-1a, fed in pieces.
struct Fnv1a {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    void mix(std::string_view bytes) {
        for (unsigned char c : bytes) {
            h ^= c;
            h *= 0x100000001b3ULL;
        }
    }
};
}  // namespace

std::uint64_t DataSet::scenarioHash(const std::string& id) const {
    const Scenario* s = scenario(id);
    if (!s) return 0;
    std::vector<std::pair<std::string, std::uint64_t>> used;
    for (const std::string& key : {"maps/" + s->mapId, "counters/" + s->countersId, std::string("rules/series"), "rules/" + s->countersId, "scenarios/" + id})
        if (auto it = fileHashes.find(key); it != fileHashes.end()) used.push_back(it->second);
    std::sort(used.begin(), used.end());
    used.erase(std::unique(used.begin(), used.end()), used.end());
    Fnv1a h;
    for (const auto& [path, fileHash] : used) h.mix(path + ":" + std::to_string(fileHash) + ";");
    return h.h;
}

std::string describeBrokenScenario(const DataSet& data, const std::string& id) {
    std::string out;
    if (auto it = data.brokenScenarios.find(id); it != data.brokenScenarios.end())
        for (const auto& e : it->second) out += (out.empty() ? "" : "\n") + e.str();
    return out;
}

std::string defaultDataDir() { return findDataDir({}); }

namespace {
// The .json files of `dir` in name order; `ec` is set when the directory cannot be read.
std::vector<fs::path> jsonFiles(const fs::path& dir, std::error_code& ec) {
    std::vector<fs::path> out;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".json") out.push_back(it->path());
    std::sort(out.begin(), out.end());
    return out;
}

// Every string under a "hex" or "hexes" member of a JSON value, with its pointer.
void collectHexes(const nlohmann::json& v, const std::string& pointer, bool hexKey,
                  std::vector<std::pair<std::string, std::string>>& out) {
    if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it)
            collectHexes(it.value(), pointer + "/" + it.key(), it.key() == "hex" || it.key() == "hexes", out);
    } else if (v.is_array()) {
        for (std::size_t i = 0; i < v.size(); ++i) collectHexes(v[i], pointer + "/" + std::to_string(i), hexKey, out);
    } else if (v.is_string() && hexKey) {
        out.emplace_back(pointer, v.get<std::string>());
    }
}

// FNV-1a over every data file's relative path and bytes, in path order.
std::uint64_t hashFiles(const fs::path& root) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const char* sub : {"maps", "counters", "rules", "scenarios"})
        for (const auto& f : jsonFiles(root / sub, ec)) files.push_back(f);
    Fnv1a h;
    for (const auto& f : files) {
        h.mix(f.parent_path().filename().string() + "/" + f.filename().string());
        std::string why;  // a file that cannot be read was reported by its loader
        if (auto text = readFileText(f.string(), why)) h.mix(*text);
    }
    return h.h;
}

// The texts/ folder, when there is one: each volume's rules in brief, which must name every
// exclusive rule its scenarios list (a scenario without victory conditions there shows none).
template <typename Display>
void loadTexts(const fs::path& root, const Display& display, DataSet& set, DataErrors& errors) {
    std::error_code ec;
    for (const auto& f : jsonFiles(root / "texts", ec)) {
        auto t = loadRuleTexts(f.string(), display(f));
        errors.insert(errors.end(), t.errors.begin(), t.errors.end());
        if (!t.value) continue;
        if (set.texts.count(t.value->id)) {
            errors.push_back({display(f), "/id", "id " + quotedValue(t.value->id) + " is used by another file"});
            continue;
        }
        for (const Scenario& s : set.scenarios) {
            if (s.countersId != t.value->id) continue;
            for (const std::string& rule : s.specialRules)
                if (!t.value->section(rule)) errors.push_back({display(f), "/sections", "no entry for " + quotedValue(rule) + ", a special rule of scenario " + quotedValue(s.id)});
        }
        set.texts.emplace(t.value->id, std::move(*t.value));
    }
}

int stackingSp(const UnitDef& u, bool reduced) { return reduced && u.reduced ? u.reduced->sp : u.full.sp; }
}  // namespace

void crossCheckCounters(const CounterSet& counters, const Map& map, const std::string& displayPath, DataErrors& errors) {
    auto check = [&](const std::string& id, const CampaignStart& c, std::size_t index, const char* list) {
        if (c.notUsed || !c.hex) return;
        const std::string pointer = "/" + std::string(list) + "/" + std::to_string(index) + "/campaign/hex";
        if (!map.contains(*c.hex))
            errors.push_back({displayPath, pointer, c.hex->str() + " is off the map"});
        else if (map.prohibited(*c.hex))
            errors.push_back({displayPath, pointer, c.hex->str() + " is prohibited terrain (" + std::string(terrainName(map.terrain(*c.hex))) + ") for " + quotedValue(id)});
    };
    for (std::size_t i = 0; i < counters.units().size(); ++i) check(counters.units()[i].id, counters.units()[i].campaign, i, "units");
    for (std::size_t i = 0; i < counters.leaders().size(); ++i) check(counters.leaders()[i].id, counters.leaders()[i].campaign, i, "leaders");
}

void crossCheckScenario(const DataSet& data, const Scenario& scenario, const std::string& displayPath, DataErrors& errors) {
    auto mapIt = data.maps.find(scenario.mapId);
    auto counterIt = data.counterSets.find(scenario.countersId);
    if (mapIt == data.maps.end()) errors.push_back({displayPath, "/map", quotedValue(scenario.mapId) + " is not a map under data/maps"});
    if (counterIt == data.counterSets.end())
        errors.push_back({displayPath, "/counters", quotedValue(scenario.countersId) + " is not a counter sheet under data/counters"});
    if (mapIt == data.maps.end() || counterIt == data.counterSets.end()) return;
    const Map& map = mapIt->second;
    const CounterSet& counters = counterIt->second;

    auto checkHex = [&](HexId hex, const std::string& pointer) {
        if (!map.contains(hex)) {
            errors.push_back({displayPath, pointer, hex.str() + " is off the map"});
            return false;
        }
        if (map.prohibited(hex)) {
            errors.push_back({displayPath, pointer, hex.str() + " is prohibited terrain (" + std::string(terrainName(map.terrain(hex))) + ")"});
            return false;
        }
        return true;
    };
    for (Side side : kSides) {
        const SideSetup& setup = scenario.sideSetup(side);
        for (const auto& p : setup.placements) checkHex(p.hex, p.pointer + "/hex");
        for (const auto& pp : setup.playerPlaced) {
            if (!pp.defaultHex) continue;
            if (!checkHex(*pp.defaultHex, pp.pointer + "/default")) continue;
            if (!pp.outsideArea.empty()) {
                const MapArea* area = map.area(pp.outsideArea);
                if (!area) {
                    errors.push_back({displayPath, pp.pointer + "/outside", quotedValue(pp.outsideArea) + " is not an area of the map"});
                    continue;
                }
                int nearest = 1000;
                for (HexId h : area->hexes) nearest = std::min(nearest, distance(h, *pp.defaultHex));
                if (nearest < pp.minDistance)
                    errors.push_back({displayPath, pp.pointer + "/default",
                                      pp.defaultHex->str() + " is " + std::to_string(nearest) + " hexes from " + pp.outsideArea +
                                          ", closer than " + std::to_string(pp.minDistance)});
            }
        }
    }
    for (const auto& r : scenario.reinforcements) checkHex(r.hex, r.pointer + "/hex");

    std::vector<std::pair<std::string, std::string>> namedHexes;
    collectHexes(scenario.victory, "/victory", false, namedHexes);
    if (scenario.extra.contains("garrisons")) collectHexes(scenario.extra["garrisons"], "/garrisons", false, namedHexes);
    for (const auto& [pointer, text] : namedHexes) {
        auto hex = HexId::parse(text);
        if (!hex)
            errors.push_back({displayPath, pointer, quotedValue(text) + " is not a hex id"});
        else
            checkHex(*hex, pointer);
    }

    // 16.1: the starting Army Morale lies on the track, above Demoralized.
    if (auto it = data.rules.find("series"); it != data.rules.end() && !it->second.armyMoraleLevels.empty()) {
        int max = 0;
        for (const auto& l : it->second.armyMoraleLevels) max = std::max(max, l.max);
        for (Side side : kSides) {
            const int am = scenario.armyMorale[static_cast<std::size_t>(side)];
            if (am < 1 || am > max)
                errors.push_back({displayPath, "/armyMorale/" + std::string(sideId(side)),
                                  std::to_string(am) + " is off the Army Morale track (1.." + std::to_string(max) + ")"});
        }
    }
    if (scenario.extra.contains("noFirstFire"))
        for (const auto& id : scenario.extra["noFirstFire"]["units"])
            if (!counters.contains(id.get<std::string>())) errors.push_back({displayPath, "/noFirstFire/units", quotedValue(id.get<std::string>()) + " is not a counter"});
    const auto positions = resolveSetup(scenario, counters, displayPath, errors);
    // A side with no combat unit at start nor to come has no game to play.
    for (Side side : kSides) {
        const bool any = std::any_of(positions.begin(), positions.end(), [&](const StartPosition& p) {
            const UnitDef* u = counters.unit(p.counter);
            return p.where != StartPosition::Where::NotUsed && u && u->side == side;
        });
        if (!any) errors.push_back({displayPath, "/setup/" + std::string(sideId(side)), "the " + std::string(sideName(side)) + " side has no combat unit, at start or to come"});
    }
    // 7.1: at start, six SPs of non-artillery combat units plus one artillery unit a hex.
    struct Stack {
        int sp = 0;
        int artillery = 0;
        std::vector<std::string> ids;
    };
    std::map<HexId, Stack> stacks;
    for (const auto& p : positions) {
        if (p.where != StartPosition::Where::Map) continue;
        const UnitDef* u = counters.unit(p.counter);
        // Bad hexes were reported where they were written; stacking is checked on the map only.
        if (!u || !map.contains(p.hex) || map.prohibited(p.hex)) continue;
        Stack& s = stacks[p.hex];
        s.ids.push_back(p.counter);
        if (u->isArtillery())
            ++s.artillery;
        else
            s.sp += stackingSp(*u, p.reduced);
    }
    for (const auto& [hex, s] : stacks) {
        if (s.sp <= 6 && s.artillery <= 1) continue;
        std::string ids;
        for (const auto& id : s.ids) ids += (ids.empty() ? "" : ", ") + id;
        errors.push_back({displayPath, "/setup", "7.1: the start stack at " + hex.str() + " holds " + std::to_string(s.sp) +
                                                     " SPs and " + std::to_string(s.artillery) + " artillery units (" + ids +
                                                     "); the limit is 6 SPs plus one artillery unit"});
    }
}

Loaded<DataSet> loadDataSet(const std::string& dataDir) {
    Loaded<DataSet> out;
    DataSet set;
    set.root = dataDir;
    const fs::path root(dataDir);
    std::error_code ec;
    if (!fs::is_directory(root, ec)) {
        out.errors.push_back({dataDir, "", "is not a directory"});
        return out;
    }
    const std::string shown = root.filename().empty() ? root.parent_path().filename().string() : root.filename().string();
    auto display = [&](const fs::path& p) { return shown + "/" + p.parent_path().filename().string() + "/" + p.filename().string(); };
    auto need = [&](const char* sub) {
        std::error_code listError;
        auto files = jsonFiles(root / sub, listError);
        if (listError && listError != std::errc::no_such_file_or_directory)
            out.errors.push_back({shown + "/" + sub, "", "cannot be read (" + listError.message() + ")"});
        else if (files.empty())
            out.errors.push_back({shown + "/" + sub, "", "holds no .json file"});
        return files;
    };
    // An id names one file of its folder: a second file with it would be silently ignored.
    std::map<std::string, std::string> firstFile;  // "<folder>/<id>" -> the file that holds it
    auto unique = [&](const char* sub, const std::string& id, const fs::path& f, const char* pointer, DataErrors& errors) {
        auto [it, first] = firstFile.emplace(std::string(sub) + "/" + id, display(f));
        if (!first) errors.push_back({display(f), pointer, "id " + quotedValue(id) + " is used by another file (" + it->second + ")"});
        std::string why;
        if (auto text = first ? readFileText(f.string(), why) : std::nullopt; text) {
            Fnv1a h;
            h.mix(*text);
            set.fileHashes[std::string(sub) + "/" + id] = {std::string(sub) + "/" + f.filename().string(), h.h};
        }
        return first;
    };
    for (const auto& f : need("maps")) {
        auto m = loadMap(f.string(), display(f));
        out.errors.insert(out.errors.end(), m.errors.begin(), m.errors.end());
        if (m.value && unique("maps", m.value->id(), f, "/id", out.errors)) set.maps.emplace(m.value->id(), std::move(*m.value));
    }
    for (const auto& f : need("counters")) {
        auto c = loadCounters(f.string(), display(f));
        out.errors.insert(out.errors.end(), c.errors.begin(), c.errors.end());
        if (c.value && unique("counters", c.value->volume(), f, "/volume", out.errors)) set.counterSets.emplace(c.value->volume(), std::move(*c.value));
    }
    for (const auto& f : need("rules")) {
        auto r = loadRulesData(f.string(), display(f));
        out.errors.insert(out.errors.end(), r.errors.begin(), r.errors.end());
        if (r.value && unique("rules", r.value->id, f, "/id", out.errors)) set.rules.emplace(r.value->id, std::move(*r.value));
    }
    // 9.3: what a map prohibits is its volume's Terrain Effects Chart, the same one movement reads.
    for (auto& [id, map] : set.maps)
        if (auto r = set.rules.find(id); r != set.rules.end() && r->second.movement) {
            std::array<bool, kTerrainCount> prohibited{};
            for (int t = 0; t < kTerrainCount; ++t) prohibited[static_cast<std::size_t>(t)] = r->second.movement->hex[static_cast<std::size_t>(t)].prohibited;
            map.setProhibitedTerrain(prohibited);
        }
    // A scenario's errors stop that scenario only: they are kept apart and reported last.
    DataErrors scenarioErrors;
    std::map<std::string, std::string> scenarioFiles;
    for (const auto& f : need("scenarios")) {
        auto s = loadScenario(f.string(), display(f));
        DataErrors duplicate;
        if (s.value && unique("scenarios", s.value->id, f, "/id", duplicate)) {
            scenarioFiles[s.value->id] = display(f);
            set.scenarios.push_back(std::move(*s.value));
            continue;
        }
        // Named by its id when that can be read and is its own, else by its file name.
        std::string id = f.stem().string();
        std::string why;
        if (auto text = readFileText(f.string(), why); text && duplicate.empty())
            if (auto json = parseJsonText(*text, why); json && json->is_object() && json->contains("id") && (*json)["id"].is_string())
                id = (*json)["id"].get<std::string>();
        auto& errors = set.brokenScenarios[id];
        for (const DataErrors* list : {&s.errors, &duplicate}) {
            errors.insert(errors.end(), list->begin(), list->end());
            scenarioErrors.insert(scenarioErrors.end(), list->begin(), list->end());
        }
    }
    std::stable_sort(set.scenarios.begin(), set.scenarios.end(), [](const Scenario& a, const Scenario& b) {
        if ((a.id == "campaign") != (b.id == "campaign")) return a.id == "campaign";
        return a.firstTurn < b.firstTurn;
    });
    for (const auto& [volume, counters] : set.counterSets) {
        for (const auto& [id, map] : set.maps)
            if (id == volume) crossCheckCounters(counters, map, shown + "/counters/" + volume + ".json", out.errors);
        // The volume's charts (its Terrain Effects Chart) must come with its counters.
        if (!set.rules.count(volume)) out.errors.push_back({shown + "/rules", "", "no chart file with id \"" + volume + "\" for the " + volume + " counters"});
    }
    if (!set.rules.count("series")) out.errors.push_back({shown + "/rules", "", "no chart file with id \"series\" (the series charts)"});
    // Each volume's rules check the data they read (the hexes they name on its map).
    for (const auto& [id, rules] : set.rules)
        if (const Volume* volume = findVolume(id)) volume->checkData(set, shown, out.errors);
    for (auto it = set.scenarios.begin(); it != set.scenarios.end();) {
        DataErrors errors;
        crossCheckScenario(set, *it, scenarioFiles[it->id], errors);
        if (errors.empty()) {
            ++it;
            continue;
        }
        scenarioErrors.insert(scenarioErrors.end(), errors.begin(), errors.end());
        set.brokenScenarios[it->id] = std::move(errors);
        set.fileHashes.erase("scenarios/" + it->id);
        it = set.scenarios.erase(it);
    }
    loadTexts(root, display, set, out.errors);
    set.contentHash = hashFiles(root);
    if (out.errors.empty()) out.value = std::move(set);  // the maps, counters and charts load
    out.errors.insert(out.errors.end(), scenarioErrors.begin(), scenarioErrors.end());
    return out;
}

}  // namespace tricorne::core
