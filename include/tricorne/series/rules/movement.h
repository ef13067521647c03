// 9 Movement: what a unit or leader may reach this Movement Phase, at what cost, by which path.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/action.h"
#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

struct Reach {
    HexId hex;
    int costHalves = 0;       // MPs spent, doubled (roads cost half an MP a hex)
    std::vector<HexId> path;  // start hex first
    bool strategic = false;
    bool operator==(const Reach&) const = default;
};

// Why `piece` may not move at all this phase, or nullopt when it may (9.2, 9.3, 13.3, 13.4, E3.1).
std::optional<std::string> cannotMove(const GameState& state, int piece);
// The same question without the words, for the searches that ask it of every piece.
bool mayMove(const GameState& state, int piece);
// The movement allowance in half MPs, doubled again for strategic movement (9.5).
int movementAllowanceHalves(const GameState& state, int piece, bool strategic);
// Every hex the piece may end its move in (not its start hex), with the cheapest path.
std::vector<Reach> reachableHexes(const GameState& state, int piece, bool strategic);
// reachableHexes for many pieces of one state left unchanged meanwhile (legalActions asks it of
// every piece): what each search reads about the map and a side is gathered once for them all.
// A piece's search is kept (the thread's last few of each piece) and given again while all it
// read is the same: the data, the piece, the enemy, and whether its own side's stacks and the
// volume's bounds bar each hex it tried to enter. `reuse` false searches afresh (the tests
// compare the two).
class ReachFinder {
public:
    explicit ReachFinder(const GameState& state, bool reuse = true);
    ~ReachFinder();
    ReachFinder(const ReachFinder&) = delete;
    ReachFinder& operator=(const ReachFinder&) = delete;
    std::vector<Reach> operator()(int piece, bool strategic) const;
    // The search this thread keeps for the piece and is given again here, or nullopt when
    // none is kept (or `reuse` is false); searches nothing and keeps nothing new.
    std::optional<std::vector<Reach>> kept(int piece, bool strategic) const;

    struct Views;  // the map's view and one side's, shared by the searches of that side's pieces

private:
    std::optional<std::vector<Reach>> find(int piece, bool strategic, bool searchIfNotKept) const;
    const Views& views(Side side) const;
    const GameState& m_state;
    bool m_reuse;
    mutable std::array<std::unique_ptr<Views>, 2> m_views;  // by side, made when first needed
};
// Every search this thread keeps and would give again for a piece of `state`, against one made
// afresh: a line for each that differs (none, while the kept searches read all they depend on).
std::vector<std::string> checkKeptSearches(const GameState& state);
// Checks a move's path against every movement rule; nullopt when legal, else "rule: why".
// `spentHalves`, when given, receives the MPs (doubled) the path spends.
std::optional<std::string> checkMove(const GameState& state, const Move& move, int* spentHalves = nullptr);
// 13.3: a disrupted unit that began the phase adjacent to the enemy and can still get
// away from some of them must do so before the phase ends.
std::vector<int> disruptedUnitsThatMustMove(const GameState& state);
// How many enemy combat units are adjacent to `hex` for `side`.
int adjacentEnemyUnits(const GameState& state, HexId hex, Side side);
// The same for every hex of the map at once, by map index.
std::vector<int> adjacentEnemyUnitsByHex(const GameState& state, Side side);

}  // namespace tricorne::core
