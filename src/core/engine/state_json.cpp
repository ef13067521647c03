#include <cstdio>
#include <cstring>

#include "tricorne/core/engine/game.h"
#include "tricorne/core/rules/army_morale.h"

namespace tricorne::core {

namespace {
// FNV-1a, 64 bits: fixed, portable and fast enough for a few hundred bytes a state.
class Hasher {
public:
    void bytes(const void* data, std::size_t n) {
        const auto* p = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < n; ++i) {
            m_h ^= p[i];
            m_h *= 0x100000001b3ULL;
        }
    }
    void i64(std::int64_t v) {
        unsigned char b[8];
        for (int i = 0; i < 8; ++i) b[i] = static_cast<unsigned char>((static_cast<std::uint64_t>(v) >> (8 * i)) & 0xff);
        bytes(b, 8);
    }
    void str(const std::string& s) {
        i64(static_cast<std::int64_t>(s.size()));
        bytes(s.data(), s.size());
    }
    std::uint64_t value() const { return m_h; }

private:
    std::uint64_t m_h = 0xcbf29ce484222325ULL;
};
}  // namespace

std::uint64_t stateHash(const GameState& s) {
    Hasher h;
    h.str(s.scenario->id);
    for (const auto& [k, v] : s.options) {
        h.str(k);
        h.str(v);
    }
    h.i64(static_cast<std::int64_t>(s.seed));
    for (int i = 0; i < 4; ++i) h.i64(static_cast<std::int64_t>(s.rng.words()[i]));
    for (int v : {s.turn, static_cast<int>(s.gatesReleased), static_cast<int>(s.weather), static_cast<int>(s.phase), static_cast<int>(s.step), static_cast<int>(s.order[0]), static_cast<int>(s.order[1]),
                  s.sidesThisTurn, s.playerTurn, s.initiative ? static_cast<int>(*s.initiative) : -1,
                  s.previousInitiative ? static_cast<int>(*s.previousInitiative) : -1, s.momentumSpent[0], s.momentumSpent[1],
                  static_cast<int>(s.momentumDeclared[0]), static_cast<int>(s.momentumDeclared[1]),
                  s.dictatedFirst ? static_cast<int>(*s.dictatedFirst) : -1, s.initiativeDie[0], s.initiativeDie[1], s.armyMorale[0],
                  s.armyMorale[1], s.momentum[0], s.momentum[1], s.vpHalves[0], s.vpHalves[1], s.frozenAmLevel[0].value_or(-1),
                  s.frozenAmLevel[1].value_or(-1), s.pinsBroken, s.actionCount})
        h.i64(v);
    for (auto c : s.lastPassed) h.i64(c);
    for (auto f : s.fogByTurn) h.i64(f);
    for (HexId g : s.garrisonsClosed) h.i64(g.col * 100 + g.row);
    h.i64(-5);
    for (int q : s.rallyQueue) h.i64(q);
    h.i64(-1);
    for (const Piece& p : s.pieces)
        for (int v : {static_cast<int>(p.location), p.hex.col, p.hex.row, p.entryTurn, static_cast<int>(p.reduced), static_cast<int>(p.reducedAtStart),
                      static_cast<int>(p.status), static_cast<int>(p.firstFire), static_cast<int>(p.moved), static_cast<int>(p.enteredThisPhase), static_cast<int>(p.noStrategicOnEntry),
                      static_cast<int>(p.forcedFromStart), p.pin, static_cast<int>(p.withdrawal), static_cast<int>(p.flipped),
                      static_cast<int>(p.fired), static_cast<int>(p.targeted), static_cast<int>(p.ccRetreated), int{p.ammoBoxes}, int{p.ammoChecked}, int{p.fireBoxes}, int{p.fireChecked}, int{p.hold}})
            h.i64(v);
    for (const auto& f : s.fires) {
        for (int i : f.firers) h.i64(i);
        h.i64(f.target);
        h.i64(f.artillery);
        h.i64(static_cast<int>(f.side));
    }
    h.i64(-2);
    for (int v : {s.fireIndex, s.toHitRollsLeft, static_cast<int>(s.fireHit), s.rifleDeclaring}) h.i64(v);
    for (const auto& o : s.fireOutcomes) {
        h.i64(o.target);
        h.str(o.result);
    }
    h.i64(-3);
    for (const auto& l : s.leaderCasualties) {
        h.i64(l.hex.col);
        h.i64(l.hex.row);
        h.i64(static_cast<int>(l.side));
        h.str(l.rule);
    }
    h.i64(-4);
    for (const auto& r : s.retreats) {
        h.i64(r.unit);
        h.i64(r.hexes);
        h.str(r.rule);
        h.i64(r.awayFromEnemy);
    }
    h.i64(-6);
    for (const auto& c : s.combats) {
        for (int a : c.attackers) h.i64(a);
        for (HexId x : c.attackerHexes) h.i64(x.col * 100 + x.row);
        h.i64(-7);
        for (HexId x : c.defenderHexes) h.i64(x.col * 100 + x.row);
        h.i64(c.pinned);
        h.i64(c.resolved);
    }
    h.i64(s.diversion ? s.diversion->col * 100 + s.diversion->row : -1);
    for (int q : s.placementQueue) h.i64(q);
    h.i64(-9);
    h.i64(static_cast<int>(s.resumeStep));
    for (int v : {s.militiaCommitted ? static_cast<int>(*s.militiaCommitted) : -1, static_cast<int>(s.militiaRevealed), static_cast<int>(s.militiaPaidFor)}) h.i64(v);
    for (int v : {static_cast<int>(s.reinforced[0]), static_cast<int>(s.reinforced[1]), static_cast<int>(s.fraserRolled), s.fraserToRelease}) h.i64(v);
    const CombatProgress& c = s.combat;
    for (int v : {c.index, static_cast<int>(c.stage), c.attackerLead, c.defenderLead, static_cast<int>(c.withdrawal),
                  static_cast<int>(c.artilleryCapture), static_cast<int>(c.noCombat), c.die, c.total, c.rerollAsked, c.captureChooser,
                  c.secondStepSide, static_cast<int>(c.leadAdvanced), static_cast<int>(c.noLeadAdvance), static_cast<int>(c.withdrawalOffered),
                  static_cast<int>(c.skipToAdvance), static_cast<int>(c.phaseEnding), c.leadHex.col, c.leadHex.row})
        h.i64(v);
    h.str(c.attackerTactic);
    h.str(c.defenderTactic);
    h.str(c.result);
    for (int u : c.noCheck) h.i64(u);
    h.i64(-8);
    for (const auto& m : s.moraleChecks) {
        h.i64(m.unit);
        h.i64(m.passRetreats);
        h.i64(m.failDisrupts);
        h.str(m.rule);
    }
    h.i64(s.outcome.over);
    h.i64(s.outcome.winner ? static_cast<int>(*s.outcome.winner) : -1);
    h.str(s.outcome.level);
    h.str(s.outcome.reason);
    return h.value();
}

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
        if (!s.isLeader(i)) {
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
    if (s.outcome.over)
        j["outcome"] = {{"winner", s.outcome.winner ? nlohmann::json(sideId(*s.outcome.winner)) : nlohmann::json()},
                        {"level", s.outcome.level},
                        {"reason", s.outcome.reason},
                        {"rule", s.outcome.rule}};
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(stateHash(s)));
    j["hash"] = hash;
    return j;
}

}  // namespace tricorne::core
