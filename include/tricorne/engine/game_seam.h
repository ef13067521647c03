// The seam every game meets: what the engine, the command line and the computer opponent ask
// of a game, and nothing of what the game is. Players are indices from 0; chance is a player
// of its own, whose answer may be one die or several rolled at once. Each player sees a view
// of the state: what that player's rules let him see, never the dice to come.
#pragma once

#include <nlohmann/json.hpp>

#include <concepts>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tricorne/engine/rng.h"

namespace tricorne::engine {

// Who answers the state's question: a player index (0, 1, ...), or one of these.
inline constexpr int kChance = -1;    // the dice: the answer is drawn from chanceOutcomes
inline constexpr int kTerminal = -2;  // nobody: the game is over

// Scenario options as "NAME" -> "VALUE", as a save records them.
using Options = std::map<std::string, std::string>;

// One change an action made, with the rule that made it. `text` is what every player may read;
// where it leaves out what one player's rules let him see (his own hidden blocks by name),
// `ownerText` holds his fuller words and `owner` names him.
struct Event {
    Event() = default;
    Event(std::string rule, std::string text) : rule(std::move(rule)), text(std::move(text)) {}
    std::string rule;
    std::string text;
    int owner = -1;
    std::string ownerText;
    // The words `player` reads (a player index, or -1: anyone at the table).
    const std::string& textFor(int player) const { return player >= 0 && player == owner && !ownerText.empty() ? ownerText : text; }
};

// What applying an action did: the events, or the refusal naming the rule broken, in which
// case the state is as it was.
struct Applied {
    std::string refusal;  // "8.31: ..." or empty when the action was applied
    std::vector<Event> events;
    bool ok() const { return refusal.empty(); }
};

// A game: its types and the functions the engine plays it with.
// - State: a copyable value holding everything on the table and the dice to come.
// - Action: one answer to the state's question, a chance outcome included.
// - View: a state as one player may know it (equality-comparable): the other side's hidden
//   pieces and secret choices left out, the dice to come always left out.
// - initialState: a scenario with its options and seed, or nullopt with the error.
// - apply: the action applied with its events, or refused naming its rule and nothing changed.
// - toMove: the player index to answer, kChance, or kTerminal.
// - chanceOutcomes: at kChance, each outcome with its probability (they add up to 1).
// - returns: at the end, one figure per player (1 a win, -1 a loss, 0 neither).
// - determinize: a whole state the view could be of, drawn with `rng`: the hidden things
//   filled in and fresh dice to come; taking the same player's view of it gives `view` back.
template <class G>
concept Game = requires {
    typename G::State;
    typename G::Action;
    typename G::View;
    { G::kId } -> std::convertible_to<std::string_view>;   // stable: a save names its game by it
    { G::kPlayers } -> std::convertible_to<int>;
} && std::copyable<typename G::State> && std::equality_comparable<typename G::Action> && std::equality_comparable<typename G::View> &&
requires(const G& game, const typename G::State& state, typename G::State& mutableState, const typename G::Action& action,
         const typename G::View& view, const std::string& scenario, const Options& options, std::uint64_t seed, int player,
         core::Rng& rng, const nlohmann::json& json, std::string& error) {
    { game.initialState(scenario, options, seed, error) } -> std::same_as<std::optional<typename G::State>>;
    { game.legalActions(state) } -> std::same_as<std::vector<typename G::Action>>;
    { game.apply(mutableState, action) } -> std::same_as<Applied>;
    { game.toMove(state) } -> std::same_as<int>;
    { game.chanceOutcomes(state) } -> std::same_as<std::vector<std::pair<typename G::Action, double>>>;
    { game.isTerminal(state) } -> std::same_as<bool>;
    { game.returns(state) } -> std::same_as<std::vector<double>>;
    { game.view(state, player) } -> std::same_as<typename G::View>;
    { game.determinize(view, rng) } -> std::same_as<typename G::State>;
    { game.actionToJson(action) } -> std::same_as<nlohmann::json>;
    { game.actionFromJson(json, error) } -> std::same_as<std::optional<typename G::Action>>;
    { game.stateToJson(state) } -> std::same_as<nlohmann::json>;
    { game.viewToJson(view) } -> std::same_as<nlohmann::json>;
};

}  // namespace tricorne::engine
