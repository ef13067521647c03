// The odds shown before a fire (10.3, 10.7, 11.2, 11.3) and before a close combat's tactics
// and momentum re-roll (12.23 steps 4-6, 12.63), against the rolls apply() then makes.
#include "engine_test_support.h"
#include "tricorne/series/rules/close_combat_odds.h"
#include "tricorne/series/rules/fire_odds.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
Chance chanceOf(const std::vector<ResultChance>& results, const std::string& result) {
    for (const auto& r : results)
        if (r.result == result) return r.chance;
    return {};
}

Chance sum(const std::vector<ResultChance>& results) {
    int num = 0, den = 1;
    for (const auto& r : results) {
        num = num * r.chance.den + r.chance.num * den;
        den *= r.chance.den;
    }
    return chance(num, den);
}

// br-9th (3 SP) in 2026 against am-2nd-ny (3 SP) in 2126 in the British Close Combat Phase: 1-1, DRM 0.
GameState oneOnOneDeclared() {
    GameState s = emptyBoard(Side::British);
    s.phase = Phase::CloseCombat;
    s.step = Step::DeclareCombats;
    s.momentum = {1, 1};
    place(s, "br-9th", "2026");
    place(s, "am-2nd-ny", "2126");
    applyOk(s, Attack{"br-9th", hex("2126")});
    applyOk(s, EndPhase{});
    return s;
}
}  // namespace

TEST(FireOdds, Rule10_3_ToHitSixWithFirstFireHitsOnFiveOrMoreOfTen) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");  // 4 SP adjacent: to hit 6, +1 first fire
    place(s, "br-9th", "2026");
    applyOk(s, EndPhase{});
    const auto odds = fireOddsOf(s, s.pieceIndex("am-morgan").value());
    ASSERT_EQ(odds.size(), 1u);
    EXPECT_EQ(odds[0].fire.target, "br-9th");
    EXPECT_EQ(odds[0].preview.toHit, 6);
    EXPECT_EQ(odds[0].preview.totalDrm, 1);
    EXPECT_EQ(odds[0].hit, chance(5, 10));
    // The Rifle Fire Damage Table, unmodified: - R R R R R D D 1 D*, each weighed by the hit.
    EXPECT_EQ(chanceOf(odds[0].results, "R"), chance(1, 4));
    EXPECT_EQ(chanceOf(odds[0].results, "D"), chance(1, 10));
    EXPECT_EQ(chanceOf(odds[0].results, "1"), chance(1, 20));
    EXPECT_EQ(chanceOf(odds[0].results, "D*"), chance(1, 20));
    EXPECT_EQ(sum(odds[0].results), odds[0].hit);
}

TEST(FireOdds, Rule10_3_TheDiceAgreeWithTheChance) {
    GameState s = emptyBoard(Side::American);
    place(s, "am-morgan", "2126");
    place(s, "br-9th", "2026");
    applyOk(s, EndPhase{});
    const Fire fire{{"am-morgan"}, "br-9th"};
    const auto odds = fireOdds(s, fire);
    int hits = 0;
    for (int die = 0; die < 10; ++die) {
        GameState t = s;
        applyOk(t, fire);
        const auto r = applyOk(t, RollDie{die});
        if (hasEvent(r, "10.3", ": hit")) ++hits;
    }
    EXPECT_EQ(chance(hits, 10), odds.hit);
}

TEST(FireOdds, Rule10_7_TheJaegersMissOnlyWhenBothRollsMiss) {
    EXPECT_EQ(toHitChance(7, 1, 1), chance(4, 10));         // 6 or more: 6 misses in 10
    EXPECT_EQ(toHitChance(7, 1, 2), chance(100 - 36, 100));  // a miss needs two misses
    GameState s = emptyBoard(Side::British);
    place(s, "br-jaegers", "1927");  // light forest, 1928 open next to both
    place(s, "am-2nd-ny", "2027");
    applyOk(s, EndPhase{});
    const auto odds = fireOdds(s, Fire{{"br-jaegers"}, "am-2nd-ny"});
    ASSERT_EQ(odds.preview.rolls, 2);
    EXPECT_EQ(odds.hit, toHitChance(odds.preview.toHit, odds.preview.totalDrm, 2));
    EXPECT_EQ(odds.hit, chance(64, 100));
}

TEST(FireOdds, Rule11_3_ArtilleryAtRangeThreeHitsOnEightOrNine) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");  // 2 SP at range 3: to hit 8, no DRM
    place(s, "am-2nd-ny", "2026");
    place(s, "am-4th-ny", "2025");  // 4 hexes: beyond its range (11.2)
    applyOk(s, EndPhase{});
    ASSERT_EQ(s.phase, Phase::DefensiveArtilleryFire);
    const auto odds = fireOddsOf(s, s.pieceIndex("br-pausch").value());
    ASSERT_EQ(odds.size(), 1u);
    EXPECT_EQ(odds[0].fire.target, "am-2nd-ny");
    EXPECT_TRUE(odds[0].preview.artillery);
    EXPECT_EQ(odds[0].preview.range, 3);
    EXPECT_EQ(odds[0].hit, chance(1, 5));
    // The Artillery Fire Damage Table: - R R R D D D 1 1 1*.
    EXPECT_EQ(chanceOf(odds[0].results, "D"), chance(3, 50));
    EXPECT_EQ(chanceOf(odds[0].results, "1*"), chance(1, 50));
    EXPECT_EQ(sum(odds[0].results), odds[0].hit);
}

TEST(FireOdds, Rule11_2_CombinedBatteriesUseTheFarthestRange) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-pausch", "2029");
    place(s, "br-hosmer", "2126");
    place(s, "am-2nd-ny", "2026");
    applyOk(s, EndPhase{});
    const auto odds = fireOdds(s, Fire{{"br-pausch", "br-hosmer"}, "am-2nd-ny"});
    EXPECT_EQ(odds.preview.range, 3);
    EXPECT_EQ(odds.preview.toHit, 7);
    EXPECT_EQ(odds.hit, chance(3, 10));
}

TEST(CloseCombatOdds, Rule12_62_EachTacticAgainstEachTheEnemyMayChoose) {
    GameState s = oneOnOneDeclared();
    ASSERT_EQ(s.step, Step::ChooseTactic);
    const TacticChoices attacker = tacticChoices(s, 0, Side::British);
    const auto at = [](const std::vector<std::string>& v, const char* id) {
        return static_cast<std::size_t>(std::find(v.begin(), v.end(), id) - v.begin());
    };
    const std::size_t echelon = at(attacker.own, "attack-en-echelon"), skirmish = at(attacker.enemy, "skirmish");
    ASSERT_LT(echelon, attacker.own.size());
    ASSERT_LT(skirmish, attacker.enemy.size());
    EXPECT_EQ(attacker.drm[echelon][skirmish], -1);  // 12.62's example
    // The defender's view: the same cell, seen from his row; never the attacker's choice (12.61).
    applyOk(s, ChooseTactic{"attack-en-echelon"});
    const TacticChoices defender = tacticChoices(s, 0, Side::American);
    EXPECT_EQ(defender.enemy, attacker.own);
    EXPECT_EQ(defender.drm[at(defender.own, "skirmish")][at(defender.enemy, "attack-en-echelon")], -1);
}

TEST(CloseCombatOdds, Rule12_23_Step6_TheRollNowAndEachResultOfAReroll) {
    GameState s = oneOnOneDeclared();
    applyOk(s, ChooseTactic{"skirmish"});
    applyOk(s, ChooseTactic{"skirmish"});
    applyOk(s, RollDie{7});
    ASSERT_EQ(s.step, Step::CombatReroll);
    const auto odds = rerollOdds(s);
    ASSERT_TRUE(odds);
    EXPECT_EQ(odds->column, "1-1");
    EXPECT_EQ(odds->total, 7);
    EXPECT_EQ(odds->current, "-/R");
    // Column 1-1, rolls 0-9: 1/- D/- D/- R/- R/- PIN R/R -/R -/D -/D.
    EXPECT_EQ(chanceOf(odds->reroll, "D/-"), chance(1, 5));
    EXPECT_EQ(chanceOf(odds->reroll, "PIN"), chance(1, 10));
    EXPECT_EQ(chanceOf(odds->reroll, "-/D"), chance(1, 5));
    EXPECT_EQ(sum(odds->reroll), chance(1, 1));
    // The roll standing gives what the preview said.
    applyOk(s, EndPhase{});
    const auto r = applyOk(s, EndPhase{});
    EXPECT_TRUE(hasEvent(r, "12.23 step 7", "modified roll 7: -/R"));
}
