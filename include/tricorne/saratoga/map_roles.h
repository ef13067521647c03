// Saratoga: the hexes the exclusive rules name must exist on the map in their roles.
#pragma once

#include <string>

#include "tricorne/engine/data_error.h"
#include "tricorne/series/map.h"

namespace tricorne::core::saratoga {

// Records an error for each named hex that cannot play the role its rule gives it.
void checkMapRoles(const Map& map, const std::string& displayPath, DataErrors& errors);

}  // namespace tricorne::core::saratoga
