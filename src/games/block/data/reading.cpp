#include "reading.h"

#include <algorithm>
#include <set>

#include "tricorne/engine/quoted.h"

namespace tricorne::block::reading {

using core::quotedValue;

std::string IdRegister::read(const Node& entry) {
    const Node n = entry.required("id");
    std::string id = n.asString().value_or("");
    if (n.present() && n.raw()->is_string() && id.empty()) n.error("an id must not be empty");
    if (id.empty()) return id;
    auto [it, first] = m_first.emplace(id, entry.pointer());
    if (!first) n.error("duplicate " + m_what + " id " + quotedValue(id) + " (first at " + it->second + ")");
    return id;
}

std::vector<std::string_view> withSourceKeys(std::vector<std::string_view> fields) {
    fields.insert(fields.end(), {"source", "reason", "rec"});
    return fields;
}

Source readSource(const Node& entry, const std::vector<std::string_view>& fields) {
    Source s;
    const Node cite = entry.required("source");
    if (auto text = cite.asString()) {
        if (isCitation(*text))
            s.cite = *text;
        else
            cite.error(quotedValue(*text) + " is not a citation (a B-key such as \"B6\" or \"B12.2 (example)\", \"blurb\", \"review\" or \"rec\")");
    }
    const Node reason = s.isReconstructed() ? entry.required("reason") : entry.optional("reason");
    s.reason = reason.asString().value_or("");
    if (reason.present() && s.reason.empty() && reason.raw()->is_string()) reason.error("a reason must say something");
    entry.optional("rec").forEachMember([&](const std::string& key, const Node& why) {
        if (key != "position" && std::find(fields.begin(), fields.end(), key) == fields.end())
            why.error(quotedValue(key) + " is not a field of this entry");
        else if (auto text = why.asString())
            s.reconstructed[key] = *text;
    });
    return s;
}

std::optional<Side> readSide(const Node& n) {
    auto id = n.asEnum({"american", "british"});
    if (!id) return std::nullopt;
    return *id == "american" ? Side::American : Side::British;
}

std::optional<BoardPoint> readBoardPoint(const Node& n) {
    if (!n.present()) return std::nullopt;
    if (!n.isArray() || n.size() != 2) {
        n.error("expected a board point [x, y]");
        return std::nullopt;
    }
    auto x = n[0].asNumber(0, 1);
    auto y = n[1].asNumber(0, 1);
    if (!x || !y) return std::nullopt;
    return BoardPoint{*x, *y};
}

std::vector<BoardPoint> readLine(const Node& n, std::size_t minimum) {
    std::vector<BoardPoint> out;
    n.forEach([&](const Node& p) {
        if (auto bp = readBoardPoint(p)) out.push_back(*bp);
    });
    if (n.isArray() && n.size() < minimum) n.error("needs at least " + std::to_string(minimum) + " points");
    return out;
}

std::vector<int> readFaces(const Node& n) {
    std::vector<int> out;
    std::set<int> seen;
    n.forEach([&](const Node& f) {
        auto face = f.asInt(1, 6);
        if (!face) return;
        if (!seen.insert(*face).second) f.error("face " + std::to_string(*face) + " is listed twice");
        out.push_back(*face);
    });
    return out;
}

std::optional<std::pair<int, int>> readRange(const Node& n, int lo, int hi) {
    if (!n.present()) return std::nullopt;
    if (!n.isArray()) {
        auto v = n.asInt(lo, hi);
        if (!v) return std::nullopt;
        return std::pair{*v, *v};
    }
    if (n.size() != 2) {
        n.error("expected a number or a range [min, max]");
        return std::nullopt;
    }
    auto a = n[0].asInt(lo, hi);
    auto b = n[1].asInt(lo, hi);
    if (!a || !b) return std::nullopt;
    if (*a > *b) {
        n.error("the range's minimum " + std::to_string(*a) + " is above its maximum " + std::to_string(*b));
        return std::nullopt;
    }
    return std::pair{*a, *b};
}

}  // namespace tricorne::block::reading
