#include "routes_report.h"

#include "tricorne/series/counter_names.h"
#include "tricorne/series/rules/movement.h"

namespace tricorne::cli {

namespace {
std::string mp(int halves) { return std::to_string(halves / 2) + (halves % 2 ? ".5" : "") + " MP"; }

std::string pathText(const std::vector<core::HexId>& path) {
    std::string out;
    for (const core::HexId h : path) out += (out.empty() ? "" : "-") + h.str();
    return out;
}
}  // namespace

std::vector<PieceRoutes> movesWithDistinctRoutes(const core::GameState& s) {
    std::vector<PieceRoutes> out;
    if (s.step != core::Step::Moving) return out;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
        if (!core::mayMove(s, i)) continue;
        for (const bool strategic : {false, true}) {
            PieceRoutes p{i, strategic, core::routesDifferingInEffect(s, i, strategic)};
            if (!p.routes.empty()) out.push_back(std::move(p));
        }
    }
    return out;
}

nlohmann::json routesJson(const core::GameState& s, const std::vector<PieceRoutes>& routes) {
    auto out = nlohmann::json::array();
    for (const PieceRoutes& p : routes)
        for (const auto& [hex, ways] : p.routes) {
            nlohmann::json entry{{"unit", s.pieceId(p.piece)}, {"hex", hex.str()}, {"strategic", p.strategic}, {"routes", nlohmann::json::array()}};
            for (const core::Route& r : ways) {
                nlohmann::json effects = nlohmann::json::array();
                for (const auto& e : r.effects) {
                    nlohmann::json hexes = nlohmann::json::array();
                    for (const core::HexId h : e.hexes) hexes.push_back(h.str());
                    effects.push_back({{"rule", e.rule}, {"text", e.text}, {"hexes", hexes}});
                }
                entry["routes"].push_back({{"action", core::toJson(core::Action{r.move})}, {"costHalves", r.costHalves}, {"effects", effects}});
            }
            out.push_back(std::move(entry));
        }
    return out;
}

std::string routesText(const core::GameState& s, const std::vector<PieceRoutes>& routes) {
    if (routes.empty()) return "";
    std::string out = "routes that differ in effect (9.2):\n";
    const auto named = [&](const std::string& text) { return core::withCounterNames(text, *s.counters); };
    for (const PieceRoutes& p : routes)
        for (const auto& [hex, ways] : p.routes) {
            out += "  " + named(s.pieceId(p.piece)) + " to " + hex.str() + (p.strategic ? " (strategic movement, 9.5)" : "") + ":\n";
            for (const core::Route& r : ways) {
                out += "    " + pathText(r.move.path) + ", " + mp(r.costHalves) + (r.effects.empty() ? ": nothing else\n" : ":\n");
                for (const auto& e : r.effects) out += "      [" + e.rule + "] " + named(e.text) + "\n";
            }
        }
    return out;
}

}  // namespace tricorne::cli
