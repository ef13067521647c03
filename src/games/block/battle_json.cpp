// The battle board as each player may see it (BLOCK-GAME-BRIEF Part 4), as JSON, and its
// actions in JSON and in words.
#include <algorithm>
#include <array>

#include "battle_support.h"
#include "tricorne/block/battle.h"

namespace tricorne::block {

using battle_detail::fighterName;
using battle_detail::sidePlural;
using nlohmann::json;

namespace {

constexpr std::array<std::string_view, 4> kPositionIds{"left", "center", "right", "reserve"};
constexpr std::array<std::string_view, 4> kPositionNames{"Left", "Center", "Right", "Reserve"};
constexpr std::array<std::string_view, 7> kResultIds{"ongoing",         "attackerRetreated",  "defenderRetreated", "attackerWithdrew",
                                                     "defenderWithdrew", "attackerEliminated", "defenderEliminated"};
constexpr std::array<std::string_view, 7> kStepIds{"deploy", "act", "decide", "roll", "allocateHits", "chooseFleeing", "over"};
constexpr std::array<std::string_view, 3> kFireIds{"battle", "withdrawal", "retreat"};
constexpr std::array<std::string_view, 9> kActionIds{"deploy", "move", "fire", "endTurn", "hit", "flee", "withdraw", "continue", "dice"};

template <std::size_t N>
int indexOf(const std::array<std::string_view, N>& ids, std::string_view id) {
    for (std::size_t i = 0; i < N; ++i)
        if (ids[i] == id) return static_cast<int>(i);
    return -1;
}

template <std::size_t N>
std::string choices(const std::array<std::string_view, N>& ids) {
    std::string s;
    for (auto id : ids) s += (s.empty() ? "" : ", ") + std::string(id);
    return s;
}

std::string_view sideIdOf(Side side) { return sideId(side); }

// Reads the fields of one object, naming the JSON pointer of the first one at fault.
class Reader {
public:
    Reader(const json& j, std::string path, std::string& error) : m_j(j), m_path(std::move(path)), m_error(error) {
        if (!j.is_object()) fail("", "must be an object");
    }
    bool ok() const { return m_ok; }
    void fail(const std::string& key, const std::string& why) {
        if (!m_ok) return;
        m_ok = false;
        m_error = m_path + (key.empty() ? "" : "/" + key) + ": " + why;
    }
    const json* field(const std::string& key, bool required = true) {
        if (!m_ok) return nullptr;
        auto it = m_j.find(key);
        if (it == m_j.end()) {
            if (required) fail(key, "missing");
            return nullptr;
        }
        return &*it;
    }
    int integer(const std::string& key, int lo, int hi, int fallback = 0, bool required = true) {
        const json* v = field(key, required);
        if (!v) return fallback;
        if (!v->is_number_integer() || v->get<long long>() < lo || v->get<long long>() > hi) {
            fail(key, "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
            return fallback;
        }
        return v->get<int>();
    }
    bool boolean(const std::string& key, bool fallback = false, bool required = true) {
        const json* v = field(key, required);
        if (!v) return fallback;
        if (!v->is_boolean()) {
            fail(key, "must be true or false");
            return fallback;
        }
        return v->get<bool>();
    }
    std::string string(const std::string& key, bool required = true) {
        const json* v = field(key, required);
        if (!v) return {};
        if (!v->is_string()) {
            fail(key, "must be a string");
            return {};
        }
        return v->get<std::string>();
    }
    template <std::size_t N>
    int choice(const std::string& key, const std::array<std::string_view, N>& ids, bool required = true, int fallback = 0) {
        const json* v = field(key, required);
        if (!v) return fallback;
        const int i = v->is_string() ? indexOf(ids, v->get<std::string>()) : -1;
        if (i < 0) fail(key, "must be one of " + choices(ids));
        return i < 0 ? fallback : i;
    }
    Side side(const std::string& key) {
        const std::string s = string(key);
        if (m_ok && s != "american" && s != "british") fail(key, "must be american or british");
        return s == "american" ? Side::American : Side::British;
    }
    std::vector<int> integers(const std::string& key, int lo, int hi, bool required = true) {
        std::vector<int> out;
        const json* v = field(key, required);
        if (!v) return out;
        if (!v->is_array()) {
            fail(key, "must be an array");
            return out;
        }
        for (std::size_t i = 0; i < v->size(); ++i) {
            const json& e = (*v)[i];
            if (!e.is_number_integer() || e.get<long long>() < lo || e.get<long long>() > hi) {
                fail(key + "/" + std::to_string(i), "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
                return out;
            }
            out.push_back(e.get<int>());
        }
        return out;
    }
    const std::string& path() const { return m_path; }

private:
    const json& m_j;
    std::string m_path;
    std::string& m_error;
    bool m_ok = true;
};

json fighterToJson(const Fighter& f) {
    return {{"block", f.block},
            {"side", sideIdOf(f.side)},
            {"sp", f.sp},
            {"position", battlePositionId(f.position)},
            {"deployed", f.deployed},
            {"revealed", f.revealed},
            {"crossedWater", f.crossedWater},
            {"fled", f.fled},
            {"movedThisRound", f.movedThisRound},
            {"firedThisRound", f.firedThisRound},
            {"left", f.left},
            {"eliminated", f.eliminated}};
}

}  // namespace

std::string_view battlePositionId(BattlePosition position) { return kPositionIds[static_cast<std::size_t>(position)]; }
std::string_view battlePositionName(BattlePosition position) { return kPositionNames[static_cast<std::size_t>(position)]; }
std::optional<BattlePosition> battlePositionFromId(std::string_view id) {
    const int i = indexOf(kPositionIds, id);
    return i < 0 ? std::nullopt : std::optional<BattlePosition>(static_cast<BattlePosition>(i));
}
std::string_view battleResultId(BattleResult result) { return kResultIds[static_cast<std::size_t>(result)]; }

Battle battleView(const Battle& b, Side viewer) {
    Battle v = b;
    for (auto& f : v.fighters) {
        if (f.side == viewer || f.revealed) continue;
        // Part 4: the enemy's hidden blocks show their count and place on the board, never label or strength.
        f.block.clear();
        f.sp = 0;
        f.crossedWater = false;
        // B9.1: a side's deployment is seen once it is complete, so the order it was made in tells nothing.
        if (b.step == BattleStep::Deploy && b.active == f.side) {
            f.deployed = false;
            f.position = BattlePosition::Reserve;
        }
    }
    return v;
}

json battleToJson(const Battle& b) {
    json fighters = json::array();
    for (const auto& f : b.fighters) fighters.push_back(fighterToJson(f));
    json held = json::array();
    for (bool h : b.fire.targetHeldBefore) held.push_back(h);
    json j = {{"point", b.point},
              {"attacker", sideIdOf(b.attacker)},
              {"fort", b.fort},
              {"skirmish", b.skirmish},
              {"attackerMayLeave", b.attackerMayLeave},
              {"defenderMayLeave", b.defenderMayLeave},
              {"fighters", fighters},
              {"round", b.round},
              {"step", kStepIds[static_cast<std::size_t>(b.step)]},
              {"active", sideIdOf(b.active)},
              {"fire",
               {{"kind", kFireIds[static_cast<std::size_t>(b.fire.kind)]},
                {"firer", b.fire.firer},
                {"dice", b.fire.dice},
                {"hitOn", b.fire.hitOn},
                {"fleeOn", b.fire.fleeOn},
                {"target", battlePositionId(b.fire.target)},
                {"targetSide", sideIdOf(b.fire.targetSide)},
                {"fleeChooser", sideIdOf(b.fire.fleeChooser)},
                {"hits", b.fire.hits},
                {"flees", b.fire.flees},
                {"removesFirer", b.fire.removesFirer},
                {"targetHeldBefore", held}}},
              {"leaving", b.leaving ? json(sideIdOf(*b.leaving)) : json(nullptr)},
              {"leavingWithdraws", b.leavingWithdraws},
              {"leaveFirers", b.leaveFirers},
              {"lastFirer", b.lastFirer},
              {"lastDice", b.lastDice},
              {"hitsAbsorbedInReserve", b.hitsAbsorbedInReserve},
              {"result", battleResultId(b.result)}};
    if (b.idleRounds > 0) j["idleRounds"] = b.idleRounds;  // so a state without A41's count reads as before
    return j;
}

std::optional<Battle> battleFromJson(const json& j, std::string& error) {
    Reader r(j, "", error);
    Battle b;
    b.point = r.string("point");
    b.attacker = r.side("attacker");
    b.fort = r.boolean("fort");
    b.skirmish = r.boolean("skirmish");
    b.attackerMayLeave = r.boolean("attackerMayLeave");
    b.defenderMayLeave = r.boolean("defenderMayLeave");
    if (const json* fs = r.field("fighters")) {
        if (!fs->is_array()) r.fail("fighters", "must be an array");
        for (std::size_t i = 0; r.ok() && i < fs->size(); ++i) {
            Reader fr((*fs)[i], "/fighters/" + std::to_string(i), error);
            Fighter f;
            f.block = fr.string("block");
            f.side = fr.side("side");
            f.sp = fr.integer("sp", 0, 99);
            f.position = static_cast<BattlePosition>(fr.choice("position", kPositionIds));
            f.deployed = fr.boolean("deployed");
            f.revealed = fr.boolean("revealed");
            f.crossedWater = fr.boolean("crossedWater");
            f.fled = fr.boolean("fled");
            f.movedThisRound = fr.boolean("movedThisRound");
            f.firedThisRound = fr.boolean("firedThisRound");
            f.left = fr.boolean("left");
            f.eliminated = fr.boolean("eliminated");
            if (!fr.ok()) return std::nullopt;
            b.fighters.push_back(f);
        }
    }
    const int n = static_cast<int>(b.fighters.size());
    b.round = r.integer("round", 0, 1000000);
    b.step = static_cast<BattleStep>(r.choice("step", kStepIds));
    b.active = r.side("active");
    if (!r.ok()) return std::nullopt;
    if (const json* fj = r.field("fire")) {
        Reader fr(*fj, "/fire", error);
        b.fire.kind = static_cast<FireKind>(fr.choice("kind", kFireIds));
        b.fire.firer = fr.integer("firer", -1, n - 1);
        b.fire.dice = fr.integer("dice", 0, 99);
        b.fire.hitOn = fr.integer("hitOn", 0, 7);
        b.fire.fleeOn = fr.integer("fleeOn", 0, 6);
        b.fire.target = static_cast<BattlePosition>(fr.choice("target", kPositionIds));
        b.fire.targetSide = fr.side("targetSide");
        b.fire.fleeChooser = fr.side("fleeChooser");
        b.fire.hits = fr.integer("hits", 0, 999);
        b.fire.flees = fr.integer("flees", 0, 999);
        b.fire.removesFirer = fr.boolean("removesFirer");
        if (const json* h = fr.field("targetHeldBefore")) {
            if (!h->is_array()) fr.fail("targetHeldBefore", "must be an array");
            for (std::size_t i = 0; fr.ok() && i < h->size(); ++i) {
                if (!(*h)[i].is_boolean()) fr.fail("targetHeldBefore/" + std::to_string(i), "must be true or false");
                else b.fire.targetHeldBefore.push_back((*h)[i].get<bool>());
            }
        }
        if (!fr.ok()) return std::nullopt;
    }
    if (const json* l = r.field("leaving")) {
        if (l->is_null()) b.leaving.reset();
        else b.leaving = r.side("leaving");
    }
    b.leavingWithdraws = r.boolean("leavingWithdraws");
    b.leaveFirers = r.integers("leaveFirers", 0, n - 1);
    b.lastFirer = r.integer("lastFirer", -1, n - 1);
    b.lastDice = r.integers("lastDice", 1, 6);
    b.hitsAbsorbedInReserve = r.integer("hitsAbsorbedInReserve", 0, 1000000);
    b.idleRounds = r.integer("idleRounds", 0, 1000000, 0, false);  // absent from states written before A41
    b.result = static_cast<BattleResult>(r.choice("result", kResultIds));
    // A pending fire must name its firer, its side's positions and, under leave fire, who leaves.
    const bool pending = b.step == BattleStep::Roll || b.step == BattleStep::AllocateHits || b.step == BattleStep::ChooseFleeing;
    if (r.ok() && pending && b.fire.firer < 0) r.fail("fire", "a pending fire must name its firer");
    if (r.ok() && pending && b.fire.kind == FireKind::Battle && b.fire.targetHeldBefore.size() != 6)
        r.fail("fire", "a pending battle fire must hold targetHeldBefore for six positions");
    if (r.ok() && pending && b.fire.kind != FireKind::Battle && !b.leaving) r.fail("leaving", "withdrawal or retreat fire needs the side leaving");
    if (!r.ok()) return std::nullopt;
    return b;
}

json battleActionToJson(const BattleAction& a) {
    using K = BattleAction::Kind;
    json j = {{"kind", kActionIds[static_cast<std::size_t>(a.kind)]}};
    if (a.kind == K::Deploy || a.kind == K::Move || a.kind == K::Fire || a.kind == K::Hit || a.kind == K::Flee) j["fighter"] = a.fighter;
    if ((a.kind == K::Deploy && a.fighter >= 0) || a.kind == K::Move) j["position"] = battlePositionId(a.position);
    if (a.kind == K::Dice) j["faces"] = a.faces;
    return j;
}

std::optional<BattleAction> battleActionFromJson(const json& j, std::string& error) {
    using K = BattleAction::Kind;
    Reader r(j, "", error);
    BattleAction a;
    a.kind = static_cast<K>(r.choice("kind", kActionIds));
    if (!r.ok()) return std::nullopt;
    if (a.kind == K::Deploy || a.kind == K::Move || a.kind == K::Fire || a.kind == K::Hit || a.kind == K::Flee)
        a.fighter = r.integer("fighter", 0, 1000000);
    if (a.kind == K::Deploy || a.kind == K::Move) a.position = static_cast<BattlePosition>(r.choice("position", kPositionIds));
    if (a.kind == K::Dice) {
        a.faces = r.integers("faces", 1, 6);
        if (r.ok() && !std::is_sorted(a.faces.begin(), a.faces.end())) r.fail("faces", "must be in ascending order");
    }
    if (!r.ok()) return std::nullopt;
    return a;
}

BattleAction publicBattleAction(const Battle& b, const BattleAction& a, Side viewer) {
    BattleAction out = a;
    if (a.fighter >= 0 && static_cast<std::size_t>(a.fighter) < b.fighters.size()) {
        const Fighter& f = b.fighters[static_cast<std::size_t>(a.fighter)];
        if (f.side != viewer && !f.revealed) out.fighter = -1;
    }
    // B9.1: where a hidden block is deployed is seen only when its side has deployed them all.
    if (a.kind == BattleAction::Kind::Deploy && out.fighter < 0) out.position = BattlePosition::Reserve;
    return out;
}

std::string describeBattleAction(const Battle& b, const BattleAction& a, const BlockData& data) {
    using K = BattleAction::Kind;
    // A public form's hidden block: the side it belongs to follows from the step.
    const Side owner = a.kind == K::Hit || a.kind == K::Flee ? b.fire.targetSide : b.active;
    const std::string name = a.fighter < 0 ? "a hidden " + std::string(sideName(owner)) + " block" : fighterName(b, a.fighter, data);
    const std::string side = "The " + std::string(sidePlural(b.active));
    switch (a.kind) {
        case K::Deploy:
            if (a.fighter < 0) return name + " is deployed (B9.1 Deploying Units)";
            return name + " deploys to the " + std::string(battlePositionName(a.position)) + " (B9.1 Deploying Units)";
        case K::Move: return name + " moves to the " + std::string(battlePositionName(a.position)) + " (B9.5 Battle Movement)";
        case K::Fire: {
            const int dice = battleFireDice(b, a.fighter, data);
            return name + " fires " + std::to_string(dice) + (dice == 1 ? " die" : " dice") + " (B9.6 Battle Fire)";
        }
        case K::EndTurn: return side + " end their part of battle round " + std::to_string(b.round) + " (B9.4 Battle Rounds)";
        case K::Hit: {
            const bool hidden = a.fighter < 0 || (static_cast<std::size_t>(a.fighter) < b.fighters.size() &&
                                                  b.fighters[static_cast<std::size_t>(a.fighter)].block.empty());
            return (hidden ? "A hit is absorbed by a block in the Reserve" : name + " takes a hit") + " (B9.6 Battle Fire)";
        }
        case K::Flee: return name + " flees to the Reserve (B9.7 Militia Flee)";
        case K::Withdraw: return side + " withdraw from the battle (B9.10 Battle Withdrawal)";
        case K::Continue: return side + " fight on (B9.10 Battle Withdrawal)";
        case K::Dice: {
            std::string faces;
            for (int f : a.faces) faces += (faces.empty() ? "" : ", ") + std::to_string(f);
            return fighterName(b, b.fire.firer, data) + " rolls " + faces + " (B9.6 Battle Fire)";
        }
    }
    return {};
}

std::string describeBattleActionAlone(const BattleAction& a) {
    using K = BattleAction::Kind;
    const std::string to = std::string(battlePositionName(a.position));
    switch (a.kind) {
        case K::Deploy: return "a block is deployed (B9.1 Deploying Units)";
        case K::Move: return "a block moves to the " + to + " (B9.5 Battle Movement)";
        case K::Fire: return "a block fires (B9.6 Battle Fire)";
        case K::EndTurn: return "the side ends its part of the battle round (B9.4 Battle Rounds)";
        case K::Hit: return "a hit is taken (B9.6 Battle Fire)";
        case K::Flee: return "a militia block flees to the Reserve (B9.7 Militia Flee)";
        case K::Withdraw: return "withdraw from the battle (B9.10 Battle Withdrawal)";
        case K::Continue: return "fight on (B9.10 Battle Withdrawal)";
        case K::Dice: {
            std::string faces;
            for (int f : a.faces) faces += (faces.empty() ? "" : ", ") + std::to_string(f);
            return "the dice: " + faces + " (B9.6 Battle Fire)";
        }
    }
    return {};
}

}  // namespace tricorne::block
