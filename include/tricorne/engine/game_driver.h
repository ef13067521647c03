// A game behind JSON, whatever the game: a front end (the command line) starts, loads, plays
// and saves a game through GameDriver and Session, never naming the game's types. DriverOf
// makes one of any Game that also keeps a record of its play (Recorded, below).
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tricorne/engine/game_seam.h"

namespace tricorne::engine {

// A Game whose play is kept as a Match: the state and the record a save holds.
// - start/load/save: a new match, a match replayed from its save (nullopt and the error naming
//   the field at fault), the save of a match.
// - record: an action applied and added to the record, or refused with nothing changed.
// - isLiveChance/rollLive/liveChanceText: an action JSON that asks chance to answer now, from
//   the system's entropy; what it is called while it has drawn nothing.
// - describe, summary, details: the texts a terminal shows of an action and of a state.
// - savedHash: the hash a save records and tools print, hiding what the rules hide.
// - scenarios, optionSets: the scenarios in order, and each set of options a soak plays one with.
// - policies: how the game's random player may choose, by name, the plain random one first.
// - randomAction: a legal action (a chance outcome at chance) drawn from `rng` as the policy chooses.
// - illegalNeighbours: actions the rules must refuse, which the policy tries next to `action`.
// - invariants: what every state must keep and this one breaks, each naming its rule.
// - stateHash: the whole state's hash, the dice to come included, in hex.
// - ending: how the game ended, in words ("British decisive").
// - bench: the game's speed figures written to `figures` one a line as "name: value unit",
//   what went amiss but spoils no figure to `notes`; the failure that stopped it, or empty.
// - landmark: a state a determinism record must pass through (the series: a close combat's die).
// A game that hides things from a player may also offer, and the session then uses them:
// - describe(state, action): the action in words before it is played, as anyone at the table may read it;
// - tableStateToJson(state): the state as anyone at the table may see it, for `state()`.
template <class G>
concept Recorded = Game<G> && requires { typename G::Match; } &&
requires(const G& game, const typename G::Match& match, typename G::Match& mutableMatch, const typename G::State& state,
         const typename G::Action& action, const std::string& scenario, const Options& options, std::uint64_t seed,
         const nlohmann::json& json, std::string& error, core::Rng& rng, std::ostream& figures) {
    { game.hasScenario(scenario) } -> std::same_as<bool>;
    { game.start(scenario, options, seed, error) } -> std::same_as<std::optional<typename G::Match>>;
    { game.load(json, error) } -> std::same_as<std::optional<typename G::Match>>;
    { game.save(match) } -> std::same_as<nlohmann::json>;
    { game.state(match) } -> std::same_as<const typename G::State&>;
    { game.actions(match) } -> std::same_as<const std::vector<typename G::Action>&>;
    { game.record(mutableMatch, action) } -> std::same_as<Applied>;
    { game.isLiveChance(json) } -> std::same_as<bool>;
    { game.rollLive(mutableMatch) } -> std::same_as<Applied>;
    { game.liveChanceText() } -> std::same_as<std::string>;
    { game.describe(action) } -> std::same_as<std::string>;
    { game.summary(state) } -> std::same_as<std::string>;
    { game.details(state) } -> std::same_as<std::string>;
    { game.savedHash(state) } -> std::same_as<std::string>;
    { game.scenarios() } -> std::same_as<std::vector<std::string>>;
    { game.optionSets(scenario) } -> std::same_as<std::vector<Options>>;
    { game.policies() } -> std::same_as<std::vector<std::string>>;
    { game.randomAction(state, std::size_t{}, rng) } -> std::same_as<typename G::Action>;
    { game.illegalNeighbours(state, action, std::size_t{}) } -> std::same_as<std::vector<typename G::Action>>;
    { game.invariants(state) } -> std::same_as<std::vector<std::string>>;
    { game.stateHash(state) } -> std::same_as<std::string>;
    { game.ending(state) } -> std::same_as<std::string>;
    { game.landmark(state) } -> std::same_as<bool>;
    { game.bench(figures, figures, bool{}) } -> std::same_as<std::string>;
};

// An action played from its JSON: `read` is false when the JSON is no action of the game (the
// refusal then says why); `described` names the action in words.
struct Played {
    bool read = true;
    std::string described;
    Applied applied;
};

// One step of random play: the action the policy drew, played after the illegal actions it
// tries next to it. `described` is filled when the rules refused the drawn action.
struct RandomStep {
    Applied applied;
    std::string described;
    std::size_t probes = 0;                  // illegal actions tried
    std::vector<std::string> probeFailures;  // each one played, or whose refusal changed the state
};

// One game in progress.
class Session {
public:
    virtual ~Session() = default;
    virtual std::string_view gameId() const = 0;
    virtual nlohmann::json state() const = 0;                     // the game's state JSON
    virtual std::vector<nlohmann::json> legalActions() const = 0;  // as action JSON
    virtual int toMove() const = 0;                               // a player, kChance or kTerminal
    virtual bool isTerminal() const = 0;
    virtual Played play(const nlohmann::json& action) = 0;
    virtual nlohmann::json save() const = 0;
    virtual std::size_t actionCount() const = 0;
    virtual std::string summary() const = 0;  // who is to answer what, in words
    virtual std::string details() const = 0;  // the standing of the game, in words
    virtual std::string savedHash() const = 0;
    // Self-play: a step drawn by the game driver's policy number `policy` (GameDriver::policies).
    virtual RandomStep randomStep(std::size_t policy, core::Rng& rng) = 0;
    virtual std::string lastDescribed() const = 0;  // the record's last action, in words
    virtual nlohmann::json lastAction() const = 0;   // the record's last action, as action JSON
    virtual bool atLandmark() const = 0;
    virtual std::vector<std::string> invariants() const = 0;
    virtual std::string stateHash() const = 0;
    virtual std::string ending() const = 0;
    virtual std::vector<double> returns() const = 0;  // at the end, one figure a player: 1 a win, -1 a loss, 0 neither
    // At chance, each outcome as action JSON with its probability (they add up to 1); else none.
    virtual std::vector<std::pair<nlohmann::json, double>> chanceOutcomes() const = 0;
    // The game turn the state is in, for timing a player's turn; 0 for a game without turns.
    virtual int turn() const = 0;
};

// One game of the catalogue: its id (the saves' "game") and how to start or load a session.
class GameDriver {
public:
    virtual ~GameDriver() = default;
    virtual std::string_view id() const = 0;
    virtual bool hasScenario(const std::string& scenario) const = 0;
    virtual std::unique_ptr<Session> start(const std::string& scenario, const Options& options, std::uint64_t seed, std::string& error) const = 0;
    virtual std::unique_ptr<Session> load(const nlohmann::json& save, std::string& error) const = 0;
    virtual std::vector<std::string> scenarios() const = 0;
    virtual std::vector<Options> optionSets(const std::string& scenario) const = 0;
    virtual std::vector<std::string> policies() const = 0;
    // The game's speed figures; `quick` measures each once on the least work (a check that
    // every figure is produced, not a figure to compare).
    virtual std::string bench(std::ostream& figures, std::ostream& notes, bool quick) const = 0;
};

template <Recorded G>
class SessionOf final : public Session {
public:
    SessionOf(const G& game, typename G::Match match) : m_game(&game), m_match(std::move(match)) {}

    std::string_view gameId() const override { return G::kId; }
    nlohmann::json state() const override {
        if constexpr (requires { m_game->tableStateToJson(current()); })
            return m_game->tableStateToJson(current());
        else
            return m_game->stateToJson(current());
    }
    std::vector<nlohmann::json> legalActions() const override {
        std::vector<nlohmann::json> out;
        for (const auto& a : m_game->legalActions(current())) out.push_back(m_game->actionToJson(a));
        return out;
    }
    int toMove() const override { return m_game->toMove(current()); }
    bool isTerminal() const override { return m_game->isTerminal(current()); }
    Played play(const nlohmann::json& json) override {
        Played out;
        if (m_game->isLiveChance(json)) {
            out.applied = m_game->rollLive(m_match);
            // A refused live roll drew nothing: it is named by what it asked for.
            out.described = out.applied.ok() ? m_game->describe(m_game->actions(m_match).back()) : m_game->liveChanceText();
            return out;
        }
        auto action = m_game->actionFromJson(json, out.applied.refusal);
        if (!action) {
            out.read = false;
            return out;
        }
        if constexpr (requires { m_game->describe(current(), *action); })
            out.described = m_game->describe(current(), *action);
        else
            out.described = m_game->describe(*action);
        out.applied = m_game->record(m_match, *action);
        return out;
    }
    nlohmann::json save() const override { return m_game->save(m_match); }
    std::size_t actionCount() const override { return m_game->actions(m_match).size(); }
    std::string summary() const override { return m_game->summary(current()); }
    std::string details() const override { return m_game->details(current()); }
    std::string savedHash() const override { return m_game->savedHash(current()); }
    RandomStep randomStep(std::size_t policy, core::Rng& rng) override {
        RandomStep out;
        const auto action = m_game->randomAction(current(), policy, rng);
        for (const auto& illegal : m_game->illegalNeighbours(current(), action, policy)) {
            const std::string before = m_game->stateHash(current());
            const Applied r = m_game->record(m_match, illegal);
            ++out.probes;
            if (r.ok())
                out.probeFailures.push_back("an illegal action was played: " + m_game->describe(illegal));
            else if (m_game->stateHash(current()) != before)
                out.probeFailures.push_back("refusing " + m_game->describe(illegal) + " (" + r.refusal + ") changed the state");
        }
        out.applied = m_game->record(m_match, action);
        if (!out.applied.ok()) out.described = m_game->describe(action);
        return out;
    }
    std::string lastDescribed() const override {
        const auto& actions = m_game->actions(m_match);
        return actions.empty() ? std::string() : m_game->describe(actions.back());
    }
    nlohmann::json lastAction() const override {
        const auto& actions = m_game->actions(m_match);
        return actions.empty() ? nlohmann::json() : m_game->actionToJson(actions.back());
    }
    bool atLandmark() const override { return m_game->landmark(current()); }
    std::vector<std::string> invariants() const override { return m_game->invariants(current()); }
    std::string stateHash() const override { return m_game->stateHash(current()); }
    std::string ending() const override { return m_game->ending(current()); }
    std::vector<double> returns() const override { return m_game->returns(current()); }
    std::vector<std::pair<nlohmann::json, double>> chanceOutcomes() const override {
        std::vector<std::pair<nlohmann::json, double>> out;
        if (m_game->toMove(current()) != kChance) return out;
        for (const auto& [a, p] : m_game->chanceOutcomes(current())) out.emplace_back(m_game->actionToJson(a), p);
        return out;
    }
    int turn() const override {
        if constexpr (requires(const G& g, const typename G::State& s) { { g.turn(s) } -> std::convertible_to<int>; })
            return m_game->turn(current());
        else
            return 0;
    }

    // The game and its state with their own types, for a front end that knows the game (a
    // computer player takes its side's view of the state).
    const G& game() const { return *m_game; }
    const typename G::State& typedState() const { return current(); }

private:
    const typename G::State& current() const { return m_game->state(m_match); }
    const G* m_game;
    typename G::Match m_match;
};

template <Recorded G>
class DriverOf final : public GameDriver {
public:
    explicit DriverOf(G game) : m_game(std::move(game)) {}

    std::string_view id() const override { return G::kId; }
    bool hasScenario(const std::string& scenario) const override { return m_game.hasScenario(scenario); }
    std::unique_ptr<Session> start(const std::string& scenario, const Options& options, std::uint64_t seed, std::string& error) const override {
        auto match = m_game.start(scenario, options, seed, error);
        return match ? std::make_unique<SessionOf<G>>(m_game, std::move(*match)) : nullptr;
    }
    std::unique_ptr<Session> load(const nlohmann::json& save, std::string& error) const override {
        auto match = m_game.load(save, error);
        return match ? std::make_unique<SessionOf<G>>(m_game, std::move(*match)) : nullptr;
    }
    std::vector<std::string> scenarios() const override { return m_game.scenarios(); }
    std::vector<Options> optionSets(const std::string& scenario) const override { return m_game.optionSets(scenario); }
    std::vector<std::string> policies() const override { return m_game.policies(); }
    std::string bench(std::ostream& figures, std::ostream& notes, bool quick) const override { return m_game.bench(figures, notes, quick); }

private:
    G m_game;
};

}  // namespace tricorne::engine
