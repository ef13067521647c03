// The block game's state: its places and counts (B3, B6, B11), supply (B7), who answers, the
// dispatch of each action to its rule, and the state and actions as JSON.
#include "tricorne/block/block_state.h"

#include <algorithm>
#include <array>
#include <deque>

#include "block_rules.h"

namespace tricorne::block {

using namespace detail;

namespace {

constexpr std::array<std::string_view, 13> kStepIds = {"stLegerChoice", "placeMilitia",   "apRoll",       "clintonSend",
                                                       "clintonReturn", "movement",       "overrunRetreat", "clintonRoll",
                                                       "forceMarchRoll", "chooseBattle",  "battle",       "battleLeave", "over"};
constexpr std::array<std::string_view, 19> kKindIds = {"roll", "stLeger", "stLegerDone", "placeMilitia", "sendToHudson",
                                                       "returnFromHudson", "activate", "activateNatives", "take", "drop",
                                                       "step", "stop", "clinton", "endMovement", "retreat", "fight", "battle", "forceMarch",
                                                       "release"};

}  // namespace

std::string_view stepId(Step step) { return kStepIds[static_cast<std::size_t>(step)]; }
std::string_view actionKindId(BlockAction::Kind kind) { return kKindIds[static_cast<std::size_t>(kind)]; }

std::size_t BlockState::indexOf(const std::string& id) const {
    const std::size_t i = data->roster.position(id);
    return i < data->roster.blocks.size() ? i : pieces.size();
}
const Piece& BlockState::piece(const std::string& id) const { return pieces.at(indexOf(id)); }
Piece& BlockState::piece(const std::string& id) { return pieces.at(indexOf(id)); }

namespace detail {

const std::string& nameOf(const BlockData& data, const std::string& id) {
    const Block* b = data.roster.block(id);
    return b ? b->name : id;
}

std::string placeName(const BlockData& data, const std::string& place) {
    if (const Point* p = data.map.point(place)) return p->name;
    if (const Box* b = data.map.box(place)) return b->name;
    return place;
}

bool isPoint(const BlockData& data, const std::string& place) { return data.map.point(place) != nullptr; }
bool isOnMap(const BlockState& s, const std::string& block) { return isPoint(*s.data, s.piece(block).at); }

bool holdsUnits(const BlockState& s, const std::string& place, Side side) {
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].at == place && s.block(i).side == side) return true;
    return false;
}

}  // namespace detail

std::vector<std::string> blocksAt(const BlockState& s, const std::string& place, std::optional<Side> side) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].at == place && (!side || s.block(i).side == *side)) out.push_back(s.block(i).id);
    return out;
}

std::vector<bool> suppliedPoints(const BlockState& s, Side side) {
    const auto& map = s.data->map;
    const std::size_t n = map.points.size();
    // B7: an enemy unit cuts the line; a Native block never cuts the American's.
    std::vector<bool> blocked(n, false), held(n, false);
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const std::size_t k = map.pointPosition(s.pieces[i].at);
        if (k == n) continue;
        if (s.block(i).side == side) {
            held[k] = true;
            continue;
        }
        if (side == Side::American && s.block(i).type == UnitType::Native && !s.data->tables.supply.nativeCutsSupply) continue;
        blocked[k] = true;
    }
    std::vector<bool> reached(n, false);
    std::deque<std::size_t> frontier;
    for (std::size_t k = 0; k < n; ++k) {
        const Point& p = map.points[k];
        const bool source = (p.supplySource && *p.supplySource == side) || (s.data->scenario.rulings.fortIsSupplySource && p.fortified && held[k]);
        if (source && !blocked[k]) {
            reached[k] = true;
            frontier.push_back(k);
        }
    }
    const bool anyRoad = s.data->scenario.rulings.supplyTraceAnyRoad;
    while (!frontier.empty()) {
        const std::size_t at = frontier.front();
        frontier.pop_front();
        map.forEachRoadAt(at, [&](const Connection& c, std::size_t k) {
            if (!anyRoad && c.road != Road::Blue) return;
            if (k < n && !reached[k] && !blocked[k]) {
                reached[k] = true;
                frontier.push_back(k);
            }
        });
    }
    return reached;
}

bool inSupply(const BlockState& s, const std::string& block) { return inSupply(s, block, suppliedPoints(s, s.block(s.indexOf(block)).side)); }

bool inSupply(const BlockState& s, const std::string& block, const std::vector<bool>& supplied) {
    const std::size_t i = s.indexOf(block);
    const Block& b = s.block(i);
    // B7: Native blocks are never out of supply; a block in a box is off the map.
    if (b.type == UnitType::Native && s.data->tables.supply.nativeAlwaysInSupply) return true;
    const auto& points = s.data->map.points;
    for (std::size_t k = 0; k < points.size(); ++k)
        if (points[k].id == s.pieces[i].at) return supplied[k];
    return true;
}

int britishSp(const BlockState& s) {
    const Rulings& r = s.data->scenario.rulings;
    int sp = 0;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const Block& b = s.block(i);
        const Piece& p = s.pieces[i];
        if (b.side != Side::British || p.at == kEliminated) continue;
        if (b.type == UnitType::Native && !r.britishSpIncludesNative) continue;
        if (!isPoint(*s.data, p.at) && !r.britishSpIncludesBoxes) continue;
        sp += p.sp;
    }
    return sp;
}

bool britishHolds(const BlockState& s, const std::string& point) {
    // B11: British or Hessian units, not Native blocks (A4); a leader alone holds nothing (A35).
    bool held = false;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        if (s.pieces[i].at != point) continue;
        const Block& b = s.block(i);
        if (b.side == Side::American) return false;
        if (b.type == UnitType::Native || b.type == UnitType::Commander) continue;
        if (b.isLeader() && !s.data->scenario.rulings.leaderAloneHoldsVictoryPoint) continue;
        if (!s.data->scenario.rulings.redNonNativeCountsAsBritishOrHessian && b.nation != "british" && b.nation != "german") continue;
        held = true;
    }
    return held;
}

int blockToMove(const BlockState& s) {
    switch (s.step) {
    case Step::Over:
        return -2;
    case Step::ApRoll:
    case Step::ClintonRoll:
    case Step::ForceMarchRoll:
        return -1;
    case Step::OverrunRetreat:
        return sideIndex(enemyOf(s.active));
    case Step::Battle:
        return battleToMove(*s.battle);
    case Step::BattleLeave:
        return sideIndex(s.leaving);
    default:
        return sideIndex(s.active);
    }
}

std::vector<BlockAction> blockLegalActions(const BlockState& s) {
    switch (s.step) {
    case Step::StLegerChoice:
    case Step::PlaceMilitia:
        return setupChoices(s);
    case Step::ClintonSend:
        return clintonSendChoices(s);
    case Step::ClintonReturn:
        return clintonReturnChoices(s);
    case Step::Movement:
        return movementChoices(s);
    case Step::OverrunRetreat:
        return retreatChoices(s);
    case Step::ChooseBattle:
    case Step::BattleLeave:
        return battleChoices(s);
    case Step::Battle:
        if (battleToMove(*s.battle) != -1) return battleChoices(s);
        [[fallthrough]];
    case Step::ApRoll:
    case Step::ClintonRoll:
    case Step::ForceMarchRoll: {
        std::vector<BlockAction> out;
        for (const auto& [a, p] : blockChanceOutcomes(s)) out.push_back(a);
        return out;
    }
    case Step::Over:
        break;
    }
    return {};
}

std::vector<std::pair<BlockAction, double>> blockChanceOutcomes(const BlockState& s) {
    std::vector<std::pair<BlockAction, double>> out;
    if (s.step == Step::Battle && battleToMove(*s.battle) == -1) {
        for (auto& [a, p] : battleChanceOutcomes(*s.battle, *s.data)) out.push_back({{BlockAction::Kind::Battle, {}, {}, 0, a}, p});
        return out;
    }
    if (s.step != Step::ApRoll && s.step != Step::ClintonRoll && s.step != Step::ForceMarchRoll) return out;
    for (int d = 1; d <= 6; ++d) out.push_back({{BlockAction::Kind::Roll, {}, {}, d}, 1.0 / 6});
    return out;
}

BlockApplied applyBlockAction(BlockState& s, const BlockAction& a) {
    BlockApplied out;
    if (s.step == Step::Over) {
        out.refusal = "B11: the game is over";
        return out;
    }
    BlockState before = s;
    Events events;
    std::string refusal;
    switch (s.step) {
    case Step::StLegerChoice:
    case Step::PlaceMilitia:
        refusal = applySetup(s, a, events);
        break;
    case Step::ApRoll:
    case Step::ClintonRoll:
    case Step::ForceMarchRoll: {
        const std::string rule = s.step == Step::ApRoll ? "B5" : s.step == Step::ClintonRoll ? "B8" : "B12.2";
        if (a.kind != BlockAction::Kind::Roll) {
            refusal = s.step == Step::ApRoll        ? "B5: each side rolls a die for its AP first"
                      : s.step == Step::ClintonRoll ? "B8: Clinton's die is rolled first"
                                                    : "B12.2: the force march's dice are rolled first";
        } else if (a.die < 1 || a.die > 6) {
            refusal = rule + ": a die reads 1 to 6";
        } else if (s.step == Step::ApRoll) {
            rollAp(s, a.die, events);
        } else if (s.step == Step::ClintonRoll) {
            rollClinton(s, a.die, events);
        } else {
            rollForceMarch(s, a.die, events);
        }
        break;
    }
    case Step::ClintonSend:
        refusal = a.kind == BlockAction::Kind::SendToHudson ? sendToHudson(s, a, events) : "B8: the American first sends his units to the Hudson River/West Point box";
        break;
    case Step::ClintonReturn:
        refusal = a.kind == BlockAction::Kind::ReturnFromHudson ? returnFromHudson(s, a, events) : "B8: the American first brings his units back from the Hudson";
        break;
    case Step::Movement:
        refusal = applyMovement(s, a, events);
        break;
    case Step::OverrunRetreat:
        refusal = applyRetreat(s, a, events);
        break;
    case Step::ChooseBattle:
    case Step::Battle:
    case Step::BattleLeave:
        refusal = applyBattlePhase(s, a, events);
        break;
    case Step::Over:
        break;
    }
    if (!refusal.empty()) {
        s = std::move(before);
        out.refusal = refusal;
        return out;
    }
    if (s.options.holdingBoxes) settleHoldingBoxes(s, events);
    out.events = std::move(events);
    return out;
}

nlohmann::json blockStateToJson(const BlockState& s) {
    nlohmann::json blocks = nlohmann::json::object();
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const Piece& p = s.pieces[i];
        blocks[s.block(i).id] = {{"at", p.at}, {"sp", p.sp}, {"lost", p.lost}, {"publicLoss", p.publicLoss}, {"moved", p.moved}};
        // B12.1: written only for a held block, so a game without holding boxes hashes as before.
        if (!p.heldBy.empty()) blocks[s.block(i).id]["heldBy"] = p.heldBy;
    }
    nlohmann::json j = {{"game", "block"},
                        {"scenario", s.data->scenario.id},
                        {"turn", s.turn},
                        {"step", stepId(s.step)},
                        {"active", sideId(s.active)},
                        {"first", sideId(s.first)},
                        {"playerTurn", s.playerTurn},
                        {"rolls", s.rolls},
                        {"ap", {{"american", s.ap[0]}, {"british", s.ap[1]}, {"arnold", s.arnoldAp}}},
                        {"britishApPenalty", s.britishApPenalty},
                        {"nativesActivated", s.nativesActivated},
                        {"clintonTries", s.clintonTries},
                        {"clintonThreatens", s.clintonThreatens},
                        {"earlyMilitia", s.earlyMilitia},
                        {"roadUse", {{"american", s.roadUse[0]}, {"british", s.roadUse[1]}}},
                        {"options",
                         {{"holdingBoxes", s.options.holdingBoxes},
                          {"forceMarch", s.options.forceMarch},
                          {"stLegerPlus2", s.options.stLegerPlus2},
                          {"britishBlueSupply", s.options.britishBlueSupply},
                          {"militiaReaction", s.options.militiaReaction}}},
                        {"blocks", blocks}};
    if (s.activation)
        j["activation"] = {{"mover", s.activation->mover}, {"group", s.activation->group}, {"path", s.activation->path}, {"rate", s.activation->rate}, {"pickedUp", s.activation->pickedUp}};
    if (s.overrun) j["overrun"] = {{"point", s.overrun->point}, {"attackerFrom", s.overrun->attackerFrom}, {"defenders", s.overrun->defenders}};
    if (!s.battles.empty()) {
        nlohmann::json battles = nlohmann::json::array();
        for (const auto& b : s.battles) battles.push_back({{"point", b.point}, {"from", b.from}, {"crossed", b.crossed}});
        j["battles"] = battles;
    }
    if (s.fighting) j["fighting"] = {{"point", s.fighting->point}, {"from", s.fighting->from}, {"crossed", s.fighting->crossed}};
    if (s.battle) j["battle"] = battleToJson(*s.battle);
    if (!s.leavers.empty()) j["leaving"] = {{"side", sideId(s.leaving)}, {"blocks", s.leavers}};
    // B12.2: written only when the force march has been played, so a game without it hashes as before.
    if (!s.ledGroups.empty()) j["ledGroups"] = s.ledGroups;
    if (!s.forceMarchTurns.empty()) j["forceMarchTurns"] = s.forceMarchTurns;
    if (s.forceMarchDeclared) j["forceMarchDeclared"] = true;
    if (s.forceMarch)
        j["forceMarch"] = {{"leader", s.forceMarch->leader}, {"from", s.forceMarch->from}, {"to", s.forceMarch->to}, {"units", s.forceMarch->units},
                           {"leaderRolled", s.forceMarch->leaderRolled}};
    if (s.winner) j["winner"] = sideId(*s.winner);
    if (!s.ending.empty()) j["ending"] = s.ending;
    return j;
}

namespace detail {

std::uint64_t jsonHash(const nlohmann::json& j) {
    // FNV-1a of the JSON's text: the same value gives the same hash on every platform.
    std::uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : j.dump()) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return h;
}

}  // namespace detail

std::uint64_t blockStateHash(const BlockState& s) { return detail::jsonHash(blockStateToJson(s)); }

nlohmann::json blockActionToJson(const BlockAction& a) {
    nlohmann::json j = {{"type", actionKindId(a.kind)}};
    if (!a.block.empty()) j["block"] = a.block;
    if (!a.at.empty()) j["at"] = a.at;
    if (a.kind == BlockAction::Kind::Roll) j["die"] = a.die;
    if (a.battle) j["action"] = battleActionToJson(*a.battle);
    return j;
}

std::optional<BlockAction> blockActionFromJson(const nlohmann::json& j, std::string& error) {
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string()) {
        error = "/type: a block game action is an object with a \"type\" (docs/actions.md)";
        return std::nullopt;
    }
    BlockAction a;
    const std::string type = j["type"].get<std::string>();
    std::size_t k = 0;
    while (k < kKindIds.size() && kKindIds[k] != type) ++k;
    if (k == kKindIds.size()) {
        error = "/type: \"" + type + "\" is no block game action (docs/actions.md)";
        return std::nullopt;
    }
    a.kind = static_cast<BlockAction::Kind>(k);
    using K = BlockAction::Kind;
    const bool needsBlock = a.kind == K::StLeger || a.kind == K::PlaceMilitia || a.kind == K::SendToHudson || a.kind == K::ReturnFromHudson ||
                            a.kind == K::Activate || a.kind == K::Take || a.kind == K::Drop || a.kind == K::ForceMarch || a.kind == K::Release;
    const bool needsAt = a.kind == K::PlaceMilitia || a.kind == K::ReturnFromHudson || a.kind == K::Step || a.kind == K::Retreat || a.kind == K::Fight ||
                         a.kind == K::ForceMarch;
    for (const auto& [key, value] : j.items())
        if (key != "type" && !(key == "block" && needsBlock) && !(key == "at" && needsAt) && !(key == "die" && a.kind == K::Roll) &&
            !(key == "action" && a.kind == K::Battle)) {
            error = "/" + key + ": a \"" + type + "\" action has no such field (docs/actions.md)";
            return std::nullopt;
        }
    if (needsBlock) {
        if (!j.contains("block") || !j["block"].is_string()) {
            error = "/block: a \"" + type + "\" action names its block (B6)";
            return std::nullopt;
        }
        a.block = j["block"].get<std::string>();
    }
    if (needsAt) {
        if (!j.contains("at") || !j["at"].is_string()) {
            error = "/at: a \"" + type + "\" action names its point (B6)";
            return std::nullopt;
        }
        a.at = j["at"].get<std::string>();
    }
    if (a.kind == K::Battle) {
        std::string why;
        auto battle = j.contains("action") ? battleActionFromJson(j["action"], why) : std::nullopt;
        if (!battle) {
            error = "/action: a \"battle\" action holds an action of the battle board (B9)" + (why.empty() ? "" : ": " + why);
            return std::nullopt;
        }
        a.battle = *battle;
    }
    if (a.kind == K::Roll) {
        if (!j.contains("die") || !j["die"].is_number_integer() || j["die"].get<int>() < 1 || j["die"].get<int>() > 6) {
            error = "/die: a roll is a die from 1 to 6 (B5)";
            return std::nullopt;
        }
        a.die = j["die"].get<int>();
    }
    return a;
}

std::string describeBlockAction(const BlockData& data, const BlockAction& a) {
    using K = BlockAction::Kind;
    switch (a.kind) {
    case K::Roll: return "a die: " + std::to_string(a.die) + " (B5 Sequence of Play, B8 Clinton Threatens, B12.2 Leader Force March Movement)";
    case K::StLeger: return nameOf(data, a.block) + " goes with St. Leger (B12.3 St. Leger)";
    case K::StLegerDone: return "St. Leger's force is chosen (B12.3 St. Leger)";
    case K::PlaceMilitia: return nameOf(data, a.block) + " placed at " + placeName(data, a.at) + " (B4 Game Setup)";
    case K::SendToHudson: return nameOf(data, a.block) + " sent to the Hudson River/West Point box (B8 Clinton Threatens)";
    case K::ReturnFromHudson: return nameOf(data, a.block) + " back from the Hudson to " + placeName(data, a.at) + " (B8 Clinton Threatens)";
    case K::Activate: return "activate " + nameOf(data, a.block) + " (B6 Movement)";
    case K::ActivateNatives: return "activate the Native blocks (B6 Movement)";
    case K::Take: return nameOf(data, a.block) + " joins the group (B6 Movement)";
    case K::Drop: return nameOf(data, a.block) + " leaves the group (B6 Movement)";
    case K::Step: return "on to " + placeName(data, a.at) + " (B6 Movement)";
    case K::Stop: return "the move ends (B6 Movement)";
    case K::Clinton: return "try to activate Clinton (B8 Clinton Threatens)";
    case K::EndMovement: return "end of movement (B5 Sequence of Play)";
    case K::Retreat: return "retreat to " + placeName(data, a.at) + " (B10 Withdraw/Retreat)";
    case K::Fight: return "fight the battle at " + placeName(data, a.at) + " (B9 Battle)";
    case K::Battle: return a.battle ? describeBattleActionAlone(*a.battle) : "a battle action (B9 Battle)";
    case K::ForceMarch: return nameOf(data, a.block) + " attempts a force march to " + placeName(data, a.at) + " (B12.2 Leader Force March Movement)";
    case K::Release: return nameOf(data, a.block) + " leaves its leader's holding box (B12.1 On Board Leader Holding Boxes)";
    }
    return {};
}

}  // namespace tricorne::block
