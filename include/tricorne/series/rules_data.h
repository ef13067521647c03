// The printed charts of the series and of a volume, as data: fire tables, the Close Combat
// Table, the Tactical Matrix, the DRM charts, Army Morale, the Terrain Effects Chart, fog.
#pragma once

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/engine/data_error.h"
#include "tricorne/series/map.h"

namespace tricorne::core {

// Ranged Fire To-Hit Table (10.3, 11.3): rows by firing SPs, columns by range.
struct ToHitTable {
    struct Row {
        int minSp = 0;
        int maxSp = 0;  // 0: "and more"
    };
    std::vector<Row> rows;
    std::vector<int> ranges;
    std::vector<std::vector<int>> toHit;  // [row][range index]

    // The to-hit number for `sp` firing at `range`; nullopt when out of the table.
    std::optional<int> lookup(int sp, int range) const;
};

// Rifle and Artillery Fire Damage Tables: a result code per unmodified die 0-9.
struct DamageTable {
    std::vector<std::string> results;
};

// Close Combat Table: results "attacker/defender" by modified die and odds column.
struct CloseCombatTable {
    std::vector<std::string> columns;  // "1-3" ... "4-1"
    std::vector<int> rolls;            // -2 ... 11
    std::vector<std::vector<std::string>> results;  // [roll index][column index]
    int clampLow = -2, clampHigh = 11;
    int defenderMomentumAtOrBelow = -1, attackerMomentumAtOrAbove = 10;

    // The printed cell for a modified roll (clamped) and an odds column.
    const std::string& cell(int modifiedRoll, const std::string& column) const;
};

struct Tactic {
    std::string id, name;
    std::string requirement;  // "none" | "leader" | "leader-and-open-flank"
};

// Tactical Matrix: rows are the defender's tactic, columns the attacker's.
struct TacticalMatrix {
    std::vector<Tactic> tactics;
    std::vector<std::vector<std::optional<int>>> cells;  // nullopt: NC, no combat

    int indexOf(const std::string& id) const;  // -1 when unknown
    std::optional<int> drm(const std::string& defenderTactic, const std::string& attackerTactic) const;
};

struct DrmEntry {
    std::string id, side, rule, text;
    std::optional<int> drm;  // nullopt: variable (lead unit's morale, leader's rating)
};

struct ArmyMoraleLevel {
    std::string id, name, rule;
    int min = 0, max = 0;
    int initiativeDrm = 0;
    int moraleModifier = 0;
};

struct TerrainEffect {
    std::string terrain;  // "clear" ... "river"
    int mpTimes2 = 0;     // MP cost doubled so half MPs stay exact
    bool prohibited = false;
    bool strategic = false;
    bool blocksLos = false;
    bool zocInto = true;
};

struct HexsideEffect {
    std::string feature;  // "creek", "up-slope", "up-slope-creek", ...
    std::optional<int> mpTimes2;  // nullopt: prohibited / not applicable
    bool zocInto = true;
    bool blocksStrategic = false;
};

// The Terrain Effects Chart gathered for movement and ZOC, MP costs in half points.
struct MovementCosts {
    std::array<TerrainEffect, kTerrainCount> hex{};  // by Terrain
    int roadHalves = 1;    // along a road: replaces hex and hexside costs
    int trailHalves = 2;   // along a trail: replaces the hex cost
    int creekHalves = 2, fordHalves = 0;
    int upSlopeHalves = 2, downSlopeHalves = 1;
    int upSlopeCreekHalves = 4, downSlopeCreekHalves = 2;  // 9.4 combined kinds
    int ravineHalves = 4;
    int fieldworksIntoHalves = 2;
    bool creekStrategic = false, fordStrategic = false, slopeStrategic = true, ravineStrategic = false, fieldworksStrategic = false;
    bool fieldworksZocInto = false;  // 8.1
    bool ravineBarsArtilleryAndMounted = true;
};

struct RulesData {
    std::string id;
    nlohmann::json raw;  // the whole file, for charts read by later rules
    std::optional<ToHitTable> toHit;
    std::optional<DamageTable> rifleDamage, artilleryDamage;
    std::optional<CloseCombatTable> closeCombat;
    std::optional<TacticalMatrix> tactics;
    std::vector<DrmEntry> closeCombatDrms, rangedFireDrms;
    std::vector<ArmyMoraleLevel> armyMoraleLevels;
    std::vector<TerrainEffect> terrainEffects;
    std::vector<HexsideEffect> hexsideEffects;
    std::optional<MovementCosts> movement;  // when the file holds a Terrain Effects Chart
};

Loaded<RulesData> loadRulesData(const std::string& path, const std::string& displayPath);

}  // namespace tricorne::core
