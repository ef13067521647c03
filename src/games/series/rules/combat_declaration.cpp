// 12.1, 12.21: declaring the close combats of a phase.
#include "tricorne/series/rules/combat_declaration.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>
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

// Whether the attackers' hexes are all one hex.
bool oneAttackingHex(const std::vector<HexId>& attackerHexes) {
    return std::all_of(attackerHexes.begin(), attackerHexes.end(), [&](HexId h) { return h == attackerHexes.front(); });
}

// 12.15: each combat has one attacking hex or one defending hex.
bool withinMultiHexLimits(const DeclaredCombat& c) { return oneAttackingHex(c.attackerHexes) || c.defenderHexes.size() <= 1; }

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
    std::vector<std::vector<HexId>> targets;  // by unit, the hexes each may attack
    std::vector<int> mustUnits;               // 12.12, 13.1 PIN A
    std::vector<HexId> mustHexes;             // 12.13, 13.1 PIN A
    std::map<int, std::vector<HexId>> pinHexes;  // 13.1 Pinned Unit Cases: the hexes a pinned unit is pinned against
};

Front gatherFront(const GameState& s, const std::optional<HexId>& diversion) {
    Front f;
    f.targets.resize(static_cast<std::size_t>(s.unitCount()));
    const Side side = s.phasing();
    const Occupancy o(s);
    for (int u = 0; u < s.unitCount(); ++u) {
        if (!mayAttackOn(s, o, u)) continue;
        auto targets = targetsOn(s, o, u, diversion);
        if (targets.empty()) {
            // 12.14: a unit whose only enemy receives the Diversion must still attack, and cannot.
            if (mustAttackOn(s, o, u)) f.mustUnits.push_back(u);
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
        f.targets[static_cast<std::size_t>(u)] = std::move(targets);
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

// The declarations as the completion search sees them: the combat each unit attacks in and
// each defending hex is attacked in, and of each combat all 12.15 asks: its attacking hex (or
// that it has several) and how many hexes it attacks.
struct Partition {
    struct Shape {
        HexId attackerHex;
        bool severalAttackerHexes = false;
        int defenders = 0;
    };
    std::vector<int> unitCombat;                   // by unit, -1 for none
    std::vector<std::pair<HexId, int>> hexCombat;  // the defending hexes
    std::vector<Shape> combats;

    Partition(const GameState& s, const std::vector<DeclaredCombat>& declared) : unitCombat(static_cast<std::size_t>(s.unitCount()), -1) {
        for (std::size_t i = 0; i < declared.size(); ++i) {
            const DeclaredCombat& c = declared[i];
            Shape shape;
            if (!c.attackerHexes.empty()) shape.attackerHex = c.attackerHexes.front();
            shape.severalAttackerHexes = !oneAttackingHex(c.attackerHexes);
            shape.defenders = static_cast<int>(c.defenderHexes.size());
            combats.push_back(shape);
            for (int u : c.attackers) unitCombat[static_cast<std::size_t>(u)] = static_cast<int>(i);
            for (HexId h : c.defenderHexes) hexCombat.emplace_back(h, static_cast<int>(i));
        }
    }
    int ofUnit(int unit) const { return unitCombat[static_cast<std::size_t>(unit)]; }
    int ofHex(HexId hex) const {
        for (const auto& [h, c] : hexCombat)
            if (h == hex) return c;
        return -1;
    }

    // merge's twin: adds unit→hex, joining the combats it joins; false when the result breaks
    // 12.15 (the partition is then unchanged).
    bool join(int unit, HexId unitHex, HexId hex) {
        const int a = ofUnit(unit), d = ofHex(hex);
        if (a >= 0 && a == d) return true;
        std::optional<Shape> joined;
        if (a >= 0) joined = combats[static_cast<std::size_t>(a)];
        const auto add = [&](HexId attackerHex, bool several, int defenders) {
            if (!joined) {
                joined = Shape{attackerHex, several, defenders};
                return;
            }
            joined->severalAttackerHexes = joined->severalAttackerHexes || several || joined->attackerHex != attackerHex;
            joined->defenders += defenders;
        };
        if (d >= 0) {
            const Shape& other = combats[static_cast<std::size_t>(d)];
            add(other.attackerHex, other.severalAttackerHexes, other.defenders);
        }
        if (a < 0) add(unitHex, false, 0);
        if (d < 0) joined->defenders += 1;
        if (joined->severalAttackerHexes && joined->defenders > 1) return false;
        int id = a >= 0 ? a : d;
        if (id < 0) {
            id = static_cast<int>(combats.size());
            combats.push_back(*joined);
        } else {
            combats[static_cast<std::size_t>(id)] = *joined;
        }
        if (a >= 0 && d >= 0) {  // the hex's combat is folded into the unit's
            std::replace(unitCombat.begin(), unitCombat.end(), d, a);
            for (auto& entry : hexCombat)
                if (entry.second == d) entry.second = a;
        }
        unitCombat[static_cast<std::size_t>(unit)] = id;
        if (d < 0) hexCombat.emplace_back(hex, id);
        return true;
    }
};

// Each requirement the declarations leave unmet, in order, as fn(kind, unit, hex) (the kinds
// and subjects of Unmet).
template <class Fn>
void forEachUnmet(const Front& f, const Partition& p, Mode mode, Fn fn) {
    if (mode == Mode::Free) return;
    for (int u : f.mustUnits)
        if (p.ofUnit(u) < 0) fn(0, u, HexId{});
    if (mode == Mode::Full)
        for (HexId h : f.mustHexes)
            if (p.ofHex(h) < 0) fn(1, -1, h);
    for (const auto& [u, hexes] : f.pinHexes) {
        const int c = p.ofUnit(u);
        if (c < 0) continue;  // counted above as a unit that must attack
        if (std::any_of(hexes.begin(), hexes.end(), [&](HexId h) { return p.ofHex(h) == c; })) continue;
        fn(2, u, HexId{});
    }
}

bool mayAttackHex(const Front& f, int u, HexId h) {
    const auto& t = f.targets[static_cast<std::size_t>(u)];
    return std::find(t.begin(), t.end(), h) != t.end();
}

// The attacks (unit, hex) that would meet a requirement, in order, as fn(unit, hex) until fn
// returns true; whether one did.
template <class Fn>
bool anyCandidate(const Front& f, int kind, int unit, HexId hex, Fn fn) {
    if (kind == 1) {
        for (int u : f.able)
            if (mayAttackHex(f, u, hex) && fn(u, hex)) return true;
        return false;
    }
    for (HexId h : kind == 0 ? f.targets[static_cast<std::size_t>(unit)] : f.pinHexes.at(unit))
        if (fn(unit, h)) return true;
    return false;
}

std::vector<std::pair<int, HexId>> candidatesFor(const Front& f, int kind, int unit, HexId hex) {
    std::vector<std::pair<int, HexId>> out;
    anyCandidate(f, kind, unit, hex, [&](int u, HexId h) {
        out.emplace_back(u, h);
        return false;
    });
    return out;
}

std::size_t candidateCount(const Front& f, int kind, int unit, HexId hex) {
    std::size_t count = 0;
    anyCandidate(f, kind, unit, hex, [&](int, HexId) {
        ++count;
        return false;
    });
    return count;
}

std::vector<Unmet> unmet(const Front& f, const Partition& declared, Mode mode) {
    std::vector<Unmet> out;
    forEachUnmet(f, declared, mode, [&](int kind, int unit, HexId hex) { out.push_back(Unmet{kind, unit, hex, candidatesFor(f, kind, unit, hex)}); });
    return out;
}

// The first unmet requirement with the fewest candidates, counted without listing them, as
// (kind, unit, hex); kind -1 when every requirement is met.
std::tuple<int, int, HexId> hardestUnmet(const Front& f, const Partition& p, Mode mode) {
    int kind = -1, unit = -1;
    HexId hex;
    std::size_t fewest = 0;
    forEachUnmet(f, p, mode, [&](int k, int u, HexId h) {
        const std::size_t count = candidateCount(f, k, u, h);
        if (kind >= 0 && count >= fewest) return;
        kind = k;
        unit = u;
        hex = h;
        fewest = count;
    });
    return {kind, unit, hex};
}

// Whether declarations can still be completed: a depth-first search over the attacks that
// meet the most constrained requirement first. Each depth's partition is kept between
// searches, so that listing a phase's declarations allocates little. Fronts in this series
// are small; past the node budget the search gives the benefit of the doubt.
class Completion {
public:
    Completion(const GameState& s, const Front& f) : s_(s), f_(f) {}

    // The declarations the next search starts from, to be added to before it.
    Partition& start(const Partition& declared) {
        if (levels_.empty())
            levels_.push_back(declared);
        else
            levels_[0] = declared;
        return levels_[0];
    }
    bool completable(Mode mode) {
        int budget = 4000;
        return search(0, mode, budget);
    }
    bool completableAfter(const Partition& declared, Mode mode) {
        start(declared);
        return completable(mode);
    }

private:
    bool search(std::size_t depth, Mode mode, int& budget) {
        if (--budget < 0) return true;
        const auto [kind, unit, hex] = hardestUnmet(f_, levels_[depth], mode);
        if (kind < 0) return true;
        if (levels_.size() <= depth + 1) levels_.push_back(levels_[depth]);
        return anyCandidate(f_, kind, unit, hex, [&](int u, HexId h) {
            levels_[depth + 1] = levels_[depth];
            return levels_[depth + 1].join(u, piece(s_, u).hex, h) && search(depth + 1, mode, budget);
        });
    }

    const GameState& s_;
    const Front& f_;
    std::vector<Partition> levels_;
};

// The strictest mode the declarations so far (`declared`) can still satisfy.
Mode modeFor(Completion& c, const Partition& declared) {
    if (c.completableAfter(declared, Mode::Full)) return Mode::Full;
    if (c.completableAfter(declared, Mode::UnitsOnly)) return Mode::UnitsOnly;
    return Mode::Free;
}

Mode modeFor(const GameState& s, const Front& f) {
    Completion c(s, f);
    return modeFor(c, Partition(s, s.combats));
}

// 12.15 and completion, for an attack already checked against the basic rules; `declared`
// is the partition of s.combats.
std::optional<std::string> checkAttackOn(const GameState& s, Completion& completion, const Partition& declared, Mode mode, int unit, HexId hex) {
    const int c = declared.ofUnit(unit);
    if (c >= 0 && c == declared.ofHex(hex)) return "12.15: " + s.pieceId(unit) + " already attacks " + hex.str();
    if (!completion.start(declared).join(unit, piece(s, unit).hex, hex))
        return "12.15: a close combat involves one attacking hex or one defending hex only, and each unit one combat";
    if (!completion.completable(mode))
        return "12.12, 12.13: after this attack the remaining units that must attack, or hexes that must be attacked, could not all be";
    return std::nullopt;
}

// The same against the phase's front and declarations as they stand.
std::optional<std::string> checkAttackOnFront(const GameState& s, int unit, HexId hex) {
    const Front f = gatherFront(s, s.diversion);
    const Partition declared(s, s.combats);
    Completion completion(s, f);
    return checkAttackOn(s, completion, declared, modeFor(completion, declared), unit, hex);
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
    const Front f = gatherFront(s, hex);
    if (!Completion(s, f).completableAfter(Partition(s, s.combats), currentMode()))
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
        return checkAttackOnFront(s, *unit, a.hex);
    }
    if (p.status == Status::Disrupted) return "13.3: disrupted units may not attack";
    if (p.status == Status::Shattered) return "13.4: shattered units may not attack";
    if (p.withdrawal) return "12.43: units under a withdrawal marker may not attack";
    if (!adjacent(p.hex, a.hex)) return "12.12: " + a.hex.str() + " is not adjacent to " + a.unit;
    if (!Occupancy(s).enemyIn(a.hex, def.side)) return "12.13: there are no enemy combat units in " + a.hex.str();
    if (s.diversion && *s.diversion == a.hex) return "12.14: " + a.hex.str() + " receives the Diversion and is not attacked";
    return checkAttackOnFront(s, *unit, a.hex);
}

std::optional<std::string> checkDiversion(const GameState& s, const Divert& d) {
    if (s.step != Step::DeclareCombats) return "12.14: a Diversion is declared with the close combats";
    return checkDiversionOn(s, Occupancy(s), d.hex, [&] { return modeFor(s, gatherFront(s, s.diversion)); });
}

std::optional<std::string> declarationsIncomplete(const GameState& s) {
    const Front f = gatherFront(s, s.diversion);
    const Partition declared(s, s.combats);
    Completion completion(s, f);
    const auto open = unmet(f, declared, modeFor(completion, declared));
    if (open.empty()) return std::nullopt;
    return unmetText(s, open.front());
}

void declareAttack(GameState& s, int unit, HexId hex) { merge(s.combats, unit, piece(s, unit).hex, hex); }

std::vector<Action> declarationActions(const GameState& s) {
    std::vector<Action> out;
    const Front f = gatherFront(s, s.diversion);
    const Partition declared(s, s.combats);
    Completion completion(s, f);
    const Mode mode = modeFor(completion, declared);
    for (int u : f.able)
        for (HexId h : f.targets[static_cast<std::size_t>(u)])
            if (!checkAttackOn(s, completion, declared, mode, u, h)) out.push_back(Attack{s.pieceId(u), h});
    // 12.3, 13.26: the phasing player's artillery may join the attacks declared on its neighbours.
    const Occupancy o(s);
    for (int u = 0; u < s.unitCount(); ++u) {
        if (!s.onMap(u) || s.sideOf(u) != s.phasing() || !s.unitDef(u).isArtillery()) continue;
        for (HexId h : neighbours(piece(s, u).hex))
            if (!artilleryMayJoin(s, o, u, h) && !checkAttackOn(s, completion, declared, mode, u, h)) out.push_back(Attack{s.pieceId(u), h});
    }
    if (!s.diversion) {
        std::set<HexId> seen;
        for (int u : f.able)
            for (HexId h : neighbours(piece(s, u).hex))
                if (seen.insert(h).second && !checkDiversionOn(s, o, h, [mode] { return mode; })) out.push_back(Divert{h});
    }
    if (unmet(f, declared, mode).empty()) out.push_back(EndPhase{});
    return out;
}

}  // namespace tricorne::core
