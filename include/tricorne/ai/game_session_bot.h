// A computer player for the sessions of any recorded game (engine::DriverOf<G>), made from the
// game's heuristics (game_search.h): it takes the answering player's view of the session's
// state and nothing else. A game's maker is registered for makeSessionBot by its id.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include "tricorne/ai/game_search.h"
#include "tricorne/ai/session_bot.h"
#include "tricorne/engine/game_driver.h"

namespace tricorne::ai {

// A bot's choice (its action, candidates and statistics) in the session's words: action JSON
// and the game's description of each action.
template <class G, class Choice>
SessionChoice sessionChoiceOf(const G& game, const Choice& choice) {
    SessionChoice out;
    out.action = game.actionToJson(choice.action);
    out.described = game.describe(choice.action);
    for (const auto& c : choice.candidates)
        out.candidates.push_back({game.actionToJson(c.action), game.describe(c.action), c.winChance, c.visits});
    out.stats = choice.stats;
    return out;
}

template <engine::Recorded G, GameHeuristics<G> H>
class GameSessionBot final : public SessionBot {
public:
    GameSessionBot(const BotSpec& spec, H heuristics) : m_spec(spec), m_heuristics(std::move(heuristics)) {}

    SessionChoice choose(const engine::Session& session, const Control& control) override {
        const auto* typed = dynamic_cast<const engine::SessionOf<G>*>(&session);
        if (!typed) throw std::invalid_argument("the computer player of '" + std::string(G::kId) + "' was given a session of another game");
        const G& game = typed->game();
        // Made on the first decision, from the session's game, and again for another game object.
        if (!m_bot || m_game != &game) {
            m_bot = makeGameBot<G, H>(game, m_heuristics, m_spec);
            m_game = &game;
        }
        return sessionChoiceOf(game, m_bot->choose(game.view(typed->typedState(), session.toMove()), control));
    }

private:
    BotSpec m_spec;
    H m_heuristics;
    const G* m_game = nullptr;
    std::unique_ptr<GameBot<G>> m_bot;
};

// The session bot of that spec for G, with default-made heuristics: a SessionBotMaker, so that
// `registerSessionBot(G::kId, &makeGameSessionBot<G, H>)` lets makeSessionBot play G.
template <engine::Recorded G, GameHeuristics<G> H>
std::unique_ptr<SessionBot> makeGameSessionBot(const BotSpec& spec) {
    return std::make_unique<GameSessionBot<G, H>>(spec, H{});
}

}  // namespace tricorne::ai
