#include "tricorne/engine/dice.h"

#include <cerrno>
#include <random>

#include <sys/random.h>

namespace tricorne::core {

std::string_view diceId(Dice dice) { return dice == Dice::Entropy ? "entropy" : "seeded"; }

int SeededDice::roll(const Rng& generator, int sides) {
    Rng peek = generator;  // the draw apply() makes for the roll
    return peek.below(sides);
}

int EntropyDice::roll(const Rng&, int sides) {
    // A byte below the largest multiple of `sides` read modulo `sides`, so no face is favoured.
    const int limit = 256 - 256 % sides;
    unsigned char byte = 255;
    do entropyBytes(&byte, 1);
    while (byte >= limit);
    return byte % sides;
}

SeededDice& seededDice() {
    static SeededDice dice;
    return dice;
}

EntropyDice& entropyDice() {
    static EntropyDice dice;
    return dice;
}

void entropyBytes(unsigned char* out, std::size_t size) {
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::getrandom(out + done, size - done, 0);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
        } else if (n < 0 && errno != EINTR) {
            // A kernel without getrandom(2): the standard library's own device.
            std::random_device device;
            for (; done < size; ++done) out[done] = static_cast<unsigned char>(device() & 0xff);
        }
    }
}

}  // namespace tricorne::core
