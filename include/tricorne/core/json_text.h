// Parsing JSON text from files a player or an editor may have damaged: never throws.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace tricorne::core {

// Deeper nesting than any Tricorne file uses is refused before it can exhaust the stack.
inline constexpr int kMaxJsonDepth = 64;

// Parses `text`; on failure returns nullopt and sets `error` (syntax, number out of range,
// nesting deeper than kMaxJsonDepth).
std::optional<nlohmann::json> parseJsonText(const std::string& text, std::string& error);

}  // namespace tricorne::core
