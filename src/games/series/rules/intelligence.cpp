// 7.4 Intelligence: 7.41 every stack open to both sides; with E3.7's option, 7.42 (examining
// to fire or after declaring a close combat) and 7.43 (any other look costs 1 Army Morale).
#include "tricorne/series/rules/intelligence.h"

#include <algorithm>
#include <set>

#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/fire.h"

namespace tricorne::core {

namespace {
constexpr const char* kOption = "limited-intelligence";

// The side of the player deciding now; chance never examines.
std::optional<Side> examiner(const GameState& s) {
    return sideOf(decision(s).player);
}

bool holdsFriend(const GameState& s, const std::vector<int>& stack, Side viewer) {
    return std::any_of(stack.begin(), stack.end(), [&](int p) { return s.sideOf(p) == viewer; });
}

auto& knownBy(GameState& s, Side viewer) { return s.knownStacks[static_cast<std::size_t>(viewer)]; }
}  // namespace

bool limitedIntelligence(const GameState& s) { return s.option(kOption); }

std::vector<int> stackIn(const GameState& s, HexId hex) {
    std::vector<int> out;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].hex == hex) out.push_back(i);
    return out;
}

bool stackKnown(const GameState& s, Side viewer, HexId hex) {
    if (!limitedIntelligence(s)) return true;  // 7.41
    const auto stack = stackIn(s, hex);
    if (stack.size() <= 1 || holdsFriend(s, stack, viewer)) return true;
    const auto& known = s.knownStacks[static_cast<std::size_t>(viewer)];
    const auto it = known.find(hex);
    return it != known.end() && it->second == stack;
}

std::vector<int> visiblePieces(const GameState& s, Side viewer, HexId hex) {
    auto stack = stackIn(s, hex);
    if (stack.empty() || stackKnown(s, viewer, hex)) return stack;
    return {stack.back()};  // 7.42: only the top counter shows
}

bool examineCommits(const GameState& s, HexId hex) {
    // 7.42 ruling: in the side's fire combat, a look at a hex it can fire upon is the free one.
    if (s.step != Step::ArtilleryFire && s.step != Step::RifleDeclare) return false;
    const auto hexes = hexesInReach(s);
    return std::find(hexes.begin(), hexes.end(), hex) != hexes.end();
}

std::optional<std::string> checkExamine(const GameState& s, const Examine& e) {
    if (!limitedIntelligence(s)) return "7.41: every stack may be examined at all times; Examine is played with Limited Intelligence (E3.7)";
    const auto side = examiner(s);
    if (!side) return "7.42: a stack is examined by the player deciding, never by chance";
    if (!s.map->contains(e.hex)) return "7.42: " + e.hex.str() + " is not a hex of the map";
    const auto stack = stackIn(s, e.hex);
    if (stack.empty()) return "7.42: there is no stack in " + e.hex.str();
    if (holdsFriend(s, stack, *side)) return "7.41: the stack in " + e.hex.str() + " is friendly: its owner sees it";
    if (stackKnown(s, *side, e.hex))
        return "7.42: nothing to learn in " + e.hex.str() + (stack.size() == 1 ? ": a lone counter shows whole" : ": the stack is known and unchanged since it was examined (E3.7)");
    if (s.fireCommitment && examineCommits(s, e.hex))
        return "7.42: the stack examined in " + s.fireCommitment->str() + " must be fired on before another is examined to fire";
    return std::nullopt;
}

std::vector<Action> examineActions(const GameState& s) {
    std::vector<Action> out;
    if (!limitedIntelligence(s) || !examiner(s)) return out;
    std::set<HexId> hexes;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (s.onMap(i)) hexes.insert(s.pieces[static_cast<std::size_t>(i)].hex);
    for (HexId h : hexes)
        if (!checkExamine(s, Examine{h})) out.push_back(Examine{h});
    return out;
}

std::string applyExamine(GameState& s, const Examine& e, std::vector<Event>& events) {
    if (auto why = checkExamine(s, e)) return *why;
    const Side side = *examiner(s);
    const bool commits = examineCommits(s, e.hex);
    knownBy(s, side)[e.hex] = stackIn(s, e.hex);
    const std::string who(sideName(side));
    if (commits) {
        s.fireCommitment = e.hex;
        events.push_back({"7.42", who + " commits to fire on " + e.hex.str() + " and examines the stack there; it must be fired on", {e.hex}});
        return "";
    }
    events.push_back({"7.43", who + " examines the enemy stack in " + e.hex.str(), {e.hex}});
    adjustArmyMorale(s, side, -1, "7.43", "a look into an enemy stack outside fire and declared close combat", events);
    return "";
}

std::optional<std::string> fireRefusedUnseen(const GameState& s, int target) {
    if (!limitedIntelligence(s)) return std::nullopt;
    const HexId hex = s.pieces[static_cast<std::size_t>(target)].hex;
    if (s.fireCommitment && *s.fireCommitment != hex)
        return "7.42: the stack examined in " + s.fireCommitment->str() + " must be fired on first";
    if (!stackKnown(s, enemyOf(s.sideOf(target)), hex))
        return "7.42: the stack in " + hex.str() + " is not examined: commit to fire on the hex (Examine it), then choose the target";
    return std::nullopt;
}

void learnStack(GameState& s, Side viewer, HexId hex) {
    if (!limitedIntelligence(s)) return;
    const auto stack = stackIn(s, hex);
    if (stack.size() > 1 && !holdsFriend(s, stack, viewer)) knownBy(s, viewer)[hex] = stack;
}

void forgetChangedStacks(GameState& s) {
    for (auto& known : s.knownStacks)
        for (auto it = known.begin(); it != known.end();)
            it = stackIn(s, it->first) == it->second ? std::next(it) : known.erase(it);
}

}  // namespace tricorne::core
