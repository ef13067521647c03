// 4 How to Win: the game's end, its winner and its victory points, as the series gives them
// and as a volume's victory conditions declare them.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "tricorne/series/game/game.h"

namespace tricorne::core {

// Ends the game with a victory of the level ("decisive", "substantial", "marginal").
void declareVictory(GameState& state, Side winner, const std::string& level, const std::string& reason, const std::string& rule,
                    std::vector<Event>& events);
// Ends the game with no winner decided.
void declareNoWinner(GameState& state, const std::string& reason, const std::string& rule);
// Adds `halves` victory points, in halves, to the side's score, an event when `events` is given.
void awardVp(std::array<int, 2>& vpHalves, Side side, int halves, const std::string& rule, const std::string& why, std::vector<Event>* events);
// 4, 13.4: the score kept so far with the shattered units on the map, worth 1/2 VP each to the other side.
std::array<int, 2> seriesFinalVpHalves(const GameState& state, std::vector<Event>* events);
// What the end of the game would give if it came now: the outcome and final score the
// volume's end-of-game victory decides (5.D), and the events of its awards.
struct VictoryIfEndedNow {
    Outcome outcome;
    std::array<int, 2> vpHalves{0, 0};
    std::vector<Event> events;
};
// 5.D: the game's own end-of-game victory, played on a copy of the state; a finished
// game's outcome and score as they are.
VictoryIfEndedNow victoryIfEndedNow(const GameState& state);
// "VP American 3.5, British 2".
std::string vpScore(const std::array<int, 2>& vpHalves);

}  // namespace tricorne::core
