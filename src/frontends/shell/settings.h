// What Tricorne remembers between sessions (QSettings, an INI file in the application's
// configuration folder): the preferences, the recent games, the window's size and panels,
// and whether the last session ended cleanly.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace tricorne::app::settings {

// What `tricorne` shows when started without a game file.
enum class OnStart { NewCampaign, ContinueLastGame };

struct Preferences {
    OnStart onStart = OnStart::NewCampaign;
    bool hotseat = false;     // New games are for two players at one screen (12.61's curtain)
    bool undoAny = false;     // New games let Undo reach past die rolls (both players agreeing)
    bool warnEndPhase = true;  // Ending a phase that costs something asks first
    bool animateMoves = true; // Pieces slide along the path they moved on the board; dice tumble
    bool sounds = false;      // The table's sounds: dice, fire, combat
    QString americanPlayer = QStringLiteral("human");  // New Game's player of each side: "human", or the computer's level
    QString britishPlayer = QStringLiteral("human");   // ("easy", "normal", "hard")
    int computerDelayMs = 800;  // The wait between two of the computer's actions, so that each can be followed
    static Preferences load();
    void save() const;
};

// The settings file: `tricorne.conf` in the configuration folder (QStandardPaths, so tests
// in test mode never touch the player's own).
QString filePath();

// The games opened or saved, most recent first, at most kRecentGames; missing files dropped.
inline constexpr int kRecentGames = 8;
QStringList recentGames();
void addRecentGame(const QString& path);
void clearRecentGames();

// The main window's geometry and the arrangement of its panels.
QByteArray windowGeometry();
QByteArray windowState();
void saveWindow(const QByteArray& geometry, const QByteArray& state);

// A session marks itself running when it starts and clean when it closes; a session still
// marked running at the next start ended in a crash (or was killed).
bool lastSessionEndedUncleanly();
void markSessionRunning(bool running);

}  // namespace tricorne::app::settings
