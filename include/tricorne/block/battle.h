// The block game's battle board (B9.1-B9.11, the battle parts of B10): one battle as a value,
// from the deployment to its result. The game copies the fighting blocks in, plays the
// battle's actions on it and reads the result back; overrun (B9.3) is the game's.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tricorne/block/block_data.h"
#include "tricorne/engine/game_seam.h"

namespace tricorne::block {

enum class BattlePosition { Left, Center, Right, Reserve };

std::string_view battlePositionId(BattlePosition position);  // "left", "center", "right", "reserve"
std::string_view battlePositionName(BattlePosition position);  // "Left", "Center", "Right", "Reserve"
std::optional<BattlePosition> battlePositionFromId(std::string_view id);

struct Fighter {                       // one block on the battle board
    std::string block;                 // block id (units.json)
    Side side = Side::British;
    int sp = 0;                        // current SP (leaders 1; Arnold has battleDice 4 in the data)
    BattlePosition position = BattlePosition::Reserve;
    bool deployed = false;
    bool revealed = false;             // face up to the enemy (B9.1, A27)
    bool crossedWater = false;         // an attacker that came by a dotted crossing (B9.8)
    bool fled = false;                 // militia that fled to Reserve (B9.7): may not return
    bool movedThisRound = false, firedThisRound = false;
    bool left = false;                 // left the battle location (a Native block's withdrawal, B9.6)
    bool eliminated = false;

    bool operator==(const Fighter&) const = default;
};

enum class BattleResult { Ongoing, AttackerRetreated, DefenderRetreated, AttackerWithdrew, DefenderWithdrew, AttackerEliminated, DefenderEliminated };

std::string_view battleResultId(BattleResult result);

struct BattleOpening {                 // what the game knows when the battle begins
    std::string point;
    Side attacker = Side::British;
    bool fort = false;                 // B9.9 (the point's `fort` in map.json)
    std::vector<Fighter> attackers;    // sp and crossedWater filled
    std::vector<Fighter> defenders;
    bool attackerMayLeave = true;      // B10: a location to withdraw/retreat to exists
    bool defenderMayLeave = true;      //      (false: no withdrawal offered, a retreat eliminates)
    bool asFirstRules = false;         // a battle of a version-1 save: fighters in their first order, no A41
};

// One answer to the battle's question. `fighter` indexes Battle::fighters.
struct BattleAction {
    enum class Kind {
        Deploy,    // B9.1: the next undeployed block of the deploying side, to `position`
        Move,      // B9.5: a block between a battlefield position and its Reserve
        Fire,      // B9.6: a block in a battlefield position fires at the opposite one
        EndTurn,   // B9.4: the side's remaining blocks do nothing this round
        Hit,       // B9.6, B9.10, B9.11: the owner takes one pending hit on this block
        Flee,      // B9.7: this militia block flees to the Reserve
        Withdraw,  // B9.10
        Continue,  // B9.10: fight on
        Dice,      // chance: the faces of the pending roll
    };
    Kind kind = Kind::EndTurn;
    int fighter = -1;
    BattlePosition position = BattlePosition::Reserve;
    std::vector<int> faces;  // Dice: 1-6, one a die rolled, in ascending order

    bool operator==(const BattleAction&) const = default;
};

enum class BattleStep {
    Deploy,         // the deploying side places its next block (B9.1)
    Act,            // the side to act moves or fires its blocks (B9.4-B9.6)
    Decide,         // from round 2: withdraw or continue, defender first (B9.10)
    Roll,           // chance: the dice of the pending fire
    AllocateHits,   // the owner takes the pending hits (B9.6)
    ChooseFleeing,  // the pending militia flee results (B9.7)
    Over,
};

enum class FireKind { Battle, Withdrawal, Retreat };

// A fire declared and not yet resolved: its dice to roll, then its hits and flee results.
struct PendingFire {
    FireKind kind = FireKind::Battle;
    int firer = -1;
    int dice = 0;
    int hitOn = 6;
    int fleeOn = 0;                  // a die this low or lower is a militia flee result (0: none)
    BattlePosition target = BattlePosition::Center;  // battle fire: the position fired at
    Side targetSide = Side::American;  // who takes the hits (B9.6: the owner allocates them)
    Side fleeChooser = Side::American; // who picks the fleeing militia (A33)
    int hits = 0;                    // still to take
    int flees = 0;                   // still to apply, after the hits
    bool removesFirer = false;       // Arnold rolled his 1s (B9.6): removed once the fire is resolved
    std::vector<bool> targetHeldBefore;  // each side's Left/Center/Right held before the fire (6)

    bool operator==(const PendingFire&) const = default;
};

// The battle board: fighters, round, step, whose turn, pending fire, last dice, result.
struct Battle {
    std::string point;
    Side attacker = Side::British;
    bool fort = false;
    bool skirmish = false;             // B9.2: every block in the Center, no Reserve but for fleeing militia
    bool attackerMayLeave = true;
    bool defenderMayLeave = true;
    std::vector<Fighter> fighters;
    int round = 0;                     // 0 while deploying
    BattleStep step = BattleStep::Deploy;
    Side active = Side::American;      // who deploys, acts or decides
    PendingFire fire;                  // meaningful in Roll, AllocateHits and ChooseFleeing
    std::optional<Side> leaving;       // the side withdrawing or retreating, under its fire
    bool leavingWithdraws = false;     // a withdrawal (B9.10), else a retreat (B9.11)
    std::vector<int> leaveFirers;      // the blocks still to fire at the leaving side
    int lastFirer = -1;                // the last roll, for the log and the board
    std::vector<int> lastDice;
    int hitsAbsorbedInReserve = 0;     // hits the enemy cannot see land, shown as a count
    int idleRounds = 0;                // rounds in a row in which no block fired (A41)
    bool asFirstRules = false;         // replaying a version-1 save (BattleOpening); not in the JSON
    BattleResult result = BattleResult::Ongoing;

    Side defender() const { return attacker == Side::British ? Side::American : Side::British; }
    bool operator==(const Battle&) const = default;
};

Battle openBattle(const BlockData& data, const BattleOpening& opening);  // skirmish decided here (B9.2, A23, A24)
int battleToMove(const Battle& b);      // 0 American, 1 British, engine::kChance, engine::kTerminal when over
std::vector<BattleAction> battleLegalActions(const Battle& b, const BlockData& data);
std::vector<std::pair<BattleAction, double>> battleChanceOutcomes(const Battle& b, const BlockData& data);
engine::Applied applyBattleAction(Battle& b, const BattleAction& a, const BlockData& data);  // refusal names the B-key; nothing changes when refused
BattleResult battleResult(const Battle& b);
Battle battleView(const Battle& b, Side viewer);   // enemy blocks not revealed: id "" and sp 0 (count and position kept only where the rules show them)
nlohmann::json battleToJson(const Battle& b);
std::optional<Battle> battleFromJson(const nlohmann::json& j, std::string& error);
nlohmann::json battleActionToJson(const BattleAction& a);
std::optional<BattleAction> battleActionFromJson(const nlohmann::json& j, std::string& error);
// Words, block names not ids; given a player's battleView, a block he may not see stays "a hidden block",
// and so does a fighter of -1 (a public form's).
std::string describeBattleAction(const Battle& b, const BattleAction& a, const BlockData& data);
// The action as `viewer` may know it, `b` the battle before it (Part 4): a block of the enemy he
// cannot see is named by no index (-1), so that which hidden block moved or took a hit stays secret.
BattleAction publicBattleAction(const Battle& b, const BattleAction& a, Side viewer);
// Words without the battle: which block acts is not told.
std::string describeBattleActionAlone(const BattleAction& a);

// The dice `fighter` rolls in battle fire now (B9.6, B9.8, B9.9, A7, A28): 0 when it cannot fire.
int battleFireDice(const Battle& b, int fighter, const BlockData& data);

}  // namespace tricorne::block
