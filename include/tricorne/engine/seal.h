// A secret written into a save so that a reader of the file cannot read it, while the program
// reads it back to replay the game: an action's JSON padded to a fixed length and XORed with a
// keystream from a key built into the program and the seal's own random nonce, as hexadecimal
// (`{"type": "sealed", "secret": "…"}`). Obscuring, not encryption: docs/reliability.md, Secrets.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>

namespace tricorne::engine {

// `secret` sealed, its text padded to a multiple of `padTo` bytes, so that the length of a seal
// tells one secret from another only by that multiple. Two seals of the same secret differ.
nlohmann::json sealJson(const nlohmann::json& secret, std::size_t padTo);

// Whether `json` is a seal (`"type": "sealed"`), to be read with unsealJson.
bool isSealed(const nlohmann::json& json);

// The JSON a seal holds, or nullopt and `error` naming "/secret": a seal damaged in its form, or
// one that does not read back as JSON, "not `what` (damaged or edited)".
std::optional<nlohmann::json> unsealJson(const nlohmann::json& sealed, std::size_t padTo, const std::string& what, std::string& error);

}  // namespace tricorne::engine
