// Values from a file or an argument as an error message shows them: never raw to a terminal.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace tricorne::core {

// No value an error quotes needs more characters than this to be recognised.
inline constexpr std::size_t kQuotedMax = 80;

// `text` safe to print: control characters as \n, \t or \x1B, bytes that start no well-formed
// UTF-8 sequence as <0xFF>, well-formed UTF-8 kept. Not shortened.
std::string printable(std::string_view text);

// `value` in double quotes, made printable, a quote or backslash in it escaped, and cut after
// kQuotedMax characters: "abc…" (10485760 bytes).
std::string quotedValue(std::string_view value);

// A JSON value as an error shows it: a string quoted as above, anything else as compact JSON
// cut the same way.
std::string quotedJson(const nlohmann::json& value);

// `text` made printable and cut after `max` characters with "…" and its full length.
std::string shortened(std::string_view text, std::size_t max = kQuotedMax);

}  // namespace tricorne::core
