// 12.1, 12.21: declaring the close combats of a phase.
#include "tricorne/series/rules/combat_declaration.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include "tricorne/engine/quoted.h"
#include "piece_index.h"

namespace tricorne::core {

namespace {

// Which sides have combat units in each hex, by map index: bit 1 << side.
struct Occupancy {
    const GameState& s;
    std::vector<std::uint8_t> bits;
    explicit Occupancy(const GameState& state) : s(state), bits(static_cast<std::size_t>(state.map->hexCount()), 0) {
        for (int i = 0; i < s.unitCount(); ++i)
            if (s.onMap(i)) bits[static_cast<std::size_t>(s.map->index(piece(s, i).hex))] |= static_cast<std::uint8_t>(1u << static_cast<unsigned>(s.sideOf(i)));
    }
    bool enemyIn(HexId hex, Side side) const {
        if (!s.map->contains(hex)) return false;
        return (bits[static_cast<std::size_t>(s.map->index(hex))] & (1u << static_cast<unsigned>(enemyOf(side)))) != 0;
    }
};

int findHex(const std::vector<DeclaredCombat>& combats, HexId hex);

// 12.12: able to attack, given where the enemy stands.
bool mayAttackOn(const GameState& s, const Occupancy& o, int u) {
    if (u < 0 || u >= s.unitCount() || !s.onMap(u) || s.sideOf(u) != s.phasing()) return false;
    const Piece& p = piece(s, u);
    if (s.unitDef(u).isArtillery()) return false;       // 12.12
    if (p.status != Status::ParadeOrder) return false;  // 13.3, 13.4: may not attack
    if (p.withdrawal) return false;                     // 12.43, 12.54
    for (HexId n : neighbours(p.hex))
        if (o.enemyIn(n, s.phasing())) return true;
    return false;
}

// 12.12, 12.3, 13.26: artillery is never obliged to attack but may join an attack from its
// hex, once a unit able to lead attacks that hex (12.23 step 2: artillery never leads).
std::optional<std::string> artilleryMayJoin(const GameState& s, const Occupancy& o, int u, HexId hex) {
    const Piece& p = piece(s, u);
    if (p.status == Status::Disrupted) return "13.3: disrupted units may not attack";
    if (p.status == Status::Shattered) return "13.4: shattered units may not attack";
    if (p.withdrawal) return "12.43: units under a withdrawal marker may not attack";
    if (!adjacent(p.hex, hex)) return "12.12: " + hex.str() + " is not adjacent to " + s.pieceId(u);
    if (!o.enemyIn(hex, s.phasing())) return "12.13: there are no enemy combat units in " + hex.str();
    if (s.diversion && *s.diversion == hex) return "12.14: " + hex.str() + " receives the Diversion and is not attacked";
    if (findHex(s.combats, hex) < 0)
        return "12.23 step 2: artillery never leads a combat; " + s.pieceId(u) + " may join an attack on " + hex.str() + " once another unit makes it";
    return std::nullopt;
}

bool mustAttackOn(const GameState& s, const Occupancy& o, int u) {
    if (!mayAttackOn(s, o, u)) return false;
    if (piece(s, u).pin) return true;  // 13.1 PIN, case A: every pinned unit attacks
    return !s.unitDef(u).isRifle();    // 12.12: rifle units are never required to attack
}

std::vector<HexId> targetsOn(const GameState& s, const Occupancy& o, int u, const std::optional<HexId>& diversion) {
    std::vector<HexId> out;
    for (HexId n : neighbours(piece(s, u).hex))
        if (o.enemyIn(n, s.phasing()) && !(diversion && *diversion == n)) out.push_back(n);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<HexId> mustBeAttackedOn(const GameState& s, const Occupancy& o, const std::optional<HexId>& diversion) {
    std::set<HexId> out;
    const Side enemy = enemyOf(s.phasing());
    for (int u = 0; u < s.unitCount(); ++u) {
        if (!mayAttackOn(s, o, u)) continue;
        const bool must = mustAttackOn(s, o, u);
        for (HexId n : neighbours(piece(s, u).hex)) {
            if (!o.enemyIn(n, s.phasing())) continue;
            // 13.1 PIN A: the pinned defenders must be attacked, and may not be diverted.
            bool pinned = false;
            for (int i = 0; i < s.unitCount() && !pinned; ++i)
                pinned = s.onMap(i) && s.sideOf(i) == enemy && piece(s, i).hex == n && piece(s, i).pin;
            if (pinned) out.insert(n);
            // 12.13, 12.14: every enemy stack next to a unit that must attack, but the Diversion.
            else if (must && !(diversion && *diversion == n)) out.insert(n);
        }
    }
    return {out.begin(), out.end()};
}

// The pin ids of the enemy units in a hex.
std::set<int> pinsIn(const GameState& s, HexId hex, Side enemy) {
    std::set<int> out;
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && s.sideOf(i) == enemy && piece(s, i).hex == hex && piece(s, i).pin) out.insert(piece(s, i).pin);
    return out;
}

// 12.15: each combat has one attacking hex or one defending hex.
bool withinMultiHexLimits(const DeclaredCombat& c) {
    const bool oneAttackingHex = std::all_of(c.attackerHexes.begin(), c.attackerHexes.end(), [&](HexId h) { return h == c.attackerHexes.front(); });
    return oneAttackingHex || c.defenderHexes.size() <= 1;
}

int findUnit(const std::vector<DeclaredCombat>& combats, int unit) {
    for (std::size_t i = 0; i < combats.size(); ++i)
        if (std::find(combats[i].attackers.begin(), combats[i].attackers.end(), unit) != combats[i].attackers.end()) return static_cast<int>(i);
    return -1;
}

int findHex(const std::vector<DeclaredCombat>& combats, HexId hex) {
    for (std::size_t i = 0; i < combats.size(); ++i)
        if (std::find(combats[i].defenderHexes.begin(), combats[i].defenderHexes.end(), hex) != combats[i].defenderHexes.end())
            return static_cast<int>(i);
    return -1;
}

// Adds unit→hex to the declarations, merging the combats it joins; false when the result
// breaks 12.15 (the declarations are then unchanged).
bool merge(std::vector<DeclaredCombat>& combats, int unit, HexId unitHex, HexId hex) {
    const int a = findUnit(combats, unit), d = findHex(combats, hex);
    DeclaredCombat joined;
    if (a >= 0) joined = combats[static_cast<std::size_t>(a)];
    if (d >= 0 && d != a) {
        const auto& other = combats[static_cast<std::size_t>(d)];
        joined.attackers.insert(joined.attackers.end(), other.attackers.begin(), other.attackers.end());
        joined.attackerHexes.insert(joined.attackerHexes.end(), other.attackerHexes.begin(), other.attackerHexes.end());
        joined.defenderHexes.insert(joined.defenderHexes.end(), other.defenderHexes.begin(), other.defenderHexes.end());
    }
    if (a < 0) {
        joined.attackers.push_back(unit);
        joined.attackerHexes.push_back(unitHex);
    }
    if (d < 0) joined.defenderHexes.push_back(hex);
    // Keep attackers in counter order with their hexes (a unit is in one combat at most, so
    // the order is the one sort by counter gives), defending hexes sorted.
    for (std::size_t i = 1; i < joined.attackers.size(); ++i)
        for (std::size_t j = i; j > 0 && joined.attackers[j] < joined.attackers[j - 1]; --j) {
            std::swap(joined.attackers[j], joined.attackers[j - 1]);
            std::swap(joined.attackerHexes[j], joined.attackerHexes[j - 1]);
        }
    std::sort(joined.defenderHexes.begin(), joined.defenderHexes.end());
    if (!withinMultiHexLimits(joined)) return false;
    // The joined combat takes the place of the first of the two, in declaration order.
    const int keep = a >= 0 && d >= 0 ? std::min(a, d) : std::max(a, d);
    if (keep < 0) {
        combats.push_back(std::move(joined));
        return true;
    }
    combats[static_cast<std::size_t>(keep)] = std::move(joined);
    const int drop = a >= 0 && d >= 0 && a != d ? std::max(a, d) : -1;
    if (drop >= 0) combats.erase(combats.begin() + drop);
    return true;
}

// What the declarations must achieve, gathered once.
struct Front {
    std::vector<int> able;                    // units that may attack
    std::map<int, std::vector<HexId>> targets;  // the hexes each may attack
    std::vector<int> mustUnits;               // 12.12, 13.1 PIN A
    std::vector<HexId> mustHexes;             // 12.13, 13.1 PIN A
    std::map<int, std::vector<HexId>> pinHexes;  // 13.1 Pinned Unit Cases: the hexes a pinned unit is pinned against
};

Front gatherFront(const GameState& s, const std::optional<HexId>& diversion) {
    Front f;
    const Side side = s.phasing();
    const Occupancy o(s);
    for (int u = 0; u < s.unitCount(); ++u) {
        if (!mayAttackOn(s, o, u)) continue;
        auto targets = targetsOn(s, o, u, diversion);
        if (targets.empty()) {
            // 12.14: a unit whose only enemy receives the Diversion must still attack, and cannot.
            if (mustAttackOn(s, o, u)) {
                f.mustUnits.push_back(u);
                f.targets[u] = {};
            }
            continue;
        }
        f.able.push_back(u);
        if (mustAttackOn(s, o, u)) f.mustUnits.push_back(u);
        if (const int pin = piece(s, u).pin) {
            std::vector<HexId> pinned;
            for (HexId h : targets)
                if (pinsIn(s, h, enemyOf(side)).count(pin)) pinned.push_back(h);
            if (!pinned.empty()) f.pinHexes[u] = pinned;
        }
        f.targets[u] = std::move(targets);
    }
    f.mustHexes = mustBeAttackedOn(s, o, diversion);
    return f;
}

// The first requirement the declarations do not meet, as (kind, subject): 0 a unit that
// must attack, 1 a hex that must be attacked, 2 a pinned unit not attacking its pin hexes.
struct Unmet {
    int kind = -1;
    int unit = -1;
    HexId hex;
    std::vector<std::pair<int, HexId>> candidates;
};

// How strictly the declarations are held: every requirement; or, where 12.13 and 12.15
// cannot both be met, only the units that must attack (docs/rulings.md); or nothing more
// (a position where even that is out of reach from the declarations made).
enum class Mode { Full, UnitsOnly, Free };

// Each requirement the declarations leave unmet, in order, as fn(kind, unit, hex) (the kinds
// and subjects of Unmet).
template <class Fn>
void forEachUnmet(const Front& f, const std::vector<DeclaredCombat>& combats, Mode mode, Fn fn) {
    if (mode == Mode::Free) return;
    for (int u : f.mustUnits)
        if (findUnit(combats, u) < 0) fn(0, u, HexId{});
    if (mode == Mode::Full)
        for (HexId h : f.mustHexes)
            if (findHex(combats, h) < 0) fn(1, -1, h);
    for (const auto& [u, hexes] : f.pinHexes) {
        const int c = findUnit(combats, u);
        if (c < 0) continue;  // counted above as a unit that must attack
        const auto& d = combats[static_cast<std::size_t>(c)].defenderHexes;
        if (std::any_of(hexes.begin(), hexes.end(), [&](HexId h) { return std::find(d.begin(), d.end(), h) != d.end(); })) continue;
        fn(2, u, HexId{});
    }
}

bool mayAttackHex(const Front& f, int u, HexId h) {
    const auto& t = f.targets.at(u);
    return std::find(t.begin(), t.end(), h) != t.end();
}

// The attacks (unit, hex) that would meet a requirement, and how many they are.
std::vector<std::pair<int, HexId>> candidatesFor(const Front& f, int kind, int unit, HexId hex) {
    std::vector<std::pair<int, HexId>> out;
    if (kind == 1) {
        for (int u : f.able)
            if (mayAttackHex(f, u, hex)) out.emplace_back(u, hex);
        return out;
    }
    for (HexId h : kind == 0 ? f.targets.at(unit) : f.pinHexes.at(unit)) out.emplace_back(unit, h);
    return out;
}

std::size_t candidateCount(const Front& f, int kind, int unit, HexId hex) {
    if (kind == 1) return static_cast<std::size_t>(std::count_if(f.able.begin(), f.able.end(), [&](int u) { return mayAttackHex(f, u, hex); }));
    return (kind == 0 ? f.targets.at(unit) : f.pinHexes.at(unit)).size();
}

std::vector<Unmet> unmet(const Front& f, const std::vector<DeclaredCombat>& combats, Mode mode) {
    std::vector<Unmet> out;
    forEachUnmet(f, combats, mode, [&](int kind, int unit, HexId hex) { out.push_back(Unmet{kind, unit, hex, candidatesFor(f, kind, unit, hex)}); });
    return out;
}

// The candidates of the first unmet requirement with the fewest, counted without listing the
// others'; nullopt when every requirement is met.
std::optional<std::vector<std::pair<int, HexId>>> hardestUnmet(const Front& f, const std::vector<DeclaredCombat>& combats, Mode mode) {
    int kind = -1, unit = -1;
    HexId hex;
    std::size_t fewest = 0;
    forEachUnmet(f, combats, mode, [&](int k, int u, HexId h) {
        const std::size_t count = candidateCount(f, k, u, h);
        if (kind >= 0 && count >= fewest) return;
        kind = k;
        unit = u;
        hex = h;
        fewest = count;
    });
    if (kind < 0) return std::nullopt;
    return candidatesFor(f, kind, unit, hex);
}

// Whether the declarations can still be completed: a depth-first search over the attacks
// that meet the most constrained requirement first. Fronts in this series are small; past
// the node budget the search gives the benefit of the doubt.
bool completable(const GameState& s, const Front& f, const std::vector<DeclaredCombat>& combats, Mode mode, int& budget) {
    if (--budget < 0) return true;
    const auto hardest = hardestUnmet(f, combats, mode);
    if (!hardest) return true;
    for (const auto& [u, h] : *hardest) {
        auto next = combats;
        if (!merge(next, u, piece(s, u).hex, h)) continue;
        if (completable(s, f, next, mode, budget)) return true;
    }
    return false;
}

bool completableAfter(const GameState& s, const Front& f, const std::vector<DeclaredCombat>& combats, Mode mode) {
    int budget = 4000;
    return completable(s, f, combats, mode, budget);
}

// The strictest mode the declarations made so far can still satisfy.
Mode modeFor(const GameState& s, const Front& f) {
    if (completableAfter(s, f, s.combats, Mode::Full)) return Mode::Full;
    if (completableAfter(s, f, s.combats, Mode::UnitsOnly)) return Mode::UnitsOnly;
    return Mode::Free;
}

// 12.15 and completion, for an attack already checked against the basic rules.
std::optional<std::string> checkAttackOn(const GameState& s, const Front& f, Mode mode, int unit, HexId hex) {
    const int c = findUnit(s.combats, unit);
    if (c >= 0 && c == findHex(s.combats, hex)) return "12.15: " + s.pieceId(unit) + " already attacks " + hex.str();
    auto next = s.combats;
    if (!merge(next, unit, piece(s, unit).hex, hex))
        return "12.15: a close combat involves one attacking hex or one defending hex only, and each unit one combat";
    if (!completableAfter(s, f, next, mode))
        return "12.12, 12.13: after this attack the remaining units that must attack, or hexes that must be attacked, could not all be";
    return std::nullopt;
}

// 12.14 for a Diversion on `hex`; `currentMode` gives the mode the declarations made so far
// are held to, asked only once the cheaper checks pass.
template <class CurrentMode>
std::optional<std::string> checkDiversionOn(const GameState& s, const Occupancy& o, HexId hex, CurrentMode currentMode) {
    if (s.diversion) return "12.14: only one stack a phase receives a Diversion (" + s.diversion->str() + ")";
    if (!o.enemyIn(hex, s.phasing())) return "12.14: there are no enemy combat units in " + hex.str();
    bool adjacentAttacker = false;
    for (int u = 0; u < s.unitCount() && !adjacentAttacker; ++u)
        adjacentAttacker = mayAttackOn(s, o, u) && adjacent(piece(s, u).hex, hex);
    if (!adjacentAttacker) return "12.14: no unit able to attack is adjacent to " + hex.str();
    if (!pinsIn(s, hex, enemyOf(s.phasing())).empty()) return "13.1: pinned defending units may not receive a Diversion";
    if (findHex(s.combats, hex) >= 0) return "12.14: " + hex.str() + " is already attacked";
    if (!completableAfter(s, gatherFront(s, hex), s.combats, currentMode()))
        return "12.14: the units that created the Diversion must attack other enemy units, and some could not";
    return std::nullopt;
}

std::string unmetText(const GameState& s, const Unmet& m) {
    switch (m.kind) {
        case 0: return "12.12: " + s.pieceId(m.unit) + " is adjacent to the enemy and must attack";
        case 1: return "12.13: the enemy units in " + m.hex.str() + " must be attacked";
        default: return "13.1: the pinned " + s.pieceId(m.unit) + " must attack a hex it is pinned against";
    }
}
}  // namespace

bool mayAttack(const GameState& s, int u) { return mayAttackOn(s, Occupancy(s), u); }
bool mustAttack(const GameState& s, int u) { return mustAttackOn(s, Occupancy(s), u); }

std::vector<HexId> attackableHexes(const GameState& s, int u) {
    const Occupancy o(s);
    if (!mayAttackOn(s, o, u)) return {};
    return targetsOn(s, o, u, s.diversion);
}

std::vector<HexId> hexesThatMustBeAttacked(const GameState& s) { return mustBeAttackedOn(s, Occupancy(s), s.diversion); }

bool anyCloseCombatPossible(const GameState& s) {
    const Occupancy o(s);
    for (int u = 0; u < s.unitCount(); ++u)
        if (mayAttackOn(s, o, u)) return true;
    return false;
}

int combatOfUnit(const GameState& s, int unit) { return findUnit(s.combats, unit); }
int combatOfHex(const GameState& s, HexId hex) { return findHex(s.combats, hex); }

std::optional<std::string> checkAttack(const GameState& s, const Attack& a) {
    if (s.step != Step::DeclareCombats) return "12.21: close combats are declared at the start of the Close Combat Phase";
    const auto unit = s.pieceIndex(a.unit);
    if (!unit || s.isLeader(*unit)) return "12.12: " + quotedValue(a.unit) + " is not a combat unit";
    if (s.sideOf(*unit) != s.phasing()) return "12.11: only the phasing player attacks";
    if (!s.onMap(*unit)) return "12.12: " + a.unit + " is not on the map";
    const Piece& p = piece(s, *unit);
    const UnitDef& def = s.unitDef(*unit);
    if (def.isArtillery()) {
        const Occupancy o(s);
        if (auto why = artilleryMayJoin(s, o, *unit, a.hex)) return why;
        const Front f = gatherFront(s, s.diversion);
        return checkAttackOn(s, f, modeFor(s, f), *unit, a.hex);
    }
    if (p.status == Status::Disrupted) return "13.3: disrupted units may not attack";
    if (p.status == Status::Shattered) return "13.4: shattered units may not attack";
    if (p.withdrawal) return "12.43: units under a withdrawal marker may not attack";
    if (!adjacent(p.hex, a.hex)) return "12.12: " + a.hex.str() + " is not adjacent to " + a.unit;
    if (!Occupancy(s).enemyIn(a.hex, def.side)) return "12.13: there are no enemy combat units in " + a.hex.str();
    if (s.diversion && *s.diversion == a.hex) return "12.14: " + a.hex.str() + " receives the Diversion and is not attacked";
    const Front f = gatherFront(s, s.diversion);
    return checkAttackOn(s, f, modeFor(s, f), *unit, a.hex);
}

std::optional<std::string> checkDiversion(const GameState& s, const Divert& d) {
    if (s.step != Step::DeclareCombats) return "12.14: a Diversion is declared with the close combats";
    return checkDiversionOn(s, Occupancy(s), d.hex, [&] { return modeFor(s, gatherFront(s, s.diversion)); });
}

std::optional<std::string> declarationsIncomplete(const GameState& s) {
    const Front f = gatherFront(s, s.diversion);
    const auto open = unmet(f, s.combats, modeFor(s, f));
    if (open.empty()) return std::nullopt;
    return unmetText(s, open.front());
}

void declareAttack(GameState& s, int unit, HexId hex) { merge(s.combats, unit, piece(s, unit).hex, hex); }

std::vector<Action> declarationActions(const GameState& s) {
    std::vector<Action> out;
    const Front f = gatherFront(s, s.diversion);
    const Mode mode = modeFor(s, f);
    for (int u : f.able)
        for (HexId h : f.targets.at(u))
            if (!checkAttackOn(s, f, mode, u, h)) out.push_back(Attack{s.pieceId(u), h});
    // 12.3, 13.26: the phasing player's artillery may join the attacks declared on its neighbours.
    const Occupancy o(s);
    for (int u = 0; u < s.unitCount(); ++u) {
        if (!s.onMap(u) || s.sideOf(u) != s.phasing() || !s.unitDef(u).isArtillery()) continue;
        for (HexId h : neighbours(piece(s, u).hex))
            if (!artilleryMayJoin(s, o, u, h) && !checkAttackOn(s, f, mode, u, h)) out.push_back(Attack{s.pieceId(u), h});
    }
    if (!s.diversion) {
        std::set<HexId> seen;
        for (int u : f.able)
            for (HexId h : neighbours(piece(s, u).hex))
                if (seen.insert(h).second && !checkDiversionOn(s, o, h, [mode] { return mode; })) out.push_back(Divert{h});
    }
    if (unmet(f, s.combats, mode).empty()) out.push_back(EndPhase{});
    return out;
}

}  // namespace tricorne::core
