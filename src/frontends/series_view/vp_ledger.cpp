#include "vp_ledger.h"

#include <QCoreApplication>

#include "map_style.h"

namespace tricorne::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("VpLedger", text); }
}  // namespace

std::vector<VpLedgerLine> vpLedger(const std::vector<LogEntry>& log) {
    std::vector<VpLedgerLine> out;
    for (const LogEntry& e : log)
        if (e.vp && e.vp->halves != 0) out.push_back({e.action, e.turn, e.vp->side, e.vp->halves, e.rule, e.text});
    return out;
}

QString vpText(int halves) {
    const QString whole = QString::number(halves / 2);
    if (halves % 2 == 0) return whole;
    return halves / 2 == 0 ? QStringLiteral("\u00bd") : whole + QStringLiteral("\u00bd");
}

QString victoryTitle(const core::Outcome& o) {
    if (!o.winner) return tr("No side wins");
    const QString side = GameController::playerName(core::playerOf(*o.winner));
    if (o.level == "decisive") return tr("%1 Decisive Victory").arg(side);
    if (o.level == "substantial") return tr("%1 Substantial Victory").arg(side);
    if (o.level == "marginal") return tr("%1 Marginal Victory").arg(side);
    return tr("%1 Victory").arg(side);
}

QString vpLedgerHtml(const std::vector<VpLedgerLine>& ledger, const QString& empty) {
    if (ledger.empty()) return QStringLiteral("<i>%1</i>").arg(empty.toHtmlEscaped());
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\"><tr><th align=\"left\">%1</th><th align=\"left\">%2</th><th>%3</th><th align=\"left\">%4</th></tr>")
                       .arg(tr("Turn"), tr("To"), tr("VP"), tr("Cause"));
    for (const VpLedgerLine& l : ledger)
        html += QStringLiteral("<tr><td align=\"center\">%1</td><td style=\"color:%2\">%3</td><td align=\"center\"><b>+%4</b></td><td>%5 <i>(%6)</i></td></tr>")
                    .arg(l.turn)
                    .arg((l.side == core::Side::American ? style::kAmerican : style::kBritish).name(), GameController::playerName(core::playerOf(l.side)),
                         vpText(l.halves), l.cause.toHtmlEscaped(), l.rule.toHtmlEscaped());
    return html + QStringLiteral("</table>");
}

}  // namespace tricorne::app
