// What the series bots share: a cheap key of an action, chance drawn from the bot's own
// generator, the heuristic policy whose priors guide the search and bias its rollouts.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include <optional>
#include <string>
#include <unordered_map>

#include "tricorne/ai/series_solved.h"
#include "tricorne/series/game/series_game.h"

namespace tricorne::ai {

// A hash of every field of the action: equal actions give equal keys.
std::uint64_t actionKey(const core::Action& action);

// The distance of every hex of the map to the nearest of `targets`, by hex index (all -1 when
// there are none): made once for each set of targets and kept for the thread's life.
const std::vector<int>& distanceField(const core::Map& map, const std::vector<core::HexId>& targets);

// A unit's SP as it stands: its reduced side's when reduced (3.1).
int strengthOf(const core::GameState& s, int unit);

// 12.3, 12.31, 14.32: what each hex holds for a close combat, by side: the SP that fight for it
// (artillery's never count), the enemy's units able to attack next to it, and the Army Morale
// and VP its side would lose with its artillery and leaders were it taken with nobody to fight.
struct HexHolding {
    std::array<int, 2> fight{0, 0};
    std::array<double, 2> stake{0, 0};
    // How near an enemy unit able to close stands: 1 next to it, 0.5 two hexes off (it may move
    // up and attack in one turn), 0 farther.
    std::array<double, 2> threat{0, 0};
};
struct HexHoldings {
    std::vector<HexHolding> by;  // by hex index
    std::vector<int> staked;     // the indices of the hexes with a stake for either side, in order
};
HexHoldings holdingsByHex(const core::GameState& s);
// 14.32: what a leader taken costs his side, in Army Morale and VP (the player aid's face), and gives the enemy.
double leaderStake(const core::GameState& s, int leader);
// 12.31, 14.32: the stake of each side's hexes with nothing to fight for them, by the threat of
// an enemy able to attack them, by side.
std::array<double, 2> capturableStake(const HexHoldings& holdings);

// E2.1, E2.2, E6.1, E6.3: the winner, from the American side (1 or -1), of a Decisive Victory
// the end of this game turn would declare (the volume's own end-of-turn check); 0 for none.
double turnEndWinner(const core::GameState& state);

// The heuristic policy of one state: a score for each action of the player to answer, higher
// for moves toward the objectives its side must take or hold, leaders joining their units,
// stacks kept out of reach of stronger enemy stacks, and fire and attacks at good odds; lower
// for a move that would cost the side at the end of the phase (a pin broken, a garrison
// abandoned), higher for one into a garrison hex the phase's end would abandon.
class SeriesPriors {
public:
    explicit SeriesPriors(const core::GameState& state);
    double score(const core::Action& action) const;
    // The scores as probabilities (a softmax), in the order of `actions`.
    std::vector<double> priors(const std::vector<core::Action>& actions) const;
    // How many hexes `hex` lies from the nearest objective `side` must take or hold; -1 unknown.
    int objectiveDistance(core::Side side, core::HexId hex) const;

private:
    // What the end of the Movement Phase charges (a pinned combat broken, 9.6; a garrison
    // abandoned, E3.6.2, E7.6) if `piece` left its hex, as phaseEndPrice counts it; 0 when nothing.
    double leavingCost(int piece) const;
    // What the end of the phase would charge less were `piece` to end its move in `to`, a
    // garrison hex the phase would abandon as it stands (E3.6.2, E7.6); 0 anywhere else.
    double arrivalGain(int piece, core::HexId to) const;
    // The price the end of the Movement Phase would charge the phasing side in `s`: the VP it
    // gives, the Army Morale it loses, and the game were that to leave it Demoralized (16.3).
    // `over`, when given: whether that ends the game.
    double phaseEndPrice(core::GameState s, bool* over = nullptr) const;
    double basePrice() const;
    // Whether the end of this game turn would give the enemy of the side to move a Decisive
    // Victory as the state stands (E2.1, E6.1), and whether `piece` in `to` would prevent it.
    bool turnEndLost() const;
    bool turnEndSaved(int piece, core::HexId to) const;
    // The enemy's objective hexes his units stand in when turnEndLost: what must be attacked.
    const std::vector<core::HexId>& turnEndHeld() const;
    const core::GameState* m_state;
    mutable std::optional<bool> m_turnEndLost;
    mutable std::optional<core::GameState> m_moved;  // the state a move's piece is put in its hex in (turnEndSaved)
    mutable std::optional<std::vector<core::HexId>> m_turnEndHeld;  // found once a state
    mutable std::unordered_map<int, double> m_leavingCost;  // by piece, found once a state
    mutable std::unordered_map<std::int64_t, double> m_arrivalGain;  // by piece and hex index
    mutable std::optional<double> m_phaseEndBase;  // the phase end's price as the state stands
    mutable bool m_phaseEndBaseOver = false;       // and whether it ends the game
    mutable std::optional<std::vector<core::HexId>> m_toRefill;  // the garrison hexes the phase's end would abandon
    // The last counter named by a move and its piece: a Movement Phase lists each unit's moves together.
    mutable std::string m_lastUnit;
    mutable std::optional<int> m_lastPiece;
    std::vector<std::array<int, 2>> m_spAt;    // each side's strength by hex index
    HexHoldings m_holding;
    // Each side's distance to the nearest objective hex it is drawn toward (objectivesToWork), by
    // hex index, -1 unknown.
    std::array<const std::vector<int>*, 2> m_toward{};
};

// The rollout's action: a chance outcome by its probability, in the Movement Phase the game's
// random player's move, elsewhere the heuristic's best of a few legal actions drawn at random.
core::Action rolloutAction(const core::GameState& state, core::Rng& rng);

// 9.2: the mover's Movement Phase played by his priors: his legal actions listed and priced once,
// on the position the march begins from, then played best-priced first while they are moves, a
// move to each unit (one the moves before have made illegal passed over), at most `maxUnits`
// units; then the phase ended where the rules allow it (13.3). The dice its moves call for are
// drawn with `rng`. Returns the units moved.
int rolloutMarch(core::GameState& state, core::Rng& rng, int maxUnits);

// The decisions solved rather than searched (series_solved.h), each solved once a position
// (the dice to come and the other side's secret aside) and at most `maxSolves` times in all,
// so that a search spends its budget on the rest.
class SolvedDecisions {
public:
    SolvedDecisions(const core::SeriesGame& game, SeriesValue value, int maxSolves) : m_game(&game), m_value(std::move(value)), m_left(maxSolves) {}
    // The solved choice for the player to answer in `s`, or nullptr: not such a decision, or
    // not solved before and no solve left (or `mayCompute` false).
    const MixedChoice* solve(const core::GameState& s, bool mayCompute = true);
    // An action drawn from the solved choice with the bot's generator, or nullopt as above.
    std::optional<core::Action> draw(const core::GameState& s, core::Rng& rng, bool mayCompute = true);

private:
    const core::SeriesGame* m_game;
    SeriesValue m_value;
    int m_left;
    std::unordered_map<std::uint64_t, std::optional<MixedChoice>> m_solved;
};

}  // namespace tricorne::ai
