// The charts a player keeps beside the map, as pages of the Charts window, each built from
// the data files: the Close Combat Table, the Tactical Matrix, the fire tables, the Terrain
// Effects Chart, the DRM chart, Army Morale, fog, the scenario's victory conditions and
// special rules. The current combat's or fire's place on a chart is marked, as far as the
// player at the screen may know it (12.61).
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/data_set.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::app::charts {

enum class Chart {
    CloseCombatTable,
    TacticalMatrix,
    ToHitTable,
    FireDamageTables,
    TerrainEffects,
    CloseCombatDrms,
    ArmyMorale,
    Fog,
    Scenario,
    MapLegend,
    CounterAnatomy,
};

struct ChartEntry {
    Chart chart;
    QString title;  // "Close Combat Table (12.23)"
};
// Every page, in the order the window lists them.
std::vector<ChartEntry> all();
QString title(Chart chart);
// The page's name on the command line ("close-combat-table"), and back.
QString id(Chart chart);
std::optional<Chart> fromId(const QString& id);

// The chart the decision in hand is read from: the Tactical Matrix while tactics are chosen,
// the Close Combat Table during a combat, the To-Hit Table during fire, and so on.
Chart forDecision(const core::GameState& state);

// 12.23: the current close combat on the table: its odds column and the rows the die (0-9)
// reaches with its DRM, the tactics' once both are chosen (12.61); the row rolled, once it is.
struct CloseCombatMarks {
    std::string column;
    int drm = 0;
    bool tacticsKnown = false;
    std::vector<int> rows;
    std::optional<int> rolledRow;
};
std::optional<CloseCombatMarks> closeCombatMarks(const core::GameState& state);

// 12.63: the tactics each side may legally choose in the current combat; the tactics chosen
// only once both sides have chosen (12.61).
struct TacticsMarks {
    std::vector<std::string> attacker, defender;
    std::string attackerChosen, defenderChosen;
};
std::optional<TacticsMarks> tacticsMarks(const core::GameState& state);

// 10.3, 11.3: the fire being resolved: its row and column of the To-Hit Table and its damage table.
struct FireMarks {
    int sp = 0;
    int range = 1;
    int toHit = 10;
    int totalDrm = 0;
    std::string damageTable;  // "rifleFireDamage" or "artilleryFireDamage"
    bool hit = false;         // the to-hit roll has hit; the damage die is next
};
std::optional<FireMarks> fireMarks(const core::GameState& state);

// A chart page as HTML; `state` null: no game in hand (the first scenario's charts, every
// scenario's victory conditions).
QString html(Chart chart, const core::DataSet& data, const core::GameState* state);

}  // namespace tricorne::app::charts
