// The battle board's rules (B9.1-B9.11, B10 inside a battle): what may be done at each step and
// what it does. Every refusal names its B-key; a refused action changes nothing.
#include "tricorne/block/battle.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "battle_support.h"

namespace tricorne::block {

using battle_detail::blockOf;
using battle_detail::fighterName;
using battle_detail::isNative;
using battle_detail::present;
using battle_detail::sidePlural;

namespace {

constexpr std::array<BattlePosition, 3> kFront{BattlePosition::Left, BattlePosition::Center, BattlePosition::Right};

const Rulings& rulings(const BlockData& data) { return data.scenario.rulings; }

const UnitTypeRule* typeOf(const Fighter& f, const BlockData& data) {
    const Block* blk = blockOf(f, data);
    return blk ? data.tables.unitType(blk->type) : nullptr;
}

// B9.1: "at least one infantry or artillery unit" in each battlefield position.
bool infantryOrArtillery(const Fighter& f, const BlockData& data) {
    const UnitTypeRule* t = typeOf(f, data);
    return t && (t->infantry || t->type == UnitType::Artillery);
}

bool isLeader(const Fighter& f, const BlockData& data) {
    const Block* blk = blockOf(f, data);
    return blk && blk->isLeader();
}

// B9.11 with A10: a position is occupied while a block of the side stands in it.
bool holds(const Battle& b, Side side, BattlePosition pos, const BlockData& data) {
    for (const auto& f : b.fighters)
        if (f.side == side && present(f) && f.position == pos && (rulings(data).leaderAloneHoldsPosition || !isLeader(f, data)))
            return true;
    return false;
}

std::vector<bool> heldNow(const Battle& b, const BlockData& data) {
    std::vector<bool> held;
    for (Side side : {Side::American, Side::British})
        for (BattlePosition pos : kFront) held.push_back(holds(b, side, pos, data));
    return held;
}

// B9.11: a battlefield position held before and empty now forces a retreat.
bool vacated(const Battle& b, Side side, const std::vector<bool>& before, const BlockData& data) {
    const std::size_t base = side == Side::American ? 0 : 3;
    for (std::size_t i = 0; i < kFront.size(); ++i)
        if (before[base + i] && !holds(b, side, kFront[i], data)) return true;
    return false;
}

bool mayLeave(const Battle& b, Side side) { return side == b.attacker ? b.attackerMayLeave : b.defenderMayLeave; }

std::optional<BattlePosition> opposite(BattlePosition pos, const BlockData& data) {
    // B9.6: right fires on the opposing left, center on center, left on the opposing right.
    for (const auto& [from, to] : data.tables.battleBoard.firesAt)
        if (battlePositionFromId(from) == pos) return battlePositionFromId(to);
    return std::nullopt;
}

int unitsTowardThree(const std::vector<Fighter>& side, const BlockData& data) {
    // A23: leaders and Native blocks count toward "three units" as the switches say.
    int n = 0;
    for (const auto& f : side) {
        if (isLeader(f, data) && !rulings(data).leadersCountTowardThree) continue;
        if (isNative(f, data) && !rulings(data).nativeCountTowardThree) continue;
        ++n;
    }
    return n;
}

int infantryOrArtilleryCount(const std::vector<Fighter>& side, const BlockData& data) {
    return static_cast<int>(std::count_if(side.begin(), side.end(), [&](const Fighter& f) { return infantryOrArtillery(f, data); }));
}

// B9.1, A24: with too few infantry or artillery blocks (skirmish switched off) any block fills a position.
bool qualifies(const Battle& b, const Fighter& f, const BlockData& data) {
    std::vector<Fighter> side;
    for (const auto& g : b.fighters)
        if (g.side == f.side && present(g)) side.push_back(g);
    return infantryOrArtilleryCount(side, data) >= static_cast<int>(kFront.size()) ? infantryOrArtillery(f, data) : true;
}

int nextUndeployed(const Battle& b, Side side) {
    for (std::size_t i = 0; i < b.fighters.size(); ++i)
        if (b.fighters[i].side == side && present(b.fighters[i]) && !b.fighters[i].deployed) return static_cast<int>(i);
    return -1;
}

// B9.1: placing `fighter` at `pos` must leave a deployment that fills every battlefield position.
bool deployFeasible(const Battle& b, int fighter, BattlePosition pos, const BlockData& data) {
    const Side side = b.fighters[static_cast<std::size_t>(fighter)].side;
    int qualifyingTotal = 0, remaining = 0;
    std::array<bool, 3> filled{};
    for (std::size_t i = 0; i < b.fighters.size(); ++i) {
        const Fighter& f = b.fighters[i];
        if (f.side != side || !present(f) || !qualifies(b, f, data)) continue;
        ++qualifyingTotal;
        const BattlePosition at = static_cast<int>(i) == fighter ? pos : f.position;
        const bool placed = f.deployed || static_cast<int>(i) == fighter;
        if (!placed) ++remaining;
        else if (at != BattlePosition::Reserve) filled[static_cast<std::size_t>(at)] = true;
    }
    const int filledCount = static_cast<int>(std::count(filled.begin(), filled.end(), true));
    const int need = std::min(3, qualifyingTotal);
    return filledCount + std::min(remaining, 3 - filledCount) >= need;
}

bool causesFlee(const Fighter& firer, const BlockData& data) {
    // B9.7 with A4 and A5: which British firing blocks send militia to the Reserve.
    const Block* blk = blockOf(firer, data);
    if (!blk || blk->side != Side::British) return false;
    if (blk->type == UnitType::Native) return true;
    if (!rulings(data).redNonNativeCountsAsBritishOrHessian && blk->nation != "british" && blk->nation != "german") return false;
    const UnitTypeRule* t = data.tables.unitType(blk->type);
    switch (rulings(data).militiaFleeCausedBy) {
        case FleeCausedBy::RedNonNative: return true;
        case FleeCausedBy::InfantryAndArtillery: return t && (t->infantry || t->type == UnitType::Artillery);
        case FleeCausedBy::InfantryOnly: return t && t->infantry;
    }
    return false;
}

int fleeOnFor(const Battle& b, const Fighter& firer, Side targetSide, const BlockData& data) {
    if (!causesFlee(firer, data)) return 0;
    // B9.9: militia defending a fort ignore flee results in every round.
    if (b.fort && targetSide != b.attacker && data.tables.battle.fortMilitiaIgnoresFlee) return 0;
    // A26: attacking militia in a fort skirmish flee to a Reserve, or ignore it, as switched.
    if (b.fort && b.skirmish && targetSide == b.attacker && rulings(data).fortSkirmishAttackingMilitiaFlee == FortSkirmishFlee::Ignored) return 0;
    const Block* blk = blockOf(firer, data);
    return blk->type == UnitType::Native ? data.tables.militiaFlee.native : data.tables.militiaFlee.redNonNative;
}

// B9.8, B9.9 with A7 and A28: the dice an attacking block loses in the first round.
int terrainLoss(const Battle& b, const Fighter& f, const BlockData& data) {
    if (f.side != b.attacker) return 0;
    const Block* blk = blockOf(f, data);
    const bool arnold = blk && blk->battleDice > 0;
    int loss = 0;
    if (f.crossedWater && (!arnold || rulings(data).arnoldLosesDieAcrossWater)) loss += data.tables.battle.crossingFirstRoundDiceLoss;
    if (b.fort && blk) {
        if (arnold) loss += rulings(data).arnoldLosesDieAgainstFort ? data.tables.battle.fortFirstRoundDiceLossInfantry : 0;
        else if (blk->type == UnitType::Native) loss += data.tables.battle.fortFirstRoundDiceLossNative;
        else if (blk->type == UnitType::Artillery) loss += data.tables.battle.fortFirstRoundDiceLossArtillery;
        else if (const UnitTypeRule* t = data.tables.unitType(blk->type); t && t->infantry) loss += data.tables.battle.fortFirstRoundDiceLossInfantry;
    }
    return std::min(loss, rulings(data).firstRoundDiceLossMax);
}

int diceFor(const Battle& b, int fighter, FireKind kind, const BlockData& data) {
    const Fighter& f = b.fighters[static_cast<std::size_t>(fighter)];
    const Block* blk = blockOf(f, data);
    const UnitTypeRule* t = typeOf(f, data);
    if (!blk || !t || t->hitOn <= 0 || !present(f)) return 0;
    // B9.10: one die a block in withdrawal fire, Arnold too (A7).
    if (kind == FireKind::Withdrawal) return data.tables.battle.withdrawalFireDicePerBlock;
    int dice = data.tables.battleDiceOf(*blk, f.sp);
    bool terrain = b.round == 1;
    if (kind == FireKind::Retreat) {
        // A7: Arnold's retreat fire dice; A31: the first-round losses in retreat fire.
        if (blk->battleDice > 0) dice = rulings(data).arnoldRetreatFireDice;
        terrain = b.round == 1 || rulings(data).retreatFireTerrainLossEveryRound;
    }
    return std::max(0, dice - (terrain ? terrainLoss(b, f, data) : 0));
}

std::vector<int> hitCandidates(const Battle& b, const BlockData& data) {
    std::vector<int> out;
    for (std::size_t i = 0; i < b.fighters.size(); ++i) {
        const Fighter& f = b.fighters[i];
        if (f.side != b.fire.targetSide || !present(f)) continue;
        if (b.fire.kind != FireKind::Battle) {
            // B9.10, B9.11: hits fall on any leaving block, Reserve included, never on Native blocks.
            if (!isNative(f, data)) out.push_back(static_cast<int>(i));
        } else if (f.position == b.fire.target) {
            out.push_back(static_cast<int>(i));
        }
    }
    if (out.empty() && b.fire.kind == FireKind::Battle && !rulings(data).excessHitsLost) {
        // A29 switched off: hits beyond the position fired at fall on the side's other positions.
        for (std::size_t i = 0; i < b.fighters.size(); ++i) {
            const Fighter& f = b.fighters[i];
            if (f.side == b.fire.targetSide && present(f) && f.position != BattlePosition::Reserve) out.push_back(static_cast<int>(i));
        }
    }
    return out;
}

std::vector<int> fleeCandidates(const Battle& b, const BlockData& data) {
    std::vector<int> out;
    for (std::size_t i = 0; i < b.fighters.size(); ++i) {
        const Fighter& f = b.fighters[i];
        const Block* blk = blockOf(f, data);
        if (f.side == b.fire.targetSide && present(f) && f.position == b.fire.target && blk && blk->type == UnitType::Militia)
            out.push_back(static_cast<int>(i));
    }
    return out;
}

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

std::string stepRefusal(const Battle& b) {
    switch (b.step) {
        case BattleStep::Deploy: return "B9.1: the battle waits for the deployment";
        case BattleStep::Act: return "B9.4: the battle waits for the side to act to move, fire or end its turn";
        case BattleStep::Decide: return "B9.10: the battle waits for the decision to withdraw or continue";
        case BattleStep::Roll: return "B9.6: the battle waits for the dice";
        case BattleStep::AllocateHits: return "B9.6: the hits must be allocated first";
        case BattleStep::ChooseFleeing: return "B9.7: the fleeing militia must be chosen first";
        case BattleStep::Over: return "B9: the battle is over";
    }
    return "B9: the battle is over";
}

bool validFighter(const Battle& b, int i) { return i >= 0 && static_cast<std::size_t>(i) < b.fighters.size(); }

std::string refusal(const Battle& b, const BattleAction& a, const BlockData& data) {
    using K = BattleAction::Kind;
    const bool needsFighter = a.kind == K::Deploy || a.kind == K::Move || a.kind == K::Fire || a.kind == K::Hit || a.kind == K::Flee;
    if (needsFighter && !validFighter(b, a.fighter)) return "B9: no such block in this battle";
    switch (a.kind) {
        case K::Deploy: {
            if (b.step != BattleStep::Deploy) return stepRefusal(b);
            const int next = nextUndeployed(b, b.active);
            if (a.fighter != next) return "B9.1: blocks deploy one at a time, in order; the next is " + fighterName(b, next, data);
            if (!deployFeasible(b, a.fighter, a.position, data))
                return "B9.1: then a battlefield position could not be given an infantry or artillery block";
            return {};
        }
        case K::Move:
        case K::Fire: {
            if (b.step != BattleStep::Act) return stepRefusal(b);
            const Fighter& f = b.fighters[static_cast<std::size_t>(a.fighter)];
            if (f.side != b.active) return "B9.4: it is the " + std::string(sideName(b.active)) + " player's turn to act";
            if (!present(f)) return "B9.6: that block is no longer in the battle";
            if (f.movedThisRound || f.firedThisRound) return "B9.5: a block moves or fires once a round";
            if (b.round > data.tables.battle.nativeRounds && isNative(f, data)) return "B9.6: Native blocks fight one battle round only";
            if (a.kind == K::Move) {
                if (b.skirmish) return "B9.2: in a skirmish no block moves to or from the Reserve";
                if ((f.position == BattlePosition::Reserve) == (a.position == BattlePosition::Reserve))
                    return "B9.5: a block moves only between its battlefield position and its Reserve";
                if (f.fled) return "B9.7: a militia block that fled may not return to a battlefield position";
                return {};
            }
            if (f.position == BattlePosition::Reserve) return "B9.6: blocks in the Reserve may not fire";
            const auto target = opposite(f.position, data);
            bool enemy = false;
            for (const auto& g : b.fighters) enemy = enemy || (g.side != f.side && present(g) && target && g.position == *target);
            if (!enemy) return "B9.6: no enemy block stands in the opposite battlefield position";
            if (diceFor(b, a.fighter, FireKind::Battle, data) <= 0) return "B9.8: this block has no die left to roll this round";
            return {};
        }
        case K::EndTurn: return b.step == BattleStep::Act ? std::string{} : stepRefusal(b);
        case K::Hit:
            if (b.step != BattleStep::AllocateHits) return stepRefusal(b);
            if (contains(hitCandidates(b, data), a.fighter)) return {};
            if (b.fire.kind != FireKind::Battle && isNative(b.fighters[static_cast<std::size_t>(a.fighter)], data))
                return "B9.6: Native blocks are not subject to retreat or withdrawal fire";
            return b.fire.kind == FireKind::Battle ? "B9.6: hits fall on the blocks in the position fired at"
                                                   : "B9.11: hits fall on the blocks of the side leaving the battle";
        case K::Flee:
            if (b.step != BattleStep::ChooseFleeing) return stepRefusal(b);
            return contains(fleeCandidates(b, data), a.fighter) ? std::string{} : "B9.7: only a militia block in the position fired at flees";
        case K::Withdraw:
            if (b.step != BattleStep::Decide) return stepRefusal(b);
            return mayLeave(b, b.active) ? std::string{} : "B10: no location to withdraw to, so the battle goes on";
        case K::Continue: return b.step == BattleStep::Decide ? std::string{} : stepRefusal(b);
        case K::Dice:
            if (b.step != BattleStep::Roll) return stepRefusal(b);
            if (static_cast<int>(a.faces.size()) != b.fire.dice) return "B9.6: this roll is " + std::to_string(b.fire.dice) + " dice";
            for (int face : a.faces)
                if (face < 1 || face > 6) return "B9.6: a die shows 1 to 6";
            if (!std::is_sorted(a.faces.begin(), a.faces.end())) return "B9.6: the faces of a roll are given in ascending order";
            return {};
    }
    return "B9: unknown battle action";
}

// --- what happens ----------------------------------------------------------------------------

using Events = std::vector<engine::Event>;

BattleResult resultFor(Side side, Side attacker, bool eliminated, bool withdrew) {
    const bool att = side == attacker;
    if (eliminated) return att ? BattleResult::AttackerEliminated : BattleResult::DefenderEliminated;
    if (withdrew) return att ? BattleResult::AttackerWithdrew : BattleResult::DefenderWithdrew;
    return att ? BattleResult::AttackerRetreated : BattleResult::DefenderRetreated;
}

bool anyPresent(const Battle& b, Side side) {
    return std::any_of(b.fighters.begin(), b.fighters.end(), [&](const Fighter& f) { return f.side == side && present(f); });
}

void finish(Battle& b, BattleResult result, Events& ev) {
    b.result = result;
    b.step = BattleStep::Over;
    b.leaveFirers.clear();
    ev.push_back({"B9", "The battle at this location is over: " + std::string(battleResultId(result))});
}

// B9.4: a side with no block left in the battle has lost it.
bool wipedOut(Battle& b, Events& ev) {
    for (Side side : {b.defender(), b.attacker})
        if (!anyPresent(b, side)) {
            finish(b, resultFor(side, b.attacker, true, false), ev);
            return true;
        }
    return false;
}

void beginTurn(Battle& b, Side side) {
    b.step = BattleStep::Act;
    b.active = side;
}

void nextLeaveFire(Battle& b, const BlockData& data, Events& ev);

void startLeaving(Battle& b, Side side, bool withdraw, const BlockData& data, Events& ev) {
    b.leaving = side;
    b.leavingWithdraws = withdraw;
    const std::string who = std::string(sidePlural(side));
    if (!withdraw && !mayLeave(b, side)) {
        // B10: a retreat with nowhere to go eliminates every retreating block.
        for (auto& f : b.fighters)
            if (f.side == side && present(f)) {
                f.eliminated = true;
                f.revealed = true;
            }
        ev.push_back({"B10", "The " + who + " must retreat and have no location to retreat to: every block is eliminated"});
        finish(b, resultFor(side, b.attacker, true, false), ev);
        return;
    }
    ev.push_back(withdraw ? engine::Event{"B9.10", "The " + who + " withdraw from the battle"}
                          : engine::Event{"B9.11", "A battlefield position is empty: the " + who + " must retreat"});
    b.leaveFirers.clear();
    for (std::size_t i = 0; i < b.fighters.size(); ++i) {
        const Fighter& f = b.fighters[i];
        if (f.side != side && present(f) && f.position != BattlePosition::Reserve) b.leaveFirers.push_back(static_cast<int>(i));
    }
    nextLeaveFire(b, data, ev);
}

void nextLeaveFire(Battle& b, const BlockData& data, Events& ev) {
    const Side side = *b.leaving;
    const FireKind kind = b.leavingWithdraws ? FireKind::Withdrawal : FireKind::Retreat;
    bool targets = false;
    for (const auto& f : b.fighters) targets = targets || (f.side == side && present(f) && !isNative(f, data));
    while (targets && !b.leaveFirers.empty()) {
        const int firer = b.leaveFirers.front();
        b.leaveFirers.erase(b.leaveFirers.begin());
        const int dice = diceFor(b, firer, kind, data);
        if (dice <= 0) continue;
        const Fighter& f = b.fighters[static_cast<std::size_t>(firer)];
        PendingFire fire;
        fire.kind = kind;
        fire.firer = firer;
        fire.dice = dice;
        // B9.10: withdrawal fire hits on 6 only (A31); retreat fire is battle fire (B9.11).
        fire.hitOn = kind == FireKind::Withdrawal ? data.tables.battle.withdrawalFireHitOn : typeOf(f, data)->hitOn;
        fire.targetSide = side;
        fire.fleeChooser = side;
        b.fire = fire;
        b.step = BattleStep::Roll;
        return;
    }
    finish(b, resultFor(side, b.attacker, !anyPresent(b, side), b.leavingWithdraws), ev);
}

void startDecisions(Battle& b, const BlockData& data) {
    // B9.10: from the second round the defender, then the attacker, may withdraw.
    if (b.round >= data.tables.battle.withdrawFromRound && b.defenderMayLeave) {
        b.step = BattleStep::Decide;
        b.active = b.defender();
    } else if (b.round >= data.tables.battle.withdrawFromRound && b.attackerMayLeave) {
        b.step = BattleStep::Decide;
        b.active = b.attacker;
    } else {
        beginTurn(b, b.defender());
    }
}

void endRound(Battle& b, const BlockData& data, Events& ev) {
    const bool fired = std::any_of(b.fighters.begin(), b.fighters.end(), [](const Fighter& f) { return f.firedThisRound; });
    if (b.round == data.tables.battle.nativeRounds) {
        // B9.6: after their one round Native blocks go to the Reserve beside British blocks in
        // battle columns, or leave the location.
        const auto before = heldNow(b, data);
        bool columns = false;
        for (const auto& f : b.fighters)
            columns = columns || (f.side == Side::British && present(f) && !isNative(f, data) && f.position != BattlePosition::Reserve);
        bool any = false;
        for (std::size_t i = 0; i < b.fighters.size(); ++i) {
            Fighter& f = b.fighters[i];
            if (!present(f) || !isNative(f, data)) continue;
            any = true;
            if (columns) f.position = BattlePosition::Reserve;
            else f.left = true;
            // Part 4: a Native block that stayed in the Reserve leaves unnamed.
            const std::string name = f.revealed ? fighterName(b, static_cast<int>(i), data) : "A Native block";
            ev.push_back({"B9.6", name + (columns ? " withdraws to the Reserve after its one round" : " leaves the battle after its one round")});
        }
        if (any && !anyPresent(b, Side::British)) {
            finish(b, resultFor(Side::British, b.attacker, false, true), ev);
            return;
        }
        // A32: a Native block leaving a position alone forces a retreat only when switched so.
        if (any && !rulings(data).nativeAloneLeavingIsWithdrawal && vacated(b, Side::British, before, data)) {
            startLeaving(b, Side::British, false, data, ev);
            return;
        }
    }
    if (!b.asFirstRules) b.idleRounds = fired ? 0 : b.idleRounds + 1;
    if (!b.asFirstRules && rulings(data).idleRoundsEndBattle > 0 && b.idleRounds >= rulings(data).idleRoundsEndBattle) {
        // A41: rounds in a row without fire end the attack; the attacker withdraws, or with nowhere to go retreats (B10).
        ev.push_back({"B9.4", "No block fired for " + std::to_string(b.idleRounds) + " battle rounds: the " + std::string(sidePlural(b.attacker)) +
                                  " give up the attack (ruling A41)"});
        startLeaving(b, b.attacker, b.attackerMayLeave, data, ev);
        return;
    }
    ++b.round;
    for (auto& f : b.fighters) f.movedThisRound = f.firedThisRound = false;
    ev.push_back({"B9.4", "Battle round " + std::to_string(b.round) + " begins"});
    startDecisions(b, data);
}

void removeFirerOnOnes(Battle& b, const BlockData& data, Events& ev) {
    Fighter& firer = b.fighters[static_cast<std::size_t>(b.fire.firer)];
    if (!b.fire.removesFirer || !present(firer)) return;
    // B9.6 (A7 for retreat fire): Arnold is removed after his hits once he rolls two or more 1s.
    firer.eliminated = true;
    firer.revealed = true;
    ev.push_back({"B9.6", fighterName(b, b.fire.firer, data) + " rolled two or more 1s and is removed for the rest of the game"});
}

void afterFire(Battle& b, const BlockData& data, Events& ev) {
    const Fighter& firer = b.fighters[static_cast<std::size_t>(b.fire.firer)];
    removeFirerOnOnes(b, data, ev);
    if (wipedOut(b, ev)) return;
    const auto before = b.fire.targetHeldBefore;
    for (Side side : {b.fire.targetSide, firer.side})
        if (vacated(b, side, before, data)) {
            startLeaving(b, side, false, data, ev);
            return;
        }
    b.step = BattleStep::Act;
}

void afterHits(Battle& b, const BlockData& data, Events& ev) {
    if (b.fire.kind != FireKind::Battle) {
        removeFirerOnOnes(b, data, ev);
        if (!anyPresent(b, *b.leaving)) {
            finish(b, resultFor(*b.leaving, b.attacker, true, false), ev);
            return;
        }
        nextLeaveFire(b, data, ev);
        return;
    }
    // B9.7: flee results are applied after the losses, one militia block each, if one is there.
    b.fire.flees = std::min(b.fire.flees, static_cast<int>(fleeCandidates(b, data).size()));
    if (b.fire.flees > 0) {
        b.step = BattleStep::ChooseFleeing;
        return;
    }
    afterFire(b, data, ev);
}

std::string facesText(const std::vector<int>& faces) {
    std::string s;
    for (int f : faces) s += (s.empty() ? "" : ", ") + std::to_string(f);
    return s;
}

void applyDice(Battle& b, const std::vector<int>& faces, const BlockData& data, Events& ev) {
    b.lastDice = faces;
    b.lastFirer = b.fire.firer;
    const Fighter& firer = b.fighters[static_cast<std::size_t>(b.fire.firer)];
    const Block* blk = blockOf(firer, data);
    int hits = 0, flees = 0, ones = 0;
    for (int face : faces) {
        hits += face >= b.fire.hitOn;
        flees += face <= b.fire.fleeOn;
        ones += face == 1;
    }
    b.fire.removesFirer = blk && blk->removedOnOnes > 0 && ones >= blk->removedOnOnes && b.fire.kind != FireKind::Withdrawal;
    b.fire.flees = flees;
    int room = 0;
    for (int i : hitCandidates(b, data)) room += b.fighters[static_cast<std::size_t>(i)].sp;
    if (b.fire.kind == FireKind::Battle && !rulings(data).excessHitsLost)
        for (const auto& f : b.fighters)
            if (f.side == b.fire.targetSide && present(f) && f.position != BattlePosition::Reserve && f.position != b.fire.target) room += f.sp;
    // A29: hits beyond the strength they can fall on are lost.
    b.fire.hits = std::min(hits, room);
    const std::string rule = b.fire.kind == FireKind::Battle ? "B9.6" : b.fire.kind == FireKind::Withdrawal ? "B9.10" : "B9.11";
    std::string text = fighterName(b, b.fire.firer, data) + " rolls " + facesText(faces) + ": " + std::to_string(hits) + (hits == 1 ? " hit" : " hits");
    if (b.fire.fleeOn > 0) text += ", " + std::to_string(flees) + " militia flee " + (flees == 1 ? "result" : "results");
    ev.push_back({rule, text});
    if (b.fire.hits > 0) b.step = BattleStep::AllocateHits;
    else afterHits(b, data, ev);
}

void applyHit(Battle& b, int i, const BlockData& data, Events& ev) {
    Fighter& f = b.fighters[static_cast<std::size_t>(i)];
    --f.sp;
    --b.fire.hits;
    if (f.sp <= 0) {
        f.sp = 0;
        f.eliminated = true;
        f.revealed = true;  // Part 4: an eliminated block is revealed
        ev.push_back({"B9.6", fighterName(b, i, data) + " is eliminated"});
    } else if (f.revealed) {
        ev.push_back({"B9.6", fighterName(b, i, data) + " takes a hit (" + std::to_string(f.sp) + " SP left)"});
    } else {
        ++b.hitsAbsorbedInReserve;
        ev.push_back({"B9.6", "1 hit absorbed by a " + std::string(sideName(f.side)) + " block in the Reserve"});
    }
    if (b.fire.kind == FireKind::Battle && !anyPresent(b, b.fire.targetSide)) {
        removeFirerOnOnes(b, data, ev);
        wipedOut(b, ev);
        return;
    }
    if (b.fire.hits > 0 && !hitCandidates(b, data).empty()) return;
    b.fire.hits = 0;
    afterHits(b, data, ev);
}

// Part 4: each side's blocks, the defender's first, face up before hidden, the hidden ones deployed
// before not yet deployed, then by position; so a hidden block's index tells only its place on the board.
void orderFighters(Battle& b) {
    if (b.asFirstRules) return;  // a version-1 save names its fighters in their first order
    const auto key = [&](const Fighter& f) {
        if (f.revealed) return std::array<int, 4>{f.side == b.defender() ? 0 : 1, 0, 0, 0};
        return std::array<int, 4>{f.side == b.defender() ? 0 : 1, 1, f.deployed ? 0 : 1, static_cast<int>(f.position)};
    };
    std::vector<int> order(b.fighters.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(),
                     [&](int x, int y) { return key(b.fighters[static_cast<std::size_t>(x)]) < key(b.fighters[static_cast<std::size_t>(y)]); });
    if (std::is_sorted(order.begin(), order.end())) return;
    std::vector<int> moved(order.size());
    std::vector<Fighter> fighters;
    for (std::size_t k = 0; k < order.size(); ++k) {
        moved[static_cast<std::size_t>(order[k])] = static_cast<int>(k);
        fighters.push_back(b.fighters[static_cast<std::size_t>(order[k])]);
    }
    b.fighters = std::move(fighters);
    const auto remap = [&](int& i) {
        if (i >= 0 && static_cast<std::size_t>(i) < moved.size()) i = moved[static_cast<std::size_t>(i)];
    };
    remap(b.fire.firer);
    remap(b.lastFirer);
    for (int& i : b.leaveFirers) remap(i);
}

}  // namespace

int battleFireDice(const Battle& b, int fighter, const BlockData& data) {
    if (!validFighter(b, fighter)) return 0;
    return diceFor(b, fighter, FireKind::Battle, data);
}

Battle openBattle(const BlockData& data, const BattleOpening& opening) {
    Battle b;
    b.point = opening.point;
    b.attacker = opening.attacker;
    b.fort = opening.fort;
    b.attackerMayLeave = opening.attackerMayLeave;
    b.defenderMayLeave = opening.defenderMayLeave;
    b.asFirstRules = opening.asFirstRules;
    for (Fighter f : opening.defenders) {
        f.side = b.defender();
        b.fighters.push_back(f);
    }
    for (Fighter f : opening.attackers) {
        f.side = b.attacker;
        b.fighters.push_back(f);
    }
    const int below = data.tables.battle.skirmishUnitsBelow;
    const int att = unitsTowardThree(opening.attackers, data), def = unitsTowardThree(opening.defenders, data);
    // B9.2: fewer than three units on BOTH sides (A23); B9.3: a fort held by fewer than three (A25).
    bool skirmish = (att < below && def < below) || (opening.fort && def < below);
    // A24: a side that cannot fill the three battlefield positions fights a skirmish.
    if (rulings(data).shortSideFightsSkirmish)
        skirmish = skirmish || infantryOrArtilleryCount(opening.attackers, data) < 3 || infantryOrArtilleryCount(opening.defenders, data) < 3;
    b.skirmish = skirmish;
    orderFighters(b);
    if (skirmish) {
        for (auto& f : b.fighters) {
            f.position = BattlePosition::Center;
            f.deployed = true;
            f.revealed = true;
        }
        b.round = 1;
        beginTurn(b, b.defender());
    } else {
        // B9.1: the defender sets up first, then the attacker.
        b.step = BattleStep::Deploy;
        b.active = b.defender();
    }
    return b;
}

int battleToMove(const Battle& b) {
    switch (b.step) {
        case BattleStep::Over: return engine::kTerminal;
        case BattleStep::Roll: return engine::kChance;
        case BattleStep::AllocateHits: return static_cast<int>(b.fire.targetSide);
        case BattleStep::ChooseFleeing: return static_cast<int>(b.fire.fleeChooser);
        default: return static_cast<int>(b.active);
    }
}

BattleResult battleResult(const Battle& b) { return b.result; }

std::vector<BattleAction> battleLegalActions(const Battle& b, const BlockData& data) {
    using K = BattleAction::Kind;
    std::vector<BattleAction> candidates;
    const auto all = [&](K kind) {
        for (std::size_t i = 0; i < b.fighters.size(); ++i) candidates.push_back({kind, static_cast<int>(i), BattlePosition::Reserve, {}});
    };
    switch (b.step) {
        case BattleStep::Over:
        case BattleStep::Roll: return {};
        case BattleStep::Deploy:
            for (BattlePosition p : {BattlePosition::Left, BattlePosition::Center, BattlePosition::Right, BattlePosition::Reserve})
                candidates.push_back({K::Deploy, nextUndeployed(b, b.active), p, {}});
            break;
        case BattleStep::Act:
            for (std::size_t i = 0; i < b.fighters.size(); ++i) {
                // B9.4, B9.5: only the acting side's blocks still free to act are worth asking about.
                const Fighter& f = b.fighters[i];
                if (f.side != b.active || !present(f) || f.movedThisRound || f.firedThisRound) continue;
                candidates.push_back({K::Fire, static_cast<int>(i), BattlePosition::Reserve, {}});
                for (BattlePosition p : {BattlePosition::Left, BattlePosition::Center, BattlePosition::Right, BattlePosition::Reserve})
                    candidates.push_back({K::Move, static_cast<int>(i), p, {}});
            }
            candidates.push_back({K::EndTurn, -1, BattlePosition::Reserve, {}});
            break;
        case BattleStep::AllocateHits: all(K::Hit); break;
        case BattleStep::ChooseFleeing: all(K::Flee); break;
        case BattleStep::Decide:
            candidates.push_back({K::Withdraw, -1, BattlePosition::Reserve, {}});
            candidates.push_back({K::Continue, -1, BattlePosition::Reserve, {}});
            break;
    }
    std::vector<BattleAction> legal;
    for (const auto& a : candidates)
        if (refusal(b, a, data).empty()) legal.push_back(a);
    return legal;
}

std::vector<std::pair<BattleAction, double>> battleChanceOutcomes(const Battle& b, const BlockData&) {
    std::vector<std::pair<BattleAction, double>> out;
    if (b.step != BattleStep::Roll) return out;
    const int n = b.fire.dice;
    // Each sorted roll of n dice, with its multinomial probability n!/(c1!...c6!) / 6^n.
    std::vector<int> faces(static_cast<std::size_t>(n), 1);
    const double all = std::pow(6.0, n);
    std::vector<double> factorial(static_cast<std::size_t>(n) + 1, 1.0);
    for (int i = 1; i <= n; ++i) factorial[static_cast<std::size_t>(i)] = factorial[static_cast<std::size_t>(i) - 1] * i;
    while (true) {
        std::array<int, 7> count{};
        for (int f : faces) ++count[static_cast<std::size_t>(f)];
        double ways = factorial[static_cast<std::size_t>(n)];
        for (int c : count) ways /= factorial[static_cast<std::size_t>(c)];
        out.push_back({BattleAction{BattleAction::Kind::Dice, -1, BattlePosition::Reserve, faces}, ways / all});
        int i = n - 1;
        while (i >= 0 && faces[static_cast<std::size_t>(i)] == 6) --i;
        if (i < 0) break;
        const int next = faces[static_cast<std::size_t>(i)] + 1;
        for (int j = i; j < n; ++j) faces[static_cast<std::size_t>(j)] = next;
    }
    return out;
}

engine::Applied applyBattleAction(Battle& b, const BattleAction& a, const BlockData& data) {
    engine::Applied applied;
    applied.refusal = refusal(b, a, data);
    if (!applied.ok()) return applied;
    Events& ev = applied.events;
    using K = BattleAction::Kind;
    switch (a.kind) {
        case K::Deploy: {
            Fighter& f = b.fighters[static_cast<std::size_t>(a.fighter)];
            f.position = a.position;
            f.deployed = true;
            ev.push_back({"B9.1", "The " + std::string(sideName(f.side)) + " player deploys a block"});
            if (nextUndeployed(b, b.active) >= 0) break;
            if (b.active != b.attacker && nextUndeployed(b, b.attacker) >= 0) {
                b.active = b.attacker;
                break;
            }
            // B9.1: both sides' battlefield positions are revealed at once; the Reserves stay hidden.
            for (auto& g : b.fighters) g.revealed = g.revealed || g.position != BattlePosition::Reserve;
            b.round = 1;
            ev.push_back({"B9.1", "The battlefield positions are revealed; battle round 1 begins"});
            beginTurn(b, b.defender());
            break;
        }
        case K::Move: {
            const auto before = heldNow(b, data);
            Fighter& f = b.fighters[static_cast<std::size_t>(a.fighter)];
            const BattlePosition from = f.position;
            f.position = a.position;
            f.movedThisRound = true;
            // A27: a block moved out of the Reserve is face up, and stays so when the switch says.
            if (a.position != BattlePosition::Reserve) f.revealed = true;
            else if (!rulings(data).reserveRevealedWhenMoved) f.revealed = false;
            ev.push_back({"B9.5", fighterName(b, a.fighter, data) + " moves from the " + std::string(battlePositionName(from)) + " to the " +
                                      std::string(battlePositionName(a.position))});
            // A30: emptying a position by movement forces a retreat too.
            if (vacated(b, f.side, before, data)) startLeaving(b, f.side, false, data, ev);
            break;
        }
        case K::Fire: {
            Fighter& f = b.fighters[static_cast<std::size_t>(a.fighter)];
            PendingFire fire;
            fire.kind = FireKind::Battle;
            fire.firer = a.fighter;
            fire.dice = diceFor(b, a.fighter, FireKind::Battle, data);
            fire.hitOn = typeOf(f, data)->hitOn;
            fire.target = *opposite(f.position, data);
            fire.targetSide = enemyOf(f.side);
            fire.fleeOn = fleeOnFor(b, f, fire.targetSide, data);
            fire.fleeChooser = rulings(data).fleeingMilitiaChosenBy == Chooser::Owner ? fire.targetSide : f.side;
            fire.targetHeldBefore = heldNow(b, data);
            f.firedThisRound = true;
            b.fire = fire;
            b.step = BattleStep::Roll;
            ev.push_back({"B9.6", fighterName(b, a.fighter, data) + " fires " + std::to_string(fire.dice) + (fire.dice == 1 ? " die" : " dice") + " at the " +
                                      std::string(sideName(fire.targetSide)) + " " + std::string(battlePositionName(fire.target))});
            break;
        }
        case K::EndTurn:
            ev.push_back({"B9.4", "The " + std::string(sidePlural(b.active)) + " end their part of round " + std::to_string(b.round)});
            if (b.active != b.attacker) beginTurn(b, b.attacker);
            else endRound(b, data, ev);
            break;
        case K::Dice: applyDice(b, a.faces, data, ev); break;
        case K::Hit: applyHit(b, a.fighter, data, ev); break;
        case K::Flee: {
            Fighter& f = b.fighters[static_cast<std::size_t>(a.fighter)];
            f.position = BattlePosition::Reserve;
            f.fled = true;
            --b.fire.flees;
            ev.push_back({"B9.7", fighterName(b, a.fighter, data) + " flees to the Reserve for the rest of the battle"});
            if (b.fire.flees <= 0 || fleeCandidates(b, data).empty()) {
                b.fire.flees = 0;
                afterFire(b, data, ev);
            }
            break;
        }
        case K::Withdraw: startLeaving(b, b.active, true, data, ev); break;
        case K::Continue:
            ev.push_back({"B9.10", "The " + std::string(sidePlural(b.active)) + " fight on"});
            if (b.active != b.attacker && b.attackerMayLeave) b.active = b.attacker;
            else beginTurn(b, b.defender());
            break;
    }
    orderFighters(b);
    return applied;
}

}  // namespace tricorne::block
