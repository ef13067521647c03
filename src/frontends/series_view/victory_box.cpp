#include "victory_box.h"

#include <QLabel>
#include <QVBoxLayout>

#include "map_style.h"

namespace tricorne::app {

namespace {
QLabel* richLabel(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::RichText);
    l->setWordWrap(true);
    l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return l;
}

QString sideColour(const std::optional<core::Side>& side) {
    if (!side) return QStringLiteral("#8a6a0c");
    return (*side == core::Side::American ? style::kAmerican : style::kBritish).name();
}
}  // namespace

VictoryBox::VictoryBox(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    m_now = richLabel(this);
    m_objectives = richLabel(this);
    m_ledgerLabel = richLabel(this);
    layout->addWidget(m_now);
    layout->addWidget(m_objectives);
    layout->addWidget(m_ledgerLabel);
}

QString VictoryBox::text() const { return m_now->text() + m_objectives->text() + m_ledgerLabel->text(); }

void VictoryBox::showPosition(const core::GameState* state, const std::vector<LogEntry>* log) {
    m_ledger = log ? vpLedger(*log) : std::vector<VpLedgerLine>{};
    if (!state) {
        m_levelText.clear();
        m_now->clear();
        m_objectives->clear();
        m_ledgerLabel->clear();
        return;
    }
    const core::GameState& s = *state;
    // 5.D: the end-of-game victory the core itself would declare, on a copy of the position.
    const core::VictoryIfEndedNow now = core::victoryIfEndedNow(s);
    m_levelText = victoryTitle(now.outcome);
    const QString colour = now.outcome.winner ? sideColour(now.outcome.winner) : QStringLiteral("#3a352a");
    QString html = (s.outcome.over ? tr("<b>Victory</b> — the game is over") : tr("<b>Victory if the game ended now</b> (5.D)")) + QStringLiteral("<br>");
    html += QStringLiteral("<span style=\"color:%1;font-size:large\"><b>%2</b></span><br>").arg(colour, m_levelText.toHtmlEscaped());
    html += tr("%1 (%2)").arg(QString::fromStdString(now.outcome.reason).toHtmlEscaped(), QString::fromStdString(now.outcome.rule).toHtmlEscaped());
    html += QStringLiteral("<br>") + tr("VP at the end: American %1, British %2").arg(vpText(now.vpHalves[0]), vpText(now.vpHalves[1]));
    m_now->setText(html);

    QString objectives;
    for (const core::Objective& o : s.volumeRules->objectives(s))
        objectives += QStringLiteral("<br><span style=\"color:%1\">\u2605</span> %2 <i>(%3)</i>")
                          .arg(sideColour(o.side), QString::fromStdString(o.what).toHtmlEscaped(), QString::fromStdString(o.rule).toHtmlEscaped());
    m_objectives->setText(objectives.isEmpty() ? QString() : tr("<b>Objectives</b>") + objectives);
    m_ledgerLabel->setText(log ? tr("<b>VP ledger</b> (4)") + QStringLiteral("<br>") + vpLedgerHtml(m_ledger, tr("No victory points gained yet.")) : QString());
}

}  // namespace tricorne::app
