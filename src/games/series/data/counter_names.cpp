#include "tricorne/series/counter_names.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace tricorne::core {

std::string withCounterNames(const std::string& text, const CounterSet& counters) {
    std::vector<std::pair<std::string, std::string>> names;
    for (const auto& u : counters.units()) names.emplace_back(u.id, u.shortName.empty() ? u.name : u.shortName);
    for (const auto& l : counters.leaders()) names.emplace_back(l.id, l.front.name);
    // Longer ids first, so that no id is replaced inside a longer one.
    std::sort(names.begin(), names.end(), [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    std::string out = text;
    for (const auto& [id, name] : names)
        for (std::size_t at = out.find(id); at != std::string::npos; at = out.find(id, at + name.size())) out.replace(at, id.size(), name);
    return out;
}

}  // namespace tricorne::core
