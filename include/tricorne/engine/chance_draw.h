// One chance outcome drawn by its probability, as the seam lists them (they add up to 1).
#pragma once

#include <utility>
#include <vector>

#include "tricorne/engine/rng.h"

namespace tricorne::engine {

template <class Outcome>
const Outcome& drawByProbability(const std::vector<std::pair<Outcome, double>>& outcomes, core::Rng& rng) {
    double x = rng.unit();
    for (const auto& [outcome, p] : outcomes) {
        if (x < p) return outcome;
        x -= p;
    }
    return outcomes.back().first;
}

}  // namespace tricorne::engine
