#include "command_line.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cstring>

namespace tricorne::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("CommandLine", text); }

constexpr int kMaxSide = 16384;
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 20.0;

CommandLineResult failure(const QString& message) { return {std::nullopt, message, 2}; }

std::optional<QSize> parseSize(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})[xX](\\d{1,5})$"));
    const auto m = pattern.match(text);
    if (!m.hasMatch()) return std::nullopt;
    const int w = m.captured(1).toInt(), h = m.captured(2).toInt();
    if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide) return std::nullopt;
    return QSize(w, h);
}

// "--size, --zoom and --window": the options named, as a sentence lists them.
QString listed(const QStringList& names) {
    if (names.size() < 2) return names.join(QString());
    return tr("%1 and %2").arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}
}  // namespace

CommandLineResult parseCommandLine(const QStringList& arguments, const QString& description, GameOptions& game) {
    QCommandLineParser parser;
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption data(QStringLiteral("data"), tr("Read the game data from DIR."), tr("DIR"));
    const QCommandLineOption scenario(QStringLiteral("scenario"), tr("Open the scenario ID (default: campaign)."), tr("ID"));
    const QCommandLineOption gameId(QStringLiteral("game"), tr("Play the game ID: block for the block game; the series game by default."), tr("ID"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"), tr("Render the map to FILE.png (or FILE.jpg, a JPEG) and exit."), tr("FILE.png"));
    const QCommandLineOption size(QStringLiteral("size"), tr("Screenshot size in pixels (default 1600x1200)."), tr("WxH"));
    const auto text = [&](const QString& option, const char* shared) {
        const QString own = game.describe(option);
        return own.isEmpty() ? tr(shared) : own;
    };
    const QCommandLineOption zoom(QStringLiteral("zoom"), text(QStringLiteral("zoom"), "Screenshot zoom (default: fit)."), tr("Z"));
    const QCommandLineOption window(QStringLiteral("window"), tr("Screenshot of the whole window, panels and all, not the map alone."));
    const QCommandLineOption hotseat(QStringLiteral("hotseat"),
                                     text(QStringLiteral("hotseat"), "Two players share the screen: it is covered before each secret choice. "
                                                                     "A saved game is otherwise played as it was saved."));
    const QCommandLineOption replay(QStringLiteral("replay"), tr("Replay a saved game action by action, from its set-up."),
                                    tr("GAME.tricorne"));
    const QCommandLineOption at(QStringLiteral("at"), tr("With --replay: start at the position after N actions."), tr("N"));
    const QCommandLineOption bench(QStringLiteral("bench"), tr("Print the application's speed and memory figures, offscreen, and exit."));
    QCommandLineOption benchStart(QStringLiteral("bench-start"));
    benchStart.setFlags(QCommandLineOption::HiddenFromHelp);
    // The game's options go among the shared ones, each after the one it names.
    std::vector<GameOption> options{{data, {}}, {gameId, {}}, {scenario, {}},         {screenshot, {}},     {size, {}, true},
                                    {zoom, {}, true}, {window, {}, true}, {hotseat, {}},      {replay, {}},
                                    {at, {}},         {bench, {}},        {benchStart, {}}};
    for (const GameOption& own : game.options()) {
        const auto after = std::find_if(options.begin(), options.end(), [&](const GameOption& o) { return o.option.names().contains(own.after); });
        options.insert(after == options.end() ? after : after + 1, own);
    }
    QStringList framing;
    for (const GameOption& o : options) {
        parser.addOption(o.option);
        if (o.framesScreenshot) framing << QStringLiteral("--") + o.option.names().first();
    }
    parser.addPositionalArgument(tr("GAME"), tr("A saved game (.tricorne) to open."), tr("[GAME.tricorne]"));
    if (!parser.parse(arguments)) return failure(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) return {std::nullopt, parser.helpText(), 0};
    if (parser.isSet(QStringLiteral("version")))
        return {std::nullopt, QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion(), 0};
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) return failure(tr("unexpected argument \"%1\"").arg(positional.at(1)));

    CommandLine cl;
    cl.hotseat = parser.isSet(hotseat);
    cl.bench = parser.isSet(bench);
    cl.benchStart = parser.isSet(benchStart);
    if (parser.isSet(data)) cl.dataDir = parser.value(data);
    if (parser.isSet(gameId)) cl.gameId = parser.value(gameId);
    if (parser.isSet(scenario)) {
        cl.scenarioId = parser.value(scenario);
        cl.scenarioGiven = true;
    }
    if (!positional.isEmpty()) {
        if (cl.scenarioGiven) return failure(tr("--scenario and a saved game \"%1\" cannot go together").arg(positional.first()));
        cl.gameFile = positional.first();
    }
    if (parser.isSet(replay)) {
        if (cl.scenarioGiven || !cl.gameFile.isEmpty()) return failure(tr("--replay opens a game of its own: no --scenario or GAME with it"));
        cl.replayFile = parser.value(replay);
    }
    if (parser.isSet(at)) {
        bool ok = false;
        cl.replayAt = parser.value(at).toInt(&ok);
        if (cl.replayFile.isEmpty()) return failure(tr("--at needs --replay"));
        if (!ok || cl.replayAt < 0) return failure(tr("--at \"%1\" is not a number of actions").arg(parser.value(at)));
    }
    if (!parser.isSet(screenshot)) {
        if (std::any_of(framing.begin(), framing.end(), [&](const QString& o) { return parser.isSet(o.mid(2)); }))
            return failure(tr("%1 need --screenshot").arg(listed(framing)));
    } else {
        ScreenshotOptions shot;
        shot.file = parser.value(screenshot);
        if (shot.file.isEmpty()) return failure(tr("--screenshot needs a file name"));
        if (parser.isSet(size)) {
            const auto s = parseSize(parser.value(size));
            if (!s) return failure(tr("--size \"%1\" is not WxH with each side from 1 to %2").arg(parser.value(size)).arg(kMaxSide));
            shot.size = *s;
        }
        if (parser.isSet(zoom)) {
            bool ok = false;
            const double z = parser.value(zoom).toDouble(&ok);
            if (!ok || z < kMinZoom || z > kMaxZoom)
                return failure(tr("--zoom \"%1\" is not a number from %2 to %3").arg(parser.value(zoom)).arg(kMinZoom).arg(kMaxZoom));
            shot.zoom = z;
        }
        shot.window = parser.isSet(window);
        if (shot.window && cl.gameFile.isEmpty() && cl.replayFile.isEmpty() && !cl.scenarioGiven)
            return failure(tr("--window needs a saved game, --scenario or --replay"));
        cl.screenshot = shot;
    }
    if (const QString wrong = game.read(parser, cl); !wrong.isEmpty()) return failure(wrong);
    return {cl, {}, 0};
}

bool wantsOffscreen(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--screenshot") == 0 || std::strncmp(argv[i], "--screenshot=", 13) == 0 ||
            std::strcmp(argv[i], "--bench") == 0 || std::strcmp(argv[i], "--bench-start") == 0)
            return true;
    return false;
}

}  // namespace tricorne::app
