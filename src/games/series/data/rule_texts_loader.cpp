#include <set>

#include "tricorne/engine/json_reader.h"
#include "tricorne/engine/quoted.h"
#include "tricorne/series/rule_texts.h"

namespace tricorne::core {

const RuleText* RuleTexts::section(const std::string& rule) const {
    for (const auto& s : sections)
        if (s.rule == rule) return &s;
    return nullptr;
}

namespace {
using data::Node;

// One entry: its rule, its title and its text under `textKey`, none of them empty.
RuleText readEntry(const Node& n, const char* textKey) {
    n.allowOnly({"rule", "title", textKey});
    RuleText t;
    const auto field = [&](const char* key) {
        const Node f = n.required(key);
        std::string value = f.asString().value_or("");
        if (f.present() && value.empty()) f.error("is empty");
        return value;
    };
    t.rule = field("rule");
    t.title = field("title");
    t.text = field(textKey);
    return t;
}
}  // namespace

Loaded<RuleTexts> loadRuleTexts(const std::string& path, const std::string& displayPath) {
    Loaded<RuleTexts> out;
    auto json = data::readJsonFile(path, displayPath, out.errors);
    if (!json) return out;
    data::ReadContext ctx{displayPath, &out.errors};
    Node root(&*json, "", &ctx);
    if (!data::checkSchemaVersion(root, 1)) return out;
    root.allowOnly({"schemaVersion", "id", "name", "source", "provenance", "reason", "sections", "victory"});
    RuleTexts r;
    r.id = root.required("id").asString().value_or("");
    r.provenance = root.required("provenance").asString().value_or("");
    std::set<std::string> seen;
    root.required("sections").forEach([&](const Node& n) {
        RuleText t = readEntry(n, "summary");
        if (!t.rule.empty() && !seen.insert(t.rule).second) n.required("rule").error("section " + quotedValue(t.rule) + " is listed twice");
        r.sections.push_back(std::move(t));
    });
    root.required("victory").forEachMember([&](const std::string& scenario, const Node& list) {
        auto& entries = r.victory[scenario];
        list.forEach([&](const Node& n) { entries.push_back(readEntry(n, "text")); });
        if (entries.empty()) list.error("no victory condition for scenario " + quotedValue(scenario));
    });
    if (out.errors.empty()) out.value = std::move(r);
    return out;
}

}  // namespace tricorne::core
