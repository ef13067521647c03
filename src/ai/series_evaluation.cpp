#include "tricorne/ai/series_evaluation.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <optional>
#include <vector>

#include "series_search_support.h"
#include "tricorne/engine/json_reader.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/end_phase_costs.h"
#include "tricorne/series/rules/victory.h"

namespace tricorne::ai {

using namespace tricorne::core;

namespace {

constexpr int kSchemaVersion = 1;
// A unit farther than this from every objective counts as this far: the far flank is not worse for being farther.
constexpr int kDistanceCap = 20;

struct WeightField {
    const char* key;
    double EvaluationWeights::*member;
};
constexpr WeightField kFields[] = {
    {"victoryPoint", &EvaluationWeights::victoryPoint},   {"winIfEndedNow", &EvaluationWeights::winIfEndedNow},
    {"armyMorale", &EvaluationWeights::armyMorale},       {"armyMoraleLevel", &EvaluationWeights::armyMoraleLevel},
    {"strength", &EvaluationWeights::strength},           {"objectiveHeld", &EvaluationWeights::objectiveHeld},
    {"objectiveDistance", &EvaluationWeights::objectiveDistance}, {"exposure", &EvaluationWeights::exposure},
    {"leaderAlone", &EvaluationWeights::leaderAlone},     {"capturable", &EvaluationWeights::capturable},
    {"leaderExposed", &EvaluationWeights::leaderExposed},
    {"controlAtRisk", &EvaluationWeights::controlAtRisk}, {"turnEndDecisive", &EvaluationWeights::turnEndDecisive},
};

std::vector<std::string_view> fieldKeys() {
    std::vector<std::string_view> keys;
    for (const auto& f : kFields) keys.push_back(f.key);
    return keys;
}

// Reads the members of a weights object over `into`: a member left out keeps its value there.
void readWeights(const data::Node& node, EvaluationWeights& into) {
    if (!node.isObject()) {
        node.error("expected an object of weights");
        return;
    }
    node.allowOnly(fieldKeys());
    for (const auto& f : kFields)
        if (const auto v = node.optional(f.key); v.present())
            if (const auto x = v.asNumber(-100.0, 100.0)) into.*f.member = *x;
}

// Each side's leaders' stake (14.32: the player aid's Army Morale and VP of a leader taken) in hexes
// whose strength the enemy's Parade Order regiments within MA + 1 hexes of them have twice over.
std::array<double, 2> leaderStakeOutnumbered(const GameState& s, const std::vector<std::array<int, 2>>& spAt) {
    std::array<double, 2> out{0, 0};
    const int units = s.unitCount();
    for (int l = units; l < static_cast<int>(s.pieces.size()); ++l) {
        const HexId at = s.pieces[static_cast<std::size_t>(l)].hex;
        if (!s.onMap(l) || !s.map->contains(at)) continue;
        const auto side = static_cast<std::size_t>(s.sideOf(l));
        const int own = spAt[static_cast<std::size_t>(s.map->index(at))][side];
        if (own == 0) continue;  // a leader alone: leaderAlone and capturable weigh him
        int enemy = 0;
        for (int u = 0; u < units; ++u) {
            const Piece& p = s.pieces[static_cast<std::size_t>(u)];
            if (static_cast<std::size_t>(s.sideOf(u)) == side || !s.onMap(u) || p.status != Status::ParadeOrder) continue;
            const UnitDef& d = s.unitDef(u);
            if (!d.isArtillery() && core::distance(p.hex, at) <= d.ma + 1) enemy += strengthOf(s, u);
        }
        if (enemy < 2 * own) continue;
        out[side] += leaderStake(s, l);
    }
    return out;
}

// The winner an outcome names, from the American side: 1, -1, or 0 for none.
double winnerSign(const Outcome& outcome) { return outcome.winner ? (*outcome.winner == Side::American ? 1.0 : -1.0) : 0.0; }

// The state as it would stand if the second player of the last turn took every objective hex
// within his reach (his reinforcements of the turn included) that nobody of the other side
// stands in (E9.1.1: control passes to the last through with a Parade Order unit other than
// artillery); nullopt when no such hex is left to take, or when he has moved already.
std::optional<GameState> controlTakenLast(const GameState& s, const std::vector<Objective>& objectives) {
    if (s.lastPassed.empty() || s.outcome.over || s.turn != s.scenario->lastTurn || s.sidesThisTurn != 2 || s.playerTurn != 0 ||
        s.phase == Phase::Initiative)
        return std::nullopt;
    const Side last = s.order[1];
    std::optional<GameState> out;
    std::vector<HexId> seen;
    for (const Objective& o : objectives) {
        if (o.area) continue;
        for (HexId h : o.hexes) {
            if (!s.map->contains(h) || std::find(seen.begin(), seen.end(), h) != seen.end()) continue;
            seen.push_back(h);
            const auto at = static_cast<std::size_t>(s.map->index(h));
            if (s.lastPassed[at] == static_cast<std::int8_t>(last)) continue;
            bool standing = false, reached = false;
            for (int u = 0; u < s.unitCount(); ++u) {
                const Piece& p = s.pieces[static_cast<std::size_t>(u)];
                // 8.3.3: a reinforcement due this turn enters at its hex and may move its full MA.
                const bool arriving = p.location == Location::TurnTrack && p.entryTurn <= s.turn && s.sideOf(u) == last;
                if (!s.onMap(u) && !arriving) continue;
                if (s.sideOf(u) != last) {
                    standing = standing || p.hex == h;
                    continue;
                }
                const UnitDef& d = s.unitDef(u);
                if (!d.isArtillery() && p.status == Status::ParadeOrder && core::distance(p.hex, h) <= d.ma) reached = true;
            }
            if (standing || !reached) continue;
            if (!out) out = s;
            out->lastPassed[at] = static_cast<std::int8_t>(last);
        }
    }
    return out;
}

}  // namespace

const EvaluationWeights& EvaluationWeightsFile::forScenario(const std::string& id) const {
    const auto it = scenarios.find(id);
    return it == scenarios.end() ? defaults : it->second;
}

namespace {
bool namedIn(const std::map<Level, EvaluationWeightsFile::SidesByScenario>& byLevel, Level level, const std::string& scenario, Side side) {
    const auto it = byLevel.find(level);
    if (it == byLevel.end()) return false;
    const auto sides = it->second.find(scenario);
    return sides != it->second.end() && sides->second.count(side) > 0;
}
}  // namespace

bool EvaluationWeightsFile::marchesInRollouts(Level level, const std::string& scenario, Side side) const {
    return namedIn(enemyMarchInRollouts, level, scenario, side);
}

bool EvaluationWeightsFile::fightsLastTurnInRollouts(Level level, const std::string& scenario, Side side) const {
    return namedIn(lastTurnCombatsInRollouts, level, scenario, side);
}

std::string seriesWeightsPath(const std::string& dataDir) { return (std::filesystem::path(dataDir) / "ai" / "series.json").string(); }

std::optional<EvaluationWeightsFile> loadEvaluationWeights(const std::string& path, DataErrors& errors) {
    const std::size_t before = errors.size();
    const auto json = data::readJsonFile(path, path, errors);
    if (!json) return std::nullopt;
    data::ReadContext ctx{path, &errors};
    const data::Node root(&*json, "", &ctx);
    if (!root.isObject()) {
        root.error("expected an object");
        return std::nullopt;
    }
    root.allowOnly({"schemaVersion", "about", "weights", "scenarios", "enemyMarchInRollouts", "lastTurnCombatsInRollouts"});
    if (!data::checkSchemaVersion(root, kSchemaVersion)) return std::nullopt;
    EvaluationWeightsFile file;
    readWeights(root.required("weights"), file.defaults);
    if (const auto scenarios = root.optional("scenarios"); scenarios.present()) {
        if (!scenarios.isObject())
            scenarios.error("expected an object of scenarios");
        else
            scenarios.forEachMember([&](const std::string& id, const data::Node& node) {
                EvaluationWeights w = file.defaults;
                readWeights(node, w);
                file.scenarios[id] = w;
            });
    }
    // An array of scenario ids (every level, both sides), or an object of levels, each an array of
    // scenario ids (both sides) or an object of scenario ids' arrays of sides; each fault named by its pointer.
    const auto readScenarios = [&](const data::Node& node, EvaluationWeightsFile::SidesByScenario& into) {
        if (!node.isObject()) {
            for (const auto& id : node.stringList()) into[id].insert(kSides.begin(), kSides.end());
            return;
        }
        node.forEachMember([&](const std::string& id, const data::Node& sides) {
            std::set<Side> marching;
            sides.forEach([&](const data::Node& name) {
                const auto text = name.asString();
                if (!text) return;
                if (const auto side = sideFromId(*text))
                    marching.insert(*side);
                else
                    name.error("expected a side: american or british");
            });
            if (!marching.empty()) into[id] = std::move(marching);
        });
    };
    const auto readByLevel = [&](const char* key, std::map<Level, EvaluationWeightsFile::SidesByScenario>& into) {
        const auto byLevel = root.optional(key);
        if (byLevel.isObject()) {
            byLevel.forEachMember([&](const std::string& name, const data::Node& scenarios) {
                const auto level = levelNamed(name);
                if (!level) {
                    scenarios.error("expected a level: easy, normal or hard");
                    return;
                }
                EvaluationWeightsFile::SidesByScenario sides;
                readScenarios(scenarios, sides);
                if (!sides.empty()) into[*level] = std::move(sides);
            });
        } else if (byLevel.present()) {
            EvaluationWeightsFile::SidesByScenario sides;
            readScenarios(byLevel, sides);
            if (!sides.empty())
                for (const Level level : kLevels) into[level] = sides;
        }
    };
    readByLevel("enemyMarchInRollouts", file.enemyMarchInRollouts);
    readByLevel("lastTurnCombatsInRollouts", file.lastTurnCombatsInRollouts);
    if (errors.size() != before) return std::nullopt;
    return file;
}

std::vector<EvaluationWeightField> evaluationWeightFields() {
    std::vector<EvaluationWeightField> out;
    for (const auto& f : kFields) out.push_back({f.key, f.member});
    return out;
}

nlohmann::json evaluationWeightsJson(const EvaluationWeightsFile& file, const std::string& about) {
    nlohmann::json j{{"schemaVersion", kSchemaVersion}, {"about", about}, {"weights", nlohmann::json::object()}};
    for (const auto& f : kFields) j["weights"][f.key] = file.defaults.*f.member;
    // A scenario's set names only what differs from the defaults, as the file is read over them.
    for (const auto& [id, weights] : file.scenarios) {
        auto& own = j["scenarios"][id] = nlohmann::json::object();
        for (const auto& f : kFields)
            if (weights.*f.member != file.defaults.*f.member) own[f.key] = weights.*f.member;
    }
    // By level: an array of scenario ids where each has both sides, else an object of each
    // scenario's sides; a level or scenario with no side is left out.
    const auto writeByLevel = [&j](const char* key, const std::map<Level, EvaluationWeightsFile::SidesByScenario>& byLevel) {
        for (const auto& [level, scenarios] : byLevel) {
            nlohmann::json ids = nlohmann::json::array(), bySide = nlohmann::json::object();
            bool everyBoth = true;
            for (const auto& [id, sides] : scenarios) {
                if (sides.empty()) continue;
                ids.push_back(id);
                everyBoth = everyBoth && sides.size() == kSides.size();
                auto& named = bySide[id] = nlohmann::json::array();
                for (const Side side : sides) named.push_back(std::string(sideId(side)));
            }
            if (!ids.empty()) j[key][std::string(levelName(level))] = everyBoth ? ids : bySide;
        }
    };
    writeByLevel("enemyMarchInRollouts", file.enemyMarchInRollouts);
    writeByLevel("lastTurnCombatsInRollouts", file.lastTurnCombatsInRollouts);
    return j;
}

template <class Add>
void SeriesEvaluation::forEachTerm(const GameState& s, const GameState* phaseEnded, bool everyTerm, Add add) const {
    const EvaluationWeights& w = m_weights;
    // Every feature is American minus British; the British value is its opposite.

    // 4, 5.D: the score and the winner if the game ended now, the latter more certain the nearer
    // the last turn. In a Movement Phase they are judged as the phase's end would leave them, so
    // that a garrison walked out of (E3.6.2) or a pin broken (9.6) costs at the move, not only
    // once the phase ends.
    const VictoryIfEndedNow now = victoryIfEndedNow(phaseEnded ? *phaseEnded : s);
    add("victoryPoint", w.victoryPoint, (now.vpHalves[0] - now.vpHalves[1]) / 2.0);
    const int turns = std::max(1, s.scenario->lastTurn - s.scenario->firstTurn + 1);
    const double progress = std::clamp(static_cast<double>(s.turn - s.scenario->firstTurn + 1) / turns, 0.0, 1.0);
    const double winner = winnerSign(now.outcome);
    add("winIfEndedNow", w.winIfEndedNow, winner * progress);
    // E2.1, E2.2, E6.1, E6.3: a Decisive Victory checked at the end of every game turn ends the
    // game then, whatever turn it is: the other side must undo it before this turn is over.
    add("turnEndDecisive", w.turnEndDecisive, turnEndWinner(phaseEnded ? *phaseEnded : s));

    // 16: Army Morale and the modifier of its level.
    add("armyMorale", w.armyMorale, s.armyMorale[0] - s.armyMorale[1]);
    add("armyMoraleLevel", w.armyMoraleLevel,
        armyMoraleLevel(s, Side::American).moraleModifier - armyMoraleLevel(s, Side::British).moraleModifier);

    // 3.1: the share of its order of battle's strength points each side still has (on the map
    // or still to come), so that a loss weighs alike in a small battle and in the campaign; and
    // each side's strength on the map by hex for exposure and objectives.
    const int hexes = s.map->hexCount();
    std::vector<std::array<int, 2>> spAt(static_cast<std::size_t>(hexes), {0, 0});
    std::array<int, 2> kept{0, 0}, whole{0, 0};
    const int units = s.unitCount();
    for (int u = 0; u < units; ++u) {
        const Piece& p = s.pieces[static_cast<std::size_t>(u)];
        if (p.location == Location::NotInPlay) continue;
        const auto side = static_cast<std::size_t>(s.sideOf(u));
        whole[side] += s.unitDef(u).full.sp;
        if (p.location == Location::Eliminated || p.location == Location::Captured) continue;
        const int sp = strengthOf(s, u);
        kept[side] += sp;
        if (p.location == Location::Map && s.map->contains(p.hex)) spAt[static_cast<std::size_t>(s.map->index(p.hex))][side] += sp;
    }
    auto share = [&](std::size_t side) { return whole[side] > 0 ? static_cast<double>(kept[side]) / whole[side] : 0.0; };
    add("strength", w.strength, share(0) - share(1));

    // Exposure: a stack next to enemy stacks stronger than it together; 14: a leader without his units.
    std::array<double, 2> exposed{0, 0};
    std::array<int, 2> alone{0, 0};
    for (int i = 0; i < hexes; ++i)
        for (int side = 0; side < 2; ++side) {
            const int own = spAt[static_cast<std::size_t>(i)][static_cast<std::size_t>(side)];
            if (own == 0) continue;
            int enemy = 0;
            for (HexId n : neighbours(s.map->hexAt(i)))
                if (s.map->contains(n)) enemy += spAt[static_cast<std::size_t>(s.map->index(n))][static_cast<std::size_t>(1 - side)];
            if (enemy > own) exposed[static_cast<std::size_t>(side)] += own;
        }
    for (int l = units; l < static_cast<int>(s.pieces.size()); ++l) {
        if (!s.onMap(l) || !s.map->contains(s.pieces[static_cast<std::size_t>(l)].hex)) continue;
        const int side = static_cast<int>(s.sideOf(l));
        if (spAt[static_cast<std::size_t>(s.map->index(s.pieces[static_cast<std::size_t>(l)].hex))][static_cast<std::size_t>(side)] == 0)
            ++alone[static_cast<std::size_t>(side)];
    }
    add("exposure", -w.exposure, exposed[0] - exposed[1]);
    add("leaderAlone", -w.leaderAlone, alone[0] - alone[1]);
    // 12.31, 14.32: guns and leaders left with no unit to fight for them next to an enemy able to close.
    const auto stake = capturableStake(holdingsByHex(s));
    add("capturable", -w.capturable, stake[0] - stake[1]);
    // 14.32, 13.1: a leader is taken when his hex is left to the enemy, so one whose units a captured
    // or eliminated regiment may leave alone is at stake: those within a march of enemy regiments
    // in Parade Order (MA + 1 hexes: they move up and attack, 12.12) of twice their strength.
    if (everyTerm || w.leaderExposed != 0) {
        const auto exposedLeaders = leaderStakeOutnumbered(s, spAt);
        add("leaderExposed", -w.leaderExposed, exposedLeaders[0] - exposedLeaders[1]);
    }

    // 4: the objective hexes each side occupies, and how near its units stand to those it must take.
    if (s.scenario != m_objectivesOf || s.map != m_objectivesMap) {
        m_objectives = s.volumeRules->objectives(s);
        m_objectivesOf = s.scenario;
        m_objectivesMap = s.map;
        m_objectiveFields.clear();
        for (const Objective& o : m_objectives) m_objectiveFields.push_back(distanceField(*s.map, o.hexes));
    }
    std::array<double, 2> distance{0, 0};
    std::array<int, 2> measured{0, 0};
    int heldBalance = 0;
    for (std::size_t k = 0; k < m_objectives.size(); ++k) {
        const Objective& o = m_objectives[k];
        const std::vector<int>& field = m_objectiveFields[k];
        std::array<int, 2> held{0, 0};
        for (HexId h : o.hexes)
            if (s.map->contains(h))
                for (int side = 0; side < 2; ++side)
                    if (spAt[static_cast<std::size_t>(s.map->index(h))][static_cast<std::size_t>(side)] > 0) held[static_cast<std::size_t>(side)] = 1;
        heldBalance += held[0] - held[1];
        for (int side = 0; side < 2; ++side) {
            if (o.side && static_cast<int>(*o.side) != side) continue;
            for (int u = 0; u < units; ++u) {
                if (!s.onMap(u) || static_cast<int>(s.sideOf(u)) != side) continue;
                const HexId at = s.pieces[static_cast<std::size_t>(u)].hex;
                int nearest = kDistanceCap;
                if (!o.hexes.empty() && s.map->contains(at)) nearest = std::min(nearest, field[static_cast<std::size_t>(s.map->index(at))]);
                else
                    for (HexId h : o.hexes) nearest = std::min(nearest, core::distance(at, h));
                distance[static_cast<std::size_t>(side)] += nearest;
                ++measured[static_cast<std::size_t>(side)];
            }
        }
    }
    add("objectiveHeld", w.objectiveHeld, heldBalance);
    for (int side = 0; side < 2; ++side)
        if (measured[static_cast<std::size_t>(side)] > 0) distance[static_cast<std::size_t>(side)] /= measured[static_cast<std::size_t>(side)];
    add("objectiveDistance", -w.objectiveDistance, distance[0] - distance[1]);

    // E9.1.1, E9.4: in the last turn, before the second player moves, an objective hex its
    // enemy controls with no unit in it passes to him the moment one of his Parade Order
    // regiments walks through, which a rollout stopping at his Movement Phase never sees.
    double lost = 0;
    if (const auto taken = controlTakenLast(phaseEnded ? *phaseEnded : s, m_objectives)) {
        const VictoryIfEndedNow then = victoryIfEndedNow(*taken);
        lost = w.victoryPoint * ((then.vpHalves[0] - then.vpHalves[1]) - (now.vpHalves[0] - now.vpHalves[1])) / 2.0 +
               w.winIfEndedNow * (winnerSign(then.outcome) - winner) * progress;
    }
    add("controlAtRisk", w.controlAtRisk, lost);
}

namespace {
// In a Movement Phase, the state as the end of the phase would leave it (9.6: the pinned
// combats broken; E3.6.2, E7.6: the garrisons walked out of).
std::optional<GameState> endOfMovementPhase(const GameState& s) {
    if (s.phase != Phase::Movement || s.outcome.over) return std::nullopt;
    std::optional<GameState> ended = s;
    Events ignored;
    chargeEndOfMovementPhase(*ended, ignored);
    return ended;
}
}  // namespace

double SeriesEvaluation::value(const GameState& s, int player) const {
    const double sign = player == 0 ? 1.0 : -1.0;
    if (s.outcome.over) return sign * winnerSign(s.outcome);
    const auto phaseEnded = endOfMovementPhase(s);
    // 16.3: a move that would leave its army Demoralized when the phase ends (a garrison walked
    // out of at Army Morale 1, E7.6.1) is worth the game it loses, not a term among others.
    if (phaseEnded && phaseEnded->outcome.over) return sign * winnerSign(phaseEnded->outcome);
    double sum = 0;
    forEachTerm(s, phaseEnded ? &*phaseEnded : nullptr, false, [&](std::string_view, double weight, double feature) { sum += weight * feature; });
    return sign * std::tanh(sum);
}

std::vector<EvaluationTerm> SeriesEvaluation::terms(const GameState& s) const {
    std::vector<EvaluationTerm> out;
    const auto phaseEnded = endOfMovementPhase(s);
    forEachTerm(s, phaseEnded ? &*phaseEnded : nullptr, true,
                [&](std::string_view key, double weight, double feature) { out.push_back({key, weight, feature}); });
    return out;
}

}  // namespace tricorne::ai
