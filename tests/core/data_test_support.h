// Shared helpers for tests on the real data files.
#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

#include "tricorne/series/data_set.h"

namespace tricorne::test {

// A hex by its printed number, as the tests write it: h("1829").
inline core::HexId h(const char* s) { return *core::HexId::parse(s); }

// The real data set, loaded once; the test fails loudly if it does not load.
const core::DataSet& realData();
std::string realDataDir();
// The real Saratoga map.
inline const core::Map& saratogaMap() { return realData().maps.at("saratoga"); }
// The real data with each scenario's special rules taken away, and the volume's victory
// conditions and fixed player orders with them (the series' own, 4 and 6, then decide).
const core::DataSet& seriesOnlyData();

// A copy of the real data directory in a fresh temporary folder, to be broken on purpose.
class ScratchData {
public:
    ScratchData();
    ~ScratchData();
    ScratchData(const ScratchData&) = delete;
    ScratchData& operator=(const ScratchData&) = delete;

    const std::string& dir() const { return m_dir; }
    // Rewrites data/<relative> after `edit` has changed its JSON.
    void edit(const std::string& relative, const std::function<void(nlohmann::json&)>& edit);
    // Replaces data/<relative> with raw text.
    void write(const std::string& relative, const std::string& text);
    core::DataErrors load() const;

private:
    std::string m_dir;
};

// True when one of the errors, printed as "file: pointer: message", equals or contains `expected`.
bool hasError(const core::DataErrors& errors, const std::string& expected);
std::string describe(const core::DataErrors& errors);

}  // namespace tricorne::test
