#include "tricorne/engine/seal.h"

#include <vector>

#include "tricorne/engine/dice.h"
#include "tricorne/engine/json_text.h"
#include "tricorne/engine/rng.h"

namespace tricorne::engine {

namespace {
// Sealing keeps a secret from a reader of the file, not from the program: the key is in the
// source, and the program reads a sealed action back to replay it (docs/reliability.md).
constexpr std::uint64_t kSealKey = 0x5a7a70c41777e7a5ULL;
constexpr std::size_t kNonceBytes = 8;
constexpr const char* kHexDigits = "0123456789abcdef";

// The keystream of a seal: the generator seeded from the key and the seal's own random nonce,
// so two seals of the same secret look unrelated.
core::Rng sealStream(const unsigned char nonce[kNonceBytes]) {
    std::uint64_t n = 0;
    for (std::size_t i = 0; i < kNonceBytes; ++i) n = (n << 8) | nonce[i];
    return core::Rng(kSealKey ^ n);
}

void appendHex(std::string& out, unsigned char b) { out += {kHexDigits[b >> 4], kHexDigits[b & 15]}; }
}  // namespace

nlohmann::json sealJson(const nlohmann::json& secret, std::size_t padTo) {
    std::string text = secret.dump();
    const std::size_t blocks = text.empty() ? 1 : (text.size() + padTo - 1) / padTo;
    text.resize(blocks * padTo, ' ');
    unsigned char nonce[kNonceBytes];
    core::entropyBytes(nonce, sizeof nonce);
    core::Rng stream = sealStream(nonce);
    std::string out;
    for (unsigned char b : nonce) appendHex(out, b);
    for (char c : text) appendHex(out, static_cast<unsigned char>(static_cast<unsigned char>(c) ^ (stream.next() & 0xff)));
    return {{"type", "sealed"}, {"secret", out}};
}

bool isSealed(const nlohmann::json& json) { return json.is_object() && json.contains("type") && json["type"] == "sealed"; }

std::optional<nlohmann::json> unsealJson(const nlohmann::json& sealed, std::size_t padTo, const std::string& what, std::string& error) {
    if (!sealed.contains("secret") || !sealed["secret"].is_string()) {
        error = "/secret: missing or not a string";
        return std::nullopt;
    }
    const std::string& hex = sealed["secret"].get_ref<const std::string&>();
    auto nibble = [](char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1; };
    std::vector<unsigned char> bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2) {
        const int hi = nibble(hex[i]), lo = nibble(hex[i + 1]);
        if (hi < 0 || lo < 0) break;
        bytes.push_back(static_cast<unsigned char>(hi * 16 + lo));
    }
    const std::size_t body = bytes.size() < kNonceBytes ? 0 : bytes.size() - kNonceBytes;
    if (hex.size() != 2 * bytes.size() || body == 0 || body % padTo != 0) {
        error = "/secret: not a sealed action (damaged or edited)";
        return std::nullopt;
    }
    core::Rng stream = sealStream(bytes.data());
    std::string text;
    for (std::size_t i = kNonceBytes; i < bytes.size(); ++i) text += static_cast<char>(bytes[i] ^ (stream.next() & 0xff));
    std::string why;
    auto json = core::parseJsonText(text, why);
    if (!json) error = "/secret: not " + what + " (damaged or edited)";
    return json;
}

}  // namespace tricorne::engine
