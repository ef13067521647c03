// B12.1 On Board Leader Holding Boxes, the optional rule as ruling A43 reads it: the units moving
// with a leader wait in his box below the Turn Track, at his point for every rule, while the map
// shows his block alone; they step with him, and come out when their owner releases them, when a
// battle is at their point, or when their leader is no longer with them.
#include <algorithm>

#include "block_rules.h"

namespace tricorne::block::detail {

namespace {

using Kind = BlockAction::Kind;

bool marching(const BlockState& s, const std::string& id) {
    return s.forceMarch && std::find(s.forceMarch->units.begin(), s.forceMarch->units.end(), id) != s.forceMarch->units.end();
}

bool battleAt(const BlockState& s, const std::string& point) {
    if (s.battle && s.battle->point == point) return true;
    if (s.fighting && s.fighting->point == point) return true;
    return std::any_of(s.battles.begin(), s.battles.end(), [&](const PendingBattle& b) { return b.point == point; });
}

// Why the rules no longer let a held block wait in its box, or empty.
std::string mustLeave(const BlockState& s, std::size_t i) {
    const Piece& p = s.pieces[i];
    const std::size_t l = s.indexOf(p.heldBy);
    if (l >= s.pieces.size() || s.pieces[l].at == kEliminated) return "its leader is eliminated";
    if (p.at == kEliminated) return "eliminated";
    // B9.1: every block at a battle's point is deployed on the battle board.
    if (battleAt(s, p.at)) return "a battle is at " + placeName(*s.data, p.at);
    // B12.2: a unit still to roll for its leader's force march waits for its die.
    if (s.pieces[l].at != p.at && !marching(s, s.block(i).id)) return "its leader has gone on without it";
    return {};
}

void takeOut(BlockState& s, std::size_t i, const std::string& why, Events& events) {
    Piece& p = s.pieces[i];
    const std::string leader = p.heldBy;
    p.heldBy.clear();
    if (p.at == kEliminated) return;
    // The enemy reads that a block came out, not whose box it left: the words tell him no more than the board.
    const std::string to = " for the map at " + placeName(*s.data, p.at);
    tell(events, "B12.1", s.block(i).side, publicName(s, s.block(i).id) + " leaves a holding box" + to,
         s.block(i).name + " leaves " + nameOf(*s.data, leader) + "'s holding box" + to + (why.empty() ? "" : ": " + why));
}

}  // namespace

std::vector<std::string> heldIn(const BlockState& s, const std::string& leader) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].heldBy == leader) out.push_back(s.block(i).id);
    return out;
}

std::string holdingRefusal(const BlockState& s, const std::string& id) {
    const std::size_t i = s.indexOf(id);
    if (i >= s.pieces.size() || s.pieces[i].heldBy.empty()) return {};
    return "B12.1: " + s.block(i).name + " waits in " + nameOf(*s.data, s.pieces[i].heldBy) + "'s holding box; release it first (A43)";
}

std::string releaseRefusal(const BlockState& s, const std::string& id) {
    if (!s.options.holdingBoxes) return "B12.1: the holding boxes are an optional rule this game does not play";
    if (s.step != Step::Movement) return "B12.1: a unit leaves a holding box in its owner's movement (A43)";
    const std::size_t i = s.indexOf(id);
    if (i >= s.pieces.size()) return "B12.1: " + id + " is no block of the game";
    const Block& b = s.block(i);
    if (b.side != s.active) return "B12.1: " + b.name + " is not the active player's";
    if (s.pieces[i].heldBy.empty()) return "B12.1: " + b.name + " is in no holding box";
    if (s.activation) return "B6: a move is under way; stop it first";
    return {};
}

std::vector<BlockAction> releaseChoices(const BlockState& s) {
    std::vector<BlockAction> out;
    if (!s.options.holdingBoxes || s.activation) return out;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (!s.pieces[i].heldBy.empty() && s.block(i).side == s.active) out.push_back({Kind::Release, s.block(i).id, {}, 0});
    return out;
}

std::string releaseFromBox(BlockState& s, const BlockAction& a, Events& events) {
    if (auto why = releaseRefusal(s, a.block); !why.empty()) return why;
    takeOut(s, s.indexOf(a.block), {}, events);
    return {};
}

void releaseFromBoxFor(BlockState& s, const std::string& id, const std::string& why, Events& events) { takeOut(s, s.indexOf(id), why, events); }

void settleHoldingBoxes(BlockState& s, Events& events) {
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (!s.pieces[i].heldBy.empty())
            if (auto why = mustLeave(s, i); !why.empty()) takeOut(s, i, why, events);
}

}  // namespace tricorne::block::detail
