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
// "VP American 3.5, British 2".
std::string vpScore(const std::array<int, 2>& vpHalves);

}  // namespace tricorne::core
