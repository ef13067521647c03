// 15 The Rally Phase.
#include "../game/sequence.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/movement.h"

namespace tricorne::core::detail {

namespace {
int passNumber(const GameState& s) { return s.series->raw.at("morale").value("passAtOrAbove", 5); }
}  // namespace

void startRally(GameState& s, Events& events) {
    s.rallyQueue.clear();
    for (int i = 0; i < s.unitCount(); ++i) {
        Piece& p = s.pieces[static_cast<std::size_t>(i)];
        if (!s.onMap(i) || s.sideOf(i) != s.phasing()) continue;
        // 12.44, 12.55: withdrawal markers come off in the owner's Rally Phase.
        if (p.withdrawal) {
            p.withdrawal = false;
            events.push_back({"12.44", possessive(s.pieceId(i)) + " withdrawal marker is removed", {p.hex}});
        }
        // 15.1, 13.3, 13.4: disrupted and shattered units away from the enemy try to rally.
        if (p.status != Status::ParadeOrder && adjacentEnemyUnits(s, p.hex, s.sideOf(i)) == 0) s.rallyQueue.push_back(i);
    }
    if (s.rallyQueue.empty()) {
        finishPhase(s, events);
        return;
    }
    s.step = Step::RallyRoll;
}

std::string applyRally(GameState& s, const Action& action, Events& events) {
    const int value = std::get<RollDie>(action).value;
    if (value < 0 || value > 9) return "2.3: a die reads 0 to 9";
    const int piece = s.rallyQueue.front();
    s.rallyQueue.erase(s.rallyQueue.begin());
    Piece& p = s.pieces[static_cast<std::size_t>(piece)];
    // 13.5, 14.23, 15.1: die + modified morale + the in-command leader's Leadership DRM.
    const int morale = modifiedMorale(s, piece);
    const int leadership = leadershipDrm(s, piece);
    const int total = value + morale + leadership;
    const bool passed = total >= passNumber(s);
    std::string text = s.pieceId(piece) + " rally: die " + std::to_string(value) + (morale >= 0 ? " +" : " ") + std::to_string(morale) +
                       " morale" + (leadership ? " +" + std::to_string(leadership) + " leadership" : "") + " = " + std::to_string(total);
    if (passed) {
        // 15.2: shattered units rally to disrupted, disrupted to Parade Order.
        p.status = p.status == Status::Shattered ? Status::Disrupted : Status::ParadeOrder;
        events.push_back({"15.2", text + ": rallies to " + std::string(p.status == Status::Disrupted ? "Disrupted" : "Parade Order"), {p.hex}});
        adjustArmyMorale(s, s.sideOf(piece), armyMoraleAdjustment(s, "rally"), "16.1", s.pieceId(piece) + " rallied", events);
    } else {
        events.push_back({"15.2", text + ": fails", {p.hex}});
    }
    if (s.step != Step::Over && s.rallyQueue.empty()) finishPhase(s, events);
    return "";
}

}  // namespace tricorne::core::detail
