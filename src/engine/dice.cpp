#include "tricorne/engine/dice.h"

#include <cerrno>
#include <random>

#include <sys/random.h>

namespace tricorne::core {

std::string_view diceId(Dice dice) { return dice == Dice::Entropy ? "entropy" : "seeded"; }

int SeededDice::d10(const GameState& state) {
    Rng peek = state.rng;  // the draw apply() makes for the roll
    return peek.d10();
}

int EntropyDice::d10(const GameState&) {
    // 2.3: a byte below 250 read modulo 10, so no face is favoured.
    unsigned char byte = 255;
    while (byte >= 250) entropyBytes(&byte, 1);
    return byte % 10;
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
