// The computer players, whatever the game: what a bot is asked (its side's view, a budget, a
// seed of its own), what it answers (an action, its best candidates, what the search did), and
// how the thread that waits for it sees its progress or stops it.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tricorne/engine/rng.h"

namespace tricorne::ai {

// The three levels of the search bot: one engine, a larger budget and a cooler choice each.
enum class Level { Easy, Normal, Hard };
inline constexpr std::array<Level, 3> kLevels{Level::Easy, Level::Normal, Level::Hard};  // every level, easiest first
std::optional<Level> levelNamed(std::string_view name);  // "easy", "normal", "hard"
std::string_view levelName(Level level);

// A level's search: its node budget, its time cap per decision, how many of the root's most
// visited actions the final choice draws from and how cold the draw is (0: the most visited),
// and its node budget where its rollouts play through the enemy's march (each several times
// the cost of one that stops at a Movement Phase).
struct LevelSettings {
    long nodes;
    long capMs;
    std::size_t choiceWidth;
    double temperature;
    long marchNodes;
};
LevelSettings levelSettings(Level level);

// How a bot may choose: random (uniform over the legal actions, the movement phase as the
// game's random player plays it), greedy (one ply: the action whose result evaluates best)
// or mcts (the search, at a level).
enum class BotKind { Random, Greedy, Mcts };

// How much a search may spend on one decision. Nodes (tree iterations) make a choice that
// depends on nothing but the seed, the view and the budget: tests and the arena use them.
// Milliseconds are what a player waits. Both zero: the level's own node budget, cut short by
// the level's own time cap, or uncut where `uncut` is set (the arena's --level-nodes); nodes
// alone: exactly that many, whatever the time; ms alone: as many as fit in that time.
struct Budget {
    long nodes = 0;
    long ms = 0;
    bool uncut = false;
};

struct BotSpec {
    BotKind kind = BotKind::Mcts;
    Level level = Level::Normal;
    Budget budget;
    std::uint64_t seed = 1;  // the bot's own generator: never the state's dice
    std::string weightsPath;  // the evaluation's weights; empty: the game's own under data/ai/
};

// "random", "greedy", "mcts" (normal), "mcts:easy", "mcts:normal", "mcts:hard"; nullopt and
// `error` naming what is wrong otherwise.
std::optional<BotSpec> parseBotSpec(std::string_view text, std::string& error);
// The spec's name as parseBotSpec reads it ("mcts:hard").
std::string botName(const BotSpec& spec);

// What a search did for one decision. Equal for equal seed, view and node budget (the time
// taken aside).
struct SearchStats {
    long iterations = 0;      // determinized descents of the tree
    long nodes = 0;           // tree nodes made
    long playouts = 0;        // rollouts run to their horizon or the end
    long determinizations = 0;
    long enemyMarches = 0;    // rollouts that played the enemy's Movement Phase (series: "enemyMarchInRollouts")
    long lastTurnCombats = 0; // rollouts that fought the side's combats of the last game turn (series: "lastTurnCombatsInRollouts")
    int maxDepth = 0;
    double ms = 0;            // wall time; never compared
    bool operator==(const SearchStats& o) const {
        return iterations == o.iterations && nodes == o.nodes && playouts == o.playouts &&
               determinizations == o.determinizations && enemyMarches == o.enemyMarches &&
               lastTurnCombats == o.lastTurnCombats && maxDepth == o.maxDepth;
    }
};

// The nodes and milliseconds a search of that level may spend, as Budget's comment gives them
// (0 ms: no time cap).
std::pair<long, long> searchBudget(const Budget& budget, const LevelSettings& level);

// The index of the final choice among the root's actions ranked best first by their visits:
// drawn among the level's top ones by visits raised to 1/temperature, with `rng`.
std::size_t drawByVisits(const std::vector<long>& rankedVisits, const LevelSettings& level, core::Rng& rng);

// Given by the thread that waits: `progress` is called now and then with the fraction of the
// budget spent (0..1); a search that sees `stop` set returns its best choice so far at once.
struct Control {
    std::function<void(double fraction)> progress;
    const std::atomic<bool>* stop = nullptr;
    bool stopped() const { return stop && stop->load(std::memory_order_relaxed); }
};

}  // namespace tricorne::ai
