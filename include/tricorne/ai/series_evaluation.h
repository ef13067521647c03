// What a series position is worth to one player, for the search's leaves and the greedy bot:
// the scenario's victory conditions as they would fall now, victory points, Army Morale and its
// levels, strength on the map, the objective hexes held and the distance to them, and exposure.
// Its weights are read from data/ai/series.json (one set, with per-scenario overrides).
#pragma once

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/ai/bot.h"
#include "tricorne/engine/data_error.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::ai {

// One weight a feature: the value is tanh of their weighted sum, from one side's point of view.
struct EvaluationWeights {
    double victoryPoint = 0.12;       // 4: a victory point, kept or due at the end, more than the enemy's
    double winIfEndedNow = 0.35;      // 5.D: the side the victory conditions would name if the game ended now, by the share of turns begun
    double armyMorale = 0.04;         // 16: a point of Army Morale more than the enemy's
    double armyMoraleLevel = 0.15;    // 16.2: a step of the morale modifier of its level better than the enemy's
    double strength = 1.5;            // 3.1: the share of its order of battle's strength points kept, more than the enemy's
    double objectiveHeld = 0.25;      // 4: an objective hex occupied by the side's units
    double objectiveDistance = 0.03;  // a hex nearer, on average, of the side's units to the objectives it must take
    double exposure = 0.04;           // a strength point next to a stronger enemy stack
    double leaderAlone = 0.08;        // 14: a leader with no unit of his side in his hex
    double capturable = 0.04;         // 12.31, 14.32: a point of Army Morale or VP at stake in artillery and leaders nobody fights for, next to an enemy able to attack
    double leaderExposed = 0.0;       // 14.32, 13.1: a point of Army Morale or VP at stake in a leader whose units the enemy's regiments within a march of them outnumber two to one
    double controlAtRisk = 0.5;       // E9.1.1, E9.4: the chance the side moving last takes an objective hex left empty within its units' reach, times what the score and the winner would lose
    double turnEndDecisive = 1.0;     // E2.1, E2.2, E6.1, E6.3: the side a Decisive Victory of the end of any turn would name if this game turn ended now
};

// The weights file: a default set and the scenarios' overrides, by scenario id.
struct EvaluationWeightsFile {
    EvaluationWeights defaults;
    std::map<std::string, EvaluationWeights> scenarios;
    // By level and scenario, the sides whose searches' rollouts play the enemy's Movement Phase
    // ("enemyMarchInRollouts": an array of scenario ids for every level and both sides, or an
    // object of levels, each an array of scenario ids for both sides or an object of scenario ids'
    // arrays of sides). A level or scenario named by no side is left out of the map.
    using SidesByScenario = std::map<std::string, std::set<core::Side>>;
    std::map<Level, SidesByScenario> enemyMarchInRollouts;
    // By level and scenario, read and written as enemyMarchInRollouts: the sides whose rollouts
    // begun in their own Movement Phase of the scenario's last game turn end the phase where the
    // units stand and fight its combats ("lastTurnCombatsInRollouts"), so that the leaf sees what
    // the game's last attacks take.
    std::map<Level, SidesByScenario> lastTurnCombatsInRollouts;
    const EvaluationWeights& forScenario(const std::string& id) const;
    bool marchesInRollouts(Level level, const std::string& scenario, core::Side side) const;
    bool fightsLastTurnInRollouts(Level level, const std::string& scenario, core::Side side) const;
};

// Reads a weights file; nullopt and `errors` naming the file and the JSON pointer of each fault.
std::optional<EvaluationWeightsFile> loadEvaluationWeights(const std::string& path, core::DataErrors& errors);
// The series game's own weights file under a data folder (data/ai/series.json).
std::string seriesWeightsPath(const std::string& dataDir);
// Each weight by its name in the file, in the file's order: what tuning changes one at a time.
struct EvaluationWeightField {
    const char* key;
    double EvaluationWeights::*member;
};
std::vector<EvaluationWeightField> evaluationWeightFields();
// The file as loadEvaluationWeights reads it back, with `about` for its "about".
nlohmann::json evaluationWeightsJson(const EvaluationWeightsFile& file, const std::string& about);

// One term of the value: its weight's name in the file, the weight as it counts (negative for a
// fault such as exposure), and the feature, American minus British.
struct EvaluationTerm {
    std::string_view key;
    double weight = 0;
    double feature = 0;
};

class SeriesEvaluation {
public:
    explicit SeriesEvaluation(EvaluationWeights weights) : m_weights(weights) {}
    const EvaluationWeights& weights() const { return m_weights; }
    // In [-1, 1], for player 0 (American) or 1 (British); a finished game gives its returns.
    double value(const core::GameState& state, int player) const;
    // The chance of winning the value stands for, 0..1.
    static double winChance(double value) { return (value + 1.0) / 2.0; }
    // The terms an unfinished game's value sums: what `hint --explain` prints.
    std::vector<EvaluationTerm> terms(const core::GameState& state) const;

private:
    // `everyTerm`: false leaves out a term of weight 0 whose feature costs a search of the map
    // (it adds nothing to the value); `terms` shows them all.
    template <class Add>
    void forEachTerm(const core::GameState& state, const core::GameState* phaseEnded, bool everyTerm, Add add) const;
    EvaluationWeights m_weights;
    // The scenario's objectives, read once a scenario: they name the same hexes all game.
    mutable std::vector<core::Objective> m_objectives;
    mutable const core::Scenario* m_objectivesOf = nullptr;
    // For each of them, the distance of every hex of the map to its nearest hex (a copy of
    // distanceField's, which belongs to the thread that made it).
    mutable std::vector<std::vector<int>> m_objectiveFields;
    mutable const core::Map* m_objectivesMap = nullptr;
};

}  // namespace tricorne::ai
