// 13.1 The Close Combat results as each side takes them: the lead unit's result, the other
// units' morale checks (13.5), a PIN, a leader casualty, and the momentum a roll earns (12.73).
#include "close_combat_phase.h"

#include <set>

#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/close_combat.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/results.h"

namespace tricorne::core::detail {

namespace {
bool starCounts(const GameState& s) {
    const auto& table = *s.series->closeCombat;
    return s.combat.total >= table.clampLow && s.combat.total <= table.clampHigh;
}
}  // namespace

void queueCheck(GameState& s, int unit, bool passRetreats, bool failDisrupts, const std::string& rule) {
    for (const auto& m : s.moraleChecks)
        if (m.unit == unit) return;
    s.moraleChecks.push_back({unit, passRetreats, failDisrupts, rule});
}

// After a side's lead unit has taken its result: the other units' morale checks (13.1), the
// leader casualty (13.1 '*') and the units that retreated in earlier (13.24).
void afterLeadResult(GameState& s, Side side, const std::string& code, HexId leadHex, Events& events) {
    const bool star = !code.empty() && code.back() == '*';
    const std::string base = star ? code.substr(0, code.size() - 1) : code;
    if (base != "-" && !base.empty()) {
        const bool capture = base == "DC" || base == "AC";
        for (int u : participants(s, side)) {
            if (contains(s.combat.noCheck, u)) continue;
            if (side == attackerSide(s) && s.unitDef(u).isArtillery()) continue;  // 13.1: "but not the Attacker's artillery"
            queueCheck(s, u, capture, capture, "13.1 " + base);
        }
        // 13.24: its side suffered a result: pass and retreat one hex, or fail and take a "D".
        for (int u : previouslyRetreated(s, side)) queueCheck(s, u, true, true, "13.24");
    }
    if (star && starCounts(s)) {
        if (leadersIn(s, leadHex, side).empty())
            events.push_back({"13.1", "Leader casualty at " + leadHex.str() + ": no " + sideText(side) + " leader there, no effect", {leadHex}});
        else
            s.leaderCasualties.push_back({leadHex, side, "13.1"});
    } else if (star) {
        events.push_back({"13.1", "The '*' counts only on the exact roll: no leader casualty", {leadHex}});
    }
}

// 12.23 step 7 for one side: the lead unit takes the result. Returns true when a player
// must first choose (the unit captured, the unit losing a second step).
bool applyLeadResult(GameState& s, Side side, Events& events) {
    const Cell cell = parseCell(s.combat.result);
    const std::string code = side == attackerSide(s) ? cell.attacker : cell.defender;
    const bool star = !code.empty() && code.back() == '*';
    const std::string base = star ? code.substr(0, code.size() - 1) : code;
    const int lead = side == attackerSide(s) ? s.combat.attackerLead : s.combat.defenderLead;
    const HexId leadHex = pc(s, lead).hex;
    s.combat.leadHex = leadHex;
    const std::string name = s.unitDef(lead).name;
    if (base == "R") {
        events.push_back({"13.1", name + " (lead unit) must retreat one hex", {leadHex}});
        s.combat.noCheck.push_back(lead);
        s.retreats.push_back({lead, 1, "13.1 R"});
    } else if (base == "D") {
        s.combat.noCheck.push_back(lead);
        if (disrupt(s, lead, "13.1", events)) s.retreats.push_back({lead, 3, "13.3"});
    } else if (base == "1") {
        // 13.1 DESIGN NOTE: the unit that takes the loss never retreats.
        s.combat.noCheck.push_back(lead);
        loseStep(s, lead, "13.1", "step-loss", events);
    } else if (base == "2") {
        const bool oneStepLeft = s.unitDef(lead).steps == 1 || pc(s, lead).reduced;
        s.combat.noCheck.push_back(lead);
        while (s.onMap(lead) && s.step != Step::Over) loseStep(s, lead, "13.1", "step-loss", events);
        if (s.step == Step::Over) return false;
        if (oneStepLeft) {
            // 13.1 "2": a second unit in the hex loses a step; with none there, it is ignored.
            std::vector<int> others;
            for (int u : participants(s, side))
                if (pc(s, u).hex == leadHex) others.push_back(u);
            if (others.empty()) {
                events.push_back({"13.1", "No other " + sideText(side) + " unit in " + leadHex.str() + ": the second step is ignored", {leadHex}});
            } else if (others.size() == 1) {
                s.combat.noCheck.push_back(others[0]);
                loseStep(s, others[0], "13.1", "step-loss", events);
            } else {
                s.combat.secondStepSide = static_cast<int>(side);
                return true;
            }
        }
    } else if (base == "DC" || base == "AC") {
        const auto candidates = participants(s, side);
        if (candidates.size() > 1) {
            s.combat.captureChooser = static_cast<int>(base == "DC" ? defenderSide(s) : attackerSide(s));
            return true;
        }
        if (candidates.size() == 1) captureUnit(s, candidates[0], "13.1 " + base, events);
    }
    if (s.step == Step::Over) return false;
    afterLeadResult(s, side, code, leadHex, events);
    return false;
}

// 13.1 PIN: disrupted and shattered units of both sides captured, defender first; the rest
// marked as pinned together.
void applyPin(GameState& s, Events& events) {
    const HexId at = declared(s).defenderHexes.front();
    events.push_back({"13.1", "PIN: the opposing units remain engaged", {at}});
    std::vector<int> engaged;
    for (Side side : {defenderSide(s), attackerSide(s)}) {
        auto units = participants(s, side);
        for (int u : previouslyRetreated(s, side)) units.push_back(u);
        for (int u : units) {
            if (pc(s, u).status != Status::ParadeOrder) {
                captureUnit(s, u, "13.1 PIN", events);
                if (s.step == Step::Over) return;
            } else if (!contains(engaged, u)) {
                engaged.push_back(u);
            }
        }
    }
    int pin = 1;
    for (const auto& p : s.pieces) pin = std::max(pin, p.pin + 1);
    std::set<HexId> hexes;
    for (int u : engaged) {
        pc(s, u).pin = pin;
        hexes.insert(pc(s, u).hex);
    }
    // The marker goes on the hexes: a leader there is pinned with them (13.1 PIN, case B NOTE).
    for (int l = s.unitCount(); l < static_cast<int>(s.pieces.size()); ++l)
        if (s.onMap(l) && hexes.count(pc(s, l).hex)) pc(s, l).pin = pin;
    events.push_back({"13.1", "Pinned: " + unitList(s, engaged), {hexes.begin(), hexes.end()}});
}

// 12.73: the momentum the final modified roll earns.
void gainMomentum(GameState& s, Events& events) {
    const auto& table = *s.series->closeCombat;
    std::optional<Side> gainer;
    if (s.combat.total <= table.defenderMomentumAtOrBelow) gainer = defenderSide(s);
    if (s.combat.total >= table.attackerMomentumAtOrAbove) gainer = attackerSide(s);
    if (!gainer) return;
    if (s.momentum[0] + s.momentum[1] < 5) {
        ++s.momentum[static_cast<std::size_t>(*gainer)];
        events.push_back({"12.73", sideText(*gainer) + " gains a momentum chit (modified roll " + std::to_string(s.combat.total) + ")", {}});
        return;
    }
    // The pool is empty: the opponent returns a chit instead.
    auto& other = s.momentum[static_cast<std::size_t>(enemyOf(*gainer))];
    if (other > 0) {
        --other;
        events.push_back({"12.73", "The pool is empty: " + sideText(enemyOf(*gainer)) + " returns a momentum chit", {}});
    }
}

// 13.5: die + modified morale + the leader's Leadership DRM (+1 behind fieldworks) >= 5 passes.
void rollMoraleCheck(GameState& s, int die, Events& events) {
    const MoraleCheckOrder order = s.moraleChecks.front();
    s.moraleChecks.erase(s.moraleChecks.begin());
    const int u = order.unit;
    if (!s.onMap(u)) return;
    const int morale = modifiedMorale(s, u);
    const int leadership = leadershipDrm(s, u);
    int fieldworks = 0;
    if (s.sideOf(u) == defenderSide(s)) {
        // 13.5: +1 for defenders attacked solely across unbreached fieldwork hexsides.
        const CombatDeclaration c = currentDeclaration(s, s.combat.index);
        bool any = false, all = true;
        for (int a : c.attackers) {
            if (s.unitDef(a).isArtillery()) continue;  // 12.3: attacking artillery adds nothing to the assault
            auto side = s.map->between(pc(s, a).hex, pc(s, u).hex);
            if (!side) continue;
            any = true;
            if (!(side->fieldworks && !side->fieldworksHere)) all = false;
        }
        if (any && all) fieldworks = s.series->raw.at("morale").value("fieldworksDefenceDrm", 1);
    }
    const int total = die + morale + leadership + fieldworks;
    const bool passed = total >= s.series->raw.at("morale").value("passAtOrAbove", 5);
    std::string text = s.unitDef(u).name + " morale check (" + order.rule + "): die " + std::to_string(die) + (morale >= 0 ? " +" : " ") +
                       std::to_string(morale) + " morale" + (leadership ? " +" + std::to_string(leadership) + " leadership" : "") +
                       (fieldworks ? " +" + std::to_string(fieldworks) + " fieldworks" : "") + " = " + std::to_string(total) + (passed ? ": passes" : ": fails");
    events.push_back({"13.5", text, {pc(s, u).hex}});
    if (passed) {
        if (order.passRetreats) s.retreats.push_back({u, 1, order.rule});
    } else if (order.failDisrupts) {
        if (disrupt(s, u, order.rule, events)) s.retreats.push_back({u, 3, "13.3"});
    } else {
        s.retreats.push_back({u, 1, order.rule});
    }
}

}  // namespace tricorne::core::detail
