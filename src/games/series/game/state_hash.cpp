// The state hash: FNV-1a (64 bits) over a canonical byte sequence of every field of the state,
// so that it is the same with every compiler, standard library and machine. Integers (and
// bools and enumerations) go in as eight little-endian bytes, strings and lists after their
// length, an optional as 0, or 1 and its value; structures field by field in declaration order.
// The cache key walks the same fields and mixes a 64-bit word at a time: several times faster,
// for the computer player's tables in memory only, never saved nor compared across versions.
#include <algorithm>
#include <concepts>
#include <cstring>
#include <optional>
#include <type_traits>

#include "tricorne/series/game/game.h"

namespace tricorne::core {

namespace {
// FNV-1a a byte at a time: the hash saves record.
class StableMix {
public:
    std::uint64_t value() const { return m_h; }
    void word(std::uint64_t u) {
        for (int i = 0; i < 8; ++i) byte(static_cast<unsigned char>((u >> (8 * i)) & 0xff));
    }
    void text(const std::string& s) {
        for (char c : s) byte(static_cast<unsigned char>(c));
    }

private:
    void byte(unsigned char b) {
        m_h ^= b;
        m_h *= 0x100000001b3ULL;
    }
    std::uint64_t m_h = 0xcbf29ce484222325ULL;
};

// A word at a time into four lanes in turn, each multiplied and folded, so that the
// multiplications of one lane do not wait on another's: for the caches of a search.
class QuickMix {
public:
    std::uint64_t value() const {
        std::uint64_t h = m_count;
        for (const std::uint64_t lane : m_lanes) h = (h ^ lane ^ (lane >> 31)) * 0x9e3779b97f4a7c15ULL;
        return h ^ (h >> 32);
    }
    void word(std::uint64_t u) {
        std::uint64_t& lane = m_lanes[m_count++ & 3];
        lane = (lane ^ u) * 0x9e3779b97f4a7c15ULL;
        lane ^= lane >> 29;
    }
    void text(const std::string& s) {
        for (std::size_t i = 0; i < s.size(); i += 8) {
            std::uint64_t u = 0;
            std::memcpy(&u, s.data() + i, std::min<std::size_t>(8, s.size() - i));
            word(u);
        }
    }

private:
    std::uint64_t m_lanes[4] = {0xcbf29ce484222325ULL, 0x84222325cbf29ce4ULL, 0x6a09e667f3bcc909ULL, 0xbb67ae8584caa73bULL};
    std::uint64_t m_count = 0;
};

template <class Mix>
class Hasher {
public:
    std::uint64_t value() const { return m_mix.value(); }

    template <std::integral T>
    void add(T v) {
        m_mix.word(static_cast<std::uint64_t>(static_cast<std::int64_t>(v)));
    }
    template <class E>
        requires std::is_enum_v<E>
    void add(E e) {
        add(static_cast<std::int64_t>(e));
    }
    void add(const std::string& s) {
        add(s.size());
        m_mix.text(s);
    }
    void add(HexId h) { all(h.col, h.row); }
    void add(const Rng& r) {
        for (int i = 0; i < 4; ++i) add(static_cast<std::int64_t>(r.words()[i]));
    }
    template <class T>
    void add(const std::optional<T>& o) {
        add(o.has_value());
        if (o) add(*o);
    }
    template <class T>
    void add(const std::vector<T>& v) {
        add(v.size());
        for (const auto& x : v) add(x);
    }
    template <class T, std::size_t N>
    void add(const std::array<T, N>& a) {
        for (const auto& x : a) add(x);
    }
    template <class K, class V>
    void add(const std::map<K, V>& m) {
        add(m.size());
        for (const auto& [k, v] : m) all(k, v);
    }

    // Each structure names all its fields: one added to the structure does not compile here
    // until it is hashed too.
    // The cache key packs a list of small integers eight to a word, and a piece's fields into four
    // words (nothing lost: each field keeps every bit of its value), for it is asked of every
    // state a search reaches; the saves' hash takes them a word a field, as it always has.
    void add(const std::vector<std::int8_t>& v) {
        if constexpr (!std::is_same_v<Mix, QuickMix>) {
            add<std::int8_t>(v);  // any list's way
        } else {
            add(v.size());
            for (std::size_t i = 0; i < v.size(); i += 8) {
                std::uint64_t u = 0;
                std::memcpy(&u, v.data() + i, std::min<std::size_t>(8, v.size() - i));
                m_mix.word(u);
            }
        }
    }
    void add(const Piece& p) {
        const auto& [location, hex, entryTurn, reduced, reducedAtStart, status, firstFire, moved, enteredThisPhase, noStrategicOnEntry, entryCostHalves,
                     forcedFromStart, pin, withdrawal, flipped, fired, targeted, ccRetreated, ammoBoxes, ammoChecked, fireBoxes, fireChecked, hold] = p;
        if constexpr (!std::is_same_v<Mix, QuickMix>) {
            all(location, hex, entryTurn, reduced, reducedAtStart, status, firstFire, moved, enteredThisPhase, noStrategicOnEntry, entryCostHalves,
                forcedFromStart, pin, withdrawal, flipped, fired, targeted, ccRetreated, ammoBoxes, ammoChecked, fireBoxes, fireChecked, hold);
        } else {
            auto twice = [](auto a, auto b) { return static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) | static_cast<std::uint64_t>(static_cast<std::uint32_t>(b)) << 32; };
            auto byte = [](auto v, int at) { return static_cast<std::uint64_t>(static_cast<std::uint8_t>(v)) << (8 * at); };
            static_assert(sizeof(location) <= 4 && sizeof(status) <= 4 && sizeof(hex.col) <= 4 && sizeof(entryTurn) <= 4 && sizeof(pin) <= 4);
            static_assert(sizeof(entryCostHalves) == 1 && sizeof(ammoBoxes) == 1 && sizeof(ammoChecked) == 1 && sizeof(fireBoxes) == 1 &&
                          sizeof(fireChecked) == 1 && sizeof(hold) == 1);
            m_mix.word(twice(location, status));
            m_mix.word(twice(hex.col, hex.row));
            m_mix.word(twice(entryTurn, pin));
            const std::uint64_t flags = static_cast<std::uint64_t>(reduced) | static_cast<std::uint64_t>(reducedAtStart) << 1 | static_cast<std::uint64_t>(firstFire) << 2 |
                                        static_cast<std::uint64_t>(moved) << 3 | static_cast<std::uint64_t>(enteredThisPhase) << 4 |
                                        static_cast<std::uint64_t>(noStrategicOnEntry) << 5 | static_cast<std::uint64_t>(forcedFromStart) << 6 |
                                        static_cast<std::uint64_t>(withdrawal) << 7 | static_cast<std::uint64_t>(flipped) << 8 | static_cast<std::uint64_t>(fired) << 9 |
                                        static_cast<std::uint64_t>(targeted) << 10 | static_cast<std::uint64_t>(ccRetreated) << 11;
            m_mix.word(flags | byte(entryCostHalves, 2) | byte(ammoBoxes, 3) | byte(ammoChecked, 4) | byte(fireBoxes, 5) | byte(fireChecked, 6) | byte(hold, 7));
        }
    }
    void add(const FireDeclaration& f) {
        const auto& [firers, target, artillery, side] = f;
        all(firers, target, artillery, side);
    }
    void add(const FireOutcome& f) {
        const auto& [target, result] = f;
        all(target, result);
    }
    void add(const RetreatOrder& r) {
        const auto& [unit, hexes, rule, awayFromEnemy] = r;
        all(unit, hexes, rule, awayFromEnemy);
    }
    void add(const DeclaredCombat& c) {
        const auto& [attackers, attackerHexes, defenderHexes, pinned, resolved] = c;
        all(attackers, attackerHexes, defenderHexes, pinned, resolved);
    }
    void add(const MoraleCheckOrder& m) {
        const auto& [unit, passRetreats, failDisrupts, rule] = m;
        all(unit, passRetreats, failDisrupts, rule);
    }
    void add(const CombatProgress& c) {
        const auto& [index, stage, attackerLead, defenderLead, withdrawal, artilleryCapture, noCombat, attackerTactic, defenderTactic, die, total,
                     rerollAsked, result, captureChooser, secondStepSide, leadAdvanced, noLeadAdvance, withdrawalOffered, skipToAdvance, phaseEnding,
                     leadHex, noCheck, ammoPaid] = c;
        all(index, stage, attackerLead, defenderLead, withdrawal, artilleryCapture, noCombat, attackerTactic, defenderTactic, die, total, rerollAsked,
            result, captureChooser, secondStepSide, leadAdvanced, noLeadAdvance, withdrawalOffered, skipToAdvance, phaseEnding, leadHex, noCheck, ammoPaid);
    }
    void add(const LeaderCasualtyOrder& l) {
        const auto& [hex, side, rule] = l;
        all(hex, side, rule);
    }
    void add(const Outcome& o) {
        const auto& [over, winner, level, reason, rule] = o;
        all(over, winner, level, reason, rule);
    }

    template <class... T>
    void all(const T&... fields) {
        (add(fields), ...);
    }

private:
    Mix m_mix;
};

template <class Mix>
std::uint64_t hashOf(const GameState& s) {
    // The data and the volume the game is played with are fixed by the scenario (its id is hashed) and the
    // data set, whose own hash saves record; the rest is the state.
    [[maybe_unused]] const auto& [data, scenario, map, counters, series, volume, volumeRules, options, seed, rng, turn, phase, step, weather, fogByTurn,
                                  gatesReleased, garrisonsClosed, order, sidesThisTurn, playerTurn, initiative, previousInitiative, momentumSpent,
                                  momentumDeclared, dictatedFirst, initiativeDie, pieces, armyMorale, momentum, vpHalves, lastPassed, frozenAmLevel,
                                  rallyQueue, fires, fireIndex, toHitRollsLeft, fireHit, rifleDeclaring, fireOutcomes, leaderCasualties, retreats,
                                  pinsBroken, combats, diversion, combat, moraleChecks, reinforced, fraserRolled, fraserToRelease, placementQueue,
                                  resumeStep, militiaCommitted, militiaRevealed, militiaPaidFor, knownStacks, fireCommitment, outcome,
                                  actionCount] = s;
    Hasher<Mix> h;
    h.all(scenario->id, options, seed, rng, turn, phase, step, weather, fogByTurn, gatesReleased, garrisonsClosed, order, sidesThisTurn, playerTurn,
          initiative, previousInitiative, momentumSpent, momentumDeclared, dictatedFirst, initiativeDie, pieces, armyMorale, momentum, vpHalves,
          lastPassed, frozenAmLevel, rallyQueue, fires, fireIndex, toHitRollsLeft, fireHit, rifleDeclaring, fireOutcomes, leaderCasualties, retreats,
          pinsBroken, combats, diversion, combat, moraleChecks, reinforced, fraserRolled, fraserToRelease, placementQueue, resumeStep, militiaCommitted,
          militiaRevealed, militiaPaidFor, outcome, actionCount);
    // 7.42, E3.7: what each side knows of the enemy's stacks exists only with the option (the
    // options are hashed above), so the hashes of games without it stay as they were.
    if (s.option("limited-intelligence")) h.all(knownStacks, fireCommitment);
    return h.value();
}

// The state with each unrevealed secret replaced by one fixed value, or nothing when none is.
std::optional<GameState> secretsHidden(const GameState& s) {
    if (!tacticUnrevealed(s) && !noteUnrevealed(s)) return std::nullopt;
    GameState hidden = s;
    if (tacticUnrevealed(s)) hidden.combat.attackerTactic = "hidden";
    if (noteUnrevealed(s)) hidden.militiaCommitted = false;
    return hidden;
}
}  // namespace

std::uint64_t stateHash(const GameState& s) { return hashOf<StableMix>(s); }

std::uint64_t stateCacheKey(const GameState& s) { return hashOf<QuickMix>(s); }

bool tacticUnrevealed(const GameState& s) { return s.combat.stage == CombatStage::DefenderTactic && !s.combat.attackerTactic.empty(); }

bool noteUnrevealed(const GameState& s) { return s.militiaCommitted && !s.militiaRevealed; }

// Each secret is replaced by one fixed value: every choice it could hold hashes alike.
std::uint64_t savedStateHash(const GameState& s) {
    const auto hidden = secretsHidden(s);
    return stateHash(hidden ? *hidden : s);
}

std::uint64_t secretsHiddenCacheKey(const GameState& s) {
    const auto hidden = secretsHidden(s);
    return stateCacheKey(hidden ? *hidden : s);
}

}  // namespace tricorne::core
