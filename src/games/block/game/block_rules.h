// What the block game's rule files share inside the library: the sequence's hand-overs and
// the checks of a move, each in the file named for its section.
#pragma once

#include <string>
#include <vector>

#include "tricorne/block/block_state.h"
#include "tricorne/engine/game_seam.h"

namespace tricorne::block::detail {

using Events = std::vector<engine::Event>;

const std::string& nameOf(const BlockData& data, const std::string& id);
std::string placeName(const BlockData& data, const std::string& place);

// Part 4: what a player cannot see of an enemy block, everything but its place's count (B3).
bool hiddenFrom(const BlockState& s, std::size_t i, Side viewer);
// B3: the block by its label where its enemy sees it now, else "a British block", "an American block".
std::string publicName(const BlockState& s, const std::string& id);
// An event of `owner`'s blocks: `text` as the enemy and the table read it, `ownerText` in his words.
void tell(Events& events, const std::string& rule, Side owner, std::string text, std::string ownerText);
bool isPoint(const BlockData& data, const std::string& place);
bool isOnMap(const BlockState& s, const std::string& block);
// A place holds blocks of `side` (B6, A20: Native blocks are units).
bool holdsUnits(const BlockState& s, const std::string& place, Side side);

// FNV-1a of the JSON's text (block_state.cpp).
std::uint64_t jsonHash(const nlohmann::json& j);

// block_sequence.cpp: the turn's steps (B5, B8, B11).
void beginPlayerTurn(BlockState& s, Events& events);
void endMovement(BlockState& s, Events& events);
void checkSuddenDeath(BlockState& s, Events& events);
void rollAp(BlockState& s, int die, Events& events);
std::vector<BlockAction> clintonSendChoices(const BlockState& s);
std::vector<BlockAction> clintonReturnChoices(const BlockState& s);
std::string sendToHudson(BlockState& s, const BlockAction& a, Events& events);
std::string returnFromHudson(BlockState& s, const BlockAction& a, Events& events);
std::string tryClinton(BlockState& s, Events& events);
void rollClinton(BlockState& s, int die, Events& events);

// block_movement.cpp: B6 and the overrun of B9.3.
std::vector<BlockAction> movementChoices(const BlockState& s);
std::string applyMovement(BlockState& s, const BlockAction& a, Events& events);
std::vector<BlockAction> retreatChoices(const BlockState& s);
std::string applyRetreat(BlockState& s, const BlockAction& a, Events& events);
// The road limits a move over `road` by `ids` would break (A17, A18), and their use recorded.
std::string roadRefusal(const BlockState& s, const Connection& road, const std::vector<std::string>& ids);
void useRoad(BlockState& s, const Connection& road, const std::vector<std::string>& ids);
// The AP the active player has for a move of `id`, and those spent on it (A6: Arnold's own first).
int apFor(const BlockState& s, const std::string& id);
void spendAp(BlockState& s, const std::string& id, int cost);
// A block one hit weaker, eliminated below 1 SP (B3).
void hit(BlockState& s, const std::string& block, bool seen, Events& events, const std::string& rule);
// A block removed whole, its SP all lost in sight of both players (B10, A34).
void eliminate(BlockState& s, const std::string& block, Events& events, const std::string& rule, const std::string& why);

// block_force_march.cpp: B12.2, the optional force march (A37, A42).
std::vector<BlockAction> forceMarchChoices(const BlockState& s);
std::string declareForceMarch(BlockState& s, const BlockAction& a, Events& events);
void rollForceMarch(BlockState& s, int die, Events& events);

// block_holding.cpp: B12.1, the optional leaders' holding boxes (A43).
// The blocks in `leader`'s box, in roster order.
std::vector<std::string> heldIn(const BlockState& s, const std::string& leader);
// Why a block in a holding box may not be moved or taken by itself, or empty when it is on the map.
std::string holdingRefusal(const BlockState& s, const std::string& id);
std::string releaseRefusal(const BlockState& s, const std::string& id);
std::vector<BlockAction> releaseChoices(const BlockState& s);
std::string releaseFromBox(BlockState& s, const BlockAction& a, Events& events);
// `id` out of its box by a rule, `why` told to its owner.
void releaseFromBoxFor(BlockState& s, const std::string& id, const std::string& why, Events& events);
// After every action: the held blocks the rules bring out of their box (a battle at their point,
// their leader eliminated or gone on without them) are back on the map.
void settleHoldingBoxes(BlockState& s, Events& events);

// block_battle_phase.cpp: B9 as the game fights it, B10 where the leaving side goes.
void recordBattle(BlockState& s, const std::string& from, const std::string& to, const std::vector<std::string>& movers, bool crossed);
std::vector<BlockAction> battleChoices(const BlockState& s);
std::string applyBattlePhase(BlockState& s, const BlockAction& a, Events& events);

// block_setup.cpp: B4 and B12.3.
std::vector<BlockAction> setupChoices(const BlockState& s);
std::string applySetup(BlockState& s, const BlockAction& a, Events& events);

}  // namespace tricorne::block::detail
