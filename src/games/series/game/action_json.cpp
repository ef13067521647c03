#include <sstream>

#include "tricorne/series/game/action.h"
#include "tricorne/engine/overloaded.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::core {

namespace {
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
                                 [](const EndPhase&) { return "end-phase"; }, [](const Fire&) { return "fire"; },
                                 [](const Retreat&) { return "retreat"; }, [](const AcceptCapture&) { return "accept-capture"; },
                                 [](const LeaderCasualty&) { return "leader-casualty"; }, [](const Attack&) { return "attack"; },
                                 [](const Divert&) { return "diversion"; }, [](const ResolveCombat&) { return "resolve-combat"; },
                                 [](const LeadUnit&) { return "lead-unit"; }, [](const Withdraw&) { return "withdrawal"; },
                                 [](const ChooseTactic&) { return "tactic"; }, [](const Capture&) { return "capture"; },
                                 [](const Advance&) { return "advance"; }, [](const Release&) { return "release"; },
                                 [](const Place&) { return "place"; }, [](const Commit&) { return "commit"; },
                                 [](const Examine&) { return "examine"; }},
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
                          [](const EndPhase&) {},
                          [&](const Fire& a) {
                              j["firers"] = a.firers;
                              j["target"] = a.target;
                          },
                          [&](const Retreat& a) {
                              j["unit"] = a.unit;
                              j["path"] = hexList(a.path);
                              if (!a.leaders.empty()) j["leaders"] = a.leaders;
                              if (a.stepLoss) j["stepLoss"] = true;
                          },
                          [&](const AcceptCapture& a) { j["unit"] = a.unit; }, [&](const LeaderCasualty& a) { j["leader"] = a.leader; },
                          [&](const Attack& a) {
                              j["unit"] = a.unit;
                              j["hex"] = a.hex.str();
                          },
                          [&](const Divert& a) { j["hex"] = a.hex.str(); }, [&](const ResolveCombat& a) { j["combat"] = a.combat; },
                          [&](const LeadUnit& a) { j["unit"] = a.unit; }, [](const Withdraw&) {},
                          [&](const ChooseTactic& a) { j["tactic"] = a.tactic; }, [&](const Capture& a) { j["unit"] = a.unit; },
                          [&](const Advance& a) {
                              j["unit"] = a.unit;
                              j["hex"] = a.hex.str();
                          },
                          [&](const Release& a) { j["unit"] = a.unit; },
                          [&](const Place& a) {
                              j["unit"] = a.unit;
                              j["hex"] = a.hex.str();
                          },
                          [&](const Commit& a) { j["use"] = a.use; }, [&](const Examine& a) { j["hex"] = a.hex.str(); }},
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
            error = quotedValue(type) + " needs an integer " + quotedValue(key);
            return std::nullopt;
        }
        const auto v = j[key].get<long long>();
        if (v < min || v > max) {
            error = quotedValue(key) + " must be " + std::to_string(min) + ".." + std::to_string(max);
            return std::nullopt;
        }
        return static_cast<int>(v);
    };
    auto stringField = [&](const char* key) -> std::optional<std::string> {
        if (!j.contains(key) || !j[key].is_string() || j[key].get<std::string>().empty()) {
            error = quotedValue(type) + " needs a string " + quotedValue(key);
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
    auto pathField = [&](std::vector<HexId>& out) {
        if (!j.contains("path") || !j["path"].is_array()) {
            error = quotedValue(type) + " needs a \"path\": a list of hexes, the start hex first";
            return false;
        }
        for (const auto& h : j["path"]) {
            auto hex = h.is_string() ? HexId::parse(h.get<std::string>()) : std::nullopt;
            if (!hex) {
                error = "\"path\" holds " + quotedJson(h) + ", which is not a hex id XXYY";
                return false;
            }
            out.push_back(*hex);
        }
        return true;
    };
    auto stringList = [&](const char* key, bool required, std::vector<std::string>& out) {
        if (!j.contains(key)) {
            if (required) error = quotedValue(type) + " needs a list " + quotedValue(key);
            return !required;
        }
        if (!j[key].is_array()) {
            error = quotedValue(key) + " must be a list of counter ids";
            return false;
        }
        for (const auto& v : j[key]) {
            if (!v.is_string()) {
                error = quotedValue(key) + " must be a list of counter ids";
                return false;
            }
            out.push_back(v.get<std::string>());
        }
        return true;
    };
    if (type == "move") {
        auto unit = stringField("unit");
        if (!unit) return std::nullopt;
        Move m{*unit, {}, false};
        if (!pathField(m.path)) return std::nullopt;
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
    if (type == "fire") {
        Fire f;
        if (!stringList("firers", true, f.firers)) return std::nullopt;
        auto target = stringField("target");
        if (!target) return std::nullopt;
        f.target = *target;
        return f;
    }
    if (type == "retreat") {
        auto unit = stringField("unit");
        if (!unit) return std::nullopt;
        Retreat r{*unit, {}, {}, false};
        if (!pathField(r.path) || !stringList("leaders", false, r.leaders)) return std::nullopt;
        if (j.contains("stepLoss")) {
            if (!j["stepLoss"].is_boolean()) {
                error = "\"stepLoss\" must be true or false";
                return std::nullopt;
            }
            r.stepLoss = j["stepLoss"].get<bool>();
        }
        return r;
    }
    if (type == "accept-capture") {
        if (auto unit = stringField("unit")) return AcceptCapture{*unit};
        return std::nullopt;
    }
    if (type == "leader-casualty") {
        if (auto leader = stringField("leader")) return LeaderCasualty{*leader};
        return std::nullopt;
    }
    auto hexField = [&]() -> std::optional<HexId> {
        auto hex = j.contains("hex") && j["hex"].is_string() ? HexId::parse(j["hex"].get<std::string>()) : std::nullopt;
        if (!hex) error = quotedValue(type) + " needs a \"hex\": a hex id XXYY";
        return hex;
    };
    if (type == "attack" || type == "advance" || type == "place") {
        auto unit = stringField("unit");
        if (!unit) return std::nullopt;
        auto hex = hexField();
        if (!hex) return std::nullopt;
        if (type == "attack") return Attack{*unit, *hex};
        if (type == "place") return Place{*unit, *hex};
        return Advance{*unit, *hex};
    }
    if (type == "diversion") {
        if (auto hex = hexField()) return Divert{*hex};
        return std::nullopt;
    }
    if (type == "examine") {
        if (auto hex = hexField()) return Examine{*hex};
        return std::nullopt;
    }
    if (type == "resolve-combat") {
        if (auto v = intField("combat", 1, 999)) return ResolveCombat{*v};
        return std::nullopt;
    }
    if (type == "lead-unit") {
        if (auto unit = stringField("unit")) return LeadUnit{*unit};
        return std::nullopt;
    }
    if (type == "withdrawal") return Withdraw{};
    if (type == "tactic") {
        if (auto tactic = stringField("tactic")) return ChooseTactic{*tactic};
        return std::nullopt;
    }
    if (type == "release") {
        if (auto unit = stringField("unit")) return Release{*unit};
        return std::nullopt;
    }
    if (type == "capture") {
        if (auto unit = stringField("unit")) return Capture{*unit};
        return std::nullopt;
    }
    if (type == "commit") {
        if (!j.contains("use") || !j["use"].is_boolean()) {
            error = "\"commit\" needs \"use\": true or false";
            return std::nullopt;
        }
        return Commit{j["use"].get<bool>()};
    }
    error = type.empty() ? "an action needs a \"type\"" : "unknown action type " + quotedValue(type);
    return std::nullopt;
}

std::string describe(const Action& action) {
    std::ostringstream os;
    std::visit(Overloaded{[&](const RollDie& a) { os << "die rolls " << a.value; },
                          [&](const SpendMomentum& a) { os << "spends " << a.chits << " momentum chit" << (a.chits == 1 ? "" : "s"); },
                          [&](const DictateOrder& a) { os << "spends 3 momentum chits: " << sideName(a.first) << " moves first"; },
                          [&](const Move& a) {
                              os << a.unit << (a.strategic ? " moves strategically " : " moves ");
                              for (std::size_t i = 0; i < a.path.size(); ++i) os << (i ? "-" : "") << a.path[i].str();
                          },
                          [&](const DelayReinforcement& a) { os << a.unit << " is held back to the next turn"; },
                          [&](const EliminateStep& a) { os << a.unit << " loses a step"; },
                          [&](const EndPhase&) { os << "passes or ends the phase"; },
                          [&](const Fire& a) {
                              for (std::size_t i = 0; i < a.firers.size(); ++i) os << (i ? " + " : "") << a.firers[i];
                              os << " fire" << (a.firers.size() == 1 ? "s" : "") << " at " << a.target;
                          },
                          [&](const Retreat& a) {
                              os << a.unit << " retreats ";
                              for (std::size_t i = 0; i < a.path.size(); ++i) os << (i ? "-" : "") << a.path[i].str();
                              for (const auto& l : a.leaders) os << " with " << l;
                              if (a.stepLoss) os << ", losing a step to fit the stacking limit";
                          },
                          [&](const AcceptCapture& a) { os << a.unit << " is surrendered"; },
                          [&](const LeaderCasualty& a) { os << a.leader << " is the leader casualty"; },
                          [&](const Attack& a) { os << a.unit << " attacks " << a.hex.str(); },
                          [&](const Divert& a) { os << "a Diversion against " << a.hex.str(); },
                          [&](const ResolveCombat& a) { os << "resolves close combat " << a.combat; },
                          [&](const LeadUnit& a) { os << a.unit << " is the lead unit"; },
                          [&](const Withdraw&) { os << "the defenders withdraw"; },
                          // 12.61: the choice stays hidden in logs; the reveal event names both.
                          [&](const ChooseTactic&) { os << "chooses a tactic"; },
                          [&](const Capture& a) { os << a.unit << " is given up to capture"; },
                          [&](const Advance& a) { os << a.unit << " advances into " << a.hex.str(); },
                          [&](const Release& a) { os << a.unit << " is released (Fraser Release Table)"; },
                          [&](const Place& a) { os << a.unit << " is placed in " << a.hex.str(); },
                          // E7.5.1: the note stays hidden in logs until its reveal event.
                          [&](const Commit&) { os << "notes in secret whether the turn-3 militia come"; },
                          [&](const Examine& a) { os << "examines the stack in " << a.hex.str(); }},
               action);
    return shortened(os.str(), 4 * kQuotedMax);  // ids come from a file or an argument
}

}  // namespace tricorne::core
