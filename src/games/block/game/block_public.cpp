// What each player may know of an action (BLOCK-GAME-BRIEF Part 4): its public form, with the
// enemy blocks he cannot see named by no id or index, and its words in the log, every action with
// its rule section, names only where the rules show them.
#include <algorithm>

#include "block_rules.h"

namespace tricorne::block {

using namespace detail;

namespace detail {

bool hiddenFrom(const BlockState& s, std::size_t i, Side viewer) {
    const Block& b = s.block(i);
    if (b.side == viewer) return false;
    const std::string& at = s.pieces[i].at;
    if (at == kEliminated || at == kUnplaced) return false;  // eliminated blocks are shown; militia are placed in view (A14)
    const Box* box = s.data->map.box(at);
    // B4: the British boxes print their units' names; Clinton's boxes hold him alone in view.
    if (box && (box->kind == BoxKind::BritishArrival || box->kind == BoxKind::ClintonHome)) return false;
    return b.type != UnitType::Commander;
}

std::string publicName(const BlockState& s, const std::string& id) {
    const std::size_t i = s.indexOf(id);
    if (i >= s.pieces.size()) return id;
    const Side side = s.block(i).side;
    if (!hiddenFrom(s, i, enemyOf(side))) return s.block(i).name;
    return (side == Side::American ? "an " : "a ") + std::string(sideName(side)) + " block";
}

void tell(Events& events, const std::string& rule, Side owner, std::string text, std::string ownerText) {
    engine::Event e{rule, std::move(text)};
    if (ownerText != e.text) {
        e.owner = sideIndex(owner);
        e.ownerText = std::move(ownerText);
    }
    events.push_back(std::move(e));
}

}  // namespace detail

namespace {

using Kind = BlockAction::Kind;

// A block seen in battle is known while the battle lasts (B9.1, A27).
bool seenInBattle(const BlockState& s, const std::string& id) {
    if (!s.battle) return false;
    return std::any_of(s.battle->fighters.begin(), s.battle->fighters.end(), [&](const Fighter& f) { return f.block == id && f.revealed; });
}

bool hiddenId(const BlockState& s, const std::string& id, int viewer) {
    if (viewer < 0 || id.empty() || id == kHidden) return false;
    const std::size_t i = s.indexOf(id);
    if (i >= s.pieces.size() || seenInBattle(s, id)) return false;
    // The table sees what both sides see: a block hidden from its enemy is hidden from it.
    const Side from = viewer == kTable ? enemyOf(s.block(i).side) : sideOfPlayer(viewer);
    return hiddenFrom(s, i, from);
}

// The action's block is one `viewer` may not see: hidden as it is played, or a militia block placed
// on the map, whose label faces its owner from then on (A14, B3).
bool unseen(const BlockState& s, const BlockAction& a, int viewer) {
    return hiddenId(s, a.block, viewer) || (a.kind == Kind::PlaceMilitia && (viewer == 1 || viewer == kTable));
}

std::string who(const BlockState& s, const std::string& id, bool hidden) {
    if (!hidden || s.indexOf(id) >= s.pieces.size()) return nameOf(*s.data, id);
    return "a hidden " + std::string(sideName(s.block(s.indexOf(id)).side)) + " block";
}

std::string who(const BlockState& s, const std::string& id, int viewer) { return who(s, id, hiddenId(s, id, viewer)); }

// The battle board as `viewer` sees it; the table sees neither side's hidden blocks.
Battle battleSeenBy(const Battle& b, int viewer) {
    if (viewer == kTable) return battleView(battleView(b, Side::American), Side::British);
    return battleView(b, sideOfPlayer(viewer));
}

// A battle action as `viewer` may know it: the table knows what the acting side's enemy knows.
BattleAction battleActionSeenBy(const Battle& b, const BattleAction& a, int viewer) {
    if (viewer != kTable) return publicBattleAction(b, a, sideOfPlayer(viewer));
    const BattleAction byAmerican = publicBattleAction(b, a, Side::American);
    return byAmerican == a ? publicBattleAction(b, a, Side::British) : byAmerican;
}

std::string capital(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

}  // namespace

BlockAction blockPublicAction(const BlockState& before, const BlockAction& a, int viewer) {
    BlockAction out = a;
    if (unseen(before, a, viewer)) out.block = kHidden;
    if (out.battle && before.battle && viewer >= 0) out.battle = battleActionSeenBy(*before.battle, *a.battle, viewer);
    return out;
}

std::string describeBlockActionFor(const BlockState& s, const BlockAction& a, int viewer) {
    const BlockData& data = *s.data;
    const std::string side(sideName(s.active));
    const std::string at = s.indexOf(a.block) < s.pieces.size() ? s.piece(a.block).at : std::string();
    switch (a.kind) {
    case Kind::Roll:
        if (s.step == Step::ClintonRoll) return "Clinton's die: " + std::to_string(a.die) + " (B8 Clinton Threatens)";
        if (s.step == Step::ForceMarchRoll && s.forceMarch) {
            const ForceMarch& m = *s.forceMarch;
            const std::string roller = m.leaderRolled ? who(s, m.units.front(), viewer) : who(s, m.leader, viewer);
            return "The force march die of " + roller + ": " + std::to_string(a.die) + " (B12.2 Leader Force March Movement)";
        }
        return std::string(s.rolls.empty() ? "The British" : "The American") + " AP die: " + std::to_string(a.die) + " (B5 Sequence of Play)";
    case Kind::StLeger: return capital(who(s, a.block, viewer)) + " goes with St. Leger (B12.3 St. Leger)";
    case Kind::StLegerDone: return "St. Leger's force is chosen (B12.3 St. Leger)";
    case Kind::PlaceMilitia: return capital(who(s, a.block, unseen(s, a, viewer))) + " is placed at " + placeName(data, a.at) + " (B4 Game Setup)";
    case Kind::SendToHudson: return capital(who(s, a.block, viewer)) + " goes to the Hudson River/West Point box (B8 Clinton Threatens)";
    case Kind::ReturnFromHudson:
        return capital(who(s, a.block, viewer)) + " comes back from the Hudson to " + placeName(data, a.at) + " (B8 Clinton Threatens)";
    case Kind::Activate: return capital(who(s, a.block, viewer)) + " at " + placeName(data, at) + " is activated (B6 Movement)";
    case Kind::ActivateNatives: return "The Native American blocks are activated (B6 Movement)";
    case Kind::Take: return capital(who(s, a.block, viewer)) + " joins the group at " + placeName(data, at) + " (B6 Movement)";
    case Kind::Drop: return capital(who(s, a.block, viewer)) + " leaves the group at " + placeName(data, at) + " (B6 Movement)";
    case Kind::Step: {
        if (!s.activation) return "On to " + placeName(data, a.at) + " (B6 Movement)";
        const Activation& act = *s.activation;
        std::string text = capital(who(s, act.mover, viewer));
        if (!act.group.empty()) text += " and " + std::to_string(act.group.size()) + (act.group.size() == 1 ? " block" : " blocks");
        return text + " move from " + placeName(data, act.path.back()) + " to " + placeName(data, a.at) + " (B6 Movement)";
    }
    case Kind::Stop: return "The move ends (B6 Movement)";
    case Kind::Clinton: return "The British try to activate Clinton for 1 AP (B8 Clinton Threatens)";
    case Kind::EndMovement: return "The " + side + " player ends his movement (B5 Sequence of Play)";
    case Kind::Retreat:
        if (s.step == Step::OverrunRetreat) return "The overrun blocks retreat to " + placeName(data, a.at) + " (B9.3 Location Over Run, B10 Withdraw/Retreat)";
        return "The blocks leaving the battle go to " + placeName(data, a.at) + " (B10 Withdraw/Retreat)";
    case Kind::ForceMarch:
        return capital(who(s, a.block, viewer)) + " at " + placeName(data, at) + " attempts a force march to " + placeName(data, a.at) + " (B12.2 Leader Force March Movement)";
    case Kind::Fight: return "The " + side + " player fights the battle at " + placeName(data, a.at) + " (B9 Battle)";
    case Kind::Release: {
        const std::size_t i = s.indexOf(a.block);
        const std::string leader = i < s.pieces.size() ? s.pieces[i].heldBy : std::string();
        const std::string box = leader.empty() || hiddenId(s, a.block, viewer) ? std::string("a holding box") : nameOf(data, leader) + "'s holding box";
        return capital(who(s, a.block, viewer)) + " leaves " + box + " at " + placeName(data, at) + " (B12.1 On Board Leader Holding Boxes)";
    }
    case Kind::Battle: {
        if (!a.battle) return "A battle action (B9 Battle)";
        if (!s.battle) return describeBattleAction(Battle{}, *a.battle, data);
        if (viewer < 0) return capital(describeBattleAction(*s.battle, *a.battle, data));
        return capital(describeBattleAction(battleSeenBy(*s.battle, viewer), battleActionSeenBy(*s.battle, *a.battle, viewer), data));
    }
    }
    return {};
}

}  // namespace tricorne::block
