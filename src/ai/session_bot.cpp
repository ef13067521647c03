#include "tricorne/ai/session_bot.h"

#include <functional>
#include <map>
#include <mutex>
#include <stdexcept>

#include "tricorne/ai/block_heuristics.h"
#include "tricorne/ai/game_session_bot.h"
#include "tricorne/ai/series_bot.h"
#include "tricorne/ai/series_evaluation.h"

namespace tricorne::ai {

namespace {

using SeriesSession = engine::SessionOf<core::SeriesGame>;

// The series bot behind a session: made on the first decision, from the session's game.
class SeriesSessionBot final : public SessionBot {
public:
    explicit SeriesSessionBot(const BotSpec& spec) : m_spec(spec) {}

    SessionChoice choose(const engine::Session& session, const Control& control) override {
        const auto* series = dynamic_cast<const SeriesSession*>(&session);
        if (!series) throw std::invalid_argument("the series bot was given a session of another game");
        const core::SeriesGame& game = series->game();
        if (!m_bot || m_game != &game) {
            std::string error;
            m_bot = makeSeriesBot(game, m_spec, error);
            if (!m_bot) throw std::runtime_error(error);
            m_game = &game;
        }
        return sessionChoiceOf(game, m_bot->choose(game.view(series->typedState(), session.toMove()), control));
    }

private:
    BotSpec m_spec;
    const core::SeriesGame* m_game = nullptr;
    std::unique_ptr<SeriesBot> m_bot;
};

// The games' makers by id, besides the series' own bot; guarded, as bots are made on workers.
std::mutex& makersGuard() {
    static std::mutex guard;
    return guard;
}
std::map<std::string, SessionBotMaker, std::less<>>& makers() {
    // The block game's bot is the build's own; other games register theirs.
    static std::map<std::string, SessionBotMaker, std::less<>> table{{std::string(block::BlockGame::kId), &makeBlockSessionBot}};
    return table;
}

}  // namespace

void registerSessionBot(std::string_view gameId, SessionBotMaker maker) {
    const std::lock_guard lock(makersGuard());
    makers()[std::string(gameId)] = maker;
}

std::unique_ptr<SessionBot> makeSessionBot(std::string_view gameId, const BotSpec& spec, std::string& error) {
    if (gameId != core::SeriesGame::kId) {
        const std::lock_guard lock(makersGuard());
        const auto found = makers().find(gameId);
        if (found == makers().end()) {
            error = "no computer player plays the game '" + std::string(gameId) + "'";
            return nullptr;
        }
        // A maker that cannot read its weights says why by throwing: told here as the error.
        try {
            return found->second(spec);
        } catch (const std::exception& e) {
            error = e.what();
            return nullptr;
        }
    }
    // A weights file named by the caller is read now, so that its fault is told before play.
    if (spec.kind != BotKind::Random && !spec.weightsPath.empty()) {
        core::DataErrors errors;
        if (!loadEvaluationWeights(spec.weightsPath, errors)) {
            error = errors.empty() ? spec.weightsPath + ": the weights do not load" : errors.front().str();
            return nullptr;
        }
    }
    return std::make_unique<SeriesSessionBot>(spec);
}

}  // namespace tricorne::ai
