#include "settings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace tricorne::app::settings {

namespace {
const QString kOnStart = QStringLiteral("preferences/onStart");
const QString kHotseat = QStringLiteral("preferences/hotseat");
const QString kUndoAny = QStringLiteral("preferences/undoPastDice");
const QString kWarnEndPhase = QStringLiteral("preferences/warnEndPhase");
const QString kAnimateMoves = QStringLiteral("preferences/animateMoves");
const QString kSounds = QStringLiteral("preferences/sounds");
const QString kAmericanPlayer = QStringLiteral("preferences/americanPlayer");
const QString kBritishPlayer = QStringLiteral("preferences/britishPlayer");
const QString kComputerDelay = QStringLiteral("preferences/computerDelayMs");
const QString kRecent = QStringLiteral("recentGames");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kRunning = QStringLiteral("session/running");

QSettings open() { return QSettings(filePath(), QSettings::IniFormat); }
}  // namespace

QString filePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)).filePath(QStringLiteral("tricorne.conf"));
}

Preferences Preferences::load() {
    const QSettings s = open();
    Preferences p;
    p.onStart = s.value(kOnStart).toString() == QLatin1String("continue") ? OnStart::ContinueLastGame : OnStart::NewCampaign;
    p.hotseat = s.value(kHotseat, false).toBool();
    p.undoAny = s.value(kUndoAny, false).toBool();
    p.warnEndPhase = s.value(kWarnEndPhase, true).toBool();
    p.animateMoves = s.value(kAnimateMoves, true).toBool();
    p.sounds = s.value(kSounds, false).toBool();
    p.americanPlayer = s.value(kAmericanPlayer, p.americanPlayer).toString();
    p.britishPlayer = s.value(kBritishPlayer, p.britishPlayer).toString();
    p.computerDelayMs = s.value(kComputerDelay, p.computerDelayMs).toInt();
    return p;
}

void Preferences::save() const {
    QSettings s = open();
    s.setValue(kOnStart, onStart == OnStart::ContinueLastGame ? QStringLiteral("continue") : QStringLiteral("campaign"));
    s.setValue(kHotseat, hotseat);
    s.setValue(kUndoAny, undoAny);
    s.setValue(kWarnEndPhase, warnEndPhase);
    s.setValue(kAnimateMoves, animateMoves);
    s.setValue(kSounds, sounds);
    s.setValue(kAmericanPlayer, americanPlayer);
    s.setValue(kBritishPlayer, britishPlayer);
    s.setValue(kComputerDelay, computerDelayMs);
}

QStringList recentGames() {
    QStringList out;
    for (const QString& path : open().value(kRecent).toStringList())
        if (QFileInfo(path).isFile() && !out.contains(path)) out << path;
    return out.mid(0, kRecentGames);
}

void addRecentGame(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentGames();
    list.removeAll(absolute);
    list.prepend(absolute);
    open().setValue(kRecent, list.mid(0, kRecentGames));
}

void clearRecentGames() { open().remove(kRecent); }

QByteArray windowGeometry() { return open().value(kGeometry).toByteArray(); }
QByteArray windowState() { return open().value(kState).toByteArray(); }

void saveWindow(const QByteArray& geometry, const QByteArray& state) {
    QSettings s = open();
    s.setValue(kGeometry, geometry);
    s.setValue(kState, state);
}

bool lastSessionEndedUncleanly() { return open().value(kRunning, false).toBool(); }

void markSessionRunning(bool running) {
    QSettings s = open();
    s.setValue(kRunning, running);
    s.sync();
}

}  // namespace tricorne::app::settings
