// The computer at the block game's table: when the decision is a side it plays, its bot
// (ai::makeSessionBot) thinks in a worker thread on a copy of the game, seeing only that side's
// view, and its answer is played one action at a time at the Preferences' pace; the window
// stays free meanwhile.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <atomic>
#include <map>
#include <memory>
#include <optional>

#include "tricorne/ai/session_bot.h"
#include "tricorne/block/block_state.h"

class QThread;

namespace tricorne::app {

class BlockSession;

class BlockComputer : public QObject {
    Q_OBJECT
public:
    explicit BlockComputer(BlockSession& session, QObject* parent = nullptr);
    ~BlockComputer() override;

    // The side (0 American, 1 British) played by the computer with that bot, or by a person.
    void setPlayer(int player, std::optional<ai::BotSpec> spec);
    bool plays(int player) const { return m_specs.count(player) > 0; }
    bool anyPerson() const { return m_specs.size() < 2; }
    // The wait between two of its actions (ms); the Preferences' pace by default.
    void setDelay(int ms) { m_delayMs = ms; }
    bool thinking() const { return m_worker != nullptr; }
    // Looks whether the decision in hand is the computer's, and starts it thinking.
    void schedule();
    // Stops a search running and drops an answer waiting.
    void stop();

signals:
    void thinkingChanged(bool thinking);
    // The computer could not answer, with the reason: the game waits for a person.
    void failed(const QString& error);

private:
    struct Job;
    void finished();
    void playWaiting();

    BlockSession& m_session;
    std::map<int, ai::BotSpec> m_specs;
    std::map<int, std::shared_ptr<ai::SessionBot>> m_bots;
    std::shared_ptr<Job> m_job;
    QThread* m_worker = nullptr;
    QTimer m_pace;
    std::optional<block::BlockAction> m_waiting;  // the answer, waiting for its turn to show
    std::size_t m_waitingAt = 0;
    int m_delayMs = -1;
};

}  // namespace tricorne::app
