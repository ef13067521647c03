// E3.5 Burgoyne's replacement by Hamilton, in the rulebook's order of precedence.
#include "tricorne/saratoga/army_commander.h"

#include <algorithm>

#include "tricorne/series/rules/leaders.h"

namespace tricorne::core::saratoga {

namespace {
const nlohmann::json* replacementOf(const GameState& s, int leader) {
    if (!s.volume->raw.contains("armyCommanderReplacement")) return nullptr;
    const auto& r = s.volume->raw["armyCommanderReplacement"];
    if (!r.is_object() || r.value("leader", std::string{}) != s.pieceId(leader)) return nullptr;
    return &r;
}

// The hexes of the units of one rung of E3.5's list that are on the map.
std::vector<HexId> rungHexes(const GameState& s, const nlohmann::json& rung) {
    std::vector<HexId> out;
    if (rung.contains("units")) {
        for (const auto& id : rung["units"])
            if (auto u = s.pieceIndex(id.get<std::string>()); u && s.onMap(*u)) out.push_back(s.pieces[static_cast<std::size_t>(*u)].hex);
    } else if (rung.contains("atStartHex")) {
        const auto start = HexId::parse(rung["atStartHex"].get<std::string>());
        for (int u = 0; u < s.unitCount(); ++u)
            if (s.onMap(u) && start && s.unitDef(u).campaign.hex == *start) out.push_back(s.pieces[static_cast<std::size_t>(u)].hex);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}
}  // namespace

bool awaitingReplacement(const GameState& s, int leader) {
    return s.isLeader(leader) && s.pieces[static_cast<std::size_t>(leader)].flipped && !s.onMap(leader);
}

std::vector<HexId> replacementHexes(const GameState& s, int leader) {
    const nlohmann::json* r = replacementOf(s, leader);
    if (!r || !r->contains("order")) return {};
    for (const auto& rung : (*r)["order"])
        if (auto hexes = rungHexes(s, rung); !hexes.empty()) return hexes;
    return {};
}

void replaceArmyCommander(GameState& s, int leader, std::vector<Event>& events) {
    Piece& p = s.pieces[static_cast<std::size_t>(leader)];
    const LeaderDef& def = s.leaderDef(leader);
    if (!s.hasRule("E3.5") || p.flipped || !def.back || !replacementOf(s, leader)) return;
    p.flipped = true;  // E3.5: the counter's back, Hamilton
    const auto hexes = replacementHexes(s, leader);
    if (hexes.empty()) {
        events.push_back({"E3.5", def.back->name + " cannot take the field: no unit of E3.5's list is on the map", {}});
        return;
    }
    if (hexes.size() == 1) {
        p.location = Location::Map;
        p.hex = hexes.front();
        events.push_back({"E3.5", def.back->name + " takes command and is placed in " + hexes.front().str(), {hexes.front()}});
        return;
    }
    s.placementQueue.push_back(leader);  // E3.5 "either": the owner chooses
    events.push_back({"E3.5", def.back->name + " takes command; " + std::string(sideName(def.side)) + " chooses where he is placed", {}});
}

}  // namespace tricorne::core::saratoga
