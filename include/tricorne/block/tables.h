// Every number of the block game's rules, once (tables.json): unit types, action points, road
// limits, supply, the battle board, Clinton, the optional rules' dice, victory.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/block/roster.h"
#include "tricorne/block/source.h"

namespace tricorne::block {

// B3.1: one unit type's ratings.
struct UnitTypeRule {
    UnitType type = UnitType::Regular;
    std::string name;
    bool infantry = false;  // fills a battlefield position (B9.1) and loses a die against a fort (B9.9)
    int minSp = 0;
    int maxSp = 0;
    int minMove = 0;
    int maxMove = 0;
    int hitOn = 0;          // a die this high or higher hits (B9.6); 0: never fires
    bool blueRoadsOnly = false;
    Source source;
};

// B5: 2 AP a turn plus one die, read on each side's own table.
struct ActionPoints {
    int base = 0;
    std::array<int, 6> britishAdds{};
    std::array<int, 6> americanAdds{};
    Side tieMovesFirst = Side::American;
    int moveCost = 0;          // B6: a unit alone, or a leader's group
    int nativeMoveAllCost = 0; // B6: all five Native blocks
    int outOfSupplyCost = 0;   // B7
    int arnoldBonus = 0;       // B3.1: from the turn he enters, his alone
    std::string arnoldBlock;
    Source source;
};

// B6: std::nullopt is no limit.
struct RoadLimits {
    std::optional<int> brown;
    std::optional<int> blue;
    std::optional<int> crossing;
    Source source;
};

struct SupplyRules {
    bool nativeAlwaysInSupply = false;  // B7 exception
    bool nativeCutsSupply = true;
    Source source;
};

// B9.1: each side's Left, Center and Right, and the Reserve behind them.
struct BattleBoard {
    std::vector<std::string> positions;
    std::string reserve;
    std::vector<std::pair<std::string, std::string>> firesAt;  // position -> the enemy position it fires at
    int minimumInfantryOrArtilleryEach = 0;
    Source source;
};

struct BattleRules {
    int skirmishUnitsBelow = 0;       // B9.2
    Source skirmishSource;
    int overrunAttackersAtLeast = 0;  // B9.3
    int overrunDefendersBelow = 0;
    int overrunSpLoss = 0;
    bool overrunForts = false;
    Source overrunSource;
    int withdrawFromRound = 0;        // B9.4, B9.10
    int nativeRounds = 0;             // B9.6
    Source roundsSource;
    int crossingFirstRoundDiceLoss = 0;  // B9.8
    Source crossingSource;
    int fortFirstRoundDiceLossInfantry = 0;  // B9.9
    int fortFirstRoundDiceLossNative = 0;
    int fortFirstRoundDiceLossArtillery = 0;
    bool fortMilitiaIgnoresFlee = false;
    Source fortSource;
    int withdrawalFireDicePerBlock = 0;  // B9.10
    int withdrawalFireHitOn = 0;
    Source withdrawalFireSource;
};

// B9.7: a die this low or lower sends a militia block to the Reserve.
struct MilitiaFlee {
    int redNonNative = 0;
    int native = 0;
    Source source;
};

// B8
struct ClintonRules {
    int fromTurn = 0;
    int apCost = 0;
    std::vector<int> activeOn;
    int units = 0;
    int minSp = 0;
    std::vector<UnitType> unitTypes;
    std::string returnTo;
    Source source;
};

// B12.2
struct ForceMarchRules {
    int apCost = 0;
    std::vector<int> leaderSucceedsOn;
    std::vector<int> unitFollowsOn;
    std::vector<int> attritionOn;
    Source source;
};

// B12.3
struct StLegerRules {
    int extraUnits = 0;
    std::string fromBox;
    std::string leader;
    Source source;
};

// B12.4
struct BlueSupplyRules {
    std::vector<std::string> to;
    int apLoss = 0;
    Source source;
};

// B12.5
struct MilitiaReactionRules {
    int beforeTurn = 0;
    Source source;
};

// B11
struct VictoryRules {
    std::vector<std::vector<std::string>> british;  // each a set of points held together
    int americanIfBritishSpBelow = 0;
    Source source;
};

// B10: the direction retreats "should" take.
struct RetreatToward {
    std::vector<std::string> british;
    std::vector<std::string> american;
    std::string americanEdge;
    Source source;
};

struct Tables {
    std::vector<UnitTypeRule> unitTypes;
    MilitiaFlee militiaFlee;
    ActionPoints actionPoints;
    RoadLimits roads;
    SupplyRules supply;
    BattleBoard battleBoard;
    BattleRules battle;
    ClintonRules clinton;
    ForceMarchRules forceMarch;
    StLegerRules stLeger;
    BlueSupplyRules blueSupply;
    MilitiaReactionRules militiaReaction;
    VictoryRules victory;
    RetreatToward retreatToward;

    const UnitTypeRule* unitType(UnitType type) const;
    // A block's movement rate alone (B3.1), or as a leader (his own rate).
    int moveOf(const Block& block) const;
    // The dice a block rolls in battle fire at full strength `sp` (B3, B9.6).
    int battleDiceOf(const Block& block, int sp) const;
};

}  // namespace tricorne::block
