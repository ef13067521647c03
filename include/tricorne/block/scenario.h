// The block game's set-up and its switches (scenario.json): the fixed placements, the British
// boxes, the American reinforcements, the militia placed by region, the calendar, the optional
// rules of B12 and the rulings on the text's ambiguities (docs/rulings.md).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "tricorne/block/source.h"

namespace tricorne::block {

struct Calendar {
    int year = 0;
    int month = 0;
    int day = 0;        // the first turn's first day
    int daysPerTurn = 0;
    // B8 dates Clinton's first turn "late August 1777": that turn must end on or after
    // anchorFromDay of anchorMonth, anchorYear.
    std::string anchorText;
    int anchorYear = 0;
    int anchorMonth = 0;
    int anchorFromDay = 0;
    Source source;

    struct Date {
        int year = 0;
        int month = 0;
        int day = 0;
    };
    // The first and last day of a turn (display only: the rules count turns).
    Date firstDayOf(int turn) const;
    Date lastDayOf(int turn) const;
};

std::string monthName(int month);

struct Placement {
    std::string block;
    std::string at;
    Source source;
};

// The blocks a board box holds at the start, available from `turn` (B4).
struct BoxContents {
    std::string box;
    int turn = 1;
    std::vector<std::string> blocks;
    Source source;
};

struct Reinforcement {
    std::string block;
    int turn = 0;
    Source source;
};

// B4: militia go where no Native block is, at most so many a point by region.
struct MilitiaSetup {
    std::map<std::string, int> capPerPoint;
    bool notWithNative = true;
    std::vector<std::string> blocks;
    Source source;
};

// B12: each optional rule, off unless chosen.
struct OptionalRules {
    bool holdingBoxes = false;      // B12.1
    bool forceMarch = false;        // B12.2
    bool stLegerPlus2 = false;      // B12.3
    bool britishBlueSupply = false; // B12.4
    bool militiaReaction = false;   // B12.5
};

enum class FleeCausedBy { RedNonNative, InfantryAndArtillery, InfantryOnly };
enum class VictoryCheck { EndOfAmericanPlayerTurn, EndOfTurn };
enum class LimitScope { PerConnection, PerTurn };
enum class FortSkirmishFlee { ToReserve, Ignored };
enum class Chooser { Owner, Firer };
enum class ApLossPer { Unit, Turn };
enum class ApLossWhen { Now, NextTurn };
enum class ReactionTrigger { BattleOrOverrun, BattleOnly };

// The reading chosen for each ambiguity of the text that has a switch; docs/rulings.md gives
// the why of each, under its A-number.
struct Rulings {
    bool fortIsSupplySource = false;                  // A1
    bool redNonNativeCountsAsBritishOrHessian = true; // A4
    FleeCausedBy militiaFleeCausedBy = FleeCausedBy::RedNonNative;  // A5
    bool arnoldApCountsForFirstMove = false;          // A6
    bool arnoldApMovesHisGroup = true;
    bool arnoldLosesDieAgainstFort = false;           // A7
    bool arnoldLosesDieAcrossWater = true;
    int arnoldRetreatFireDice = 4;
    bool leaderCountsInOwnGroup = false;              // A9
    bool leaderMayMoveInAnotherGroup = false;
    bool leaderAloneHoldsPosition = true;             // A10
    bool arrivalCostsAp = true;                       // A12
    bool blocksMayStayInBritishBox = true;
    bool reinforcementEntryCostsAp = true;            // A13
    bool militiaPlacementPublic = true;               // A14
    bool militiaCapCountsOnlyMilitia = true;
    VictoryCheck victoryCheckedAt = VictoryCheck::EndOfAmericanPlayerTurn;  // A16
    LimitScope brownLimitScope = LimitScope::PerConnection;  // A17
    bool brownLimitCountsLeaders = false;
    bool brownLimitCountsNative = true;
    bool crossingLimitCountsLeaders = true;           // A18
    bool artilleryGroupMayTakeBrown = false;          // A19
    bool supplyTraceAnyRoad = true;                   // A21
    int clintonTriesPerTurn = 1;                      // A22
    bool clintonEliteCountAsRegular = false;
    bool clintonSendAllIfShort = true;
    bool leadersCountTowardThree = false;             // A23
    bool nativeCountTowardThree = true;
    bool shortSideFightsSkirmish = true;              // A24
    bool overrunRevealsDefenders = true;              // A25
    FortSkirmishFlee fortSkirmishAttackingMilitiaFlee = FortSkirmishFlee::ToReserve;  // A26
    bool reserveRevealedWhenMoved = true;             // A27
    int firstRoundDiceLossMax = 1;                    // A28
    bool excessHitsLost = true;                       // A29
    bool retreatFireTerrainLossEveryRound = false;    // A31
    bool nativeAloneLeavingIsWithdrawal = true;       // A32
    Chooser fleeingMilitiaChosenBy = Chooser::Owner;  // A33
    bool retreatsIgnoreRoadLimits = true;             // A34
    bool retreatTowardSupplyBinding = false;
    bool britishSpIncludesNative = true;              // A35
    bool britishSpIncludesBoxes = true;
    bool suddenDeathAfterEveryHit = true;
    bool leaderAloneHoldsVictoryPoint = false;
    bool holdingBoxCountVisible = true;               // A36
    bool forceMarchFailedAttemptCounts = true;        // A37
    bool forceMarchLeaderAloneMay = true;
    bool forceMarchRoadLimitsApply = true;
    bool forceMarchEndsNormalMovement = true;         // A42
    bool forceMarchOutOfSupplyDoubles = true;
    bool stLegerChosenAtSetup = true;                 // A38
    ApLossPer blueSupplyApLossPer = ApLossPer::Unit;  // A39
    ApLossWhen blueSupplyApLossWhen = ApLossWhen::NextTurn;
    bool blueSupplyTiconderogaOnlyIfHeld = true;
    ReactionTrigger militiaReactionTrigger = ReactionTrigger::BattleOrOverrun;  // A40
    int idleRoundsEndBattle = 2;                      // A41: rounds in a row without fire that end the attack (0: never)
};

// A switch as the data names it, for listing (the ruling's A-number and its value as written).
struct RulingSwitch {
    std::string key;
    std::string ambiguity;
    std::string value;
};

struct Scenario {
    std::string id;
    std::string name;
    int turns = 0;
    Calendar calendar;
    std::vector<Placement> placements;
    std::vector<std::string> americanSetupPoints;  // B4
    Source americanSetupSource;
    std::vector<BoxContents> boxes;
    std::string reinforcementBox;
    std::vector<Reinforcement> reinforcements;
    MilitiaSetup militia;
    OptionalRules options;
    Rulings rulings;
    std::vector<RulingSwitch> rulingSwitches;

    const BoxContents* boxContents(const std::string& box) const;
};

}  // namespace tricorne::block
