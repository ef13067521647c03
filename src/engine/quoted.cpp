#include "tricorne/engine/quoted.h"

namespace tricorne::core {

namespace {
// Length of the well-formed UTF-8 sequence at text[i], or 0 when the byte there starts none.
std::size_t utf8Length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char c = byte(i);
    const std::size_t n = c < 0x80 ? 1 : (c >= 0xC2 && c <= 0xDF) ? 2 : (c >= 0xE0 && c <= 0xEF) ? 3 : (c >= 0xF0 && c <= 0xF4) ? 4 : 0;
    if (n == 0 || i + n > text.size()) return 0;
    for (std::size_t k = 1; k < n; ++k)
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
    return n;
}

constexpr const char* kHex = "0123456789ABCDEF";

// Appends the character at text[i] in printable form; returns how many bytes it used.
std::size_t appendPrintable(std::string_view text, std::size_t i, bool inQuotes, std::string& out) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8Length(text, i);
    if (n == 0) {
        out += std::string("<0x") + kHex[c >> 4] + kHex[c & 0xF] + ">";
        return 1;
    }
    if (n == 1 && (c < 0x20 || c == 0x7F)) {
        out += c == '\n' ? "\\n" : c == '\t' ? "\\t" : c == '\r' ? "\\r" : std::string("\\x") + kHex[c >> 4] + kHex[c & 0xF];
        return 1;
    }
    if (n == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {  // C1 controls (U+0080..U+009F), CSI among them
        const auto d = static_cast<unsigned char>(text[i + 1]);
        out += std::string("\\u00") + kHex[d >> 4] + kHex[d & 0xF];
        return 2;
    }
    if (inQuotes && (c == '"' || c == '\\')) out += '\\';
    out.append(text.substr(i, n));
    return n;
}

std::string render(std::string_view text, std::size_t max, bool inQuotes) {
    std::string out;
    std::size_t shown = 0, i = 0;
    for (; i < text.size() && shown < max; ++shown) i += appendPrintable(text, i, inQuotes, out);
    if (inQuotes) out = '"' + out + '"';
    if (i < text.size()) out += "\u2026 (" + std::to_string(text.size()) + " bytes)";
    return out;
}
}  // namespace

std::string printable(std::string_view text) { return render(text, std::string_view::npos, false); }

std::string quotedValue(std::string_view value) { return render(value, kQuotedMax, true); }

std::string quotedJson(const nlohmann::json& value) {
    if (value.is_string()) return quotedValue(value.get_ref<const std::string&>());
    return shortened(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::string shortened(std::string_view text, std::size_t max) { return render(text, max, false); }

}  // namespace tricorne::core
