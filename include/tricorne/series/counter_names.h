// The names players read for counters: every counter id in the core's words becomes the
// name printed on the counter.
#pragma once

#include <string>

#include "tricorne/series/counters.h"

namespace tricorne::core {

// "am-morgan moves 1010-1011" becomes "Morgan moves 1010-1011".
std::string withCounterNames(const std::string& text, const CounterSet& counters);

}  // namespace tricorne::core
