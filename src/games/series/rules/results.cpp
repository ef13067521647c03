#include "tricorne/series/rules/results.h"

#include <algorithm>

#include "../game/sequence.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/leaders.h"
#include "piece_index.h"

namespace tricorne::core {

std::vector<int> leadersIn(const GameState& s, HexId hex, Side side) {
    std::vector<int> out;
    for (int i = s.unitCount(); i < static_cast<int>(s.pieces.size()); ++i)
        if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].hex == hex && s.sideOf(i) == side) out.push_back(i);
    return out;
}

void leaderCasualty(GameState& s, int leader, const std::string& rule, std::vector<Event>& events) {
    piece(s, leader).location = Location::Eliminated;
    piece(s, leader).pin = 0;
    events.push_back({rule, leaderFace(s, leader).name + " is a leader casualty", {s.pieces[static_cast<std::size_t>(leader)].hex}});
    leaderLost(s, leader, rule, events);
}

void leaderLost(GameState& s, int leader, const std::string& rule, std::vector<Event>& events) {
    const Side side = s.leaderDef(leader).side;
    const LeaderFace& face = leaderFace(s, leader);
    const int halves = static_cast<int>(face.casualtyVp * 2);
    s.vpHalves[static_cast<std::size_t>(enemyOf(side))] += halves;
    // The loss was the last event recorded (its capture or casualty): it carries the VP.
    if (halves > 0 && !events.empty()) events.back().vp = VpGain{enemyOf(side), halves};
    adjustArmyMorale(s, side, -face.casualtyAm, rule, face.name + " lost", events);
    // 16.1 "a Leader casualty": the player aid's pair also gives the enemy Army Morale, captured or killed alike.
    if (!s.outcome.over) adjustArmyMorale(s, enemyOf(side), face.casualtyOpponentAm, rule, face.name + " taken", events);
    armyCommanderLost(s, leader, events);
}

void captureUnit(GameState& s, int unit, const std::string& rule, std::vector<Event>& events) {
    Piece& p = piece(s, unit);
    const UnitDef& def = s.unitDef(unit);
    const bool fullStrength = !p.reduced;
    p.location = Location::Captured;
    p.pin = 0;
    // 4: a captured unit is worth 1 VP whatever its steps.
    events.push_back({rule, def.name + " is captured", {p.hex}, VpGain{enemyOf(def.side), 2}});
    s.vpHalves[static_cast<std::size_t>(enemyOf(def.side))] += 2;
    adjustArmyMorale(s, def.side, armyMoraleAdjustment(s, "unit-captured"), rule, def.name + " captured", events);
    adjustArmyMorale(s, enemyOf(def.side), armyMoraleAdjustment(s, "unit-captured-opponent"), rule, def.name + " taken", events);
    // 12.74: a full-strength unit of printed morale +2 captured costs its side a momentum chit.
    if (fullStrength && def.full.morale >= 2) loseMomentumChit(s, def.side, "12.74", events);
}

void loseMomentumChit(GameState& s, Side side, const std::string& rule, std::vector<Event>& events) {
    auto& own = s.momentum[static_cast<std::size_t>(side)];
    auto& other = s.momentum[static_cast<std::size_t>(enemyOf(side))];
    if (own > 0) {
        --own;
        events.push_back({rule, std::string(sideName(side)) + " returns a momentum chit to the pool", {}});
    } else if (own + other < 5) {
        ++other;
        events.push_back({rule, std::string(sideName(enemyOf(side))) + " takes a momentum chit from the pool", {}});
    }
}

void armyCommanderLost(GameState& s, int leader, std::vector<Event>& events) {
    // E3.3: Burgoyne or Gates (each army's senior leader) captured or eliminated.
    if (s.hasRule("E3.3") && s.leaderDef(leader).front.seniority == 1 && !s.pieces[static_cast<std::size_t>(leader)].flipped)
        loseMomentumChit(s, s.leaderDef(leader).side, "E3.3", events);
    s.volumeRules->onArmyCommanderLost(s, leader, events);
}

bool disrupt(GameState& s, int unit, const std::string& rule, std::vector<Event>& events) {
    Piece& p = piece(s, unit);
    const UnitDef& def = s.unitDef(unit);
    switch (p.status) {
        case Status::ParadeOrder:
            p.status = Status::Disrupted;
            events.push_back({rule, def.name + " is disrupted", {p.hex}});
            adjustArmyMorale(s, def.side, armyMoraleAdjustment(s, "unit-disrupted"), rule, def.name + " disrupted", events);
            return true;
        case Status::Disrupted:
            // 13.1 D: a disrupted unit is shattered, and still retreats three hexes.
            p.status = Status::Shattered;
            events.push_back({"13.4", def.name + " is shattered", {p.hex}});
            adjustArmyMorale(s, def.side, armyMoraleAdjustment(s, "unit-shattered"), rule, def.name + " shattered", events);
            return true;
        case Status::Shattered:
            // 13.1 D, 13.4: a shattered unit is eliminated.
            while (s.onMap(unit)) detail::loseStep(s, unit, "13.4", "step-loss", events);
            return false;
    }
    return false;
}

void applyFireResult(GameState& s, int target, const std::string& code, const std::string& rule, std::vector<Event>& events) {
    const bool star = !code.empty() && code.back() == '*';
    const std::string base = star ? code.substr(0, code.size() - 1) : code;
    const Side owner = s.sideOf(target);
    const HexId hex = s.pieces[static_cast<std::size_t>(target)].hex;
    const std::string name = s.unitDef(target).name;
    if (base == "-" || base.empty()) {
        if (!star) events.push_back({rule, "No effect on " + name, {hex}});
    } else if (base == "AM") {
        adjustArmyMorale(s, owner, armyMoraleAdjustment(s, "result-am"), "13.1", "AM result", events);
    } else if (base == "R") {
        events.push_back({"13.1", name + " must retreat one hex", {hex}});
        s.retreats.push_back({target, 1, "13.1 R"});
    } else if (base == "D") {
        if (disrupt(s, target, "13.1", events)) s.retreats.push_back({target, 3, "13.3"});
    } else if (base == "1" || base == "2") {
        // 13.1: in fire only the target is affected, so a second step is never taken from another unit.
        detail::loseStep(s, target, "13.1", "step-loss", events);
        if (base == "2" && s.onMap(target)) detail::loseStep(s, target, "13.1", "step-loss", events);
    }
    // 13.1 '*': one leader of the owner's in the hex; none there, no effect.
    if (star) {
        const auto leaders = leadersIn(s, hex, owner);
        if (leaders.empty())
            events.push_back({"13.1", "Leader casualty result at " + hex.str() + ": no leader there, no effect", {hex}});
        else
            s.leaderCasualties.push_back({hex, owner, "13.1"});
    }
}

}  // namespace tricorne::core
