// B12.2 Leader Force March Movement (optional): after normal movement a leader who has moved
// spends 1 AP and rolls a die; on an even roll he goes one point further, and each unit that
// moved with him rolls to follow, a 6 costing it 1 SP. Not into the enemy, not two turns running
// (A37); what "after normal movement" means, supply, roads and artillery (A42).
#include <algorithm>

#include "block_rules.h"

namespace tricorne::block::detail {

namespace {

using Kind = BlockAction::Kind;

bool rolls(const std::vector<int>& on, int die) { return std::find(on.begin(), on.end(), die) != on.end(); }

// A42: artillery keeps to blue roads (B3.1); it cannot follow down a brown one and does not roll.
bool canFollow(const BlockState& s, const std::string& unit, const Connection& road) {
    return road.road != Road::Brown || s.block(s.indexOf(unit)).type != UnitType::Artillery;
}

std::vector<std::string> followers(const BlockState& s, const std::string& leader, const Connection& road) {
    std::vector<std::string> out;
    for (const auto& u : s.ledGroups.at(leader))
        if (canFollow(s, u, road)) out.push_back(u);
    return out;
}

// A42: B7's doubled cost applies to a force march begun out of supply.
int forceMarchCost(const BlockState& s, const std::string& leader) {
    const int cost = s.data->tables.forceMarch.apCost;
    if (!s.data->scenario.rulings.forceMarchOutOfSupplyDoubles || inSupply(s, leader)) return cost;
    const ActionPoints& t = s.data->tables.actionPoints;
    return cost + (t.outOfSupplyCost - t.moveCost);
}

// Why `leader` may not force march now, whatever the point.
std::string leaderRefusal(const BlockState& s, const std::string& leader) {
    if (!s.options.forceMarch) return "B12.2: the force march is an optional rule not chosen for this game";
    if (s.step != Step::Movement) return "B12.2: a force march is declared in its player's movement";
    if (s.activation) return "B12.2: a move is under way; a force march comes after it (A42)";
    const std::size_t i = s.indexOf(leader);
    if (i >= s.pieces.size()) return "B12.2: " + leader + " is no block of the game";
    const Block& b = s.block(i);
    if (b.side != s.active) return "B12.2: " + b.name + " is not the active player's";
    if (!b.isLeader()) return "B12.2: only a leader force marches, with the units that moved with him";
    const auto turn = s.forceMarchTurns.find(leader);
    if (turn != s.forceMarchTurns.end() && turn->second == s.turn) return "B12.2: " + b.name + " has made his force march this turn";
    if (turn != s.forceMarchTurns.end() && turn->second == s.turn - 1) return "B12.2: " + b.name + " force marched last turn; not two turns running (A37)";
    const auto led = s.ledGroups.find(leader);
    if (led == s.ledGroups.end()) return "B12.2: " + b.name + " has not moved this turn; a force march follows a leader's move";
    if (led->second.empty() && !s.data->scenario.rulings.forceMarchLeaderAloneMay) return "B12.2: a leader who moved alone does not force march (A37)";
    const std::string& at = s.pieces[i].at;
    if (!isPoint(*s.data, at)) return "B12.2: " + b.name + " is not on the map";
    if (holdsUnits(s, at, enemyOf(s.active))) return "B12.2: " + b.name + " stopped to fight at " + placeName(*s.data, at) + " (B6, A42)";
    const int cost = forceMarchCost(s, leader);
    if (apFor(s, leader) < cost) return "B12.2: a force march costs " + std::to_string(cost) + " AP" + (cost > s.data->tables.forceMarch.apCost ? " out of supply (B7, A42)" : "");
    return {};
}

std::string pointRefusal(const BlockState& s, const std::string& leader, const std::string& to, const Connection*& road) {
    const std::string& from = s.piece(leader).at;
    road = isPoint(*s.data, to) ? s.data->map.connection(from, to) : nullptr;
    if (!road) return "B12.2: " + placeName(*s.data, to) + " is not a point next to " + placeName(*s.data, from) + " by a road (A42)";
    if (holdsUnits(s, to, enemyOf(s.active))) return "B12.2: force marches cannot be attempted to locations where opposing player units are located";
    if (!s.data->scenario.rulings.forceMarchRoadLimitsApply) return {};
    std::vector<std::string> ids{leader};
    const auto f = followers(s, leader, *road);
    ids.insert(ids.end(), f.begin(), f.end());
    // A42: the road must have room for every block that may go; only those that go use it.
    if (auto why = roadRefusal(s, *road, ids); !why.empty()) return why + " (B12.2, A37)";
    return {};
}

void go(BlockState& s, const std::string& block, const std::string& to) {
    Piece& p = s.piece(block);
    const Connection* road = s.data->map.connection(p.at, to);
    if (road && s.data->scenario.rulings.forceMarchRoadLimitsApply) useRoad(s, *road, {block});
    p.at = to;
}

void finish(BlockState& s) {
    s.forceMarch.reset();
    if (s.step == Step::ForceMarchRoll) s.step = Step::Movement;
}

}  // namespace

std::vector<BlockAction> forceMarchChoices(const BlockState& s) {
    std::vector<BlockAction> out;
    if (!s.options.forceMarch) return out;
    for (const auto& [leader, group] : s.ledGroups) {
        if (!leaderRefusal(s, leader).empty()) continue;
        const std::string& from = s.piece(leader).at;
        for (const Connection* c : s.data->map.connectionsAt(from)) {
            const Connection* road = nullptr;
            if (pointRefusal(s, leader, c->other(from), road).empty()) out.push_back({Kind::ForceMarch, leader, c->other(from), 0});
        }
    }
    return out;
}

std::string declareForceMarch(BlockState& s, const BlockAction& a, Events& events) {
    if (auto why = leaderRefusal(s, a.block); !why.empty()) return why;
    const Connection* road = nullptr;
    if (auto why = pointRefusal(s, a.block, a.at, road); !why.empty()) return why;
    const int cost = forceMarchCost(s, a.block);
    spendAp(s, a.block, cost);
    const std::string from = s.piece(a.block).at;
    ForceMarch march{a.block, from, a.at, followers(s, a.block, *road), false};
    for (const auto& u : s.ledGroups.at(a.block))
        if (!canFollow(s, u, *road))
            tell(events, "A42", s.active, publicName(s, u) + " stays at " + placeName(*s.data, from),
                 nameOf(*s.data, u) + " is artillery and cannot follow by a brown road (B3.1)");
    s.ledGroups.erase(a.block);
    // A37: the attempt, not only its success, counts for "two consecutive turns".
    if (s.data->scenario.rulings.forceMarchFailedAttemptCounts) s.forceMarchTurns[a.block] = s.turn;
    if (s.data->scenario.rulings.forceMarchEndsNormalMovement) s.forceMarchDeclared = true;
    s.forceMarch = std::move(march);
    s.step = Step::ForceMarchRoll;
    const std::string attempt = " attempts a force march from " + placeName(*s.data, from) + " to " + placeName(*s.data, a.at) + " for " + std::to_string(cost) + " AP";
    tell(events, "B12.2", s.active, publicName(s, a.block) + attempt, nameOf(*s.data, a.block) + attempt);
    return {};
}

void rollForceMarch(BlockState& s, int die, Events& events) {
    ForceMarch& m = *s.forceMarch;
    const ForceMarchRules& t = s.data->tables.forceMarch;
    if (!m.leaderRolled) {
        m.leaderRolled = true;
        // B12.2: an odd die and neither the leader nor his units go.
        if (!rolls(t.leaderSucceedsOn, die)) {
            const std::string stay = " and his units stay at " + placeName(*s.data, m.from);
            tell(events, "B12.2", s.active, "force march die " + std::to_string(die) + ": " + publicName(s, m.leader) + stay,
                 "force march die " + std::to_string(die) + ": " + nameOf(*s.data, m.leader) + stay);
            finish(s);
            return;
        }
        s.forceMarchTurns[m.leader] = s.turn;
        go(s, m.leader, m.to);
        const std::string marches = " marches to " + placeName(*s.data, m.to);
        tell(events, "B12.2", s.active, "force march die " + std::to_string(die) + ": " + publicName(s, m.leader) + marches,
             "force march die " + std::to_string(die) + ": " + nameOf(*s.data, m.leader) + marches);
        if (m.units.empty()) finish(s);
        return;
    }
    const std::string unit = m.units.front();
    m.units.erase(m.units.begin());
    if (!rolls(t.unitFollowsOn, die)) {
        const std::string stays = " die " + std::to_string(die) + ": it stays at " + placeName(*s.data, m.from);
        tell(events, "B12.2", s.active, publicName(s, unit) + "'s" + stays, nameOf(*s.data, unit) + "'s" + stays);
    } else {
        go(s, unit, m.to);
        const std::string follows = " die " + std::to_string(die) + ": it follows to " + placeName(*s.data, m.to);
        tell(events, "B12.2", s.active, publicName(s, unit) + "'s" + follows, nameOf(*s.data, unit) + "'s" + follows);
        // B12.2: an even 6 follows and loses 1 SP for attrition, the loss as hidden as the block (A42).
        if (rolls(t.attritionOn, die)) {
            hit(s, unit, false, events, "B12.2");
            checkSuddenDeath(s, events);
            if (s.step == Step::Over) {
                s.forceMarch.reset();
                return;
            }
        }
    }
    if (s.forceMarch->units.empty()) finish(s);
}

}  // namespace tricorne::block::detail
