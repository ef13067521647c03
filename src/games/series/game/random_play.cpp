#include "tricorne/series/game/random_play.h"

#include <algorithm>
#include <set>

#include "tricorne/engine/overloaded.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/intelligence.h"
#include "tricorne/series/rules/movement.h"
#include "tricorne/series/rules/stacking.h"

namespace tricorne::core {

namespace {
// A reach the policy prefers among `candidates` (indices into `reach`): Edge takes the
// costliest (the longest way a unit can go), the others any.
const Reach& pickReach(const std::vector<Reach>& reach, const std::vector<std::size_t>& candidates, Rng& rng, Policy policy) {
    if (policy != Policy::Edge) return reach[candidates[static_cast<std::size_t>(rng.below(static_cast<int>(candidates.size())))]];
    std::vector<std::size_t> costliest;
    for (std::size_t i : candidates) {
        if (!costliest.empty() && reach[i].costHalves < reach[costliest[0]].costHalves) continue;
        if (!costliest.empty() && reach[i].costHalves > reach[costliest[0]].costHalves) costliest.clear();
        costliest.push_back(i);
    }
    return reach[costliest[static_cast<std::size_t>(rng.below(static_cast<int>(costliest.size())))]];
}

// 9.2: the Movement Phase, one unit at a time.
Action movementAction(const GameState& s, Rng& rng, Policy policy) {
    const bool mayEnd = disruptedUnitsThatMustMove(s).empty();
    if (policy == Policy::Decline && mayEnd) return EndPhase{};
    std::vector<int> movers;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (mayMove(s, i)) movers.push_back(i);
    const bool offerEnd = mayEnd && policy != Policy::Take;
    while (!movers.empty()) {
        const int pick = rng.below(static_cast<int>(movers.size()) + (offerEnd ? 1 : 0));
        if (pick == static_cast<int>(movers.size())) return EndPhase{};
        const int piece = movers[static_cast<std::size_t>(pick)];
        const bool strategic = rng.below(policy == Policy::Random ? 4 : 2) == 0;
        auto reach = reachableHexes(s, piece, strategic);
        if (reach.empty() && strategic) reach = reachableHexes(s, piece, false);
        if (!reach.empty()) {
            // Half the time (Take: always), close with the enemy where the unit can, so that
            // games reach close combat as often as real ones do.
            if (policy == Policy::Take || rng.below(2) == 0) {
                const auto enemies = adjacentEnemyUnitsByHex(s, s.sideOf(piece));
                std::vector<std::size_t> closing;
                for (std::size_t i = 0; i < reach.size(); ++i)
                    if (enemies[static_cast<std::size_t>(s.map->index(reach[i].hex))] > 0) closing.push_back(i);
                if (!closing.empty()) {
                    const Reach& r = pickReach(reach, closing, rng, policy);
                    return Move{s.pieceId(piece), r.path, r.strategic};
                }
            }
            std::vector<std::size_t> all(reach.size());
            for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
            const Reach& r = pickReach(reach, all, rng, policy);
            return Move{s.pieceId(piece), r.path, r.strategic};
        }
        movers.erase(movers.begin() + pick);
    }
    return EndPhase{};
}

int chitsOf(const Action& a) {
    const auto* m = std::get_if<SpendMomentum>(&a);
    return m ? m->chits : -1;
}
}  // namespace

Action randomAction(const GameState& s, Rng& rng) { return policyAction(s, rng, Policy::Random); }

std::optional<Policy> policyNamed(std::string_view name) {
    for (Policy p : {Policy::Random, Policy::Decline, Policy::Take, Policy::Edge})
        if (policyName(p) == name) return p;
    return std::nullopt;
}

std::string_view policyName(Policy policy) {
    switch (policy) {
        case Policy::Random: return "random";
        case Policy::Decline: return "decline";
        case Policy::Take: return "take";
        case Policy::Edge: return "edge";
    }
    return "random";
}

Action policyAction(const GameState& s, Rng& rng, Policy policy) {
    if (decision(s).player == Player::Chance) return RollDie{rng.d10()};
    if (s.step == Step::Moving) return movementAction(s, rng, policy);
    auto actions = legalActions(s);
    // 7.43: a paid look only spends Army Morale; the policies take only the free one that commits a fire (7.42).
    std::erase_if(actions, [&](const Action& a) {
        const auto* examine = std::get_if<Examine>(&a);
        return examine && !examineCommits(s, examine->hex);
    });
    const auto any = [&] { return actions[static_cast<std::size_t>(rng.below(static_cast<int>(actions.size())))]; };
    // Random play (the golden records, bench) looks no further than the legal list.
    if (policy == Policy::Random) return any();
    const auto pass = std::find_if(actions.begin(), actions.end(), [](const Action& a) { return std::holds_alternative<EndPhase>(a); });
    const auto byChits = [](const Action& a, const Action& b) { return chitsOf(a) < chitsOf(b); };
    const bool momentum = std::any_of(actions.begin(), actions.end(), [](const Action& a) { return chitsOf(a) >= 0; });
    switch (policy) {
        case Policy::Random: break;  // answered above
        case Policy::Decline:
            if (pass != actions.end()) return *pass;
            if (momentum) return *std::min_element(actions.begin(), actions.end(), byChits);
            break;
        case Policy::Take:
            for (const auto& a : actions)
                if (std::holds_alternative<Examine>(a)) return a;
            if (momentum) return *std::max_element(actions.begin(), actions.end(), byChits);
            if (pass != actions.end() && actions.size() > 1) actions.erase(pass);
            break;
        case Policy::Edge: return rng.below(2) == 0 ? actions.front() : actions.back();
    }
    return any();
}

std::vector<Action> illegalNeighbours(const GameState& s, const Action& chosen) {
    const HexId offMap{99, 99};
    const std::string nobody = "no-such-counter";
    std::vector<Action> out = {RollDie{-1}, RollDie{10}};
    // The die is rolled only when chance decides, and a player's decision is never a die.
    if (decision(s).player == Player::Chance)
        out.push_back(EndPhase{});
    else
        out.push_back(RollDie{0});
    const auto jump = [](std::vector<HexId> path) {
        path.push_back(HexId{path.back().col, path.back().row + 2});  // two hexes on: not adjacent (9.2)
        return path;
    };
    std::visit(Overloaded{
                   [&](const Move& m) {
                       out.push_back(Move{m.unit, jump(m.path), m.strategic});
                       out.push_back(Move{nobody, m.path, m.strategic});
                   },
                   [&](const Retreat& r) {
                       out.push_back(Retreat{r.unit, jump(r.path), r.leaders, r.stepLoss});
                       out.push_back(Retreat{nobody, r.path, r.leaders, r.stepLoss});
                   },
                   [&](const Attack& a) {
                       out.push_back(Attack{a.unit, offMap});
                       out.push_back(Attack{nobody, a.hex});
                   },
                   [&](const Advance& a) {
                       out.push_back(Advance{a.unit, offMap});
                       out.push_back(Advance{nobody, a.hex});
                   },
                   [&](const Place& p) {
                       out.push_back(Place{p.unit, offMap});
                       out.push_back(Place{nobody, p.hex});
                   },
                   [&](const Fire& f) {
                       out.push_back(Fire{f.firers, nobody});
                       out.push_back(Fire{{nobody}, f.target});
                   },
                   [&](const Divert&) { out.push_back(Divert{offMap}); },
                   [&](const Examine&) {
                       out.push_back(Examine{offMap});
                       // 7.41: a hex of the examiner's own holds nothing to examine.
                       const Player who = decision(s).player;
                       for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
                           if (s.onMap(i) && playerOf(s.sideOf(i)) == who) {
                               out.push_back(Examine{s.pieces[static_cast<std::size_t>(i)].hex});
                               break;
                           }
                   },
                   [&](const ResolveCombat&) {
                       out.push_back(ResolveCombat{0});
                       out.push_back(ResolveCombat{99});
                   },
                   [&](const SpendMomentum&) {
                       out.push_back(SpendMomentum{-1});
                       out.push_back(SpendMomentum{6});
                   },
                   [&](const ChooseTactic&) { out.push_back(ChooseTactic{"no-such-tactic"}); },
                   [&](const LeadUnit&) { out.push_back(LeadUnit{nobody}); },
                   [&](const Capture&) { out.push_back(Capture{nobody}); },
                   [&](const EliminateStep&) { out.push_back(EliminateStep{nobody}); },
                   [&](const AcceptCapture&) { out.push_back(AcceptCapture{nobody}); },
                   [&](const LeaderCasualty&) { out.push_back(LeaderCasualty{nobody}); },
                   [&](const Release&) { out.push_back(Release{nobody}); },
                   [&](const DelayReinforcement&) { out.push_back(DelayReinforcement{nobody}); },
                   [&](const auto&) {},
               },
               chosen);
    return out;
}

std::vector<std::string> checkInvariants(const GameState& s) {
    std::vector<std::string> out;
    std::set<HexId> american, british;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
        const Piece& p = s.pieces[static_cast<std::size_t>(i)];
        if (p.location != Location::Map) {
            if (p.pin) out.push_back("13.1: " + s.pieceId(i) + " is pinned off the map");
            continue;
        }
        if (!s.map->contains(p.hex) || s.map->prohibited(p.hex)) out.push_back("9.3: " + s.pieceId(i) + " stands on " + p.hex.str());
        if (!s.isLeader(i)) (s.sideOf(i) == Side::American ? american : british).insert(p.hex);
    }
    for (HexId h : american)
        if (british.count(h)) out.push_back("9.3: both sides' combat units in " + h.str());
    for (Side side : kSides)
        for (HexId h : overstackedHexes(s, side)) {
            // 9.11: reinforcements may stand over the limit on their entry hex until the phase ends.
            bool entering = false;
            for (int i = 0; i < s.unitCount(); ++i)
                if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].hex == h && s.pieces[static_cast<std::size_t>(i)].enteredThisPhase) entering = true;
            // 7.3: while the owner is taking the steps off, the hex is still over the limit,
            // and stays so if a step's Army Morale ends the game (16.3).
            const bool duringMovement = s.phase == Phase::Movement && side == s.phasing() && (entering || s.step == Step::ReduceOverstack);
            if (!duringMovement && !s.outcome.over) out.push_back("7.1: " + std::string(sideName(side)) + " overstacked in " + h.str());
        }
    for (Side side : kSides) {
        const int am = s.armyMorale[static_cast<std::size_t>(side)];
        if (am < 0 || am > armyMoraleMax(s)) out.push_back("16.1: " + std::string(sideName(side)) + " Army Morale " + std::to_string(am));
        if (am == 0 && !s.outcome.over) out.push_back("16.3: a Demoralized army and the game goes on");
        if (s.momentum[static_cast<std::size_t>(side)] < 0) out.push_back("12.71: negative momentum");
    }
    if (s.momentum[0] + s.momentum[1] > 5) out.push_back("12.71: more than five momentum chits held");
    if (s.outcome.over != (s.step == Step::Over)) out.push_back("5.D: the outcome and the sequence disagree");
    if (s.turn < s.scenario->firstTurn || s.turn > s.scenario->lastTurn) out.push_back("5: turn " + std::to_string(s.turn) + " is outside the scenario");
    return out;
}

}  // namespace tricorne::core
