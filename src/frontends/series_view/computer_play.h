// The computer at the table: when the decision belongs to a side it plays, its bot thinks in a
// worker thread on that side's view of the game (never the state itself) and its answer is
// played through the controller as a person's is, one action at a time at the pace the
// player sets. The same worker answers "What would the computer do?" for a person's decision.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <optional>
#include <vector>

#include "tricorne/ai/series_bot.h"
#include "tricorne/series/game/series_game.h"

class QThread;

namespace tricorne::app {

class GameController;

// The computer's suggestion for a person's decision: its choice and its best candidates.
struct ComputerHint {
    core::Player player = core::Player::None;
    std::size_t position = 0;  // the record's length it was asked at
    core::Action action;
    std::vector<ai::SeriesCandidate> candidates;  // best first, at most kHintCandidates
};

class ComputerPlay : public QObject {
    Q_OBJECT
public:
    static constexpr std::size_t kHintCandidates = 3;

    explicit ComputerPlay(GameController& game, QObject* parent = nullptr);
    // Stops a search still running and waits for its thread.
    ~ComputerPlay() override;

    // A search is running: the computer's answer or a hint.
    bool thinking() const { return m_job != nullptr; }
    bool thinkingForHint() const;
    // Paused, the computer does not answer until it is resumed; a search running is stopped.
    bool paused() const { return m_paused; }
    void setPaused(bool paused);
    // The side whose decision is in hand becomes a person's from now on.
    void takeOver();
    // The wait between two of the computer's actions, so that each can be followed (ms); by
    // default the Preferences' pace.
    void setDelay(int ms) { m_delayMs = ms; }
    int delay() const;
    // The seed of the bots made from now on: a fixed one for tests, a fresh one by default.
    void setSeed(std::uint64_t seed) { m_seed = seed; }
    // The budget of the bots made from now on, in place of their level's (tests: nodes).
    void setBudget(const ai::Budget& budget) { m_budget = budget; }

    // What would the computer do: the normal bot thinks for the person to decide. False (and
    // nothing starts) when the decision is not a person's or a search runs already.
    bool requestHint();
    bool hintAvailable() const;
    // The last hint, while its decision is still in hand.
    const std::optional<ComputerHint>& hint() const { return m_hint; }
    // The fraction of its budget the running search has spent (0..1).
    double progress() const { return m_progress; }

signals:
    void thinkingChanged(bool thinking);
    void pausedChanged(bool paused);
    void progressed(double fraction);
    // A hint came, or the one shown no longer answers the decision in hand.
    void hintChanged();
    // The computer's answer could not be played, with the reason (the game waits, paused).
    void failed(const QString& error);

private:
    struct Job;
    // Starts the computer's search when the decision is its own and nothing stops it.
    void schedule();
    void start(core::Player player, std::shared_ptr<ai::SeriesBot> bot, bool hint);
    void finished();
    // Plays the computer's answer waiting, if its decision is still in hand.
    void playWaiting();
    // Stops the running search; its answer, when it comes, is not played.
    void abandon();
    std::shared_ptr<ai::SeriesBot> botFor(const ai::BotSpec& spec, QString* error);
    void setThinking(bool thinking);

    GameController& m_game;
    core::SeriesGame m_series;
    std::shared_ptr<Job> m_job;
    QThread* m_worker = nullptr;
    std::map<std::string, std::shared_ptr<ai::SeriesBot>> m_bots;  // by spec and seed, made once
    std::optional<ComputerHint> m_hint;
    QTimer m_pace;                 // the wait before the computer's next action is played
    QElapsedTimer m_sinceAction;   // since the last action the window showed
    std::optional<core::Action> m_waiting;  // the computer's answer, waiting for its turn to show
    std::size_t m_waitingAt = 0;
    bool m_paused = false;
    std::optional<int> m_delayMs;
    std::uint64_t m_seed;
    ai::Budget m_budget;
    double m_progress = 0;
};

}  // namespace tricorne::app
