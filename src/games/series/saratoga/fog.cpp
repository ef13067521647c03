#include "tricorne/saratoga/fog.h"

#include <algorithm>

namespace tricorne::core::saratoga {

namespace {
const nlohmann::json& table(const GameState& s) { return s.volume->raw.at("fogTable"); }

std::string_view weatherId(Weather w) {
    switch (w) {
        case Weather::Clear: return "clear";
        case Weather::ModerateFog: return "moderate";
        case Weather::DenseFog: return "dense";
    }
    return "clear";
}

Weather weatherFrom(const std::string& id) {
    if (id == "dense") return Weather::DenseFog;
    if (id == "moderate") return Weather::ModerateFog;
    return Weather::Clear;
}

void setWeather(GameState& s, Weather w, const std::string& how, std::vector<Event>& events) {
    s.weather = w;
    s.fogByTurn[static_cast<std::size_t>(s.turn)] = static_cast<std::int8_t>(w);
    static constexpr const char* kEffects[] = {"the turn is played normally", "no strategic movement and no fire combat",
                                               "the whole turn is skipped"};
    events.push_back({"E3.9.2", "Turn " + std::to_string(s.turn) + ": " + std::string(weatherId(w)) + (w == Weather::Clear ? "" : " fog") + " (" + how +
                                    "): " + kEffects[static_cast<int>(w)],
                      {}});
}
}  // namespace

bool fogRollDue(GameState& s, std::vector<Event>& events) {
    s.weather = Weather::Clear;
    if (!s.hasRule("E3.9") || !s.volume->raw.contains("fogTable")) return false;
    const auto& turns = table(s).value("turns", std::vector<int>{});
    if (std::find(turns.begin(), turns.end(), s.turn) == turns.end() || s.turn >= static_cast<int>(s.fogByTurn.size())) return false;
    // E3.9.3: after a clear turn 1, turn 2 is clear without a roll.
    if (s.turn == 2 && s.fogByTurn[1] == static_cast<std::int8_t>(Weather::Clear)) {
        setWeather(s, Weather::Clear, "turn 1 was clear", events);
        return false;
    }
    s.phase = Phase::Initiative;
    s.step = Step::FogRoll;
    return true;
}

bool applyFogRoll(GameState& s, int die, std::vector<Event>& events) {
    const auto& t = table(s);
    // E3.9.3: dense fog on turn 1 makes the turn-2 roll one less.
    const int drm = s.turn == 2 && s.fogByTurn[1] == static_cast<std::int8_t>(Weather::DenseFog) ? -1 : 0;
    const int roll = die + drm;
    const auto& results = t.at("results");
    const std::string id = roll < 0 ? t.value("belowZero", "dense") : results.at(static_cast<std::size_t>(std::min(roll, static_cast<int>(results.size()) - 1))).get<std::string>();
    setWeather(s, weatherFrom(id), "die " + std::to_string(die) + (drm ? " -1" : ""), events);
    return s.weather == Weather::DenseFog;
}

bool fogRollAhead(const GameState& s) {
    if (!s.hasRule("E3.9") || !s.volume->raw.contains("fogTable")) return false;
    const auto& turns = table(s).value("turns", std::vector<int>{});
    if (std::find(turns.begin(), turns.end(), s.turn) == turns.end() || s.turn >= static_cast<int>(s.fogByTurn.size())) return false;
    return s.fogByTurn[static_cast<std::size_t>(s.turn)] < 0;
}

bool fogOnTurn(const GameState& s, int turn, const std::vector<std::string>& results) {
    if (turn < 1 || turn >= static_cast<int>(s.fogByTurn.size()) || s.fogByTurn[static_cast<std::size_t>(turn)] < 0) return false;
    const auto w = static_cast<Weather>(s.fogByTurn[static_cast<std::size_t>(turn)]);
    return std::find(results.begin(), results.end(), std::string(weatherId(w))) != results.end();
}

}  // namespace tricorne::core::saratoga
