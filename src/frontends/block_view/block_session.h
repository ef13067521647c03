// The block game in hand for the application's window (GameSession): started, opened, saved,
// taken back and saved automatically; each action played with the dice that follow it drawn
// from the game's seed, and the log kept twice, once in each player's words (B3: a player
// reads the enemy's hidden blocks as blocks, never by name).
#pragma once

#include <QString>

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "game_session.h"
#include "tricorne/block/block_game.h"

namespace tricorne::app {

// One line of the log as each side reads it, by block::Side's order (American, British).
struct BlockLogEntry {
    int turn = 1;
    bool chance = false;
    QString text[2];
};

class BlockSession : public GameSession {
    Q_OBJECT
public:
    // `data` must outlive the session.
    explicit BlockSession(const block::BlockData& data, QObject* parent = nullptr);

    const block::BlockGame& game() const { return m_game; }
    const block::BlockState& state() const { return m_match->state; }
    const block::BlockMatch& match() const { return *m_match; }
    // The player to answer (0 American, 1 British), engine::kChance or engine::kTerminal.
    int toMove() const;
    std::vector<block::BlockAction> legalActions() const;
    bool isOver() const { return hasGame() && m_game.isTerminal(state()); }

    // Plays a player's action, then the dice it calls for; false with the rule's refusal.
    bool play(const block::BlockAction& action, QString* error);
    const std::vector<BlockLogEntry>& log() const { return m_log; }
    // Whose words File › Export Log writes the log in.
    void setLogSide(block::Side side) { m_logSide = side; }
    // Undo takes back past the actions of the players this names, to a decision of another's.
    void setComputerSide(std::function<bool(int player)> isComputer) { m_isComputer = std::move(isComputer); }

    bool hasGame() const override { return m_match.has_value(); }
    std::string scenarioId() const override;
    QString scenarioName() const override;
    bool newGame(const std::string& scenarioId, const std::map<std::string, std::string>& options, std::uint64_t seed, QString* error) override;
    void setSeededDice(bool seeded) override { m_seededDice = seeded; }
    bool save(const QString& path, QString* error) override;
    bool open(const QString& path, QString* error) override;
    bool playOnSave(const QString& path, QString* error) override;
    const QString& filePath() const override { return m_path; }
    bool isModified() const override { return m_modified; }
    bool canUndo() const override;
    bool undo(QString* error) override;
    bool canRedo() const override { return !m_redo.empty(); }
    bool redo(QString* error) override;
    QString undoName() const override;
    QString redoName() const override;
    void setAutosavePath(const QString& path) override { m_autosavePath = path; }
    bool autosave(QString* error) override;
    void setHotseat(bool hotseat) override { m_hotseat = hotseat; }
    bool hotseat() const override { return m_hotseat; }
    QString logText() const override;

private:
    // The match read from a save, replayed from its set-up so that its log is written.
    bool load(const QString& path, QString* error);
    bool replay(const block::BlockMatch& record, QString* error);
    // Records one action, its log line in both players' words.
    bool record(const block::BlockAction& action, QString* error);
    // The dice due now: seeded, drawn from the seed and the record's length, the same on every
    // replay; else from the system's entropy as they are rolled, their faces kept in the record.
    bool rollDice(QString* error);
    void changed();

    block::BlockGame m_game;
    std::optional<block::BlockMatch> m_match;
    std::vector<BlockLogEntry> m_log;
    std::vector<block::BlockAction> m_redo;
    std::function<bool(int)> m_isComputer;
    block::Side m_logSide = block::Side::American;
    QString m_path;
    QString m_autosavePath;
    int m_autosavedTurn = 0;
    bool m_modified = false;
    bool m_hotseat = false;
    bool m_seededDice = false;
};

// The action in words as `viewer` may read it, from the state it is played on: the enemy's
// blocks named as blocks of their side (B3), battle actions in the battle's words.
QString describeFor(const block::BlockGame& game, const block::BlockState& before, const block::BlockAction& action, block::Side viewer);

}  // namespace tricorne::app
