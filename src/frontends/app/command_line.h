// The command line: tricorne [--data DIR] [--scenario ID | GAME.tricorne | --replay GAME.tricorne [--at N]] [--hotseat]
//                            [--screenshot FILE.png [--size WxH] [--center HEX --zoom Z] [--select UNIT] [--sight HEX-HEX] [--window]]
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

#include "tricorne/series/hex.h"

namespace tricorne::app {

struct ScreenshotOptions {
    QString file;
    QSize size{1600, 1200};
    std::optional<core::HexId> centre;
    std::optional<double> zoom;
    QString select;       // a unit of the saved game picked up, its moves shown
    std::optional<std::pair<core::HexId, core::HexId>> sight;  // 11.4: a line of sight traced, as Shift-drag does
    bool window = false;  // the whole window (map, sequence bar, panels), not the map alone
};

struct CommandLine {
    QString dataDir;  // empty: core::defaultDataDir()
    QString scenarioId = QStringLiteral("campaign");
    bool scenarioGiven = false;
    QString gameFile;  // a saved game to open instead of a new scenario
    QString replayFile;  // a saved game to replay action by action
    int replayAt = 0;    // the replay's position: how many actions are shown played
    bool hotseat = false;  // two players share the screen: it is covered before each secret choice
    std::optional<ScreenshotOptions> screenshot;
    bool bench = false;       // print the application's speed figures and exit
    bool benchStart = false;  // the cold start --bench times: show the Campaign, say "ready", exit
};

struct CommandLineResult {
    std::optional<CommandLine> options;  // absent: exit with `exitCode` after printing `message`
    QString message;
    int exitCode = 0;
};

// Parses the arguments (the program name first); reports what is wrong with bad ones.
CommandLineResult parseCommandLine(const QStringList& arguments);

// True when the arguments ask for a screenshot or the benchmarks, drawn offscreen (checked
// before the application starts).
bool wantsOffscreen(int argc, char** argv);

}  // namespace tricorne::app
