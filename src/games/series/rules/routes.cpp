// 9.2 Routes: candidate paths come from the movement search, through every hex the piece
// may reach on the way; checkMove is the judge of each, and the game's own apply says what
// its passage changes.
#include "tricorne/series/rules/routes.h"

#include <algorithm>
#include <set>
#include <utility>

#include "tricorne/series/rules/movement.h"
#include "tricorne/series/volume.h"

namespace tricorne::core {

namespace {
using Paths = std::map<HexId, std::set<std::vector<HexId>>>;

// The hexes the piece may reach from `at`, having spent `spentHalves` on the way there.
std::vector<Reach> reachFrom(const GameState& state, int piece, HexId at, int spentHalves, bool strategic) {
    GameState moved = state;
    Piece& p = moved.pieces[static_cast<std::size_t>(piece)];
    p.hex = at;
    p.entryCostHalves += spentHalves;
    return reachableHexes(moved, piece, strategic);
}

// 4, 16: the victory points the position is worth, each with its reason (E9.1.1 control among them).
std::vector<Event> vpReasons(const GameState& state) {
    std::vector<Event> out;
    state.volumeRules->finalVpHalves(state, &out);
    return out;
}

bool sameWords(const Event& a, const Event& b) { return a.rule == b.rule && a.text == b.text; }

std::optional<Route> routeWith(const GameState& state, const Move& move, const std::vector<Event>& vpBefore, std::string* why) {
    Route route{move, 0, {}};
    if (auto refusal = checkMove(state, move, &route.costHalves)) {
        if (why) *why = *refusal;
        return std::nullopt;
    }
    GameState after = state;
    const ApplyResult applied = apply(after, move);
    if (!applied.ok()) {
        if (why) *why = applied.error;
        return std::nullopt;
    }
    // The move's own line is the route itself; what else happened is its passage's doing.
    const std::string own = describe(Action{move});
    for (const Event& e : applied.events)
        if (e.text != own) route.effects.push_back(e);
    // E9.1.1: control changed by passing shows as victory points gained or lost.
    for (const Event& e : vpReasons(after))
        if (std::none_of(vpBefore.begin(), vpBefore.end(), [&](const Event& b) { return sameWords(b, e); })) route.effects.push_back(e);
    return route;
}

bool sameEffects(const Route& a, const Route& b) {
    return std::equal(a.effects.begin(), a.effects.end(), b.effects.begin(), b.effects.end(), sameWords);
}

// The cheapest route of each kind of effect, cheapest first.
std::vector<Route> distinctOf(const GameState& state, const std::set<std::vector<HexId>>& paths, const std::string& unit, bool strategic,
                              const std::vector<Event>& vpBefore) {
    std::vector<Route> out;
    for (const auto& path : paths) {
        auto route = routeWith(state, Move{unit, path, strategic}, vpBefore, nullptr);
        if (!route) continue;
        auto same = std::find_if(out.begin(), out.end(), [&](const Route& r) { return sameEffects(r, *route); });
        if (same == out.end())
            out.push_back(std::move(*route));
        else if (route->costHalves < same->costHalves || (route->costHalves == same->costHalves && route->move.path.size() < same->move.path.size()))
            *same = std::move(*route);
    }
    std::stable_sort(out.begin(), out.end(), [](const Route& a, const Route& b) { return a.costHalves < b.costHalves; });
    return out;
}

// Every candidate path to each hex the piece may end in: the cheapest, and the cheapest
// through each hex it may pass on the way.
Paths candidatePaths(const GameState& state, int piece, bool strategic, std::optional<HexId> only) {
    Paths paths;
    const auto reach = reachableHexes(state, piece, strategic);
    for (const Reach& r : reach)
        if (!only || r.hex == *only) paths[r.hex].insert(r.path);
    if (paths.empty()) return paths;
    for (const Reach& via : reach) {
        if (only && via.hex == *only) continue;
        for (const Reach& onward : reachFrom(state, piece, via.hex, via.costHalves, strategic)) {
            auto ends = paths.find(onward.hex);
            if (ends == paths.end()) continue;
            std::vector<HexId> path = via.path;
            path.insert(path.end(), onward.path.begin() + 1, onward.path.end());
            ends->second.insert(std::move(path));
        }
    }
    return paths;
}

// A path toward `dest` as straight as the map allows, from `from`.
std::vector<HexId> straightOn(const GameState& state, HexId from, HexId dest) {
    std::vector<HexId> out;
    HexId at = from;
    while (at != dest) {
        std::optional<HexId> next;
        for (HexId n : neighbours(at))
            if (state.map->contains(n) && (!next || distance(n, dest) < distance(*next, dest))) next = n;
        if (!next || distance(*next, dest) >= distance(at, dest)) break;
        out.push_back(*next);
        at = *next;
    }
    return out;
}
}  // namespace

std::optional<Route> routeOf(const GameState& state, const Move& move, std::string* why) { return routeWith(state, move, vpReasons(state), why); }

std::optional<Move> routeThrough(const GameState& state, int piece, const std::vector<HexId>& stops, bool strategic, std::string* why) {
    const std::string unit = state.pieceId(piece);
    Move move{unit, {state.pieces[static_cast<std::size_t>(piece)].hex}, strategic};
    int spent = 0;
    for (const HexId stop : stops) {
        const HexId at = move.path.back();
        if (stop == at) continue;
        const auto reach = at == move.path.front() ? reachableHexes(state, piece, strategic) : reachFrom(state, piece, at, spent, strategic);
        auto leg = std::find_if(reach.begin(), reach.end(), [&](const Reach& r) { return r.hex == stop; });
        if (leg == reach.end()) {
            // The core names what bars the way: the rule the straight way on breaks.
            std::vector<HexId> path = move.path;
            const auto on = straightOn(state, at, stop);
            path.insert(path.end(), on.begin(), on.end());
            std::string refusal;
            if (auto bad = checkMove(state, Move{unit, path, strategic})) refusal = *bad;
            if (why) *why = refusal.empty() ? "9.2: " + stop.str() + " cannot be reached from " + at.str() + " with the MPs left" : refusal;
            return std::nullopt;
        }
        move.path.insert(move.path.end(), leg->path.begin() + 1, leg->path.end());
        spent = leg->costHalves + spent;
    }
    if (move.path.size() < 2) {
        if (why) *why = "9.2: a move needs at least one hex entered";
        return std::nullopt;
    }
    if (auto refusal = checkMove(state, move)) {
        if (why) *why = *refusal;
        return std::nullopt;
    }
    return move;
}

std::vector<Route> distinctRoutes(const GameState& state, int piece, HexId dest, bool strategic) {
    const Paths paths = candidatePaths(state, piece, strategic, dest);
    const auto ends = paths.find(dest);
    if (ends == paths.end()) return {};
    return distinctOf(state, ends->second, state.pieceId(piece), strategic, vpReasons(state));
}

std::map<HexId, std::vector<Route>> routesDifferingInEffect(const GameState& state, int piece, bool strategic) {
    std::map<HexId, std::vector<Route>> out;
    const std::vector<Event> vpBefore = vpReasons(state);
    for (const auto& [dest, paths] : candidatePaths(state, piece, strategic, std::nullopt)) {
        if (paths.size() < 2) continue;
        auto routes = distinctOf(state, paths, state.pieceId(piece), strategic, vpBefore);
        if (routes.size() >= 2) out.emplace(dest, std::move(routes));
    }
    return out;
}

std::optional<std::string> whyNotReach(const GameState& state, int piece, HexId dest, bool strategic) {
    if (auto why = cannotMove(state, piece)) return why;
    const auto reach = reachableHexes(state, piece, strategic);
    if (std::any_of(reach.begin(), reach.end(), [&](const Reach& r) { return r.hex == dest; })) return std::nullopt;
    const HexId start = state.pieces[static_cast<std::size_t>(piece)].hex;
    if (dest == start) return "9.2: " + state.pieceId(piece) + " already stands in " + dest.str();
    if (auto why = state.volumeRules->moveEndRefusal(state, piece, dest)) return why;  // E3.4.2
    // From the reachable hex nearest to it, straight on: the first rule that way breaks.
    std::vector<HexId> path{start};
    const Reach* nearest = nullptr;
    for (const Reach& r : reach)
        if (!nearest || distance(r.hex, dest) < distance(nearest->hex, dest) ||
            (distance(r.hex, dest) == distance(nearest->hex, dest) && r.costHalves < nearest->costHalves))
            nearest = &r;
    if (nearest && distance(nearest->hex, dest) < distance(start, dest)) path = nearest->path;
    const auto on = straightOn(state, path.back(), dest);
    path.insert(path.end(), on.begin(), on.end());
    if (auto why = checkMove(state, Move{state.pieceId(piece), path, strategic})) return why;
    return "9.2: " + dest.str() + " cannot be reached";
}

}  // namespace tricorne::core
