#include "tricorne/block/roster.h"

#include <array>

namespace tricorne::block {

namespace {
constexpr std::array<std::string_view, kUnitTypeCount> kUnitTypeIds = {"regular", "elite",     "lightInfantry", "militia",
                                                                       "native",  "artillery", "leader",        "commander"};
}  // namespace

std::string_view unitTypeId(UnitType type) { return kUnitTypeIds[static_cast<std::size_t>(type)]; }

std::optional<UnitType> unitTypeFromId(std::string_view id) {
    for (std::size_t i = 0; i < kUnitTypeIds.size(); ++i)
        if (kUnitTypeIds[i] == id) return static_cast<UnitType>(i);
    return std::nullopt;
}

void Roster::index() {
    m_positions.clear();
    for (std::size_t i = 0; i < blocks.size(); ++i) m_positions.emplace(blocks[i].id, i);
}

std::size_t Roster::position(const std::string& id) const {
    if (auto it = m_positions.find(id); it != m_positions.end() && it->second < blocks.size() && blocks[it->second].id == id) return it->second;
    for (std::size_t i = 0; i < blocks.size(); ++i)
        if (blocks[i].id == id) return i;
    return blocks.size();
}

const Block* Roster::block(const std::string& id) const {
    const std::size_t i = position(id);
    return i < blocks.size() ? &blocks[i] : nullptr;
}

std::vector<const Block*> Roster::of(Side side) const {
    std::vector<const Block*> out;
    for (const auto& b : blocks)
        if (b.side == side) out.push_back(&b);
    return out;
}

}  // namespace tricorne::block
