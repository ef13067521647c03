// The state hash covers the whole state: every field of GameState and of the records it holds
// changes it (engine/state_hash.cpp names each one, so a new field must be added there). The
// computer player's cache key walks the same fields, so each changes it too.
#include <functional>
#include <set>

#include "engine_test_support.h"

using namespace tricorne::core;
using namespace tricorne::test;

TEST(StateHash, EveryFieldOfTheStateChangesTheHashAndTheCacheKey) {
    // A state with every list non-empty, then each field changed alone.
    GameState base = campaignStart();
    base.garrisonsClosed = {hex("1407")};
    base.initiative = base.previousInitiative = base.dictatedFirst = Side::British;
    base.rallyQueue = {3};
    base.fires = {FireDeclaration{{1, 2}, 40, false, Side::British}};
    base.fireOutcomes = {FireOutcome{40, "R"}};
    base.leaderCasualties = {LeaderCasualtyOrder{hex("1407"), Side::American, "13.1"}};
    base.retreats = {RetreatOrder{40, 1, "13.2", false}};
    base.combats = {DeclaredCombat{{1}, {hex("2026")}, {hex("2126")}, false, false}};
    base.diversion = hex("2127");
    base.moraleChecks = {MoraleCheckOrder{40, false, false, "13.5"}};
    base.combat.noCheck = {1};
    base.combat.ammoPaid = {2};
    base.frozenAmLevel = {1, 2};
    base.options["limited-intelligence"] = "on";  // E3.7: the knowledge of stacks is hashed with the option
    base.knownStacks[0] = {{hex("2026"), {1, 2}}};
    base.fireCommitment = hex("2026");
    base.outcome = Outcome{false, Side::British, "marginal", "a reason", "16.3"};
    using Change = std::pair<const char*, std::function<void(GameState&)>>;
#define CHANGE(what) Change{#what, [](GameState& s) { what; }}
    const std::vector<Change> changes = {
        CHANGE(s.options["undo"] = "any"), CHANGE(++s.seed), CHANGE(s.rng.next()), CHANGE(++s.turn), CHANGE(s.phase = Phase::Rally),
        CHANGE(s.step = Step::RallyRoll), CHANGE(s.weather = Weather::DenseFog), CHANGE(s.fogByTurn[2] = 3), CHANGE(s.gatesReleased = !s.gatesReleased),
        CHANGE(s.garrisonsClosed.push_back(hex("2410"))), CHANGE(std::swap(s.order[0], s.order[1])), CHANGE(++s.sidesThisTurn),
        CHANGE(s.playerTurn = 1), CHANGE(s.initiative = Side::American), CHANGE(s.previousInitiative.reset()), CHANGE(++s.momentumSpent[1]),
        CHANGE(s.momentumDeclared[0] = !s.momentumDeclared[0]), CHANGE(s.dictatedFirst = Side::American), CHANGE(s.initiativeDie[1] = 7),
        CHANGE(s.pieces[0].location = Location::Captured), CHANGE(++s.pieces[0].hex.row), CHANGE(++s.pieces[0].entryTurn),
        CHANGE(s.pieces[0].reduced = !s.pieces[0].reduced), CHANGE(s.pieces[0].reducedAtStart = !s.pieces[0].reducedAtStart),
        CHANGE(s.pieces[0].status = Status::Shattered), CHANGE(s.pieces[0].firstFire = !s.pieces[0].firstFire),
        CHANGE(s.pieces[0].moved = !s.pieces[0].moved), CHANGE(s.pieces[0].enteredThisPhase = !s.pieces[0].enteredThisPhase),
        CHANGE(s.pieces[0].noStrategicOnEntry = !s.pieces[0].noStrategicOnEntry), CHANGE(s.pieces[0].entryCostHalves = 3),
        CHANGE(s.pieces[0].forcedFromStart = !s.pieces[0].forcedFromStart), CHANGE(++s.pieces[0].pin),
        CHANGE(s.pieces[0].withdrawal = !s.pieces[0].withdrawal), CHANGE(s.pieces[0].flipped = !s.pieces[0].flipped),
        CHANGE(s.pieces[0].fired = !s.pieces[0].fired), CHANGE(s.pieces[0].targeted = !s.pieces[0].targeted),
        CHANGE(s.pieces[0].ccRetreated = !s.pieces[0].ccRetreated), CHANGE(++s.pieces[0].ammoBoxes), CHANGE(++s.pieces[0].ammoChecked),
        CHANGE(++s.pieces[0].fireBoxes), CHANGE(++s.pieces[0].fireChecked), CHANGE(++s.pieces[0].hold), CHANGE(++s.pieces.back().hex.col),
        CHANGE(--s.armyMorale[1]), CHANGE(++s.momentum[0]), CHANGE(++s.vpHalves[1]), CHANGE(s.lastPassed[100] = 1),
        CHANGE(s.frozenAmLevel[0].reset()), CHANGE(s.rallyQueue.push_back(4)), CHANGE(s.fires[0].firers.pop_back()), CHANGE(++s.fires[0].target),
        CHANGE(s.fires[0].artillery = true), CHANGE(s.fires[0].side = Side::American), CHANGE(s.fires.push_back(s.fires[0])), CHANGE(++s.fireIndex),
        CHANGE(++s.toHitRollsLeft), CHANGE(s.fireHit = !s.fireHit), CHANGE(s.rifleDeclaring = 1), CHANGE(++s.fireOutcomes[0].target),
        CHANGE(s.fireOutcomes[0].result = "D"), CHANGE(++s.leaderCasualties[0].hex.row), CHANGE(s.leaderCasualties[0].side = Side::British),
        CHANGE(s.leaderCasualties[0].rule = "10.4"), CHANGE(++s.retreats[0].unit), CHANGE(s.retreats[0].hexes = 3), CHANGE(s.retreats[0].rule = "13.3"),
        CHANGE(s.retreats[0].awayFromEnemy = true), CHANGE(++s.pinsBroken), CHANGE(s.combats[0].attackers.push_back(2)),
        CHANGE(s.combats[0].attackerHexes.push_back(hex("2025"))), CHANGE(s.combats[0].defenderHexes.clear()), CHANGE(s.combats[0].pinned = true),
        CHANGE(s.combats[0].resolved = true), CHANGE(s.diversion.reset()), CHANGE(s.combat.index = 0), CHANGE(s.combat.stage = CombatStage::Roll),
        CHANGE(s.combat.attackerLead = 1), CHANGE(s.combat.defenderLead = 40), CHANGE(s.combat.withdrawal = true),
        CHANGE(s.combat.artilleryCapture = true), CHANGE(s.combat.noCombat = true), CHANGE(s.combat.attackerTactic = "withdraw"),
        CHANGE(s.combat.defenderTactic = "withdraw"), CHANGE(s.combat.die = 4), CHANGE(s.combat.total = 9), CHANGE(s.combat.rerollAsked = 1),
        CHANGE(s.combat.result = "PIN"), CHANGE(s.combat.captureChooser = 0), CHANGE(s.combat.secondStepSide = 1), CHANGE(s.combat.leadAdvanced = true),
        CHANGE(s.combat.noLeadAdvance = true), CHANGE(s.combat.withdrawalOffered = true), CHANGE(s.combat.skipToAdvance = true),
        CHANGE(s.combat.phaseEnding = true), CHANGE(s.combat.leadHex = hex("2126")), CHANGE(s.combat.noCheck.clear()), CHANGE(s.combat.ammoPaid.clear()),
        CHANGE(++s.moraleChecks[0].unit), CHANGE(s.moraleChecks[0].passRetreats = true), CHANGE(s.moraleChecks[0].failDisrupts = true),
        CHANGE(s.moraleChecks[0].rule = "13.24"), CHANGE(s.reinforced[1] = !s.reinforced[1]), CHANGE(s.fraserRolled = !s.fraserRolled),
        CHANGE(++s.fraserToRelease), CHANGE(s.placementQueue.push_back(5)), CHANGE(s.resumeStep = Step::Moving), CHANGE(s.militiaCommitted = false), CHANGE(s.militiaCommitted = true), CHANGE(s.militiaRevealed = true), CHANGE(s.militiaPaidFor = true), CHANGE(s.knownStacks[0][hex("2026")].push_back(3)), CHANGE(s.knownStacks[1][hex("2026")] = {1}),
        CHANGE(s.fireCommitment = hex("2126")), CHANGE(s.fireCommitment.reset()), CHANGE(s.outcome.over = true), CHANGE(s.outcome.winner.reset()), CHANGE(s.outcome.level = "decisive"),
        CHANGE(s.outcome.reason += "."), CHANGE(s.outcome.rule = "16.4"), CHANGE(++s.actionCount),
    };
#undef CHANGE
    const auto before = stateHash(base);
    const auto keyBefore = stateCacheKey(base);
    EXPECT_NE(keyBefore, before);
    EXPECT_EQ(stateCacheKey(GameState(base)), keyBefore);
    std::set<std::uint64_t> seen{before};
    std::set<std::uint64_t> keys{keyBefore};
    for (const auto& [what, change] : changes) {
        GameState s = base;
        change(s);
        const auto after = stateHash(s);
        EXPECT_NE(after, before) << what << " leaves the hash unchanged";
        EXPECT_TRUE(seen.insert(after).second) << what << " gives the hash of another change";
        EXPECT_TRUE(keys.insert(stateCacheKey(s)).second) << what << " leaves the cache key unchanged or gives another change's";
    }
}

TEST(StateHash, Rule12_61_TheSecretsHiddenCacheKeyCannotTellThePendingTacticApart) {
    // 12.61: the attacker's tactic is secret while the defender chooses; the key the computer
    // player files its solved tactics under is the same whichever was chosen.
    GameState a = campaignStart();
    a.combat.stage = CombatStage::DefenderTactic;
    a.combat.attackerTactic = "frontal";
    GameState b = a;
    b.combat.attackerTactic = "withdraw";
    ASSERT_TRUE(tacticUnrevealed(a));
    EXPECT_EQ(secretsHiddenCacheKey(a), secretsHiddenCacheKey(b));
    EXPECT_NE(stateCacheKey(a), stateCacheKey(b));
    b.combat.stage = CombatStage::Roll;  // revealed: the tactic counts again
    a.combat.stage = CombatStage::Roll;
    EXPECT_NE(secretsHiddenCacheKey(a), secretsHiddenCacheKey(b));
}
