#include <cstdio>

#include "tricorne/series/game/game.h"
#include "tricorne/series/rules/army_morale.h"

namespace tricorne::core {

nlohmann::json stateToJson(const GameState& s) {
    const Decision d = decision(s);
    nlohmann::json j;
    j["scenario"] = s.scenario->id;
    j["turn"] = s.turn;
    j["phase"] = phaseId(s.phase);
    j["phasing"] = sideId(s.phasing());
    j["decision"] = {{"player", playerId(d.player)}, {"prompt", d.prompt}, {"rule", d.rule}};
    for (Side side : kSides) {
        const auto i = static_cast<std::size_t>(side);
        j["armyMorale"][std::string(sideId(side))] = {{"value", s.armyMorale[i]}, {"level", armyMoraleLevel(s, side).id}};
        j["momentum"][std::string(sideId(side))] = s.momentum[i];
        j["vp"][std::string(sideId(side))] = s.vpHalves[i] / 2.0;
    }
    j["momentum"]["pool"] = 5 - s.momentum[0] - s.momentum[1];
    nlohmann::json pieces = nlohmann::json::array();
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
        const Piece& p = s.pieces[static_cast<std::size_t>(i)];
        if (p.location == Location::NotInPlay) continue;
        nlohmann::json e{{"id", s.pieceId(i)}, {"location", locationId(p.location)}};
        if (p.location == Location::Map || p.location == Location::TurnTrack) e["hex"] = p.hex.str();
        if (p.location == Location::TurnTrack) e["turn"] = p.entryTurn;
        // 3.1: a status is a counter's standing in play; an eliminated or captured counter has none.
        if (!s.isLeader(i) && (p.location == Location::Map || p.location == Location::TurnTrack)) {
            e["status"] = statusId(p.status);
            if (p.reduced) e["reduced"] = true;
            if (p.firstFire) e["firstFire"] = true;
        }
        if (p.pin) e["pin"] = p.pin;
        if (p.withdrawal) e["withdrawal"] = true;
        if (p.hold) e["held"] = true;
        if (p.ammoBoxes >= 0) e["ammo"] = {{"checked", int{p.ammoChecked}}, {"of", int{p.ammoBoxes}}};
        if (p.fireBoxes >= 0) e["fireAmmo"] = {{"checked", int{p.fireChecked}}, {"of", int{p.fireBoxes}}};
        if (p.moved) e["moved"] = true;
        pieces.push_back(e);
    }
    j["pieces"] = pieces;
    if (s.phase == Phase::CloseCombat) {
        // 12.21: the declared combats; 12.61: a tactic shows only once both are chosen.
        nlohmann::json combats = nlohmann::json::array();
        for (const auto& c : s.combats) {
            nlohmann::json e{{"resolved", c.resolved}};
            for (int a : c.attackers) e["attackers"].push_back(s.pieceId(a));
            for (HexId h : c.defenderHexes) e["defenderHexes"].push_back(h.str());
            combats.push_back(e);
        }
        j["combats"] = combats;
        if (s.diversion) j["diversion"] = s.diversion->str();
        if (s.combat.index >= 0) {
            nlohmann::json c{{"combat", s.combat.index + 1}};
            if (s.combat.attackerLead >= 0) c["attackerLead"] = s.pieceId(s.combat.attackerLead);
            if (s.combat.defenderLead >= 0) c["defenderLead"] = s.pieceId(s.combat.defenderLead);
            const bool revealed = !s.combat.defenderTactic.empty();
            if (revealed) c["tactics"] = {{"attacker", s.combat.attackerTactic}, {"defender", s.combat.defenderTactic}};
            if (s.combat.die >= 0) c["die"] = s.combat.die, c["modifiedRoll"] = s.combat.total;
            if (!s.combat.result.empty()) c["result"] = s.combat.result;
            j["closeCombat"] = c;
        }
    }
    // E7.5.1: that the American note is made shows; what it says shows only once revealed.
    if (s.militiaCommitted) {
        j["militiaNote"] = {{"revealed", s.militiaRevealed}};
        if (s.militiaRevealed) j["militiaNote"]["use"] = *s.militiaCommitted;
    }
    // 7.42, E3.7: the enemy stacks each side has examined, and the hex its fire is committed to.
    if (s.option("limited-intelligence")) {
        for (Side side : kSides) {
            nlohmann::json known = nlohmann::json::object();
            for (const auto& [hex, stack] : s.knownStacks[static_cast<std::size_t>(side)])
                for (int p : stack) known[hex.str()].push_back(s.pieceId(p));
            j["knownStacks"][std::string(sideId(side))] = known;
        }
        if (s.fireCommitment) j["fireCommitment"] = s.fireCommitment->str();
    }
    if (s.outcome.over)
        j["outcome"] = {{"winner", s.outcome.winner ? nlohmann::json(sideId(*s.outcome.winner)) : nlohmann::json()},
                        {"level", s.outcome.level},
                        {"reason", s.outcome.reason},
                        {"rule", s.outcome.rule}};
    char hash[17];
    // The save's hash, which cannot tell an unrevealed secret (12.61, E7.5.1).
    std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(savedStateHash(s)));
    j["hash"] = hash;
    return j;
}

}  // namespace tricorne::core
