#include "odds_panel.h"

#include <QLabel>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

#include "counter_text.h"
#include "decision_panel.h"
#include "game_controller.h"
#include "map_orders.h"
#include "tricorne/series/rules/close_combat_odds.h"
#include "tricorne/series/rules/fire.h"
#include "tricorne/series/rules/intelligence.h"
#include "tricorne/series/rules/los.h"

namespace tricorne::app {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

bool fireStep(core::Step step) { return step == core::Step::ArtilleryFire || step == core::Step::RifleDeclare; }
}  // namespace

OddsPanel::OddsPanel(GameController& game, MapOrders& orders, QWidget* parent) : QWidget(parent), m_game(game), m_orders(orders) {
    auto* layout = new QVBoxLayout(this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_body = new QLabel(scroll);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_body->setMargin(4);
    scroll->setWidget(m_body);
    layout->addWidget(scroll);
    connect(&m_game, &GameController::stateChanged, this, &OddsPanel::refresh);
    connect(&m_game, &GameController::gameReplaced, this, &OddsPanel::refresh);
    connect(&m_orders, &MapOrders::selectionChanged, this, &OddsPanel::refresh);
    refresh();
}

QString OddsPanel::text() const {
    QTextDocument doc;
    doc.setHtml(m_body->text());
    return doc.toPlainText();
}

QString OddsPanel::chanceText(core::Chance c) {
    const QString percent = QString::number(100.0 * c.value(), 'f', c.num * 100 % c.den == 0 ? 0 : 1);
    if (c.num == 0) return tr("none");
    if (c.num == c.den) return tr("certain");
    return QStringLiteral("%1/%2 (%3%)").arg(c.num).arg(c.den).arg(percent);
}

QString OddsPanel::name(const core::GameState& s, int piece) const { return counter_text::withNames(s.pieceId(piece), *s.counters).toHtmlEscaped(); }

QString OddsPanel::resultsHtml(const core::GameState& s, const std::vector<core::ResultChance>& results, const char* table) const {
    // Each code in the chart's own words ("retreat one hex"), cut before its rule.
    const auto& codes = s.series->raw.at(table).at("codes");
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    for (const auto& r : results) {
        const bool star = r.result.size() > 1 && r.result.back() == '*';
        const std::string base = star ? r.result.substr(0, r.result.size() - 1) : r.result;
        std::string words = codes.value(base, std::string());
        words = words.substr(0, std::min(words.find(" ("), words.find(':')));
        if (star) words += "; leader casualty";
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td align=\"right\">%3</td></tr>").arg(qs(r.result), qs(words), chanceText(r.chance));
    }
    return html + QStringLiteral("</table>");
}

QString OddsPanel::fireHtml(const core::GameState& s, int firer) const {
    const bool artillery = s.step == core::Step::ArtilleryFire;
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Fire of %1 (%2)").arg(name(s, firer), artillery ? QStringLiteral("11") : QStringLiteral("10")));
    if (const auto why = core::cannotFire(s, firer)) return html + QStringLiteral("<p>%1</p>").arg(counter_text::withNames(*why, *s.counters).toHtmlEscaped());
    const auto odds = core::fireOddsOf(s, firer);
    const auto unseen = core::unexaminedInReach(s, firer);
    if (odds.empty() && unseen.empty()) return html + QStringLiteral("<p>%1</p>").arg(tr("No target in reach now (%1).").arg(artillery ? "11.2" : "10.2"));
    const core::HexId from = s.pieces[static_cast<std::size_t>(firer)].hex;
    for (const core::FireOdds& o : odds) {
        const int target = *s.pieceIndex(o.fire.target);
        const core::HexId to = s.pieces[static_cast<std::size_t>(target)].hex;
        const core::FirePreview& p = o.preview;
        html += QStringLiteral("<hr><p><b>%1</b> %2<br>").arg(tr("Target:"), tr("%1 in %2").arg(name(s, target), qs(to.str())));
        html += tr("%1 SP at range %2: to hit <b>%3</b> (%4)").arg(p.sp).arg(p.range).arg(p.toHit).arg(artillery ? "11.3" : "10.3");
        if (artillery) {
            html += QStringLiteral("<br>") + tr("Range counts the target's hex, not the firer's; batteries firing together count from the farthest (11.2).");
            const core::LosResult los = core::lineOfSight(s, from, to);
            html += QStringLiteral("<br>") + tr("Line of sight from %1: %2 (11.4)").arg(qs(from.str()), los.clear ? tr("clear") : qs(los.reason));
        }
        html += QStringLiteral("</p><p><b>%1</b> ").arg(tr("DRMs:"));
        QStringList drms;
        for (const auto& d : p.drms) drms << QStringLiteral("%1 %2 (%3)").arg(counter_text::signedNumber(d.drm), qs(d.text), qs(d.rule));
        html += drms.isEmpty() ? tr("none") : drms.join(QStringLiteral(", "));
        html += QStringLiteral(" · %1 <b>%2</b></p>").arg(tr("total"), counter_text::signedNumber(p.totalDrm));
        html += QStringLiteral("<p><b>%1</b> <span style=\"font-size:large\">%2</span>").arg(tr("Chance to hit:"), chanceText(o.hit));
        if (p.rolls > 1) html += QStringLiteral(" — %1").arg(tr("rolls again after a miss (10.7)"));
        html += QStringLiteral("</p><p><b>%1</b></p>").arg(artillery ? tr("Artillery Fire Damage Table (11.3):") : tr("Rifle Fire Damage Table (10.3):"));
        html += resultsHtml(s, o.results, artillery ? "artilleryFireDamage" : "rifleFireDamage");
    }
    for (const core::HexId h : unseen) {
        // 7.42: only the top counter of a stack not examined shows.
        const auto top = core::visiblePieces(s, s.sideOf(firer), h);
        html += QStringLiteral("<hr><p><b>%1</b> %2</p>")
                    .arg(tr("Stack in %1, not examined:").arg(qs(h.str())),
                         tr("only its top counter, %1, shows. Examine it to commit this fire to the hex, then the odds show (7.42).")
                             .arg(top.empty() ? QString() : name(s, top.back())));
    }
    return html;
}

QString OddsPanel::tacticsHtml(const core::GameState& s) const {
    const core::Side side = s.combat.stage == core::CombatStage::AttackerTactic ? s.phasing() : core::enemyOf(s.phasing());
    const bool attacker = side == s.phasing();
    // Only what each side may choose shows: never the tactic already chosen (12.61).
    const core::TacticChoices t = core::tacticChoices(s, s.combat.index, side);
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(tr("Tactical Matrix for close combat %1 (12.62)").arg(s.combat.index + 1),
                            attacker ? tr("Each tactic you may choose, attacking, against each the defender may choose: the modifier to the combat roll (+ helps you).")
                                     : tr("Each tactic you may choose, defending, against each the attacker may choose: the modifier to the combat roll (− helps you)."));
    // One row of the matrix a paragraph, so that it wraps in a narrow panel.
    for (std::size_t r = 0; r < t.own.size(); ++r) {
        QStringList cells;
        for (std::size_t c = 0; c < t.enemy.size(); ++c) {
            const auto& cell = t.drm[r][c];
            cells << QStringLiteral("%1 <b>%2</b>").arg(DecisionPanel::tacticName(s, t.enemy[c]).toHtmlEscaped(), cell ? counter_text::signedNumber(*cell) : tr("NC"));
        }
        html += QStringLiteral("<p><b>%1</b><br>%2 %3</p>")
                    .arg(DecisionPanel::tacticName(s, t.own[r]).toHtmlEscaped(), tr("against"), cells.join(QStringLiteral(" · ")));
    }
    html += QStringLiteral("<p>%1</p>").arg(tr("NC: No Combat (12.23 step 4). Only eligible tactics are shown (12.63); an ineligible one gives the opponent 1 (12.65)."));
    return html;
}

QString OddsPanel::rerollHtml(const core::GameState& s) const {
    const auto o = core::rerollOdds(s);
    if (!o) return {};
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Momentum re-roll (12.23 step 6)"));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("The roll as it stands:"), tr("die %1 %2 = %3 on the %4 column: <b>%5</b>")
                                                        .arg(o->die)
                                                        .arg(counter_text::signedNumber(o->drm), QString::number(o->total), qs(o->column), qs(o->current)));
    html += QStringLiteral("<p><b>%1</b></p>").arg(tr("If re-rolled (same column, %1):").arg(counter_text::signedNumber(o->drm)));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\"><tr><th align=\"left\">%1</th><th align=\"right\">%2</th></tr>").arg(tr("attacker/defender"), tr("chance"));
    for (const auto& r : o->reroll) html += QStringLiteral("<tr><td><b>%1</b></td><td align=\"right\">%2</td></tr>").arg(qs(r.result), chanceText(r.chance));
    return html + QStringLiteral("</table>");
}

void OddsPanel::refresh() {
    QString html, about;
    if (m_game.hasGame() && !m_game.state().outcome.over) {
        const core::GameState& s = m_game.state();
        const auto selected = m_orders.selected() ? s.pieceIndex(*m_orders.selected()) : std::nullopt;
        if (fireStep(s.step) && selected && s.onMap(*selected)) {
            html = fireHtml(s, *selected);
            about = QStringLiteral("fire %1 %2").arg(QString::fromStdString(*m_orders.selected())).arg(m_game.game().record().actions.size());
        } else if (s.step == core::Step::ChooseTactic && s.combat.index >= 0) {
            html = tacticsHtml(s);
            about = QStringLiteral("tactic %1").arg(m_game.game().record().actions.size());
        } else if (s.step == core::Step::CombatReroll) {
            html = rerollHtml(s);
            about = QStringLiteral("reroll %1").arg(m_game.game().record().actions.size());
        }
    }
    if (html.isEmpty())
        html = tr("Pick up a unit in a fire phase to see the odds of its fire at each target (10.3, 11.3); the Tactical Matrix and the momentum "
                  "re-roll show here in close combat (12.62, 12.23).");
    m_body->setText(html);
    if (!about.isEmpty() && about != m_shownFor) emit oddsShown();
    m_shownFor = about;
}

}  // namespace tricorne::app
