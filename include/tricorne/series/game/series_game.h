// The series game (Battles of the American Revolution) on the engine's seam (engine/game_seam.h):
// the rules API of game.h seen as a Game, with each player's view of the table and the
// determinization the computer opponent samples from it.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tricorne/engine/game_seam.h"
#include "tricorne/series/game/game.h"
#include "tricorne/series/game/save.h"

namespace tricorne::core {

// The side a player of SeriesGame plays: player 0 the Americans, 1 the British.
Side sideOfPlayer(int player);

// What one player may know of a state. Hidden from him: the enemy counters under the top of an
// enemy stack he has not examined (7.42, E3.7), off their hex here and counted in `unseenIn`;
// the attacker's tactic while he, the defender, has yet to choose (12.61); the American note on
// the turn-3 militia before it is revealed, for the British player (E7.5.1); and for everyone
// the dice to come (the generator is reset). An unseen counter keeps its step and status.
struct SeriesView {
    int player = 0;                   // 0 American, 1 British
    GameState state;                  // the state with each hidden thing blanked
    std::vector<int> unseen;          // the unseen counters, in counter order
    std::map<HexId, int> unseenIn;    // by hex: how many counters of its stack are unseen
    bool tacticHidden = false;        // 12.61
    bool noteHidden = false;          // E7.5.1
    // Equal when every field of the states (stateHash) and the hidden things are equal.
    bool operator==(const SeriesView& other) const;
};

class SeriesGame {
public:
    using State = GameState;
    using Action = core::Action;
    using View = SeriesView;
    // The name a save gives its game: stable, never to change.
    static constexpr std::string_view kId = kSeriesGameId;
    static constexpr int kPlayers = 2;

    explicit SeriesGame(const DataSet& data) : m_data(&data) {}
    const DataSet& data() const { return *m_data; }

    std::optional<State> initialState(const std::string& scenario, const engine::Options& options, std::uint64_t seed, std::string& error) const;
    std::vector<Action> legalActions(const State& state) const { return core::legalActions(state); }
    engine::Applied apply(State& state, const Action& action) const;
    int toMove(const State& state) const;
    std::vector<std::pair<Action, double>> chanceOutcomes(const State& state) const { return core::chanceOutcomes(state); }
    bool isTerminal(const State& state) const { return core::isTerminal(state); }
    std::vector<double> returns(const State& state) const;
    int turn(const State& state) const { return state.turn; }  // 5.0: the Game Turn the state is in
    View view(const State& state, int player) const;
    State determinize(const View& view, Rng& rng) const;
    nlohmann::json actionToJson(const Action& action) const { return toJson(action); }
    std::optional<Action> actionFromJson(const nlohmann::json& json, std::string& error) const { return core::actionFromJson(json, error); }
    nlohmann::json stateToJson(const State& state) const { return core::stateToJson(state); }
    nlohmann::json viewToJson(const View& view) const;

    // Its play kept as a record (engine/game_driver.h): a Game of save.h.
    using Match = Game;
    bool hasScenario(const std::string& scenario) const;
    std::optional<Match> start(const std::string& scenario, const engine::Options& options, std::uint64_t seed, std::string& error) const {
        return Game::start(*m_data, scenario, options, seed, error);
    }
    std::optional<Match> load(const nlohmann::json& save, std::string& error) const { return loadSave(*m_data, save, error); }
    nlohmann::json save(const Match& match) const { return saveJson(match); }
    const State& state(const Match& match) const { return match.state(); }
    const std::vector<Action>& actions(const Match& match) const { return match.record().actions; }
    engine::Applied record(Match& match, const Action& action) const;
    // 2.3: {"type": "roll"} without a value is a live die, drawn from the system's entropy.
    bool isLiveChance(const nlohmann::json& json) const;
    engine::Applied rollLive(Match& match) const;
    std::string liveChanceText() const { return "a die roll"; }
    std::string describe(const Action& action) const { return core::describe(action); }
    // "Freeman's Farm, turn 1: Movement Phase (British)" and the line of who must answer what.
    std::string summary(const State& state) const;
    // Army Morale and the momentum chits of each side.
    std::string details(const State& state) const;
    std::string savedHash(const State& state) const { return hashHex(savedStateHash(state)); }
    std::vector<std::string> scenarios() const;
    std::vector<engine::Options> optionSets(const std::string& scenario) const;
    // random, decline, take, edge (random_play.h): Edge tries the illegal neighbours of its choice.
    std::vector<std::string> policies() const;
    Action randomAction(const State& state, std::size_t policy, Rng& rng) const;
    std::vector<Action> illegalNeighbours(const State& state, const Action& action, std::size_t policy) const;
    std::vector<std::string> invariants(const State& state) const;
    std::string stateHash(const State& state) const { return hashHex(core::stateHash(state)); }
    // "British decisive", or "no winner decided (RULE)".
    std::string ending(const State& state) const;
    // 12.23: a close combat's die, which every golden record reaches.
    bool landmark(const State& state) const { return state.step == Step::CombatRoll; }
    // Movement, LOS, random Campaign games, legal actions at a close combat front, saves (docs/performance.md).
    std::string bench(std::ostream& figures, std::ostream& notes, bool quick) const;

private:
    const DataSet* m_data;
};

// Every variant (and none) crossed with every set of the scenario's options, each as the
// options of a new game: what a soak of every option set plays.
std::vector<engine::Options> optionSets(const Scenario& scenario);

// The player index of a side: 0 American, 1 British.
inline int playerIndex(Side side) { return side == Side::American ? 0 : 1; }

}  // namespace tricorne::core
