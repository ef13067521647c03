// The computer player of the series game (Battles of the American Revolution): it decides from
// one side's view (SeriesGame::view) and nothing else, sampling whole states consistent with it
// (SeriesGame::determinize) with its own generator.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tricorne/ai/bot.h"
#include "tricorne/series/game/series_game.h"

namespace tricorne::ai {

// One action the bot weighed: its estimated chance of winning (0..1, from the side's point of
// view) and how often the search tried it.
struct SeriesCandidate {
    core::Action action;
    double winChance = 0.5;
    long visits = 0;
};

struct SeriesChoice {
    core::Action action;
    std::vector<SeriesCandidate> candidates;  // best first; the chosen action among them
    SearchStats stats;
};

class SeriesBot {
public:
    virtual ~SeriesBot() = default;
    // The action for the decision of `view` (view.player must be the player to answer). Always
    // one of the legal actions of every state the view could be of.
    virtual SeriesChoice choose(const core::SeriesView& view, const Control& control = {}) = 0;
};

// A bot of that spec playing `game`, which must outlive it; nullptr and `error` when the spec
// cannot play this game (a weights file that does not load).
std::unique_ptr<SeriesBot> makeSeriesBot(const core::SeriesGame& game, const BotSpec& spec, std::string& error);

}  // namespace tricorne::ai
