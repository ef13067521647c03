// Save files on disk: written whole or not at all, read with a size limit.
#pragma once

#include <optional>
#include <string>

namespace tricorne::core {

// Writes `text` to `path` through a temporary file and a rename, so a crash, a full disk or a
// file size limit never leaves a half-written save in place of the previous one. A symbolic
// link is written through (the file it points to gets the text, the link stays); a dangling
// link, a folder, a FIFO or a device is refused. The temporary file is created exclusively,
// with an unpredictable name, in the target's folder; a replaced file keeps its permissions.
// On failure `error` names the path and the reason, the old file is unchanged and no
// temporary file is left.
bool writeFileAtomically(const std::string& path, const std::string& text, std::string& error);

// Reads a whole save or record (see readFileText); on failure `error` names the path.
std::optional<std::string> readTextFile(const std::string& path, std::string& error);

}  // namespace tricorne::core
