// A piece of the state by its index, as the rules' sources read it (internal to the core): one
// definition, so that the sources can also be compiled together in one unit (a unity build).
#pragma once

#include <cstddef>

#include "tricorne/series/game/game_state.h"

namespace tricorne::core {

inline Piece& piece(GameState& s, int i) { return s.pieces[static_cast<std::size_t>(i)]; }
inline const Piece& piece(const GameState& s, int i) { return s.pieces[static_cast<std::size_t>(i)]; }

namespace saratoga {
inline Piece& pc(GameState& s, int i) { return piece(s, i); }
inline const Piece& pc(const GameState& s, int i) { return piece(s, i); }
}  // namespace saratoga

}  // namespace tricorne::core
