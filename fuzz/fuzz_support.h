// What the fuzz targets share: the input as a file, the real data set, the whole data set
// loaded with one file replaced, and a short game played on (possibly hostile) data.
// No target catches an exception: one escaping the public API is a bug to report.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "tricorne/series/data_set.h"
#include "tricorne/series/game/game.h"

namespace tricorne::fuzz {

// Reports `why` on stderr and aborts: a finding for libFuzzer to keep.
[[noreturn]] void fail(const std::string& why);
// The same with what the check saw (an error, the input's start) after the reason.
[[noreturn]] void fail(const std::string& why, const std::string& detail);

// Writes the input to this process's scratch file (a memfd) and returns a path to it.
const std::string& inputFile(const std::uint8_t* data, std::size_t size);

// The real data set under data/ ($TRICORNE_DATA overrides), loaded once; aborts if it does not load.
const core::DataSet& realData();

// loadDataSet on a copy of the real data/ in which `file` ("maps/saratoga.json") holds the
// input, so the checks across files are exactly the game's. The copy is made once a process
// in $TMPDIR and removed at exit.
core::Loaded<core::DataSet> loadDataSetWith(const std::string& file, const std::uint8_t* data, std::size_t size);

// The scratch copy of data/ with `file` holding the input while `load` reads the folder
// given to it; the file is put back afterwards.
template <class Load>
auto loadWith(const std::string& file, const std::uint8_t* data, std::size_t size, Load load);

// A seed that depends on every byte of the input, so a run is repeatable.
std::uint64_t inputSeed(const std::uint8_t* data, std::size_t size);

// The random policy of `tricorne-cli selfplay`, but ending a Movement Phase one time in
// three so that a short game reaches the later phases and turns.
core::Action pickAction(const core::GameState& state, core::Rng& rng);

// What tricorne-cli does with a data set: `new` on a scenario, a few dozen random legal
// actions through `apply`, `state --json`, and `replay` of the save it would write.
// Aborts if a game it has just played does not reload to the same state.
void playBriefly(const core::DataSet& data, const std::string& scenario, std::uint64_t seed);

// What loadWith needs: the scratch copy of data/, and a file written into it.
const std::string& scratchDataDir();
void writeScratch(const std::string& file, const char* data, std::size_t size);
std::string realFile(const std::string& file);

template <class Load>
auto loadWith(const std::string& file, const std::uint8_t* data, std::size_t size, Load load) {
    const std::string original = realFile(file);
    writeScratch(file, reinterpret_cast<const char*>(data), size);
    auto loaded = load(scratchDataDir());
    writeScratch(file, original.data(), original.size());
    return loaded;
}

}  // namespace tricorne::fuzz
