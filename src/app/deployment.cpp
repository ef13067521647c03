#include "deployment.h"

#include <algorithm>
#include <set>

namespace tricorne::app {

Deployment Deployment::atStart(const core::Scenario& scenario, const std::vector<core::StartPosition>& setup,
                               const core::CounterSet& counters) {
    Deployment d;
    for (core::Side side : core::kSides)
        for (const auto& placement : scenario.sideSetup(side).placements)
            for (const auto& marker : placement.markers) d.m_markers.push_back({marker, placement.hex});
    for (const auto& p : setup) {
        if (p.where != core::StartPosition::Where::Map) continue;
        DeployedCounter c;
        c.id = p.counter;
        c.hex = p.hex;
        c.reduced = p.reduced;
        c.unit = counters.unit(p.counter);
        c.leader = counters.leader(p.counter);
        if (c.unit || c.leader) d.m_counters.push_back(std::move(c));
    }
    // Leaders go on top of their stacks so their ratings show.
    std::stable_sort(d.m_counters.begin(), d.m_counters.end(),
                     [](const DeployedCounter& a, const DeployedCounter& b) { return !a.leader && b.leader; });
    return d;
}

std::vector<const DeployedCounter*> Deployment::stackAt(core::HexId hex) const {
    std::vector<const DeployedCounter*> out;
    for (const auto& c : m_counters)
        if (c.hex == hex) out.push_back(&c);
    return out;
}

std::vector<const DeployedMarker*> Deployment::markersAt(core::HexId hex) const {
    std::vector<const DeployedMarker*> out;
    for (const auto& m : m_markers)
        if (m.hex == hex) out.push_back(&m);
    return out;
}

std::vector<core::HexId> Deployment::occupiedHexes() const {
    std::set<core::HexId> hexes;
    for (const auto& c : m_counters) hexes.insert(c.hex);
    return {hexes.begin(), hexes.end()};
}

}  // namespace tricorne::app
