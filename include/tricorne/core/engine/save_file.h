// Save files on disk: written whole or not at all, read with a size limit.
#pragma once

#include <optional>
#include <string>

namespace tricorne::core {

// Writes `text` to `path` through a temporary file and a rename, so a crash or a full disk
// never leaves a half-written save in place of the previous one.
bool writeFileAtomically(const std::string& path, const std::string& text, std::string& error);
std::optional<std::string> readTextFile(const std::string& path, std::string& error);

}  // namespace tricorne::core
