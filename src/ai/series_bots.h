// The series bots by kind, behind makeSeriesBot: random, greedy and the search.
#pragma once

#include <memory>

#include "tricorne/ai/series_bot.h"
#include "tricorne/ai/series_evaluation.h"

namespace tricorne::ai {

std::unique_ptr<SeriesBot> makeRandomBot(const core::SeriesGame& game, const BotSpec& spec);
std::unique_ptr<SeriesBot> makeGreedyBot(const core::SeriesGame& game, const BotSpec& spec, const EvaluationWeightsFile& weights);
std::unique_ptr<SeriesBot> makeMctsBot(const core::SeriesGame& game, const BotSpec& spec, const EvaluationWeightsFile& weights);

}  // namespace tricorne::ai
