// The game being played: the core's Game (state and action record), its event log, and
// the one place where the application submits an action. Each die is drawn from the system's
// entropy as soon as the game asks for one, so no save tells the dice to come.
#pragma once

#include <QString>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "computer_players.h"
#include "game_session.h"
#include "tricorne/series/game/save.h"

namespace tricorne::app {

// What a log entry is about, for the log's filter.
enum class LogKind { Dice, Movement, Combat, Morale, Other };

// One line of the game's log: an action taken, or an event it caused with its rule.
struct LogEntry {
    int action = 0;                  // the index of the action in the record
    bool isAction = false;           // the action itself, not one of its events
    std::optional<int> die;          // the face, for a die roll
    QString rule;
    QString text;
    std::vector<core::HexId> hexes;  // the hexes to show for it
    int turn = 0;
    std::optional<core::VpGain> vp;  // 4: the victory points the event gave, for the VP ledger
    LogKind kind = LogKind::Other;
    QString place;       // where in the sequence of play the action was taken: "Turn 3, British Movement Phase"
    QString placeAfter;  // where the action left the game
};

class GameController : public GameSession {
    Q_OBJECT
public:
    // `data` must outlive the controller.
    explicit GameController(const core::DataSet& data, QObject* parent = nullptr);

    const core::DataSet& data() const { return m_data; }
    bool hasGame() const override { return m_game.has_value(); }
    std::string scenarioId() const override;
    QString scenarioName() const override;
    const core::Game& game() const { return *m_game; }
    const core::GameState& state() const { return m_game->state(); }
    core::Decision decision() const;
    // The legal answers to the current decision, computed once per state.
    const std::vector<core::Action>& legalActions() const;
    const std::vector<LogEntry>& log() const { return m_log; }
    // The faces rolled since the last player's action, in order.
    const std::vector<int>& lastRolls() const { return m_lastRolls; }

    // Starts a scenario; returns false and sets `error` when the core refuses it.
    bool newGame(const std::string& scenarioId, const std::map<std::string, std::string>& options, std::uint64_t seed, QString* error) override;
    // Applies a player's action, then rolls every die the game asks for. An illegal action
    // changes nothing and names the rule it breaks in `error`.
    bool submit(const core::Action& action, QString* error);
    // The computer's answer to a decision of a side it plays, played as a person's is; a person's
    // action (submit) is refused while the computer is to answer.
    bool submitForComputer(const core::Action& action, QString* error);
    bool canUndo() const override;
    // Takes back the last action, never past a die roll unless the game allows it. Against the
    // computer, takes back its answers and the person's last action with them, back to that decision.
    bool undo(QString* error) override;
    // The actions taken back, last first, that Redo plays again; any other action forgets them.
    bool canRedo() const override { return !m_redo.empty(); }
    const core::Action* redoAction() const { return m_redo.empty() ? nullptr : &m_redo.back(); }
    // Plays the last action taken back again, and the dice that follow it.
    bool redo(QString* error) override;
    // The last action, that Undo takes back, and the action Redo plays again, with the counters' names.
    QString undoName() const override;
    QString redoName() const override;

    // Writes the game as a core save, atomically. Remembers the file on success.
    bool save(const QString& path, QString* error) override;
    // Opens a save, replaying and checking it; the current game stays on failure.
    bool open(const QString& path, QString* error) override;
    // Reads a save and replays it, checking it; the reason, with the file, when it cannot.
    static std::optional<core::Game> readSave(const core::DataSet& data, const QString& path, QString* error);
    // Plays on from a game given whole (a replay's position): a new game, not yet saved.
    void playOn(core::Game game);
    bool playOnSave(const QString& path, QString* error) override;
    const QString& filePath() const override { return m_filePath; }
    bool isModified() const override { return m_modified; }

    // Where the game is saved at each change of phase; empty turns autosave off.
    void setAutosavePath(const QString& path) override { m_autosavePath = path; }
    const QString& autosavePath() const { return m_autosavePath; }
    // Writes the autosave now (on quitting); true when there is nothing to write.
    bool autosave(QString* error) override;
    // Where the dice come from: the system's entropy, or a test's own source (seeded dice, set
    // faces); `source` must outlive the controller. It applies to the games begun or taken
    // after it, whose saves then name its kind of dice.
    void setDiceSource(core::DiceSource& source) { m_dice = &source; }
    // The source of the controllers made from now on (tests and benchmarks: seeded dice).
    static void setDefaultDiceSource(core::DiceSource& source);

    // "American", "British", "Dice".
    static QString playerName(core::Player player);

    // Two players sharing one screen (hotseat): each secret choice is made behind a curtain
    // the other player cannot see through. False when one person plays both sides. Kept in
    // the save; a save that does not say leaves the setting as it is.
    void setHotseat(bool hotseat) override;
    bool hotseat() const override { return m_hotseat; }

    // The sides the computer plays; kept in the save (its "computer" field) and read back on opening.
    const ComputerPlayers& computer() const { return m_computer; }
    void setComputer(const ComputerPlayers& players);
    // The decision in hand belongs to a side the computer plays.
    bool computerToAct() const;

    // The log as plain text, one line an entry, for File › Export Log.
    QString logText() const override;
    // The log entries of the action at `index` taken by `actor`, with its events; `after` is
    // the position it led to, `placeBefore` the place of the position it was taken in (by
    // default the place the entry before it left the game at).
    // The place in the sequence of play of a position: "Turn 3, British Movement Phase".
    static QString placeOf(const core::GameState& state);
    static void appendLog(std::vector<LogEntry>& log, const core::GameState& after, int index, core::Player actor,
                          const core::Action& action, const std::vector<core::Event>& events, const QString& placeBefore = QString());

signals:
    // Entries were added to the log from index `first`, or the log was cut back.
    void logChanged();
    // Dice were rolled after the player's last action.
    void diceRolled(const std::vector<int>& faces);
    // Another side became the computer's or a person's.
    void computerChanged();

private:
    void record(const core::Action& action, const std::vector<core::Event>& events, const QString& placeBefore);
    // Takes the game over: its log rebuilt, the dice since the last player's action shown,
    // and any die it waits for rolled.
    void take(core::Game game, QString* error);
    bool rollForChance(QString* error);
    // Applies an action and the dice after it; `submit` and `redo` (`redoing`) both come here.
    bool play(const core::Action& action, bool redoing, QString* error);
    void rebuildLog();
    void autosaveOnNewPhase(core::Phase phaseBefore, int turnBefore);
    void invalidate();
    // The save's text: the core's save, with the computer's sides beside it.
    std::string saveText() const;
    // Takes back the last action alone.
    bool undoOne(QString* error);
    // Against the computer, how many actions Undo takes back to reach the person's last decision;
    // zero when the dice (or the game's start) stand in the way.
    int undoStepsToPerson() const;

    const core::DataSet& m_data;
    std::optional<core::Game> m_game;
    std::vector<LogEntry> m_log;
    std::vector<int> m_lastRolls;
    mutable std::optional<std::vector<core::Action>> m_legal;
    QString m_filePath;
    QString m_autosavePath;
    bool m_modified = false;
    bool m_hotseat = false;
    ComputerPlayers m_computer;
    core::Player m_pendingActor = core::Player::None;  // who answered the action being logged
    core::DiceSource* m_dice;
    std::vector<core::Action> m_redo;                   // taken back by Undo, the last taken back last
};

}  // namespace tricorne::app
