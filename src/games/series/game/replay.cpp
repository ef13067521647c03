#include "tricorne/series/game/replay.h"

namespace tricorne::core {

std::optional<Replay> Replay::of(const DataSet& data, const GameRecord& record, std::string& error) {
    auto start = newGame(data, record.scenario, record.options, record.seed, error);
    if (!start) return std::nullopt;
    Replay r;
    r.m_data = &data;
    r.m_record = record;
    r.m_states.reserve(record.actions.size() + 1);
    r.m_states.push_back(std::move(*start));
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        GameState next = r.m_states.back();
        const Player actor = decision(next).player;
        auto result = apply(next, record.actions[i]);
        if (!result.ok()) {
            error = "action " + std::to_string(i) + " (" + describe(record.actions[i]) + "): " + result.error;
            return std::nullopt;
        }
        r.m_actors.push_back(actor);
        r.m_events.push_back(std::move(result.events));
        r.m_states.push_back(std::move(next));
    }
    return r;
}

std::optional<Game> Replay::gameAfter(std::size_t n, std::string& error) const {
    if (n > actionCount()) {
        error = "there are only " + std::to_string(actionCount()) + " actions";
        return std::nullopt;
    }
    GameRecord cut = m_record;
    // 2.3: the dice rolled after the cut come back in their order, as after undo: playing on
    // from an earlier position never rolls a die afresh.
    std::vector<int> later;
    for (std::size_t i = n; i < actionCount(); ++i)
        if (const auto* roll = std::get_if<RollDie>(&m_record.actions[i])) later.push_back(roll->value);
    cut.undoneDice.insert(cut.undoneDice.begin(), later.begin(), later.end());
    cut.actions.resize(n);
    return Game::replay(*m_data, cut, error);
}

}  // namespace tricorne::core
