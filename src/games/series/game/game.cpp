#include "tricorne/series/game/game.h"

#include <algorithm>

#include "sequence.h"
#include "tricorne/series/rules/army_morale.h"
#include "tricorne/series/rules/intelligence.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/results.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::core {

std::string_view playerId(Player p) {
    static constexpr std::string_view kIds[] = {"american", "british", "chance", "none"};
    return kIds[static_cast<int>(p)];
}

std::string_view phaseId(Phase p) {
    static constexpr std::string_view kIds[] = {"initiative", "movement", "rally", "defensive-artillery-fire",
                                                "rifle-fire", "close-combat", "end-of-turn", "game-over", "setup"};
    return kIds[static_cast<int>(p)];
}

std::string_view phaseName(Phase p) {
    static constexpr std::string_view kNames[] = {"Initiative Segment", "Movement Phase", "Rally Phase", "Defensive Artillery Fire Phase",
                                                  "Rifle Fire Phase", "Close Combat Phase", "End-of-Turn Segment", "Game Over",
                                                  "Set-up"};
    return kNames[static_cast<int>(p)];
}

std::string_view locationId(Location l) {
    static constexpr std::string_view kIds[] = {"map", "turn-track", "eliminated", "captured", "not-in-play"};
    return kIds[static_cast<int>(l)];
}

std::string_view statusId(Status s) {
    static constexpr std::string_view kIds[] = {"parade-order", "disrupted", "shattered"};
    return kIds[static_cast<int>(s)];
}

std::optional<int> GameState::pieceIndex(const std::string& id) const {
    const auto piece = counters->pieceIndex(id);
    if (piece && *piece < static_cast<int>(pieces.size())) return piece;
    return std::nullopt;
}

bool GameState::option(const std::string& id) const {
    auto it = options.find(id);
    return it != options.end() && (it->second == "on" || it->second == "true");
}

const nlohmann::json* GameState::optionEffects(const std::string& id) const {
    if (!option(id)) return nullptr;
    for (const auto& o : scenario->options)
        if (o.id == id) return &o.effects;
    return nullptr;
}

namespace {
bool validOption(const Scenario& s, const std::string& name, const std::string& value, std::string& error) {
    if (name == "variant") {
        if (value == "none") return true;
        for (const auto& v : s.variants)
            if (v.id == value) return true;
        error = quotedValue(value) + " is not a variant of " + s.id;
        return false;
    }
    if (name == "undo") {
        if (value == "last-die" || value == "any") return true;
        error = "undo is \"last-die\" or \"any\"";
        return false;
    }
    for (const auto& o : s.options)
        if (o.id == name) {
            if (value == "on" || value == "off" || value == "true" || value == "false") return true;
            error = "option " + name + " is \"on\" or \"off\"";
            return false;
        }
    error = quotedValue(name) + " is not an option of " + s.id;
    return false;
}
}  // namespace

std::optional<GameState> newGame(const DataSet& data, const std::string& scenarioId, const std::map<std::string, std::string>& options,
                                 std::uint64_t seed, std::string& error) {
    const Scenario* scenario = data.scenario(scenarioId);
    if (!scenario) {
        if (data.brokenScenarios.count(scenarioId))
            error = quotedValue(scenarioId) + " cannot be played: its file does not load\n" + describeBrokenScenario(data, scenarioId);
        else
            error = quotedValue(scenarioId) + " is not a scenario";
        return std::nullopt;
    }
    for (const auto& [name, value] : options)
        if (!validOption(*scenario, name, value, error)) return std::nullopt;
    GameState s;
    s.data = &data;
    s.scenario = scenario;
    s.map = &data.mapOf(*scenario);
    s.counters = &data.countersOf(*scenario);
    s.series = &data.rules.at("series");
    s.volume = &data.rules.at(s.counters->volume());
    // A volume whose rules this program lacks is an error, never the series rules alone.
    s.volumeRules = findVolume(s.counters->volume());
    if (!s.volumeRules) {
        error = quotedValue(scenarioId) + " cannot be played: the rules of the " + quotedValue(s.counters->volume()) + " volume are not in this program";
        return std::nullopt;
    }
    s.options = options;
    for (const auto& o : scenario->options)
        if (!s.options.count(o.id)) s.options[o.id] = o.defaultOn ? "on" : "off";
    if (!s.options.count("undo")) s.options["undo"] = "last-die";
    if (!s.options.count("variant")) s.options["variant"] = "none";
    s.seed = seed;
    s.rng = Rng(seed);
    s.turn = scenario->firstTurn;
    s.armyMorale = scenario->armyMorale;
    s.momentum = scenario->momentum;
    DataErrors errors;
    const auto positions = resolveSetup(*scenario, *s.counters, scenario->id, errors);
    if (!errors.empty()) {
        error = errors.front().str();
        return std::nullopt;
    }
    s.pieces.resize(positions.size());
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const auto& pos = positions[i];
        Piece& p = s.pieces[i];
        p.hex = pos.hex;
        p.reduced = p.reducedAtStart = pos.reduced;
        switch (pos.where) {
            case StartPosition::Where::Map: p.location = Location::Map; break;
            case StartPosition::Where::Reinforcement:
                p.location = Location::TurnTrack;
                p.entryTurn = pos.turn;
                break;
            case StartPosition::Where::NotUsed: p.location = Location::NotInPlay; break;
        }
        // 10.6: rifle units begin with their First Fire marker; musket/rifle units have none (ruling 3.1, 10.6).
        p.firstFire = static_cast<int>(i) < s.unitCount() && s.unitDef(static_cast<int>(i)).isRifle();
    }
    // E3.8.3: an option's counter takes another's place at the start, the other not used.
    for (const auto& o : scenario->options)
        if (s.option(o.id))
            for (const auto& [from, to] : o.replaces) {
                const auto f = s.pieceIndex(from), t = s.pieceIndex(to);
                if (!f || !t) continue;  // the loader names both counters of the sheet
                Piece& replacement = s.pieces[static_cast<std::size_t>(*t)];
                const bool firstFire = replacement.firstFire;
                replacement = s.pieces[static_cast<std::size_t>(*f)];
                replacement.firstFire = firstFire;
                s.pieces[static_cast<std::size_t>(*f)] = Piece{};
                s.pieces[static_cast<std::size_t>(*f)].location = Location::NotInPlay;
            }
    s.lastPassed.assign(static_cast<std::size_t>(s.map->hexCount()), -1);
    s.volumeRules->onSetUp(s);
    detail::Events ignored;
    detail::beginSetup(s, ignored);
    return s;
}

Decision decision(const GameState& s) {
    Decision d;
    d.phase = s.phase;
    d.step = s.step;
    const auto phasingName = std::string(sideName(s.phasing()));
    switch (s.step) {
        case Step::FogRoll:
        case Step::GatesReleaseRoll:
        case Step::FraserReleaseRoll:
        case Step::ChooseRelease:
        case Step::CommitMilitia: s.volumeRules->describeStep(s, d); break;  // the volume's own decisions
        case Step::MomentumFirst:
        case Step::MomentumSecond: {
            const Side who = s.momentumDeclared[static_cast<std::size_t>(*s.previousInitiative)] ? enemyOf(*s.previousInitiative) : *s.previousInitiative;
            d.player = playerOf(who);
            d.prompt = "Turn " + std::to_string(s.turn) + " initiative: " + std::string(sideName(who)) +
                       " may spend momentum chits (+2 each) or three to dictate the player order";
            d.rule = "6.3";
            break;
        }
        case Step::InitiativeRoll:
            d.player = Player::Chance;
            d.prompt = std::string("Initiative roll: the ") + (s.initiativeDie[0] < 0 ? "American" : "British") + " die";
            d.rule = "6.1";
            break;
        case Step::Moving:
            d.player = playerOf(s.phasing());
            d.prompt = phasingName + " Movement Phase: move units one at a time, or end the phase";
            d.rule = "9.2";
            break;
        case Step::ReduceOverstack:
            d.player = playerOf(s.phasing());
            d.prompt = phasingName + " must eliminate steps until every hex is within the stacking limit";
            d.rule = "7.3";
            break;
        case Step::RallyRoll:
            d.player = Player::Chance;
            d.prompt = "Rally attempt of " + s.pieceId(s.rallyQueue.front());
            d.rule = "15.1";
            break;
        case Step::ArtilleryFire: {
            const Side who = enemyOf(s.phasing());
            d.player = playerOf(who);
            d.prompt = std::string(sideName(who)) + " Defensive Artillery Fire: fire at an enemy unit in range and sight, or end the phase";
            d.rule = "11.1";
            break;
        }
        case Step::RifleDeclare: {
            const Side who = s.rifleDeclaring == 0 ? s.phasing() : enemyOf(s.phasing());
            d.player = playerOf(who);
            d.prompt = std::string(sideName(who)) + " Rifle Fire: declare fire at adjacent enemy units, or pass";
            d.rule = "10.2";
            break;
        }
        case Step::FireRoll: {
            const auto& f = s.fires[static_cast<std::size_t>(s.fireIndex)];
            d.player = Player::Chance;
            d.prompt = std::string(s.fireHit ? "Damage roll" : "To-hit roll") + " for the fire at " + s.pieceId(f.target);
            d.rule = f.artillery ? "11.3" : "10.3";
            break;
        }
        case Step::ChooseLeaderCasualty: {
            const auto& o = s.leaderCasualties.front();
            d.player = playerOf(o.side);
            d.prompt = std::string(sideName(o.side)) + " chooses the leader casualty at " + o.hex.str();
            d.rule = "13.1";
            break;
        }
        case Step::ChooseRetreat: {
            const auto& o = s.retreats.front();
            d.player = playerOf(s.sideOf(o.unit));
            d.prompt = std::string(sideName(s.sideOf(o.unit))) + " retreats " + s.pieceId(o.unit) + " " + std::to_string(o.hexes) +
                       (o.hexes == 1 ? " hex" : " hexes");
            d.rule = o.hexes == 3 ? "13.3" : "13.2";
            break;
        }
        case Step::DeclareCombats:
            d.player = playerOf(s.phasing());
            d.prompt = phasingName + " Close Combat: declare every attack (and any Diversion), then end the declarations";
            d.rule = "12.21";
            break;
        case Step::ChooseCombat:
            d.player = playerOf(s.phasing());
            d.prompt = phasingName + " chooses the next close combat to resolve";
            d.rule = "12.23";
            break;
        case Step::ChooseLead:
        case Step::WithdrawalChoice:
        case Step::ChooseTactic: {
            // 12.23 steps 2 and 4: the attacker answers first; the withdrawal is the defender's (12.4, 12.5).
            const bool attacker = s.step != Step::WithdrawalChoice &&
                                  (s.combat.stage == CombatStage::AttackerLead || s.combat.stage == CombatStage::AttackerTactic);
            const Side who = attacker ? s.phasing() : enemyOf(s.phasing());
            const std::string role = attacker ? "attacker" : "defender";
            const std::string combat = " close combat " + std::to_string(s.combat.index + 1);
            d.player = playerOf(who);
            if (s.step == Step::ChooseLead) {
                d.prompt = std::string(sideName(who)) + " chooses the " + role + "'s lead unit for" + combat;
                d.rule = "12.23 step 2";
            } else if (s.step == Step::WithdrawalChoice) {
                d.prompt = std::string(sideName(who)) + " may announce a withdrawal from" + combat + ", or pass";
                d.rule = "12.4, 12.5";
            } else {
                d.prompt = std::string(sideName(who)) + " (" + role + ") chooses a tactic in secret for" + combat;
                d.rule = "12.61";
            }
            break;
        }
        case Step::CombatRoll:
            d.player = Player::Chance;
            d.prompt = "Close combat die for combat " + std::to_string(s.combat.index + 1);
            d.rule = "12.23 step 5";
            break;
        case Step::CombatReroll: {
            const Side who = *detail::rerollPlayer(s);
            d.player = playerOf(who);
            d.prompt = std::string(sideName(who)) + " may spend a momentum chit to re-roll the close combat die (modified roll " +
                       std::to_string(s.combat.total) + "), or pass";
            d.rule = "12.23 step 6";
            break;
        }
        case Step::MoraleCheckRoll:
            d.player = Player::Chance;
            d.prompt = "Morale check of " + s.pieceId(s.moraleChecks.front().unit);
            d.rule = "13.5";
            break;
        case Step::ChooseCapture: {
            const Side who = static_cast<Side>(s.combat.captureChooser);
            d.player = playerOf(who);
            d.prompt = std::string(sideName(who)) + " chooses the unit captured";
            d.rule = who == s.phasing() ? "13.1 AC" : "13.1 DC";
            break;
        }
        case Step::ChooseSecondStep: {
            const Side who = static_cast<Side>(s.combat.secondStepSide);
            d.player = playerOf(who);
            d.prompt = std::string(sideName(who)) + " chooses the unit in " + s.combat.leadHex.str() + " that loses the second step";
            d.rule = "13.1";
            break;
        }
        case Step::PlacePiece: {
            const int piece = s.placementQueue.front();
            d.player = playerOf(s.sideOf(piece));
            const std::string name = s.isLeader(piece) ? leaderFace(s, piece).name : s.unitDef(piece).name;
            if (auto prompt = s.volumeRules->placementPrompt(s, piece))
                d.prompt = *prompt;
            else
                d.prompt = std::string(sideName(s.sideOf(piece))) + " places " + name + (s.phase == Phase::Setup ? " (set-up)" : "");
            d.rule = detail::placementRule(s, piece);
            break;
        }
        case Step::AdvanceAfterCombat:
            d.player = playerOf(s.phasing());
            d.prompt = phasingName + " advances after combat into the vacated hex" + (s.combat.leadAdvanced ? ", or stops" : ": the lead unit first");
            d.rule = "12.23 step 9";
            break;
        case Step::Over:
            d.player = Player::None;
            d.prompt = "The game is over: " + s.outcome.reason;
            d.rule = s.outcome.rule;
            break;
    }
    return d;
}

namespace {
std::vector<Action> stepActions(const GameState& s) {
    switch (s.step) {
        case Step::MomentumFirst:
        case Step::MomentumSecond:
        case Step::InitiativeRoll: return detail::initiativeActions(s);
        case Step::Moving:
        case Step::ReduceOverstack: return detail::movementActions(s);
        case Step::PlacePiece: return detail::setupActions(s);
        case Step::FogRoll:
        case Step::GatesReleaseRoll:
        case Step::FraserReleaseRoll:
        case Step::ChooseRelease:
        case Step::CommitMilitia: return s.volumeRules->stepActions(s);  // the volume's own decisions
        case Step::RallyRoll: {
            std::vector<Action> out;
            for (int v = 0; v < 10; ++v) out.push_back(RollDie{v});
            return out;
        }
        case Step::ArtilleryFire:
        case Step::RifleDeclare:
        case Step::FireRoll: return detail::fireActions(s);
        case Step::ChooseLeaderCasualty: {
            std::vector<Action> out;
            const auto& o = s.leaderCasualties.front();
            for (int l : leadersIn(s, o.hex, o.side)) out.push_back(LeaderCasualty{s.pieceId(l)});
            return out;
        }
        case Step::ChooseRetreat: {
            std::vector<Action> out;
            const auto options = retreatOptions(s, s.retreats.front());
            for (const auto& r : options) out.push_back(r);
            if (!options.empty() && options.front().stepLoss) out.push_back(AcceptCapture{s.pieceId(s.retreats.front().unit)});
            return out;
        }
        default: return detail::closeCombatActions(s);  // 12: the Close Combat Phase
        case Step::Over: return {};
    }
    return {};
}

// Applies the answer to the step the game waits at; an error names the rule it breaks.
std::string applyStep(GameState& next, Step step, const Action& action, std::vector<Event>& events) {
    std::string error;
    // 7.42, 7.43: with Limited Intelligence a stack is examined at any player's decision.
    if (const auto* examine = std::get_if<Examine>(&action)) return applyExamine(next, *examine, events);
    switch (step) {
        case Step::MomentumFirst:
        case Step::MomentumSecond:
        case Step::InitiativeRoll: error = detail::applyInitiative(next, action, events); break;
        case Step::Moving:
        case Step::ReduceOverstack: error = detail::applyMovement(next, action, events); break;
        case Step::PlacePiece: error = detail::applySetup(next, action, events); break;
        case Step::RallyRoll: error = detail::applyRally(next, action, events); break;
        case Step::FogRoll:
        case Step::GatesReleaseRoll:
        case Step::FraserReleaseRoll:
        case Step::ChooseRelease:
        case Step::CommitMilitia: error = detail::applyVolumeStep(next, action, events); break;
        case Step::ArtilleryFire:
        case Step::RifleDeclare:
        case Step::FireRoll: error = detail::applyFire(next, action, events); break;
        case Step::ChooseLeaderCasualty:
        case Step::ChooseRetreat: error = applyRetreatChoice(next, action, events); break;
        default: error = detail::applyCloseCombat(next, action, events); break;  // 12: the Close Combat Phase
        case Step::Over: break;
    }
    return error;
}
}  // namespace

std::vector<Action> legalActions(const GameState& s) {
    auto out = stepActions(s);
    // 7.42, 7.43: with Limited Intelligence the player deciding may examine enemy stacks.
    for (auto& examine : examineActions(s)) out.push_back(std::move(examine));
    return out;
}

std::vector<std::pair<Action, double>> chanceOutcomes(const GameState& s) {
    std::vector<std::pair<Action, double>> out;
    if (decision(s).player != Player::Chance) return out;
    for (int v = 0; v < 10; ++v) out.emplace_back(RollDie{v}, 0.1);
    return out;
}

ApplyResult apply(GameState& state, const Action& action) {
    ApplyResult result;
    if (state.step == Step::Over) {
        result.error = state.outcome.rule + ": the game is over";
        return result;
    }
    const Decision d = decision(state);
    const bool isRoll = std::holds_alternative<RollDie>(action);
    if (isRoll != (d.player == Player::Chance)) {
        result.error = d.rule + (isRoll ? ": no die is rolled now; " : ": a die must be rolled now; ") + d.prompt;
        return result;
    }
    // A decision of the volume's own answered when another is asked.
    if (auto misplaced = state.volumeRules->misplacedAction(state, action)) {
        result.error = *misplaced;
        return result;
    }
    // Work on a copy so an illegal action changes nothing.
    GameState next = state;
    // Every roll draws from the state's generator, whoever chose the face, so a game that
    // forces a die and its replay stay the same.
    if (isRoll) next.rng.d10();
    // 5: ending a phase or passing answers the decision asked, and carries its section like any other action.
    if (std::holds_alternative<EndPhase>(action)) result.events.push_back({d.rule, describe(action), {}});
    const std::string error = applyStep(next, state.step, action, result.events);
    if (!error.empty()) {
        result.error = error;
        result.events.clear();
        return result;
    }
    // E3.5: a commander's replacement waits for his owner's choice before play goes on.
    if (!next.placementQueue.empty() && next.step != Step::PlacePiece && next.step != Step::Over) {
        next.resumeStep = next.step;
        next.step = Step::PlacePiece;
    }
    forgetChangedStacks(next);  // E3.7 ruling: a stack stays known until a piece enters or leaves it
    ++next.actionCount;
    state = std::move(next);
    return result;
}

bool isTerminal(const GameState& state) { return state.step == Step::Over; }

}  // namespace tricorne::core
