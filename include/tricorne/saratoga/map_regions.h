// Regions of the Saratoga map bounded by its watercourses (E10.2, E5.6.2).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "tricorne/series/map.h"

namespace tricorne::core::saratoga {

// By map index, 1 for each hex reached from the `rear` hexes without entering prohibited
// terrain or a hex `barred` refuses, nor crossing a hexside `crosses` names.
std::vector<std::uint8_t> floodFrom(const Map& map, const std::vector<HexId>& rear, const std::function<bool(HexId)>& barred,
                                    const std::function<bool(HexId, HexId)>& crosses);
// True when the hexside between the two hexes belongs to the named waterway.
bool onWaterway(const Map& map, const std::string& name, HexId a, HexId b);
// E5.6.2: the hexes north of Mill Creek and its Middle Branch, sorted: those the north edge
// reaches without crossing either (docs/rulings.md, E5.6.2).
std::vector<HexId> northOfMillCreek(const Map& map);

}  // namespace tricorne::core::saratoga
