// E8.3.4 Blocked Reinforcement Hexes, on the real Freeman's Farm map.
#include <algorithm>

#include "engine_test_support.h"
#include "tricorne/series/rules/movement.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
// Freeman's Farm on `turn`, an empty map, the enemy's Close Combat Phase about to end:
// `entering`'s Movement Phase, and its reinforcements, come next.
GameState beforeMovement(int turn, Side entering) { return emptyCloseCombat("freemans-farm", turn, enemyOf(entering), 0, 1); }

void onTrack(GameState& s, const char* id, const char* entry, int turn) {
    s.pieces[static_cast<std::size_t>(s.pieceIndex(id).value())] = Piece{Location::TurnTrack, hex(entry), turn};
}

const Piece& pieceOf(const GameState& s, const char* id) { return s.pieces[static_cast<std::size_t>(s.pieceIndex(id).value())]; }

std::vector<Action> places(const char* id, std::initializer_list<const char*> hexes) {
    std::vector<Action> out;
    for (const char* h : hexes) out.push_back(Place{id, hex(h)});
    return out;
}

bool anyStrategicMove(const GameState& s, const std::string& unit) {
    const auto legal = legalActions(s);
    return std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
        const auto* m = std::get_if<Move>(&a);
        return m && m->unit == unit && m->strategic;
    });
}


// Turn 10: Regiment von Rhetz is due at 1416 (E8.3.1), an American unit is next to it at 1516.
GameState rhetzBlockedFrom(const char* american) {
    GameState s = beforeMovement(10, Side::British);
    onTrack(s, "br-von-rhetz", "1416", 10);
    place(s, "am-2nd-ny", american);
    return s;
}

int halvesOf(const GameState& s, const char* at) { return s.volume->movement->hex[static_cast<std::size_t>(s.map->terrain(hex(at)))].mpTimes2; }
}  // namespace

TEST(BlockedEntry, RuleE8_3_4_TheOwnerChoosesAmongTheNearestClearHexesTowardHisEdge) {
    GameState s = rhetzBlockedFrom("1516");
    applyOk(s, EndPhase{});
    ASSERT_EQ(s.step, Step::PlacePiece);
    EXPECT_EQ(decision(s).player, Player::British);
    EXPECT_EQ(decision(s).rule, "E8.3.4");
    EXPECT_EQ(decision(s).prompt, "British chooses where Regiment von Rhetz enters: the enemy blocks 1416");
    // E1.8: north for the British; 1517 is next to the American, 1415 and 1515 lie south.
    EXPECT_EQ(legalActions(s), places("br-von-rhetz", {"1317", "1417"}));
}

TEST(BlockedEntry, RuleE8_3_4_TheChosenHexCostsItsTerrainAndForbidsStrategicMovement) {
    GameState s = rhetzBlockedFrom("1516");
    applyOk(s, EndPhase{});
    const auto r = applyOk(s, Place{"br-von-rhetz", hex("1317")});
    EXPECT_TRUE(hasEvent(r, "E8.3.4", "br-von-rhetz enters at 1317, the enemy being next to 1416: 2 MP paid, no strategic movement"));
    EXPECT_EQ(s.step, Step::Moving);
    const int rhetz = s.pieceIndex("br-von-rhetz").value();
    EXPECT_EQ(pieceOf(s, "br-von-rhetz").hex, hex("1317"));
    EXPECT_EQ(pieceOf(s, "br-von-rhetz").location, Location::Map);
    // Light forest: 2 MP of the regiment's allowance are spent.
    EXPECT_EQ(halvesOf(s, "1317"), 4);
    EXPECT_EQ(movementAllowanceHalves(s, rhetz, false), 2 * s.unitDef(rhetz).ma - 4);
    for (const auto& reach : reachableHexes(s, rhetz, false)) EXPECT_LE(reach.costHalves, 2 * s.unitDef(rhetz).ma - 4) << reach.hex.str();
    EXPECT_FALSE(anyStrategicMove(s, "br-von-rhetz"));
    EXPECT_EQ(applyError(s, Move{"br-von-rhetz", {hex("1317"), hex("1216")}, true}), "E8.3.4: br-von-rhetz arrived this turn and cannot use strategic movement");
    // Placed there by 9.11 instead, the same regiment could march strategically from 1317.
    GameState free = s;
    free.pieces[static_cast<std::size_t>(rhetz)].entryCostHalves = 0;
    free.pieces[static_cast<std::size_t>(rhetz)].noStrategicOnEntry = false;
    EXPECT_TRUE(anyStrategicMove(free, "br-von-rhetz"));
}

TEST(BlockedEntry, RuleE8_3_4_AHexOutsideTheChoiceIsRefused) {
    GameState s = rhetzBlockedFrom("1516");
    applyOk(s, EndPhase{});
    EXPECT_EQ(applyError(s, Place{"br-von-rhetz", hex("1416")}),
              "E8.3.4: the enemy blocks 1416; Regiment von Rhetz enters at the nearest hex toward its friendly map edge clear of the enemy (1317, 1417)");
    EXPECT_EQ(applyError(s, Place{"br-von-rhetz", hex("1518")}),
              "E8.3.4: the enemy blocks 1416; Regiment von Rhetz enters at the nearest hex toward its friendly map edge clear of the enemy (1317, 1417)");
}

TEST(BlockedEntry, RuleE8_3_4_WithOneHexToChooseTheReinforcementEntersThereAtOnce) {
    GameState s = rhetzBlockedFrom("1317");  // 1317 and its neighbours 1316, 1417 are closed: 1517 is left
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "E8.3.4", "br-von-rhetz enters at 1517"));
    EXPECT_EQ(s.step, Step::Moving);
    EXPECT_EQ(pieceOf(s, "br-von-rhetz").hex, hex("1517"));
    EXPECT_EQ(pieceOf(s, "br-von-rhetz").entryCostHalves, halvesOf(s, "1517"));
}

TEST(BlockedEntry, RuleE8_3_4_TheAmericansEnterTowardTheSouth) {
    GameState s = beforeMovement(9, Side::American);
    onTrack(s, "am-2nd-ny", "1309", 9);
    onTrack(s, "am-4th-ny", "1309", 9);
    place(s, "br-20th", "1310");
    applyOk(s, EndPhase{});
    ASSERT_EQ(s.step, Step::PlacePiece);
    EXPECT_EQ(decision(s).prompt, "American chooses where 2nd New York enters: the enemy blocks 1309");
    EXPECT_EQ(legalActions(s), places("am-2nd-ny", {"1208", "1308", "1408"}));
    applyOk(s, Place{"am-2nd-ny", hex("1308")});
    EXPECT_EQ(decision(s).prompt, "American chooses where 4th New York enters: the enemy blocks 1309");
    applyOk(s, Place{"am-4th-ny", hex("1208")});
    EXPECT_EQ(s.step, Step::Moving);
    EXPECT_EQ(pieceOf(s, "am-2nd-ny").hex, hex("1308"));
    EXPECT_EQ(pieceOf(s, "am-4th-ny").hex, hex("1208"));
    EXPECT_TRUE(s.reinforced[static_cast<std::size_t>(Side::American)]);  // E8.1: it counts as their arrival
}

TEST(BlockedEntry, RuleE8_3_4_AnUnblockedEntryIsAsBefore) {
    GameState s = rhetzBlockedFrom("1315");  // two hexes away: not adjacent
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "9.11", "br-von-rhetz enters at 1416"));
    EXPECT_EQ(s.step, Step::Moving);
    EXPECT_EQ(pieceOf(s, "br-von-rhetz").entryCostHalves, 0);
    EXPECT_TRUE(anyStrategicMove(s, "br-von-rhetz"));  // E8.3.3
}

TEST(BlockedEntry, RulingE8_3_4_AnEnemyInTheEntryHexBlocksItToo) {
    GameState s = rhetzBlockedFrom("1416");
    applyOk(s, EndPhase{});
    ASSERT_EQ(s.step, Step::PlacePiece);
    EXPECT_EQ(decision(s).rule, "E8.3.4");
    // Its neighbours are all next to 1416: the ring two hexes out, on the north side.
    EXPECT_EQ(legalActions(s), places("br-von-rhetz", {"1217", "1318", "1418", "1518", "1617"}));
}

TEST(BlockedEntry, RuleE8_3_4_HeldBackItWaitsForItsOwnEntryHex) {
    GameState s = rhetzBlockedFrom("1516");
    applyOk(s, EndPhase{});
    applyOk(s, Place{"br-von-rhetz", hex("1417")});
    applyOk(s, DelayReinforcement{"br-von-rhetz"});  // 9.11
    EXPECT_EQ(pieceOf(s, "br-von-rhetz").location, Location::TurnTrack);
    EXPECT_EQ(pieceOf(s, "br-von-rhetz").hex, hex("1416"));
    EXPECT_EQ(pieceOf(s, "br-von-rhetz").entryTurn, 11);
    EXPECT_EQ(pieceOf(s, "br-von-rhetz").entryCostHalves, 0);
}

TEST(BlockedEntry, RulingE8_3_4_OnlyFreemansFarmPlaysIt) {
    for (const char* id : {"campaign", "next-day"}) {
        std::string error;
        auto s = newGame(realData(), id, {}, 1, error);
        ASSERT_TRUE(s) << error;
        EXPECT_FALSE(s->hasRule("E8.3.4")) << id;
    }
    GameState s = rhetzBlockedFrom("1516");
    EXPECT_TRUE(s.hasRule("E8.3.4"));
}
