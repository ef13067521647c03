// E8.1, E8.1.1, E10.2 (Freeman's Farm) and E7.8 (Next Day): who may move, and where.
#include "engine_test_support.h"
#include "tricorne/series/rules/movement.h"
#include "tricorne/saratoga/scenario_moves.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
GameState start(const char* scenario, std::map<std::string, std::string> options = {}) {
    std::string error;
    auto s = newGame(realData(), scenario, options, 1, error);
    EXPECT_TRUE(s) << error;
    placeAtDefaults(*s);
    return *s;
}

int id(const GameState& s, const char* piece) { return s.pieceIndex(piece).value(); }

// The state in `side`'s Movement Phase, moving.
void movementOf(GameState& s, Side side) {
    s.phase = Phase::Movement;
    s.step = Step::Moving;
    s.order = {side, enemyOf(side)};
    s.playerTurn = 0;
    s.sidesThisTurn = 2;
    for (auto& p : s.pieces) p.moved = false;
}
}  // namespace

TEST(FreemansFarm, RuleE8_1_TheLightInfantryGrenadiersAndJaegersWaitForAmericanReinforcements) {
    GameState s = start("freemans-farm");
    movementOf(s, Side::British);
    EXPECT_EQ(*cannotMove(s, id(s, "br-balcarres")),
              "E8.1: br-balcarres may not move until its first Movement Phase after American reinforcements have entered");
    EXPECT_TRUE(cannotMove(s, id(s, "br-jaegers")));
    EXPECT_FALSE(cannotMove(s, id(s, "br-20th")));
    std::vector<Event> events;
    saratoga::releaseHoldsAtMovementStart(s, events);  // no American reinforcement yet
    EXPECT_TRUE(cannotMove(s, id(s, "br-balcarres")));
    s.reinforced[0] = true;  // the Americans' turn-9 reinforcements have entered
    saratoga::releaseHoldsAtMovementStart(s, events);
    EXPECT_FALSE(cannotMove(s, id(s, "br-balcarres")));
    EXPECT_FALSE(cannotMove(s, id(s, "br-british-grenadiers")));
    EXPECT_EQ(events.size(), 3u);
}

TEST(FreemansFarm, RuleE8_1_1_AnAmericanPassingNextToFrasersHexReleasesItThenTheTableIsRolledOnce) {
    GameState s = start("freemans-farm");
    ASSERT_EQ(at(s, "br-fraser").hex, hex("0416"));
    EXPECT_EQ(at(s, "br-fraser").hold, saratoga::kHoldFraser);
    movementOf(s, Side::American);
    // A move by an American unit that ends next to Fraser's hex.
    const std::vector<HexId> fraserHexes{hex("0517"), hex("0416"), hex("0316")};
    // Dearborn's light infantry is brought up two hexes from them, then marches past.
    const int dearborn = id(s, "am-dearborn");
    std::optional<Move> move;
    for (HexId h : s.map->allHexes()) {
        if (move) break;
        int nearest = 99;
        for (HexId f : fraserHexes) nearest = std::min(nearest, distance(f, h));
        if (nearest != 2 || s.map->prohibited(h) || adjacentEnemyUnits(s, h, Side::American) > 0) continue;
        at(s, "am-dearborn").hex = h;
        for (const auto& r : reachableHexes(s, dearborn, false))
            if (distance(r.path.back(), hex("0416")) == 1) {
                move = Move{"am-dearborn", r.path, false};
                break;
            }
    }
    ASSERT_TRUE(move) << "no American move reaches Fraser's hex";
    const auto r = applyOk(s, *move);
    EXPECT_TRUE(hasEvent(r, "E8.1.1", "is released"));
    EXPECT_EQ(at(s, "br-fraser").hold, 0);
    ASSERT_EQ(s.step, Step::FraserReleaseRoll);
    EXPECT_EQ(decision(s).player, Player::Chance);
    const auto roll = applyOk(s, RollDie{9});  // 9: two more units
    EXPECT_TRUE(hasEvent(roll, "E8.1.1", "die 9: 2 more units released"));
    ASSERT_EQ(s.step, Step::ChooseRelease);
    EXPECT_EQ(decision(s).player, Player::British);
    const auto held = saratoga::fraserHeldUnits(s);
    ASSERT_GE(held.size(), 2u);
    applyOk(s, Release{s.pieceId(held[0])});
    applyOk(s, Release{s.pieceId(held[1])});
    EXPECT_EQ(s.step, Step::Moving);
    EXPECT_TRUE(s.fraserRolled);
    // One roll a game: a later release brings no second roll.
    EXPECT_EQ(saratoga::fraserReleaseCount(s, 3), 0);
    EXPECT_EQ(saratoga::fraserReleaseCount(s, 4), 1);
}

TEST(FreemansFarm, RuleE8_1_1_AMoveThatOnlyPassesByStillReleases) {
    GameState s = start("freemans-farm");
    std::vector<Event> events;
    // A path through a hex next to 0316 that ends two hexes from it.
    HexId by, beyond;
    for (HexId h : neighbours(hex("0316")))
        for (HexId n : neighbours(h))
            if (s.map->contains(h) && s.map->contains(n) && distance(n, hex("0316")) == 2 && distance(n, hex("0416")) > 1 && distance(n, hex("0517")) > 1 &&
                distance(h, hex("0416")) > 1 && distance(h, hex("0517")) > 1) {
                by = h;
                beyond = n;
            }
    ASSERT_TRUE(s.map->contains(beyond));
    const bool roll = saratoga::releaseHoldsAfterMove(s, id(s, "am-dearborn"), {by, by, beyond}, events);
    EXPECT_TRUE(roll);
    for (int i : {id(s, "br-fraser")}) EXPECT_EQ(s.pieces[static_cast<std::size_t>(i)].hold, saratoga::kHoldFraser);  // 0416 untouched
    bool released0316 = false;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].hex == hex("0316")) {
            EXPECT_EQ(s.pieces[static_cast<std::size_t>(i)].hold, 0) << s.pieceId(i);
            released0316 = true;
        }
    EXPECT_TRUE(released0316);
}

TEST(FreemansFarm, RuleE10_2_1_AmericansStayWestOfMillCreekAndOfColumnTwelveInTheNorth) {
    GameState s = start("freemans-farm");
    EXPECT_FALSE(saratoga::outsideMovementLimits(s, Side::American, hex("1015")));
    EXPECT_FALSE(saratoga::outsideMovementLimits(s, Side::American, hex("1217")));
    EXPECT_EQ(*saratoga::outsideMovementLimits(s, Side::American, hex("1317")),
              "E10.2.1: American units may not move east of Mill Creek or east of hex row 12xx from 1217 north to the board edge (1317)");
    EXPECT_TRUE(saratoga::outsideMovementLimits(s, Side::American, hex("1316")));  // across Mill Creek
    EXPECT_TRUE(saratoga::outsideMovementLimits(s, Side::American, hex("1814")));
    EXPECT_FALSE(saratoga::outsideMovementLimits(s, Side::American, hex("1809")));  // below the creek: the American camp
    EXPECT_FALSE(saratoga::outsideMovementLimits(s, Side::British, hex("1317")));
}

TEST(FreemansFarm, RuleE10_2_2_TheBritishStayNorthOfTheSouthBranch) {
    GameState s = start("freemans-farm");
    EXPECT_FALSE(saratoga::outsideMovementLimits(s, Side::British, hex("0510")));
    EXPECT_TRUE(saratoga::outsideMovementLimits(s, Side::British, hex("0506")));
    EXPECT_TRUE(saratoga::outsideMovementLimits(s, Side::British, hex("1107")));
    EXPECT_TRUE(saratoga::outsideMovementLimits(s, Side::British, hex("1809")));  // below Mill Creek, where the branch runs on
    EXPECT_FALSE(saratoga::outsideMovementLimits(s, Side::American, hex("0506")));
}

TEST(FreemansFarm, RuleE10_2_LimitsApplyOnlyAtFreemansFarm) {
    GameState s = start("campaign");
    EXPECT_FALSE(saratoga::outsideMovementLimits(s, Side::American, hex("1317")));
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(id(s, "br-balcarres"))].hold, 0);
}

TEST(NextDay, RuleE7_8_ArnoldStaysAt1407UntilABritishUnitEntersTheBemisHeightsLine) {
    GameState s = start("next-day");
    movementOf(s, Side::American);
    ASSERT_EQ(at(s, "am-arnold").hex, hex("1407"));
    EXPECT_EQ(*cannotMove(s, id(s, "am-arnold")), "E7.8: Arnold may not leave 1407 until a British unit enters the Bemis Heights Line");
    std::vector<Event> events;
    // A British unit outside the Line changes nothing; one inside frees him.
    saratoga::releaseHoldsAfterMove(s, id(s, "br-9th"), {hex("1520"), hex("1519")}, events);
    EXPECT_TRUE(cannotMove(s, id(s, "am-arnold")));
    HexId inside;
    for (HexId h : s.map->allHexes())
        if (s.map->inArea("bemisHeightsCamp", h)) {
            inside = h;
            break;
        }
    saratoga::releaseHoldsAfterMove(s, id(s, "br-9th"), {inside}, events);
    EXPECT_FALSE(cannotMove(s, id(s, "am-arnold")));
    // Arnold never stacks with Gates.
    EXPECT_EQ(*saratoga::forbiddenStack(s, id(s, "am-arnold"), at(s, "am-gates").hex),
              "E7.8: Arnold can never stack with Gates (" + at(s, "am-gates").hex.str() + ")");
}

TEST(NextDay, RuleE7_8_OptionArnoldFreedWhenHisHexIsAttacked) {
    GameState s = start("next-day", {{"arnold-arrest-until-attacked", "on"}});
    movementOf(s, Side::American);
    EXPECT_EQ(*cannotMove(s, id(s, "am-arnold")), "E7.8: Arnold may not move until his hex (1407) is attacked in close combat");
    std::vector<Event> events;
    HexId inside;
    for (HexId h : s.map->allHexes())
        if (s.map->inArea("bemisHeightsCamp", h)) inside = h;
    saratoga::releaseHoldsAfterMove(s, id(s, "br-9th"), {inside}, events);
    EXPECT_TRUE(cannotMove(s, id(s, "am-arnold")));  // the Line entered: not enough under the option
    saratoga::releaseHoldsAfterCombatAgainst(s, {hex("1407")}, events);
    EXPECT_FALSE(cannotMove(s, id(s, "am-arnold")));
}
