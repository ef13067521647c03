// The block game on the engine's seam (engine/game_seam.h, engine/game_driver.h): its state and
// actions, each player's view of the table (own blocks whole; enemy blocks on the map as colour,
// place and count; the British boxes' names; the American Reinforcement box as a count), the
// determinization the computer opponent samples from a view, and its record kept as a Match.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tricorne/block/block_state.h"
#include "tricorne/engine/dice.h"
#include "tricorne/engine/game_seam.h"

namespace tricorne::block {

// What one player may know of a state (issue item 3, BLOCK-GAME-BRIEF Part 4). Each enemy block he
// cannot see is at kHidden with 0 SP in `state`, and counted in `hidden` by its place, or by the
// leader's holding box it waits in (B12.1, A43); a block in the British boxes, an eliminated block
// and the militia's placement are public (B4, A14).
struct BlockView {
    struct Slot {
        std::string at;
        bool moved = false;
        int role = 0;  // 1: the moving leader or unit, 2: in his group (the enemy sees the blocks go)
        bool native = false;  // a Native block: where they stand is public (A44)
        Side side = Side::British;  // whose block: the enemy's in a player's view, either in the table's
        std::string box;  // B12.1: the leader in whose holding box it waits, its point then unknown (A43)
        bool operator==(const Slot&) const = default;
        auto operator<=>(const Slot&) const = default;
    };
    int player = 0;
    BlockState state;
    std::vector<Slot> hidden;  // sorted, so that their order tells nothing
    bool operator==(const BlockView& other) const;
};

// A game's record: the scenario, its options and seed, every action in order, and where its
// dice come from (the seed's, or the system's entropy as they are rolled: the seed then tells nothing).
struct BlockMatch {
    BlockState state;
    std::string scenario;
    engine::Options options;
    std::uint64_t seed = 0;
    std::vector<BlockAction> actions;
    core::Dice dice = core::Dice::Seeded;
};

class BlockGame {
public:
    using State = BlockState;
    using Action = BlockAction;
    using View = BlockView;
    using Match = BlockMatch;
    static constexpr std::string_view kId = "block";
    static constexpr int kPlayers = 2;

    explicit BlockGame(const BlockData& data) : m_data(&data) {}
    const BlockData& data() const { return *m_data; }

    std::optional<State> initialState(const std::string& scenario, const engine::Options& options, std::uint64_t seed, std::string& error) const;
    std::vector<Action> legalActions(const State& state) const { return blockLegalActions(state); }
    engine::Applied apply(State& state, const Action& action) const;
    int toMove(const State& state) const { return blockToMove(state); }
    std::vector<std::pair<Action, double>> chanceOutcomes(const State& state) const { return blockChanceOutcomes(state); }
    bool isTerminal(const State& state) const { return state.step == Step::Over; }
    std::vector<double> returns(const State& state) const;
    int turn(const State& state) const { return state.turn; }  // B5: the turn of the 24 the state is in
    View view(const State& state, int player) const;
    // What both sides may see (player kTable): every hidden block left out; at the end, all (B11).
    View tableView(const State& state) const;
    State determinize(const View& view, core::Rng& rng) const;
    nlohmann::json actionToJson(const Action& action) const { return blockActionToJson(action); }
    std::optional<Action> actionFromJson(const nlohmann::json& json, std::string& error) const { return blockActionFromJson(json, error); }
    nlohmann::json stateToJson(const State& state) const { return blockStateToJson(state); }
    nlohmann::json viewToJson(const View& view) const;
    // The state as anyone at the table may see it: what tricorne-cli state --json prints.
    nlohmann::json tableStateToJson(const State& state) const { return viewToJson(tableView(state)); }

    bool hasScenario(const std::string& scenario) const { return scenario == m_data->scenario.id; }
    std::optional<Match> start(const std::string& scenario, const engine::Options& options, std::uint64_t seed, std::string& error) const;
    // A save (version 3): each action the other side may not know written sealed until the game
    // ends (B11), the hash of what both sides see, and "dice": "seeded" with the seed or "entropy"
    // without it. Versions 1 and 2 (every action plain, the whole state's hash) still load.
    std::optional<Match> load(const nlohmann::json& save, std::string& error) const;
    nlohmann::json save(const Match& match) const;
    const State& state(const Match& match) const { return match.state; }
    const std::vector<Action>& actions(const Match& match) const { return match.actions; }
    engine::Applied record(Match& match, const Action& action) const;
    // B5: {"type": "roll"} without a die is a live die, drawn from the system's entropy.
    bool isLiveChance(const nlohmann::json& json) const;
    engine::Applied rollLive(Match& match) const;
    std::string liveChanceText() const { return "a die roll"; }
    std::string describe(const Action& action) const { return describeBlockAction(*m_data, action); }
    // The action as `player` may know it and in his words, `before` the state it is played in (Part 4).
    Action publicAction(const State& before, const Action& action, int player) const { return blockPublicAction(before, action, player); }
    std::string describe(const State& before, const Action& action, int player) const { return describeBlockActionFor(before, action, player); }
    // The action in the words anyone at the table may read (tricorne-cli apply).
    std::string describe(const State& before, const Action& action) const { return describeBlockActionFor(before, action, kTable); }
    // "Saratoga campaign, turn 3: British movement, 2 AP left" and who must answer what.
    std::string summary(const State& state) const;
    // Each side's AP, Clinton's box and the eliminated blocks.
    std::string details(const State& state) const;
    // The hash of the table's view: it lets no reader test a guess at a hidden block.
    std::string savedHash(const State& state) const;
    std::vector<std::string> scenarios() const { return {m_data->scenario.id}; }
    std::vector<engine::Options> optionSets(const std::string& scenario) const;
    // random: any legal action; active: moves preferred to ending them; edge: random, with illegal neighbours tried.
    std::vector<std::string> policies() const { return {"random", "active", "edge"}; }
    Action randomAction(const State& state, std::size_t policy, core::Rng& rng) const;
    std::vector<Action> illegalNeighbours(const State& state, const Action& action, std::size_t policy) const;
    // SP conservation, road limits, group limits, artillery on blue roads, AP within the tables.
    std::vector<std::string> invariants(const State& state) const;
    std::string stateHash(const State& state) const { return hex(blockStateHash(state)); }
    std::string ending(const State& state) const;
    // B5: every turn's AP dice.
    bool landmark(const State& state) const { return state.step == Step::ApRoll; }
    // Random games a second and legal actions a second.
    std::string bench(std::ostream& figures, std::ostream& notes, bool quick) const;

    static std::string hex(std::uint64_t hash);

private:
    // Which of the match's actions its save seals: those naming what one side hides, until the end.
    std::vector<bool> secretActions(const Match& match) const;

    const BlockData* m_data;
};

}  // namespace tricorne::block
