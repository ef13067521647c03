// A volume's exclusive rules and scenario victory conditions in brief, as the Charts window
// shows them: section number, title and a sentence or two in our own words.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "tricorne/engine/data_error.h"

namespace tricorne::core {

struct RuleText {
    std::string rule;   // "E3.9"
    std::string title;  // "Fog"
    std::string text;   // the rule in brief
};

struct RuleTexts {
    std::string id;  // the volume, as its counters and charts name it
    std::string provenance;
    std::vector<RuleText> sections;                        // the exclusive rules a scenario may list
    std::map<std::string, std::vector<RuleText>> victory;  // by scenario id

    // The section's entry, or null when the file has none.
    const RuleText* section(const std::string& rule) const;
};

Loaded<RuleTexts> loadRuleTexts(const std::string& path, const std::string& displayPath);

}  // namespace tricorne::core
