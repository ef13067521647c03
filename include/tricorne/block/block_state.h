// The block game on the table (B4-B11): each block's place and strength, the turn and its
// step, each side's action points, the road use of the turn, the group on the move, and the
// decision the game waits for. A plain value: the rules below change it only through apply.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/block/battle.h"
#include "tricorne/block/block_data.h"

namespace tricorne::block {

// Where a block is: a point or box id of map.json, or one of these.
inline constexpr const char* kEliminated = "eliminated";
inline constexpr const char* kUnplaced = "unplaced";  // a militia block the American has yet to place (B4)
inline constexpr const char* kHidden = "?";           // in a player's view: an enemy block he cannot see

struct Piece {
    std::string at;
    int sp = 0;           // current SP (B3)
    int lost = 0;         // SP lost by hits and attrition: sp + lost is always the full SP
    int publicLoss = 0;   // SP lost in sight of both players (an overrun, A25)
    bool moved = false;   // B6: once a turn
    std::string heldBy;   // B12.1: the leader in whose holding box it waits, at his point; empty: on the map
};

// What the game waits for.
enum class Step {
    StLegerChoice,  // B12.3: the British send up to 2 At Start units with St. Leger (A38)
    PlaceMilitia,   // B4: the American places his militia (A14)
    ApRoll,         // B5: a die for each side, British first (chance)
    ClintonSend,    // B8: the American sends regulars to the Hudson River/West Point box
    ClintonReturn,  // B8: the American brings them back
    Movement,       // B6: the active player moves
    OverrunRetreat, // B9.3: the overrun defender chooses where to retreat (B10)
    ClintonRoll,    // B8: the die of Clinton's activation (chance)
    ForceMarchRoll, // B12.2: the force march's dice, the leader's then each unit's (chance)
    ChooseBattle,   // B9: the attacker chooses the next battle
    Battle,         // B9.1-B9.11: a battle on the battle board
    BattleLeave,    // B10: the side leaving a battle chooses where it goes
    Over,
};

std::string_view stepId(Step step);

// The blocks moving on one AP (B6): a leader and his group, or one unit.
struct Activation {
    std::string mover;
    std::vector<std::string> group;  // the units with the leader, the leader not counted (A9)
    std::vector<std::string> path;   // the places passed, the first where the move began
    int rate = 0;                    // points the move may go
    std::vector<std::string> pickedUp;  // taken at a rate-2 leader's first point: moved from there on
};

// B9.3: defenders overrun, to retreat where their owner chooses.
struct Overrun {
    std::string point;
    std::string attackerFrom;
    std::vector<std::string> defenders;
};

// B12.2: a leader's force march under way, its dice still to roll.
struct ForceMarch {
    std::string leader;
    std::string from;
    std::string to;
    std::vector<std::string> units;  // the units still to roll, in order
    bool leaderRolled = false;
};

// B9: a battle the attacker's moves have made, fought when his movement ends.
struct PendingBattle {
    std::string point;
    std::vector<std::string> from;     // the points the attackers came from (B10)
    std::vector<std::string> crossed;  // attacking blocks that came by a dotted crossing (B9.8)
};

struct BlockState {
    const BlockData* data = nullptr;
    OptionalRules options;
    int turn = 1;
    Step step = Step::PlaceMilitia;
    Side active = Side::British;      // who moves, or who answers the step
    Side first = Side::American;      // B5: player one this turn
    int playerTurn = 0;               // 0: player one's, 1: player two's
    std::vector<int> rolls;           // this turn's AP dice, British first (B5)
    int ap[2] = {0, 0};               // by Side: AP left this player-turn's turn (B5, A15)
    int arnoldAp = 0;                 // A6: the American AP only Arnold may use
    int britishApPenalty = 0;         // B12.4: AP the British lose from the next turn's total (A39)
    std::vector<Piece> pieces;        // in roster order
    std::optional<Activation> activation;
    bool nativesActivated = false;    // B6: 1 AP moves all five this player-turn
    int clintonTries = 0;             // A22: this turn
    bool clintonThreatens = false;    // B8: Clinton was in the Hudson box as this American player-turn began
    bool earlyMilitia = false;        // B12.5: a Native attack before turn 5 calls the turn-5 militia
    std::map<std::string, int> roadUse[2];  // by Side: units over each limited road this turn ("a|b")
    std::optional<Overrun> overrun;
    std::vector<PendingBattle> battles;  // B9: still to fight, in the order they began
    std::optional<Battle> battle;        // the battle on the board
    std::optional<PendingBattle> fighting;
    Side leaving = Side::British;        // B10: who leaves the battle, and which blocks
    std::vector<std::string> leavers;
    std::map<std::string, std::vector<std::string>> ledGroups;  // B12.2: this movement, each leader's move and the units it ended with
    std::map<std::string, int> forceMarchTurns;  // B12.2: the turn of each leader's last force march (A37)
    bool forceMarchDeclared = false;             // A42: this movement's normal moves are over
    std::optional<ForceMarch> forceMarch;
    std::optional<Side> winner;
    std::string ending;               // why the game ended, with its rule
    bool asFirstRules = false;        // replaying a version-1 save: its battles as they were then; not in the JSON

    const Piece& piece(const std::string& id) const;
    Piece& piece(const std::string& id);
    const Block& block(std::size_t i) const { return data->roster.blocks[i]; }
    std::size_t indexOf(const std::string& id) const;
};

// One answer to the state's question; each kind reads only the fields it names.
struct BlockAction {
    enum class Kind {
        Roll,            // die: a chance outcome (B5 AP, B8 Clinton, B12.2 force march)
        StLeger,         // block: one more At Start unit goes with St. Leger (B12.3)
        StLegerDone,
        PlaceMilitia,    // block, at (B4)
        SendToHudson,    // block (B8)
        ReturnFromHudson,// block, at (B8)
        Activate,        // block: a leader with his group, or a unit alone, spends AP (B6, B7)
        ActivateNatives, // B6: 1 AP for all five Native blocks
        Take,            // block: a unit joins the leader's group (B6)
        Drop,            // block: a unit leaves the group (B6: a rate-2 leader's first point)
        Step,            // at: the moving blocks go one point on (B6)
        Stop,            // the move ends
        Clinton,         // B8: 1 AP and a die
        EndMovement,
        Retreat,         // at: where the overrun defenders, or the blocks leaving a battle, go (B9.3, B10)
        Fight,           // at: the battle the attacker fights next (B9)
        Battle,          // battle: an action of the battle board (B9.1-B9.11)
        ForceMarch,      // block, at: a leader who has moved goes one point further, on 1 AP and dice (B12.2)
        Release,         // block: a unit leaves its leader's holding box for the map, at his point (B12.1, A43)
    };
    Kind kind = Kind::EndMovement;
    std::string block;
    std::string at;
    int die = 0;
    std::optional<BattleAction> battle = std::nullopt;
    bool operator==(const BlockAction&) const = default;
};

std::string_view actionKindId(BlockAction::Kind kind);

// The game at set-up (B4) with the options named true, or nullopt and `error`.
std::optional<BlockState> newBlockGame(const BlockData& data, const std::map<std::string, std::string>& options, std::string& error);

// 0 American, 1 British, -1 chance, -2 over (engine/game_seam.h).
int blockToMove(const BlockState& s);
std::vector<BlockAction> blockLegalActions(const BlockState& s);
std::vector<std::pair<BlockAction, double>> blockChanceOutcomes(const BlockState& s);
// Applies `a`, or refuses it naming its rule with nothing changed.
struct BlockApplied {
    std::string refusal;
    std::vector<engine::Event> events;  // each in its public words, its owner's beside them (Part 4)
};
BlockApplied applyBlockAction(BlockState& s, const BlockAction& a);

// B7: the points from which `side` traces supply (A1, A21); a block in a box is in supply.
std::vector<bool> suppliedPoints(const BlockState& s, Side side);
bool inSupply(const BlockState& s, const std::string& block);
// The same against its side's supplied points, found once for many blocks.
bool inSupply(const BlockState& s, const std::string& block, const std::vector<bool>& supplied);
// A35: every red block's SP on the map or in a box (Clinton has none).
int britishSp(const BlockState& s);
// B11: the points `side` holds for victory.
bool britishHolds(const BlockState& s, const std::string& point);
// The blocks of `side` at a place.
std::vector<std::string> blocksAt(const BlockState& s, const std::string& place, std::optional<Side> side = std::nullopt);

nlohmann::json blockStateToJson(const BlockState& s);
nlohmann::json blockActionToJson(const BlockAction& a);
std::optional<BlockAction> blockActionFromJson(const nlohmann::json& j, std::string& error);
std::string describeBlockAction(const BlockData& data, const BlockAction& a);
// A viewer of an action who is neither player: anyone at the table, who sees what both sides see.
inline constexpr int kTable = 2;
// The action as `viewer` (0 American, 1 British, kTable) may know it, `before` the state it is
// played in (Part 4): a block he cannot see is kHidden, a hidden fighter has no index.
BlockAction blockPublicAction(const BlockState& before, const BlockAction& a, int viewer);
// The action in words with its rule section, names only where `viewer` may see them (-1: every name).
std::string describeBlockActionFor(const BlockState& before, const BlockAction& a, int viewer);
std::uint64_t blockStateHash(const BlockState& s);

}  // namespace tricorne::block
