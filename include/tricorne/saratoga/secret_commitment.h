// E7.5.1 (option, the Next Day): the American player notes in secret, at the start of the
// game, whether the turn-3 militia come; the note is revealed at the start of the American
// half of turn 3, and militia that come cost 1 Army Morale when they are placed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/series/game/game.h"
#include "tricorne/series/volume.h"

namespace tricorne::core::saratoga {

// The counters the note covers (the option's units), empty when the option is off.
std::vector<int> committableMilitia(const GameState& state);
// The turn the militia are due (the scenario's reinforcement entry), when the note is revealed.
int militiaTurn(const GameState& state);
// The militia's names as their counters read: "Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex".
std::string militiaNames(const GameState& state);
// The note as the players read it (the screen covered, the answers and their price), nullopt when the option is off.
std::optional<SecretNote> militiaNote(const GameState& state);
// The set-up still waits for the American player's note.
bool commitmentDue(const GameState& state);
// The note itself, at Step::CommitMilitia; an error naming E7.5.1 otherwise.
std::string applyCommitment(GameState& state, const Action& action, std::vector<Event>& events);
// Why a note is refused when the game does not ask for one.
std::string misplacedCommitment(const GameState& state);
// At the start of an American player turn from the militia's turn on: the note is revealed,
// and militia not used leave the turn track (not in play, never eliminated).
void revealCommitment(GameState& state, std::vector<Event>& events);
// When committed militia are placed on the map: the Army Morale point is surrendered, once.
void payForCommittedMilitia(GameState& state, std::vector<Event>& events);

}  // namespace tricorne::core::saratoga
