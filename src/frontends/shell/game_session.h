// The game in hand as the window's frame sees it: started, opened, saved, taken back and
// saved automatically, whatever game it is. Each game's session implements it.
#pragma once

#include <QObject>
#include <QString>

#include <cstdint>
#include <map>
#include <string>

namespace tricorne::app {

class GameSession : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual bool hasGame() const = 0;
    // The scenario played: its id (a save's suggested name) and its name (the window's title).
    virtual std::string scenarioId() const = 0;
    virtual QString scenarioName() const = 0;

    // Starts a scenario; returns false and sets `error` when the game refuses it.
    virtual bool newGame(const std::string& scenarioId, const std::map<std::string, std::string>& options, std::uint64_t seed,
                         QString* error) = 0;
    // Whether the next new game's dice follow from its seed (a seed the player gave) or from the
    // system's entropy as they are rolled; a game whose dice always come one way ignores it.
    virtual void setSeededDice(bool seeded) { (void)seeded; }
    // Writes the game to a file, atomically. Remembers the file on success.
    virtual bool save(const QString& path, QString* error) = 0;
    // Opens a save, replaying and checking it; the current game stays on failure.
    virtual bool open(const QString& path, QString* error) = 0;
    // Reads a save and plays on from it as a new game, not yet saved (the last session's game).
    virtual bool playOnSave(const QString& path, QString* error) = 0;
    virtual const QString& filePath() const = 0;
    virtual bool isModified() const = 0;

    virtual bool canUndo() const = 0;
    virtual bool undo(QString* error) = 0;
    virtual bool canRedo() const = 0;
    virtual bool redo(QString* error) = 0;
    // What Undo and Redo would take back and play again, in the players' words.
    virtual QString undoName() const = 0;
    virtual QString redoName() const = 0;

    // Where the game is saved at each change of phase; empty turns autosave off.
    virtual void setAutosavePath(const QString& path) = 0;
    // Writes the autosave now (on quitting); true when there is nothing to write.
    virtual bool autosave(QString* error) = 0;

    // Two players sharing one screen, or one person playing both sides.
    virtual void setHotseat(bool hotseat) = 0;
    virtual bool hotseat() const = 0;

    // The log as plain text, one line an entry, for File › Export Log.
    virtual QString logText() const = 0;

signals:
    // A new game began or one was opened: everything shown must be rebuilt.
    void gameReplaced();
    // The state changed: an action was applied or taken back.
    void stateChanged();
    void autosaveFailed(const QString& error);
};

}  // namespace tricorne::app
