#include "end_phase_warning.h"

#include "counter_text.h"
#include "tricorne/series/rules/end_phase_costs.h"

namespace tricorne::app {

QString EndPhaseWarning::pending(const core::GameState& s) {
    auto costs = core::endPhaseCosts(s);
    s.volumeRules->endOfPhaseCosts(s, costs);  // E3.6, E7.6: the volume's own price
    if (costs.empty()) return {};
    const std::string phase = std::to_string(s.turn) + "/" + std::to_string(s.playerTurn) + "/" + std::to_string(static_cast<int>(s.phase));
    if (phase != m_phase) {
        m_phase = phase;
        m_warnedOf.clear();
    }
    std::string fingerprint;
    for (const auto& c : costs) fingerprint += c.rule + ":" + c.text + "\n";
    if (!m_warnedOf.insert(fingerprint).second) return {};
    QString text = QStringLiteral("<p>%1</p><ul>").arg(tr("Ending the phase now:"));
    for (const auto& c : costs)
        text += QStringLiteral("<li>%1 (%2)</li>").arg(counter_text::withNames(c.text, *s.counters).toHtmlEscaped(), QString::fromStdString(c.rule).toHtmlEscaped());
    return text + QStringLiteral("</ul><p>%1</p>").arg(tr("End the phase anyway?"));
}

}  // namespace tricorne::app
