// Reading a hex id from a data file.
#pragma once

#include <optional>

#include "tricorne/engine/json_reader.h"
#include "tricorne/series/hex.h"

namespace tricorne::core::data {

// A hex id "XXYY" at `node`, recording an error naming its path otherwise; whether the hex
// is on the map is the caller's check.
std::optional<HexId> readHex(const Node& node);

}  // namespace tricorne::core::data
