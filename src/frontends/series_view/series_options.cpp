#include "series_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

#include "chart_pages.h"
#include "event_log.h"

namespace tricorne::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("CommandLine", text); }

const QString kCentre = QStringLiteral("center");
const QString kSelect = QStringLiteral("select");
const QString kSight = QStringLiteral("sight");
const QString kRoute = QStringLiteral("route");
const QString kChart = QStringLiteral("chart");
QStringList pageNames() {
    QStringList names;
    for (const auto& entry : charts::all()) names << charts::id(entry.chart);
    return names;
}
const QString kRule = QStringLiteral("rule");
const QString kLog = QStringLiteral("log");
const QString kComputer = QStringLiteral("computer");
const QString kThinking = QStringLiteral("thinking");
const QString kHint = QStringLiteral("hint");
}  // namespace

std::vector<GameOption> SeriesOptions::options() const {
    return {
        {QCommandLineOption({kCentre, QStringLiteral("centre")}, tr("Centre the screenshot on hex XXYY."), tr("HEX")),
         QStringLiteral("size"), true},
        {QCommandLineOption(kSelect, tr("Screenshot of a game or a scenario's start: pick up UNIT and show where it may move, or select hex XXYY and list its stack."),
                            tr("UNIT|HEX")),
         QStringLiteral("zoom")},
        {QCommandLineOption(kSight, tr("Screenshot of a game or a scenario's start: trace the line of sight FROM-TO (11.4), as Shift and drag does."),
                            tr("HEX-HEX")),
         kSelect},
        {QCommandLineOption(kRoute, tr("Screenshot with --select UNIT: Ctrl+click each hex but the last as a waypoint (9.2), and point at the last."),
                            tr("HEX,HEX,...")),
         kSight},
        {QCommandLineOption(kChart, tr("Screenshot of a saved game's window: the Charts window docked beside the map at PAGE (%1), "
                                       "or \"decision\" for the page F1 opens.").arg(pageNames().join(QStringLiteral(", "))),
                            tr("PAGE")),
         kRoute},
        {QCommandLineOption(kRule, tr("Screenshot of a saved game: open the entry of rule SECTION (\"index\": every section), as a click on a rule number does."),
                            tr("SECTION")),
         kChart},
        {QCommandLineOption(kLog, tr("Screenshot of a saved game: the log shows only KINDS (comma-separated: dice, movement, combat, morale, other) and takes its column."),
                            tr("KINDS")),
         kRule},
        {QCommandLineOption(kComputer, tr("The computer plays SIDE (american or british) at LEVEL (easy, normal or hard); "
                                          "given twice, it plays both sides and the game can be watched."),
                            tr("SIDE:LEVEL")),
         kLog},
        {QCommandLineOption(kThinking, tr("Screenshot with --computer and --window: taken while the computer thinks on its decision.")),
         kComputer},
        {QCommandLineOption(kHint, tr("Screenshot with --window: \"What would the computer do?\" answered for the person's decision.")),
         kThinking},
    };
}

QString SeriesOptions::describe(const QString& sharedOption) const {
    if (sharedOption == QStringLiteral("zoom")) return tr("Screenshot zoom; 1 draws a hex 100 pixels across (default: fit).");
    // 12.61, E7.5.1: the secret choices the curtain hides.
    if (sharedOption == QStringLiteral("hotseat"))
        return tr("Two players share the screen: it is covered before each secret choice (12.61, E7.5.1). "
                  "A saved game is otherwise played as it was saved.");
    return {};
}

QString SeriesOptions::read(const QCommandLineParser& parser, const CommandLine& shared) {
    if (parser.isSet(kSelect) && !shared.replayFile.isEmpty()) return tr("--select cannot go with --replay: nothing is played in a replay");
    // A position to play: a saved game's, or a scenario's start.
    const bool position = !shared.gameFile.isEmpty() || shared.scenarioGiven;
    if (parser.isSet(kSelect) && (!position || !shared.screenshot)) return tr("--select needs --screenshot and a saved game or --scenario");
    if (parser.isSet(kSight) && (!position || !shared.screenshot)) return tr("--sight needs --screenshot and a saved game or --scenario");
    if (parser.isSet(kChart)) {
        if (shared.gameFile.isEmpty() || !shared.screenshot || !shared.screenshot->window) return tr("--chart needs a saved game, --screenshot and --window");
        chart = parser.value(kChart);
        if (chart != QStringLiteral("decision") && !charts::fromId(chart))
            return tr("--chart \"%1\" is not a page of the Charts window (%2, decision)").arg(chart, pageNames().join(QStringLiteral(", ")));
    }
    if ((parser.isSet(kRule) || parser.isSet(kLog)) && (shared.gameFile.isEmpty() || !shared.screenshot))
        return tr("--rule and --log need a saved game and --screenshot");
    if (parser.isSet(kRule)) rule = parser.value(kRule) == QStringLiteral("index") ? QString() : parser.value(kRule);
    for (const QString& name : parser.value(kLog).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto kind = std::find_if(EventLog::kKinds.begin(), EventLog::kKinds.end(),
                                       [&](LogKind k) { return EventLog::kindName(k).compare(name.trimmed(), Qt::CaseInsensitive) == 0; });
        if (kind == EventLog::kKinds.end()) return tr("--log \"%1\": the kinds are dice, movement, combat, morale and other").arg(name);
        logKinds.push_back(*kind);
    }
    for (const QString& value : parser.values(kComputer)) {
        const QStringList parts = value.split(QLatin1Char(':'));
        const QString side = parts.value(0).toLower();
        const auto level = parts.size() == 2 ? ai::levelNamed(parts[1].toLower().toStdString()) : std::nullopt;
        if ((side != QStringLiteral("american") && side != QStringLiteral("british")) || !level)
            return tr("--computer \"%1\" is not SIDE:LEVEL, as british:normal (american or british; easy, normal or hard)").arg(value);
        ai::BotSpec spec;
        spec.level = *level;
        computer.set(side == QStringLiteral("american") ? core::Player::American : core::Player::British, spec);
    }
    thinking = parser.isSet(kThinking);
    hint = parser.isSet(kHint);
    if (thinking && (!computer.any() || !shared.screenshot || !shared.screenshot->window)) return tr("--thinking needs --computer, --screenshot and --window");
    if (hint && (!position || !shared.screenshot || !shared.screenshot->window)) return tr("--hint needs a saved game or --scenario, --screenshot and --window");
    if (parser.isSet(kCentre)) {
        centre = core::HexId::parse(parser.value(kCentre).toStdString());
        if (!centre) return tr("--center \"%1\" is not a hex number XXYY").arg(parser.value(kCentre));
    }
    select = parser.value(kSelect);
    if (parser.isSet(kRoute)) {
        if (select.isEmpty()) return tr("--route needs --select UNIT");
        for (const QString& h : parser.value(kRoute).split(QLatin1Char(','))) {
            const auto hex = core::HexId::parse(h.toStdString());
            if (!hex) return tr("--route \"%1\" is not hex numbers XXYY separated by commas").arg(parser.value(kRoute));
            route.push_back(*hex);
        }
    }
    if (parser.isSet(kSight)) {
        const QStringList ends = parser.value(kSight).split(QLatin1Char('-'));
        const auto from = ends.size() == 2 ? core::HexId::parse(ends[0].toStdString()) : std::nullopt;
        const auto to = ends.size() == 2 ? core::HexId::parse(ends[1].toStdString()) : std::nullopt;
        if (!from || !to) return tr("--sight \"%1\" is not two hex numbers FROM-TO, as 0912-0914").arg(parser.value(kSight));
        sight = std::pair{*from, *to};
    }
    return {};
}

}  // namespace tricorne::app
