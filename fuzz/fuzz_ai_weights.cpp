// The computer player's weights in place of data/ai/series.json: loaded, written back and read
// again to the same file; when it loads, a short search of a position of a short game made with
// it, whose answer must be a legal action.
#include <algorithm>
#include <string>

#include "fuzz_support.h"
#include "tricorne/ai/series_bot.h"
#include "tricorne/ai/series_evaluation.h"
#include "tricorne/series/game/series_game.h"

using namespace tricorne;
using namespace tricorne::core;

namespace {
constexpr long kNodes = 24;      // a search small enough for thousands of inputs a minute
constexpr int kMaxActions = 60;  // random actions played before the searched decision
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    fuzz::realData();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    DataErrors errors;
    const auto file = ai::loadEvaluationWeights(fuzz::inputFile(data, size), errors);
    if (!file) {
        if (errors.empty()) fuzz::fail("a weights file refused without an error naming why");
        return 0;
    }
    // What is written back reads back to the same file.
    const std::string written = ai::evaluationWeightsJson(*file, "fuzz").dump();
    const std::string& path = fuzz::inputFile(reinterpret_cast<const std::uint8_t*>(written.data()), written.size());
    const auto again = ai::loadEvaluationWeights(path, errors);
    if (!again) fuzz::fail("a weights file written back does not load: " + (errors.empty() ? std::string() : errors.front().str()));
    if (ai::evaluationWeightsJson(*again, "fuzz").dump() != written) fuzz::fail("a weights file written back reads back otherwise");

    // A search with these weights, at a level and in a scenario the input's hash picks.
    const std::uint64_t seed = fuzz::inputSeed(data, size);
    const DataSet& set = fuzz::realData();
    const SeriesGame game(set);
    std::string error;
    auto state = game.initialState(set.scenarios[seed % set.scenarios.size()].id, {}, seed % 1000, error);
    if (!state) fuzz::fail("a scenario of the real data does not start: " + error);
    Rng policy(seed);
    const int actions = static_cast<int>(seed % kMaxActions);
    for (int i = 0; (i < actions || game.toMove(*state) == engine::kChance) && !game.isTerminal(*state); ++i)
        if (!game.apply(*state, fuzz::pickAction(*state, policy)).ok()) fuzz::fail("the random policy's action was refused");
    if (game.isTerminal(*state)) return 0;
    ai::BotSpec spec;
    spec.kind = ai::BotKind::Mcts;
    spec.level = static_cast<ai::Level>((seed >> 8) % 3);
    spec.budget.nodes = kNodes;
    spec.seed = seed;
    spec.weightsPath = path;
    auto bot = ai::makeSeriesBot(game, spec, error);
    if (!bot) fuzz::fail("weights that load make no bot: " + error);
    const int who = game.toMove(*state);
    const auto choice = bot->choose(game.view(*state, who));
    const auto legal = game.legalActions(*state);
    if (std::find(legal.begin(), legal.end(), choice.action) == legal.end()) fuzz::fail("the search chose an illegal action");
    return 0;
}
