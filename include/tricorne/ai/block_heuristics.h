// What the computer opponent of the block game knows of a position: an evaluation of a state
// drawn from its view (B11 victory points held and threatened, B7 supply, SP balance, the turn),
// priors for its choices (movement toward objectives, attacks with superiority, battle fire over
// battle movement, deployment), a cheap rollout policy and a horizon, for GameSearch<BlockGame, H>.
// Its weights are read from data/ai/block.json.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/ai/session_bot.h"
#include "tricorne/block/block_game.h"
#include "tricorne/engine/data_error.h"
#include "tricorne/engine/rng.h"

namespace tricorne::ai {

// One weight a feature; the value is tanh of their weighted sum, from the American side.
struct BlockWeights {
    double strength = 1.2;         // B3: the share of the side's full SP kept, American less British
    double britishCollapse = 1.5;  // B11: the British near total SP below 25 (0 at 35 SP, 1 at 25)
    double objectiveHeld = 0.5;    // B11: the British share of a winning set of points held (the better set)
    double threat = 0.35;          // B11: British SP near each victory point against American SP near it
    double supply = 0.4;           // B7: the share of the enemy's SP out of supply, less the own share
    double turn = 0.4;             // B11: the share of the 24 turns gone, in the American's favour
    double massed = 0.6;           // B9.9, B11: British SP near their next objective against its garrison
    double nearDecay = 0.5;        // the weight of a block a road step farther from a point, for threat and massed
    double rolloutActions = 60;    // a rollout's horizon, in actions
};

// Reads a weights file; nullopt and `errors` naming the file and the JSON pointer of each fault.
std::optional<BlockWeights> loadBlockWeights(const std::string& path, core::DataErrors& errors);
// The block game's own weights file under a data folder (data/ai/block.json).
std::string blockWeightsPath(const std::string& dataDir);

// B11: the points the British must hold (Ft. Ticonderoga with Albany, or with Bennington and Manchester).
inline constexpr const char* kBlockTiconderoga = "fort_ticonderoga";
inline constexpr const char* kBlockAlbany = "albany";
inline constexpr const char* kBlockBennington = "bennington";
inline constexpr const char* kBlockManchester = "manchester";

class BlockHeuristics {
public:
    BlockHeuristics() = default;
    explicit BlockHeuristics(const BlockWeights& weights) : m_weights(weights) {}
    const BlockWeights& weights() const { return m_weights; }

    // A state not over, for the American (player 0), in [-1, 1]; reads what the view gave it only.
    double evaluate(const block::BlockGame& game, const block::BlockState& s) const;
    std::vector<double> priors(const block::BlockGame& game, const block::BlockState& s, const std::vector<block::BlockAction>& actions) const;
    // Drawn by the priors among the legal actions.
    std::optional<block::BlockAction> rolloutAction(const block::BlockGame& game, const block::BlockState& s, core::Rng& rng) const;
    bool cutRollout(const block::BlockGame& game, const block::BlockState& s, int played) const;
    std::uint64_t actionKey(const block::BlockAction& a) const;

    // B11: the point the British take next: Ft. Ticonderoga until they hold it, then the nearest
    // to their biggest stack of Albany, Bennington and Manchester they lack ("" when they hold all).
    std::string britishObjective(const block::BlockGame& game, const block::BlockState& s) const;
    // B9.9, B11: the British ground SP within two road steps of that objective (each step weighing
    // nearDecay as much) against the American SP there (a fort's counted 1.5 times), as
    // (mass - defence) / (mass + defence + 1) in (-1, 1); 1 when there is no objective left.
    double britishMass(const block::BlockGame& game, const block::BlockState& s) const;

    // The road steps between two places of the map (a box counts one step before its entry points).
    int distance(const block::BlockData& data, const std::string& from, const std::string& to) const;

private:
    struct Roads;
    const Roads& roads(const block::BlockData& data) const;

    BlockWeights m_weights;
    mutable std::shared_ptr<const Roads> m_roads;
};

// The block game's session bot of that spec, with the weights of spec.weightsPath or else those of
// data/ai/block.json; throws std::runtime_error naming the file and field when they do not load.
std::unique_ptr<SessionBot> makeBlockSessionBot(const BotSpec& spec);

}  // namespace tricorne::ai
