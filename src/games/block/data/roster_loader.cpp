#include "reading.h"
#include "tricorne/block/block_data.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::block {

namespace {
using core::quotedValue;
using reading::Node;

const std::vector<std::string_view> kBlockFields = {"id", "name", "side", "nation", "type", "sp", "move", "groupLimit", "battleDice", "removedOnOnes"};

Block readBlock(const Node& n, reading::IdRegister& ids) {
    n.allowOnly(reading::withSourceKeys(kBlockFields));
    Block b;
    b.id = ids.read(n);
    b.name = n.required("name").asString().value_or("");
    b.side = reading::readSide(n.required("side")).value_or(Side::British);
    b.nation = n.required("nation").asEnum({"american", "british", "german", "loyalist", "canadian", "native"}).value_or("");
    const Node type = n.required("type");
    if (auto id = type.asString()) {
        if (auto t = unitTypeFromId(*id))
            b.type = *t;
        else
            type.error(quotedValue(*id) + " is not a unit type (regular, elite, lightInfantry, militia, native, artillery, leader, commander)");
    }
    b.sp = n.required("sp").asInt(0, 4).value_or(0);
    // B3.1: a leader's label gives his group limit left of the star and his rate right of it.
    const Node move = b.isLeader() ? n.required("move") : n.optional("move");
    const Node group = b.isLeader() ? n.required("groupLimit") : n.optional("groupLimit");
    b.move = move.asInt(1, 9).value_or(0);
    if (group.present() && !b.isLeader()) group.error("only a leader has a group limit (B6)");
    if (auto limit = group.asInt(-1000, 1000)) {
        if (*limit < 1) group.error("a leader's group limit must be at least 1, not " + std::to_string(*limit));
        b.groupLimit = *limit;
    }
    b.battleDice = n.optional("battleDice").asInt(1, 9).value_or(0);
    b.removedOnOnes = n.optional("removedOnOnes").asInt(1, 9).value_or(0);
    b.source = reading::readSource(n, kBlockFields);
    return b;
}
}  // namespace

Loaded<Roster> loadRoster(const std::string& path, const std::string& displayPath) {
    return reading::loadFile<Roster>(path, displayPath, [](const Node& root, Roster& roster) {
        root.allowOnly({"schemaVersion", "game", "blocks"});
        root.required("game").asString();
        reading::IdRegister ids("block");
        root.required("blocks").forEach([&](const Node& n) { roster.blocks.push_back(readBlock(n, ids)); });
        roster.index();
    });
}

}  // namespace tricorne::block
