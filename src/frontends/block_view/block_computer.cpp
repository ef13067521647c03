#include "block_computer.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <exception>

#include "block_session.h"
#include "settings.h"
#include "tricorne/engine/game_driver.h"

namespace tricorne::app {

// One search: a copy of the game the worker reads, its answer, and the flag that stops it.
struct BlockComputer::Job {
    std::unique_ptr<engine::SessionOf<block::BlockGame>> session;
    std::shared_ptr<ai::SessionBot> bot;
    std::size_t position = 0;
    std::atomic<bool> stop{false};
    std::optional<ai::SessionChoice> choice;
    std::string error;
    QElapsedTimer clock;
};

BlockComputer::BlockComputer(BlockSession& session, QObject* parent) : QObject(parent), m_session(session) {
    m_pace.setSingleShot(true);
    connect(&m_pace, &QTimer::timeout, this, &BlockComputer::playWaiting);
}

BlockComputer::~BlockComputer() { stop(); }

void BlockComputer::stop() {
    m_pace.stop();
    m_waiting.reset();
    if (!m_worker) return;
    m_job->stop = true;
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
    m_job.reset();
    emit thinkingChanged(false);
}

void BlockComputer::setPlayer(int player, std::optional<ai::BotSpec> spec) {
    stop();
    if (spec)
        m_specs[player] = *spec;
    else
        m_specs.erase(player);
    m_bots.erase(player);
}

void BlockComputer::schedule() {
    if (m_worker || m_waiting || !m_session.hasGame() || m_session.isOver()) return;
    const int player = m_session.toMove();
    if (!plays(player)) return;
    if (!m_bots.count(player)) {
        std::string error;
        std::unique_ptr<ai::SessionBot> bot = ai::makeSessionBot(block::BlockGame::kId, m_specs.at(player), error);
        if (!bot) {
            m_specs.erase(player);
            emit failed(QString::fromStdString(error));
            return;
        }
        m_bots[player] = std::move(bot);
    }
    m_job = std::make_shared<Job>();
    m_job->session = std::make_unique<engine::SessionOf<block::BlockGame>>(m_session.game(), m_session.match());
    m_job->bot = m_bots[player];
    m_job->position = m_session.match().actions.size();
    m_job->clock.start();
    const std::shared_ptr<Job> job = m_job;
    m_worker = QThread::create([job] {
        try {
            ai::Control control;
            control.stop = &job->stop;
            job->choice = job->bot->choose(*job->session, control);
        } catch (const std::exception& e) {
            job->error = e.what();
        }
    });
    connect(m_worker, &QThread::finished, this, &BlockComputer::finished);
    emit thinkingChanged(true);
    m_worker->start();
}

void BlockComputer::finished() {
    const std::shared_ptr<Job> job = m_job;
    m_worker->deleteLater();
    m_worker = nullptr;
    m_job.reset();
    emit thinkingChanged(false);
    if (!job || job->stop || job->position != m_session.match().actions.size()) return schedule();
    if (!job->choice) {
        emit failed(QString::fromStdString(job->error));
        return;
    }
    std::string why;
    const auto action = m_session.game().actionFromJson(job->choice->action, why);
    if (!action) {
        emit failed(QString::fromStdString(why));
        return;
    }
    // The answer waits for the pace since the last action shown, so that each can be followed.
    m_waiting = *action;
    m_waitingAt = job->position;
    const int delay = m_delayMs >= 0 ? m_delayMs : settings::Preferences::load().computerDelayMs;
    m_pace.start(static_cast<int>(std::max<qint64>(0, delay - job->clock.elapsed())));
}

void BlockComputer::playWaiting() {
    if (!m_waiting) return;
    const block::BlockAction action = *m_waiting;
    m_waiting.reset();
    if (m_waitingAt != m_session.match().actions.size()) return schedule();
    QString refusal;
    if (!m_session.play(action, &refusal)) emit failed(refusal);
}

}  // namespace tricorne::app
