#include "computer_play.h"

#include <QRandomGenerator>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <exception>
#include <utility>

#include "game_controller.h"
#include "settings.h"

namespace tricorne::app {

namespace {
constexpr double kProgressStep = 0.01;  // the worker reports progress no finer than this
}  // namespace

// One search: the side's view it decides from, copied on the window's thread before the worker
// starts, and the worker's answer.
struct ComputerPlay::Job {
    core::SeriesView view;
    std::shared_ptr<ai::SeriesBot> bot;
    core::Player player = core::Player::None;
    std::size_t position = 0;
    bool hint = false;
    bool abandoned = false;
    std::atomic<bool> stop{false};
    double reported = 0;  // the worker's own: the last fraction it reported
    std::optional<ai::SeriesChoice> choice;
    std::string error;
};

ComputerPlay::ComputerPlay(GameController& game, QObject* parent)
    : QObject(parent), m_game(game), m_series(game.data()), m_seed(QRandomGenerator::global()->generate64()) {
    m_pace.setSingleShot(true);
    connect(&m_pace, &QTimer::timeout, this, &ComputerPlay::playWaiting);
    m_sinceAction.start();
    // Queued: the window shows the new position before the computer thinks on it.
    const auto later = [this] {
        m_sinceAction.restart();
        QMetaObject::invokeMethod(this, &ComputerPlay::schedule, Qt::QueuedConnection);
    };
    connect(&m_game, &GameController::stateChanged, this, later);
    connect(&m_game, &GameController::gameReplaced, this, later);
    connect(&m_game, &GameController::computerChanged, this, later);
}

ComputerPlay::~ComputerPlay() {
    if (m_job) m_job->stop = true;
    if (m_worker) {
        m_worker->disconnect(this);
        m_worker->wait();
        delete m_worker;
    }
}

int ComputerPlay::delay() const { return m_delayMs ? *m_delayMs : settings::Preferences::load().computerDelayMs; }

bool ComputerPlay::thinkingForHint() const { return m_job && m_job->hint; }

void ComputerPlay::setThinking(bool thinking) {
    if (!thinking) m_progress = 0;
    emit thinkingChanged(thinking);
}

std::shared_ptr<ai::SeriesBot> ComputerPlay::botFor(const ai::BotSpec& wanted, QString* error) {
    ai::BotSpec spec = wanted;
    spec.seed = m_seed;
    if (m_budget.nodes > 0 || m_budget.ms > 0) spec.budget = m_budget;
    const std::string key = ai::botName(spec) + "/" + std::to_string(spec.seed) + "/" + std::to_string(spec.budget.nodes) + "/" +
                            std::to_string(spec.budget.ms);
    if (const auto it = m_bots.find(key); it != m_bots.end()) return it->second;
    std::string why;
    std::shared_ptr<ai::SeriesBot> bot = ai::makeSeriesBot(m_series, spec, why);
    if (!bot) {
        if (error) *error = tr("The computer cannot play: %1").arg(QString::fromStdString(why));
        return nullptr;
    }
    m_bots[key] = bot;
    return bot;
}

void ComputerPlay::schedule() {
    if (!m_game.hasGame()) return;
    const std::size_t position = m_game.game().record().actions.size();
    if (m_hint && m_hint->position != position) {
        m_hint.reset();
        emit hintChanged();
    }
    if (m_job) {
        // A search on another position, or a hint while the computer is to answer, is given up;
        // the next search starts when its thread has stopped.
        if (m_job->position != position || (m_job->hint && m_game.computerToAct())) abandon();
        return;
    }
    if (m_waiting && m_waitingAt != position) {
        m_waiting.reset();
        m_pace.stop();
    }
    if (m_paused || m_waiting || !m_game.computerToAct()) return;
    const core::Player player = m_game.decision().player;
    QString error;
    auto bot = botFor(*m_game.computer().spec(player), &error);
    if (!bot) {
        setPaused(true);
        emit failed(error);
        return;
    }
    start(player, std::move(bot), false);
}

void ComputerPlay::start(core::Player player, std::shared_ptr<ai::SeriesBot> bot, bool hint) {
    auto job = std::make_shared<Job>();
    // 7.42, 12.61, 2.3: the side's view alone, never the state with what it hides.
    job->view = m_series.view(m_game.state(), core::playerIndex(*core::sideOf(player)));
    job->bot = std::move(bot);
    job->player = player;
    job->position = m_game.game().record().actions.size();
    job->hint = hint;
    m_job = job;
    m_progress = 0;
    m_worker = QThread::create([this, job] {
        ai::Control control;
        control.stop = &job->stop;
        control.progress = [this, job](double fraction) {
            if (fraction < job->reported + kProgressStep && fraction < 1) return;
            job->reported = fraction;
            QMetaObject::invokeMethod(
                this,
                [this, job, fraction] {
                    if (m_job != job) return;
                    m_progress = fraction;
                    emit progressed(fraction);
                },
                Qt::QueuedConnection);
        };
        try {
            job->choice = job->bot->choose(job->view, control);
        } catch (const std::exception& e) {
            job->error = e.what();
        }
    });
    connect(m_worker, &QThread::finished, this, &ComputerPlay::finished);
    m_worker->start(QThread::LowPriority);
    setThinking(true);
}

void ComputerPlay::finished() {
    const std::shared_ptr<Job> job = std::exchange(m_job, nullptr);
    m_worker->deleteLater();
    m_worker = nullptr;
    setThinking(false);
    if (!job) return;
    const std::size_t position = m_game.hasGame() ? m_game.game().record().actions.size() : 0;
    if (job->abandoned || job->position != position) return schedule();
    if (!job->choice) {
        if (!job->hint) setPaused(true);
        emit failed(tr("The computer could not decide: %1").arg(QString::fromStdString(job->error)));
        return;
    }
    if (job->hint) {
        ComputerHint hint{job->player, job->position, job->choice->action, job->choice->candidates};
        if (hint.candidates.size() > kHintCandidates) hint.candidates.resize(kHintCandidates);
        m_hint = std::move(hint);
        emit hintChanged();
        return schedule();
    }
    m_waiting = job->choice->action;
    m_waitingAt = job->position;
    const qint64 left = delay() - m_sinceAction.elapsed();
    if (left > 0)
        m_pace.start(static_cast<int>(left));
    else
        playWaiting();
}

void ComputerPlay::playWaiting() {
    if (!m_waiting) return;
    const core::Action action = *std::exchange(m_waiting, std::nullopt);
    if (m_paused || !m_game.hasGame() || m_waitingAt != m_game.game().record().actions.size() || !m_game.computerToAct()) return;
    QString error;
    if (!m_game.submitForComputer(action, &error) && !error.isEmpty()) {
        setPaused(true);
        emit failed(tr("The computer's answer was refused: %1").arg(error));
    }
}

void ComputerPlay::abandon() {
    if (!m_job) return;
    m_job->abandoned = true;
    m_job->stop = true;
}

void ComputerPlay::setPaused(bool paused) {
    if (m_paused == paused) return;
    m_paused = paused;
    if (paused) {
        if (m_job && !m_job->hint) abandon();
        m_pace.stop();
        m_waiting.reset();
    }
    emit pausedChanged(paused);
    if (!paused) QMetaObject::invokeMethod(this, &ComputerPlay::schedule, Qt::QueuedConnection);
}

void ComputerPlay::takeOver() {
    if (!m_game.computerToAct()) return;
    ComputerPlayers players = m_game.computer();
    players.set(m_game.decision().player, std::nullopt);
    if (m_job && !m_job->hint) abandon();
    m_pace.stop();
    m_waiting.reset();
    m_game.setComputer(players);
    setPaused(false);
}

bool ComputerPlay::hintAvailable() const {
    if (!m_game.hasGame() || core::isTerminal(m_game.state())) return false;
    const core::Player player = m_game.decision().player;
    return (player == core::Player::American || player == core::Player::British) && !m_game.computer().plays(player);
}

bool ComputerPlay::requestHint() {
    if (m_job || !hintAvailable()) return false;
    ai::BotSpec spec;  // the normal search, as the computer plays at Normal
    QString error;
    auto bot = botFor(spec, &error);
    if (!bot) {
        emit failed(error);
        return false;
    }
    start(m_game.decision().player, std::move(bot), true);
    return true;
}

}  // namespace tricorne::app
