#include "computer_hint.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

#include "counter_text.h"
#include "decision_panel.h"

namespace tricorne::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("tricorne::app::ComputerHint", text); }
}  // namespace

QString candidateText(const core::Action& action, const core::GameState& state) {
    // 12.61: a tactic by the Tactical Matrix's name.
    if (const auto* t = std::get_if<core::ChooseTactic>(&action)) return tr("Tactic: %1").arg(DecisionPanel::tacticName(state, t->tactic));
    return counter_text::withNames(core::describe(action), *state.counters);
}

QString hintHtml(const ComputerHint& hint, const core::GameState& state) {
    QString html = QStringLiteral("<b>%1</b>").arg(tr("What would the computer do?"));
    // One line a candidate, its choice in bold, so that the three fit the Decision panel beside its answers.
    for (std::size_t i = 0; i < hint.candidates.size(); ++i) {
        const auto& c = hint.candidates[i];
        const QString text = candidateText(c.action, state).toHtmlEscaped();
        html += QStringLiteral("<br>%1. %2 — %3")
                    .arg(i + 1)
                    .arg(c.action == hint.action ? QStringLiteral("<b>%1</b>").arg(text) : text,
                         tr("%1% chance of winning").arg(std::lround(std::clamp(c.winChance, 0.0, 1.0) * 100)));
    }
    if (hint.candidates.empty()) html += QStringLiteral("<br><b>%1</b>").arg(candidateText(hint.action, state).toHtmlEscaped());
    return html;
}

}  // namespace tricorne::app
