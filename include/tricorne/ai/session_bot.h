// A computer player for a game known only by its session (engine/game_driver.h): what the
// command line plays `arena` and `hint` with, for every game of the catalogue.
#pragma once

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/ai/bot.h"
#include "tricorne/engine/game_driver.h"

namespace tricorne::ai {

struct SessionCandidate {
    nlohmann::json action;
    std::string described;
    double winChance = 0.5;
    long visits = 0;
};

struct SessionChoice {
    nlohmann::json action;
    std::string described;
    std::vector<SessionCandidate> candidates;  // best first
    SearchStats stats;
};

class SessionBot {
public:
    virtual ~SessionBot() = default;
    // The choice of the player to answer in `session` (not chance, not over), from that
    // player's view of its state only.
    virtual SessionChoice choose(const engine::Session& session, const Control& control = {}) = 0;
};

// A bot of that spec for the game of that id; nullptr and `error` for a game no bot plays.
std::unique_ptr<SessionBot> makeSessionBot(std::string_view gameId, const BotSpec& spec, std::string& error);

// How a game other than the series makes its session bot (game_session_bot.h has the generic
// one); registered by the game's id, a later registration of an id replacing the earlier.
using SessionBotMaker = std::unique_ptr<SessionBot> (*)(const BotSpec& spec);
void registerSessionBot(std::string_view gameId, SessionBotMaker maker);

}  // namespace tricorne::ai
