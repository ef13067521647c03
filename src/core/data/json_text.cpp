#include "tricorne/core/json_text.h"

namespace tricorne::core {

namespace {
struct TooDeep {};
}  // namespace

std::optional<nlohmann::json> parseJsonText(const std::string& text, std::string& error) {
    try {
        return nlohmann::json::parse(text, [](int depth, nlohmann::json::parse_event_t, nlohmann::json&) {
            if (depth > kMaxJsonDepth) throw TooDeep{};
            return true;
        });
    } catch (const TooDeep&) {
        error = "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels";
    } catch (const nlohmann::json::exception& e) {
        error = std::string("is not valid JSON: ") + e.what();
    }
    return std::nullopt;
}

}  // namespace tricorne::core
