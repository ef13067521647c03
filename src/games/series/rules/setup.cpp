// Set-up: the counters a scenario lets a player place himself (E5.1 the Ottawas, E8.1
// Burgoyne and the Jaegers, E8.2 Arnold; with the option E5.6, both armies), each at its
// owner's choice before the first turn;
// in play, a commander's replacement (E3.5) and reinforcements whose entry is blocked (E8.3.4);
// then, with the option, the American player's secret note on the militia (E7.5.1).
#include <algorithm>

#include "../game/sequence.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/stacking.h"
#include "tricorne/saratoga/army_commander.h"
#include "tricorne/saratoga/blocked_entry.h"
#include "tricorne/saratoga/free_setup.h"
#include "tricorne/saratoga/secret_commitment.h"

namespace tricorne::core::detail {

namespace {
const PlayerPlacement* placementOf(const GameState& s, int piece) {
    for (Side side : kSides)
        for (const auto& pp : s.scenario->sideSetup(side).playerPlaced)
            if (pp.counter == s.pieceId(piece)) return &pp;
    return nullptr;
}
}  // namespace

std::vector<HexId> placementHexes(const GameState& s, int piece) {
    if (saratoga::awaitingReplacement(s, piece)) return saratoga::replacementHexes(s, piece);  // E3.5
    if (saratoga::awaitingBlockedEntry(s, piece)) return saratoga::blockedEntryHexes(s, piece);  // E8.3.4
    if (saratoga::awaitingFreeSetup(s, piece)) return saratoga::freeSetupHexes(s, piece);        // E5.6
    std::vector<HexId> out;
    const PlayerPlacement* pp = placementOf(s, piece);
    if (!pp) return out;
    const Side side = s.sideOf(piece);
    if (!pp->withOneOf.empty()) {
        // E8.1, E8.2: stacked with one of the named units.
        for (const auto& id : pp->withOneOf)
            if (auto u = s.pieceIndex(id); u && s.onMap(*u)) out.push_back(s.pieces[static_cast<std::size_t>(*u)].hex);
    } else {
        // E5.1: anywhere outside the area, and no closer to it than the distance given.
        const MapArea* area = s.map->area(pp->outsideArea);
        for (HexId h : s.map->allHexes()) {
            if (s.map->prohibited(h) || enemyIn(s, h, side) || (area && s.map->inArea(pp->outsideArea, h))) continue;
            bool farEnough = true;
            if (area)
                for (HexId a : area->hexes)
                    if (distance(a, h) < pp->minDistance) farEnough = false;
            if (farEnough && (s.isLeader(piece) || fitsStack(s, h, piece))) out.push_back(h);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::string placementRule(const GameState& s, int piece) {
    if (saratoga::awaitingReplacement(s, piece)) return "E3.5";
    if (saratoga::awaitingBlockedEntry(s, piece)) return "E8.3.4";
    if (saratoga::awaitingFreeSetup(s, piece)) return saratoga::freeSetupRule(s, piece);
    const PlayerPlacement* pp = placementOf(s, piece);
    // The data cite it as "rulebook E8.1": the section is the last word.
    return pp && !pp->source.empty() ? pp->source.substr(pp->source.rfind(' ') + 1) : "E5.1";
}

void beginSetup(GameState& s, Events& events) {
    // E5.6 (option): both armies deploy freely first, the Americans before the British.
    s.placementQueue = saratoga::beginFreeSetup(s);
    for (Side side : {Side::British, Side::American})
        for (const auto& pp : s.scenario->sideSetup(side).playerPlaced)
            if (auto p = s.pieceIndex(pp.counter); p && s.onMap(*p)) s.placementQueue.push_back(*p);
    s.phase = Phase::Setup;
    if (!s.placementQueue.empty()) {
        s.step = Step::PlacePiece;
        return;
    }
    endSetup(s, events);
}

void endSetup(GameState& s, Events& events) {
    // E7.5.1: the American player notes in secret whether the militia come, the set-up done.
    if (saratoga::commitmentDue(s)) {
        s.step = Step::CommitMilitia;
        return;
    }
    s.phase = Phase::Initiative;
    startTurn(s, events);
}

std::vector<Action> setupActions(const GameState& s) {
    std::vector<Action> out;
    const int piece = s.placementQueue.front();
    for (HexId h : placementHexes(s, piece)) out.push_back(Place{s.pieceId(piece), h});
    return out;
}

std::string applySetup(GameState& s, const Action& action, Events& events) {
    const int piece = s.placementQueue.front();
    const auto* place = std::get_if<Place>(&action);
    const PlayerPlacement* pp = placementOf(s, piece);
    const std::string rule = placementRule(s, piece);
    if (!place) return rule + ": " + std::string(sideName(s.sideOf(piece))) + " first places " + counterName(s, piece);
    if (place->unit != s.pieceId(piece)) return rule + ": " + counterName(s, piece) + " is placed now, not " + place->unit;
    const auto hexes = placementHexes(s, piece);
    if (std::find(hexes.begin(), hexes.end(), place->hex) == hexes.end()) {
        std::string in;
        for (HexId h : hexes) in += (in.empty() ? "" : ", ") + h.str();
        if (saratoga::awaitingFreeSetup(s, piece)) return saratoga::freeSetupRefusal(s, piece, place->hex);
        if (rule == "E3.5") return "E3.5: " + counterName(s, piece) + " must be placed with the first units of the order of precedence still in play (" + in + ")";
        if (rule == "E8.3.4")
            return "E8.3.4: the enemy blocks " + s.pieces[static_cast<std::size_t>(piece)].hex.str() + "; " + counterName(s, piece) +
                   " enters at the nearest hex toward its friendly map edge clear of the enemy (" + in + ")";
        if (pp && !pp->withOneOf.empty()) {
            std::string with;
            for (const auto& id : pp->withOneOf)
                if (auto u = s.pieceIndex(id)) with += (with.empty() ? "" : " or ") + counterName(s, *u);
            return rule + ": " + counterName(s, piece) + " must be placed with " + with;
        }
        const MapArea* area = pp ? s.map->area(pp->outsideArea) : nullptr;
        return rule + ": " + counterName(s, piece) + " must be placed outside " + (!area ? std::string("the area") : area->id == "bemisHeightsCamp" ? std::string("the Bemis Heights Line") : area->id) + ", at least " +
               std::to_string(pp ? pp->minDistance : 0) + " hexes from it, in a hex where stacking allows";
    }
    if (rule == "E8.3.4") {
        saratoga::enterAtBlockedHex(s, piece, place->hex, events);
    } else {
        s.pieces[static_cast<std::size_t>(piece)].hex = place->hex;
        s.pieces[static_cast<std::size_t>(piece)].location = Location::Map;
        events.push_back({rule, describe(*place), {place->hex}});
    }
    s.placementQueue.erase(s.placementQueue.begin());
    saratoga::settleBlockedEntries(s, events);
    if (!s.placementQueue.empty()) return "";
    if (s.phase == Phase::Setup) {
        endSetup(s, events);
    } else {
        s.step = s.resumeStep;  // E3.5, E8.3.4: play goes on where the placement interrupted it
        s.resumeStep = Step::Over;
    }
    return "";
}

}  // namespace tricorne::core::detail
