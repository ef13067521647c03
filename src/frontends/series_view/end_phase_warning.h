// The warning before End Phase when ending it costs something (the core's endPhaseCosts):
// each cost with its rule and the units it names. A situation warned of once is not warned
// of again in the same phase; the shell's preference turns the warning off.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <set>
#include <string>

#include "tricorne/series/game/game_state.h"

namespace tricorne::app {

class EndPhaseWarning {
    Q_DECLARE_TR_FUNCTIONS(EndPhaseWarning)
public:
    // The warning to show before ending the phase now, or empty when there is nothing to warn
    // of or this very situation was warned of already in this phase.
    QString pending(const core::GameState& state);

private:
    std::string m_phase;                // the phase the fingerprints below belong to
    std::set<std::string> m_warnedOf;   // fingerprints of the situations warned of in it
};

}  // namespace tricorne::app
