// A saved game against the real data set: what `tricorne-cli replay`, `state` and `apply` do
// with a save file, then undo and a save-and-reload round trip.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "tricorne/engine/json_text.h"
#include "tricorne/series/game/save.h"

using namespace tricorne::core;

namespace {
// Seeds hold "dataHash": "fuzz", replaced here by the real data's hash, so the corpus stays
// useful when data/ changes; any other value is fuzzed as it is.
void fixDataHash(nlohmann::json& save, const DataSet& data) {
    if (!save.is_object()) return;
    auto it = save.find("dataHash");
    const auto scenario = save.find("scenario");
    const std::string id = scenario != save.end() && scenario->is_string() ? scenario->get<std::string>() : "";
    if (it != save.end() && it->is_string() && it->get<std::string>() == "fuzz") *it = hashHex(data.scenarioHash(id));
}
}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    tricorne::fuzz::realData();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const DataSet& set = tricorne::fuzz::realData();
    // As tricorne-cli reads a save file.
    std::string error;
    auto parsed = parseJsonText(std::string(reinterpret_cast<const char*>(data), size), error);
    if (!parsed) return 0;
    nlohmann::json& json = *parsed;
    fixDataHash(json, set);
    auto game = loadSave(set, json, error);
    if (!game) {
        if (std::getenv("TRICORNE_FUZZ_VERBOSE")) std::fprintf(stderr, "refused: %s\n", error.c_str());
        if (error.empty()) tricorne::fuzz::fail("a refused save gives no reason", json.dump().substr(0, 200));
        return 0;
    }
    // `state --json`: the decision, the legal actions and the state as JSON.
    const auto legal = legalActions(game->state());
    const std::string shown = stateToJson(game->state()).dump(2);
    // Saved again and reloaded, the game is the same.
    auto again = loadSave(set, nlohmann::json::parse(saveJson(*game).dump(1)), error);
    if (!again) tricorne::fuzz::fail("a loaded save, saved again, does not reload", error);
    if (stateHash(again->state()) != stateHash(game->state())) tricorne::fuzz::fail("a loaded save, saved again, reloads to another state");
    if (game->canUndo() && !game->undo(error)) tricorne::fuzz::fail("undo refused after canUndo", error);
    (void)legal;
    (void)shown;
    return 0;
}
