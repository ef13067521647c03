#include "deployment.h"

#include <algorithm>
#include <set>

#include "tricorne/series/rules/intelligence.h"

namespace tricorne::app {

namespace {
std::vector<DeployedMarker> scenarioMarkers(const core::Scenario& scenario) {
    std::vector<DeployedMarker> out;
    for (core::Side side : core::kSides)
        for (const auto& placement : scenario.sideSetup(side).placements)
            for (const auto& marker : placement.markers) out.push_back({marker, placement.hex});
    return out;
}

// Leaders go on top of their stacks so their ratings show.
void leadersOnTop(std::vector<DeployedCounter>& counters) {
    std::stable_sort(counters.begin(), counters.end(), [](const DeployedCounter& a, const DeployedCounter& b) { return !a.leader && b.leader; });
}
}  // namespace

Deployment Deployment::ofGame(const core::GameState& state, std::optional<core::Side> viewer) {
    Deployment d;
    d.m_markers = scenarioMarkers(*state.scenario);
    for (int i = 0; i < static_cast<int>(state.pieces.size()); ++i) {
        const core::Piece& p = state.pieces[static_cast<std::size_t>(i)];
        if (p.location != core::Location::Map) continue;
        // 7.42: of an enemy stack not examined only the top counter is seen.
        if (viewer && !core::stackKnown(state, *viewer, p.hex) && core::stackIn(state, p.hex).back() != i) {
            ++d.m_hidden[p.hex];
            continue;
        }
        DeployedCounter c;
        c.id = state.pieceId(i);
        c.hex = p.hex;
        if (state.isLeader(i)) {
            c.leader = &state.leaderDef(i);
            c.reduced = p.flipped;
        } else {
            c.unit = &state.unitDef(i);
            c.reduced = p.reduced;
            c.marks.firstFireSpent = c.unit->isRifle() && !p.firstFire;
            const core::PieceMarkers volumeMarks = state.volumeRules->pieceMarkers(state, i);  // E7.2, E7.3.2
            if (p.ammoBoxes >= 0) {
                c.closeCombatAmmoBoxes = p.ammoBoxes;
                c.closeCombatAmmoLeft = p.ammoBoxes - p.ammoChecked;
                c.marks.ammoDepleted = volumeMarks.closeCombatAmmoDepleted;
            }
            if (p.fireBoxes >= 0) {
                c.fireAmmoBoxes = p.fireBoxes;
                c.fireAmmoLeft = p.fireBoxes - p.fireChecked;
                c.marks.fireAmmoSpent = volumeMarks.fireAmmoDepleted;
            }
        }
        c.marks.disrupted = p.status == core::Status::Disrupted;
        c.marks.shattered = p.status == core::Status::Shattered;
        c.marks.pinned = p.pin != 0;
        c.marks.withdrawal = p.withdrawal;
        d.m_counters.push_back(std::move(c));
    }
    leadersOnTop(d.m_counters);
    return d;
}

std::vector<const DeployedCounter*> Deployment::stackAt(core::HexId hex) const {
    std::vector<const DeployedCounter*> out;
    for (const auto& c : m_counters)
        if (c.hex == hex) out.push_back(&c);
    return out;
}

int Deployment::hiddenAt(core::HexId hex) const {
    const auto it = m_hidden.find(hex);
    return it == m_hidden.end() ? 0 : it->second;
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
