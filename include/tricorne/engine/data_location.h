// Where the game data is found when none is named on the command line.
#pragma once

#include <string>

namespace tricorne::core {

// $TRICORNE_DATA; else the data installed beside the program (BINDIR/../share/tricorne/data,
// wherever the install prefix was put); else the source tree of a build not installed;
// else the install folder configured. `programDir` is the folder of the running program,
// or empty when it is not known.
std::string findDataDir(const std::string& programDir);

}  // namespace tricorne::core
