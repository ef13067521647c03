// Two-player zero-sum games in matrix form: the equilibrium mixed strategies of both players
// and how much a pure counter-strategy could gain against a given one (its exploitability).
#pragma once

#include <vector>

namespace tricorne::ai {

// payoff[i][j]: what the row player gains (and the column player loses) when the row player
// plays i and the column player j.
using PayoffMatrix = std::vector<std::vector<double>>;

struct MatrixSolution {
    std::vector<double> row;     // the row player's equilibrium strategy (sums to 1)
    std::vector<double> column;  // the column player's
    double value = 0;            // the row player's expected payoff at the equilibrium
};

// The equilibrium, exact to within rounding. The matrix must be non-empty and rectangular.
MatrixSolution solveZeroSum(const PayoffMatrix& payoff);

// How much more than `value` the column player's best pure answer takes from the row
// strategy `row`, and the row player's best pure answer gains against `column`: the larger of
// the two (0 at an exact equilibrium).
double exploitability(const PayoffMatrix& payoff, const std::vector<double>& row, const std::vector<double>& column);

}  // namespace tricorne::ai
