// B4 Game Setup: the fixed placements, the boxes, the militia the American places under the
// region caps (A14), and St. Leger's extra units when B12.3 is played (A38).
#include <algorithm>

#include "block_rules.h"

namespace tricorne::block {

using namespace detail;

namespace {

bool optionValue(const std::string& text, bool& out) {
    if (text == "true" || text == "on" || text == "1") return out = true, true;
    if (text == "false" || text == "off" || text == "0") return out = false, true;
    return false;
}

// B4: militia go where no Native block is, within the cap of the point's region (A14).
bool militiaMayGo(const BlockState& s, const std::string& point) {
    const Point* p = s.data->map.point(point);
    if (!p) return false;
    const auto cap = s.data->scenario.militia.capPerPoint.find(p->region);
    if (cap == s.data->scenario.militia.capPerPoint.end()) return false;
    int militia = 0, others = 0;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        if (s.pieces[i].at != point) continue;
        if (s.data->scenario.militia.notWithNative && s.block(i).type == UnitType::Native) return false;
        (s.block(i).type == UnitType::Militia ? militia : others)++;
    }
    const int counted = s.data->scenario.rulings.militiaCapCountsOnlyMilitia ? militia : militia + others;
    return counted < cap->second;
}

bool stLegerMayTake(const BlockState& s, const std::string& id) {
    const std::size_t i = s.indexOf(id);
    if (i >= s.pieces.size()) return false;
    const Block& b = s.block(i);
    return s.pieces[i].at == s.data->tables.stLeger.fromBox && b.side == Side::British && !b.isLeader() && b.type != UnitType::Commander;
}

int stLegerSent(const BlockState& s) {
    const BoxContents* atStart = s.data->scenario.boxContents(s.data->tables.stLeger.fromBox);
    int sent = 0;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (atStart && std::find(atStart->blocks.begin(), atStart->blocks.end(), s.block(i).id) != atStart->blocks.end() &&
            s.pieces[i].at != atStart->box)
            ++sent;
    return sent;
}

std::string stLegerBox(const BlockState& s) {
    for (const auto& box : s.data->scenario.boxes)
        if (std::find(box.blocks.begin(), box.blocks.end(), s.data->tables.stLeger.leader) != box.blocks.end()) return box.box;
    return {};
}

void afterStLeger(BlockState& s) {
    s.step = Step::PlaceMilitia;
    s.active = Side::American;
}

void afterMilitia(BlockState& s) {
    for (const auto& p : s.pieces)
        if (p.at == kUnplaced) return;
    s.step = Step::ApRoll;
}

}  // namespace

std::optional<BlockState> newBlockGame(const BlockData& data, const std::map<std::string, std::string>& options, std::string& error) {
    BlockState s;
    s.data = &data;
    s.options = data.scenario.options;
    for (const auto& [name, text] : options) {
        bool value = false;
        bool* target = name == "holdingBoxes" ? &s.options.holdingBoxes
                       : name == "forceMarch" ? &s.options.forceMarch
                       : name == "stLegerPlus2" ? &s.options.stLegerPlus2
                       : name == "britishBlueSupply" ? &s.options.britishBlueSupply
                       : name == "militiaReaction" ? &s.options.militiaReaction
                                                    : nullptr;
        if (!target) {
            error = "option " + name + ": the block game's options are holdingBoxes, forceMarch, stLegerPlus2, britishBlueSupply and militiaReaction (B12)";
            return std::nullopt;
        }
        if (!optionValue(text, value)) {
            error = "option " + name + ": " + text + " is not true or false";
            return std::nullopt;
        }
        *target = value;
    }
    s.pieces.resize(data.roster.blocks.size());
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        s.pieces[i].sp = data.roster.blocks[i].sp;
        s.pieces[i].at = kEliminated;
    }
    // B4: the fixed placements, the boxes and the Reinforcement box; the militia to be placed.
    for (const auto& p : data.scenario.placements) s.piece(p.block).at = p.at;
    for (const auto& box : data.scenario.boxes)
        for (const auto& b : box.blocks) s.piece(b).at = box.box;
    for (const auto& r : data.scenario.reinforcements) s.piece(r.block).at = data.scenario.reinforcementBox;
    for (const auto& m : data.scenario.militia.blocks) s.piece(m).at = kUnplaced;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].at == kEliminated) {
            error = "block " + data.roster.blocks[i].id + " has no place in the scenario (B4)";
            return std::nullopt;
        }
    if (s.options.stLegerPlus2) {
        s.step = Step::StLegerChoice;
        s.active = Side::British;
    } else {
        afterStLeger(s);
    }
    afterMilitia(s);
    return s;
}

namespace detail {

std::vector<BlockAction> setupChoices(const BlockState& s) {
    std::vector<BlockAction> out;
    if (s.step == Step::StLegerChoice) {
        out.push_back({BlockAction::Kind::StLegerDone, {}, {}, 0});
        if (stLegerSent(s) < s.data->tables.stLeger.extraUnits)
            for (std::size_t i = 0; i < s.pieces.size(); ++i)
                if (stLegerMayTake(s, s.block(i).id)) out.push_back({BlockAction::Kind::StLeger, s.block(i).id, {}, 0});
        return out;
    }
    // One militia block at a time, the first unplaced: which label goes where is the American's
    // choice, but a later action can place any other, so the list stays small.
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        if (s.pieces[i].at != kUnplaced) continue;
        for (const auto& p : s.data->map.points)
            if (militiaMayGo(s, p.id)) out.push_back({BlockAction::Kind::PlaceMilitia, s.block(i).id, p.id, 0});
        break;
    }
    return out;
}

std::string applySetup(BlockState& s, const BlockAction& a, Events& events) {
    if (s.step == Step::StLegerChoice) {
        if (a.kind == BlockAction::Kind::StLegerDone) {
            afterStLeger(s);
            afterMilitia(s);
            return {};
        }
        if (a.kind != BlockAction::Kind::StLeger) return "B12.3: the British choose the units that go with St. Leger";
        if (!stLegerMayTake(s, a.block)) return "B12.3: only a unit of the At Start box may go with St. Leger";
        if (stLegerSent(s) >= s.data->tables.stLeger.extraUnits)
            return "B12.3: at most " + std::to_string(s.data->tables.stLeger.extraUnits) + " more units go with St. Leger";
        const std::string box = stLegerBox(s);
        s.piece(a.block).at = box;
        const std::string goes = " goes with St. Leger to " + placeName(*s.data, box);
        tell(events, "B12.3", Side::British, publicName(s, a.block) + goes, nameOf(*s.data, a.block) + goes);
        return {};
    }
    if (a.kind != BlockAction::Kind::PlaceMilitia) return "B4: the American places his militia first";
    const std::size_t i = s.indexOf(a.block);
    if (i >= s.pieces.size() || s.pieces[i].at != kUnplaced) return "B4: " + a.block + " is no militia block waiting to be placed";
    const Point* p = s.data->map.point(a.at);
    if (!p) return "B4: " + a.at + " is no point of the map";
    if (!militiaMayGo(s, a.at)) return "B4: " + p->name + " has a Native block or its region's militia cap is reached (A14)";
    s.pieces[i].at = a.at;
    // A14: the militia are placed in view, each block's label facing its owner (B3).
    tell(events, "B4", Side::American, publicName(s, a.block) + " placed at " + p->name, nameOf(*s.data, a.block) + " placed at " + p->name);
    afterMilitia(s);
    return {};
}

}  // namespace detail
}  // namespace tricorne::block
