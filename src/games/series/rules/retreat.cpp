// 13.2 Retreat, 13.3's three-hex retreat, 13.23 capture, 13.25 leaders, 13.26 artillery.
#include <algorithm>
#include <set>

#include "../game/sequence.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/results.h"
#include "tricorne/series/rules/stacking.h"
#include "tricorne/series/rules/zoc.h"
#include "piece_index.h"

namespace tricorne::core {

namespace {

bool adjacentToEnemyUnit(const GameState& s, HexId hex, Side side) {
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && s.sideOf(i) != side && distance(piece(s, i).hex, hex) == 1) return true;
    return false;
}

// One hex of a retreat: why it is closed, or "" when open (13.22).
std::string closedBecause(const GameState& s, int unit, const ZocMap& enemyZoc, HexId to, int sp, int artillery) {
    if (!s.map->contains(to)) return "13.22: off the map";
    if (s.map->prohibited(to)) return "13.22: prohibited terrain (" + std::string(terrainName(s.map->terrain(to))) + ")";
    const Side side = s.sideOf(unit);
    if (enemyIn(s, to, side)) return "13.22: an enemy-occupied hex";
    // 13.22, 8.2: an enemy ZOC closes the hex even where friendly units stand.
    if (enemyZoc.at(s, to)) return "13.22: in an enemy ZOC";
    StackCount here = stackAt(s, to, side, unit);
    if (overstacked({here.sp + sp, here.artillery + artillery})) return stackingLimitText("13.22", to, {here.sp + sp, here.artillery + artillery});
    return "";
}

struct Search {
    const GameState& s;
    int unit;
    int hexes;
    ZocMap enemyZoc;
    int sp = 0, artillery = 0;
    std::vector<std::vector<HexId>> paths;

    void walk(std::vector<HexId>& path) {
        if (static_cast<int>(path.size()) == hexes + 1) {
            // 13.3: a three-hex retreat ends three hexes from where it began.
            if (distance(path.front(), path.back()) == hexes) paths.push_back(path);
            return;
        }
        for (HexId next : neighbours(path.back())) {
            if (std::find(path.begin(), path.end(), next) != path.end()) continue;
            if (!closedBecause(s, unit, enemyZoc, next, sp, artillery).empty()) continue;
            path.push_back(next);
            walk(path);
            path.pop_back();
        }
    }
};

std::vector<std::vector<HexId>> legalPaths(const GameState& s, int unit, int hexes, bool reduced, bool awayFromEnemy) {
    Search search{s, unit, hexes, zonesOfControl(s, enemyOf(s.sideOf(unit))), 0, 0, {}};
    const UnitDef& def = s.unitDef(unit);
    if (def.isArtillery())
        search.artillery = 1;
    else
        search.sp = reduced && def.reduced ? def.reduced->sp : stackingSp(s, unit);
    std::vector<HexId> path{piece(s, unit).hex};
    search.walk(path);
    // 13.21: away from the enemy if possible, then toward the friendly map edge if possible.
    auto keepIfAny = [&](auto good) {
        if (std::any_of(search.paths.begin(), search.paths.end(), good)) std::erase_if(search.paths, [&](const auto& p) { return !good(p); });
    };
    const Side side = s.sideOf(unit);
    // 12.42, 12.52: a withdrawal must end away from every enemy unit.
    if (awayFromEnemy) std::erase_if(search.paths, [&](const std::vector<HexId>& p) { return adjacentToEnemyUnit(s, p.back(), side); });
    keepIfAny([&](const std::vector<HexId>& p) { return !adjacentToEnemyUnit(s, p.back(), side); });
    keepIfAny([&](const std::vector<HexId>& p) { return s.volumeRules->retreatTowardFriendlyEdge(s, side, p.front(), p.back()); });
    return search.paths;
}

void resume(GameState& s, std::vector<Event>& events) {
    if (s.step == Step::Over) return;
    if (s.phase == Phase::DefensiveArtilleryFire) {
        s.step = Step::ArtilleryFire;
    } else if (s.phase == Phase::CloseCombat) {
        detail::driveCloseCombat(s, events);
    } else {
        detail::finishPhase(s, events);
    }
}
}  // namespace

std::string whyNotRetreatInto(const GameState& s, int unit, HexId from, HexId to) {
    if (!adjacent(from, to)) return "13.2: a retreat goes hex by hex";
    const UnitDef& def = s.unitDef(unit);
    return closedBecause(s, unit, zonesOfControl(s, enemyOf(def.side)), to, def.isArtillery() ? 0 : stackingSp(s, unit),
                         def.isArtillery() ? 1 : 0);
}

std::vector<Retreat> retreatOptions(const GameState& s, const RetreatOrder& order) {
    std::vector<Retreat> out;
    const int unit = order.unit;
    const auto leaders = leadersIn(s, piece(s, unit).hex, s.sideOf(unit));
    std::vector<std::string> leaderIds;
    for (int l : leaders) leaderIds.push_back(s.pieceId(l));
    auto add = [&](const std::vector<std::vector<HexId>>& paths, bool stepLoss) {
        for (const auto& p : paths) {
            out.push_back({s.pieceId(unit), p, {}, stepLoss});
            // 13.25: leaders may go with the retreating unit or stay.
            if (!leaderIds.empty()) out.push_back({s.pieceId(unit), p, leaderIds, stepLoss});
        }
    };
    add(legalPaths(s, unit, order.hexes, false, order.awayFromEnemy), false);
    if (!out.empty()) return out;
    // 13.23: a full two-step unit kept back only by the stacking limit may lose a step and retreat.
    const UnitDef& def = s.unitDef(unit);
    if (def.steps == 2 && !piece(s, unit).reduced) add(legalPaths(s, unit, order.hexes, true, order.awayFromEnemy), true);
    return out;
}

bool processPendingResults(GameState& s, std::vector<Event>& events) {
    // 16.3: a result that demoralized an army has ended the game; nothing after it is resolved.
    if (s.step == Step::Over) return true;
    while (!s.leaderCasualties.empty()) {
        const auto& order = s.leaderCasualties.front();
        const auto leaders = leadersIn(s, order.hex, order.side);
        if (leaders.size() > 1) {
            s.step = Step::ChooseLeaderCasualty;
            return false;
        }
        if (leaders.size() == 1) leaderCasualty(s, leaders[0], order.rule, events);
        s.leaderCasualties.erase(s.leaderCasualties.begin());
        if (s.step == Step::Over) return true;
    }
    // 13.1: in close combat the other units' morale checks follow the leader casualty and come before any retreat.
    if (s.phase == Phase::CloseCombat && !s.moraleChecks.empty()) {
        resume(s, events);
        return true;
    }
    while (!s.retreats.empty()) {
        const RetreatOrder order = s.retreats.front();
        if (!s.onMap(order.unit)) {
            s.retreats.erase(s.retreats.begin());
            continue;
        }
        if (!retreatOptions(s, order).empty()) {
            s.step = Step::ChooseRetreat;
            return false;
        }
        // 13.23: a unit that cannot retreat the full distance is captured.
        s.retreats.erase(s.retreats.begin());
        events.push_back({"13.23", s.unitDef(order.unit).name + " cannot retreat " + std::to_string(order.hexes) + (order.hexes == 1 ? " hex" : " hexes"),
                          {piece(s, order.unit).hex}});
        captureUnit(s, order.unit, "13.23", events);
        if (s.step == Step::Over) return true;
    }
    resume(s, events);
    return true;
}

std::string applyRetreatChoice(GameState& s, const Action& action, std::vector<Event>& events) {
    if (s.step == Step::ChooseLeaderCasualty) {
        const auto* choice = std::get_if<LeaderCasualty>(&action);
        const auto& order = s.leaderCasualties.front();
        if (!choice) return "13.1: the owner must first choose the leader casualty at " + order.hex.str();
        auto leader = s.pieceIndex(choice->leader);
        const auto leaders = leadersIn(s, order.hex, order.side);
        if (!leader || std::find(leaders.begin(), leaders.end(), *leader) == leaders.end())
            return "13.1: " + choice->leader + " is not a leader in " + order.hex.str();
        leaderCasualty(s, *leader, order.rule, events);
        s.leaderCasualties.erase(s.leaderCasualties.begin());
        processPendingResults(s, events);
        return "";
    }
    const RetreatOrder order = s.retreats.front();
    const auto options = retreatOptions(s, order);
    if (const auto* capture = std::get_if<AcceptCapture>(&action)) {
        if (capture->unit != s.pieceId(order.unit) || options.empty() || !options.front().stepLoss)
            return "13.23: a unit may be surrendered only when a step loss is the price of its retreat";
        s.retreats.erase(s.retreats.begin());
        captureUnit(s, order.unit, "13.23", events);
        processPendingResults(s, events);
        return "";
    }
    const auto* r = std::get_if<Retreat>(&action);
    if (!r) return "13.2: " + s.pieceId(order.unit) + " must retreat first";
    if (r->unit != s.pieceId(order.unit)) return "13.2: " + s.pieceId(order.unit) + " retreats now, not " + r->unit;
    std::set<std::string> allowedLeaders;
    for (int l : leadersIn(s, piece(s, order.unit).hex, s.sideOf(order.unit))) allowedLeaders.insert(s.pieceId(l));
    for (const auto& l : r->leaders)
        if (!allowedLeaders.count(l)) return "13.25: " + l + " is not a leader stacked with " + r->unit;
    const bool legal = std::any_of(options.begin(), options.end(), [&](const Retreat& o) { return o.path == r->path && o.stepLoss == r->stepLoss; });
    if (!legal) {
        if (r->path.size() >= 2) {
            const std::string why = whyNotRetreatInto(s, order.unit, r->path[0], r->path[1]);
            if (!why.empty()) return why + " (" + r->path[1].str() + ")";
        }
        return order.hexes == 3 ? "13.3: the retreat must take three hexes and end three hexes away, away from the enemy and toward the friendly edge where it can"
                                : "13.21: the retreat must go one hex, away from the enemy and toward the friendly edge where it can";
    }
    s.retreats.erase(s.retreats.begin());
    Piece& p = s.pieces[static_cast<std::size_t>(order.unit)];
    if (r->stepLoss) detail::loseStep(s, order.unit, "13.23", "step-loss", events);
    p.hex = r->path.back();
    if (s.phase == Phase::CloseCombat) p.ccRetreated = true;  // 13.24
    s.volumeRules->onUnitEntered(s, order.unit, r->path);
    if (s.unitDef(order.unit).isArtillery()) p.forcedFromStart = true;  // E3.1, 13.26
    for (const auto& l : r->leaders) s.pieces[static_cast<std::size_t>(*s.pieceIndex(l))].hex = p.hex;
    events.push_back({order.rule == "13.3" ? "13.3" : "13.2", describe(*r), r->path});
    processPendingResults(s, events);
    return "";
}

}  // namespace tricorne::core
