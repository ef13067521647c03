// The block game behind the engine's seam: views and determinization (issue item 3), the
// record, saves and replays, random play and the invariants a soak checks.
#include "tricorne/block/block_game.h"

#include <algorithm>
#include <cstdio>
#include <ctime>

#include "block_rules.h"
#include "tricorne/engine/dice.h"
#include "tricorne/engine/seal.h"

namespace tricorne::block {

using namespace detail;

namespace {

constexpr const char* kSaveFormat = "tricorne-block-save";
// Version 3 seals the secrets and hashes what both sides see; version 2 wrote every action plain.
constexpr int kSaveVersion = 3;
constexpr int kPlainSaveVersion = 2;
// Version 1 named battle blocks in their first order and had no A41: such saves replay as then,
// and a version 3 save of such a game says so in "firstRules".
constexpr int kFirstSaveVersion = 1;
// Every sealed action is this long, so its length does not tell one block from another.
constexpr std::size_t kSealedLength = 128;

engine::Applied toApplied(BlockApplied a) {
    engine::Applied out;
    out.refusal = std::move(a.refusal);
    out.events = std::move(a.events);
    return out;
}

}  // namespace

std::string BlockGame::hex(std::uint64_t hash) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash));
    return buf;
}

bool BlockView::operator==(const BlockView& other) const {
    return player == other.player && hidden == other.hidden && blockStateToJson(state) == blockStateToJson(other.state);
}

std::optional<BlockState> BlockGame::initialState(const std::string& scenario, const engine::Options& options, std::uint64_t, std::string& error) const {
    if (!hasScenario(scenario)) {
        error = "the block game has no scenario " + scenario + " (it has " + m_data->scenario.id + ")";
        return std::nullopt;
    }
    return newBlockGame(*m_data, options, error);
}

engine::Applied BlockGame::apply(State& state, const Action& action) const { return toApplied(applyBlockAction(state, action)); }

std::vector<double> BlockGame::returns(const State& state) const {
    if (!state.winner) return {0, 0};
    return *state.winner == Side::American ? std::vector<double>{1, -1} : std::vector<double>{-1, 1};
}

namespace {

// The state as `player` may know it; kTable: what both sides may see, each side's hidden blocks
// left out, and at the end nothing hidden (B11).
BlockView viewOf(const BlockState& state, int player) {
    BlockView v;
    v.player = player;
    v.state = state;
    if (player == kTable && state.step == Step::Over) return v;
    const Side viewer = sideOfPlayer(player);
    auto hiddenAt = [&](std::size_t i) { return hiddenFrom(state, i, player == kTable ? enemyOf(state.block(i).side) : viewer); };
    const Activation* act = state.activation ? &*state.activation : nullptr;
    const bool actHidden = act && (player == kTable || state.block(state.indexOf(act->mover)).side != viewer);
    for (std::size_t i = 0; i < state.pieces.size(); ++i) {
        if (!hiddenAt(i)) continue;
        const std::string& id = state.block(i).id;
        int role = 0;
        if (actHidden) role = id == act->mover ? 1 : std::find(act->group.begin(), act->group.end(), id) != act->group.end() ? 2 : 0;
        if (const ForceMarch* m = state.forceMarch ? &*state.forceMarch : nullptr)
            role = id == m->leader ? 3 : std::find(m->units.begin(), m->units.end(), id) != m->units.end() ? 4 : role;
        BlockView::Slot slot{state.pieces[i].at, state.pieces[i].moved, role, state.block(i).type == UnitType::Native, state.block(i).side, {}};
        // B12.1: a block in a holding box is seen in its leader's box, where he is unsaid (A36, A43);
        // one rolling to follow its leader's force march stands on the map for its die.
        if (!state.pieces[i].heldBy.empty() && role != 4) slot = {{}, state.pieces[i].moved, 0, false, state.block(i).side, state.pieces[i].heldBy};
        v.hidden.push_back(std::move(slot));
        Piece& p = v.state.pieces[i];
        p.heldBy.clear();
        p.at = kHidden;
        p.sp = 0;
        p.lost = 0;
        p.moved = false;
    }
    auto hidden = [&](const std::string& id) {
        const std::size_t i = state.indexOf(id);
        return i < state.pieces.size() && hiddenAt(i);
    };
    auto blank = [&](std::vector<std::string>& ids) {
        for (auto& id : ids)
            if (hidden(id)) id = kHidden;
    };
    if (actHidden) {
        // A block still in a British box is seen by name (B4) until it steps onto the map.
        if (hidden(act->mover)) v.state.activation->mover = kHidden;
        // B12.1: a group in its leader's box is not seen to move at all (A43).
        auto inBox = [&](const std::string& id) { return hidden(id) && !state.piece(id).heldBy.empty(); };
        std::erase_if(v.state.activation->group, inBox);
        std::erase_if(v.state.activation->pickedUp, inBox);
        blank(v.state.activation->group);
        blank(v.state.activation->pickedUp);
    }
    // B12.2: which enemy leader moved, marches or marched last turn is as hidden as his label.
    std::erase_if(v.state.ledGroups, [&](const auto& e) { return hidden(e.first); });
    std::erase_if(v.state.forceMarchTurns, [&](const auto& e) { return hidden(e.first); });
    if (v.state.forceMarch && hidden(v.state.forceMarch->leader)) {
        v.state.forceMarch->leader = kHidden;
        blank(v.state.forceMarch->units);
    }
    if (v.state.battle)
        v.state.battle = player == kTable ? battleView(battleView(*state.battle, Side::American), Side::British) : battleView(*state.battle, viewer);
    // The blocks the enemy saw come by a crossing or leave a battle are known by count only.
    for (auto& b : v.state.battles) blank(b.crossed);
    if (v.state.fighting) blank(v.state.fighting->crossed);
    blank(v.state.leavers);
    std::sort(v.hidden.begin(), v.hidden.end());
    return v;
}

}  // namespace

BlockView BlockGame::view(const State& state, int player) const { return viewOf(state, player); }

BlockView BlockGame::tableView(const State& state) const { return viewOf(state, kTable); }

std::string BlockGame::savedHash(const State& state) const {
    // The hash of what both sides see: two games that differ only in what one side hides hash alike.
    const BlockView v = tableView(state);
    nlohmann::json j = blockStateToJson(v.state);
    for (const auto& slot : v.hidden) {
        j["hidden"].push_back({slot.at, slot.moved, slot.role});
        if (!slot.box.empty()) j["hidden"].back().push_back(slot.box);  // B12.1: only where a box holds it, so older games hash as before
    }
    return hex(jsonHash(j));
}

BlockState BlockGame::determinize(const View& view, core::Rng& rng) const {
    BlockState s = view.state;
    std::vector<std::size_t> pool;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].at == kHidden) pool.push_back(i);
    // The hidden identities in a random order.
    for (std::size_t k = pool.size(); k > 1; --k) std::swap(pool[k - 1], pool[static_cast<std::size_t>(rng.below(static_cast<int>(k)))]);
    std::vector<std::size_t> order(view.hidden.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
    // The leaders first, then their units, then the blocks standing still, so that each role finds a block it allows.
    auto rank = [](int role) { return role == 1 || role == 3 ? 0 : role == 2 || role == 4 ? 1 : 2; };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rank(view.hidden[a].role) < rank(view.hidden[b].role); });
    const bool leads = s.activation && !s.activation->group.empty();
    std::vector<std::string> group;
    if (s.forceMarch && s.forceMarch->leader == kHidden) s.forceMarch->units.clear();
    // B3.1: no gun in a move that took a brown road, nor in a force march down one (A42).
    auto brown = [&](const std::string& a, const std::string& b) {
        const Connection* c = m_data->map.connection(a, b);
        return c && c->road == Road::Brown;
    };
    bool brownMove = false;
    if (s.activation)
        for (std::size_t k = 1; k < s.activation->path.size(); ++k) brownMove = brownMove || brown(s.activation->path[k - 1], s.activation->path[k]);
    const bool brownMarch = s.forceMarch && brown(s.forceMarch->from, s.forceMarch->to);
    // The blocks a slot's role allows: a leader leads a group or a force march, and a group is of
    // units a leader may take (B6, A9), none of them a gun on a brown road.
    const bool leaderInGroup = m_data->scenario.rulings.leaderMayMoveInAnotherGroup;
    auto fits = [&](const BlockView::Slot& slot, const Block& b) {
        const int role = slot.role;
        if (b.type == UnitType::Commander) return false;
        // A44: a Native block stands where a Native is seen, another block where another is.
        if ((b.type == UnitType::Native) != slot.native) return false;
        if (((role == 1 || role == 2) && brownMove) || (role == 4 && brownMarch))
            if (b.type == UnitType::Artillery) return false;
        if (role == 3 || (role == 1 && leads)) return b.isLeader();
        if (role == 2 || role == 4) return b.type != UnitType::Native && (!b.isLeader() || leaderInGroup);
        return true;
    };
    auto place = [&](std::size_t i, const BlockView::Slot& slot, const std::string& at) {
        Piece& p = s.pieces[i];
        p.at = at;
        p.moved = slot.moved;
        p.sp = std::max(1, s.block(i).sp - p.publicLoss);  // the public roster minus the losses seen
        p.lost = s.block(i).sp - p.sp;
        if (slot.role == 1) s.activation->mover = s.block(i).id;
        if (slot.role == 2) group.push_back(s.block(i).id);
        if (slot.role == 3) s.forceMarch->leader = s.block(i).id;
        if (slot.role == 4) s.forceMarch->units.push_back(s.block(i).id);
    };
    // B12.1: a leader whose holding box holds blocks stands on one of his side's hidden blocks on
    // the map, drawn first; his box's blocks stand with him (A43).
    std::vector<bool> done(view.hidden.size(), false);
    for (std::size_t k = 0; k < view.hidden.size(); ++k) {
        const std::string& leader = view.hidden[k].box;
        if (leader.empty()) continue;
        done[k] = true;
        const std::size_t l = s.indexOf(leader);
        const auto it = std::find(pool.begin(), pool.end(), l);
        if (it == pool.end()) continue;
        std::vector<std::size_t> stands;
        for (std::size_t c = 0; c < view.hidden.size(); ++c) {
            const auto& slot = view.hidden[c];
            if (!done[c] && slot.box.empty() && slot.side == s.block(l).side && fits(slot, s.block(l)) && slot.role != 2 && slot.role != 4) stands.push_back(c);
        }
        if (stands.empty()) continue;
        const std::size_t c = stands[static_cast<std::size_t>(rng.below(static_cast<int>(stands.size())))];
        done[c] = true;
        pool.erase(it);
        place(l, view.hidden[c], view.hidden[c].at);
    }
    std::size_t next = 0;
    for (const std::size_t k : order) {
        if (done[k] || next >= pool.size()) continue;
        const auto& slot = view.hidden[k];
        if (!fits(slot, s.block(pool[next]))) {
            const auto it = std::find_if(pool.begin() + static_cast<long>(next), pool.end(), [&](std::size_t i) { return fits(slot, s.block(i)); });
            if (it != pool.end()) std::swap(pool[next], *it);
        }
        place(pool[next], slot, slot.at);
        ++next;
    }
    // The blocks in the boxes: units their leader may take (B6, A9), with him.
    for (const std::size_t k : order) {
        const auto& slot = view.hidden[k];
        if (slot.box.empty() || next >= pool.size()) continue;
        auto held = [&](std::size_t i) {
            const Block& b = s.block(i);
            return b.side == slot.side && b.type != UnitType::Commander && b.type != UnitType::Native && (!b.isLeader() || leaderInGroup);
        };
        const auto it = std::find_if(pool.begin() + static_cast<long>(next), pool.end(), held);
        if (it != pool.end()) std::swap(pool[next], *it);
        const std::size_t l = s.indexOf(slot.box);
        std::string at = l < s.pieces.size() ? s.pieces[l].at : std::string(kHidden);
        const bool withLeader = at != kHidden && at != kEliminated;
        // A box whose leader the view cannot place (a view no game gives): its blocks stand with their side's others.
        for (std::size_t c = 0; !withLeader && c < view.hidden.size(); ++c)
            if (view.hidden[c].box.empty() && view.hidden[c].side == slot.side) at = view.hidden[c].at;
        place(pool[next], slot, at);
        if (withLeader) s.pieces[pool[next]].heldBy = slot.box;
        ++next;
    }
    if (s.activation) {
        auto g = group.begin();
        for (auto& id : s.activation->group)
            if (id == kHidden && g != group.end()) id = *g++;
        // B12.1: a leader on the move takes his box's blocks along (A43).
        if (s.options.holdingBoxes && s.activation->group.empty() && s.activation->mover != kHidden)
            for (const auto& id : detail::heldIn(s, s.activation->mover)) s.activation->group.push_back(id);
    }
    // The battle board's unseen blocks are drawn from the hidden blocks at the battle's point.
    if (s.battle) {
        std::vector<std::string> used;
        for (const auto& f : s.battle->fighters) used.push_back(f.block);
        for (auto& f : s.battle->fighters) {
            if (!f.block.empty()) continue;
            for (const std::size_t i : pool)
                if (s.block(i).side == f.side && s.pieces[i].at == s.battle->point && std::find(used.begin(), used.end(), s.block(i).id) == used.end()) {
                    f.block = s.block(i).id;
                    f.sp = s.pieces[i].sp;
                    used.push_back(f.block);
                    break;
                }
        }
    }
    return s;
}

nlohmann::json BlockGame::viewToJson(const View& view) const {
    nlohmann::json j = blockStateToJson(view.state);
    j["player"] = view.player;
    nlohmann::json hidden = nlohmann::json::object();
    nlohmann::json held = nlohmann::json::object();
    for (const auto& slot : view.hidden) {
        // B12.1: a block in a holding box is counted in its leader's box, not at a point (A36, A43).
        auto& n = slot.box.empty() ? hidden[slot.at] : held[slot.box];
        n = n.is_null() ? 1 : n.get<int>() + 1;
    }
    j["hiddenAt"] = hidden;
    if (!held.empty()) j["heldIn"] = held;
    // A44: how many of them are Native blocks, where any are.
    nlohmann::json natives = nlohmann::json::object();
    for (const auto& slot : view.hidden)
        if (slot.native) natives[slot.at] = natives.value(slot.at, 0) + 1;
    j["nativesAt"] = natives;
    return j;
}

std::optional<BlockMatch> BlockGame::start(const std::string& scenario, const engine::Options& options, std::uint64_t seed, std::string& error) const {
    auto s = initialState(scenario, options, seed, error);
    if (!s) return std::nullopt;
    return BlockMatch{std::move(*s), scenario, options, seed, {}};
}

engine::Applied BlockGame::record(Match& match, const Action& action) const {
    engine::Applied r = apply(match.state, action);
    if (r.ok()) match.actions.push_back(action);
    return r;
}

std::vector<bool> BlockGame::secretActions(const Match& match) const {
    std::vector<bool> secret(match.actions.size(), false);
    if (isTerminal(match.state)) return secret;  // B11: at the end every block is revealed
    std::string error;
    auto s = initialState(match.scenario, match.options, match.seed, error);
    if (!s) return std::vector<bool>(match.actions.size(), true);
    s->asFirstRules = match.state.asFirstRules;
    const State& now = match.state;
    for (std::size_t k = 0; k < match.actions.size(); ++k) {
        const BlockAction& a = match.actions[k];
        // Part 4: an action whose public form leaves something out names what one side hides; one
        // naming a block its enemy cannot see now would tell him where it went since.
        const std::size_t i = now.indexOf(a.block);
        secret[k] = !(blockPublicAction(*s, a, kTable) == a) || (i < now.pieces.size() && hiddenFrom(now, i, enemyOf(now.block(i).side)));
        apply(*s, a);
    }
    return secret;
}

nlohmann::json BlockGame::save(const Match& match) const {
    nlohmann::json actions = nlohmann::json::array();
    const std::vector<bool> secret = secretActions(match);
    for (std::size_t k = 0; k < match.actions.size(); ++k) {
        const nlohmann::json a = blockActionToJson(match.actions[k]);
        actions.push_back(secret[k] ? engine::sealJson(a, kSealedLength) : a);
    }
    nlohmann::json save = {{"format", kSaveFormat},
                           {"version", kSaveVersion},
                           {"game", kId},
                           {"scenario", match.scenario},
                           {"options", match.options},
                           {"dice", core::diceId(match.dice)},
                           {"actions", actions},
                           {"turn", match.state.turn},
                           {"step", stepId(match.state.step)},
                           {"stateHash", savedHash(match.state)}};
    // Entropy's dice follow from no seed: none is written.
    if (match.dice == core::Dice::Seeded) save["seed"] = std::to_string(match.seed);
    if (match.state.asFirstRules) save["firstRules"] = true;
    return save;
}

std::optional<BlockMatch> BlockGame::load(const nlohmann::json& save, std::string& error) const {
    if (!save.is_object() || save.value("format", "") != kSaveFormat) {
        error = std::string("/format: a block game save is \"") + kSaveFormat + "\"";
        return std::nullopt;
    }
    const nlohmann::json version = save.contains("version") ? save["version"] : nlohmann::json();
    if (version != kSaveVersion && version != kPlainSaveVersion && version != kFirstSaveVersion) {
        error = "/version: this build reads versions " + std::to_string(kFirstSaveVersion) + " to " + std::to_string(kSaveVersion);
        return std::nullopt;
    }
    if (!save.contains("scenario") || !save["scenario"].is_string()) {
        error = "/scenario: expected the scenario id";
        return std::nullopt;
    }
    engine::Options options;
    if (save.contains("options")) {
        if (!save["options"].is_object()) {
            error = "/options: expected an object of NAME: VALUE";
            return std::nullopt;
        }
        for (const auto& [k, v] : save["options"].items()) {
            if (!v.is_string()) {
                error = "/options/" + k + ": expected a string";
                return std::nullopt;
            }
            options[k] = v.get<std::string>();
        }
    }
    std::uint64_t seed = 0;
    if (save.contains("seed") && save["seed"].is_string()) seed = std::strtoull(save["seed"].get<std::string>().c_str(), nullptr, 10);
    auto match = start(save["scenario"].get<std::string>(), options, seed, error);
    if (!match) {
        error = "/scenario: " + error;
        return std::nullopt;
    }
    match->state.asFirstRules = version == kFirstSaveVersion || (version == kSaveVersion && save.value("firstRules", false) == true);
    if (save.contains("dice")) {
        if (save["dice"] == core::diceId(core::Dice::Seeded)) {
            match->dice = core::Dice::Seeded;
        } else if (save["dice"] == core::diceId(core::Dice::Entropy)) {
            match->dice = core::Dice::Entropy;
        } else {
            error = "/dice: " + save["dice"].dump() + " is neither \"seeded\" nor \"entropy\"";
            return std::nullopt;
        }
    }
    if (!save.contains("actions") || !save["actions"].is_array()) {
        error = "/actions: expected an array";
        return std::nullopt;
    }
    for (std::size_t k = 0; k < save["actions"].size(); ++k) {
        std::string why;
        const nlohmann::json& json = save["actions"][k];
        const bool sealed = engine::isSealed(json);
        const auto plain = sealed ? engine::unsealJson(json, kSealedLength, "a sealed block game action", why) : std::optional(json);
        auto a = plain ? blockActionFromJson(*plain, why) : std::nullopt;
        if (!a) {
            if (sealed && plain) why = "/secret: not a sealed block game action (damaged or edited)";
            error = "/actions/" + std::to_string(k) + why;
            return std::nullopt;
        }
        const auto r = record(*match, *a);
        if (!r.ok()) {
            error = "/actions/" + std::to_string(k) + ": " + r.refusal;
            return std::nullopt;
        }
    }
    // Versions 1 and 2 hashed the whole state. The hash replayed is not printed: it would only be copied into the file.
    const std::string hash = version == kSaveVersion ? savedHash(match->state) : stateHash(match->state);
    if (save.contains("stateHash") && save["stateHash"] != hash) {
        error = "/stateHash: the actions do not lead to the state this save recorded: the file was damaged or edited after it was written";
        return std::nullopt;
    }
    return match;
}

bool BlockGame::isLiveChance(const nlohmann::json& json) const {
    return json.is_object() && json.size() == 1 && json.contains("type") && json["type"] == "roll";
}

engine::Applied BlockGame::rollLive(Match& match) const {
    if (toMove(match.state) != engine::kChance) return {"B5: no die is to be rolled now", {}};
    const int die = core::entropyDice().roll(core::Rng(), 6) + 1;
    engine::Applied r = record(match, {BlockAction::Kind::Roll, {}, {}, die});
    if (r.ok()) match.dice = core::Dice::Entropy;
    return r;
}

std::string BlockGame::summary(const State& s) const {
    std::string out = m_data->scenario.name + ", turn " + std::to_string(s.turn) + ": ";
    const std::string side(sideName(s.active));
    switch (s.step) {
    case Step::StLegerChoice: return out + "the British choose St. Leger's extra units (B12.3)";
    case Step::PlaceMilitia: return out + "the American places his militia (B4)";
    case Step::ApRoll: return out + (s.rolls.empty() ? "the British AP die (B5)" : "the American AP die (B5)");
    case Step::ClintonSend: return out + "the American sends 4 regulars to the Hudson River/West Point box (B8)";
    case Step::ClintonReturn: return out + "the American brings his units back from the Hudson (B8)";
    case Step::ClintonRoll: return out + "Clinton's die (B8)";
    case Step::ForceMarchRoll: return out + "the force march's dice (B12.2)";
    case Step::OverrunRetreat: return out + std::string(sideName(enemyOf(s.active))) + " retreat from the overrun at " + placeName(*m_data, s.overrun->point) + " (B9.3, B10)";
    case Step::Movement:
        out += side + " movement, " + std::to_string(s.ap[sideIndex(s.active)]) + " AP left";
        if (s.active == Side::American && s.arnoldAp) out += " and " + std::to_string(s.arnoldAp) + " for Arnold";
        // Part 4: printed for anyone at the table, the mover by his side unless both may see him.
        if (s.activation) out += "; " + publicName(s, s.activation->mover) + " on the move at " + placeName(*m_data, s.activation->path.back());
        return out + " (B6)";
    case Step::ChooseBattle: return out + side + " chooses the next battle (B9)";
    case Step::Battle: return out + "the battle at " + placeName(*m_data, s.battle->point) + ", round " + std::to_string(s.battle->round) + " (B9)";
    case Step::BattleLeave: return out + std::string(sideName(s.leaving)) + " chooses where to leave " + placeName(*m_data, s.fighting->point) + " for (B10)";
    case Step::Over: return out + "the game is over: " + s.ending;
    }
    return out;
}

std::string BlockGame::details(const State& s) const {
    std::string out = "AP: American " + std::to_string(s.ap[0]) + ", British " + std::to_string(s.ap[1]) + "; " +
                      std::string(sideName(s.first)) + " moves first this turn";
    int eliminated[2] = {0, 0};
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].at == kEliminated) ++eliminated[sideIndex(s.block(i).side)];
    out += "\neliminated: American " + std::to_string(eliminated[0]) + ", British " + std::to_string(eliminated[1]);
    for (const auto& b : m_data->roster.blocks)
        if (b.type == UnitType::Commander) out += "\nClinton: " + placeName(*m_data, s.piece(b.id).at);
    // B12.1: each leader's box, as the player to move sees it: his own boxes' blocks and where
    // their leaders stand, the enemy's by count alone (A36, A43); at the end, all of them.
    if (s.options.holdingBoxes) {
        const int mover = toMove(s);
        std::string boxes;
        for (const auto& b : m_data->roster.blocks) {
            const auto held = heldIn(s, b.id);
            if (held.empty()) continue;
            const bool seen = isTerminal(s) || (mover >= 0 && (mover == 0) == (b.side == Side::American));
            boxes += "\n  " + b.name + "'s: ";
            if (!seen) {
                boxes += std::to_string(held.size()) + (held.size() == 1 ? " block" : " blocks");
                continue;
            }
            boxes += "at " + placeName(*m_data, s.piece(b.id).at) + ",";
            for (std::size_t k = 0; k < held.size(); ++k) boxes += (k ? ", " : " ") + nameOf(*m_data, held[k]);
        }
        out += "\nholding boxes (B12.1):" + (boxes.empty() ? std::string(" all empty") : boxes);
    }
    return out;
}

std::vector<engine::Options> BlockGame::optionSets(const std::string&) const {
    return {{},
            {{"forceMarch", "true"}},
            {{"stLegerPlus2", "true"}},
            {{"britishBlueSupply", "true"}},
            {{"militiaReaction", "true"}},
            {{"holdingBoxes", "true"}},
            {{"holdingBoxes", "true"}, {"forceMarch", "true"}, {"stLegerPlus2", "true"}, {"britishBlueSupply", "true"}, {"militiaReaction", "true"}}};
}

BlockAction BlockGame::randomAction(const State& s, std::size_t policy, core::Rng& rng) const {
    const auto legal = legalActions(s);
    if (legal.empty()) return {};
    if (policy == 1 && s.step == Step::Movement) {
        // active: a step or an activation three times in four, so that the armies meet.
        std::vector<BlockAction> moves;
        for (const auto& a : legal)
            if (a.kind == BlockAction::Kind::Step || a.kind == BlockAction::Kind::Activate || a.kind == BlockAction::Kind::Take ||
                a.kind == BlockAction::Kind::ActivateNatives || a.kind == BlockAction::Kind::ForceMarch)
                moves.push_back(a);
        if (!moves.empty() && rng.below(4) != 0) return moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
    }
    return legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
}

std::vector<BlockAction> BlockGame::illegalNeighbours(const State& s, const Action& action, std::size_t policy) const {
    if (policy != 2) return {};
    using K = BlockAction::Kind;
    std::vector<BlockAction> out;
    const auto legal = legalActions(s);
    auto illegal = [&](const BlockAction& a) { return std::find(legal.begin(), legal.end(), a) == legal.end(); };
    const std::vector<BlockAction> tries = {
        {K::Step, {}, "fort_stanwix", 0},   {K::Step, {}, "stockbridge", 0},       {K::Activate, "br_clinton", {}, 0},
        {K::Activate, "am_arnold", {}, 0},  {K::Take, "na_senecas", {}, 0},        {K::Roll, {}, {}, 7},
        {K::EndMovement, {}, {}, 0},         {K::Retreat, {}, "albany", 0},          {K::PlaceMilitia, "am_mil_tryon", "oswego", 0},
        {K::SendToHudson, "am_warner", {}, 0}, {K::Clinton, {}, {}, 0},  {K::ForceMarch, "br_fraser", "albany", 0},
        {K::ForceMarch, "am_schuyler", "saratoga", 0},
    };
    for (const auto& t : tries)
        if (!(t == action) && illegal(t)) out.push_back(t);
    return out;
}

std::vector<std::string> BlockGame::invariants(const State& s) const {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const Block& b = s.block(i);
        const Piece& p = s.pieces[i];
        // B3: SP only go down, one a hit; below 1 the block is gone.
        if (p.sp + p.lost != b.sp || p.sp < 0 || p.publicLoss > p.lost)
            out.push_back("B3: " + b.name + " has " + std::to_string(p.sp) + " SP with " + std::to_string(p.lost) + " lost of " + std::to_string(b.sp));
        if (b.type != UnitType::Commander && (p.sp == 0) != (p.at == kEliminated)) out.push_back("B3: " + b.name + " is eliminated only at 0 SP");
        if (p.at != kEliminated && p.at != kUnplaced && !isPoint(*m_data, p.at) && !m_data->map.box(p.at)) out.push_back("B2: " + b.name + " is at no place");
    }
    const RoadLimits& lim = m_data->tables.roads;
    for (int side = 0; side < 2; ++side)
        for (const auto& [key, n] : s.roadUse[side]) {
            if (key.rfind("brown", 0) == 0 && lim.brown && n > *lim.brown) out.push_back("B6: " + key + " carried " + std::to_string(n) + " units");
            if (key.rfind("crossing", 0) == 0 && lim.crossing && n > *lim.crossing) out.push_back("B6: " + key + " carried " + std::to_string(n) + " units");
        }
    if (s.activation) {
        const Block& mover = s.block(s.indexOf(s.activation->mover));
        if (static_cast<int>(s.activation->group.size()) > std::max(0, mover.groupLimit)) out.push_back("B6: " + mover.name + "'s group is over his limit");
        const auto& picked = s.activation->pickedUp;
        std::vector<std::string> moving{s.activation->mover};
        moving.insert(moving.end(), s.activation->group.begin(), s.activation->group.end());
        for (const auto& id : moving) {
            const Block& b = s.block(s.indexOf(id));
            if (b.type == UnitType::Native && id != s.activation->mover) out.push_back("B6: a Native block moves in a group");
            if (b.type != UnitType::Artillery) continue;
            // A unit picked up at the first point moves from there on.
            const std::size_t from = std::find(picked.begin(), picked.end(), id) != picked.end() ? 2 : 1;
            for (std::size_t k = from; k < s.activation->path.size(); ++k) {
                const Connection* c = m_data->map.connection(s.activation->path[k - 1], s.activation->path[k]);
                if (c && c->road == Road::Brown) out.push_back("B3.1: " + b.name + " moved on a brown road");
            }
        }
    }
    // B12.1: a held block waits with a living leader of its side, at his point, within his group limit (A43).
    std::map<std::string, int> held;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const Piece& p = s.pieces[i];
        if (p.heldBy.empty()) continue;
        const Block& b = s.block(i);
        const std::size_t l = s.indexOf(p.heldBy);
        if (!s.options.holdingBoxes) out.push_back("B12.1: " + b.name + " is held in a game without holding boxes");
        if (l >= s.pieces.size() || !s.block(l).isLeader() || s.block(l).side != b.side) {
            out.push_back("B12.1: " + b.name + " is held by no leader of its side");
            continue;
        }
        const bool marching = s.forceMarch && std::find(s.forceMarch->units.begin(), s.forceMarch->units.end(), b.id) != s.forceMarch->units.end();
        if (s.pieces[l].at == kEliminated || (s.pieces[l].at != p.at && !marching)) out.push_back("B12.1: " + b.name + " is held away from its leader");
        if (!s.pieces[l].heldBy.empty()) out.push_back("B12.1: " + b.name + " is held by a leader who is held himself");
        if (b.type == UnitType::Native || b.type == UnitType::Commander) out.push_back("B12.1: " + b.name + " is in a leader's box");
        ++held[p.heldBy];
    }
    for (const auto& [leader, n] : held)
        if (n > std::max(0, s.block(s.indexOf(leader)).groupLimit)) out.push_back("B12.1: " + nameOf(*m_data, leader) + "'s box is over his group limit");
    const ActionPoints& t = m_data->tables.actionPoints;
    for (int side = 0; side < 2; ++side)
        if (s.ap[side] < 0 || s.ap[side] > t.base + 3) out.push_back("B5: " + std::string(sideName(sideOfPlayer(side))) + " AP out of range");
    if (s.arnoldAp < 0 || s.arnoldAp > t.arnoldBonus) out.push_back("A6: Arnold's AP out of range");
    return out;
}

std::string BlockGame::ending(const State& s) const { return s.winner ? s.ending.substr(0, s.ending.find(" (")) : "no winner decided"; }

std::string BlockGame::bench(std::ostream& figures, std::ostream&, bool quick) const {
    const auto t0 = std::clock();
    core::Rng rng(1);
    int games = 0;
    long actions = 0, listed = 0;
    while (games < (quick ? 1 : 3)) {
        std::string error;
        auto s = initialState(m_data->scenario.id, {}, 1, error);
        if (!s) return error;
        while (!isTerminal(*s)) {
            listed += static_cast<long>(legalActions(*s).size());
            const auto a = randomAction(*s, 1, rng);
            if (!apply(*s, a).ok()) return "a random action was refused: " + describe(a);
            ++actions;
        }
        ++games;
    }
    const double seconds = std::max(1e-6, static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
    figures << "block_random_games_per_s: " << static_cast<double>(games) / seconds << " games/s\n";
    figures << "block_actions_per_s: " << static_cast<long>(static_cast<double>(actions) / seconds) << " actions/s\n";
    figures << "block_legal_actions_listed_per_s: " << static_cast<long>(static_cast<double>(listed) / seconds) << " actions/s\n";
    return {};
}

}  // namespace tricorne::block
