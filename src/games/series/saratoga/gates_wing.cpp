#include "tricorne/saratoga/gates_wing.h"

#include "tricorne/saratoga/victory.h"

namespace tricorne::core::saratoga {

namespace {
const std::string& variant(const GameState& s) {
    static const std::string kNone = "none";
    auto it = s.options.find("variant");
    return it == s.options.end() ? kNone : it->second;
}

bool rulesInForce(const GameState& s) {
    // E4.2 Arnold Prevails: every American unit is released from turn 3.
    if (variant(s) == "arnold-prevails" && s.turn >= 3) return false;
    return s.hasRule("E3.5.1") && !s.gatesReleased;
}

void release(GameState& s, const std::string& rule, const std::string& why, std::vector<Event>& events) {
    s.gatesReleased = true;
    events.push_back({rule, "Gates' Wing is released: " + why, {}});
}
}  // namespace

bool heldBehindTheLine(const GameState& s, int piece) {
    if (!rulesInForce(s) || s.sideOf(piece) != Side::American) return false;
    // E4.1 Gates Prevails: every American unit, not only Gates' Wing.
    if (variant(s) == "gates-prevails") return true;
    const std::string& formation = s.isLeader(piece) ? s.leaderDef(piece).formation : s.unitDef(piece).formation;
    return formation == "gates";
}

void checkProximityRelease(GameState& s, std::vector<Event>& events) {
    if (!rulesInForce(s)) return;
    for (const char* anchor : {"2410", "1407"}) {
        const HexId a = *HexId::parse(anchor);
        for (int i = 0; i < s.unitCount(); ++i)
            // E3.5.2.1: counting the British unit's hex but not the starting hex.
            if (s.onMap(i) && s.sideOf(i) == Side::British && distance(a, s.pieces[static_cast<std::size_t>(i)].hex) <= 4) {
                release(s, "E3.5.2.1", s.pieceId(i) + " is within 4 hexes of " + std::string(anchor), events);
                return;
            }
    }
}

bool releaseRollDue(const GameState& s) {
    if (!rulesInForce(s) || !s.hasRule("E3.5.2") || s.phasing() != Side::American || !s.volume->raw.contains("gatesRelease")) return false;
    return s.turn >= s.volume->raw["gatesRelease"].value("fromTurn", 99);
}

void applyReleaseRoll(GameState& s, int die, std::vector<Event>& events) {
    const auto& t = s.volume->raw.at("gatesRelease");
    int max = -100;
    for (const auto& r : t.at("ranges"))
        if (r.value("turn", 0) == s.turn) max = r.value("max", -100);
    // E3.5.2.3: -1 while the British do not control the Middle Branch ford.
    const bool britishFord = controlOf(s, *HexId::parse("1011")) == Side::British;
    const int drm = britishFord ? 0 : t.value("middleBranchFordDrm", -1);
    const int total = die + drm;
    const std::string text = "Release roll, turn " + std::to_string(s.turn) + ": die " + std::to_string(die) + (drm ? " " + std::to_string(drm) + " (the British do not hold 1011)" : "") +
                             " = " + std::to_string(total) + ", releases on " + std::to_string(max) + " or less";
    if (total <= max)
        release(s, "E3.5.2.2", text, events);
    else
        events.push_back({"E3.5.2.2", text + ": Gates' Wing stays", {}});
}

}  // namespace tricorne::core::saratoga
