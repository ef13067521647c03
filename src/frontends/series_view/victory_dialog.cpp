#include "victory_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "end_of_game_history.h"
#include "game_controller.h"
#include "map_style.h"
#include "sequence_bar.h"
#include "tricorne/series/rules/army_morale.h"
#include "vp_ledger.h"

namespace tricorne::app {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

QColor colourOf(const core::Outcome& o) {
    if (!o.winner) return style::kSheetFrame;
    return *o.winner == core::Side::American ? style::kAmerican : style::kBritish;
}
}  // namespace

QString VictoryDialog::verdict(const core::Outcome& o) {
    if (!o.winner) return tr("The game is over: no winner is decided.");
    const QString side = GameController::playerName(core::playerOf(*o.winner));
    if (o.level == "decisive") return tr("%1 decisive victory").arg(side);
    if (o.level == "substantial") return tr("%1 substantial victory").arg(side);
    if (o.level == "marginal") return tr("%1 marginal victory").arg(side);
    return tr("%1 victory").arg(side);
}

QString VictoryDialog::levelTitle(const core::Outcome& o) {
    if (!o.winner) return tr("No Victory");
    if (o.level == "decisive") return tr("Decisive Victory");
    if (o.level == "substantial") return tr("Substantial Victory");
    if (o.level == "marginal") return tr("Marginal Victory");
    return tr("Victory");
}

VictoryDialog::VictoryDialog(const core::GameState& s, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("The Game Is Over — %1").arg(qs(s.scenario->name)));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 12);
    layout->addWidget(banner(s.outcome));
    auto* body = new QVBoxLayout;
    m_body = body;
    body->setContentsMargins(24, 12, 24, 4);
    auto* when = new QLabel(tr("%1 — the game ended in turn %2 of %3.").arg(qs(s.scenario->name)).arg(s.turn).arg(s.scenario->lastTurn), this);
    when->setAlignment(Qt::AlignCenter);
    body->addWidget(when);
    body->addSpacing(8);
    m_score = score(s);
    body->addWidget(m_score, 0, Qt::AlignHCenter);
    body->addSpacing(8);
    m_reason = new QLabel(tr("<b>Why:</b> %1 (%2)").arg(qs(s.outcome.reason).toHtmlEscaped(), qs(s.outcome.rule).toHtmlEscaped()), this);
    m_reason->setWordWrap(true);
    m_reason->setAlignment(Qt::AlignCenter);
    body->addWidget(m_reason);
    layout->addLayout(body, 1);
    auto* buttons = new QDialogButtonBox(this);
    m_newGame = buttons->addButton(tr("New Game…"), QDialogButtonBox::ActionRole);
    m_newGame->setToolTip(tr("Choose a scenario and start another game"));
    m_save = buttons->addButton(tr("Save…"), QDialogButtonBox::ActionRole);
    m_save->setToolTip(tr("Save the finished game, to replay it later"));
    m_replay = buttons->addButton(tr("Replay This Game"), QDialogButtonBox::ActionRole);
    m_replay->setToolTip(tr("Step through the game from its set-up, action by action"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    m_close->setToolTip(tr("Back to the map as the game ended"));
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        hide();
        emit newGameRequested();
    });
    connect(m_save, &QPushButton::clicked, this, &VictoryDialog::saveRequested);
    connect(m_replay, &QPushButton::clicked, this, &VictoryDialog::replayRequested);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(24, 0, 24, 0);
    row->addWidget(buttons);
    layout->addLayout(row);
    setMinimumWidth(560);
}

void VictoryDialog::showHistory(const core::Replay& replay, const std::vector<LogEntry>& log) {
    delete m_history;
    m_history = new EndOfGameHistory(replay, log, this);
    m_body->addSpacing(8);
    m_body->addWidget(m_history, 1);
    connect(m_history, &EndOfGameHistory::replayFromRequested, this, &VictoryDialog::replayFromRequested);
    setMinimumWidth(760);
    resize(900, 760);
}

QWidget* VictoryDialog::banner(const core::Outcome& o) {
    auto* band = new QWidget(this);
    band->setAutoFillBackground(true);
    QPalette p = band->palette();
    p.setColor(QPalette::Window, colourOf(o));
    p.setColor(QPalette::WindowText, style::kPaper);
    band->setPalette(p);
    auto* layout = new QVBoxLayout(band);
    layout->setContentsMargins(24, 18, 24, 18);
    m_side = new QLabel(o.winner ? tr("THE %1 WIN").arg(GameController::playerName(core::playerOf(*o.winner)).toUpper()) : tr("NEITHER SIDE WINS"), band);
    QFont small = m_side->font();
    small.setLetterSpacing(QFont::AbsoluteSpacing, 3);
    small.setBold(true);
    m_side->setFont(small);
    m_level = new QLabel(levelTitle(o), band);
    QFont big(QStringLiteral("serif"));
    big.setPointSizeF(font().pointSizeF() * 2.6);
    big.setBold(true);
    m_level->setFont(big);
    for (QLabel* l : {m_side, m_level}) {
        l->setAlignment(Qt::AlignCenter);
        layout->addWidget(l);
    }
    return band;
}

QLabel* VictoryDialog::score(const core::GameState& s) {
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\"><tr><th></th>");
    for (core::Side side : core::kSides)
        html += QStringLiteral("<th style=\"color:%1\">%2</th>")
                    .arg((side == core::Side::American ? style::kAmerican : style::kBritish).name(), GameController::playerName(core::playerOf(side)));
    html += QStringLiteral("</tr><tr><td>%1</td>").arg(tr("Victory points"));
    for (core::Side side : core::kSides)
        html += QStringLiteral("<td align=\"center\"><b>%1</b></td>").arg(vpText(s.vpHalves[static_cast<std::size_t>(side)]));
    html += QStringLiteral("</tr><tr><td>%1</td>").arg(tr("Army Morale (16)"));
    for (core::Side side : core::kSides)
        html += QStringLiteral("<td align=\"center\">%1 <i>%2</i></td>")
                    .arg(s.armyMorale[static_cast<std::size_t>(side)])
                    .arg(qs(core::armyMoraleLevel(s, side).name).toHtmlEscaped());
    auto* label = new QLabel(html + QStringLiteral("</tr></table>"), this);
    label->setTextFormat(Qt::RichText);
    return label;
}

QString VictoryDialog::headline() const { return m_side->text() + QLatin1Char('\n') + m_level->text(); }
QString VictoryDialog::scoreText() const { return m_score->text(); }
QString VictoryDialog::reasonText() const { return m_reason->text(); }

}  // namespace tricorne::app
