// The command line every game shares: tricorne [--data DIR] [--scenario ID | GAME.tricorne | --replay GAME.tricorne [--at N]]
//                            [--hotseat] [--screenshot FILE.png [--size WxH] [--zoom Z] [--window]] [--bench],
// with the game's own options among them.
#pragma once

#include <QCommandLineOption>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QCommandLineParser;

namespace tricorne::app {

struct ScreenshotOptions {
    QString file;
    QSize size{1600, 1200};
    std::optional<double> zoom;
    bool window = false;  // the whole window (board, panels and all), not the board alone
};

struct CommandLine {
    QString dataDir;  // empty: the data folder found beside the program
    QString gameId;   // the game a new game is of (--game); empty: the first of the catalogue
    QString scenarioId = QStringLiteral("campaign");
    bool scenarioGiven = false;
    QString gameFile;  // a saved game to open instead of a new scenario
    QString replayFile;  // a saved game to replay action by action
    int replayAt = 0;    // the replay's position: how many actions are shown played
    bool hotseat = false;  // two players share the screen: it is covered before each secret choice
    std::optional<ScreenshotOptions> screenshot;
    bool bench = false;       // print the application's speed figures and exit
    bool benchStart = false;  // the cold start --bench times: show the first game, say "ready", exit
};

struct CommandLineResult {
    std::optional<CommandLine> options;  // absent: exit with `exitCode` after printing `message`
    QString message;
    int exitCode = 0;
};

// An option of a game's own.
struct GameOption {
    QCommandLineOption option;
    QString after;  // the shared option it follows in --help
    bool framesScreenshot = false;  // like --size and --zoom, it needs --screenshot
};

// A game's own options: listed among those every game shares, read once the line is parsed.
class GameOptions {
public:
    virtual ~GameOptions() = default;
    virtual std::vector<GameOption> options() const = 0;
    // Reads the game's options once the shared ones are read; the message naming the first
    // one wrong, or empty when all are right.
    virtual QString read(const QCommandLineParser& parser, const CommandLine& shared) = 0;
    // What a shared option means in this game's words, for --help; empty keeps the shared text.
    virtual QString describe(const QString& sharedOption) const = 0;
};

// Parses the arguments (the program name first); reports what is wrong with bad ones.
// `description` heads --help.
CommandLineResult parseCommandLine(const QStringList& arguments, const QString& description, GameOptions& game);

// True when the arguments ask for a screenshot or the benchmarks, drawn offscreen (checked
// before the application starts).
bool wantsOffscreen(int argc, char** argv);

}  // namespace tricorne::app
