#include "tricorne/series/rules/victory.h"

#include <cctype>

namespace tricorne::core {

void declareVictory(GameState& s, Side winner, const std::string& level, const std::string& reason, const std::string& rule,
                    std::vector<Event>& events) {
    s.outcome = {true, winner, level, reason, rule};
    s.phase = Phase::GameOver;
    s.step = Step::Over;
    std::string name = level;
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    events.push_back({rule, std::string(sideName(winner)) + " " + name + " Victory: " + reason, {}});
}

void declareNoWinner(GameState& s, const std::string& reason, const std::string& rule) {
    s.outcome = {true, std::nullopt, "", reason, rule};
    s.phase = Phase::GameOver;
    s.step = Step::Over;
}

void awardVp(std::array<int, 2>& vp, Side side, int halves, const std::string& rule, const std::string& why, std::vector<Event>* events) {
    vp[static_cast<std::size_t>(side)] += halves;
    if (events) events->push_back({rule, std::string(sideName(side)) + " +" + (halves % 2 ? std::to_string(halves / 2) + ".5" : std::to_string(halves / 2)) + " VP: " + why, {}, VpGain{side, halves}});
}

std::array<int, 2> seriesFinalVpHalves(const GameState& s, std::vector<Event>* events) {
    std::array<int, 2> vp = s.vpHalves;
    // 4, 13.4: shattered units on the board at the end are worth 1/2 VP to the other side.
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].status == Status::Shattered)
            awardVp(vp, enemyOf(s.sideOf(i)), 1, "4", s.unitDef(i).name + " is shattered on the map", events);
    return vp;
}

VictoryIfEndedNow victoryIfEndedNow(const GameState& s) {
    if (s.outcome.over) return {s.outcome, s.vpHalves, {}};
    GameState ended = s;
    VictoryIfEndedNow now;
    ended.volumeRules->endOfGameVictory(ended, now.events);
    now.outcome = ended.outcome;
    now.vpHalves = ended.vpHalves;
    return now;
}

std::string vpScore(const std::array<int, 2>& vp) {
    return "VP American " + std::to_string(vp[0] / 2) + (vp[0] % 2 ? ".5" : "") + ", British " + std::to_string(vp[1] / 2) + (vp[1] % 2 ? ".5" : "");
}

}  // namespace tricorne::core
