#include "tricorne/series/rules/close_combat.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/fire.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/results.h"
#include "tricorne/series/rules/zoc.h"
#include "piece_index.h"

namespace tricorne::core {

namespace {

const nlohmann::json& chartEntry(const GameState& s, const std::string& id) {
    for (const auto& d : s.series->raw.at("closeCombatDrms"))
        if (d.value("id", "") == id) return d;
    return s.series->raw.at("closeCombatDrms").at(0);  // the loader guarantees every id used here
}

void add(const GameState& s, std::vector<CombatDrm>& out, const std::string& id, int value, const std::string& text = "") {
    const auto& e = chartEntry(s, id);
    out.push_back({id, e.value("rule", ""), text.empty() ? e.value("text", id) : text, value});
}

int fixedDrm(const GameState& s, const std::string& id) { return chartEntry(s, id).value("drm", 0); }

std::vector<HexId> hexesOf(const GameState& s, const std::vector<int>& units) {
    std::set<HexId> hexes;
    for (int u : units) hexes.insert(piece(s, u).hex);
    return {hexes.begin(), hexes.end()};
}

// 12.23 step 3: whether every attacker attacks across a hexside passing `test`.
template <class Test>
bool allAttackAcross(const GameState& s, const CombatDeclaration& c, Test test) {
    bool any = false;
    for (int a : c.attackers) {
        if (s.unitDef(a).isArtillery()) continue;  // 12.3: attacking artillery adds nothing to the assault
        for (HexId d : c.defenderHexes) {
            auto side = s.map->between(piece(s, a).hex, d);
            if (!side) continue;
            any = true;
            if (!test(*side)) return false;
        }
    }
    return any;
}

// 14.1, 14.21: the highest-ranking leader in the hexes of `units` who may command `lead`.
std::optional<int> commandingLeader(const GameState& s, const std::vector<int>& units, int lead) {
    std::optional<int> best;
    for (HexId h : hexesOf(s, units))
        for (int l : leadersIn(s, h, s.sideOf(lead))) {
            if (!mayCommand(s, l, lead)) continue;  // E3.4.2, E3.4.3
            if (!best || leaderFace(s, l).seniority < leaderFace(s, *best).seniority) best = l;
        }
    return best;
}

bool isMilitia(const GameState& s, int u) { return s.unitDef(u).militia; }
}  // namespace

int closeCombatSp(const GameState& s, int unit) {
    const UnitDef& def = s.unitDef(unit);
    if (def.isArtillery()) return 0;  // 12.3: artillery SPs never count
    const Piece& p = piece(s, unit);
    if (p.ccRetreated && s.phase == Phase::CloseCombat) return 0;  // 13.24
    const int sp = p.reduced && def.reduced ? def.reduced->sp : def.full.sp;  // 3.1: musket/rifle units use their close combat value
    if (p.status == Status::Shattered) return 1;         // 13.4
    if (p.status == Status::Disrupted) return (sp + 1) / 2;  // 13.3: half, rounded up
    return sp;
}

std::vector<int> defendingUnits(const GameState& s, const CombatDeclaration& c) {
    std::vector<int> out;
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && std::find(c.defenderHexes.begin(), c.defenderHexes.end(), piece(s, i).hex) != c.defenderHexes.end() &&
            s.sideOf(i) != (c.attackers.empty() ? s.phasing() : s.sideOf(c.attackers.front())) && !(piece(s, i).ccRetreated && s.phase == Phase::CloseCombat))
            out.push_back(i);
    return out;
}

Odds closeCombatOdds(const GameState& s, const CombatDeclaration& c, int diversionShift) {
    Odds o;
    for (int a : c.attackers) o.attackerSp += closeCombatSp(s, a);
    for (int d : defendingUnits(s, c)) o.defenderSp += closeCombatSp(s, d);
    const auto& columns = s.series->closeCombat->columns;
    // 12.23 step 1: the best column whose ratio the attack reaches; rounding favours the defender.
    int index = -1;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const auto dash = columns[i].find('-');
        const int a = std::stoi(columns[i].substr(0, dash)), d = std::stoi(columns[i].substr(dash + 1));
        if (o.attackerSp * d >= o.defenderSp * a) index = static_cast<int>(i);
    }
    // 12.14: each Diversion the attackers stand next to shifts the odds one column left.
    o.shift = diversionShift;
    index -= diversionShift;
    if (index < 0) {
        o.drm = -1;  // Close Combat Table note: below 1-3 is 1-3 with -1
        index = 0;
    }
    o.column = columns[static_cast<std::size_t>(index)];
    o.text = std::to_string(o.attackerSp) + " to " + std::to_string(o.defenderSp) + ": " + o.column + (o.shift ? " after the Diversion shift" : "") +
             (o.drm ? " with -1" : "");
    return o;
}

bool surrounded(const GameState& s, HexId hex, Side side) {
    const ZocMap enemyZoc = zonesOfControl(s, enemyOf(side));
    for (HexId n : neighbours(hex)) {
        if (!s.map->contains(n)) return false;
        if (s.map->prohibited(n)) continue;
        bool enemy = false, friendly = false;
        for (int i = 0; i < s.unitCount(); ++i)
            if (s.onMap(i) && piece(s, i).hex == n) (s.sideOf(i) == side ? friendly : enemy) = true;
        if (enemy) continue;
        // 12.8: for this rule only, friendly units negate the enemy ZOC in their hex.
        if (enemyZoc.at(s, n) && !friendly) continue;
        return false;
    }
    return true;
}

std::vector<CombatDrm> closeCombatDrms(const GameState& s, const CombatDeclaration& c, int attackerLead, int defenderLead) {
    std::vector<CombatDrm> out;
    const auto defenders = defendingUnits(s, c);
    // 12.23 step 2, 15.32: the lead units' modified morale.
    add(s, out, "attacker-lead-unit-morale", modifiedMorale(s, attackerLead), possessive(s.unitDef(attackerLead).name) + " modified morale");
    add(s, out, "defender-lead-unit-morale", -modifiedMorale(s, defenderLead), possessive(s.unitDef(defenderLead).name) + " modified morale");
    // 14.21: the commanding leaders' close combat DRMs.
    if (auto l = commandingLeader(s, c.attackers, attackerLead))
        add(s, out, "attacker-leader", leaderFace(s, *l).closeCombatDrm, leaderFace(s, *l).name + " commands the attack");
    if (auto l = commandingLeader(s, defenders, defenderLead))
        add(s, out, "defender-leader", -leaderFace(s, *l).closeCombatDrm, leaderFace(s, *l).name + " commands the defence");
    auto any = [&](const std::vector<int>& units, auto test) { return std::any_of(units.begin(), units.end(), test); };
    auto all = [&](const std::vector<int>& units, auto test) { return !units.empty() && std::all_of(units.begin(), units.end(), test); };
    auto whiteR = [&](int u) { return s.unitDef(u).rifle == RifleMark::White; };
    auto disordered = [&](int u) { return piece(s, u).status != Status::ParadeOrder; };
    if (any(defenders, whiteR)) add(s, out, "defender-white-r-rifle", fixedDrm(s, "defender-white-r-rifle"));
    if (any(defenders, disordered)) add(s, out, "defender-disrupted-or-shattered", fixedDrm(s, "defender-disrupted-or-shattered"));
    if (any(c.attackers, [&](int u) { return s.unitDef(u).mounted; }) && all(defenders, disordered))
        add(s, out, "mounted-vs-disrupted", fixedDrm(s, "mounted-vs-disrupted"));
    // 12.23 step 3 NOTE: defending artillery that is not militia spoils an all-militia force.
    if (all(defenders, [&](int u) { return isMilitia(s, u); }) && any(c.attackers, [&](int u) { return !isMilitia(s, u); }))
        add(s, out, "defender-all-militia", fixedDrm(s, "defender-all-militia"));
    if (surrounded(s, piece(s, defenderLead).hex, s.sideOf(defenderLead))) add(s, out, "defender-surrounded", fixedDrm(s, "defender-surrounded"));
    // 12.23 step 3: the volume's depleted units (E7.2, E7.3.1: -1 attacking, +1 attacked).
    auto depleted = [&](int u) { return s.volumeRules->closeCombatDepleted(s, u); };
    if (any(defenders, depleted)) add(s, out, "defender-ammo-depleted", fixedDrm(s, "defender-ammo-depleted"));
    if (any(c.attackers, depleted)) add(s, out, "attacker-ammo-depleted", fixedDrm(s, "attacker-ammo-depleted"));
    // 3.1, E3.4.4.2: white-R attackers help the defender, unless Morgan stands with Dearborn.
    const bool morganWithLight = any(c.attackers, [&](int u) {
        return s.unitDef(u).demiLeader && any(c.attackers, [&](int v) { return v != u && piece(s, v).hex == piece(s, u).hex && s.unitDef(v).lightInfantry && !s.unitDef(v).isRifle(); });
    });
    if (any(c.attackers, whiteR) && !(s.hasRule("E3.4.4") && morganWithLight)) add(s, out, "attacker-white-r-rifle", fixedDrm(s, "attacker-white-r-rifle"));
    if (all(c.attackers, [&](int u) { return isMilitia(s, u); }) && any(defenders, [&](int u) { return !isMilitia(s, u); }))
        add(s, out, "attacker-all-militia", fixedDrm(s, "attacker-all-militia"));
    if (surrounded(s, piece(s, attackerLead).hex, s.sideOf(attackerLead))) add(s, out, "attacker-surrounded", fixedDrm(s, "attacker-surrounded"));
    // 13.4: terrain DRMs do not help a defence made only of shattered units.
    if (!all(defenders, [&](int u) { return piece(s, u).status == Status::Shattered; })) {
        if (allAttackAcross(s, c, [](const HexsideFeatures& h) { return h.creek || h.ford; })) add(s, out, "across-creek", fixedDrm(s, "across-creek"));
        if (allAttackAcross(s, c, [](const HexsideFeatures& h) { return h.fieldworks && !h.fieldworksHere; }))
            add(s, out, "into-fieldworks", fixedDrm(s, "into-fieldworks"));
        const bool ravine = allAttackAcross(s, c, [](const HexsideFeatures& h) { return h.ravine; });
        if (ravine)
            add(s, out, "across-ravine", fixedDrm(s, "across-ravine"));
        else if (allAttackAcross(s, c, [](const HexsideFeatures& h) { return h.slope && h.upSlopeAcross; }))
            add(s, out, "up-slope", fixedDrm(s, "up-slope"));
    }
    return out;
}

std::vector<std::string> eligibleTactics(const GameState& s, const CombatDeclaration& c, Side side) {
    const auto defenders = defendingUnits(s, c);
    const std::vector<int>& own = !c.attackers.empty() && s.sideOf(c.attackers.front()) == side ? c.attackers : defenders;
    const std::vector<int>& other = &own == &c.attackers ? defenders : c.attackers;
    std::vector<std::string> out = {"skirmish", "attack-en-echelon", "stand-fast"};
    // 12.631: an all-infantry force in clear, field or crops may not Withdraw from a force with mounted units.
    const bool allInfantry = std::all_of(own.begin(), own.end(), [&](int u) { return !s.unitDef(u).mounted && !s.unitDef(u).isArtillery(); });
    const bool inOpen = std::all_of(own.begin(), own.end(), [&](int u) {
        const Terrain t = s.map->terrain(piece(s, u).hex);
        return t == Terrain::Clear || t == Terrain::Crops;
    });
    const bool enemyMounted = std::any_of(other.begin(), other.end(), [&](int u) { return s.unitDef(u).mounted; });
    if (!(allInfantry && inOpen && enemyMounted)) out.push_back("withdraw");
    // 12.632, 12.64: a leader stacked with or adjacent to a unit in the combat he may command
    // (the Leadership Ability Table's functions need command: E3.4.2, E3.4.3).
    bool leader = false;
    for (int l = s.unitCount(); l < static_cast<int>(s.pieces.size()) && !leader; ++l)
        if (s.onMap(l) && s.sideOf(l) == side)
            for (int u : own)
                if (distance(piece(s, l).hex, piece(s, u).hex) <= 1 && mayCommand(s, l, u)) leader = true;
    // E3.4.4: Morgan is a demi-leader for himself and the units stacked with him, never in a multi-hex attack.
    const bool multiHexAttack = hexesOf(s, c.attackers).size() > 1 && &own == &c.attackers;
    if (!leader && s.hasRule("E3.4.4") && !multiHexAttack)
        leader = std::any_of(own.begin(), own.end(), [&](int u) { return s.unitDef(u).demiLeader; });
    if (!leader) return out;
    out.push_back("frontal-assault");
    out.push_back("commit-reserve");
    // 12.633: an empty hex adjacent to both sides' units in the combat.
    bool flank = false;
    for (int a : c.attackers)
        for (int d : defenders)
            if (openFlank(s, piece(s, a).hex, piece(s, d).hex)) flank = true;
    if (flank) {
        out.push_back("turn-flank");
        out.push_back("refuse-flank");
    }
    return out;
}

std::optional<int> tacticsDrm(const GameState& s, const std::string& attackerTactic, bool attackerLegal, const std::string& defenderTactic,
                              bool defenderLegal) {
    // 12.65: an illegal card gives the opponent one in his favour; two illegal cards, nothing.
    if (!attackerLegal && !defenderLegal) return 0;
    if (!attackerLegal) return -1;
    if (!defenderLegal) return 1;
    return s.series->tactics->drm(defenderTactic, attackerTactic);
}

CombatDeclaration currentDeclaration(const GameState& s, int combatIndex) {
    const DeclaredCombat& d = s.combats[static_cast<std::size_t>(combatIndex)];
    CombatDeclaration c;
    for (std::size_t i = 0; i < d.attackers.size(); ++i)
        if (s.onMap(d.attackers[i]) && piece(s, d.attackers[i]).hex == d.attackerHexes[i]) c.attackers.push_back(d.attackers[i]);
    c.defenderHexes = d.defenderHexes;
    return c;
}

int diversionShift(const GameState& s, const CombatDeclaration& c) {
    if (!s.diversion) return 0;
    for (int a : c.attackers)
        if (adjacent(piece(s, a).hex, *s.diversion)) return 1;  // 12.14: one column, however many attackers
    return 0;
}

std::vector<int> leadCandidates(const GameState& s, int combatIndex, Side side) {
    const CombatDeclaration c = currentDeclaration(s, combatIndex);
    const bool attacker = side == s.phasing();
    std::vector<int> pool;
    for (int u : attacker ? c.attackers : defendingUnits(s, c))
        if (!s.unitDef(u).isArtillery()) pool.push_back(u);  // 12.23 step 2: never artillery
    // The lead unit must be a Parade Order unit if one is available.
    if (std::any_of(pool.begin(), pool.end(), [&](int u) { return piece(s, u).status == Status::ParadeOrder; }))
        std::erase_if(pool, [&](int u) { return piece(s, u).status != Status::ParadeOrder; });
    // 12.23 step 2: a depleted unit (E7.2) may not lead where a Parade Order unit that is not stands with it.
    std::erase_if(pool, [&](int u) {
        if (!s.volumeRules->closeCombatDepleted(s, u)) return false;
        return std::any_of(pool.begin(), pool.end(), [&](int v) {
            return v != u && piece(s, v).hex == piece(s, u).hex && piece(s, v).status == Status::ParadeOrder && !s.volumeRules->closeCombatDepleted(s, v);
        });
    });
    if (attacker) {
        // Lead units and prohibited terrain: not a unit that would have to advance into it, unless all would.
        auto canAdvance = [&](int u) {
            return std::any_of(c.defenderHexes.begin(), c.defenderHexes.end(),
                               [&](HexId h) { return adjacent(piece(s, u).hex, h) && !s.map->prohibited(h); });
        };
        if (std::any_of(pool.begin(), pool.end(), canAdvance)) std::erase_if(pool, [&](int u) { return !canAdvance(u); });
    }
    return pool;
}

std::string withdrawalRule(const GameState& s, int combatIndex) {
    const CombatDeclaration c = currentDeclaration(s, combatIndex);
    const auto defenders = defendingUnits(s, c);
    if (defenders.empty()) return "";
    auto all = [&](auto test) { return std::all_of(defenders.begin(), defenders.end(), test); };
    auto anyAttacker = [&](auto test) { return std::any_of(c.attackers.begin(), c.attackers.end(), test); };
    // 12.43, 12.54: never again while under a withdrawal marker.
    if (!all([&](int u) { return piece(s, u).status == Status::ParadeOrder && !piece(s, u).withdrawal; })) return "";
    // 12.41: all Parade Order cavalry, and no mounted cavalry among the attackers.
    if (all([&](int u) { return s.unitDef(u).mounted; }) && !anyAttacker([&](int u) { return s.unitDef(u).mounted; })) return "12.4";
    // 12.51, E3.10: all Parade Order Indians in woods, no Indians or light infantry attacking.
    auto inWoods = [&](int u) {
        const Terrain t = s.map->terrain(piece(s, u).hex);
        return t == Terrain::LightForest || t == Terrain::HeavyForest;
    };
    if (all([&](int u) { return s.unitDef(u).type == UnitType::Indian && inWoods(u); }) &&
        !anyAttacker([&](int u) { return s.unitDef(u).type == UnitType::Indian || s.unitDef(u).lightInfantry; }))
        return "12.5";
    return "";
}

CombatPreview previewCloseCombat(const GameState& s, int combatIndex) {
    CombatPreview p;
    const CombatDeclaration c = currentDeclaration(s, combatIndex);
    const auto defenders = defendingUnits(s, c);
    p.artilleryAlone = !defenders.empty() && std::all_of(defenders.begin(), defenders.end(), [&](int u) { return s.unitDef(u).isArtillery(); });
    const bool current = s.combat.index == combatIndex;
    const auto attackerLeads = leadCandidates(s, combatIndex, s.phasing());
    const auto defenderLeads = leadCandidates(s, combatIndex, enemyOf(s.phasing()));
    p.attackerLead = current && s.combat.attackerLead >= 0 ? s.combat.attackerLead : attackerLeads.empty() ? -1 : attackerLeads.front();
    p.defenderLead = current && s.combat.defenderLead >= 0 ? s.combat.defenderLead : defenderLeads.empty() ? -1 : defenderLeads.front();
    p.odds = closeCombatOdds(s, c, diversionShift(s, c));
    if (p.attackerLead < 0 || p.defenderLead < 0 || p.artilleryAlone) return p;
    if (p.odds.drm) p.drms.push_back({"below-lowest-odds", "Close Combat Table", "odds below 1-3 are 1-3 with -1", p.odds.drm});
    for (auto& d : closeCombatDrms(s, c, p.attackerLead, p.defenderLead)) p.drms.push_back(std::move(d));
    for (const auto& d : p.drms) p.totalDrm += d.drm;
    p.attackerTactics = eligibleTactics(s, c, s.phasing());
    p.defenderTactics = eligibleTactics(s, c, enemyOf(s.phasing()));
    return p;
}

std::string describeDrm(const CombatDrm& d) {
    // The chart's own wording begins with its value ("+1 any defending unit ..."): print it once.
    std::string text = d.text;
    if (text.size() > 2 && (text[0] == '+' || text[0] == '-') && std::isdigit(static_cast<unsigned char>(text[1])))
        text = text.substr(std::min(text.size(), text.find(' ') + 1));
    return std::string(d.drm >= 0 ? "+" : "") + std::to_string(d.drm) + " " + text + " (" + d.rule + ")";
}

std::string describePreview(const GameState& s, int combatIndex, const CombatPreview& p) {
    const CombatDeclaration c = currentDeclaration(s, combatIndex);
    std::string out = "Close combat " + std::to_string(combatIndex + 1) + ":";
    for (std::size_t i = 0; i < c.attackers.size(); ++i) out += (i ? ", " : " ") + s.pieceId(c.attackers[i]);
    out += " against";
    for (std::size_t i = 0; i < c.defenderHexes.size(); ++i) out += (i ? ", " : " ") + c.defenderHexes[i].str();
    out += "\n";
    if (p.artilleryAlone) return out + "12.31: the defenders are artillery alone and are captured without a combat\n";
    out += "Odds (12.23 step 1" + std::string(p.odds.shift ? ", 12.14" : "") + "): " + p.odds.text + "\n";
    if (p.attackerLead < 0 || p.defenderLead < 0) return out;
    const bool chosen = s.combat.index == combatIndex && s.combat.attackerLead >= 0 && s.combat.defenderLead >= 0;
    out += "Lead units (12.23 step 2): " + s.pieceId(p.attackerLead) + " and " + s.pieceId(p.defenderLead) +
           (chosen ? "" : " (until chosen, the first each side may choose)") + "\n";
    for (const auto& d : p.drms) out += "  " + describeDrm(d) + "\n";
    out += "Total DRM before tactics: " + std::string(p.totalDrm >= 0 ? "+" : "") + std::to_string(p.totalDrm) + "\n";
    auto list = [](const std::vector<std::string>& v) {
        std::string r;
        for (std::size_t i = 0; i < v.size(); ++i) r += (i ? ", " : "") + v[i];
        return r;
    };
    out += "Eligible tactics (12.63): attacker " + list(p.attackerTactics) + "; defender " + list(p.defenderTactics) + "\n";
    return out;
}

}  // namespace tricorne::core
