#include "tricorne/ai/bot.h"

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
