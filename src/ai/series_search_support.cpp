#include "series_search_support.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>
#include <type_traits>

#include "tricorne/engine/chance_draw.h"
#include "tricorne/engine/game_seam.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/end_phase_costs.h"
#include "tricorne/series/rules/leaders.h"

namespace tricorne::ai {

using namespace tricorne::core;

namespace {

constexpr std::uint64_t kFnvOffset = 1469598103934665603ULL;
constexpr std::uint64_t kFnvPrime = 1099511628211ULL;

void mix(std::uint64_t& h, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
        h ^= (v >> (8 * i)) & 0xff;
        h *= kFnvPrime;
    }
}
void mix(std::uint64_t& h, std::string_view text) {
    for (char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= kFnvPrime;
    }
    mix(h, text.size());
}
void mix(std::uint64_t& h, HexId hex) { mix(h, static_cast<std::uint64_t>(hex.col) * 4096 + static_cast<std::uint64_t>(hex.row)); }

// Each side's objective hexes in a scenario (its own and either side's), which never change:
// listed once a scenario.
const std::array<std::vector<HexId>, 2>& objectiveHexes(const GameState& s) {
    thread_local std::map<const Scenario*, std::array<std::vector<HexId>, 2>> cache;
    auto it = cache.find(s.scenario);
    if (it != cache.end()) return it->second;
    std::array<std::vector<HexId>, 2> hexes;
    for (const auto& o : s.volumeRules->objectives(s))
        for (int side = 0; side < 2; ++side) {
            if (o.side && static_cast<int>(*o.side) != side) continue;
            auto& mine = hexes[static_cast<std::size_t>(side)];
            for (HexId h : o.hexes)
                if (s.map->contains(h) && std::find(mine.begin(), mine.end(), h) == mine.end()) mine.push_back(h);
        }
    return cache.emplace(s.scenario, std::move(hexes)).first->second;
}

// For each hex of a grid by index, the indices of the hexes on the map next to it, and of those
// a step beyond them (itself and the hexes two off): made once a grid, for the threat of a unit
// able to close (holdingsByHex), which walked them for every such unit of every state.
struct HexRings {
    std::vector<int> oneBegin, one, twoBegin, two;
};
const HexRings& ringsOf(const Map& map) {
    thread_local std::map<std::pair<int, int>, HexRings> cache;
    HexRings& r = cache[{map.columns(), map.rows()}];
    if (!r.oneBegin.empty()) return r;
    for (int i = 0; i < map.hexCount(); ++i) {
        r.oneBegin.push_back(static_cast<int>(r.one.size()));
        r.twoBegin.push_back(static_cast<int>(r.two.size()));
        const auto near = neighbours(map.hexAt(i));
        for (HexId n : near)
            if (map.contains(n)) r.one.push_back(map.index(n));
        for (HexId n : near)
            for (HexId m : neighbours(n)) {
                if (!map.contains(m) || std::find(near.begin(), near.end(), m) != near.end()) continue;
                const int k = map.index(m);
                if (std::find(r.two.begin() + r.twoBegin.back(), r.two.end(), k) == r.two.end()) r.two.push_back(k);
            }
    }
    r.oneBegin.push_back(static_cast<int>(r.one.size()));
    r.twoBegin.push_back(static_cast<int>(r.two.size()));
    return r;
}

// 6, E9.1.1: the objective hexes `side` is drawn toward in `s`: those it is not the last through
// with a Parade Order unit, and those it is that an enemy unit other than artillery stands within
// its MA of, in hexes; one out of every such unit's reach needs nobody marched to it. When none
// is left, all of them.
std::vector<HexId> objectivesToWork(const GameState& s, int side) {
    const auto& all = objectiveHexes(s)[static_cast<std::size_t>(side)];
    if (s.lastPassed.empty()) return all;
    std::vector<HexId> out;
    for (HexId h : all) {
        bool work = s.lastPassed[static_cast<std::size_t>(s.map->index(h))] != side;
        for (int u = 0; u < s.unitCount() && !work; ++u) {
            if (!s.onMap(u) || static_cast<int>(s.sideOf(u)) == side || s.unitDef(u).isArtillery()) continue;
            work = core::distance(s.pieces[static_cast<std::size_t>(u)].hex, h) <= s.unitDef(u).ma;
        }
        if (work) out.push_back(h);
    }
    return out.empty() ? all : out;
}

// A side as a winner's sign, from the American side.
double signOf(Side side) { return side == Side::American ? 1.0 : -1.0; }

}  // namespace

// The distance of every hex of the map to the nearest of `targets`, by hex index: made once for
// each set of targets a map is asked for (a handful a scenario) and kept, so that a field handed
// out stays valid; made again only for another map that came to the same address.
const std::vector<int>& distanceField(const Map& map, const std::vector<HexId>& targets) {
    thread_local std::map<std::pair<const Map*, std::vector<std::int64_t>>, std::vector<int>> cache;
    std::vector<std::int64_t> key;
    key.reserve(targets.size());
    for (HexId t : targets) key.push_back(static_cast<std::int64_t>(t.col) * 65536 + t.row);
    auto& field = cache[{&map, std::move(key)}];
    if (field.size() == static_cast<std::size_t>(map.hexCount())) return field;
    field.assign(static_cast<std::size_t>(map.hexCount()), -1);
    if (targets.empty()) return field;
    for (int i = 0; i < map.hexCount(); ++i) {
        int best = 1 << 20;
        for (HexId t : targets) best = std::min(best, distance(map.hexAt(i), t));
        field[static_cast<std::size_t>(i)] = best;
    }
    return field;
}

int strengthOf(const GameState& s, int unit) {
    const UnitDef& u = s.unitDef(unit);
    return s.pieces[static_cast<std::size_t>(unit)].reduced && u.reduced ? u.reduced->sp : u.full.sp;
}

double leaderStake(const GameState& s, int leader) {
    const LeaderFace& face = leaderFace(s, leader);
    return face.casualtyAm + face.casualtyOpponentAm + face.casualtyVp;
}

HexHoldings holdingsByHex(const GameState& s) {
    HexHoldings out;
    std::vector<HexHolding>& by = out.by;
    by.resize(static_cast<std::size_t>(s.map->hexCount()));
    auto at = [&](int piece) -> HexHolding* {
        const HexId h = s.pieces[static_cast<std::size_t>(piece)].hex;
        if (!s.onMap(piece) || !s.map->contains(h)) return nullptr;
        return &by[static_cast<std::size_t>(s.map->index(h))];
    };
    // 12.31, 4: an artillery unit captured costs its side Army Morale, gives the enemy some and a VP.
    const double artilleryStake = -armyMoraleAdjustment(s, "unit-captured") + armyMoraleAdjustment(s, "unit-captured-opponent") + 1.0;
    std::vector<int> attackers;
    for (int u = 0; u < s.unitCount(); ++u) {
        HexHolding* h = at(u);
        if (!h) continue;
        const auto side = static_cast<std::size_t>(s.sideOf(u));
        const Piece& p = s.pieces[static_cast<std::size_t>(u)];
        if (s.unitDef(u).isArtillery()) {
            h->stake[side] += artilleryStake;
            out.staked.push_back(static_cast<int>(h - by.data()));
            continue;
        }
        h->fight[side] += strengthOf(s, u);
        if (p.status == Status::ParadeOrder && p.hold == 0) attackers.push_back(u);
    }
    // 14.32: a leader taken costs what the player aid says of his face.
    for (int l = s.unitCount(); l < static_cast<int>(s.pieces.size()); ++l)
        if (HexHolding* h = at(l)) {
            h->stake[static_cast<std::size_t>(s.sideOf(l))] += leaderStake(s, l);
            out.staked.push_back(static_cast<int>(h - by.data()));
        }
    const HexRings& rings = ringsOf(*s.map);
    for (int u : attackers) {
        const auto enemy = static_cast<std::size_t>(1 - static_cast<int>(s.sideOf(u)));
        const auto from = static_cast<std::size_t>(s.map->index(s.pieces[static_cast<std::size_t>(u)].hex));
        for (int k = rings.twoBegin[from]; k < rings.twoBegin[from + 1]; ++k) {
            double& t = by[static_cast<std::size_t>(rings.two[static_cast<std::size_t>(k)])].threat[enemy];
            t = std::max(t, 0.5);
        }
        for (int k = rings.oneBegin[from]; k < rings.oneBegin[from + 1]; ++k) by[static_cast<std::size_t>(rings.one[static_cast<std::size_t>(k)])].threat[enemy] = 1.0;
    }
    std::sort(out.staked.begin(), out.staked.end());
    out.staked.erase(std::unique(out.staked.begin(), out.staked.end()), out.staked.end());
    return out;
}

std::array<double, 2> capturableStake(const HexHoldings& holdings) {
    std::array<double, 2> out{0, 0};
    // In the order of the hexes: the hexes without a stake would add nothing.
    for (const int i : holdings.staked) {
        const HexHolding& h = holdings.by[static_cast<std::size_t>(i)];
        for (std::size_t side = 0; side < 2; ++side)
            if (h.fight[side] == 0) out[side] += h.stake[side] * h.threat[side];
    }
    return out;
}

std::uint64_t actionKey(const Action& action) {
    std::uint64_t h = kFnvOffset;
    mix(h, action.index());
    std::visit(
        [&h](const auto& a) {
            using T = std::decay_t<decltype(a)>;
            if constexpr (requires { a.value; }) mix(h, static_cast<std::uint64_t>(a.value));
            if constexpr (requires { a.chits; }) mix(h, static_cast<std::uint64_t>(a.chits));
            if constexpr (requires { a.first; }) mix(h, static_cast<std::uint64_t>(a.first));
            if constexpr (requires { a.unit; }) mix(h, std::string_view(a.unit));
            if constexpr (requires { a.leader; }) mix(h, std::string_view(a.leader));
            if constexpr (requires { a.tactic; }) mix(h, std::string_view(a.tactic));
            if constexpr (requires { a.target; }) mix(h, std::string_view(a.target));
            if constexpr (requires { a.hex; }) mix(h, a.hex);
            if constexpr (requires { a.combat; }) mix(h, static_cast<std::uint64_t>(a.combat));
            if constexpr (requires { a.use; }) mix(h, static_cast<std::uint64_t>(a.use));
            if constexpr (requires { a.strategic; }) mix(h, static_cast<std::uint64_t>(a.strategic));
            if constexpr (requires { a.stepLoss; }) mix(h, static_cast<std::uint64_t>(a.stepLoss));
            if constexpr (requires { a.path; })
                for (HexId x : a.path) mix(h, x);
            if constexpr (requires { a.firers; })
                for (const auto& f : a.firers) mix(h, std::string_view(f));
            if constexpr (requires { a.leaders; })
                for (const auto& l : a.leaders) mix(h, std::string_view(l));
            (void)sizeof(T);
        },
        action);
    return h;
}

SeriesPriors::SeriesPriors(const GameState& state) : m_state(&state) {
    const GameState& s = state;
    m_spAt.assign(static_cast<std::size_t>(s.map->hexCount()), {0, 0});
    for (int u = 0; u < s.unitCount(); ++u) {
        const HexId at = s.pieces[static_cast<std::size_t>(u)].hex;
        if (!s.onMap(u) || !s.map->contains(at)) continue;
        m_spAt[static_cast<std::size_t>(s.map->index(at))][static_cast<std::size_t>(s.sideOf(u))] += strengthOf(s, u);
    }
    for (int side = 0; side < 2; ++side) m_toward[static_cast<std::size_t>(side)] = &distanceField(*s.map, objectivesToWork(s, side));
    m_holding = holdingsByHex(s);
}

int SeriesPriors::objectiveDistance(Side side, HexId hex) const {
    const auto& field = *m_toward[static_cast<std::size_t>(side)];
    if (!m_state->map->contains(hex)) return -1;
    return field[static_cast<std::size_t>(m_state->map->index(hex))];
}

double SeriesPriors::phaseEndPrice(GameState s, bool* over) const {
    const auto own = static_cast<std::size_t>(m_state->phasing());
    const int morale = s.armyMorale[own];
    Events ignored;
    chargeEndOfMovementPhase(s, ignored);
    // 16.3: the army Demoralized by the phase's end is the game lost, worth more than any VP.
    constexpr double kGameLost = 5.0;
    const bool lost = s.outcome.over && s.outcome.winner && static_cast<std::size_t>(*s.outcome.winner) != own;
    if (over) *over = s.outcome.over;
    return (s.vpHalves[1 - own] - s.vpHalves[own]) / 2.0 + (morale - s.armyMorale[own]) + (lost ? kGameLost : 0.0);
}

double SeriesPriors::basePrice() const {
    if (!m_phaseEndBase) m_phaseEndBase = phaseEndPrice(*m_state, &m_phaseEndBaseOver);
    return *m_phaseEndBase;
}

double SeriesPriors::leavingCost(int piece) const {
    const GameState& s = *m_state;
    if (s.phase != Phase::Movement || s.sideOf(piece) != s.phasing()) return 0.0;
    if (auto it = m_leavingCost.find(piece); it != m_leavingCost.end()) return it->second;
    // 9.6, E3.6.2: charges that do not read the piece are the same without it, unless they end
    // the game, whose award reads every piece (4).
    basePrice();
    if (!m_phaseEndBaseOver && !movementPhaseEndReads(s, piece)) return m_leavingCost[piece] = 0.0;
    GameState left = s;
    left.pieces[static_cast<std::size_t>(piece)].location = Location::NotInPlay;
    return m_leavingCost[piece] = std::max(0.0, phaseEndPrice(std::move(left)) - basePrice());
}

double SeriesPriors::arrivalGain(int piece, HexId to) const {
    const GameState& s = *m_state;
    if (s.phase != Phase::Movement || s.step != Step::Moving || s.sideOf(piece) != s.phasing() || !s.map->contains(to)) return 0.0;
    if (!m_toRefill) {
        std::vector<PhaseCost> costs;
        s.volumeRules->endOfPhaseCosts(s, costs);
        m_toRefill.emplace();
        for (const auto& c : costs) m_toRefill->insert(m_toRefill->end(), c.hexes.begin(), c.hexes.end());
    }
    if (std::find(m_toRefill->begin(), m_toRefill->end(), to) == m_toRefill->end()) return 0.0;
    const std::int64_t key = static_cast<std::int64_t>(piece) * s.map->hexCount() + s.map->index(to);
    if (auto it = m_arrivalGain.find(key); it != m_arrivalGain.end()) return it->second;
    GameState arrived = s;
    arrived.pieces[static_cast<std::size_t>(piece)].hex = to;
    return m_arrivalGain[key] = std::max(0.0, basePrice() - phaseEndPrice(std::move(arrived)));
}

double turnEndWinner(const GameState& s) {
    if (s.outcome.over) return 0.0;
    const auto winner = s.volumeRules->endOfTurnWinner(s);
    return winner ? signOf(*winner) : 0.0;
}

bool SeriesPriors::turnEndLost() const {
    if (!m_turnEndLost) m_turnEndLost = turnEndWinner(*m_state) == signOf(enemyOf(m_state->phasing()));
    return *m_turnEndLost;
}

const std::vector<HexId>& SeriesPriors::turnEndHeld() const {
    if (!m_turnEndHeld) {
        m_turnEndHeld.emplace();
        const GameState& s = *m_state;
        const Side enemy = enemyOf(s.phasing());
        if (turnEndLost())
            for (const Objective& o : s.volumeRules->objectives(s)) {
                if (o.area || o.side != enemy) continue;
                for (HexId h : o.hexes)
                    if (s.map->contains(h) && m_spAt[static_cast<std::size_t>(s.map->index(h))][static_cast<std::size_t>(enemy)] > 0) m_turnEndHeld->push_back(h);
            }
    }
    return *m_turnEndHeld;
}

bool SeriesPriors::turnEndSaved(int piece, HexId to) const {
    // One copy a state, each move's piece put in its hex there and back.
    if (!m_moved) m_moved.emplace(*m_state);
    auto& hex = m_moved->pieces[static_cast<std::size_t>(piece)].hex;
    const HexId was = hex;
    hex = to;
    const bool saved = turnEndWinner(*m_moved) != signOf(enemyOf(m_state->phasing()));
    hex = was;
    return saved;
}

double SeriesPriors::score(const Action& action) const {
    const GameState& s = *m_state;
    auto spAt = [&](HexId h, int side) {
        return s.map->contains(h) ? m_spAt[static_cast<std::size_t>(s.map->index(h))][static_cast<std::size_t>(side)] : 0;
    };
    if (const auto* m = std::get_if<Move>(&action)) {
        if (m_lastUnit.empty() || m->unit != m_lastUnit) {
            m_lastUnit = m->unit;
            m_lastPiece = s.pieceIndex(m->unit);
        }
        const auto piece = m_lastPiece;
        if (!piece || m->path.empty()) return 0.0;
        const Side side = s.sideOf(*piece);
        const int own = static_cast<int>(side);
        const HexId from = m->path.front(), to = m->path.back();
        double score = 0.0;
        // E3.6.2, E7.6: a garrison walked out of costs at the phase's end, unless another comes
        // in; one the phase would abandon is worth walking into.
        double leaving = 0.0;
        if (from != to) {
            leaving = leavingCost(*piece);
            score += 5.0 * (arrivalGain(*piece, to) - leaving);
            // E2.1, E6.1: the enemy's Decisive Victory due at the end of this game turn, undone by
            // this move (its ZOC into the hex, or the hex entered), is worth more than any garrison.
            // Where no move can, a unit goes next to the hex to attack it (12.12).
            if (s.phase == Phase::Movement && side == s.phasing() && turnEndLost()) {
                if (turnEndSaved(*piece, to)) score += 10.0;
                else if (!s.isLeader(*piece) && !s.unitDef(*piece).isArtillery() &&
                         std::any_of(turnEndHeld().begin(), turnEndHeld().end(), [&](HexId held) { return core::distance(to, held) == 1; }))
                    score += 8.0;
            }
        }
        // Toward the objectives the side must take or hold; a move the phase's end charges for
        // earns nothing by it, or a long strategic march would outweigh a garrison's VP (E3.6.2).
        const int before = objectiveDistance(side, from), after = objectiveDistance(side, to);
        if (before >= 0 && after >= 0 && (leaving == 0.0 || after > before)) score += 0.6 * (before - after);
        auto holding = [&](HexId h) -> const HexHolding* {
            return s.map->contains(h) ? &m_holding.by[static_cast<std::size_t>(s.map->index(h))] : nullptr;
        };
        const HexHolding* dest = holding(to);
        const bool unguarded = dest && dest->fight[static_cast<std::size_t>(own)] == 0;
        const bool attackable = dest && dest->threat[static_cast<std::size_t>(own)] > 0;
        if (s.isLeader(*piece)) {
            // 14: a leader goes with his units; 14.32: never where no unit fights for him next to the enemy.
            if (!unguarded) score += 1.0;
            else score -= attackable ? 2.5 : 1.0;
            return score;
        }
        // 12.31: artillery that nobody defends next to an enemy able to close is captured.
        if (s.unitDef(*piece).isArtillery() && unguarded && attackable && from != to) score -= 2.5;
        // 12.31, 14.32: nor does the last unit that fights for a hex leave its guns and leaders there to be taken.
        const auto o = static_cast<std::size_t>(own);
        if (const HexHolding* left = holding(from); left && from != to && !s.unitDef(*piece).isArtillery()) {
            if (left->fight[o] <= strengthOf(s, *piece) && left->stake[o] > 0 && left->threat[o] > 0) score -= 2.5;
        }
        // 12.31, 14.32: and a unit goes to fight for guns and leaders nobody defends within the enemy's reach.
        if (unguarded && from != to && !s.unitDef(*piece).isArtillery()) score += 5.0 * dest->stake[o] * dest->threat[o];
        int enemy = 0;
        for (HexId n : neighbours(to)) enemy += spAt(n, 1 - own);
        const int stack = spAt(to, own) + strengthOf(s, *piece);
        // Out of reach of a stronger enemy; next to a weaker one, to fire and close.
        if (enemy > stack) score -= 0.8 * std::min(3.0, static_cast<double>(enemy - stack) / std::max(stack, 1));
        else if (enemy > 0) score += 0.4;
        // Support: a stack together, not strung out alone.
        if (spAt(to, own) > 0) score += 0.2;
        return score;
    }
    if (std::holds_alternative<EndPhase>(action)) return 0.3;
    if (std::holds_alternative<Fire>(action)) return 1.0;
    if (const auto* a = std::get_if<Attack>(&action)) {
        const auto piece = s.pieceIndex(a->unit);
        if (!piece) return 0.0;
        const int own = static_cast<int>(s.sideOf(*piece));
        const HexId at = s.pieces[static_cast<std::size_t>(*piece)].hex;
        // E2.1, E6.1: the hex whose holding wins the enemy the game at the end of this turn comes first.
        const auto& held = turnEndHeld();
        const double urgent = std::find(held.begin(), held.end(), a->hex) != held.end() ? 3.0 : 0.0;
        return urgent + (spAt(at, own) >= spAt(a->hex, 1 - own) ? 0.6 : -0.6);
    }
    return 0.0;
}

std::vector<double> SeriesPriors::priors(const std::vector<Action>& actions) const {
    std::vector<double> out;
    out.reserve(actions.size());
    double top = -1e300;
    for (const auto& a : actions) {
        out.push_back(score(a));
        top = std::max(top, out.back());
    }
    double total = 0;
    for (double& p : out) total += (p = std::exp(p - top));
    for (double& p : out) p /= total;
    return out;
}

Action rolloutAction(const GameState& state, Rng& rng) {
    if (isTerminal(state)) return EndPhase{};
    if (decision(state).player == Player::Chance) return engine::drawByProbability(chanceOutcomes(state), rng);
    if (state.step == Step::Moving) return randomAction(state, rng);
    const auto legal = legalActions(state);
    if (legal.size() == 1) return legal.front();
    // The heuristic's best of three drawn at random: cheap, and seldom the worst.
    const SeriesPriors priors(state);
    constexpr int kDraws = 3;
    std::size_t best = static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())));
    double bestScore = priors.score(legal[best]);
    for (int i = 1; i < kDraws; ++i) {
        const auto pick = static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())));
        if (const double sc = priors.score(legal[pick]); sc > bestScore) {
            best = pick;
            bestScore = sc;
        }
    }
    return legal[best];
}

int rolloutMarch(GameState& s, Rng& rng, int maxUnits) {
    // Dice due before the mover's first decision (none in the printed sequence) are drawn first.
    for (int guard = 0; guard < 8 && s.step == Step::Moving && !isTerminal(s) && decision(s).player == Player::Chance; ++guard)
        if (!core::apply(s, rolloutAction(s, rng)).ok()) return 0;
    if (s.step != Step::Moving || isTerminal(s)) return 0;
    // His actions listed and priced once, on the position the march begins from: a reach search
    // per unit once a march, not once a move.
    const auto legal = legalActions(s);
    if (legal.empty()) return 0;
    const SeriesPriors priors(s);
    std::vector<std::pair<double, std::size_t>> ranked;
    ranked.reserve(legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) ranked.emplace_back(priors.score(legal[i]), i);
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    int moved = 0;
    std::vector<std::string_view> done;  // 9.2: one move a unit
    for (const auto& [score, i] : ranked) {
        if (moved >= maxUnits || s.step != Step::Moving || isTerminal(s)) break;
        const auto* m = std::get_if<Move>(&legal[i]);
        if (!m) break;  // what he prices above his remaining moves (the end, a reinforcement held back)
        if (std::find(done.begin(), done.end(), m->unit) != done.end()) continue;
        // 9.2, 7.1: a move the earlier ones have made illegal (a hex now full, a path now in a
        // zone of control) is refused by the rules and changes nothing: the unit's next best is tried.
        if (!core::apply(s, legal[i]).ok()) continue;
        done.push_back(m->unit);
        ++moved;
        for (int guard = 0; guard < 8 && !isTerminal(s) && decision(s).player == Player::Chance; ++guard)
            if (!core::apply(s, rolloutAction(s, rng)).ok()) break;
    }
    // 9.2, 13.3: the phase ended; while a unit must still move, the rules refuse and the
    // evaluation judges the march as it stands.
    if (s.step == Step::Moving && !isTerminal(s) && decision(s).player != Player::Chance) (void)core::apply(s, EndPhase{});
    return moved;
}

const MixedChoice* SolvedDecisions::solve(const GameState& s, bool mayCompute) {
    if (s.step != Step::ChooseTactic && s.step != Step::CombatReroll) return nullptr;
    const int who = m_game->toMove(s);
    if (who < 0) return nullptr;
    // 2.3, 12.61: the position without the dice to come and the other side's secret.
    GameState position = m_game->view(s, who).state;
    position.rng = Rng();
    const std::uint64_t key = secretsHiddenCacheKey(position) ^ static_cast<std::uint64_t>(who);
    if (auto it = m_solved.find(key); it != m_solved.end()) return it->second ? &*it->second : nullptr;
    if (m_left <= 0 || !mayCompute) return nullptr;
    --m_left;
    auto& slot = m_solved[key] = solvedDecision(*m_game, s, who, m_value);
    return slot ? &*slot : nullptr;
}

std::optional<Action> SolvedDecisions::draw(const GameState& s, Rng& rng, bool mayCompute) {
    const MixedChoice* choice = solve(s, mayCompute);
    if (!choice || choice->actions.empty()) return std::nullopt;
    double x = rng.unit();
    for (std::size_t i = 0; i < choice->actions.size(); ++i) {
        if (x < choice->probabilities[i]) return choice->actions[i];
        x -= choice->probabilities[i];
    }
    return choice->actions.back();
}

}  // namespace tricorne::ai
