// The Saratoga volume: its exclusive rules (E1-E10) at the places of the sequence of play
// where the series lets a volume step in, each switched on by the scenario's special rules.
#pragma once

#include "tricorne/series/volume.h"

namespace tricorne::core::saratoga {

// The volume, registered under its rules file's id "saratoga" when the program starts.
const Volume& saratogaVolume();

}  // namespace tricorne::core::saratoga
