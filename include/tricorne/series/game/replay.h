// A game stepped through action by action, as a replay shows it: the position after each
// action and the events each caused, computed once by replaying the record from the set-up.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/save.h"

namespace tricorne::core {

class Replay {
public:
    // Replays the record; stops at the first illegal action with its index and rule.
    static std::optional<Replay> of(const DataSet& data, const GameRecord& record, std::string& error);

    const GameRecord& record() const { return m_record; }
    std::size_t actionCount() const { return m_record.actions.size(); }
    // The position after the first `n` actions; 0 is the set-up. `n` ≤ actionCount().
    const GameState& stateAfter(std::size_t n) const { return m_states.at(n); }
    // The i-th action (from 0), the player who answered it, and the events it caused.
    const Action& action(std::size_t i) const { return m_record.actions.at(i); }
    Player actor(std::size_t i) const { return m_actors.at(i); }
    const std::vector<Event>& events(std::size_t i) const { return m_events.at(i); }
    // A game to play on from the position after `n` actions: the record cut there, so the
    // game goes on as a branch of its own, its next dice the faces rolled after the cut.
    std::optional<Game> gameAfter(std::size_t n, std::string& error) const;

private:
    const DataSet* m_data = nullptr;
    GameRecord m_record;
    std::vector<GameState> m_states;  // actionCount() + 1 positions: a few kB each
    std::vector<Player> m_actors;
    std::vector<std::vector<Event>> m_events;
};

}  // namespace tricorne::core
