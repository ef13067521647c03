#include "series_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

#include "event_log.h"

namespace tricorne::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("CommandLine", text); }

const QString kCentre = QStringLiteral("center");
const QString kSelect = QStringLiteral("select");
const QString kSight = QStringLiteral("sight");
const QString kRule = QStringLiteral("rule");
const QString kLog = QStringLiteral("log");
}  // namespace

std::vector<GameOption> SeriesOptions::options() const {
    return {
        {QCommandLineOption({kCentre, QStringLiteral("centre")}, tr("Centre the screenshot on hex XXYY."), tr("HEX")),
         QStringLiteral("size"), true},
        {QCommandLineOption(kSelect, tr("Screenshot of a saved game: pick up UNIT and show where it may move, or select hex XXYY and list its stack."),
                            tr("UNIT|HEX")),
         QStringLiteral("zoom")},
        {QCommandLineOption(kSight, tr("Screenshot of a saved game: trace the line of sight FROM-TO (11.4), as Shift and drag does."),
                            tr("HEX-HEX")),
         kSelect},
        {QCommandLineOption(kRule, tr("Screenshot of a saved game: open the entry of rule SECTION (\"index\": every section), as a click on a rule number does."),
                            tr("SECTION")),
         kSight},
        {QCommandLineOption(kLog, tr("Screenshot of a saved game: the log shows only KINDS (comma-separated: dice, movement, combat, morale, other) and takes its column."),
                            tr("KINDS")),
         kRule},
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
    if (parser.isSet(kSelect) && (shared.gameFile.isEmpty() || !shared.screenshot)) return tr("--select needs a saved game and --screenshot");
    if (parser.isSet(kSight) && (shared.gameFile.isEmpty() || !shared.screenshot)) return tr("--sight needs a saved game and --screenshot");
    if ((parser.isSet(kRule) || parser.isSet(kLog)) && (shared.gameFile.isEmpty() || !shared.screenshot))
        return tr("--rule and --log need a saved game and --screenshot");
    if (parser.isSet(kRule)) rule = parser.value(kRule) == QStringLiteral("index") ? QString() : parser.value(kRule);
    for (const QString& name : parser.value(kLog).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto kind = std::find_if(EventLog::kKinds.begin(), EventLog::kKinds.end(),
                                       [&](LogKind k) { return EventLog::kindName(k).compare(name.trimmed(), Qt::CaseInsensitive) == 0; });
        if (kind == EventLog::kKinds.end()) return tr("--log \"%1\": the kinds are dice, movement, combat, morale and other").arg(name);
        logKinds.push_back(*kind);
    }
    if (parser.isSet(kCentre)) {
        centre = core::HexId::parse(parser.value(kCentre).toStdString());
        if (!centre) return tr("--center \"%1\" is not a hex number XXYY").arg(parser.value(kCentre));
    }
    select = parser.value(kSelect);
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
