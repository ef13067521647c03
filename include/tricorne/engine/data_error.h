// Errors found while loading data files: each names the file, the JSON path and the reason.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tricorne::core {

struct DataError {
    std::string file;     // as given to the loader, e.g. "data/scenarios/next-day.json"
    std::string pointer;  // JSON pointer, e.g. "/setup/british/placements/3/hex"; empty for the whole file
    std::string message;  // e.g. "3540 is off the map"

    std::string str() const { return file + ": " + (pointer.empty() ? "/" : pointer) + ": " + message; }
};

using DataErrors = std::vector<DataError>;

// The outcome of a load: every error found, and a value when the file could be used
// (a map is kept despite errors in its features; see loadMap). ok() means no error at all.
template <typename T>
struct Loaded {
    std::optional<T> value;
    DataErrors errors;

    bool ok() const { return value.has_value() && errors.empty(); }
};

}  // namespace tricorne::core
