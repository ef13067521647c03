// The victory box of the Tracks panel: the victory the end of the game would give now, as the
// core's end-of-game victory decides it (5.D), the scenario's objectives, and the VP ledger.
#pragma once

#include <QWidget>

#include <vector>

#include "vp_ledger.h"

class QLabel;

namespace tricorne::app {

class VictoryBox : public QWidget {
    Q_OBJECT
public:
    explicit VictoryBox(QWidget* parent = nullptr);

    // A position, and the log of the game that led to it for its ledger (none: no ledger).
    void showPosition(const core::GameState* state, const std::vector<LogEntry>* log);

    // "British Marginal Victory", the words of the line "If the game ended now".
    QString levelText() const { return m_levelText; }
    const std::vector<VpLedgerLine>& ledger() const { return m_ledger; }
    QString text() const;

private:
    QLabel* m_now = nullptr;
    QLabel* m_objectives = nullptr;
    QLabel* m_ledgerLabel = nullptr;
    QString m_levelText;
    std::vector<VpLedgerLine> m_ledger;
};

}  // namespace tricorne::app
