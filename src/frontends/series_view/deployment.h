// Where the counters stand on the map: the scenario's resolved set-up, stack by stack.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/counters.h"
#include "tricorne/series/game/game_state.h"
#include "tricorne/series/hex.h"
#include "tricorne/series/scenario.h"

namespace tricorne::app {

// The status markers a player puts on a counter during play.
struct CounterMarks {
    bool disrupted = false;       // 13.3
    bool shattered = false;       // 13.4
    bool firstFireSpent = false;  // 10.6: its First Fire marker has been removed
    bool pinned = false;          // 13.1 PIN
    bool withdrawal = false;      // 12.43, 12.54
    bool ammoDepleted = false;    // E7.2: every close combat box of the Ammo Depletion Log checked
    bool fireAmmoSpent = false;   // E7.3.2: every fire box checked (Morgan)
    bool operator==(const CounterMarks&) const = default;
};

struct DeployedCounter {
    std::string id;
    core::HexId hex;
    bool reduced = false;  // a unit's reduced side, or a leader's back side (E3.5)
    CounterMarks marks;
    // E7.1, E7.3.2: the Ammo Depletion Log's boxes, left and in all; -1 for a unit not logged.
    int closeCombatAmmoLeft = -1;
    int closeCombatAmmoBoxes = -1;
    int fireAmmoLeft = -1;
    int fireAmmoBoxes = -1;
    const core::UnitDef* unit = nullptr;      // set for a combat unit
    const core::LeaderDef* leader = nullptr;  // set for a leader
};

// A marker set up with the counters: flechettes (E5.1), the British HQ (E6.3).
struct DeployedMarker {
    std::string id;
    core::HexId hex;
};

class Deployment {
public:
    // The counters where a game in progress has them, with their status markers, as `viewer`
    // sees them: with Limited Intelligence (7.42) an enemy stack it does not know shows only its
    // top counter, the others counted in hiddenAt(). No viewer: every counter.
    static Deployment ofGame(const core::GameState& state, std::optional<core::Side> viewer = std::nullopt);

    const std::vector<DeployedCounter>& counters() const { return m_counters; }
    const std::vector<DeployedMarker>& markers() const { return m_markers; }
    std::vector<const DeployedMarker*> markersAt(core::HexId hex) const;
    // The stack in a hex, bottom first: combat units in sheet order, leaders on top (the
    // core's order, core::stackIn). Only the counters the viewer sees.
    std::vector<const DeployedCounter*> stackAt(core::HexId hex) const;
    // 7.42: the counters under a stack's top counter the viewer has not examined.
    int hiddenAt(core::HexId hex) const;
    std::vector<core::HexId> occupiedHexes() const;

private:
    std::vector<DeployedCounter> m_counters;
    std::vector<DeployedMarker> m_markers;
    std::map<core::HexId, int> m_hidden;
};

}  // namespace tricorne::app
