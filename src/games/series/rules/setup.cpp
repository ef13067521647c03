// Set-up: the counters a scenario lets a player place himself (E5.1 the Ottawas, E8.1
// Burgoyne and the Jaegers, E8.2 Arnold), each at its owner's choice before the first turn,
// after the volume's own deployments; in play, the pieces the volume's rules let a player
// place; then the volume's set-up decision, if any.
#include <algorithm>

#include "../game/sequence.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/stacking.h"

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
    if (s.volumeRules->placementRule(s, piece)) return s.volumeRules->placementHexes(s, piece);
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
    if (auto rule = s.volumeRules->placementRule(s, piece)) return *rule;
    const PlayerPlacement* pp = placementOf(s, piece);
    // The data cite it as "rulebook E8.1": the section is the last word.
    return pp && !pp->source.empty() ? pp->source.substr(pp->source.rfind(' ') + 1) : "E5.1";
}

void beginSetup(GameState& s, Events& events) {
    // The volume's own deployments come first, then the scenario's player placements.
    s.placementQueue = s.volumeRules->setUpDeployments(s);
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
    // A volume's decision may close the set-up.
    if (s.volumeRules->onEndOfSetUp(s)) return;
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
        if (s.volumeRules->placementRule(s, piece)) return s.volumeRules->placementRefusal(s, piece, place->hex, hexes);
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
    if (!s.volumeRules->place(s, piece, place->hex, events)) {
        s.pieces[static_cast<std::size_t>(piece)].hex = place->hex;
        s.pieces[static_cast<std::size_t>(piece)].location = Location::Map;
        events.push_back({rule, describe(*place), {place->hex}});
    }
    s.placementQueue.erase(s.placementQueue.begin());
    s.volumeRules->afterPlacement(s, events);
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
