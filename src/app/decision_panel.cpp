#include "decision_panel.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

#include "counter_text.h"
#include "game_controller.h"

namespace tricorne::app {

DecisionPanel::DecisionPanel(GameController& game, QWidget* parent) : QWidget(parent), m_game(game) {
    auto* layout = new QVBoxLayout(this);
    m_prompt = new QLabel(this);
    m_prompt->setWordWrap(true);
    m_prompt->setTextFormat(Qt::RichText);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* buttons = new QWidget(scroll);
    m_buttonLayout = new QVBoxLayout(buttons);
    m_buttonLayout->setContentsMargins(0, 0, 0, 0);
    m_buttonLayout->addStretch(1);
    scroll->setWidget(buttons);
    layout->addWidget(m_prompt);
    layout->addWidget(m_hint);
    layout->addWidget(scroll, 1);
    connect(&m_game, &GameController::stateChanged, this, &DecisionPanel::refresh);
    connect(&m_game, &GameController::gameReplaced, this, &DecisionPanel::refresh);
    refresh();
}

bool DecisionPanel::answeredOnMap(const core::Action& action) {
    return std::holds_alternative<core::Move>(action) || std::holds_alternative<core::RollDie>(action) ||
           std::holds_alternative<core::EndPhase>(action);
}

QString DecisionPanel::buttonText(const core::Action& action) const {
    if (const auto* m = std::get_if<core::SpendMomentum>(&action)) {
        if (m->chits == 0) return tr("Spend no momentum chit");
        if (m->chits == 1) return tr("Spend one momentum chit (+2)");
        return tr("Spend %1 momentum chits (+%2)").arg(m->chits).arg(2 * m->chits);
    }
    if (const auto* d = std::get_if<core::DictateOrder>(&action))
        return tr("Spend three chits: the %1 player goes first").arg(GameController::playerName(core::playerOf(d->first)));
    return counter_text::withNames(core::describe(action), *m_game.state().counters);
}

QString DecisionPanel::outcomeText(const core::Outcome& o) {
    QString verdict = tr("The game is over: no winner is decided.");
    if (o.winner) {
        const QString side = GameController::playerName(core::playerOf(*o.winner));
        if (o.level == "decisive") verdict = tr("%1 decisive victory").arg(side);
        else if (o.level == "substantial") verdict = tr("%1 substantial victory").arg(side);
        else if (o.level == "marginal") verdict = tr("%1 marginal victory").arg(side);
        else verdict = tr("%1 victory").arg(side);
    }
    return QStringLiteral("<b>%1</b><br>%2 (%3)").arg(verdict.toHtmlEscaped(), QString::fromStdString(o.reason).toHtmlEscaped(),
                                                     QString::fromStdString(o.rule).toHtmlEscaped());
}

bool DecisionPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Enter || event->type() == QEvent::Leave) {
        const auto it = std::find(m_buttons.begin(), m_buttons.end(), watched);
        if (it != m_buttons.end()) {
            if (event->type() == QEvent::Enter)
                emit previewed(&m_offered[static_cast<std::size_t>(it - m_buttons.begin())]);
            else
                emit previewed(nullptr);
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString DecisionPanel::promptText() const { return m_prompt->text(); }

void DecisionPanel::refresh() {
    // The button clicked may be the one emitting: let it go once its signal is done.
    if (!m_buttons.empty()) emit previewed(nullptr);
    for (QPushButton* b : m_buttons) {
        b->removeEventFilter(this);
        m_buttonLayout->removeWidget(b);
        b->hide();
        b->deleteLater();
    }
    m_buttons.clear();
    m_offered.clear();
    if (!m_game.hasGame()) {
        m_prompt->setText(tr("No game in progress."));
        m_hint->clear();
        return;
    }
    const core::Decision d = m_game.decision();
    if (const core::Outcome& o = m_game.state().outcome; o.over) {
        m_prompt->setText(outcomeText(o));
        m_hint->clear();
        m_hint->setVisible(false);
        return;
    }
    m_prompt->setText(QStringLiteral("<b>%1</b><br>%2").arg(GameController::playerName(d.player).toHtmlEscaped(),
                                                             QString::fromStdString(d.prompt).toHtmlEscaped()));
    const auto& legal = m_game.legalActions();
    const bool moves = std::any_of(legal.begin(), legal.end(), [](const core::Action& a) { return std::holds_alternative<core::Move>(a); });
    const bool fires = std::any_of(legal.begin(), legal.end(), [](const core::Action& a) { return std::holds_alternative<core::Fire>(a); });
    QStringList hints;
    if (moves) hints << tr("Click a unit to see where it may move, then click a highlighted hex.");
    if (fires) hints << tr("Click a unit that may fire, then click a target ringed in red, or choose a fire below.");
    m_hint->setText(hints.join(QLatin1Char(' ')));
    m_hint->setVisible(!hints.isEmpty());
    int row = 0;
    for (const auto& a : legal) {
        if (answeredOnMap(a)) continue;
        auto* b = new QPushButton(buttonText(a), m_buttonLayout->parentWidget());
        b->setToolTip(tr("%1 (%2)").arg(QString::fromStdString(core::describe(a)), QString::fromStdString(d.rule)));
        const core::Action action = a;
        connect(b, &QPushButton::clicked, this, [this, action] { emit chosen(action); });
        b->installEventFilter(this);
        m_buttonLayout->insertWidget(row++, b);
        m_buttons.push_back(b);
        m_offered.push_back(a);
    }
}

}  // namespace tricorne::app
