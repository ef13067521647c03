#include "tricorne/core/data_set.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>

#include "tricorne/core/data_location.h"
#include "tricorne/core/json_text.h"

#include "tricorne/core/saratoga/map_roles.h"

#ifndef TRICORNE_SOURCE_DATA_DIR
#define TRICORNE_SOURCE_DATA_DIR ""
#endif
#ifndef TRICORNE_INSTALL_DATA_DIR
#define TRICORNE_INSTALL_DATA_DIR "/usr/share/tricorne/data"
#endif

namespace tricorne::core {

namespace fs = std::filesystem;

const Scenario* DataSet::scenario(const std::string& id) const {
    for (const auto& s : scenarios)
        if (s.id == id) return &s;
    return nullptr;
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
    std::uint64_t h = 0xcbf29ce484222325ULL;
    auto mix = [&](const std::string& bytes) {
        for (unsigned char c : bytes) {
            h ^= c;
            h *= 0x100000001b3ULL;
        }
    };
    for (const auto& f : files) {
        mix(f.parent_path().filename().string() + "/" + f.filename().string());
        std::string why;  // a file that cannot be read was reported by its loader
        if (auto text = readFileText(f.string(), why)) mix(*text);
    }
    return h;
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
            errors.push_back({displayPath, pointer, c.hex->str() + " is prohibited terrain (" + std::string(terrainName(map.terrain(*c.hex))) + ") for \"" + id + "\""});
    };
    for (std::size_t i = 0; i < counters.units().size(); ++i) check(counters.units()[i].id, counters.units()[i].campaign, i, "units");
    for (std::size_t i = 0; i < counters.leaders().size(); ++i) check(counters.leaders()[i].id, counters.leaders()[i].campaign, i, "leaders");
}

void crossCheckScenario(const DataSet& data, const Scenario& scenario, const std::string& displayPath, DataErrors& errors) {
    auto mapIt = data.maps.find(scenario.mapId);
    auto counterIt = data.counterSets.find(scenario.countersId);
    if (mapIt == data.maps.end()) errors.push_back({displayPath, "/map", "\"" + scenario.mapId + "\" is not a map under data/maps"});
    if (counterIt == data.counterSets.end())
        errors.push_back({displayPath, "/counters", "\"" + scenario.countersId + "\" is not a counter sheet under data/counters"});
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
                    errors.push_back({displayPath, pp.pointer + "/outside", "\"" + pp.outsideArea + "\" is not an area of the map"});
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
            errors.push_back({displayPath, pointer, "\"" + text + "\" is not a hex id"});
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
            if (!counters.contains(id.get<std::string>())) errors.push_back({displayPath, "/noFirstFire/units", "\"" + id.get<std::string>() + "\" is not a counter"});
    const auto positions = resolveSetup(scenario, counters, displayPath, errors);
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
    auto unique = [&](const char* sub, const std::string& id, const fs::path& f, const char* pointer) {
        auto [it, first] = firstFile.emplace(std::string(sub) + "/" + id, display(f));
        if (!first) out.errors.push_back({display(f), pointer, "id \"" + id + "\" is used by another file (" + it->second + ")"});
        return first;
    };
    for (const auto& f : need("maps")) {
        auto m = loadMap(f.string(), display(f));
        out.errors.insert(out.errors.end(), m.errors.begin(), m.errors.end());
        if (m.value && unique("maps", m.value->id(), f, "/id")) set.maps.emplace(m.value->id(), std::move(*m.value));
    }
    for (const auto& f : need("counters")) {
        auto c = loadCounters(f.string(), display(f));
        out.errors.insert(out.errors.end(), c.errors.begin(), c.errors.end());
        if (c.value && unique("counters", c.value->volume(), f, "/volume")) set.counterSets.emplace(c.value->volume(), std::move(*c.value));
    }
    for (const auto& f : need("rules")) {
        auto r = loadRulesData(f.string(), display(f));
        out.errors.insert(out.errors.end(), r.errors.begin(), r.errors.end());
        if (r.value && unique("rules", r.value->id, f, "/id")) set.rules.emplace(r.value->id, std::move(*r.value));
    }
    std::map<std::string, std::string> scenarioFiles;
    for (const auto& f : need("scenarios")) {
        auto s = loadScenario(f.string(), display(f));
        out.errors.insert(out.errors.end(), s.errors.begin(), s.errors.end());
        if (!s.value || !unique("scenarios", s.value->id, f, "/id")) continue;
        scenarioFiles[s.value->id] = display(f);
        set.scenarios.push_back(std::move(*s.value));
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
    for (const auto& s : set.scenarios) crossCheckScenario(set, s, scenarioFiles[s.id], out.errors);
    set.contentHash = hashFiles(root);
    if (auto it = set.maps.find("saratoga"); it != set.maps.end())
        saratoga::checkMapRoles(it->second, shown + "/maps/saratoga.json", out.errors);
    if (out.errors.empty()) out.value = std::move(set);
    return out;
}

}  // namespace tricorne::core
