// The series' own options on the command line: a screenshot's centre hex, a unit or hex
// selected, a line of sight traced, a page of the Charts window open.
// selected, a line of sight traced, a rule's entry opened, the log filtered.
#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <vector>

#include "command_line.h"
#include "game_controller.h"
#include "tricorne/series/hex.h"

namespace tricorne::app {

class SeriesOptions : public GameOptions {
public:
    std::vector<GameOption> options() const override;
    QString read(const QCommandLineParser& parser, const CommandLine& shared) override;
    QString describe(const QString& sharedOption) const override;

    std::optional<core::HexId> centre;
    QString select;  // a unit of the saved game picked up, its moves shown, or a hex and its stack
    std::optional<std::pair<core::HexId, core::HexId>> sight;  // 11.4: a line of sight traced, as Shift-drag does
    std::vector<core::HexId> route;  // 9.2: the waypoints of the unit picked up, then the hex the pointer rests on
    QString chart;  // a page of the Charts window docked beside the map ("decision": the one F1 opens)
    std::optional<QString> rule;  // a rule's entry opened, as a click on its number does (empty: the index)
    std::vector<LogKind> logKinds;  // the kinds of entry the log shows, the rest filtered out (empty: all)
    ComputerPlayers computer;  // the sides the computer plays (--computer british:normal)
    bool thinking = false;     // a screenshot taken while the computer thinks on its decision
    bool hint = false;         // a screenshot of "What would the computer do?" for the person's decision
};

}  // namespace tricorne::app
