#include "tricorne/series/hex_node.h"

#include "tricorne/engine/quoted.h"

namespace tricorne::core::data {

std::optional<HexId> readHex(const Node& node) {
    auto text = node.asString();
    if (!text) return std::nullopt;
    auto hex = HexId::parse(*text);
    if (!hex) node.error(quotedValue(*text) + " is not a hex id (four digits XXYY)");
    return hex;
}

}  // namespace tricorne::core::data
