// The values printed on counters, as text: "4 +1 5", "2/1", "(3)", "2-1-6", set-up hex or turn.
#pragma once

#include <QString>

#include "tricorne/series/counters.h"

namespace tricorne::app::counter_text {

QString signedNumber(int n);               // a morale or a DRM as printed: "+1", "0", "−1"
QString strength(const core::UnitDef& unit, bool reduced);  // "4", or "2/1" for musket/rifle units
QString movement(const core::UnitDef& unit);                // "5", "(3)" when bracketed
QString valuesLine(const core::UnitDef& unit, bool reduced);  // "4 +1 5"
QString ratings(const core::LeaderFace& face);                // "2-1-6"
QString setupMark(const core::CampaignStart& start);          // "1213", "T3" or empty
const core::UnitFace& face(const core::UnitDef& unit, bool reduced);
// The core's words for players: every counter id in `text` ("am-morgan") becomes the name
// printed on the counter ("Morgan").
QString withNames(const std::string& text, const core::CounterSet& counters);

}  // namespace tricorne::app::counter_text
