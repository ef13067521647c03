// The files a session keeps besides the player's own: the game saved automatically, and the
// last session's game that File › Continue Last Game plays on.
#pragma once

#include <QString>

namespace tricorne::app::session_files {

// Where the game is saved at each change of phase and on quitting.
QString autosavePath();
// The game the last session left (its autosave, kept aside when a session starts, before
// this session's autosaves replace it).
QString lastSessionPath();
// Keeps the autosave aside as the last session's game; call once as the session starts.
void keepLastSession();

}  // namespace tricorne::app::session_files
