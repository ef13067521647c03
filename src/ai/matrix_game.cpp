#include "tricorne/ai/matrix_game.h"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <limits>

namespace tricorne::ai {

namespace {

// Below this a tableau entry is taken as zero: the payoffs are values in a few units.
constexpr double kEpsilon = 1e-12;

// The column player's program on a matrix made positive: maximise the sum of y under B y <= 1,
// y >= 0. Its optimum is 1/v; y v is the column strategy and the duals times v the row
// strategy. A dense tableau with Bland's rule, which never cycles on a degenerate matrix.
class Simplex {
public:
    explicit Simplex(const PayoffMatrix& positive)
        : m_rows(positive.size()), m_columns(positive.front().size()), m_width(m_columns + m_rows + 1),
          m_tableau((m_rows + 1) * m_width, 0.0), m_basis(m_rows) {
        for (std::size_t i = 0; i < m_rows; ++i) {
            for (std::size_t j = 0; j < m_columns; ++j) at(i, j) = positive[i][j];
            at(i, m_columns + i) = 1.0;
            at(i, m_width - 1) = 1.0;
            m_basis[i] = m_columns + i;
        }
        for (std::size_t j = 0; j < m_columns; ++j) at(m_rows, j) = -1.0;
    }

    void solve() {
        for (;;) {
            const std::size_t entering = enteringColumn();
            if (entering == kNone) return;
            const std::size_t leaving = leavingRow(entering);
            // The program is bounded (B > 0 and rhs 1), so a column always has a positive entry.
            assert(leaving != kNone);
            pivot(leaving, entering);
        }
    }

    double objective() const { return at(m_rows, m_width - 1); }
    std::vector<double> primal() const {
        std::vector<double> y(m_columns, 0.0);
        for (std::size_t i = 0; i < m_rows; ++i)
            if (m_basis[i] < m_columns) y[m_basis[i]] = at(i, m_width - 1);
        return y;
    }
    std::vector<double> dual() const {
        std::vector<double> x(m_rows);
        for (std::size_t i = 0; i < m_rows; ++i) x[i] = at(m_rows, m_columns + i);
        return x;
    }

private:
    static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

    double& at(std::size_t row, std::size_t column) { return m_tableau[row * m_width + column]; }
    double at(std::size_t row, std::size_t column) const { return m_tableau[row * m_width + column]; }

    // Bland: the lowest-numbered column that improves the objective.
    std::size_t enteringColumn() const {
        for (std::size_t j = 0; j + 1 < m_width; ++j)
            if (at(m_rows, j) < -kEpsilon) return j;
        return kNone;
    }

    // The ratio test; among equal ratios the lowest-numbered basic variable leaves (Bland).
    std::size_t leavingRow(std::size_t column) const {
        std::size_t best = kNone;
        double bestRatio = 0;
        for (std::size_t i = 0; i < m_rows; ++i) {
            const double a = at(i, column);
            if (a <= kEpsilon) continue;
            const double ratio = at(i, m_width - 1) / a;
            if (best == kNone || ratio < bestRatio - kEpsilon || (ratio <= bestRatio + kEpsilon && m_basis[i] < m_basis[best])) {
                best = i;
                bestRatio = ratio;
            }
        }
        return best;
    }

    void pivot(std::size_t row, std::size_t column) {
        const double p = at(row, column);
        for (std::size_t j = 0; j < m_width; ++j) at(row, j) /= p;
        for (std::size_t i = 0; i <= m_rows; ++i) {
            if (i == row) continue;
            const double f = at(i, column);
            if (f == 0.0) continue;
            for (std::size_t j = 0; j < m_width; ++j) at(i, j) -= f * at(row, j);
            at(i, column) = 0.0;
        }
        m_basis[row] = column;
    }

    std::size_t m_rows, m_columns, m_width;
    std::vector<double> m_tableau;  // m_rows constraint rows, then the objective row
    std::vector<std::size_t> m_basis;
};

// Rounding leaves tiny negatives and sums a hair off one: a strategy is clipped and rescaled.
std::vector<double> normalised(std::vector<double> p) {
    double total = 0;
    for (double& x : p) {
        x = std::max(x, 0.0);
        total += x;
    }
    for (double& x : p) x /= total;
    return p;
}

double expected(const PayoffMatrix& payoff, const std::vector<double>& row, const std::vector<double>& column) {
    double v = 0;
    for (std::size_t i = 0; i < payoff.size(); ++i)
        for (std::size_t j = 0; j < payoff[i].size(); ++j) v += row[i] * payoff[i][j] * column[j];
    return v;
}

}  // namespace

MatrixSolution solveZeroSum(const PayoffMatrix& payoff) {
    assert(!payoff.empty() && !payoff.front().empty());
    double low = payoff[0][0];
    for (const auto& r : payoff) {
        assert(r.size() == payoff.front().size());
        for (double x : r) low = std::min(low, x);
    }
    // Shifting every payoff by the same amount leaves the strategies alone and makes B >= 1.
    const double shift = 1.0 - low;
    PayoffMatrix positive = payoff;
    for (auto& r : positive)
        for (double& x : r) x += shift;
    Simplex simplex(positive);
    simplex.solve();
    MatrixSolution s;
    s.row = normalised(simplex.dual());
    s.column = normalised(simplex.primal());
    s.value = expected(payoff, s.row, s.column);
    return s;
}

double exploitability(const PayoffMatrix& payoff, const std::vector<double>& row, const std::vector<double>& column) {
    const double value = expected(payoff, row, column);
    double rowBest = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < payoff.size(); ++i) {
        double v = 0;
        for (std::size_t j = 0; j < column.size(); ++j) v += payoff[i][j] * column[j];
        rowBest = std::max(rowBest, v);
    }
    double columnBest = std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < column.size(); ++j) {
        double v = 0;
        for (std::size_t i = 0; i < payoff.size(); ++i) v += row[i] * payoff[i][j];
        columnBest = std::min(columnBest, v);
    }
    return std::max({rowBest - value, value - columnBest, 0.0});
}

}  // namespace tricorne::ai
