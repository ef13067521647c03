// The game told again at its end: a chart of both Army Morale tracks (16) and both sides'
// victory points turn by turn, the VP ledger, each side's losses, and a replay from any turn.
#pragma once

#include <QWidget>

#include <array>
#include <cstddef>
#include <vector>

#include "vp_ledger.h"
#include "tricorne/series/game/replay.h"

class QChart;
class QLabel;
class QLineSeries;
class QPushButton;
class QSpinBox;

namespace tricorne::app {

// A turn as the tracks stood at its end (or when the game ended, for its last turn).
struct TurnPoint {
    int turn = 0;
    std::array<int, 2> armyMorale{0, 0};
    std::array<int, 2> vpHalves{0, 0};
    std::size_t firstPosition = 0;  // the replay's position before the turn's first action
};

// One point a turn played, from the replay's positions.
std::vector<TurnPoint> turnPoints(const core::Replay& replay);

class EndOfGameHistory : public QWidget {
    Q_OBJECT
public:
    // `replay` is the finished game's whole record; `log` its log.
    EndOfGameHistory(const core::Replay& replay, const std::vector<LogEntry>& log, QWidget* parent = nullptr);

    const std::vector<TurnPoint>& points() const { return m_points; }
    const std::vector<VpLedgerLine>& ledger() const { return m_ledger; }
    QLineSeries* moraleSeries(core::Side side) const { return m_morale[static_cast<std::size_t>(side)]; }
    QLineSeries* vpSeries(core::Side side) const { return m_vp[static_cast<std::size_t>(side)]; }
    QChart* chart() const { return m_chart; }
    QString ledgerText() const;
    QString lossesText() const;
    QSpinBox* replayTurn() const { return m_turn; }
    QPushButton* replayFromButton() const { return m_replayFrom; }

signals:
    // The replay asked for, at the position before the chosen turn's first action.
    void replayFromRequested(std::size_t position);

private:
    QWidget* chartView();
    QString losses(const core::GameState& state) const;

    std::vector<TurnPoint> m_points;
    std::vector<VpLedgerLine> m_ledger;
    std::array<QLineSeries*, 2> m_morale{};
    std::array<QLineSeries*, 2> m_vp{};
    QChart* m_chart = nullptr;
    QLabel* m_ledgerLabel = nullptr;
    QLabel* m_losses = nullptr;
    QSpinBox* m_turn = nullptr;
    QPushButton* m_replayFrom = nullptr;
    int m_armyMoraleMax = 0;
};

}  // namespace tricorne::app
