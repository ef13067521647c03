// A scenario: turns, set-up, reinforcements, starting morale and momentum, player order,
// the exclusive rules in force, victory conditions, variants and options.
#pragma once

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/counters.h"
#include "tricorne/engine/data_error.h"
#include "tricorne/series/hex.h"

namespace tricorne::core {

struct Placement {
    HexId hex;
    std::vector<std::string> counters;  // unit and leader ids
    std::vector<std::string> markers;   // e.g. "flechettes"
    std::string source;
    std::string pointer;  // JSON pointer of this entry, for cross-check messages
};

// A counter the owning player places within limits (E5.1 Ottawas, E8.1 Burgoyne and Jaegers, E8.2 Arnold).
struct PlayerPlacement {
    std::string counter;
    std::vector<std::string> withOneOf;  // stacked with one of these counters
    std::string outsideArea;             // outside this map area ...
    int minDistance = 0;                 // ... and at least this far from it
    std::string defaultWith;             // the default choice of withOneOf
    std::optional<HexId> defaultHex;     // the default hex when placed by area
    std::string source;
    std::string pointer;
};

struct SideSetup {
    bool fromCounters = false;  // printed Campaign at-start hexes first, then placements override
    std::vector<Placement> placements;
    std::vector<PlayerPlacement> playerPlaced;
};

struct Reinforcement {
    int turn = 0;
    HexId hex;
    Side side = Side::American;
    std::vector<std::string> counters;
    bool noStrategicMovement = false;
    std::string source;
    std::string pointer;
};

struct ScenarioChoice {
    std::string id, rule, title, description;
    bool defaultOn = false;
    nlohmann::json effects;  // what the rule changes, read by the rule's code
    // Counters the choice puts in another's place (E3.8.3: the mounted Prinz Ludwig for the
    // foot counter): the replacement starts where the replaced would, which is not used.
    std::map<std::string, std::string> replaces;
};

struct Scenario {
    std::string id, name, source, mapId, countersId;
    std::string description;
    int firstTurn = 1, lastTurn = 1;
    std::array<SideSetup, 2> setup;  // indexed by Side
    std::vector<std::string> reduced;
    std::vector<std::string> notUsed;
    std::vector<Reinforcement> reinforcements;
    std::array<int, 2> armyMorale{14, 14};
    std::array<int, 2> momentum{0, 0};
    std::vector<std::string> specialRules;
    std::vector<ScenarioChoice> variants, options;
    nlohmann::json playerOrder;  // read by the sequence of play (E1.5, E5.5, E8.7)
    nlohmann::json victory;      // read by the victory rules (E2, E6, E9)
    nlohmann::json extra;        // further scenario rules by name (movement holds, ammo log, ...)

    const SideSetup& sideSetup(Side s) const { return setup[static_cast<int>(s)]; }
    bool uses(const std::string& rule) const;
};

Loaded<Scenario> loadScenario(const std::string& path, const std::string& displayPath);

// Where one counter starts in a scenario.
struct StartPosition {
    enum class Where { Map, Reinforcement, NotUsed };
    std::string counter;
    Where where = Where::NotUsed;
    HexId hex;     // for Map and Reinforcement
    int turn = 0;  // for Reinforcement
    bool reduced = false;
    bool playerPlaced = false;  // placed at its default until the player chooses
};

// Resolves the set-up of every counter of the sheet for a scenario: printed at-start
// hexes where the scenario says so, then the scenario's own tables, reinforcements and
// units not used. Errors (unknown or doubly placed counters) name the scenario file.
std::vector<StartPosition> resolveSetup(const Scenario& scenario, const CounterSet& counters, const std::string& displayPath,
                                        DataErrors& errors);

}  // namespace tricorne::core
