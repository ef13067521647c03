// B6 Movement: a leader's group or a unit alone on 1 AP (2 out of supply, B7), the five Native
// blocks on 1 AP, entries from the boxes (A12, A13), the brown and crossing limits (A17, A18),
// artillery on blue roads (B3.1, A19), once a turn; B9.3 the overrun, resolved at once.
#include <algorithm>

#include "block_rules.h"

namespace tricorne::block::detail {

namespace {

using Kind = BlockAction::Kind;

struct Exit {
    std::string to;
    const Connection* road = nullptr;  // null: a box's dotted line to its entry point, no limit
};

const Box* boxAt(const BlockData& data, const std::string& place) { return data.map.box(place); }

// The turn a block may leave its box from: the British box's turn (A12), the American's own (A13).
bool availableInBox(const BlockState& s, std::size_t i) {
    const std::string& at = s.pieces[i].at;
    const Box* box = boxAt(*s.data, at);
    if (!box) return false;
    if (box->kind == BoxKind::BritishArrival) {
        const BoxContents* c = s.data->scenario.boxContents(at);
        return !c || s.turn >= c->turn;
    }
    if (box->kind != BoxKind::AmericanReinforcements) return false;
    for (const auto& r : s.data->scenario.reinforcements) {
        if (r.block != s.block(i).id) continue;
        if (s.turn >= r.turn) return true;
        // B12.5: the turn-5 militia come early after a Native attack (A40).
        return s.earlyMilitia && s.block(i).type == UnitType::Militia && r.turn == s.data->tables.militiaReaction.beforeTurn;
    }
    return true;
}

std::vector<Exit> exitsFrom(const BlockState& s, const std::string& place) {
    std::vector<Exit> out;
    if (const Box* box = boxAt(*s.data, place)) {
        if (box->kind == BoxKind::BritishArrival || box->kind == BoxKind::AmericanReinforcements)
            for (const auto& p : box->entersAt) out.push_back({p, nullptr});
        return out;
    }
    for (const Connection* c : s.data->map.connectionsAt(place)) out.push_back({c->other(place), c});
    return out;
}

std::string roadKey(const Connection& c) { return c.a < c.b ? c.a + "|" + c.b : c.b + "|" + c.a; }

std::vector<std::string> movers(const Activation& act) {
    std::vector<std::string> out{act.mover};
    out.insert(out.end(), act.group.begin(), act.group.end());
    return out;
}

// A23: the units that count toward "three units" of B9.2 and B9.3.
int countTowardThree(const BlockState& s, const std::vector<std::string>& ids) {
    const Rulings& r = s.data->scenario.rulings;
    int n = 0;
    for (const auto& id : ids) {
        const Block& b = s.block(s.indexOf(id));
        if (b.isLeader() ? r.leadersCountTowardThree : b.type == UnitType::Native ? r.nativeCountTowardThree : true) ++n;
    }
    return n;
}

bool movable(const BlockState& s, std::size_t i) {
    const Block& b = s.block(i);
    const Piece& p = s.pieces[i];
    if (b.side != s.active || p.moved || b.type == UnitType::Commander) return false;
    return isPoint(*s.data, p.at) || availableInBox(s, i);
}

int activationCost(const BlockState& s, std::size_t i, const std::vector<bool>* supplied = nullptr) {
    const Block& b = s.block(i);
    const ActionPoints& t = s.data->tables.actionPoints;
    if (b.type == UnitType::Native) return 0;  // B6: paid once for all five
    if (const Box* box = boxAt(*s.data, s.pieces[i].at)) {
        const Rulings& r = s.data->scenario.rulings;
        if (box->kind == BoxKind::BritishArrival && !r.arrivalCostsAp) return 0;
        if (box->kind == BoxKind::AmericanReinforcements && !r.reinforcementEntryCostsAp) return 0;
        return t.moveCost;
    }
    return (supplied ? inSupply(s, b.id, *supplied) : inSupply(s, b.id)) ? t.moveCost : t.outOfSupplyCost;  // B7
}

bool isArnold(const BlockState& s, const std::string& id) { return id == s.data->tables.actionPoints.arnoldBlock; }

const char* const kAfterForceMarch = "B12.2: a force march comes after normal movement; this player's normal moves are over (A42)";

std::string activateRefusal(const BlockState& s, const std::string& id, const std::vector<bool>* supplied = nullptr) {
    if (s.activation) return "B6: a move is under way; stop it first";
    if (s.forceMarchDeclared) return kAfterForceMarch;
    const std::size_t i = s.indexOf(id);
    if (i >= s.pieces.size()) return "B6: " + id + " is no block of the game";
    const Block& b = s.block(i);
    if (b.side != s.active) return "B6: " + b.name + " is not the active player's";
    if (b.type == UnitType::Commander) return "B8: Clinton moves only by his own rule";
    if (s.pieces[i].moved) return "B6: " + b.name + " has moved this turn; units move once a turn";
    if (auto why = holdingRefusal(s, id); !why.empty()) return why;
    if (!movable(s, i)) return "B6: " + b.name + " cannot move from " + placeName(*s.data, s.pieces[i].at) + " this turn (A12, A13)";
    if (b.type == UnitType::Native && !s.nativesActivated) return "B6: the Native blocks move on the 1 AP that moves all five";
    const int cost = activationCost(s, i, supplied);
    if (apFor(s, id) < cost) return "B6: moving " + b.name + " costs " + std::to_string(cost) + " AP" + (cost > 1 ? " out of supply (B7)" : "");
    return {};
}

bool firstPointChoice(const BlockState& s) {
    const Activation& a = *s.activation;
    return a.path.size() == 1 || (a.path.size() == 2 && a.rate >= 2);
}

int groupLimit(const BlockState& s, const Block& leader) {
    return leader.groupLimit - (s.data->scenario.rulings.leaderCountsInOwnGroup ? 1 : 0);
}

std::string takeRefusal(const BlockState& s, const std::string& id) {
    if (!s.activation) return "B6: only a leader on the move takes units with him";
    const Activation& act = *s.activation;
    const Block& leader = s.block(s.indexOf(act.mover));
    if (!leader.isLeader()) return "B6: only a leader moves a group";
    if (!firstPointChoice(s)) return "B6: a leader takes units where he starts, or at his first point if his rate is 2";
    const std::size_t i = s.indexOf(id);
    if (i >= s.pieces.size()) return "B6: " + id + " is no block of the game";
    const Block& b = s.block(i);
    const Piece& p = s.pieces[i];
    if (b.side != leader.side || p.at != act.path.back()) return "B6: " + b.name + " is not with " + leader.name;
    if (std::find(act.group.begin(), act.group.end(), id) != act.group.end() || id == act.mover) return "B6: " + b.name + " is in the group already";
    if (p.moved) return "B6: " + b.name + " has moved this turn";
    if (b.type == UnitType::Native) return "B6: Native blocks never move in a British leader's group";
    if (b.type == UnitType::Commander) return "B8: Clinton moves only by his own rule";
    if (b.isLeader() && !s.data->scenario.rulings.leaderMayMoveInAnotherGroup) return "B6: a leader moves on his own AP, not in another's group (A9)";
    if (auto why = holdingRefusal(s, id); !why.empty()) return why;
    if (b.isLeader() && !heldIn(s, id).empty()) return "B12.1: " + b.name + " has units in his holding box; he moves on his own AP with them (A43)";
    if (!isPoint(*s.data, p.at) && !availableInBox(s, i)) return "B6: " + b.name + " cannot leave its box this turn (A12, A13)";
    if (static_cast<int>(act.group.size()) >= groupLimit(s, leader))
        return "B6: " + leader.name + "'s group limit is " + std::to_string(leader.groupLimit) + " units (A9)";
    return {};
}

std::string dropRefusal(const BlockState& s, const std::string& id) {
    if (!s.activation) return "B6: no group is on the move";
    const Activation& act = *s.activation;
    if (std::find(act.group.begin(), act.group.end(), id) == act.group.end()) return "B6: " + id + " is not in the moving group";
    // B6: a rate-2 leader drops units off at his first point; where he starts, a unit is simply not taken.
    if (act.path.size() != 2 || act.rate < 2) return "B6: a leader drops units off only at his first point, and only at rate 2";
    return {};
}

struct StepCheck {
    std::string refusal;
    const Connection* road = nullptr;
    bool overrun = false;
    bool battle = false;
};

StepCheck checkStep(const BlockState& s, const std::string& to) {
    StepCheck out;
    if (!s.activation) return {"B6: nothing is on the move"};
    const Activation& act = *s.activation;
    if (static_cast<int>(act.path.size()) - 1 >= act.rate) return {"B6: the move has gone its full rate of " + std::to_string(act.rate)};
    const std::string& from = act.path.back();
    const Exit* exit = nullptr;
    const auto exits = exitsFrom(s, from);
    for (const auto& e : exits)
        if (e.to == to) exit = &e;
    if (!exit) return {"B6: " + placeName(*s.data, to) + " is not next to " + placeName(*s.data, from) + " by a road"};
    out.road = exit->road;
    const Side side = s.active;
    const auto ids = movers(act);
    if (out.road && out.road->road == Road::Brown)
        for (const auto& id : ids)
            if (s.block(s.indexOf(id)).type == UnitType::Artillery)
                return {std::string("B3.1: artillery moves on blue roads only") + (ids.size() > 1 ? " (A19)" : "")};
    if (out.road)
        if (auto why = roadRefusal(s, *out.road, ids); !why.empty()) return {why};
    const Box* fromBox = boxAt(*s.data, from);
    if (fromBox && fromBox->kind == BoxKind::AmericanReinforcements && holdsUnits(s, to, Side::British))
        return {"B4: American reinforcements enter only where no British unit is"};
    if (holdsUnits(s, to, enemyOf(side))) {
        // A20: blocks entering a point by several roads fight one battle.
        if (holdsUnits(s, to, side)) {
            out.battle = true;
            return out;
        }
        const BattleRules& b = s.data->tables.battle;
        const Point* p = s.data->map.point(to);
        const int attackers = countTowardThree(s, ids);
        const int defenders = countTowardThree(s, blocksAt(s, to, enemyOf(side)));
        // B9.3: three or more units against fewer than three at a point that is no fort.
        if ((!p->fortified || b.overrunForts) && attackers >= b.overrunAttackersAtLeast && defenders < b.overrunDefendersBelow) {
            out.overrun = true;
            return out;
        }
        // B6: a move into the enemy stops there, and the battle is mandatory (B9).
        out.battle = true;
        return out;
    }
    return out;
}

void closeActivation(BlockState& s) {
    // B12.2: a leader's move and the units it ended with, for a force march after it (stopped where he stood, he has not moved).
    const Activation& act = *s.activation;
    if (s.options.forceMarch && s.block(s.indexOf(act.mover)).isLeader() && act.path.size() > 1) {
        std::vector<std::string> with;
        for (const auto& g : act.group)
            if (s.piece(g).at == act.path.back()) with.push_back(g);
        s.ledGroups[act.mover] = with;
    }
    s.activation.reset();
}

void afterStep(BlockState& s) {
    if (s.activation && static_cast<int>(s.activation->path.size()) - 1 >= s.activation->rate &&
        !(s.activation->rate >= 2 && s.activation->path.size() == 2))
        closeActivation(s);
}

// B10: the overrun defenders go to a connected point without attackers, not the one the attack came from.
std::vector<std::string> retreatPoints(const BlockState& s) {
    std::vector<std::string> out;
    const Overrun& o = *s.overrun;
    const Side defender = enemyOf(s.active);
    for (const auto& e : exitsFrom(s, o.point)) {
        if (e.to == o.attackerFrom || holdsUnits(s, e.to, s.active) || !isPoint(*s.data, e.to)) continue;
        (void)defender;
        out.push_back(e.to);
    }
    return out;
}

}  // namespace

std::string roadRefusal(const BlockState& s, const Connection& road, const std::vector<std::string>& ids) {
    const Rulings& r = s.data->scenario.rulings;
    const RoadLimits& lim = s.data->tables.roads;
    const auto& used = s.roadUse[sideIndex(s.active)];
    if (road.road == Road::Brown && lim.brown) {
        int n = 0;
        for (const auto& id : ids) {
            const Block& b = s.block(s.indexOf(id));
            if (b.isLeader() ? r.brownLimitCountsLeaders : b.type == UnitType::Native ? r.brownLimitCountsNative : true) ++n;
        }
        const std::string key = r.brownLimitScope == LimitScope::PerConnection ? "brown:" + roadKey(road) : "brown";
        const auto u = used.find(key);
        const int before = u == used.end() ? 0 : u->second;
        if (before + n > *lim.brown)
            return "B6: the brown road carries " + std::to_string(*lim.brown) + " units a player a turn; " + std::to_string(before) + " have used it (A17)";
    }
    if (road.crossesWater() && lim.crossing) {
        int n = 0;
        for (const auto& id : ids) n += (s.block(s.indexOf(id)).isLeader() && !r.crossingLimitCountsLeaders) ? 0 : 1;
        const auto u = used.find("crossing:" + roadKey(road));
        const int before = u == used.end() ? 0 : u->second;
        if (before + n > *lim.crossing)
            return "B6: the crossing carries " + std::to_string(*lim.crossing) + " units/leaders a player a turn; " + std::to_string(before) + " have used it (A18)";
    }
    return {};
}

void useRoad(BlockState& s, const Connection& road, const std::vector<std::string>& ids) {
    const Rulings& r = s.data->scenario.rulings;
    auto& used = s.roadUse[sideIndex(s.active)];
    for (const auto& id : ids) {
        const Block& b = s.block(s.indexOf(id));
        if (road.road == Road::Brown && s.data->tables.roads.brown &&
            (b.isLeader() ? r.brownLimitCountsLeaders : b.type == UnitType::Native ? r.brownLimitCountsNative : true))
            used[r.brownLimitScope == LimitScope::PerConnection ? "brown:" + roadKey(road) : "brown"]++;
        if (road.crossesWater() && s.data->tables.roads.crossing && (!b.isLeader() || r.crossingLimitCountsLeaders)) used["crossing:" + roadKey(road)]++;
    }
}

int apFor(const BlockState& s, const std::string& id) {
    return s.ap[sideIndex(s.active)] + (isArnold(s, id) ? s.arnoldAp : 0);
}

void spendAp(BlockState& s, const std::string& id, int cost) {
    // A6: Arnold's own AP is spent on him first.
    if (isArnold(s, id)) {
        const int fromArnold = std::min(cost, s.arnoldAp);
        s.arnoldAp -= fromArnold;
        cost -= fromArnold;
    }
    s.ap[sideIndex(s.active)] -= cost;
}

namespace {

std::string doStep(BlockState& s, const std::string& to, Events& events) {
    const StepCheck check = checkStep(s, to);
    if (!check.refusal.empty()) return check.refusal;
    Activation& act = *s.activation;
    const Side side = s.active;
    const Rulings& r = s.data->scenario.rulings;
    const auto ids = movers(act);
    if (check.road) useRoad(s, *check.road, ids);
    const std::string from = act.path.back();
    for (const auto& id : ids) {
        Piece& p = s.piece(id);
        p.at = to;
        p.moved = true;
    }
    act.path.push_back(to);
    const std::string moves = (ids.size() == 1 ? " moves from " : " and " + std::to_string(act.group.size()) + " units move from ") + placeName(*s.data, from) +
                              " to " + placeName(*s.data, to);
    // B12.1: the enemy sees the leader's block go alone; his group goes in the box (A43).
    const std::string seen = s.options.holdingBoxes ? " moves from " + placeName(*s.data, from) + " to " + placeName(*s.data, to) : moves;
    tell(events, "B6", side, publicName(s, act.mover) + seen, nameOf(*s.data, act.mover) + moves);
    const bool nativeAttack = std::any_of(ids.begin(), ids.end(), [&](const std::string& id) { return s.block(s.indexOf(id)).type == UnitType::Native; });
    if (check.battle) {
        recordBattle(s, from, to, ids, check.road && check.road->crossesWater());
        events.push_back({"B9", "a battle at " + placeName(*s.data, to)});
        if (nativeAttack && s.options.militiaReaction && s.turn < s.data->tables.militiaReaction.beforeTurn && !s.earlyMilitia) {
            s.earlyMilitia = true;
            events.push_back({"B12.5", "a Native attack before turn " + std::to_string(s.data->tables.militiaReaction.beforeTurn) + ": the turn-" +
                                           std::to_string(s.data->tables.militiaReaction.beforeTurn) + " militia come on the next American turn"});
        }
        closeActivation(s);
        return {};
    }
    if (check.overrun) {
        const auto defenders = blocksAt(s, to, enemyOf(side));
        events.push_back({"B9.3", placeName(*s.data, to) + " is overrun"});
        // B12.1: the overrun units come out of their holding box to take their loss and retreat (A43).
        for (const auto& d : defenders)
            if (!s.piece(d).heldBy.empty()) releaseFromBoxFor(s, d, "overrun", events);
        for (const auto& d : defenders)
            for (int k = 0; k < s.data->tables.battle.overrunSpLoss; ++k) hit(s, d, r.overrunRevealsDefenders, events, "B9.3");
        // A40: an overrun is a Native attack only when the ruling says so.
        if (nativeAttack && s.options.militiaReaction && s.turn < s.data->tables.militiaReaction.beforeTurn && !s.earlyMilitia &&
            s.data->scenario.rulings.militiaReactionTrigger == ReactionTrigger::BattleOrOverrun) {
            s.earlyMilitia = true;
            events.push_back({"B12.5", "a Native attack before turn " + std::to_string(s.data->tables.militiaReaction.beforeTurn) + ": the turn-" +
                                           std::to_string(s.data->tables.militiaReaction.beforeTurn) + " militia come on the next American turn"});
        }
        checkSuddenDeath(s, events);
        if (s.step == Step::Over) return {};
        const auto survivors = blocksAt(s, to, enemyOf(side));
        if (!survivors.empty()) {
            s.overrun = Overrun{to, from, survivors};
            if (retreatPoints(s).empty()) {
                // B10: a retreat with nowhere to go eliminates the retreating units.
                for (const auto& d : survivors) eliminate(s, d, events, "B10", " has nowhere to retreat and is eliminated");
                s.overrun.reset();
                checkSuddenDeath(s, events);
                if (s.step == Step::Over) return {};
            } else {
                s.step = Step::OverrunRetreat;
            }
        }
    }
    afterStep(s);
    return {};
}

}  // namespace

std::vector<BlockAction> movementChoices(const BlockState& s) {
    std::vector<BlockAction> out;
    if (s.activation) {
        const Activation& act = *s.activation;
        for (std::size_t i = 0; i < s.pieces.size(); ++i)
            if (s.pieces[i].at == act.path.back() && takeRefusal(s, s.block(i).id).empty()) out.push_back({Kind::Take, s.block(i).id, {}, 0});
        for (const auto& g : act.group)
            if (dropRefusal(s, g).empty()) out.push_back({Kind::Drop, g, {}, 0});
        for (const auto& e : exitsFrom(s, act.path.back()))
            if (checkStep(s, e.to).refusal.empty()) out.push_back({Kind::Step, {}, e.to, 0});
        out.push_back({Kind::Stop, {}, {}, 0});
        return out;
    }
    out.push_back({Kind::EndMovement, {}, {}, 0});
    const auto releases = releaseChoices(s);
    out.insert(out.end(), releases.begin(), releases.end());
    const auto marches = forceMarchChoices(s);
    out.insert(out.end(), marches.begin(), marches.end());
    if (s.forceMarchDeclared) return out;  // A42: the force marches come after the normal moves
    const auto supplied = suppliedPoints(s, s.active);
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.block(i).side == s.active && !s.pieces[i].moved && s.pieces[i].at != kEliminated && activateRefusal(s, s.block(i).id, &supplied).empty()) out.push_back({Kind::Activate, s.block(i).id, {}, 0});
    if (s.active == Side::British && !s.nativesActivated && s.ap[sideIndex(Side::British)] >= s.data->tables.actionPoints.nativeMoveAllCost)
        for (std::size_t i = 0; i < s.pieces.size(); ++i)
            if (s.block(i).type == UnitType::Native && isPoint(*s.data, s.pieces[i].at) && !s.pieces[i].moved) {
                out.push_back({Kind::ActivateNatives, {}, {}, 0});
                break;
            }
    if (s.active == Side::British) {
        BlockState probe = s;
        Events ignored;
        if (tryClinton(probe, ignored).empty()) out.push_back({Kind::Clinton, {}, {}, 0});
    }
    return out;
}

std::string applyMovement(BlockState& s, const BlockAction& a, Events& events) {
    switch (a.kind) {
    case Kind::EndMovement:
        if (s.activation) return "B6: a move is under way; stop it first";
        s.ledGroups.clear();
        s.forceMarchDeclared = false;
        // B5: the battles the moves made come before the other player moves.
        if (!s.battles.empty()) {
            s.step = Step::ChooseBattle;
            events.push_back({"B9", std::string(sideName(s.active)) + " movement ends; " + std::to_string(s.battles.size()) + " battles to fight"});
            return {};
        }
        endMovement(s, events);
        return {};
    case Kind::ForceMarch:
        return declareForceMarch(s, a, events);
    case Kind::Clinton:
        if (s.forceMarchDeclared) return kAfterForceMarch;
        return tryClinton(s, events);
    case Kind::ActivateNatives: {
        if (s.forceMarchDeclared) return kAfterForceMarch;
        if (s.active != Side::British) return "B6: the Native blocks are the British player's";
        if (s.activation) return "B6: a move is under way; stop it first";
        if (s.nativesActivated) return "B6: the Native blocks have been activated this turn";
        const int cost = s.data->tables.actionPoints.nativeMoveAllCost;
        if (s.ap[sideIndex(Side::British)] < cost) return "B6: moving the Native blocks costs " + std::to_string(cost) + " AP";
        s.ap[sideIndex(Side::British)] -= cost;
        s.nativesActivated = true;
        events.push_back({"B6", "the British spend " + std::to_string(cost) + " AP: every Native block may move"});
        return {};
    }
    case Kind::Activate: {
        if (auto why = activateRefusal(s, a.block); !why.empty()) return why;
        const std::size_t i = s.indexOf(a.block);
        const int cost = activationCost(s, i);
        const bool supplied = s.block(i).type == UnitType::Native || !isPoint(*s.data, s.pieces[i].at) || inSupply(s, a.block);
        spendAp(s, a.block, cost);
        s.activation = Activation{a.block, {}, {s.pieces[i].at}, s.data->tables.moveOf(s.block(i)), {}};
        s.pieces[i].moved = true;
        // B12.1: the units in his holding box are his group as he sets out (A43).
        if (s.options.holdingBoxes)
            for (const auto& h : heldIn(s, a.block))
                if (!s.piece(h).moved) s.activation->group.push_back(h);
        const std::string activated = " at " + placeName(*s.data, s.pieces[i].at) + (supplied ? " is activated" : " is activated out of supply, for 2 AP");
        tell(events, supplied ? "B6" : "B7", s.active, publicName(s, a.block) + activated, s.block(i).name + activated);
        return {};
    }
    case Kind::Take: {
        if (auto why = takeRefusal(s, a.block); !why.empty()) return why;
        s.activation->group.push_back(a.block);
        if (s.options.holdingBoxes) s.piece(a.block).heldBy = s.activation->mover;  // B12.1: into his box (A43)
        if (s.activation->path.size() == 2) {
            s.piece(a.block).moved = true;
            s.activation->pickedUp.push_back(a.block);
        }
        tell(events, "B6", s.active, publicName(s, a.block) + " joins the group at " + placeName(*s.data, s.activation->path.back()),
             nameOf(*s.data, a.block) + " joins " + nameOf(*s.data, s.activation->mover));
        return {};
    }
    case Kind::Drop: {
        if (auto why = dropRefusal(s, a.block); !why.empty()) return why;
        auto& g = s.activation->group;
        g.erase(std::find(g.begin(), g.end(), a.block));
        auto& picked = s.activation->pickedUp;
        picked.erase(std::remove(picked.begin(), picked.end(), a.block), picked.end());
        s.piece(a.block).heldBy.clear();  // B12.1: out of the box, on the map (A43)
        const std::string stays = " stays at " + placeName(*s.data, s.activation->path.back());
        tell(events, "B6", s.active, publicName(s, a.block) + stays, nameOf(*s.data, a.block) + stays);
        return {};
    }
    case Kind::Step:
        return doStep(s, a.at, events);
    case Kind::Release:
        return releaseFromBox(s, a, events);
    case Kind::Stop:
        if (!s.activation) return "B6: nothing is on the move";
        closeActivation(s);
        return {};
    default:
        return "B6: that is no movement action";
    }
}

std::vector<BlockAction> retreatChoices(const BlockState& s) {
    std::vector<BlockAction> out;
    for (const auto& p : retreatPoints(s)) out.push_back({Kind::Retreat, {}, p, 0});
    return out;
}

std::string applyRetreat(BlockState& s, const BlockAction& a, Events& events) {
    if (a.kind != Kind::Retreat) return "B9.3: the overrun units retreat first";
    const auto points = retreatPoints(s);
    if (std::find(points.begin(), points.end(), a.at) == points.end())
        return "B10: " + placeName(*s.data, a.at) + " is not a connected point free of the enemy that the attack did not come from";
    const Connection* road = s.data->map.connection(s.overrun->point, a.at);
    for (const auto& d : s.overrun->defenders) {
        if (s.piece(d).at != s.overrun->point) continue;
        // A34: artillery keeps to blue roads; one that cannot follow is eliminated.
        if (road && road->road == Road::Brown && s.block(s.indexOf(d)).type == UnitType::Artillery) {
            eliminate(s, d, events, "A34", " cannot retreat by a brown road and is eliminated");
            continue;
        }
        s.piece(d).at = a.at;
        const std::string retreats = " retreats to " + placeName(*s.data, a.at);
        tell(events, "B10", enemyOf(s.active), publicName(s, d) + retreats, nameOf(*s.data, d) + retreats);
    }
    s.overrun.reset();
    s.step = Step::Movement;
    checkSuddenDeath(s, events);
    return {};
}

void eliminate(BlockState& s, const std::string& block, Events& events, const std::string& rule, const std::string& why) {
    Piece& p = s.piece(block);
    p.lost += p.sp;
    p.publicLoss += p.sp;
    p.sp = 0;
    p.at = kEliminated;
    events.push_back({rule, nameOf(*s.data, block) + why});
}

void hit(BlockState& s, const std::string& block, bool seen, Events& events, const std::string& rule) {
    Piece& p = s.piece(block);
    if (p.sp <= 0) return;
    --p.sp;
    ++p.lost;
    if (seen) ++p.publicLoss;
    if (p.sp == 0) {
        p.at = kEliminated;
        events.push_back({rule, nameOf(*s.data, block) + " is eliminated"});
    } else {
        // A25: an overrun's loss is seen, the block that took it stands up again unnamed.
        tell(events, rule, s.block(s.indexOf(block)).side, publicName(s, block) + " at " + placeName(*s.data, p.at) + " loses 1 SP",
             nameOf(*s.data, block) + " loses 1 SP");
    }
}

}  // namespace tricorne::block::detail
