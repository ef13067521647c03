// Reading helpers shared by the block game's loaders: citations, sides, board coordinates.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/block/campaign_map.h"
#include "tricorne/block/source.h"
#include "tricorne/engine/data_error.h"
#include "tricorne/engine/json_reader.h"

namespace tricorne::block::reading {

using core::data::Node;

// An entry's "id", read once per list: a second entry with it is refused, naming the first.
class IdRegister {
public:
    explicit IdRegister(std::string what) : m_what(std::move(what)) {}
    std::string read(const Node& entry);

private:
    std::string m_what;
    std::map<std::string, std::string> m_first;  // id -> the pointer of its first entry
};

// An entry's "source" (a citation, required), its "reason" (required when the source is
// "rec") and its "rec" object, whose keys must be among the entry's `fields`.
Source readSource(const Node& entry, const std::vector<std::string_view>& fields);
// The keys an entry with a source may carry besides its own fields.
std::vector<std::string_view> withSourceKeys(std::vector<std::string_view> fields);
std::optional<Side> readSide(const Node& n);
// An [x, y] pair on the board, each 0-1.
std::optional<BoardPoint> readBoardPoint(const Node& n);
// At least `minimum` board points.
std::vector<BoardPoint> readLine(const Node& n, std::size_t minimum);
// A list of faces of one die, each 1-6, none twice.
std::vector<int> readFaces(const Node& n);
// An int, or a [min, max] pair; both within [lo, hi].
std::optional<std::pair<int, int>> readRange(const Node& n, int lo, int hi);

// Reads a file of the block game: its JSON, its schemaVersion 1, then `read(root, value)`; a
// value only when the file has no error.
template <typename T, typename Read>
core::Loaded<T> loadFile(const std::string& path, const std::string& displayPath, Read read) {
    core::Loaded<T> out;
    auto json = core::data::readJsonFile(path, displayPath, out.errors);
    if (!json) return out;
    core::data::ReadContext ctx{displayPath, &out.errors};
    const Node root(&*json, "", &ctx);
    if (!core::data::checkSchemaVersion(root, 1)) return out;
    T value;
    read(root, value);
    if (out.errors.empty()) out.value = std::move(value);
    return out;
}

}  // namespace tricorne::block::reading
