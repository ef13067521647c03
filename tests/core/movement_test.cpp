// 9 Movement, with 8.3 ZOC effects, 13.3/13.4 restrictions and 14.32 leader capture.
#include <algorithm>
#include <thread>

#include "engine_test_support.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/rules/movement.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
std::optional<Reach> reachOf(const GameState& s, const std::string& id, const char* to, bool strategic = false) {
    for (auto& r : reachableHexes(s, s.pieceIndex(id).value(), strategic))
        if (r.hex == hex(to)) return r;
    return std::nullopt;
}
Move path(const std::string& unit, std::initializer_list<const char*> hexes, bool strategic = false) {
    Move m{unit, {}, strategic};
    for (auto h : hexes) m.path.push_back(hex(h));
    return m;
}
}  // namespace

TEST(Movement, Rule9_4_RoadRateIsHalfAnMpAlongTheRoad) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2028");
    EXPECT_EQ(reachOf(s, "br-9th", "2029")->costHalves, 1);
    EXPECT_EQ(reachOf(s, "br-9th", "2024")->costHalves, 4);  // four road hexes: 2 MP
    EXPECT_EQ(reachOf(s, "br-9th", "2020")->costHalves, 8);  // eight road hexes: the whole MA of 4
    EXPECT_FALSE(reachOf(s, "br-9th", "2019"));
}

TEST(Movement, Rule9_4_SlopesCostOneUpAndHalfDown) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2029");
    // 2029 -> 1929: crops (1) up the slope (+1).
    EXPECT_EQ(reachOf(s, "br-9th", "1929")->costHalves, 4);
    GameState t = emptyBoard(Side::British);
    place(t, "br-9th", "1929");
    // 1929 -> 2029: clear (1) down the slope (+1/2), or along no road.
    EXPECT_EQ(reachOf(t, "br-9th", "2029")->costHalves, 3);
}

TEST(Movement, Rule9_4_TrailRateReplacesTheHexCost) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "1829");
    ASSERT_EQ(s.map->terrain(hex("1830")), Terrain::FarmBuildings);
    EXPECT_EQ(reachOf(s, "br-9th", "1830")->costHalves, 2);  // the trail: 1 MP, not the farm's 2
}

TEST(Movement, Rule9_2_NoteAUnitMayAlwaysMoveOneHex) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-blomfield", "0729");  // MA 2; 0730 is heavy forest, 3 MP
    ASSERT_EQ(s.map->terrain(hex("0730")), Terrain::HeavyForest);
    ASSERT_TRUE(reachOf(s, "br-blomfield", "0730"));
    applyOk(s, path("br-blomfield", {"0729", "0730"}));
}

TEST(Movement, Rule9_2_NoMoreThanTheMovementAllowance) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2028");
    const auto error = applyError(s, path("br-9th", {"2028", "2027", "2026", "2025", "2024", "2023", "2022", "2021", "2020", "2019"}));
    EXPECT_EQ(error.substr(0, 4), "9.2:") << error;
}

TEST(Movement, Rule9_2_EachUnitMovesOnce) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2028");
    applyOk(s, path("br-9th", {"2028", "2027"}));
    EXPECT_EQ(applyError(s, path("br-9th", {"2027", "2026"})), "9.2: br-9th has already moved this phase");
}

TEST(Movement, Rule9_3_NeverIntoProhibitedTerrainOrAnEnemyHex) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2126");
    place(s, "am-2nd-ny", "2124");
    EXPECT_EQ(applyError(s, path("br-9th", {"2126", "2226"})), "9.3: 2226 is prohibited terrain (River)");
    EXPECT_EQ(applyError(s, path("br-9th", {"2126", "2125", "2124"})), "8.31: entering an enemy ZOC at 2125 ends movement");
    GameState t = emptyBoard(Side::British);
    place(t, "br-9th", "2125");
    place(t, "am-2nd-ny", "2124");
    EXPECT_EQ(applyError(t, path("br-9th", {"2125", "2124"})), "9.3: 2124 is occupied by the enemy");
}

TEST(Zoc, Rule8_31_EnteringEnemyZocEndsMovement) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2029");
    place(s, "am-2nd-ny", "2126");
    EXPECT_EQ(reachOf(s, "br-9th", "2026")->costHalves, 3);  // road: 1.5 MP, and it stops there
    EXPECT_FALSE(reachOf(s, "br-9th", "2025"));
    EXPECT_EQ(applyError(s, path("br-9th", {"2029", "2028", "2027", "2026", "2025"})), "8.31: entering an enemy ZOC at 2026 ends movement");
    applyOk(s, path("br-9th", {"2029", "2028", "2027", "2026"}));
}

TEST(Zoc, Rule8_31_EnteringAnEnemyRifleUnitsZocCostsOneMoreMp) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2029");
    place(s, "am-morgan", "2126");
    EXPECT_EQ(reachOf(s, "br-9th", "2026")->costHalves, 5);  // 1.5 MP of road + 1
}

TEST(Zoc, Rule8_31_LeavingAnEnemyRifleUnitsZocCostsOneMoreMp) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-morgan", "2126");
    EXPECT_EQ(reachOf(s, "br-9th", "2027")->costHalves, 3);  // road 1/2 MP + 1 to leave
}

TEST(Zoc, Rule8_32_FromOneEnemyZocDirectlyIntoAnother) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");
    ASSERT_TRUE(reachOf(s, "br-9th", "2025"));  // in the ZOC too: it may enter, and stops
    EXPECT_EQ(applyError(s, path("br-9th", {"2026", "2025", "2024"})), "8.31: entering an enemy ZOC at 2025 ends movement");
    // Out of the ZOC first, it moves on freely.
    EXPECT_TRUE(reachOf(s, "br-9th", "2029"));
}

TEST(Stacking, Rule7_2_NeverMoveThroughAnOverstackedHex) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-von-riedesel-regt", "2027");
    place(s, "br-prinz-ludwig", "2027");
    place(s, "br-9th", "2028");
    EXPECT_EQ(applyError(s, path("br-9th", {"2028", "2027", "2026"})),
              "7.2: 2027 would hold 9 SPs and 0 artillery units; the limit is 6 SPs plus one artillery unit (7.1)");
    EXPECT_FALSE(reachOf(s, "br-9th", "2027"));
}

TEST(Movement, Rule9_5_StrategicMovementDoublesTheAllowance) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2028");
    EXPECT_FALSE(reachOf(s, "br-9th", "2019"));
    auto r = reachOf(s, "br-9th", "2019", true);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->costHalves, 9);
    applyOk(s, path("br-9th", {"2028", "2027", "2026", "2025", "2024", "2023", "2022", "2021", "2020", "2019"}, true));
}

TEST(Movement, Rule9_5_StrategicMovementStaysOnQualifyingTerrain) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2029");
    ASSERT_FALSE(s.map->between(hex("2029"), hex("1929"))->road);
    EXPECT_FALSE(reachOf(s, "br-9th", "1928", true));  // light forest off the road
}

TEST(Movement, Rule9_51_StrategicMovementNeverAdjacentToTheEnemy) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2028");
    place(s, "am-2nd-ny", "2126");
    EXPECT_FALSE(reachOf(s, "br-9th", "2020", true));
    EXPECT_EQ(applyError(s, path("br-9th", {"2028", "2027", "2026"}, true)),
              "9.51: strategic movement may not move adjacent to enemy units (2026)");
    GameState t = emptyBoard(Side::British);
    place(t, "br-9th", "2026");
    place(t, "am-2nd-ny", "2126");
    EXPECT_TRUE(reachableHexes(t, t.pieceIndex("br-9th").value(), true).empty());  // it begins adjacent
}

TEST(Disruption, Rule13_3_DisruptedUnitsMoveOneHexAwayFromTheEnemy) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-2nd-ny", "2126", Status::Disrupted);
    place(s, "br-9th", "2026");
    const auto reach = reachableHexes(s, s.pieceIndex("am-2nd-ny").value(), false);
    ASSERT_EQ(reach.size(), 1u);
    EXPECT_EQ(reach[0].hex, hex("2125"));
    EXPECT_EQ(applyError(s, EndPhase{}), "13.3: am-2nd-ny is disrupted next to the enemy and must use its move to get away");
    applyOk(s, path("am-2nd-ny", {"2126", "2125"}));
    applyOk(s, EndPhase{});
}

TEST(Disruption, Rule13_3_DisruptedUnitsMayNotMoveAdjacentToTheEnemy) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-2nd-ny", "2124", Status::Disrupted);
    place(s, "br-9th", "2025");  // 2125 and 2024 are beside it; 2123 and 2023 are not
    EXPECT_EQ(applyError(s, path("am-2nd-ny", {"2124", "2123", "2122"})), "13.3: disrupted units may move only one hex");
    EXPECT_EQ(applyError(s, path("am-2nd-ny", {"2124", "2125"})),
              "13.3: a disrupted unit may not end adjacent to the enemy, and must move away from as many enemy units as it can");
    applyOk(s, path("am-2nd-ny", {"2124", "2123"}));
}

TEST(Shattered, Rule13_4_ShatteredUnitsMayNotMove) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-2nd-ny", "2124", Status::Shattered);
    EXPECT_EQ(applyError(s, path("am-2nd-ny", {"2124", "2123"})), "13.4: shattered units may not move");
}

TEST(Pin, Rule9_3_PinnedUnitsMoveOnlyToEndAwayFromTheEnemy) {
    GameState s = emptyBoard(Side::American);
    const int ny = place(s, "am-2nd-ny", "2126");
    const int ninth = place(s, "br-9th", "2026");
    s.pieces[static_cast<std::size_t>(ny)].pin = 1;
    s.pieces[static_cast<std::size_t>(ninth)].pin = 1;
    EXPECT_EQ(applyError(s, path("am-2nd-ny", {"2126", "2127"})), "9.3: a pinned unit may move only to a hex not adjacent to any enemy unit");
    applyOk(s, path("am-2nd-ny", {"2126", "2125"}));
}

TEST(Pin, Rule9_6_EachPinnedCombatBrokenCostsOneArmyMorale) {
    GameState s = emptyBoard(Side::American);
    const int ny = place(s, "am-2nd-ny", "2126");
    const int ninth = place(s, "br-9th", "2026");
    s.pieces[static_cast<std::size_t>(ny)].pin = 1;
    s.pieces[static_cast<std::size_t>(ninth)].pin = 1;
    applyOk(s, path("am-2nd-ny", {"2126", "2125"}));
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "9.6", "broken"));
    EXPECT_EQ(s.armyMorale[0], 13);
    EXPECT_EQ(s.armyMorale[1], 14);
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(ny)].pin, 0);
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(ninth)].pin, 0);
}

TEST(Pin, Rule9_6_PinsStayWhileTheUnitsStayAdjacent) {
    GameState s = emptyBoard(Side::American);
    const int ny = place(s, "am-2nd-ny", "2126");
    const int ninth = place(s, "br-9th", "2026");
    s.pieces[static_cast<std::size_t>(ny)].pin = 1;
    s.pieces[static_cast<std::size_t>(ninth)].pin = 1;
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.armyMorale[0], 14);
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(ny)].pin, 1);
}

TEST(Leaders, Rule14_32_LoneLeadersAreCapturedWhenEnemyUnitsEnter) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-2nd-ny", "2126");
    const int phillips = place(s, "br-phillips", "2125");
    const auto r = applyOk(s, path("am-2nd-ny", {"2126", "2125", "2124"}));
    EXPECT_TRUE(hasEvent(r, "14.32", "Phillips is captured"));
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(phillips)].location, Location::Captured);
    EXPECT_EQ(s.armyMorale[1], 14 - s.leaderDef(phillips).casualtyAm);
    EXPECT_EQ(s.vpHalves[0], static_cast<int>(s.leaderDef(phillips).casualtyVp * 2));
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(s.pieceIndex("am-2nd-ny").value())].hex, hex("2124"));  // it does not stop
}

TEST(Leaders, Rule14_32_LeadersMoveAloneButNeverIntoTheEnemy) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-phillips", "2029");
    place(s, "am-2nd-ny", "2126");
    EXPECT_TRUE(reachOf(s, "br-phillips", "2025"));  // leaders are not combat units: no ZOC stop
    EXPECT_EQ(applyError(s, path("br-phillips", {"2029", "2028", "2027", "2026", "2126"})), "9.3: 2126 is occupied by the enemy");
}

TEST(Reinforcements, Rule9_11_PlacedOnTheEntryHexAtTheStartOfTheMovementPhase) {
    GameState s = emptyBoard(Side::American);
    s.phase = Phase::CloseCombat;
    s.step = Step::DeclareCombats;
    const int rhetz = s.pieceIndex("br-von-rhetz").value();
    s.pieces[static_cast<std::size_t>(rhetz)].location = Location::TurnTrack;
    s.pieces[static_cast<std::size_t>(rhetz)].entryTurn = 4;
    s.pieces[static_cast<std::size_t>(rhetz)].hex = hex("2031");
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "9.11", "br-von-rhetz enters at 2031"));
    EXPECT_EQ(s.phasing(), Side::British);
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(rhetz)].location, Location::Map);
    // 9.12: placement costs nothing; the full allowance remains, strategic movement included.
    EXPECT_TRUE(reachOf(s, "br-von-rhetz", "2023", true));
}

TEST(Reinforcements, Rule9_11_MayBeDelayedToALaterTurn) {
    GameState s = emptyBoard(Side::American);
    s.phase = Phase::CloseCombat;
    s.step = Step::DeclareCombats;
    const int rhetz = s.pieceIndex("br-von-rhetz").value();
    s.pieces[static_cast<std::size_t>(rhetz)] = Piece{Location::TurnTrack, hex("2031"), 4};
    applyOk(s, EndPhase{});
    applyOk(s, DelayReinforcement{"br-von-rhetz"});
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(rhetz)].location, Location::TurnTrack);
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(rhetz)].entryTurn, 5);
}

TEST(Stacking, Rule7_3_OverstackedReinforcementsLoseStepsWithArmyMoraleAndVp) {
    GameState s = emptyBoard(Side::American);
    s.phase = Phase::CloseCombat;
    s.step = Step::DeclareCombats;
    for (const char* id : {"br-von-riedesel-regt", "br-von-rhetz"})
        s.pieces[static_cast<std::size_t>(s.pieceIndex(id).value())] = Piece{Location::TurnTrack, hex("2031"), 4};
    applyOk(s, EndPhase{});  // 9.11: both placed, 9 SPs, over the limit until the phase ends
    applyOk(s, EndPhase{});
    EXPECT_EQ(s.step, Step::ReduceOverstack);
    EXPECT_EQ(applyError(s, EndPhase{}), "7.3: the overstacked hexes must first lose steps");
    applyOk(s, EliminateStep{"br-von-rhetz"});  // 5 + 2 = 7: still over
    EXPECT_EQ(s.step, Step::ReduceOverstack);
    applyOk(s, EliminateStep{"br-von-rhetz"});  // eliminated: 5
    EXPECT_EQ(s.phase, Phase::CloseCombat);  // nothing to fire
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(s.pieceIndex("br-von-rhetz").value())].location, Location::Eliminated);
    EXPECT_EQ(s.armyMorale[1], 12);  // 7.3: as if lost in combat, one AM a step
    EXPECT_EQ(s.vpHalves[0], 4);     // 4: two steps eliminated, 2 VP
}

TEST(AmericanArtillery, RuleE3_1_FixedUntilForcedFromItsHex) {
    GameState s = emptyBoard(Side::American);
    const int gun = place(s, "am-stevens-river", "2410");
    EXPECT_EQ(*cannotMove(s, gun), "E3.1: American artillery may not move unless forced from its at-start hex");
    s.pieces[static_cast<std::size_t>(gun)].forcedFromStart = true;
    EXPECT_FALSE(cannotMove(s, gun));
}

TEST(Reinforcements, RuleE3_8_2_TheBateauxCannotMoveOnArrival) {
    GameState s = emptyBoard(Side::American);
    s.turn = 5;
    s.phase = Phase::CloseCombat;
    s.step = Step::DeclareCombats;
    const int navy = s.pieceIndex("br-royal-navy").value();
    s.pieces[static_cast<std::size_t>(navy)] = Piece{Location::TurnTrack, hex("2019"), 5};
    applyOk(s, EndPhase{});
    ASSERT_EQ(s.pieces[static_cast<std::size_t>(navy)].location, Location::Map);
    EXPECT_EQ(*cannotMove(s, navy), "E3.8.2: arriving by bateaux, it cannot move this turn");
}

TEST(Reinforcements, RuleE3_8_2_WhiteBoxUnitsStayWithinTwoHexesOfTheRiverRoad) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-royal-navy", "2021");  // on the River Road
    EXPECT_TRUE(reachOf(s, "br-royal-navy", "1921"));   // one hex off the road
    EXPECT_FALSE(reachOf(s, "br-royal-navy", "1721"));  // three hexes off
    const auto error = applyError(s, path("br-royal-navy", {"2021", "1921", "1821", "1721"}));
    EXPECT_EQ(error, "E3.8.2: 1721 is more than two hexes from the River Road");
}

namespace {
// Every path checkMove accepts must end in a hex reachableHexes lists, and every path it
// lists must be accepted: the two answer the same question by different routes.
void expectMovesMatchTheSearch(const GameState& s, int piece, bool strategic, const std::string& where) {
    const auto reach = reachableHexes(s, piece, strategic);
    auto listed = [&](HexId h) { return std::any_of(reach.begin(), reach.end(), [&](const Reach& r) { return r.hex == h; }); };
    for (const auto& r : reach) {
        const Move m{s.pieceId(piece), r.path, strategic};
        const auto why = checkMove(s, m);
        ASSERT_FALSE(why) << where << ": " << describe(m) << " is listed but refused: " << *why;
        for (HexId next : neighbours(r.hex)) {
            if (std::find(r.path.begin(), r.path.end(), next) != r.path.end()) continue;
            Move longer = m;
            longer.path.push_back(next);
            if (!checkMove(s, longer)) {
                ASSERT_TRUE(listed(next)) << where << ": " << describe(longer) << " is accepted but " << next.str() << " is not listed";
            }
        }
    }
}

}  // namespace

TEST(Movement, Rule9_2_AMoveIsLegalExactlyWhenTheSearchReachesItsHex) {
    int checked = 0;
    visitMovementPhases(11, 2000, 7, [&](const GameState& s, const std::string& when) {
        // The position as it stands, then with one mover disrupted or pinned (13.3, 9.3).
        for (int variant = 0; variant < 3; ++variant) {
            GameState t = s;
            for (int i = 0; i < t.unitCount(); ++i) {
                if (cannotMove(t, i)) continue;
                if (variant == 1) t.pieces[static_cast<std::size_t>(i)].status = Status::Disrupted;
                if (variant == 2) t.pieces[static_cast<std::size_t>(i)].pin = 1;
                for (bool strategic : {false, true}) expectMovesMatchTheSearch(t, i, strategic, when + " " + t.pieceId(i));
                ++checked;
                break;
            }
        }
    });
    EXPECT_GT(checked, 30);
}

TEST(Movement, Rule9_2_OneFinderForEveryPieceGivesEachPieceItsOwnSearch) {
    // legalActions asks one ReachFinder for every piece of a state: each answer, asked in any
    // order, is the one a search of that piece alone gives, hex, cost and path, and each path
    // is one the rules walked step by step accept at that cost.
    int compared = 0;
    visitMovementPhases(5, 1500, 5, [&](const GameState& s, const std::string& when) {
        const ReachFinder finder(s);
        for (int i = static_cast<int>(s.pieces.size()) - 1; i >= 0; --i)
            for (bool strategic : {true, false}) {
                const auto shared = finder(i, strategic), alone = reachableHexes(s, i, strategic);
                const std::string where = when + " " + s.pieceId(i);
                ASSERT_EQ(shared.size(), alone.size()) << where;
                for (std::size_t k = 0; k < shared.size(); ++k) {
                    EXPECT_EQ(shared[k].hex, alone[k].hex) << where;
                    EXPECT_EQ(shared[k].costHalves, alone[k].costHalves) << where;
                    EXPECT_EQ(shared[k].path, alone[k].path) << where;
                    EXPECT_EQ(shared[k].strategic, alone[k].strategic) << where;
                    int spent = -1;
                    EXPECT_EQ(checkMove(s, Move{s.pieceId(i), shared[k].path, strategic}, &spent), std::nullopt) << where;
                    EXPECT_EQ(spent, shared[k].costHalves) << where;
                }
                compared += static_cast<int>(shared.size());
            }
    });
    EXPECT_GT(compared, 1000);
}

TEST(Movement, Rule7_2_Rule8_31_Rule9_2_ASearchKeptIsGivenAgainOnlyWhileAllItReadIsTheSame) {
    // A piece's search is kept and given again while the data, the piece, the enemy and whether
    // its own side's stacks (7.2) and the volume's bounds bar the hexes it tried are the same.
    // States of random play in the three scenarios, each twice, asked in a shuffled order, as
    // a tree search lists the moves of one line of play and then of another: every piece's
    // hexes, costs and paths are those of a search made afresh.
    std::vector<std::pair<GameState, std::string>> states;
    visitMovementPhases(23, 1500, 4, [&](const GameState& s, const std::string& when) {
        states.emplace_back(s, when);
        states.emplace_back(s, when + " again");
    });
    Rng order(7);
    for (std::size_t i = states.size(); i > 1; --i) std::swap(states[i - 1], states[order.below(static_cast<int>(i))]);
    int compared = 0;
    for (const auto& [s, when] : states) {
        const ReachFinder kept(s), fresh(s, false);
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
            for (bool strategic : {false, true}) {
                const auto a = kept(i, strategic), b = fresh(i, strategic);
                const std::string where = when + " " + s.pieceId(i) + (strategic ? " strategic" : "");
                ASSERT_EQ(a.size(), b.size()) << where;
                for (std::size_t k = 0; k < a.size(); ++k) {
                    ASSERT_EQ(a[k].hex, b[k].hex) << where;
                    ASSERT_EQ(a[k].costHalves, b[k].costHalves) << where;
                    ASSERT_EQ(a[k].path, b[k].path) << where;
                }
                compared += static_cast<int>(a.size());
            }
    }
    EXPECT_GT(states.size(), 100u);
    EXPECT_GT(compared, 10000);
}

TEST(Movement, Rule9_2_TheSearchesKeptAreCheckedAgainstFreshOnesAfterEveryAction) {
    // The soak and the arena check after every action that each search the thread keeps and
    // would give again for the state equals a fresh one (checkKeptSearches, SeriesGame's
    // invariants). `kept` searches nothing: in a thread that has searched nothing it gives
    // nothing; once a state's moves are listed it gives each piece's search; along the states
    // of play that follow, some are given again and some not, and each given equals a fresh one.
    std::vector<GameState> states;
    visitMovementPhases(41, 1200, 3, [&](const GameState& s, const std::string&) { states.push_back(s); });
    ASSERT_GT(states.size(), 100u);
    int givenAgain = 0, notGiven = 0, listed = 0;
    std::thread([&] {
        const GameState& first = states.front();
        for (int i = 0; i < static_cast<int>(first.pieces.size()); ++i)
            for (bool strategic : {false, true}) EXPECT_FALSE(ReachFinder(first).kept(i, strategic)) << first.pieceId(i);
        for (const GameState& s : states) {
            EXPECT_EQ(checkKeptSearches(s), std::vector<std::string>{});
            const ReachFinder finder(s), fresh(s, false);
            for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
                for (bool strategic : {false, true}) {
                    const auto kept = finder.kept(i, strategic);
                    if (!kept) {
                        ++notGiven;
                        continue;
                    }
                    ++givenAgain;
                    ASSERT_TRUE(*kept == fresh(i, strategic)) << s.pieceId(i);
                }
            for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
                for (bool strategic : {false, true}) {
                    const auto made = finder(i, strategic);
                    if (!mayMove(s, i)) continue;
                    const auto now = finder.kept(i, strategic);
                    if (strategic && made.empty() && !now) continue;  // 9.5: refused before any search
                    ASSERT_TRUE(now) << s.pieceId(i);
                    EXPECT_EQ(now->size(), made.size()) << s.pieceId(i);
                    ++listed;
                }
        }
    }).join();
    EXPECT_GT(givenAgain, 1000);
    EXPECT_GT(notGiven, 1000);
    EXPECT_GT(listed, 1000);
}

TEST(Movement, Rule8_31_EverySearchSeesThePiecesAsTheyStandNow) {
    // Searches of one state share what they read about the map; a state that differs in any
    // piece, its position or only its status, must be searched afresh.
    GameState a = emptyBoard(Side::British);
    const int ninth = place(a, "br-9th", "2028");
    place(a, "am-2nd-ny", "2125");
    GameState b = a;
    b.pieces[static_cast<std::size_t>(*b.pieceIndex("am-2nd-ny"))].hex = hex("2026");  // its ZOC now on the road
    GameState c = b;
    c.pieces[static_cast<std::size_t>(*c.pieceIndex("am-2nd-ny"))].status = Status::Disrupted;  // 8.1: no ZOC
    auto costs = [&](const GameState& s) {
        std::vector<std::pair<HexId, int>> out;
        for (const auto& r : reachableHexes(s, ninth, false)) out.emplace_back(r.hex, r.costHalves);
        return out;
    };
    // 7.2: and one that differs only in the mover's own side: 8 SP in 2027 bar it to the 9th.
    GameState d = c;
    place(d, "br-62nd", "2027");
    place(d, "br-von-riedesel-regt", "2027");
    const auto first = costs(a), second = costs(b), third = costs(c), fourth = costs(d);
    EXPECT_NE(first, second);
    EXPECT_NE(second, third);
    EXPECT_NE(third, fourth);
    EXPECT_TRUE(std::none_of(fourth.begin(), fourth.end(), [](const auto& r) { return r.first == hex("2027"); }));
    EXPECT_EQ(costs(c), third);
    EXPECT_EQ(costs(a), first);
    EXPECT_EQ(costs(b), second);
    EXPECT_EQ(costs(c), third);
    EXPECT_EQ(costs(d), fourth);
}

TEST(Movement, Rule9_51_AUnitBeginningAdjacentToTheEnemyIsRefusedForItsStart) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");
    // The River Road north is strategic terrain and 2028 is two hexes from the enemy: only the start is wrong.
    EXPECT_EQ(applyError(s, path("br-9th", {"2026", "2027", "2028"}, true)),
              "9.51: br-9th begins adjacent to an enemy unit and may not use strategic movement");
}

TEST(Leaders, Rule14_32_ACapturedLeaderGivesTheEnemyHisArmyMoraleGainLincolnToo) {
    GameState s = emptyBoard(Side::British);
    place(s, "br-9th", "2127");
    const int lincoln = place(s, "am-lincoln", "2126");
    const auto r = applyOk(s, path("br-9th", {"2127", "2126", "2125"}));
    EXPECT_TRUE(hasEvent(r, "14.32", "Lincoln is captured"));
    EXPECT_EQ(s.pieces[static_cast<std::size_t>(lincoln)].location, Location::Captured);
    EXPECT_EQ(s.armyMorale[0], 13);  // the player aid: Lincoln costs his army 1
    EXPECT_EQ(s.armyMorale[1], 15);  // and gives the British 1 (16.1)
    EXPECT_EQ(s.vpHalves[1], 1);
}
