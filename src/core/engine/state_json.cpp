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
                      static_cast<int>(p.status), static_cast<int>(p.firstFire), static_cast<int>(p.moved), static_cast<int>(p.enteredThisPhase),
                      static_cast<int>(p.forcedFromStart), p.pin, static_cast<int>(p.withdrawal), static_cast<int>(p.flipped),
                      static_cast<int>(p.fired), static_cast<int>(p.targeted)})
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
        if (p.moved) e["moved"] = true;
        pieces.push_back(e);
    }
    j["pieces"] = pieces;
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
