// 12.2, 12.23 The Close Combat Phase: the declarations, each combat step by step, and the
// fate of disrupted and shattered units at the end of the phase (13.3, 13.4).
#include "close_combat_phase.h"

#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/close_combat.h"
#include "tricorne/series/rules/combat_declaration.h"
#include "tricorne/series/rules/intelligence.h"
#include "tricorne/series/rules/results.h"
#include "tricorne/series/rules/stacking.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::core::detail {

std::vector<int> participants(const GameState& s, Side side) {
    const CombatDeclaration c = currentDeclaration(s, s.combat.index);
    return side == attackerSide(s) ? c.attackers : defendingUnits(s, c);
}

std::vector<int> previouslyRetreated(const GameState& s, Side side) {
    const DeclaredCombat& d = declared(s);
    std::vector<int> out;
    for (int i = 0; i < s.unitCount(); ++i) {
        if (!s.onMap(i) || s.sideOf(i) != side || !pc(s, i).ccRetreated || contains(d.attackers, i)) continue;
        const HexId h = pc(s, i).hex;
        if ((side == defenderSide(s) && contains(d.defenderHexes, h)) || (side == attackerSide(s) && contains(d.attackerHexes, h))) out.push_back(i);
    }
    return out;
}

std::string unitList(const GameState& s, const std::vector<int>& units) {
    std::string out;
    for (std::size_t i = 0; i < units.size(); ++i) out += (i ? ", " : "") + s.pieceId(units[i]);
    return out;
}

Cell parseCell(const std::string& cell) {
    if (cell == "PIN") return {"", "", true};
    const auto slash = cell.find('/');
    return {cell.substr(0, slash), cell.substr(slash + 1), false};
}

std::optional<Side> rerollPlayer(const GameState& s) {
    if (s.combat.rerollAsked >= 2) return std::nullopt;
    // 12.23 step 6: the player with the fewest chits (the defender on a tie) is asked first, then the other.
    const int att = s.momentum[static_cast<std::size_t>(attackerSide(s))], def = s.momentum[static_cast<std::size_t>(defenderSide(s))];
    const Side first = att < def ? attackerSide(s) : defenderSide(s);
    return s.combat.rerollAsked == 0 ? first : enemyOf(first);
}

namespace {
// Moves past players who hold no chit to spend.
void skipRerollsWithoutChits(GameState& s) {
    while (auto who = rerollPlayer(s)) {
        if (s.momentum[static_cast<std::size_t>(*who)] > 0) return;
        ++s.combat.rerollAsked;
    }
}

// 12.23 step 9: the hexes the defenders have left, and who may advance into them.
std::vector<HexId> vacatedHexes(const GameState& s) {
    std::vector<HexId> out;
    for (HexId h : declared(s).defenderHexes) {
        bool occupied = false;
        for (int i = 0; i < s.unitCount(); ++i)
            if (s.onMap(i) && s.sideOf(i) == defenderSide(s) && pc(s, i).hex == h) occupied = true;
        if (!occupied) out.push_back(h);
    }
    return out;
}

bool leadMustAdvance(const GameState& s) {
    const int lead = s.combat.attackerLead;
    if (lead < 0 || s.combat.leadAdvanced || s.combat.noLeadAdvance) return false;
    const CombatDeclaration c = currentDeclaration(s, s.combat.index);
    if (!contains(c.attackers, lead)) return false;  // it retreated (or fell)
    for (HexId h : vacatedHexes(s))
        if (adjacent(pc(s, lead).hex, h) && !s.map->prohibited(h)) return true;
    return false;
}

std::vector<Action> advanceActions(const GameState& s) {
    std::vector<Action> out;
    const bool leadFirst = leadMustAdvance(s);
    const CombatDeclaration c = currentDeclaration(s, s.combat.index);
    for (int u : c.attackers) {
        if (leadFirst && u != s.combat.attackerLead) continue;
        if (pc(s, u).status != Status::ParadeOrder && u != s.combat.attackerLead) continue;
        if (u == s.combat.attackerLead && s.combat.noLeadAdvance) continue;
        if (pc(s, u).hold) continue;  // E8.1, E8.1.1: held units stay in place
        for (HexId h : vacatedHexes(s))
            if (adjacent(pc(s, u).hex, h) && !s.map->prohibited(h) && fitsStack(s, h, u) && !s.volumeRules->entryRefusal(s, s.sideOf(u), h))
                out.push_back(Advance{s.pieceId(u), h});
    }
    if (!leadFirst && !out.empty()) out.push_back(EndPhase{});
    return out;
}

void beginCombat(GameState& s, int index, Events& events) {
    s.combat = CombatProgress{};
    s.combat.index = index;
    freezeArmyMoraleLevels(s);  // 16.24
    const CombatDeclaration c = currentDeclaration(s, index);
    const auto defenders = defendingUnits(s, c);
    const DeclaredCombat& d = declared(s);
    std::string text = "Close combat " + std::to_string(index + 1) + ": " + unitList(s, c.attackers) + " against";
    for (HexId h : d.defenderHexes) text += " " + h.str();
    std::vector<HexId> hexes = d.defenderHexes;
    for (HexId h : d.attackerHexes) hexes.push_back(h);
    events.push_back({"12.23", text, hexes});
    if (c.attackers.empty() || defenders.empty()) {
        events.push_back({"12.23", "Close combat " + std::to_string(index + 1) + " no longer takes place: " +
                                       (c.attackers.empty() ? "no attacker is left" : "no defender is left"),
                          hexes});
        s.combat.stage = CombatStage::Done;
        return;
    }
    s.volumeRules->onCloseCombatAgainst(s, d.defenderHexes, events);
    // 10.5 IMPORTANT NOTE: a rifle unit in close combat loses its first fire bonus; the volume
    // hears of each unit taking part.
    for (const auto* units : {&c.attackers, &defenders})
        for (int u : *units) {
            pc(s, u).firstFire = false;
            s.volumeRules->onCloseCombatUnit(s, u, events);
        }
    // 12.31: defending artillery alone is captured, after the attacker names his lead unit.
    s.combat.artilleryCapture = std::all_of(defenders.begin(), defenders.end(), [&](int u) { return s.unitDef(u).isArtillery(); });
    const Odds odds = closeCombatOdds(s, c, diversionShift(s, c));
    if (!s.combat.artilleryCapture) events.push_back({"12.23 step 1", "Odds " + odds.text, hexes});
}

void finishCombat(GameState& s, Events& events) {
    s.combats[static_cast<std::size_t>(s.combat.index)].resolved = true;
    s.volumeRules->onCloseCombatOver(s, events);
    thawArmyMoraleLevels(s);
    s.combat = CombatProgress{};
}

// 13.3, 13.4: what the end of the Close Combat Phase does to disrupted and shattered units.
void endOfPhase(GameState& s, Events& events) {
    s.combat.phaseEnding = true;
    auto strandedBy = [&](int u, bool needParadeOrderEnemy) {
        const Piece& p = pc(s, u);
        bool enemy = false, friendlyParade = false;
        for (int i = 0; i < s.unitCount(); ++i) {
            if (!s.onMap(i) || i == u) continue;
            const Piece& q = pc(s, i);
            if (s.sideOf(i) != s.sideOf(u) && adjacent(q.hex, p.hex) && (!needParadeOrderEnemy || q.status == Status::ParadeOrder)) enemy = true;
            if (s.sideOf(i) == s.sideOf(u) && q.hex == p.hex && q.status == Status::ParadeOrder) friendlyParade = true;
        }
        return enemy && !friendlyParade;
    };
    for (Side side : {defenderSide(s), attackerSide(s)})
        for (int u = 0; u < s.unitCount(); ++u) {
            if (!s.onMap(u) || s.sideOf(u) != side || pc(s, u).status != Status::Shattered || !strandedBy(u, false)) continue;
            events.push_back({"13.4", s.unitDef(u).name + " is shattered, next to the enemy and alone", {pc(s, u).hex}});
            captureUnit(s, u, "13.4", events);
            if (s.step == Step::Over) return;
        }
    std::vector<int> disrupted;
    for (Side side : {defenderSide(s), attackerSide(s)})
        for (int u = 0; u < s.unitCount(); ++u)
            if (s.onMap(u) && s.sideOf(u) == side && pc(s, u).status == Status::Disrupted && strandedBy(u, true)) disrupted.push_back(u);
    for (int u : disrupted) {
        events.push_back({"13.3", s.unitDef(u).name + " ends the phase disrupted next to Parade Order enemy: a further \"D\"", {pc(s, u).hex}});
        if (disrupt(s, u, "13.3", events)) s.retreats.push_back({u, 3, "13.3"});
        if (s.step == Step::Over) return;
    }
    processPendingResults(s, events);
}
}  // namespace

void startCloseCombat(GameState& s, Events& events) {
    s.combats.clear();
    s.diversion.reset();
    s.combat = CombatProgress{};
    s.moraleChecks.clear();
    for (auto& p : s.pieces) p.ccRetreated = false;
    // With nothing to attack the phasing player only ends the phase; 13.3 and 13.4 still apply.
    s.step = Step::DeclareCombats;
    (void)events;
}

void driveCloseCombat(GameState& s, Events& events) {
    while (s.step != Step::Over) {
        if (s.combat.phaseEnding) {
            s.combat = CombatProgress{};
            finishPhase(s, events);
            return;
        }
        if (s.combat.index < 0) {
            std::vector<int> open;
            for (std::size_t i = 0; i < s.combats.size(); ++i)
                if (!s.combats[i].resolved) open.push_back(static_cast<int>(i));
            if (open.empty()) {
                endOfPhase(s, events);
                return;
            }
            if (open.size() > 1) {
                s.step = Step::ChooseCombat;
                return;
            }
            beginCombat(s, open.front(), events);
            continue;
        }
        CombatProgress& c = s.combat;
        switch (c.stage) {
            case CombatStage::AttackerLead:
            case CombatStage::DefenderLead: {
                const bool attacker = c.stage == CombatStage::AttackerLead;
                int& lead = attacker ? c.attackerLead : c.defenderLead;
                if (lead < 0) {
                    const auto candidates = leadCandidates(s, c.index, attacker ? attackerSide(s) : defenderSide(s));
                    if (candidates.size() != 1) {
                        s.step = Step::ChooseLead;
                        return;
                    }
                    lead = candidates.front();
                    events.push_back({"12.23 step 2", s.unitDef(lead).name + " is the " + (attacker ? "attacker's" : "defender's") + " lead unit", {pc(s, lead).hex}});
                }
                if (attacker && c.artilleryCapture) {
                    // 12.32: the artillery goes to the captured box; then step 9.
                    const auto defenders = participants(s, defenderSide(s));
                    for (int u : defenders) {
                        captureUnit(s, u, "12.31", events);
                        if (s.step == Step::Over) return;
                    }
                    for (int u : previouslyRetreated(s, defenderSide(s))) queueCheck(s, u, true, true, "13.24");
                    c.skipToAdvance = true;
                    c.stage = CombatStage::DefenderChecks;
                    continue;
                }
                c.stage = attacker ? CombatStage::DefenderLead : CombatStage::Withdrawal;
                continue;
            }
            case CombatStage::Withdrawal:
                if (!c.withdrawalOffered && !withdrawalRule(s, c.index).empty()) {
                    bool everyoneCanGo = true;
                    for (int u : participants(s, defenderSide(s)))
                        if (retreatOptions(s, RetreatOrder{u, 3, "12.42", true}).empty()) everyoneCanGo = false;
                    if (everyoneCanGo) {
                        s.step = Step::WithdrawalChoice;
                        return;
                    }
                }
                c.stage = CombatStage::AttackerTactic;
                continue;
            case CombatStage::AttackerTactic:
            case CombatStage::DefenderTactic: s.step = Step::ChooseTactic; return;
            case CombatStage::Roll: s.step = Step::CombatRoll; return;
            case CombatStage::Reroll:
                skipRerollsWithoutChits(s);
                if (c.rerollAsked < 2) {
                    s.step = Step::CombatReroll;
                    return;
                }
                {
                    // 12.23 step 7: the roll stands.
                    const auto& table = *s.series->closeCombat;
                    const std::string column = previewCloseCombat(s, c.index).odds.column;
                    c.result = table.cell(c.total, column);
                    events.push_back({"12.23 step 7", "Close Combat Table, " + column + ", modified roll " + std::to_string(c.total) + ": " + c.result,
                                      declared(s).defenderHexes});
                }
                c.stage = CombatStage::DefenderResult;
                continue;
            case CombatStage::DefenderResult:
                if (parseCell(c.result).pin) {
                    applyPin(s, events);
                    c.stage = CombatStage::Momentum;
                    continue;
                }
                if (c.captureChooser >= 0 || c.secondStepSide >= 0) {
                    s.step = c.captureChooser >= 0 ? Step::ChooseCapture : Step::ChooseSecondStep;
                    return;
                }
                if (applyLeadResult(s, defenderSide(s), events)) continue;  // a choice is due: the loop asks for it
                c.stage = CombatStage::DefenderChecks;
                continue;
            case CombatStage::AttackerResult:
                if (c.captureChooser >= 0 || c.secondStepSide >= 0) {
                    s.step = c.captureChooser >= 0 ? Step::ChooseCapture : Step::ChooseSecondStep;
                    return;
                }
                if (applyLeadResult(s, attackerSide(s), events)) continue;
                c.stage = CombatStage::AttackerChecks;
                continue;
            case CombatStage::DefenderChecks:
            case CombatStage::AttackerChecks:
                // 13.1 '*': the leader falls before the other units check morale, as under fire.
                if (!s.leaderCasualties.empty()) {
                    processPendingResults(s, events);  // comes back here through resume
                    return;
                }
                if (!s.moraleChecks.empty()) {
                    s.step = Step::MoraleCheckRoll;
                    return;
                }
                c.stage = c.stage == CombatStage::DefenderChecks ? CombatStage::DefenderRetreats : CombatStage::AttackerRetreats;
                continue;
            case CombatStage::DefenderRetreats:
                c.stage = c.skipToAdvance ? CombatStage::Advance : CombatStage::AttackerResult;
                processPendingResults(s, events);  // comes back here through resume when every retreat is made
                return;
            case CombatStage::AttackerRetreats:
                c.stage = CombatStage::Momentum;
                processPendingResults(s, events);
                return;
            case CombatStage::Momentum:
                gainMomentum(s, events);  // 12.23 step 8
                c.stage = CombatStage::Advance;
                continue;
            case CombatStage::Advance:
                if (!advanceActions(s).empty()) {
                    s.step = Step::AdvanceAfterCombat;
                    return;
                }
                c.stage = CombatStage::Done;
                continue;
            case CombatStage::Done: finishCombat(s, events); continue;
        }
    }
}

std::vector<Action> closeCombatActions(const GameState& s) {
    std::vector<Action> out;
    switch (s.step) {
        case Step::DeclareCombats: return declarationActions(s);
        case Step::ChooseCombat:
            for (std::size_t i = 0; i < s.combats.size(); ++i)
                if (!s.combats[i].resolved) out.push_back(ResolveCombat{static_cast<int>(i) + 1});
            return out;
        case Step::ChooseLead: {
            const bool attacker = s.combat.stage == CombatStage::AttackerLead;
            for (int u : leadCandidates(s, s.combat.index, attacker ? attackerSide(s) : defenderSide(s))) out.push_back(LeadUnit{s.pieceId(u)});
            return out;
        }
        case Step::WithdrawalChoice: return {Withdraw{}, EndPhase{}};
        case Step::ChooseTactic:
            // 12.65: any card may be played; an ineligible one costs a DRM.
            for (const auto& t : s.series->tactics->tactics) out.push_back(ChooseTactic{t.id});
            return out;
        case Step::CombatRoll:
        case Step::MoraleCheckRoll:
            for (int v = 0; v < 10; ++v) out.push_back(RollDie{v});
            return out;
        case Step::CombatReroll: return {SpendMomentum{1}, EndPhase{}};
        case Step::ChooseCapture: {
            const Side side = s.combat.stage == CombatStage::DefenderResult ? defenderSide(s) : attackerSide(s);
            for (int u : participants(s, side)) out.push_back(Capture{s.pieceId(u)});
            return out;
        }
        case Step::ChooseSecondStep: {
            const Side side = static_cast<Side>(s.combat.secondStepSide);
            for (int u : participants(s, side))
                if (pc(s, u).hex == s.combat.leadHex) out.push_back(EliminateStep{s.pieceId(u)});
            return out;
        }
        case Step::AdvanceAfterCombat: return advanceActions(s);
        default: return out;
    }
}

RevealedTactics revealTactics(const GameState& s, const CombatPreview& p) {
    const CombatProgress& c = s.combat;
    RevealedTactics r;
    r.attackerEligible = std::find(p.attackerTactics.begin(), p.attackerTactics.end(), c.attackerTactic) != p.attackerTactics.end();
    r.defenderEligible = std::find(p.defenderTactics.begin(), p.defenderTactics.end(), c.defenderTactic) != p.defenderTactics.end();
    r.drm = tacticsDrm(s, c.attackerTactic, r.attackerEligible, c.defenderTactic, r.defenderEligible);
    return r;
}

namespace {
std::string rollCombat(GameState& s, int die, Events& events) {
    CombatProgress& c = s.combat;
    const CombatPreview p = previewCloseCombat(s, c.index);
    const int tactics = revealTactics(s, p).drm.value_or(0);
    c.die = die;
    c.total = die + p.totalDrm + tactics;
    std::string text = "Close combat die " + std::to_string(die);
    for (const auto& d : p.drms) text += ", " + describeDrm(d);
    if (tactics) text += std::string(", ") + (tactics > 0 ? "+" : "") + std::to_string(tactics) + " tactics (12.23 step 4)";
    text += "; modified roll " + std::to_string(c.total);
    events.push_back({"12.23 step 5", text, declared(s).defenderHexes});
    c.rerollAsked = 0;
    c.stage = CombatStage::Reroll;
    return "";
}

std::string wrongAction(const GameState& s) {
    const Decision d = decision(s);
    return d.rule + ": " + d.prompt;
}
}  // namespace

std::string applyCloseCombat(GameState& s, const Action& action, Events& events) {
    CombatProgress& c = s.combat;
    switch (s.step) {
        case Step::DeclareCombats: {
            if (const auto* a = std::get_if<Attack>(&action)) {
                if (auto why = checkAttack(s, *a)) return *why;
                declareAttack(s, *s.pieceIndex(a->unit), a->hex);
                learnStack(s, s.phasing(), a->hex);  // 7.42: a stack designated for close combat may be examined
                events.push_back({"12.21", describe(*a), {a->hex}});
                return "";
            }
            if (const auto* d = std::get_if<Divert>(&action)) {
                if (auto why = checkDiversion(s, *d)) return *why;
                s.diversion = d->hex;
                events.push_back({"12.14", "The stack in " + d->hex.str() + " receives the Diversion", {d->hex}});
                return "";
            }
            if (!std::holds_alternative<EndPhase>(action)) return "12.21: declare close combats (attack, diversion) or end the declarations";
            if (auto why = declarationsIncomplete(s)) return *why;
            for (std::size_t i = 0; i < s.combats.size(); ++i) {
                auto& d = s.combats[i];
                for (int u = 0; u < s.unitCount(); ++u)
                    if (s.onMap(u) && pc(s, u).pin && contains(d.defenderHexes, pc(s, u).hex)) d.pinned = true;
                std::string text = "Close combat " + std::to_string(i + 1) + " declared: " + unitList(s, d.attackers) + " against";
                for (HexId h : d.defenderHexes) text += " " + h.str();
                events.push_back({"12.21", text, d.defenderHexes});
            }
            // 12.22: every pin marker comes off once the combats are declared.
            bool pins = false;
            for (auto& p : s.pieces) {
                pins = pins || p.pin;
                p.pin = 0;
            }
            if (pins) events.push_back({"12.22", "Pin markers are removed", {}});
            driveCloseCombat(s, events);
            return "";
        }
        case Step::ChooseCombat: {
            const auto* r = std::get_if<ResolveCombat>(&action);
            if (!r) return "12.23: the attacker chooses the next close combat to resolve";
            if (r->combat < 1 || r->combat > static_cast<int>(s.combats.size()) || s.combats[static_cast<std::size_t>(r->combat - 1)].resolved)
                return "12.23: there is no unresolved close combat " + std::to_string(r->combat);
            beginCombat(s, r->combat - 1, events);
            driveCloseCombat(s, events);
            return "";
        }
        case Step::ChooseLead: {
            const auto* l = std::get_if<LeadUnit>(&action);
            const bool attacker = c.stage == CombatStage::AttackerLead;
            if (!l) return "12.23 step 2: the " + std::string(attacker ? "attacker" : "defender") + " chooses a lead unit";
            const auto unit = s.pieceIndex(l->unit);
            const auto candidates = leadCandidates(s, c.index, attacker ? attackerSide(s) : defenderSide(s));
            if (!unit || !contains(candidates, *unit))
                return "12.23 step 2: " + l->unit + " cannot lead (the lead unit is a Parade Order unit if one is available, never artillery, not a unit that retreated in: " +
                       unitList(s, candidates) + ")";
            (attacker ? c.attackerLead : c.defenderLead) = *unit;
            events.push_back({"12.23 step 2", s.unitDef(*unit).name + " is the " + (attacker ? "attacker's" : "defender's") + " lead unit", {pc(s, *unit).hex}});
            driveCloseCombat(s, events);
            return "";
        }
        case Step::WithdrawalChoice: {
            const std::string rule = withdrawalRule(s, c.index);
            c.withdrawalOffered = true;
            if (std::holds_alternative<EndPhase>(action)) {
                c.stage = CombatStage::AttackerTactic;
                driveCloseCombat(s, events);
                return "";
            }
            if (!std::holds_alternative<Withdraw>(action)) return rule + ": the defender may withdraw, or pass";
            const auto units = participants(s, defenderSide(s));
            events.push_back({rule, std::string(rule == "12.4" ? "Cavalry" : "Indian") + " Withdrawal: " + unitList(s, units) + " retreat three hexes", declared(s).defenderHexes});
            // 12.43, 12.54: a pinned defender may withdraw by breaking the pin, at -1 Army Morale.
            if (declared(s).pinned) adjustArmyMorale(s, defenderSide(s), armyMoraleAdjustment(s, "pin-broken"), rule, "pin broken by withdrawal", events);
            if (s.step == Step::Over) return "";
            for (int u : units) {
                pc(s, u).withdrawal = true;
                s.retreats.push_back({u, 3, rule == "12.4" ? "12.42" : "12.52", true});
            }
            c.withdrawal = true;
            c.skipToAdvance = true;
            c.stage = CombatStage::DefenderRetreats;
            driveCloseCombat(s, events);
            return "";
        }
        case Step::ChooseTactic: {
            const auto* t = std::get_if<ChooseTactic>(&action);
            const bool attacker = c.stage == CombatStage::AttackerTactic;
            if (!t) return "12.23 step 4: the " + std::string(attacker ? "attacker" : "defender") + " chooses a tactic";
            if (s.series->tactics->indexOf(t->tactic) < 0) return "12.62: " + quotedValue(t->tactic) + " is not a tactic";
            const Side side = attacker ? attackerSide(s) : defenderSide(s);
            (attacker ? c.attackerTactic : c.defenderTactic) = t->tactic;
            // 12.61: chosen face down; nothing shows which until both are revealed.
            events.push_back({"12.61", sideText(side) + " has chosen a tactic", {}});
            if (attacker) {
                c.stage = CombatStage::DefenderTactic;
                return "";
            }
            const CombatPreview p = previewCloseCombat(s, c.index);
            const RevealedTactics revealed = revealTactics(s, p);
            const bool aLegal = revealed.attackerEligible, dLegal = revealed.defenderEligible;
            const auto& drm = revealed.drm;
            auto nameOf = [&](const std::string& id) { return s.series->tactics->tactics[static_cast<std::size_t>(s.series->tactics->indexOf(id))].name; };
            std::string text = "Tactics revealed: " + sideText(attackerSide(s)) + " " + nameOf(c.attackerTactic) + (aLegal ? "" : " (not eligible)") + ", " +
                               sideText(defenderSide(s)) + " " + nameOf(c.defenderTactic) + (dLegal ? "" : " (not eligible)");
            if (!drm) {
                text += ": No Combat";
            } else {
                text += ": " + std::string(*drm >= 0 ? "+" : "") + std::to_string(*drm);
                if (!aLegal || !dLegal) text += " (12.65)";
            }
            events.push_back({"12.23 step 4", text, declared(s).defenderHexes});
            if (!drm) {
                // No Combat: the side(s) that chose Withdraw retreat all units one hex, the defender first; then step 9.
                c.noCombat = true;
                for (Side side2 : {defenderSide(s), attackerSide(s)}) {
                    const std::string& chosen = side2 == attackerSide(s) ? c.attackerTactic : c.defenderTactic;
                    if (chosen != "withdraw") continue;
                    for (int u : participants(s, side2))
                        if (side2 != attackerSide(s) || !s.unitDef(u).isArtillery()) s.retreats.push_back({u, 1, "12.23 step 4"});  // 13.26
                    // The attacker's lead unit then has retreated and does not advance.
                    if (side2 == attackerSide(s)) c.noLeadAdvance = true;
                }
                c.skipToAdvance = true;
                c.stage = CombatStage::DefenderRetreats;
            } else {
                c.stage = CombatStage::Roll;
            }
            driveCloseCombat(s, events);
            return "";
        }
        case Step::CombatRoll: {
            const int die = std::get<RollDie>(action).value;
            if (die < 0 || die > 9) return "2.3: a die reads 0 to 9";
            rollCombat(s, die, events);
            driveCloseCombat(s, events);
            return "";
        }
        case Step::CombatReroll: {
            const auto who = rerollPlayer(s);
            if (const auto* m = std::get_if<SpendMomentum>(&action)) {
                if (m->chits != 1) return "12.23 step 6: one momentum chit is spent each time, for one re-roll";
                --s.momentum[static_cast<std::size_t>(*who)];
                events.push_back({"12.23 step 6", sideText(*who) + " spends a momentum chit to re-roll the close combat die", {}});
                c.stage = CombatStage::Roll;
                driveCloseCombat(s, events);
                return "";
            }
            if (!std::holds_alternative<EndPhase>(action)) return "12.23 step 6: spend a momentum chit to re-roll, or pass";
            ++c.rerollAsked;
            driveCloseCombat(s, events);
            return "";
        }
        case Step::MoraleCheckRoll: {
            const int die = std::get<RollDie>(action).value;
            if (die < 0 || die > 9) return "2.3: a die reads 0 to 9";
            rollMoraleCheck(s, die, events);
            if (s.step != Step::Over) driveCloseCombat(s, events);
            return "";
        }
        case Step::ChooseCapture: {
            const auto* cap = std::get_if<Capture>(&action);
            const Side side = c.stage == CombatStage::DefenderResult ? defenderSide(s) : attackerSide(s);
            const std::string code = parseCell(c.result).defender;
            const std::string& sideCode = side == defenderSide(s) ? code : parseCell(c.result).attacker;
            const std::string base = sideCode.substr(0, sideCode.find('*'));
            if (!cap) return "13.1 " + base + ": the " + sideText(static_cast<Side>(c.captureChooser)) + " player chooses the unit captured";
            const auto unit = s.pieceIndex(cap->unit);
            const auto candidates = participants(s, side);
            if (!unit || !contains(candidates, *unit)) return "13.1 " + base + ": " + cap->unit + " is not a unit of this combat's " + sideText(side) + " side";
            c.captureChooser = -1;
            captureUnit(s, *unit, "13.1 " + base, events);
            if (s.step == Step::Over) return "";
            afterLeadResult(s, side, sideCode, c.leadHex, events);
            c.stage = side == defenderSide(s) ? CombatStage::DefenderChecks : CombatStage::AttackerChecks;
            driveCloseCombat(s, events);
            return "";
        }
        case Step::ChooseSecondStep: {
            const auto* e = std::get_if<EliminateStep>(&action);
            const Side side = static_cast<Side>(c.secondStepSide);
            if (!e) return "13.1 2: the " + sideText(side) + " player chooses the unit that loses the second step";
            const auto unit = s.pieceIndex(e->unit);
            const auto candidates = participants(s, side);
            if (!unit || !contains(candidates, *unit) || pc(s, *unit).hex != c.leadHex)
                return "13.1 2: " + e->unit + " is not another unit of the combat in " + c.leadHex.str();
            c.secondStepSide = -1;
            c.noCheck.push_back(*unit);
            loseStep(s, *unit, "13.1", "step-loss", events);
            if (s.step == Step::Over) return "";
            const Cell cell = parseCell(c.result);
            afterLeadResult(s, side, side == defenderSide(s) ? cell.defender : cell.attacker, c.leadHex, events);
            c.stage = side == defenderSide(s) ? CombatStage::DefenderChecks : CombatStage::AttackerChecks;
            driveCloseCombat(s, events);
            return "";
        }
        case Step::AdvanceAfterCombat: {
            const auto legal = advanceActions(s);
            if (std::find(legal.begin(), legal.end(), action) == legal.end()) {
                if (leadMustAdvance(s)) return "12.23 step 9: the lead unit " + s.pieceId(c.attackerLead) + " must advance into the vacated hex first";
                if (const auto* a = std::get_if<Advance>(&action)) {
                    const auto unit = s.pieceIndex(a->unit);
                    if (unit && !s.isLeader(*unit) && s.unitDef(*unit).isArtillery()) return "12.23 step 9: artillery never advances";
                    if (!contains(vacatedHexes(s), a->hex)) return "12.23 step 9: " + a->hex.str() + " is not a vacated defending hex";
                    return "12.23 step 9: " + a->unit + " cannot advance into " + a->hex.str() + " (it must have taken part and stayed, and the hex keep the stacking limit)";
                }
                return "12.23 step 9: advance units of the attack into the vacated hex, or stop";
            }
            if (std::holds_alternative<EndPhase>(action)) {
                c.stage = CombatStage::Done;
                driveCloseCombat(s, events);
                return "";
            }
            const auto& a = std::get<Advance>(action);
            const int unit = *s.pieceIndex(a.unit);
            const HexId from = pc(s, unit).hex;
            pc(s, unit).hex = a.hex;
            if (unit == c.attackerLead) c.leadAdvanced = true;
            events.push_back({"12.23 step 9", describe(a), {from, a.hex}});
            s.volumeRules->onUnitEntered(s, unit, {from, a.hex});
            // 14.32: lone enemy leaders in the hex are captured.
            for (int l = s.unitCount(); l < static_cast<int>(s.pieces.size()); ++l)
                if (s.onMap(l) && s.sideOf(l) != s.sideOf(unit) && pc(s, l).hex == a.hex) {
                    captureLeader(s, l, "14.32", events);
                    if (s.step == Step::Over) return "";
                }
            driveCloseCombat(s, events);
            return "";
        }
        default: return wrongAction(s);
    }
}

}  // namespace tricorne::core::detail
