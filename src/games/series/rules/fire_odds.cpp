#include "tricorne/series/rules/fire_odds.h"

#include <algorithm>
#include <numeric>

#include "tricorne/series/rules/intelligence.h"

namespace tricorne::core {

namespace {
constexpr int kDieFaces = 10;  // 2.3: a die reads 0 to 9

int power(int base, int exponent) {
    int out = 1;
    for (int i = 0; i < exponent; ++i) out *= base;
    return out;
}

Chance times(Chance a, Chance b) { return chance(a.num * b.num, a.den * b.den); }
}  // namespace

Chance chance(int num, int den) {
    const int g = std::gcd(num, den);
    return g ? Chance{num / g, den / g} : Chance{0, 1};
}

Chance toHitChance(int toHit, int totalDrm, int rolls) {
    // 10.3: a hit when the die plus the DRMs equals or exceeds the to-hit number.
    int misses = 0;
    for (int die = 0; die < kDieFaces; ++die)
        if (die + totalDrm < toHit) ++misses;
    // 10.7: a second roll only after a miss, so the fire misses only when every roll does.
    const int den = power(kDieFaces, rolls);
    return chance(den - power(misses, rolls), den);
}

std::vector<ResultChance> damageChances(const DamageTable& table, Chance hit) {
    std::vector<ResultChance> out;
    for (const std::string& result : table.results) {
        auto it = std::find_if(out.begin(), out.end(), [&](const ResultChance& r) { return r.result == result; });
        if (it == out.end()) it = out.insert(out.end(), {result, Chance{0, 1}});
        ++it->chance.num;  // counted in tenths, weighed below
    }
    const int faces = static_cast<int>(table.results.size());
    for (auto& r : out) r.chance = times(hit, chance(r.chance.num, faces));
    return out;
}

FireOdds fireOdds(const GameState& s, const Fire& fire) {
    FireOdds o{fire, previewFire(s, fire), {}, {}};
    o.hit = toHitChance(o.preview.toHit, o.preview.totalDrm, o.preview.rolls);
    const auto& table = o.preview.artillery ? *s.series->artilleryDamage : *s.series->rifleDamage;
    o.results = damageChances(table, o.hit);
    return o;
}

std::vector<FireOdds> fireOddsOf(const GameState& s, int firer) {
    std::vector<FireOdds> out;
    const std::string id = s.pieceId(firer);
    for (const Fire& f : legalFires(s))
        if (f.firers.size() == 1 && f.firers.front() == id) out.push_back(fireOdds(s, f));
    return out;
}

std::vector<HexId> unexaminedInReach(const GameState& s, int firer) {
    std::vector<HexId> out;
    if (s.fireCommitment) return out;  // 7.42: the committed hex is examined already
    for (int t = 0; t < s.unitCount(); ++t) {
        if (!s.onMap(t) || s.sideOf(t) == s.sideOf(firer) || !fireRefusedUnseen(s, t)) continue;
        const HexId hex = s.pieces[static_cast<std::size_t>(t)].hex;
        if (std::find(out.begin(), out.end(), hex) != out.end()) continue;
        // checkFire tests 7.42 last: a refusal on it alone means the firer reaches the unit.
        const auto why = checkFire(s, Fire{{s.pieceId(firer)}, s.pieceId(t)});
        if (why && why->rfind("7.42", 0) == 0) out.push_back(hex);
    }
    return out;
}

}  // namespace tricorne::core
