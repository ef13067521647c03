#include "tricorne/block/source.h"


namespace tricorne::block {

namespace {
// B1-B13 with the sub-headings of B3, B9 and B12 (BLOCK-GAME-BRIEF.md, "Citing the rulebook").
constexpr std::string_view kRuleKeys[] = {"B1",    "B2",   "B3",   "B3.1", "B4",    "B5",    "B6",    "B7",    "B8",    "B9",
                                          "B9.1",  "B9.2", "B9.3", "B9.4", "B9.5",  "B9.6",  "B9.7",  "B9.8",  "B9.9",  "B9.10",
                                          "B9.11", "B10",  "B11",  "B12",  "B12.1", "B12.2", "B12.3", "B12.4", "B12.5", "B13"};
}  // namespace

bool isRuleKey(std::string_view key) {
    for (auto k : kRuleKeys)
        if (k == key) return true;
    return false;
}

bool isCitation(std::string_view text) {
    if (text == "rec" || text == "blurb" || text == "review") return true;
    const auto space = text.find(' ');
    if (space != std::string_view::npos && space + 1 == text.size()) return false;  // a note must say something
    return isRuleKey(text.substr(0, space));
}

std::string Source::ruleKey() const {
    const std::string key = cite.substr(0, cite.find(' '));
    return isRuleKey(key) ? key : std::string();
}

}  // namespace tricorne::block
