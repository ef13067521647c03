#include <sstream>

#include "tricorne/core/engine/action.h"

namespace tricorne::core {

namespace {
template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

nlohmann::json hexList(const std::vector<HexId>& path) {
    nlohmann::json out = nlohmann::json::array();
    for (HexId h : path) out.push_back(h.str());
    return out;
}
}  // namespace

std::string actionType(const Action& action) {
    return std::visit(Overloaded{[](const RollDie&) { return "roll"; }, [](const SpendMomentum&) { return "momentum"; },
                                 [](const DictateOrder&) { return "dictate-order"; }, [](const Move&) { return "move"; },
                                 [](const DelayReinforcement&) { return "delay"; }, [](const EliminateStep&) { return "eliminate-step"; },
                                 [](const EndPhase&) { return "end-phase"; }},
                      action);
}

nlohmann::json toJson(const Action& action) {
    nlohmann::json j{{"type", actionType(action)}};
    std::visit(Overloaded{[&](const RollDie& a) { j["value"] = a.value; }, [&](const SpendMomentum& a) { j["chits"] = a.chits; },
                          [&](const DictateOrder& a) { j["first"] = sideId(a.first); },
                          [&](const Move& a) {
                              j["unit"] = a.unit;
                              j["path"] = hexList(a.path);
                              if (a.strategic) j["strategic"] = true;
                          },
                          [&](const DelayReinforcement& a) { j["unit"] = a.unit; }, [&](const EliminateStep& a) { j["unit"] = a.unit; },
                          [](const EndPhase&) {}},
               action);
    return j;
}

std::optional<Action> actionFromJson(const nlohmann::json& j, std::string& error) {
    if (!j.is_object()) {
        error = "an action is a JSON object with a \"type\"";
        return std::nullopt;
    }
    const auto type = j.contains("type") && j["type"].is_string() ? j["type"].get<std::string>() : std::string();
    auto intField = [&](const char* key, int min, int max) -> std::optional<int> {
        if (!j.contains(key) || !j[key].is_number_integer()) {
            error = std::string("\"") + type + "\" needs an integer \"" + key + "\"";
            return std::nullopt;
        }
        const auto v = j[key].get<long long>();
        if (v < min || v > max) {
            error = std::string("\"") + key + "\" must be " + std::to_string(min) + ".." + std::to_string(max);
            return std::nullopt;
        }
        return static_cast<int>(v);
    };
    auto stringField = [&](const char* key) -> std::optional<std::string> {
        if (!j.contains(key) || !j[key].is_string() || j[key].get<std::string>().empty()) {
            error = std::string("\"") + type + "\" needs a string \"" + key + "\"";
            return std::nullopt;
        }
        return j[key].get<std::string>();
    };
    if (type == "roll") {
        if (auto v = intField("value", 0, 9)) return RollDie{*v};
        return std::nullopt;
    }
    if (type == "momentum") {
        if (auto v = intField("chits", 0, 5)) return SpendMomentum{*v};
        return std::nullopt;
    }
    if (type == "dictate-order") {
        auto s = stringField("first");
        if (!s) return std::nullopt;
        auto side = sideFromId(*s);
        if (!side) {
            error = "\"first\" must be \"american\" or \"british\"";
            return std::nullopt;
        }
        return DictateOrder{*side};
    }
    if (type == "move") {
        auto unit = stringField("unit");
        if (!unit) return std::nullopt;
        if (!j.contains("path") || !j["path"].is_array()) {
            error = "\"move\" needs a \"path\": a list of hexes, the start hex first";
            return std::nullopt;
        }
        Move m{*unit, {}, false};
        for (const auto& h : j["path"]) {
            auto hex = h.is_string() ? HexId::parse(h.get<std::string>()) : std::nullopt;
            if (!hex) {
                error = "\"path\" holds " + h.dump() + ", which is not a hex id XXYY";
                return std::nullopt;
            }
            m.path.push_back(*hex);
        }
        if (j.contains("strategic")) {
            if (!j["strategic"].is_boolean()) {
                error = "\"strategic\" must be true or false";
                return std::nullopt;
            }
            m.strategic = j["strategic"].get<bool>();
        }
        return m;
    }
    if (type == "delay") {
        if (auto unit = stringField("unit")) return DelayReinforcement{*unit};
        return std::nullopt;
    }
    if (type == "eliminate-step") {
        if (auto unit = stringField("unit")) return EliminateStep{*unit};
        return std::nullopt;
    }
    if (type == "end-phase") return EndPhase{};
    error = type.empty() ? "an action needs a \"type\"" : "unknown action type \"" + type + "\"";
    return std::nullopt;
}

std::string describe(const Action& action) {
    std::ostringstream os;
    std::visit(Overloaded{[&](const RollDie& a) { os << "die rolls " << a.value; },
                          [&](const SpendMomentum& a) { os << "spends " << a.chits << " momentum chit" << (a.chits == 1 ? "" : "s") << " on initiative"; },
                          [&](const DictateOrder& a) { os << "spends 3 momentum chits: " << sideName(a.first) << " moves first"; },
                          [&](const Move& a) {
                              os << a.unit << (a.strategic ? " moves strategically " : " moves ");
                              for (std::size_t i = 0; i < a.path.size(); ++i) os << (i ? "-" : "") << a.path[i].str();
                          },
                          [&](const DelayReinforcement& a) { os << a.unit << " is held back to the next turn"; },
                          [&](const EliminateStep& a) { os << a.unit << " loses a step to the stacking limit"; },
                          [&](const EndPhase&) { os << "ends the phase"; }},
               action);
    return os.str();
}

}  // namespace tricorne::core
