#include "tricorne/saratoga/map_regions.h"

#include <algorithm>

namespace tricorne::core::saratoga {

std::vector<std::uint8_t> floodFrom(const Map& map, const std::vector<HexId>& rear, const std::function<bool(HexId)>& barred,
                                    const std::function<bool(HexId, HexId)>& crosses) {
    std::vector<std::uint8_t> in(static_cast<std::size_t>(map.hexCount()), 0);
    std::vector<HexId> frontier;
    for (HexId h : rear) {
        if (map.prohibited(h) || barred(h)) continue;
        in[static_cast<std::size_t>(map.index(h))] = 1;
        frontier.push_back(h);
    }
    while (!frontier.empty()) {
        const HexId h = frontier.back();
        frontier.pop_back();
        for (HexId nb : neighbours(h)) {
            if (!map.contains(nb) || map.prohibited(nb) || barred(nb)) continue;
            auto& a = in[static_cast<std::size_t>(map.index(nb))];
            if (a || crosses(h, nb)) continue;
            a = 1;
            frontier.push_back(nb);
        }
    }
    return in;
}

bool onWaterway(const Map& map, const std::string& name, HexId a, HexId b) {
    for (const auto& w : map.waterways())
        if (w.name == name)
            for (const auto& hs : w.hexsides)
                if ((hs.a == a && hs.b == b) || (hs.a == b && hs.b == a)) return true;
    return false;
}

std::vector<HexId> northOfMillCreek(const Map& map) {
    std::vector<HexId> northEdge;
    for (HexId h : map.allHexes())
        if (h.row == map.rows()) northEdge.push_back(h);
    const auto in = floodFrom(map, northEdge, [](HexId) { return false; },
                              [&](HexId a, HexId b) { return onWaterway(map, "Mill Creek", a, b) || onWaterway(map, "Middle Branch", a, b); });
    std::vector<HexId> out;
    for (HexId h : map.allHexes())
        if (in[static_cast<std::size_t>(map.index(h))]) out.push_back(h);
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace tricorne::core::saratoga
