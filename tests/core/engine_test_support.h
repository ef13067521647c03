// Small positions on the real Saratoga map, for rule tests with forced dice.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "data_test_support.h"
#include "tricorne/series/game/game.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/save.h"

namespace tricorne::test {

inline core::HexId hex(const char* id) { return *core::HexId::parse(id); }

// A Campaign game at its start, the fog roll made clear (turn 1, British Movement Phase).
inline core::GameState campaignStart(std::uint64_t seed = 1) {
    std::string error;
    auto s = core::newGame(realData(), "campaign", {}, seed, error);
    EXPECT_TRUE(s) << error;
    EXPECT_EQ(core::decision(*s).rule, "E3.9.1");
    EXPECT_TRUE(core::apply(*s, core::RollDie{9}).ok());  // E3.9.1: clear
    return *s;
}

// An empty Campaign map on turn 4, in `phasing`'s Movement Phase; place pieces with place().
inline core::GameState emptyBoard(core::Side phasing) {
    core::GameState s = campaignStart();
    for (auto& p : s.pieces) p = core::Piece{};
    s.turn = 4;
    s.phase = core::Phase::Movement;
    s.step = core::Step::Moving;
    s.order = {phasing, core::enemyOf(phasing)};
    s.sidesThisTurn = 2;
    s.playerTurn = 0;
    s.initiative = phasing;
    s.previousInitiative = phasing;
    return s;
}

// Set-up (E5.1, E8.1, E8.2): each counter the players place goes to the scenario's default
// hex, where the new game shows it until it is placed.
inline void placeAtDefaults(core::GameState& s) {
    while (s.step == core::Step::PlacePiece) {
        const int piece = s.placementQueue.front();
        const auto r = core::apply(s, core::Place{s.pieceId(piece), s.pieces[static_cast<std::size_t>(piece)].hex});
        EXPECT_TRUE(r.ok()) << r.error;
        if (!r.ok()) return;
    }
}

// A scenario's board, emptied after its set-up, at the Close Combat Phase of `turn`, `first`
// having the initiative and `playerTurn` (0 or 1) under way: the next EndPhase ends the phase.
inline core::GameState emptyCloseCombat(const std::string& scenario, int turn, core::Side first, int playerTurn, std::uint64_t seed,
                                        const core::DataSet& data = realData()) {
    std::string error;
    auto s = core::newGame(data, scenario, {}, seed, error);
    EXPECT_TRUE(s) << error;
    placeAtDefaults(*s);
    for (auto& p : s->pieces) p = core::Piece{};
    s->turn = turn;
    s->phase = core::Phase::CloseCombat;
    s->step = core::Step::DeclareCombats;
    s->order = {first, core::enemyOf(first)};
    s->sidesThisTurn = 2;
    s->playerTurn = playerTurn;
    s->initiative = first;
    s->previousInitiative = first;
    return *s;
}

inline int place(core::GameState& s, const std::string& id, const char* at, core::Status status = core::Status::ParadeOrder) {
    auto piece = s.pieceIndex(id);
    EXPECT_TRUE(piece) << id;
    auto& p = s.pieces[static_cast<std::size_t>(*piece)];
    p.location = core::Location::Map;
    p.hex = hex(at);
    p.status = status;
    return *piece;
}

inline core::ApplyResult applyOk(core::GameState& s, const core::Action& a) {
    auto r = core::apply(s, a);
    EXPECT_TRUE(r.ok()) << core::describe(a) << ": " << r.error;
    return r;
}

inline std::string applyError(core::GameState& s, const core::Action& a) {
    const auto before = core::stateHash(s);
    auto r = core::apply(s, a);
    EXPECT_FALSE(r.ok()) << core::describe(a) << " should be illegal";
    EXPECT_EQ(core::stateHash(s), before) << "an illegal action changed the state";
    return r.error;
}

inline bool hasEvent(const core::ApplyResult& r, const std::string& rule, const std::string& text = "") {
    for (const auto& e : r.events)
        if (e.rule == rule && e.text.find(text) != std::string::npos) return true;
    return false;
}

// A Freeman's Farm game played at random until the attacker has chosen a tactic in secret.
inline core::Game gameAtTheDefendersTactic() {
    std::string error;
    auto g = core::Game::start(realData(), "freemans-farm", {}, 5, error);
    EXPECT_TRUE(g) << error;
    core::Rng rng(5);
    while (!core::isTerminal(g->state()) && !core::tacticUnrevealed(g->state())) g->apply(core::randomAction(g->state(), rng));
    EXPECT_TRUE(core::tacticUnrevealed(g->state()));
    return std::move(*g);
}

// A piece of the state by its counter id, as the tests name it.
inline core::Piece& at(core::GameState& s, const char* id) { return s.pieces[static_cast<std::size_t>(s.pieceIndex(id).value())]; }
inline const core::Piece& at(const core::GameState& s, const char* id) { return s.pieces[static_cast<std::size_t>(s.pieceIndex(id).value())]; }

// Plays each scenario (its dice seeded 3) by the random policy seeded `seed`, for up to
// `actions` actions, and shows `visit` the state at every `every`-th one taken in a Movement Phase.
template <class Visit>
void visitMovementPhases(std::uint64_t seed, int actions, int every, Visit visit) {
    for (const char* scenario : {"campaign", "next-day", "freemans-farm"}) {
        std::string error;
        auto s = core::newGame(realData(), scenario, {}, 3, error);
        ASSERT_TRUE(s) << error;
        core::Rng policy(seed);
        for (int action = 0; action < actions && !core::isTerminal(*s); ++action) {
            if (s->step == core::Step::Moving && action % every == 0) visit(*s, std::string(scenario) + " action " + std::to_string(action));
            ASSERT_TRUE(tricorne::core::apply(*s, core::randomAction(*s, policy)).ok());
        }
    }
}

// The end of `turn` in `scenario`, the American moving first: the close combat phase with no combat.
inline core::GameState endOfTurn(const std::string& scenario, int turn) { return emptyCloseCombat(scenario, turn, core::Side::American, 1, 3); }

}  // namespace tricorne::test
