// Where the dice of a game come from: the state's seeded generator (self-play, golden
// records, benchmarks, tests) or the operating system's entropy (a game played live).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "tricorne/engine/rng.h"

namespace tricorne::core {

// The kind of dice a game's record holds; a save names it in its "dice" field.
enum class Dice : std::uint8_t { Seeded, Entropy };
std::string_view diceId(Dice dice);  // "seeded", "entropy"

// Draws the face of the next die for a game at a chance node: 0 to sides - 1 (the series'
// d10 reads 0-9, 2.3). `generator` is the game's own generator, which apply() draws from.
class DiceSource {
public:
    virtual ~DiceSource() = default;
    virtual Dice kind() const = 0;
    virtual int roll(const Rng& generator, int sides) = 0;
};

// The state's own generator: the same seed gives the same dice, so anyone holding the
// seed knows them in advance. For self-play, golden records, benchmarks and tests.
class SeededDice final : public DiceSource {
public:
    Dice kind() const override { return Dice::Seeded; }
    int roll(const Rng& generator, int sides) override;
};

// The operating system's entropy (getrandom(2)), drawn as the die is rolled: nothing in a
// save or in the program's state tells the face before then.
class EntropyDice final : public DiceSource {
public:
    Dice kind() const override { return Dice::Entropy; }
    int roll(const Rng& generator, int sides) override;
};

// Faces given in advance, drawn in order (0 once they run out): tests stand it in for the
// system's entropy to know the faces a live game rolls.
class GivenDice final : public DiceSource {
public:
    explicit GivenDice(std::vector<int> faces) : m_faces(std::move(faces)) {}
    Dice kind() const override { return Dice::Entropy; }
    int roll(const Rng&, int) override { return m_next < m_faces.size() ? m_faces[m_next++] : 0; }
    std::size_t drawn() const { return m_next; }

private:
    std::vector<int> m_faces;
    std::size_t m_next = 0;
};

SeededDice& seededDice();
EntropyDice& entropyDice();

// Fills `out` with bytes from the operating system's entropy.
void entropyBytes(unsigned char* out, std::size_t size);

}  // namespace tricorne::core
