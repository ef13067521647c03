// The game's one random-number generator: seeded, portable, serialisable.
#pragma once

#include <cstdint>

namespace tricorne::core {

// xoshiro256** seeded by splitmix64; the same seed gives the same dice on every platform
// and standard library, because the range mapping below is our own.
class Rng {
public:
    Rng() : Rng(0) {}
    explicit Rng(std::uint64_t seed) {
        for (auto& word : m_s) word = splitmix(seed);
    }

    std::uint64_t next() {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform in [0, n) by rejection, so no value is favoured.
    int below(int n) {
        const std::uint64_t range = static_cast<std::uint64_t>(n);
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % range;
        std::uint64_t v;
        do v = next();
        while (v >= limit);
        return static_cast<int>(v % range);
    }

    // Uniform in [0, 1), from the top 53 bits, the same on every platform.
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // One ten-sided die read 0-9 (2.3).
    int d10() { return below(10); }

    const std::uint64_t* words() const { return m_s; }
    void setWords(const std::uint64_t w[4]) {
        for (int i = 0; i < 4; ++i) m_s[i] = w[i];
    }
    bool operator==(const Rng& o) const {
        for (int i = 0; i < 4; ++i)
            if (m_s[i] != o.m_s[i]) return false;
        return true;
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitmix(std::uint64_t& x) {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    std::uint64_t m_s[4];
};

}  // namespace tricorne::core
