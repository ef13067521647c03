// The VP ledger: each victory point gained, with its turn, its side, its cause and the rule
// that gave it, as the game's log records the core's events (4, and the scenario's victory
// sections); and the victory the end of the game would give now.
#pragma once

#include <QString>

#include <vector>

#include "game_controller.h"
#include "tricorne/series/rules/victory.h"

namespace tricorne::app {

struct VpLedgerLine {
    int action = 0;  // the action in the record whose event gave the points
    int turn = 0;
    core::Side side = core::Side::American;
    int halves = 0;
    QString rule;
    QString cause;
};

// Every VP the log records, in the order gained.
std::vector<VpLedgerLine> vpLedger(const std::vector<LogEntry>& log);
// Victory points, kept in halves: "3½".
QString vpText(int halves);
// "American Marginal Victory", or that no side would win.
QString victoryTitle(const core::Outcome& outcome);
// The ledger as a rich-text table, a row each VP; `empty` when there is none.
QString vpLedgerHtml(const std::vector<VpLedgerLine>& ledger, const QString& empty);

}  // namespace tricorne::app
