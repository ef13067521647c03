// "What would the computer do?" in words: its choice and its best candidates, each with the
// chance of winning the search gave it, the counters by name.
#pragma once

#include <QString>

#include "computer_play.h"

namespace tricorne::app {

// One candidate: "Move Fraser's Advanced Corps 0710 → 0812 (9.2)" as the Decision panel's buttons name actions.
QString candidateText(const core::Action& action, const core::GameState& state);
// The suggestion as the Decision panel shows it (rich text): the choice, then the candidates with their chances.
QString hintHtml(const ComputerHint& hint, const core::GameState& state);

}  // namespace tricorne::app
