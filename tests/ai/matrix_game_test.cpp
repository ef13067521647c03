// The zero-sum matrix games the bot solves for its secret choices (12.61): known equilibria,
// the awkward shapes (saddle points, dominated and degenerate rows, one row), and random
// matrices whose solution no pure answer can exploit.
#include <gtest/gtest.h>

#include <cstdint>

#include "tricorne/ai/matrix_game.h"

using namespace tricorne::ai;

namespace {
constexpr double kTight = 1e-9;

void expectEquilibrium(const PayoffMatrix& payoff, const MatrixSolution& s) {
    ASSERT_EQ(s.row.size(), payoff.size());
    ASSERT_EQ(s.column.size(), payoff.front().size());
    double rowSum = 0, columnSum = 0;
    for (double p : s.row) {
        EXPECT_GE(p, 0.0);
        rowSum += p;
    }
    for (double p : s.column) {
        EXPECT_GE(p, 0.0);
        columnSum += p;
    }
    EXPECT_NEAR(rowSum, 1.0, kTight);
    EXPECT_NEAR(columnSum, 1.0, kTight);
    EXPECT_LT(exploitability(payoff, s.row, s.column), kTight);
}

// A portable generator of its own, so the random matrices are the same everywhere.
double nextUniform(std::uint64_t& state) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<double>(state >> 11) / static_cast<double>(1ULL << 53);
}
}  // namespace

TEST(MatrixGame, MatchingPenniesIsHalfAndHalf) {
    const PayoffMatrix payoff{{1, -1}, {-1, 1}};
    const MatrixSolution s = solveZeroSum(payoff);
    expectEquilibrium(payoff, s);
    EXPECT_NEAR(s.row[0], 0.5, kTight);
    EXPECT_NEAR(s.column[0], 0.5, kTight);
    EXPECT_NEAR(s.value, 0.0, kTight);
}

TEST(MatrixGame, RockPaperScissorsIsAThirdEach) {
    const PayoffMatrix payoff{{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}};
    const MatrixSolution s = solveZeroSum(payoff);
    expectEquilibrium(payoff, s);
    for (int i = 0; i < 3; ++i) {
        EXPECT_NEAR(s.row[static_cast<std::size_t>(i)], 1.0 / 3, kTight);
        EXPECT_NEAR(s.column[static_cast<std::size_t>(i)], 1.0 / 3, kTight);
    }
    EXPECT_NEAR(s.value, 0.0, kTight);
}

TEST(MatrixGame, ASaddlePointIsPlayedPure) {
    // Row 1 column 0 (value 3) is the largest of its column and the smallest of its row.
    const PayoffMatrix payoff{{1, 5, 2}, {3, 4, 6}, {0, 7, 1}};
    const MatrixSolution s = solveZeroSum(payoff);
    expectEquilibrium(payoff, s);
    EXPECT_NEAR(s.row[1], 1.0, kTight);
    EXPECT_NEAR(s.column[0], 1.0, kTight);
    EXPECT_NEAR(s.value, 3.0, kTight);
}

TEST(MatrixGame, ADominatedRowIsNeverPlayed) {
    // Row 2 is worse than row 0 against every column; the rest is matching pennies shifted.
    const PayoffMatrix payoff{{2, 0}, {0, 2}, {1, -1}};
    const MatrixSolution s = solveZeroSum(payoff);
    expectEquilibrium(payoff, s);
    EXPECT_NEAR(s.row[2], 0.0, kTight);
    EXPECT_NEAR(s.value, 1.0, kTight);
}

TEST(MatrixGame, ADegenerateGameWithEqualRowsAndColumns) {
    // Repeated rows and columns and a constant block: many equilibria, one value.
    const PayoffMatrix payoff{{1, 1, -1, 0}, {1, 1, -1, 0}, {-1, -1, 1, 0}, {0, 0, 0, 0}};
    const MatrixSolution s = solveZeroSum(payoff);
    expectEquilibrium(payoff, s);
    EXPECT_NEAR(s.value, 0.0, kTight);
}

TEST(MatrixGame, AConstantGameIsWorthItsConstant) {
    const PayoffMatrix payoff{{-0.25, -0.25}, {-0.25, -0.25}};
    const MatrixSolution s = solveZeroSum(payoff);
    expectEquilibrium(payoff, s);
    EXPECT_NEAR(s.value, -0.25, kTight);
}

TEST(MatrixGame, OneByOneAndOneRow) {
    const PayoffMatrix single{{0.7}};
    const MatrixSolution one = solveZeroSum(single);
    expectEquilibrium(single, one);
    EXPECT_NEAR(one.value, 0.7, kTight);
    // One row: the column player takes the smallest payoff.
    const PayoffMatrix row{{0.4, -0.3, 0.9, -0.1}};
    const MatrixSolution r = solveZeroSum(row);
    expectEquilibrium(row, r);
    EXPECT_NEAR(r.column[1], 1.0, kTight);
    EXPECT_NEAR(r.value, -0.3, kTight);
    // One column: the row player takes the largest.
    const PayoffMatrix column{{0.4}, {-0.3}, {0.9}};
    const MatrixSolution c = solveZeroSum(column);
    expectEquilibrium(column, c);
    EXPECT_NEAR(c.row[2], 1.0, kTight);
    EXPECT_NEAR(c.value, 0.9, kTight);
}

TEST(MatrixGame, ExploitabilityMeasuresTheBestPureAnswer) {
    const PayoffMatrix payoff{{1, -1}, {-1, 1}};
    // Always heads: the column player answers tails and takes 1 more than the pair's 0.
    EXPECT_NEAR(exploitability(payoff, {1, 0}, {0.5, 0.5}), 1.0, kTight);
    EXPECT_NEAR(exploitability(payoff, {0.5, 0.5}, {0.5, 0.5}), 0.0, kTight);
}

TEST(MatrixGame, RandomMatricesAreSolvedExactly) {
    std::uint64_t seed = 19;
    for (int game = 0; game < 500; ++game) {
        const auto rows = 1 + static_cast<std::size_t>(nextUniform(seed) * 8);
        const auto columns = 1 + static_cast<std::size_t>(nextUniform(seed) * 8);
        // Half the games on a coarse grid of payoffs, where ties and degeneracy are common.
        const bool coarse = game % 2 == 0;
        PayoffMatrix payoff(rows, std::vector<double>(columns));
        for (auto& r : payoff)
            for (double& x : r) x = coarse ? static_cast<double>(static_cast<int>(nextUniform(seed) * 5) - 2) / 2 : 2 * nextUniform(seed) - 1;
        const MatrixSolution s = solveZeroSum(payoff);
        expectEquilibrium(payoff, s);
        if (HasFailure()) {
            ADD_FAILURE() << "game " << game;
            return;
        }
    }
}
