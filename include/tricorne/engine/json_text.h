// Reading and parsing JSON text from files a player or an editor may have damaged: never throws.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>

namespace tricorne::core {

// Deeper nesting than any Tricorne file uses is refused before it can exhaust the stack.
inline constexpr int kMaxJsonDepth = 64;

// No Tricorne file comes near this size (the largest data file is about 50 KB).
inline constexpr std::size_t kMaxFileBytes = 16 * 1024 * 1024;

// Reads a whole regular file of at most kMaxFileBytes. A FIFO, a device such as /dev/zero
// or a larger file is refused without blocking or reading it; on failure `why` says so
// ("is not a regular file", "is larger than 16 MiB", "cannot be opened for reading (...)").
std::optional<std::string> readFileText(const std::string& path, std::string& why);

// Parses the whole of `text` in time linear in its length; on failure returns nullopt and sets
// `error` (syntax, number out of range, nesting deeper than kMaxJsonDepth, more than a million
// values, a NUL byte, a key twice in one object). The second form gives the JSON pointer at fault apart ("" for the
// whole text); the first puts it in front of the error ("/stateHash: appears twice ...").
std::optional<nlohmann::json> parseJsonText(const std::string& text, std::string& error);
std::optional<nlohmann::json> parseJsonText(const std::string& text, std::string& error, std::string& pointer);

}  // namespace tricorne::core
