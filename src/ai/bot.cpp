#include "tricorne/ai/bot.h"

#include <algorithm>
#include <cmath>

namespace tricorne::ai {

std::optional<Level> levelNamed(std::string_view name) {
    if (name == "easy") return Level::Easy;
    if (name == "normal") return Level::Normal;
    if (name == "hard") return Level::Hard;
    return std::nullopt;
}

std::string_view levelName(Level level) {
    switch (level) {
    case Level::Easy: return "easy";
    case Level::Normal: return "normal";
    case Level::Hard: return "hard";
    }
    return "normal";
}

LevelSettings levelSettings(Level level) {
    switch (level) {
    case Level::Easy: return {150, 250, 3, 1.0, 150};
    case Level::Normal: return {600, 900, 2, 0.25, 600};
    case Level::Hard: return {2500, 4000, 1, 0.0, 1500};
    }
    return {600, 900, 2, 0.25, 600};
}

std::pair<long, long> searchBudget(const Budget& budget, const LevelSettings& level) {
    // A time-only budget still stops here.
    constexpr long kTimeOnlyNodes = 1000000;
    if (budget.nodes > 0) return {budget.nodes, budget.ms};
    if (budget.ms > 0) return {kTimeOnlyNodes, budget.ms};
    return {level.nodes, budget.uncut ? 0 : level.capMs};
}

std::size_t drawByVisits(const std::vector<long>& rankedVisits, const LevelSettings& level, core::Rng& rng) {
    const std::size_t width = std::min(level.choiceWidth, rankedVisits.size());
    std::size_t pick = 0;
    if (level.temperature > 0 && width > 1) {
        std::vector<double> weight(width);
        double total = 0;
        for (std::size_t i = 0; i < width; ++i)
            total += weight[i] = std::pow(static_cast<double>(rankedVisits[i]) / static_cast<double>(rankedVisits[0]), 1.0 / level.temperature);
        double x = rng.unit() * total;
        for (pick = 0; pick + 1 < width && x >= weight[pick]; ++pick) x -= weight[pick];
    }
    return pick;
}

std::optional<BotSpec> parseBotSpec(std::string_view text, std::string& error) {
    BotSpec spec;
    if (text == "random") {
        spec.kind = BotKind::Random;
        return spec;
    }
    if (text == "greedy") {
        spec.kind = BotKind::Greedy;
        return spec;
    }
    if (text == "mcts") return spec;
    if (text.starts_with("mcts:")) {
        if (const auto level = levelNamed(text.substr(5))) {
            spec.level = *level;
            return spec;
        }
        error = "unknown level '" + std::string(text.substr(5)) + "' (easy, normal or hard)";
        return std::nullopt;
    }
    error = "unknown bot '" + std::string(text) + "' (random, greedy, mcts:easy, mcts:normal or mcts:hard)";
    return std::nullopt;
}

std::string botName(const BotSpec& spec) {
    switch (spec.kind) {
    case BotKind::Random: return "random";
    case BotKind::Greedy: return "greedy";
    case BotKind::Mcts: return "mcts:" + std::string(levelName(spec.level));
    }
    return "mcts";
}

}  // namespace tricorne::ai
