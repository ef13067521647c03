#include "computer_status.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

#include <cmath>

#include "computer_play.h"
#include "game_controller.h"

namespace tricorne::app {

namespace {
constexpr int kProgressSteps = 100;
constexpr int kBarWidth = 140;
}  // namespace

ComputerStatus::ComputerStatus(GameController& game, ComputerPlay& computer, QWidget* parent)
    : QWidget(parent), m_game(game), m_computer(computer) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_label = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, kProgressSteps);
    m_progress->setFixedWidth(kBarWidth);
    m_progress->setTextVisible(false);
    m_progress->setToolTip(tr("How much of its thinking time the computer has spent on this decision"));
    m_pause = new QToolButton(this);
    m_pause->setText(tr("Pause"));
    m_pause->setCheckable(true);
    m_pause->setToolTip(tr("Stop the computer before its next action; click again to let it play on"));
    m_takeOver = new QToolButton(this);
    m_takeOver->setText(tr("Take Over"));
    m_takeOver->setToolTip(tr("Play the computer's side yourself from this decision on"));
    layout->addWidget(m_label);
    layout->addWidget(m_progress);
    layout->addWidget(m_pause);
    layout->addWidget(m_takeOver);
    connect(m_pause, &QToolButton::toggled, this, &ComputerStatus::pauseClicked);
    connect(m_takeOver, &QToolButton::clicked, this, &ComputerStatus::takeOverClicked);
    connect(&m_computer, &ComputerPlay::thinkingChanged, this, &ComputerStatus::refresh);
    connect(&m_computer, &ComputerPlay::pausedChanged, this, &ComputerStatus::refresh);
    connect(&m_computer, &ComputerPlay::progressed, this,
            [this](double fraction) { m_progress->setValue(static_cast<int>(std::lround(fraction * kProgressSteps))); });
    connect(&m_game, &GameController::stateChanged, this, &ComputerStatus::refresh);
    connect(&m_game, &GameController::gameReplaced, this, &ComputerStatus::refresh);
    connect(&m_game, &GameController::computerChanged, this, &ComputerStatus::refresh);
    refresh();
}

void ComputerStatus::refresh() {
    const bool any = m_game.hasGame() && m_game.computer().any();
    setVisible(any);
    if (!any) return;
    const bool toAct = m_game.computerToAct();
    const bool thinking = m_computer.thinking() && !m_computer.thinkingForHint();
    const QString side = toAct ? GameController::playerName(m_game.decision().player) : QString();
    if (m_computer.thinkingForHint())
        m_label->setText(tr("Computer thinking… (a hint for you)"));
    else if (toAct && m_computer.paused())
        m_label->setText(tr("Computer (%1) paused").arg(side));
    else if (toAct)
        m_label->setText(thinking ? tr("Computer (%1) thinking…").arg(side) : tr("Computer (%1) to play").arg(side));
    else
        m_label->setText(m_game.state().outcome.over ? tr("Game over") : tr("Your decision"));
    m_progress->setVisible(m_computer.thinking());
    if (!m_computer.thinking()) m_progress->setValue(0);
    {
        const QSignalBlocker block(m_pause);
        m_pause->setChecked(m_computer.paused());
    }
    m_pause->setEnabled(toAct || m_computer.paused());
    m_takeOver->setEnabled(toAct);
}

}  // namespace tricorne::app
