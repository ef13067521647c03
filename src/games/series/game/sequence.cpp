#include "sequence.h"

#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/results.h"

namespace tricorne::core::detail {

namespace {
// E1.5, E5.5, E8.7: the player order a scenario fixes for a turn, if any.
std::optional<std::vector<Side>> fixedOrder(const GameState& s, std::string& rule) {
    if (!s.scenario->playerOrder.is_array()) return std::nullopt;
    for (const auto& entry : s.scenario->playerOrder) {
        if (entry.value("turn", 0) != s.turn) continue;
        // A conditional order stands only when the volume's rules find its condition met.
        if (entry.contains("when") && !s.volumeRules->playerOrderConditionMet(s, entry["when"])) continue;
        std::vector<Side> order;
        for (const auto& side : entry.at("order")) order.push_back(*sideFromId(side.get<std::string>()));
        rule = entry.value("rule", "");
        return order;
    }
    return std::nullopt;
}

void beginPhase(GameState& s, Phase phase, Events& events);
}  // namespace

void startTurn(GameState& s, Events& events) {
    s.phase = Phase::Initiative;
    s.momentumSpent = {0, 0};
    s.momentumDeclared = {false, false};
    s.dictatedFirst.reset();
    s.initiativeDie = {-1, -1};
    if (s.volumeRules->onStartOfTurn(s, events)) return;  // a volume's roll comes first
    continueTurn(s, events);
}

void continueTurn(GameState& s, Events& events) {
    std::string rule;
    if (auto order = fixedOrder(s, rule)) {
        s.order[0] = (*order)[0];
        s.order[1] = order->size() > 1 ? (*order)[1] : enemyOf((*order)[0]);
        s.sidesThisTurn = static_cast<int>(order->size());
        s.initiative = s.order[0];
        events.push_back({rule, "Turn " + std::to_string(s.turn) + ": " +
                                    (s.sidesThisTurn == 1 ? std::string(sideName(s.order[0])) + " player turn only"
                                                          : std::string(sideName(s.order[0])) + " has the initiative"),
                          {}});
        startPlayerTurn(s, 0, events);
        return;
    }
    s.sidesThisTurn = 2;
    if (!s.previousInitiative) s.previousInitiative = Side::British;
    // 6.3: players with no chit have nothing to declare.
    for (Side side : kSides)
        if (s.momentum[static_cast<std::size_t>(side)] == 0) s.momentumDeclared[static_cast<std::size_t>(side)] = true;
    const bool firstDone = s.momentumDeclared[static_cast<std::size_t>(*s.previousInitiative)];
    const bool secondDone = s.momentumDeclared[static_cast<std::size_t>(enemyOf(*s.previousInitiative))];
    s.step = !firstDone ? Step::MomentumFirst : !secondDone ? Step::MomentumSecond : Step::InitiativeRoll;
}

void startPlayerTurn(GameState& s, int playerTurn, Events& events) {
    s.playerTurn = playerTurn;
    for (auto& p : s.pieces) {
        p.moved = false;
        p.enteredThisPhase = false;
        p.entryCostHalves = 0;
    }
    events.push_back({"5", "Turn " + std::to_string(s.turn) + ": " + std::string(sideName(s.phasing())) + " player turn", {}});
    s.volumeRules->onStartOfPlayerTurn(s, events);
    beginPhase(s, Phase::Movement, events);
}

namespace {
void beginPhase(GameState& s, Phase phase, Events& events) {
    s.phase = phase;
    switch (phase) {
        case Phase::Movement:
            // A volume's roll may open the phase, before the reinforcements (9.11).
            if (s.volumeRules->onStartOfMovementPhase(s, events)) break;
            s.step = Step::Moving;
            placeReinforcements(s, events);
            break;
        case Phase::Rally: startRally(s, events); break;
        case Phase::DefensiveArtilleryFire: startArtilleryFire(s, events); break;
        case Phase::RifleFire: startRifleFire(s, events); break;
        case Phase::CloseCombat: startCloseCombat(s, events); break;
        default: break;
    }
}

void endTurn(GameState& s, Events& events) {
    s.phase = Phase::EndOfTurn;
    events.push_back({"5.D", "End of turn " + std::to_string(s.turn), {}});
    // 5.D: check for automatic victory, then, on the last turn, determine the winner.
    s.volumeRules->endOfTurnVictory(s, events);
    if (s.step == Step::Over) return;
    if (s.turn >= s.scenario->lastTurn) {
        events.push_back({"5.D", "The last game turn is over", {}});
        s.volumeRules->endOfGameVictory(s, events);
        return;
    }
    ++s.turn;
    s.previousInitiative = s.initiative;
    startTurn(s, events);
}
}  // namespace

std::string applyVolumeStep(GameState& s, const Action& action, Events& events) {
    if (const auto* roll = std::get_if<RollDie>(&action); roll && (roll->value < 0 || roll->value > 9)) return "2.3: a die reads 0 to 9";
    const VolumeStepResult r = s.volumeRules->applyStep(s, action, events);
    if (!r.error.empty()) return r.error;
    switch (r.next) {
        case VolumeNext::Stay: break;
        case VolumeNext::ContinueTurn: continueTurn(s, events); break;
        case VolumeNext::SkipTurn:
            // The whole turn is skipped; reinforcements due enter on the next turn played.
            if (s.turn >= s.scenario->lastTurn) {
                endTurn(s, events);
                break;
            }
            ++s.turn;
            startTurn(s, events);
            break;
        case VolumeNext::OpenMovement:
            s.step = Step::Moving;
            placeReinforcements(s, events);
            break;
        case VolumeNext::EndSetUp: endSetup(s, events); break;
    }
    return "";
}

void finishPhase(GameState& s, Events& events) {
    if (s.step == Step::Over) return;
    switch (s.phase) {
        case Phase::Movement: beginPhase(s, Phase::Rally, events); break;
        case Phase::Rally: beginPhase(s, Phase::DefensiveArtilleryFire, events); break;
        case Phase::DefensiveArtilleryFire: beginPhase(s, Phase::RifleFire, events); break;
        case Phase::RifleFire: beginPhase(s, Phase::CloseCombat, events); break;
        case Phase::CloseCombat:
            if (s.playerTurn + 1 < s.sidesThisTurn)
                startPlayerTurn(s, s.playerTurn + 1, events);
            else
                endTurn(s, events);
            break;
        default: break;
    }
}

void loseStep(GameState& s, int piece, const std::string& rule, const std::string& amAdjustment, Events& events) {
    Piece& p = s.pieces[static_cast<std::size_t>(piece)];
    const UnitDef& def = s.unitDef(piece);
    const Side owner = def.side;
    // 4: each step eliminated is worth 1 VP to the other side (2 for a two-step unit).
    const VpGain gain{enemyOf(owner), 2};
    if (def.steps == 2 && !p.reduced) {
        p.reduced = true;
        events.push_back({rule, def.name + " loses a step and is reduced", {p.hex}, gain});
    } else {
        p.location = Location::Eliminated;
        p.pin = 0;
        events.push_back({rule, def.name + " is eliminated", {p.hex}, gain});
    }
    s.vpHalves[static_cast<std::size_t>(gain.side)] += gain.halves;
    adjustArmyMorale(s, owner, armyMoraleAdjustment(s, amAdjustment), rule, def.name + " step lost", events);
}

void captureLeader(GameState& s, int leaderPiece, const std::string& rule, Events& events) {
    Piece& p = s.pieces[static_cast<std::size_t>(leaderPiece)];
    p.location = Location::Captured;
    p.pin = 0;
    events.push_back({rule, leaderFace(s, leaderPiece).name + " is captured", {p.hex}});
    leaderLost(s, leaderPiece, rule, events);
}

}  // namespace tricorne::core::detail
