#include "combat_panel.h"

#include <QLabel>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

#include "counter_text.h"
#include "decision_panel.h"
#include "game_controller.h"
#include "rule_links.h"
#include "tricorne/series/rules/close_combat.h"
#include "tricorne/series/rules/combat_declaration.h"

namespace tricorne::app {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

QString hexList(const std::vector<core::HexId>& hexes) {
    QStringList out;
    for (const core::HexId h : hexes)
        if (!out.contains(qs(h.str()))) out << qs(h.str());
    return out.join(QStringLiteral(", "));
}

}  // namespace

CombatPanel::CombatPanel(GameController& game, QWidget* parent) : QWidget(parent), m_game(game) {
    auto* layout = new QVBoxLayout(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_body = new QLabel(scroll);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_body->setMargin(4);
    connect(m_body, &QLabel::linkActivated, this, [this](const QString& link) {
        if (const auto section = ruleSectionOf(link)) emit ruleChosen(*section);
    });
    scroll->setWidget(m_body);
    layout->addWidget(scroll);
    connect(&m_game, &GameController::stateChanged, this, &CombatPanel::refresh);
    connect(&m_game, &GameController::gameReplaced, this, &CombatPanel::refresh);
    refresh();
}

QString CombatPanel::text() const {
    QTextDocument doc;
    doc.setHtml(m_body->text());
    return doc.toPlainText();
}

QString CombatPanel::names(const core::GameState& s, const std::vector<int>& pieces) const {
    QStringList out;
    for (int p : pieces) out << counter_text::withNames(s.pieceId(p), *s.counters).toHtmlEscaped();
    return out.join(QStringLiteral(", "));
}

QString CombatPanel::declarationsHtml(const core::GameState& s) const {
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Declaring close combats (12.21)"));
    std::vector<int> mustAttack;
    for (int u = 0; u < s.unitCount(); ++u)
        if (s.onMap(u) && s.sideOf(u) == s.phasing() && core::mustAttack(s, u) && core::combatOfUnit(s, u) < 0) mustAttack.push_back(u);
    if (!mustAttack.empty()) html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Must still attack (12.12):"), names(s, mustAttack));
    const auto mustBe = core::hexesThatMustBeAttacked(s);
    std::vector<core::HexId> open;
    for (const core::HexId h : mustBe)
        if (core::combatOfHex(s, h) < 0) open.push_back(h);
    if (!open.empty()) html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Must still be attacked (12.13):"), hexList(open));
    if (s.diversion) html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Diversion (12.14):"), qs(s.diversion->str()));
    if (s.combats.empty()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("No combat declared yet. Pick up a unit ringed in orange, then click an enemy hex ringed in red."));
    } else {
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Declared:"));
        for (int i = 0; i < static_cast<int>(s.combats.size()); ++i) html += combatHtml(s, i, false);
    }
    if (const auto why = core::declarationsIncomplete(s))
        html += QStringLiteral("<p style=\"color:#8a2a1c\"><b>%1</b> %2</p>").arg(tr("Not yet complete:"), counter_text::withNames(*why, *s.counters).toHtmlEscaped());
    else
        html += QStringLiteral("<p style=\"color:#2e6b2a\"><b>%1</b></p>").arg(tr("The declarations are complete: Declarations Done ends them."));
    return html;
}

QString CombatPanel::combatHtml(const core::GameState& s, int index, bool detailed) const {
    const core::DeclaredCombat& declared = s.combats.at(static_cast<std::size_t>(index));
    const core::CombatDeclaration c = core::currentDeclaration(s, index);
    const core::CombatPreview p = core::previewCloseCombat(s, index);
    QString html = QStringLiteral("<p><b>%1</b> %2").arg(tr("Combat %1:").arg(index + 1),
                                                         tr("%1 from %2 against %3").arg(names(s, c.attackers), hexList(declared.attackerHexes),
                                                                                         hexList(declared.defenderHexes)));
    if (declared.resolved) return html + QStringLiteral(" — <i>%1</i></p>").arg(tr("resolved"));
    if (p.artilleryAlone) return html + QStringLiteral("<br>%1</p>").arg(tr("The defenders are artillery alone: captured without a combat (12.31)."));
    html += QStringLiteral("<br>%1 <b style=\"font-size:large\">%2</b> (%3)")
                .arg(tr("Odds:"), qs(p.odds.column), tr("%1 SP to %2 SP").arg(p.odds.attackerSp).arg(p.odds.defenderSp));
    if (p.odds.shift) html += QStringLiteral(" %1").arg(tr("shifted %n column(s) left by the Diversion (12.14)", nullptr, p.odds.shift));
    html += QStringLiteral(", %1 <b>%2</b></p>").arg(tr("total DRM"), counter_text::signedNumber(p.totalDrm));
    if (!detailed) return html;

    const bool sameCombat = s.combat.index == index;
    const bool leadsChosen = sameCombat && s.combat.attackerLead >= 0 && s.combat.defenderLead >= 0;
    if (p.attackerLead >= 0 && p.defenderLead >= 0) {
        html += QStringLiteral("<p><b>%1</b> %2 %3 · %4 %5")
                    .arg(tr("Lead units (12.23 step 2):"), tr("attacker"), names(s, {p.attackerLead}), tr("defender"), names(s, {p.defenderLead}));
        if (!leadsChosen) html += QStringLiteral("<br><i>%1</i>").arg(tr("Until chosen, the first unit each side may choose is assumed."));
        html += QStringLiteral("</p>");
    }
    html += QStringLiteral("<p><b>%1</b></p><ul style=\"margin-left:-24px\">").arg(tr("Die roll modifiers (12.23 step 3):"));
    if (p.drms.empty()) html += QStringLiteral("<li>%1</li>").arg(tr("none apply"));
    for (const auto& d : p.drms) html += QStringLiteral("<li>%1</li>").arg(counter_text::withNames(core::describeDrm(d), *s.counters).toHtmlEscaped());
    html += QStringLiteral("</ul><p><b>%1 %2</b></p>").arg(counter_text::signedNumber(p.totalDrm), tr("total before tactics"));

    // Each side's eligible tactics are public; a chosen tactic is not, until both are chosen (12.61).
    auto tacticNames = [&s](const std::vector<std::string>& ids) {
        QStringList out;
        for (const auto& id : ids) out << DecisionPanel::tacticName(s, id).toHtmlEscaped();
        return out.join(QStringLiteral(", "));
    };
    const bool revealed = sameCombat && !s.combat.attackerTactic.empty() && !s.combat.defenderTactic.empty() &&
                          s.combat.stage != core::CombatStage::AttackerTactic && s.combat.stage != core::CombatStage::DefenderTactic;
    if (!revealed) {
        html += QStringLiteral("<p><b>%1</b><br>%2 %3<br>%4 %5</p>")
                    .arg(tr("Eligible tactics (12.63):"), tr("Attacker:"), tacticNames(p.attackerTactics), tr("Defender:"), tacticNames(p.defenderTactics));
        if (sameCombat && s.combat.stage == core::CombatStage::DefenderTactic)
            html += QStringLiteral("<p><i>%1</i></p>").arg(tr("The attacker has chosen a tactic, kept secret until the defender chooses (12.61)."));
    } else {
        html += QStringLiteral("<p><b>%1</b> %2 %3 · %4 %5</p>")
                    .arg(tr("Tactics (12.61):"), tr("attacker"), DecisionPanel::tacticName(s, s.combat.attackerTactic).toHtmlEscaped(), tr("defender"),
                         DecisionPanel::tacticName(s, s.combat.defenderTactic).toHtmlEscaped());
    }
    if (sameCombat && s.combat.die >= 0)
        html += QStringLiteral("<p><b>%1</b> %2 · %3 <b>%4</b>%5</p>")
                    .arg(tr("Die:"))
                    .arg(s.combat.die)
                    .arg(tr("modified roll"))
                    .arg(s.combat.total)
                    .arg(s.combat.result.empty() ? QString() : QStringLiteral(" · %1 <b>%2</b>").arg(tr("result"), qs(s.combat.result)));
    return html;
}

void CombatPanel::refresh() {
    const bool was = m_active;
    m_active = false;
    if (!m_game.hasGame() || m_game.state().phase != core::Phase::CloseCombat) {
        m_body->setText(linkedText(tr("Close combats are declared and fought here in each Close Combat Phase (12).")));
        return;
    }
    const core::GameState& s = m_game.state();
    QString html;
    if (s.step == core::Step::DeclareCombats) {
        html = declarationsHtml(s);
    } else if (s.combat.index >= 0 && s.combat.index < static_cast<int>(s.combats.size())) {
        html = QStringLiteral("<h3>%1</h3>").arg(tr("Close combat %1 of %2").arg(s.combat.index + 1).arg(s.combats.size()));
        html += combatHtml(s, s.combat.index, true);
    } else if (!s.combats.empty()) {
        html = QStringLiteral("<h3>%1</h3>").arg(tr("Combats to resolve (12.23)"));
        for (int i = 0; i < static_cast<int>(s.combats.size()); ++i) html += combatHtml(s, i, !s.combats[static_cast<std::size_t>(i)].resolved);
    } else {
        html = tr("No close combat this phase.");
    }
    m_active = true;
    m_body->setText(linkRuleNumbers(html));
    if (!was) emit combatShown();
}

}  // namespace tricorne::app
