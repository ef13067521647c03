// B9 Battle, as the game sees it: the battles an attacker's moves make, fought in the order he
// chooses on the battle board (battle.h), their losses written back to the blocks after every
// action (B11 sudden death, A35), and the side that leaves sent where B10 lets it go (A34).
#include <algorithm>

#include "block_rules.h"

namespace tricorne::block::detail {

namespace {

using Kind = BlockAction::Kind;

bool contains(const std::vector<std::string>& v, const std::string& x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// B10: the attacker goes back whence he came; the defender to a point without the enemy that the
// attack did not come from; never into the enemy (A34).
std::vector<std::string> leavePoints(const BlockState& s, Side side) {
    std::vector<std::string> out;
    const PendingBattle& b = *s.fighting;
    const Side attacker = s.battle ? s.battle->attacker : s.active;
    if (side == attacker) {
        for (const auto& p : b.from)
            if (isPoint(*s.data, p) && !holdsUnits(s, p, enemyOf(side)) && !contains(out, p)) out.push_back(p);
        return out;
    }
    for (const auto& p : s.data->map.neighbours(b.point))
        if (!holdsUnits(s, p, enemyOf(side)) && !contains(b.from, p)) out.push_back(p);
    return out;
}

// The battle's losses on the blocks themselves: a hit is a hit at once (B9.6, A35).
void writeBack(BlockState& s, Events& events) {
    for (const Fighter& f : s.battle->fighters) {
        if (s.indexOf(f.block) >= s.pieces.size()) continue;  // a block a determinization could not name
        Piece& p = s.piece(f.block);
        const int now = f.eliminated ? 0 : f.sp;
        if (now >= p.sp) continue;
        const int lost = p.sp - now;
        p.sp = now;
        p.lost += lost;
        if (f.revealed) p.publicLoss += lost;
        if (p.sp == 0) {
            p.at = kEliminated;
            events.push_back({"B9.6", nameOf(*s.data, f.block) + " is eliminated"});
        }
    }
}

void afterBattle(BlockState& s, Events& events) {
    s.battle.reset();
    s.fighting.reset();
    s.leavers.clear();
    if (!s.battles.empty()) {
        s.step = Step::ChooseBattle;
        return;
    }
    endMovement(s, events);
}

void finishBattle(BlockState& s, Events& events) {
    const Battle& b = *s.battle;
    const BattleResult r = battleResult(b);
    events.push_back({"B9", "the battle at " + placeName(*s.data, b.point) + " ends: " + std::string(battleResultId(r))});
    std::optional<Side> leaving;
    if (r == BattleResult::AttackerRetreated || r == BattleResult::AttackerWithdrew) leaving = b.attacker;
    if (r == BattleResult::DefenderRetreated || r == BattleResult::DefenderWithdrew) leaving = b.defender();
    std::vector<std::string> leavers;
    if (leaving) {
        leavers = blocksAt(s, b.point, *leaving);
    } else {
        // B9.6: Native blocks that left the battle go too, though their side holds the field.
        for (const Fighter& f : b.fighters)
            if (f.left && !f.eliminated && s.indexOf(f.block) < s.pieces.size() && s.piece(f.block).at == b.point) leavers.push_back(f.block);
        leaving = Side::British;
    }
    s.leaving = *leaving;
    s.leavers = leavers;
    if (leavers.empty() || leavePoints(s, *leaving).empty()) {
        // B10: with nowhere to go after a retreat the battle board has eliminated them already.
        afterBattle(s, events);
        return;
    }
    s.step = Step::BattleLeave;
}

}  // namespace

void recordBattle(BlockState& s, const std::string& from, const std::string& to, const std::vector<std::string>& movers, bool crossed) {
    auto it = std::find_if(s.battles.begin(), s.battles.end(), [&](const PendingBattle& b) { return b.point == to; });
    if (it == s.battles.end()) {
        s.battles.push_back({to, {}, {}});
        it = s.battles.end() - 1;
    }
    if (!contains(it->from, from)) it->from.push_back(from);
    if (crossed)
        for (const auto& m : movers) it->crossed.push_back(m);
}

std::vector<BlockAction> battleChoices(const BlockState& s) {
    std::vector<BlockAction> out;
    if (s.step == Step::ChooseBattle) {
        for (const auto& b : s.battles) out.push_back({Kind::Fight, {}, b.point, 0});
    } else if (s.step == Step::Battle) {
        for (const auto& a : battleLegalActions(*s.battle, *s.data)) out.push_back({Kind::Battle, {}, {}, 0, a});
    } else if (s.step == Step::BattleLeave) {
        for (const auto& p : leavePoints(s, s.leaving)) out.push_back({Kind::Retreat, {}, p, 0});
    }
    return out;
}

std::string applyBattlePhase(BlockState& s, const BlockAction& a, Events& events) {
    if (s.step == Step::ChooseBattle) {
        if (a.kind != Kind::Fight) return "B9: the attacker chooses the next battle to fight";
        const auto it = std::find_if(s.battles.begin(), s.battles.end(), [&](const PendingBattle& b) { return b.point == a.at; });
        if (it == s.battles.end()) return "B9: there is no battle at " + placeName(*s.data, a.at);
        s.fighting = *it;
        s.battles.erase(it);
        const Side attacker = s.active;
        BattleOpening o;
        o.point = a.at;
        o.attacker = attacker;
        o.fort = s.data->map.point(a.at)->fortified;
        for (const auto& id : blocksAt(s, a.at)) {
            const std::size_t i = s.indexOf(id);
            Fighter f;
            f.block = id;
            f.side = s.block(i).side;
            f.sp = s.pieces[i].sp;
            f.crossedWater = f.side == attacker && contains(s.fighting->crossed, id);
            (f.side == attacker ? o.attackers : o.defenders).push_back(f);
        }
        o.attackerMayLeave = !leavePoints(s, attacker).empty();
        o.defenderMayLeave = !leavePoints(s, enemyOf(attacker)).empty();
        o.asFirstRules = s.asFirstRules;
        s.battle = openBattle(*s.data, o);
        s.step = Step::Battle;
        events.push_back({"B9", "battle at " + placeName(*s.data, a.at)});
        if (battleResult(*s.battle) != BattleResult::Ongoing) finishBattle(s, events);
        return {};
    }
    if (s.step == Step::Battle) {
        if (a.kind != Kind::Battle || !a.battle) return "B9: the battle at " + placeName(*s.data, s.battle->point) + " is fought first";
        engine::Applied r = applyBattleAction(*s.battle, *a.battle, *s.data);
        if (!r.ok()) return r.refusal;
        for (auto& e : r.events) events.push_back(std::move(e));
        writeBack(s, events);
        checkSuddenDeath(s, events);
        if (s.step == Step::Over) return {};
        if (battleResult(*s.battle) != BattleResult::Ongoing) finishBattle(s, events);
        return {};
    }
    if (a.kind != Kind::Retreat) return "B10: the blocks leaving the battle go first";
    const auto points = leavePoints(s, s.leaving);
    if (!contains(points, a.at))
        return "B10: " + placeName(*s.data, a.at) + " is not where the blocks leaving " + placeName(*s.data, s.fighting->point) + " may go";
    const Connection* road = s.data->map.connection(s.fighting->point, a.at);
    for (const auto& id : s.leavers) {
        if (s.piece(id).at != s.fighting->point) continue;
        if (road && road->road == Road::Brown && s.block(s.indexOf(id)).type == UnitType::Artillery) {
            eliminate(s, id, events, "A34", " cannot leave by a brown road and is eliminated");
            continue;
        }
        s.piece(id).at = a.at;
        tell(events, "B10", s.leaving, publicName(s, id) + " goes to " + placeName(*s.data, a.at), nameOf(*s.data, id) + " goes to " + placeName(*s.data, a.at));
    }
    checkSuddenDeath(s, events);
    if (s.step == Step::Over) return {};
    afterBattle(s, events);
    return {};
}

}  // namespace tricorne::block::detail
