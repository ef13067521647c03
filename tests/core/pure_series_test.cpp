// 5: a scenario whose data asks no exclusive rule plays the series rules alone: the volume's
// entry points, each switched on by the scenario's special rules, leave the series be.
#include "engine_test_support.h"
#include "tricorne/saratoga/saratoga_volume.h"
#include "tricorne/series/game/random_play.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
GameState start(const DataSet& data, const std::string& scenario, std::uint64_t seed) {
    std::string error;
    auto s = newGame(data, scenario, {}, seed, error);
    EXPECT_TRUE(s) << error;
    placeAtDefaults(*s);  // the scenario's own set-up table (E5.1, E8.1, E8.2)
    return *s;
}

bool volumeSection(const std::string& rule) { return !rule.empty() && rule.front() == 'E'; }

Move path(const std::string& unit, std::initializer_list<const char*> hexes) {
    Move m{unit, {}, false};
    for (auto h : hexes) m.path.push_back(hex(h));
    return m;
}

// The Campaign's board emptied on turn 4, in the American Movement Phase, with Gates' Wing
// (2nd Massachusetts) on the Bemis Heights Line.
GameState gatesWingOnTheLine(const DataSet& data) {
    GameState s = start(data, "campaign", 1);
    for (auto& p : s.pieces) p = Piece{};
    s.turn = 4;
    s.phase = Phase::Movement;
    s.step = Step::Moving;
    s.order = {Side::American, Side::British};
    s.sidesThisTurn = 2;
    s.playerTurn = 0;
    place(s, "am-2nd-ma", "1908");
    return s;
}
}  // namespace

TEST(PureSeries, Rule5_AScenarioWithNoSpecialRulesPlaysTheSeriesRulesAlone) {
    const DataSet& data = seriesOnlyData();
    for (const auto& scenario : data.scenarios)
        for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
            GameState s = start(data, scenario.id, seed);
            EXPECT_EQ(s.volumeRules, &saratoga::saratogaVolume());  // the volume is there, asked for nothing
            Rng rng(seed * 7919);
            int actions = 0;
            for (; !isTerminal(s) && actions < 50000; ++actions) {
                const Decision d = decision(s);
                ASSERT_FALSE(volumeSection(d.rule)) << scenario.id << " seed " << seed << ": " << d.rule << " " << d.prompt;
                const ApplyResult r = tricorne::core::apply(s, randomAction(s, rng));
                ASSERT_TRUE(r.ok()) << r.error;
                for (const auto& e : r.events) ASSERT_FALSE(volumeSection(e.rule)) << scenario.id << " seed " << seed << ": " << e.rule << " " << e.text;
                ASSERT_TRUE(checkInvariants(s).empty());
            }
            ASSERT_TRUE(isTerminal(s)) << scenario.id << " seed " << seed << " did not end";
            // 4, 16.3: the series decides the winner.
            EXPECT_TRUE(s.outcome.rule == "4" || s.outcome.rule == "16.3") << s.outcome.rule;
            EXPECT_EQ(s.weather, Weather::Clear);
            EXPECT_FALSE(s.gatesReleased);
            for (const auto& p : s.pieces) {
                EXPECT_EQ(p.hold, 0);
                EXPECT_EQ(p.ammoBoxes, -1);
                EXPECT_FALSE(p.flipped);
            }
        }
}

TEST(PureSeries, Rule5_TheSpecialRulesSwitchGatesWingOn) {
    // E3.5.1: with the rule, Gates' Wing stays on or behind the Bemis Heights Line.
    GameState held = gatesWingOnTheLine(realData());
    EXPECT_EQ(applyError(held, path("am-2nd-ma", {"1908", "1909"})),
              "E3.5.1: 1909 is north or west of the Bemis Heights Line, and Gates' Wing is not released");
    // 9.2: without it, the unit moves like any other.
    GameState free = gatesWingOnTheLine(seriesOnlyData());
    applyOk(free, path("am-2nd-ma", {"1908", "1909"}));
}

TEST(PureSeries, Rule5_TheSpecialRulesSwitchTheFogRollOn) {
    // E3.9.1: with the rule, the Campaign's first turn opens with the fog roll.
    EXPECT_EQ(decision(start(realData(), "campaign", 1)).rule, "E3.9.1");
    // 6.3, 6.1: without it (and without E1.5's fixed order), the initiative segment opens the turn.
    const Decision d = decision(start(seriesOnlyData(), "campaign", 1));
    EXPECT_TRUE(d.rule == "6.3" || d.rule == "6.1") << d.rule;
}

TEST(PureSeries, Rule5_AScenarioWhoseVolumeRulesAreNotInTheProgramDoesNotStart) {
    // The counters name a volume no library registered: never the series rules alone in silence.
    ScratchData scratch;
    scratch.edit("counters/saratoga.json", [](nlohmann::json& j) { j["volume"] = "unknown"; });
    scratch.edit("rules/saratoga.json", [](nlohmann::json& j) { j["id"] = "unknown"; });
    scratch.edit("scenarios/campaign.json", [](nlohmann::json& j) { j["counters"] = "unknown"; });
    const auto loaded = loadDataSet(scratch.dir());
    ASSERT_TRUE(loaded.value) << describe(loaded.errors);
    ASSERT_TRUE(loaded.value->scenario("campaign")) << describeBrokenScenario(*loaded.value, "campaign");
    ASSERT_EQ(findVolume("unknown"), nullptr);
    std::string error;
    EXPECT_FALSE(newGame(*loaded.value, "campaign", {}, 1, error));
    EXPECT_EQ(error, "\"campaign\" cannot be played: the rules of the \"unknown\" volume are not in this program");
    EXPECT_EQ(findVolume("saratoga"), &saratoga::saratogaVolume());
}
