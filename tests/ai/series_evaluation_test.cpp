// The evaluation the bots weigh positions with, and the weights file it reads (data/ai/).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include "ai_test_support.h"
#include "engine_test_support.h"
#include "tricorne/ai/series_bot.h"
#include "tricorne/ai/series_evaluation.h"
#include "tricorne/series/game/series_game.h"
#include "tricorne/series/rules/end_phase_costs.h"
#include "tricorne/series/rules/victory.h"
#include "series_search_support.h"

using namespace tricorne;
using namespace tricorne::core;
using namespace tricorne::test;

namespace {


ai::SeriesEvaluation realEvaluation(const std::string& scenario) {
    DataErrors errors;
    const auto file = ai::loadEvaluationWeights(ai::seriesWeightsPath(realDataDir()), errors);
    EXPECT_TRUE(file) << describe(errors);
    return ai::SeriesEvaluation(file ? file->forScenario(scenario) : ai::EvaluationWeights{});
}

// A scenario after its set-up, every counter where the scenario puts it.
GameState afterSetUp(const std::string& scenario, std::uint64_t seed) {
    std::string error;
    auto s = newGame(realData(), scenario, {}, seed, error);
    EXPECT_TRUE(s) << error;
    placeAtDefaults(*s);
    return *s;
}

GameState freemansFarm() { return afterSetUp("freemans-farm", 7); }

// The state made the American Movement Phase, a unit to move.
void americanMoving(GameState& s) {
    s.phase = Phase::Movement;
    s.step = Step::Moving;
    s.playerTurn = s.order[0] == Side::American ? 0 : 1;
    EXPECT_EQ(s.phasing(), Side::American);
}

// A file with `text` in a fresh temporary folder.
std::string writeTemporary(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / ("tricorne-ai-" + std::to_string(::getpid()) + "-" + name);
    std::ofstream(path) << text;
    return path.string();
}

// The Next Day in the American Movement Phase at American Army Morale 1, with garrison hex
// 2207 (E7.6.1) held by an American unit whose own hex is no garrison, so that every garrison
// is held and the phase could end with the game going on; -1 when no unit can.
struct GarrisonWalk {
    GameState held;
    int walker = -1;
    HexId from{};
};
GarrisonWalk nextDayGarrisonHeldAtArmyMoraleOne() {
    GameState s = afterSetUp("next-day", 16);
    americanMoving(s);
    s.armyMorale[0] = 1;
    const HexId garrison = *HexId::parse("2207");
    for (int u = 0; u < s.unitCount(); ++u) {
        if (!s.onMap(u) || s.sideOf(u) != Side::American) continue;
        GameState held = s;
        held.pieces[static_cast<std::size_t>(u)].hex = garrison;
        Events ignored;
        chargeEndOfMovementPhase(held, ignored);
        if (held.outcome.over) continue;
        GarrisonWalk out{s, u, s.pieces[static_cast<std::size_t>(u)].hex};
        out.held.pieces[static_cast<std::size_t>(u)].hex = garrison;
        return out;
    }
    return {s, -1, {}};
}

}  // namespace

TEST(SeriesEvaluation, TheRealWeightsLoadAndTheValueStaysWithinBounds) {
    const auto evaluation = realEvaluation("freemans-farm");
    const GameState s = freemansFarm();
    for (int player : {kAmerican, kBritish}) {
        const double v = evaluation.value(s, player);
        EXPECT_GE(v, -1.0);
        EXPECT_LE(v, 1.0);
    }
    // Zero-sum: what one side gains the other loses.
    EXPECT_NEAR(evaluation.value(s, kAmerican), -evaluation.value(s, kBritish), 1e-12);
}

TEST(SeriesEvaluation, Rule4_MoreVictoryPointsAreWorthMore) {
    const auto evaluation = realEvaluation("freemans-farm");
    const GameState s = freemansFarm();
    GameState more = s;
    more.vpHalves[0] += 4;
    EXPECT_GT(evaluation.value(more, kAmerican), evaluation.value(s, kAmerican));
    EXPECT_LT(evaluation.value(more, kBritish), evaluation.value(s, kBritish));
}

TEST(SeriesEvaluation, Rule13_4_AnEnemyUnitEliminatedIsWorthMore) {
    const auto evaluation = realEvaluation("freemans-farm");
    const GameState s = freemansFarm();
    int british = -1;
    for (int u = 0; u < s.unitCount() && british < 0; ++u)
        if (s.onMap(u) && s.sideOf(u) == Side::British) british = u;
    ASSERT_GE(british, 0);
    GameState gone = s;
    gone.pieces[static_cast<std::size_t>(british)].location = Location::Eliminated;
    EXPECT_GT(evaluation.value(gone, kAmerican), evaluation.value(s, kAmerican));
    EXPECT_LT(evaluation.value(gone, kBritish), evaluation.value(s, kBritish));
}

TEST(SeriesEvaluation, Rule4_AnObjectiveTakenIsWorthMore) {
    const auto evaluation = realEvaluation("freemans-farm");
    const GameState s = freemansFarm();
    const auto objectives = s.volumeRules->objectives(s);
    ASSERT_FALSE(objectives.empty());
    // An American unit moved onto an empty hex of the Freeman's Farm objective area.
    HexId target;
    for (HexId h : objectives.front().hexes) {
        bool empty = true;
        for (const auto& p : s.pieces) empty = empty && !(p.location == Location::Map && p.hex == h);
        if (empty) {
            target = h;
            break;
        }
    }
    ASSERT_TRUE(s.map->contains(target));
    int american = -1;
    for (int u = 0; u < s.unitCount() && american < 0; ++u)
        if (s.onMap(u) && s.sideOf(u) == Side::American) american = u;
    ASSERT_GE(american, 0);
    GameState taken = s;
    taken.pieces[static_cast<std::size_t>(american)].hex = target;
    EXPECT_GT(evaluation.value(taken, kAmerican), evaluation.value(s, kAmerican));
}

TEST(SeriesEvaluation, Rule4_AFinishedGameIsWorthItsResult) {
    const auto evaluation = realEvaluation("freemans-farm");
    GameState s = freemansFarm();
    s.outcome.over = true;
    s.outcome.winner = Side::British;
    EXPECT_EQ(evaluation.value(s, kBritish), 1.0);
    EXPECT_EQ(evaluation.value(s, kAmerican), -1.0);
    s.outcome.winner.reset();
    EXPECT_EQ(evaluation.value(s, kAmerican), 0.0);
}

TEST(SeriesEvaluation, RuleE3_6_2_AGarrisonWalkedOutOfCostsItsVpAtTheMoveNotAtTheEndOfThePhase) {
    const auto evaluation = realEvaluation("campaign");
    GameState s = afterSetUp("campaign", 7);
    // The American Movement Phase, every garrison hex (E3.6) held as the set-up leaves it.
    americanMoving(s);
    const HexId garrison = *HexId::parse("2207");
    int held = -1;
    for (int u = 0; u < s.unitCount() && held < 0; ++u)
        if (s.onMap(u) && s.pieces[static_cast<std::size_t>(u)].hex == garrison && s.sideOf(u) == Side::American) held = u;
    ASSERT_GE(held, 0) << "no American unit garrisons 2207 at the start";
    const double before = evaluation.value(s, kAmerican);
    // The garrison steps one hex out of 2207: its VP goes to the British when the phase ends (E3.6.2).
    GameState walked = s;
    walked.pieces[static_cast<std::size_t>(held)].hex = *HexId::parse("2206");
    const auto terms = evaluation.terms(walked);
    const auto vp = std::find_if(terms.begin(), terms.end(), [](const ai::EvaluationTerm& t) { return t.key == "victoryPoint"; });
    ASSERT_NE(vp, terms.end());
    EXPECT_EQ(vp->feature, -1.0) << "one VP to the British for the garrison walked out of";
    EXPECT_LT(evaluation.value(walked, kAmerican), before);
    // The same unit moved in the British Movement Phase is no garrison check: nothing is due yet.
    GameState british = walked;
    british.playerTurn = 1 - s.playerTurn;
    const auto britishTerms = evaluation.terms(british);
    EXPECT_EQ(std::find_if(britishTerms.begin(), britishTerms.end(), [](const ai::EvaluationTerm& t) { return t.key == "victoryPoint"; })->feature, 0.0);
}

TEST(SeriesEvaluation, Rule16_3_AGarrisonWalkedOutOfAtArmyMoraleOneIsTheGameLost) {
    const auto evaluation = realEvaluation("next-day");
    const GarrisonWalk g = nextDayGarrisonHeldAtArmyMoraleOne();
    ASSERT_GE(g.walker, 0) << "no American unit can hold 2207 with every other garrison held";
    EXPECT_GT(evaluation.value(g.held, kAmerican), -1.0);
    // Walked out, the garrison costs a point of Army Morale when the phase ends (E7.6.1): 0 is
    // Demoralized and the British win (16.3). The move is worth the lost game itself.
    GameState walked = g.held;
    walked.pieces[static_cast<std::size_t>(g.walker)].hex = g.from;
    EXPECT_EQ(evaluation.value(walked, kAmerican), -1.0);
    EXPECT_EQ(evaluation.value(walked, kBritish), 1.0);
    // With Army Morale at 2 the same walk costs a point and no more: the game goes on.
    walked.armyMorale[0] = 2;
    EXPECT_GT(evaluation.value(walked, kAmerican), -1.0);
}

// E7.6.1, 16.3: an empty garrison hex the phase's end would abandon draws the units that can
// walk in, by what the abandonment would cost: 5 a point of Army Morale, and 5 points more
// when that point is the army's last.
TEST(SeriesPriors, RuleE7_6_1_AGarrisonThePhaseWouldAbandonIsWalkedInto) {
    const GarrisonWalk g = nextDayGarrisonHeldAtArmyMoraleOne();
    ASSERT_GE(g.walker, 0) << "no American unit can hold 2207 with every other garrison held";
    const HexId garrison = *HexId::parse("2207");
    GameState empty = g.held;
    empty.pieces[static_cast<std::size_t>(g.walker)].hex = g.from;
    const Move back{empty.pieceId(g.walker), {g.from, garrison}, false};
    GameState moraleTwo = empty;
    moraleTwo.armyMorale[0] = 2;
    EXPECT_DOUBLE_EQ(ai::SeriesPriors(empty).score(Action{back}) - ai::SeriesPriors(moraleTwo).score(Action{back}), 25.0);
    // The same move with the garrison held already gains nothing by it (the walker's place taken
    // by a second unit of the hex would change the other terms, so its own hex is held instead).
    const Move out{empty.pieceId(g.walker), {garrison, g.from}, false};
    EXPECT_DOUBLE_EQ(ai::SeriesPriors(g.held).score(Action{out}) - [&] {
        GameState two = g.held;
        two.armyMorale[0] = 2;
        return ai::SeriesPriors(two).score(Action{out});
    }(), -25.0);
    // At Army Morale 1 the best move of the phase by far is a unit's into 2207 (a leader alone
    // garrisons nothing, E7.6.1).
    const ai::SeriesPriors priors(empty);
    double best = -1e300, bestInto = -1e300, bestElsewhere = -1e300;
    for (const auto& a : legalActions(empty)) {
        const double score = priors.score(a);
        best = std::max(best, score);
        const auto* m = std::get_if<Move>(&a);
        if (m && m->path.back() == garrison && !empty.isLeader(*empty.pieceIndex(m->unit))) bestInto = std::max(bestInto, score);
        else bestElsewhere = std::max(bestElsewhere, score);
    }
    EXPECT_DOUBLE_EQ(bestInto, best);
    EXPECT_GE(bestInto, 30.0);
    EXPECT_LT(bestElsewhere, 5.0);
}

// E3.6.2: a garrison walked out of gets no credit for the hexes its march gains toward the
// objectives, or a long strategic march would outweigh the VP it gives away (seen in the
// Campaign against random play: seven garrisons walked to Freeman's Farm on turn 12).
TEST(SeriesPriors, RuleE3_6_2_AGarrisonWalkedOutOfEarnsNothingForNearingTheObjectives) {
    GameState s = afterSetUp("campaign", 7);
    s.turn = 11;
    americanMoving(s);
    const HexId garrison = hex("1807");
    int held = -1;
    for (int u = 0; u < s.unitCount() && held < 0; ++u)
        if (s.onMap(u) && s.sideOf(u) == Side::American && s.pieces[static_cast<std::size_t>(u)].hex == garrison && !s.unitDef(u).isArtillery()) held = u;
    ASSERT_GE(held, 0) << "no American unit garrisons 1807 at set-up";
    std::vector<HexId> path;
    for (const char* h : {"1807", "1707", "1606", "1507", "1407", "1408", "1309", "1209", "1110", "1111", "1011", "1012", "1013"})
        path.push_back(hex(h));
    const Action march{Move{s.pieceId(held), path, true}};
    const ai::SeriesPriors alone(s);
    const int gained = alone.objectiveDistance(Side::American, path.front()) - alone.objectiveDistance(Side::American, path.back());
    ASSERT_GE(gained, 8) << "the march must near the American objectives by much";
    // With a second unit in 1807 the march costs nothing at the phase's end and earns its hexes.
    GameState two = s;
    for (int u = 0; u < two.unitCount(); ++u)
        if (u != held && two.onMap(u) && two.sideOf(u) == Side::American && !two.unitDef(u).isArtillery() &&
            std::find(path.begin(), path.end(), two.pieces[static_cast<std::size_t>(u)].hex) == path.end()) {
            two.pieces[static_cast<std::size_t>(u)].hex = garrison;
            break;
        }
    const double paid = alone.score(march), free = ai::SeriesPriors(two).score(march);
    EXPECT_NEAR(free - paid, 5.0 + 0.6 * gained, 1e-9);
    EXPECT_LE(paid, -4.0);
}

TEST(SeriesEvaluation, Rule3_1_StrengthIsTheShareOfTheOrderOfBattleKept) {
    const auto evaluation = realEvaluation("campaign");
    std::string error;
    auto s = newGame(realData(), "campaign", {}, 7, error);
    ASSERT_TRUE(s) << error;
    placeAtDefaults(*s);
    // Every British unit of the scenario, on the map or still to come, against those eliminated.
    int whole = 0, british = -1;
    for (int u = 0; u < s->unitCount(); ++u) {
        if (s->sideOf(u) != Side::British || s->pieces[static_cast<std::size_t>(u)].location == Location::NotInPlay) continue;
        whole += s->unitDef(u).full.sp;
        if (british < 0 && s->onMap(u) && !s->pieces[static_cast<std::size_t>(u)].reduced) british = u;
    }
    ASSERT_GT(whole, 0);
    ASSERT_GE(british, 0);
    GameState gone = *s;
    gone.pieces[static_cast<std::size_t>(british)].location = Location::Eliminated;
    auto strengthOf = [&](const GameState& state) {
        const auto terms = evaluation.terms(state);
        return std::find_if(terms.begin(), terms.end(), [](const ai::EvaluationTerm& t) { return t.key == "strength"; })->feature;
    };
    const double lost = static_cast<double>(s->unitDef(british).full.sp) / whole;
    EXPECT_NEAR(strengthOf(gone) - strengthOf(*s), lost, 1e-12) << "the British share fell by the unit's SP over the whole British order of battle";
}

TEST(BadData, AWeightsFileThatIsNoNumberIsRefusedNamingTheFileAndPointer) {
    const std::string path = writeTemporary("weights.json", R"({"schemaVersion": 1, "weights": {"victoryPoint": "many"}})");
    DataErrors errors;
    EXPECT_FALSE(ai::loadEvaluationWeights(path, errors));
    EXPECT_TRUE(hasError(errors, path + ": /weights/victoryPoint")) << describe(errors);
    std::filesystem::remove(path);
}

namespace {
// A weights file with each `text` under `key` is refused, the fault named by the file and `pointer`.
void expectRefusedUnder(const std::string& key, std::initializer_list<std::pair<const char*, std::string>> cases) {
    for (const auto& [text, pointer] : cases) {
        const std::string path = writeTemporary("rollout-list.json", R"({"schemaVersion": 1, "weights": {}, ")" + key + R"(": )" + text + "}");
        DataErrors errors;
        EXPECT_FALSE(ai::loadEvaluationWeights(path, errors)) << text;
        EXPECT_TRUE(hasError(errors, path + ": " + pointer)) << describe(errors);
        std::filesystem::remove(path);
    }
}
}  // namespace

TEST(BadData, AnEnemyMarchListThatIsNoListOfScenarioIdsOrSidesIsRefusedNamingTheFileAndPointer) {
    expectRefusedUnder("enemyMarchInRollouts",
                       {std::pair{R"("freemans-farm")", std::string("/enemyMarchInRollouts")},
                        std::pair{R"(["next-day", 3])", std::string("/enemyMarchInRollouts/1")},
                        std::pair{R"({"hard": "freemans-farm"})", std::string("/enemyMarchInRollouts/hard")},
                        std::pair{R"({"hard": ["freemans-farm", null]})", std::string("/enemyMarchInRollouts/hard/1")},
                        std::pair{R"({"harder": ["freemans-farm"]})", std::string("/enemyMarchInRollouts/harder")},
                        std::pair{R"({"normal": {"campaign": "american"}})", std::string("/enemyMarchInRollouts/normal/campaign")},
                        std::pair{R"({"normal": {"campaign": ["americans"]}})", std::string("/enemyMarchInRollouts/normal/campaign/0")},
                        std::pair{R"({"normal": {"campaign": ["british", 0]}})", std::string("/enemyMarchInRollouts/normal/campaign/1")}});
}

TEST(BadData, ALastTurnCombatsListThatIsNoListOfScenarioIdsOrSidesIsRefusedNamingTheFileAndPointer) {
    expectRefusedUnder("lastTurnCombatsInRollouts",
                       {std::pair{R"("freemans-farm")", std::string("/lastTurnCombatsInRollouts")},
                        std::pair{R"({"normal": ["freemans-farm", 3]})", std::string("/lastTurnCombatsInRollouts/normal/1")},
                        std::pair{R"({"ordinary": ["freemans-farm"]})", std::string("/lastTurnCombatsInRollouts/ordinary")},
                        std::pair{R"({"normal": {"freemans-farm": ["brits"]}})", std::string("/lastTurnCombatsInRollouts/normal/freemans-farm/0")}});
}

TEST(SeriesEvaluation, RuleE9_4_TheScenariosWhoseLastTurnRolloutsFightTheSidesCombatsAreReadAndWrittenBackByLevelAndSide) {
    using ai::Level;
    using Sides = ai::EvaluationWeightsFile::SidesByScenario;
    const std::set<Side> bothSides{Side::American, Side::British};
    // Read as the march is, and apart from it.
    std::string path = writeTemporary("last-turn.json", R"({"schemaVersion": 1, "weights": {}, "enemyMarchInRollouts": {"hard": ["campaign"]},
        "lastTurnCombatsInRollouts": {"normal": {"freemans-farm": ["british"]}, "easy": ["next-day"]}})");
    DataErrors errors;
    auto file = ai::loadEvaluationWeights(path, errors);
    ASSERT_TRUE(file) << describe(errors);
    EXPECT_EQ(file->lastTurnCombatsInRollouts,
              (std::map<Level, Sides>{{Level::Normal, {{"freemans-farm", {Side::British}}}}, {Level::Easy, {{"next-day", bothSides}}}}));
    EXPECT_EQ(file->enemyMarchInRollouts, (std::map<Level, Sides>{{Level::Hard, {{"campaign", bothSides}}}}));
    EXPECT_TRUE(file->fightsLastTurnInRollouts(Level::Normal, "freemans-farm", Side::British));
    EXPECT_FALSE(file->fightsLastTurnInRollouts(Level::Normal, "freemans-farm", Side::American)) << "the side not named does not fight";
    EXPECT_FALSE(file->fightsLastTurnInRollouts(Level::Hard, "freemans-farm", Side::British));
    EXPECT_FALSE(file->fightsLastTurnInRollouts(Level::Hard, "campaign", Side::British)) << "the march's list is its own";
    EXPECT_FALSE(file->marchesInRollouts(Level::Normal, "freemans-farm", Side::British)) << "and the last turn's is its own";
    EXPECT_TRUE(file->fightsLastTurnInRollouts(Level::Easy, "next-day", Side::American));
    const nlohmann::json written = ai::evaluationWeightsJson(*file, "tuned");
    EXPECT_EQ(written["lastTurnCombatsInRollouts"], (nlohmann::json{{"easy", {"next-day"}}, {"normal", {{"freemans-farm", {"british"}}}}}));
    EXPECT_EQ(written["enemyMarchInRollouts"], (nlohmann::json{{"hard", {"campaign"}}}));
    // What is written reads back the same.
    std::filesystem::remove(path);
    path = writeTemporary("last-turn.json", written.dump());
    const auto again = ai::loadEvaluationWeights(path, errors);
    ASSERT_TRUE(again) << describe(errors);
    EXPECT_EQ(again->lastTurnCombatsInRollouts, file->lastTurnCombatsInRollouts);
    EXPECT_EQ(again->enemyMarchInRollouts, file->enemyMarchInRollouts);
    std::filesystem::remove(path);
    // The shipped file: Normal's rollouts fight the last turn's combats at Freeman's Farm for the
    // British only, who must take Freeman's Farm (E9.4); no other level's, scenario's or side's.
    const auto shipped = ai::loadEvaluationWeights(ai::seriesWeightsPath(realDataDir()), errors);
    ASSERT_TRUE(shipped) << describe(errors);
    EXPECT_EQ(shipped->lastTurnCombatsInRollouts, (std::map<Level, Sides>{{Level::Normal, {{"freemans-farm", {Side::British}}}}}));
    EXPECT_EQ(ai::evaluationWeightsJson(*shipped, "shipped")["lastTurnCombatsInRollouts"], (nlohmann::json{{"normal", {{"freemans-farm", {"british"}}}}}));
}

TEST(SeriesEvaluation, Rule9_2_TheScenariosWhoseRolloutsPlayTheEnemysMarchAreReadAndWrittenBackByLevelAndSide) {
    using ai::Level;
    using Sides = ai::EvaluationWeightsFile::SidesByScenario;
    const std::set<Side> bothSides{Side::American, Side::British};
    // An array names the scenarios for every level and both sides.
    std::string path = writeTemporary("march.json", R"({"schemaVersion": 1, "weights": {}, "enemyMarchInRollouts": ["next-day", "freemans-farm"]})");
    DataErrors errors;
    auto file = ai::loadEvaluationWeights(path, errors);
    ASSERT_TRUE(file) << describe(errors);
    const Sides both{{"freemans-farm", bothSides}, {"next-day", bothSides}};
    EXPECT_EQ(file->enemyMarchInRollouts, (std::map<Level, Sides>{{Level::Easy, both}, {Level::Normal, both}, {Level::Hard, both}}));
    EXPECT_TRUE(file->marchesInRollouts(Level::Easy, "next-day", Side::American));
    EXPECT_TRUE(file->marchesInRollouts(Level::Easy, "next-day", Side::British));
    EXPECT_FALSE(file->marchesInRollouts(Level::Hard, "campaign", Side::British));
    const std::set<std::string> bothIds{"freemans-farm", "next-day"};
    EXPECT_EQ(ai::evaluationWeightsJson(*file, "tuned")["enemyMarchInRollouts"],
              (nlohmann::json{{"easy", bothIds}, {"normal", bothIds}, {"hard", bothIds}}));
    std::filesystem::remove(path);
    // An object names them level by level; a level's object names each scenario's sides.
    path = writeTemporary("march.json", R"({"schemaVersion": 1, "weights": {}, "enemyMarchInRollouts": {"hard": ["freemans-farm"], "normal": {"campaign": ["american"], "next-day": []}, "easy": []}})");
    file = ai::loadEvaluationWeights(path, errors);
    ASSERT_TRUE(file) << describe(errors);
    EXPECT_EQ(file->enemyMarchInRollouts,
              (std::map<Level, Sides>{{Level::Hard, {{"freemans-farm", bothSides}}}, {Level::Normal, {{"campaign", {Side::American}}}}}));
    EXPECT_TRUE(file->marchesInRollouts(Level::Hard, "freemans-farm", Side::American));
    EXPECT_TRUE(file->marchesInRollouts(Level::Hard, "freemans-farm", Side::British));
    EXPECT_FALSE(file->marchesInRollouts(Level::Normal, "freemans-farm", Side::American));
    EXPECT_FALSE(file->marchesInRollouts(Level::Easy, "freemans-farm", Side::American));
    EXPECT_TRUE(file->marchesInRollouts(Level::Normal, "campaign", Side::American));
    EXPECT_FALSE(file->marchesInRollouts(Level::Normal, "campaign", Side::British)) << "the side not named does not march";
    EXPECT_FALSE(file->marchesInRollouts(Level::Normal, "next-day", Side::American));
    const nlohmann::json written = ai::evaluationWeightsJson(*file, "tuned")["enemyMarchInRollouts"];
    EXPECT_EQ(written, (nlohmann::json{{"hard", {"freemans-farm"}}, {"normal", {{"campaign", {"american"}}}}}));
    // What is written reads back the same.
    std::filesystem::remove(path);
    path = writeTemporary("march.json", nlohmann::json{{"schemaVersion", 1}, {"weights", nlohmann::json::object()}, {"enemyMarchInRollouts", written}}.dump());
    const auto again = ai::loadEvaluationWeights(path, errors);
    ASSERT_TRUE(again) << describe(errors);
    EXPECT_EQ(again->enemyMarchInRollouts, file->enemyMarchInRollouts);
    std::filesystem::remove(path);
    // The shipped file: Hard's rollouts march at Freeman's Farm for both sides, Normal's in the
    // Campaign for the Americans only; no other level's, scenario's or side's.
    const auto shipped = ai::loadEvaluationWeights(ai::seriesWeightsPath(realDataDir()), errors);
    ASSERT_TRUE(shipped) << describe(errors);
    EXPECT_EQ(shipped->enemyMarchInRollouts,
              (std::map<Level, Sides>{{Level::Hard, {{"freemans-farm", bothSides}}}, {Level::Normal, {{"campaign", {Side::American}}}}}));
    EXPECT_EQ(ai::evaluationWeightsJson(*shipped, "shipped")["enemyMarchInRollouts"],
              (nlohmann::json{{"hard", {"freemans-farm"}}, {"normal", {{"campaign", {"american"}}}}}));
}

TEST(BadData, AMisspelledWeightIsRefusedNamingTheOneMeant) {
    const std::string path = writeTemporary("spelled.json", R"({"schemaVersion": 1, "weights": {}, "scenarios": {"campaign": {"armyMoral": 1}}})");
    DataErrors errors;
    EXPECT_FALSE(ai::loadEvaluationWeights(path, errors));
    EXPECT_TRUE(hasError(errors, path + ": /scenarios/campaign")) << describe(errors);
    EXPECT_TRUE(hasError(errors, "armyMorale")) << describe(errors);
    std::filesystem::remove(path);
}

TEST(BadData, ABotWhoseWeightsDoNotLoadIsNotMade) {
    const std::string path = writeTemporary("broken.json", "{\"schemaVersion\": 1, \"weights\": ");
    const SeriesGame game(realData());
    ai::BotSpec spec;
    spec.kind = ai::BotKind::Greedy;
    spec.weightsPath = path;
    std::string error;
    EXPECT_FALSE(ai::makeSeriesBot(game, spec, error));
    EXPECT_NE(error.find(path), std::string::npos) << error;
    std::filesystem::remove(path);
}

TEST(SeriesEvaluation, AScenarioOverrideChangesOnlyItsOwnWeights) {
    const std::string path = writeTemporary("override.json",
                                            R"({"schemaVersion": 1, "weights": {"strength": 0.5}, "scenarios": {"next-day": {"victoryPoint": 2}}})");
    DataErrors errors;
    const auto file = ai::loadEvaluationWeights(path, errors);
    ASSERT_TRUE(file) << describe(errors);
    EXPECT_EQ(file->forScenario("next-day").victoryPoint, 2.0);
    EXPECT_EQ(file->forScenario("next-day").strength, 0.5);
    EXPECT_EQ(file->forScenario("campaign").victoryPoint, ai::EvaluationWeights{}.victoryPoint);
    std::filesystem::remove(path);
}

namespace {
// Freeman's Farm after its set-up with `moves` applied: each counter put on the hex given.
GameState withCounters(std::initializer_list<std::pair<const char*, const char*>> moves) {
    GameState s = freemansFarm();
    for (const auto& [id, hex] : moves) {
        const auto piece = s.pieceIndex(id);
        EXPECT_TRUE(piece) << id;
        if (piece) s.pieces[static_cast<std::size_t>(*piece)].hex = h(hex);
    }
    return s;
}

double termOf(const ai::SeriesEvaluation& evaluation, const GameState& s, std::string_view key) {
    for (const auto& t : evaluation.terms(s))
        if (t.key == key) return t.feature;
    ADD_FAILURE() << "no term " << key;
    return 0;
}
}  // namespace

// 12.31: artillery defending alone is captured (2 Army Morale lost, 1 to the enemy, 1 VP);
// 14.32: a leader with no unit to fight for him is taken (Burgoyne: 3, 2 and 1 VP, the player aid);
// all of it staked in full next to an enemy unit able to attack, half two hexes from one.
TEST(SeriesEvaluation, Rule12_31_GunsAndLeadersNobodyFightsForNextToAnEnemyAbleToAttackAreAtStake) {
    const auto evaluation = realEvaluation("freemans-farm");
    EXPECT_EQ(termOf(evaluation, freemansFarm(), "capturable"), 0.0);
    // Jones's guns alone in 1015, the 2nd New Hampshire next to them in 0915.
    const GameState guns = withCounters({{"br-jones", "1015"}, {"am-2nd-nh", "0915"}});
    EXPECT_EQ(termOf(evaluation, guns, "capturable"), -4.0);  // American minus British
    const GameState gunsAndBurgoyne = withCounters({{"br-jones", "1015"}, {"br-burgoyne", "1015"}, {"am-2nd-nh", "0915"}});
    EXPECT_EQ(termOf(evaluation, gunsAndBurgoyne, "capturable"), -10.0);
    EXPECT_LT(evaluation.value(gunsAndBurgoyne, kBritish), evaluation.value(guns, kBritish));
    // 12.3: a foot regiment with them fights for the hex: nothing is at stake.
    EXPECT_EQ(termOf(evaluation, withCounters({{"br-jones", "1015"}, {"br-burgoyne", "1015"}, {"br-62nd", "1015"}, {"am-2nd-nh", "0915"}}),
                     "capturable"),
              0.0);
    // Two hexes off, the regiment may move up and attack in one turn: half the stake.
    EXPECT_EQ(termOf(evaluation, withCounters({{"br-jones", "1015"}, {"am-2nd-nh", "1013"}}), "capturable"), -2.0);
    // Only a unit able to close threatens them: a disrupted regiment does not.
    GameState disrupted = gunsAndBurgoyne;
    disrupted.pieces[static_cast<std::size_t>(*disrupted.pieceIndex("am-2nd-nh"))].status = Status::Disrupted;
    EXPECT_EQ(termOf(evaluation, disrupted, "capturable"), 0.0);
}

// 12.31, 14.32: what each hex holds, counted for every hex of random play of the three
// scenarios against the rules read directly: the threat of an enemy unit able to close (Parade
// Order, not held, not artillery) 1 next to it and 0.5 two hexes off; the hexes with guns or
// leaders listed in order; the capturable stake the sum over every hex of the map.
TEST(SeriesEvaluation, Rule12_31_EachHexsThreatAndStakeAreTheRulesCountedHexByHex) {
    int threatened = 0, staked = 0;
    visitMovementPhases(31, 1500, 13, [&](const GameState& s, const std::string& when) {
        const ai::HexHoldings holdings = ai::holdingsByHex(s);
        ASSERT_EQ(holdings.by.size(), static_cast<std::size_t>(s.map->hexCount()));
        std::vector<int> withStake;
        std::array<double, 2> capturable{0, 0};
        for (int i = 0; i < s.map->hexCount(); ++i) {
            const HexId hex = s.map->hexAt(i);
            const ai::HexHolding& held = holdings.by[static_cast<std::size_t>(i)];
            for (std::size_t side = 0; side < 2; ++side) {
                double threat = 0;
                for (int u = 0; u < s.unitCount(); ++u) {
                    const Piece& p = s.pieces[static_cast<std::size_t>(u)];
                    if (!s.onMap(u) || static_cast<std::size_t>(s.sideOf(u)) == side || s.unitDef(u).isArtillery() || p.status != Status::ParadeOrder || p.hold)
                        continue;
                    const int d = distance(p.hex, hex);
                    threat = std::max(threat, d == 1 ? 1.0 : d <= 2 ? 0.5 : 0.0);
                }
                EXPECT_EQ(held.threat[side], threat) << when << " " << hex.str() << " side " << side;
                threatened += threat > 0;
                if (held.fight[side] == 0) capturable[side] += held.stake[side] * held.threat[side];
            }
            if (held.stake[0] > 0 || held.stake[1] > 0) withStake.push_back(i);
        }
        EXPECT_EQ(holdings.staked, withStake) << when;
        EXPECT_EQ(ai::capturableStake(holdings), capturable) << when;
        staked += static_cast<int>(withStake.size());
    });
    EXPECT_GT(threatened, 10000);
    EXPECT_GT(staked, 500);
}

// 14.32, 13.1: a leader is taken when his hex is left to the enemy, so a leader whose hex the
// enemy's Parade Order regiments within MA + 1 hexes of it (they may march up and must attack,
// 12.12) have twice over is at stake (Burgoyne: 3, 2 and 1 VP, the player aid). At Freeman's
// Farm's set-up Burgoyne stands with the 62nd (3 SP) and Jones's guns (2) in 1016, within reach of
// Morgan (2, reduced), the 1st (2, reduced), 2nd and 3rd New Hampshire and Dearborn (3 each): 13 SP
// against 5.
TEST(SeriesEvaluation, Rule14_32_ALeaderWhoseHexTheEnemysMarchOutnumbersTwoToOneIsAtStake) {
    const auto evaluation = realEvaluation("freemans-farm");
    const GameState start = freemansFarm();
    const double atStart = termOf(evaluation, start, "leaderExposed");
    // Burgoyne back with Phillips and Hosmer's guns in 1519, out of every American's reach.
    EXPECT_EQ(termOf(evaluation, withCounters({{"br-burgoyne", "1519"}}), "leaderExposed") - atStart, 6.0);
    // The 20th with him too: 8 SP, and 13 is less than twice that.
    EXPECT_EQ(termOf(evaluation, withCounters({{"br-20th", "1016"}}), "leaderExposed") - atStart, 6.0);
    // Only regiments in Parade Order march and attack: with Dearborn and the 2nd and 3rd New Hampshire
    // disrupted, 4 SP are left against his 5.
    GameState disrupted = start;
    for (const char* id : {"am-dearborn", "am-2nd-nh", "am-3rd-nh"})
        disrupted.pieces[static_cast<std::size_t>(*disrupted.pieceIndex(id))].status = Status::Disrupted;
    EXPECT_EQ(termOf(evaluation, disrupted, "leaderExposed") - atStart, 6.0);
    EXPECT_LT(atStart, 0.0);
    // Weighed where it was measured, The Next Day (docs/ai.md); elsewhere its weight is 0.
    DataErrors errors;
    const auto file = ai::loadEvaluationWeights(ai::seriesWeightsPath(realDataDir()), errors);
    ASSERT_TRUE(file) << describe(errors);
    EXPECT_EQ(file->forScenario("next-day").leaderExposed, 0.04);
    EXPECT_EQ(file->forScenario("freemans-farm").leaderExposed, 0.0);
}

// The priors of the search: a leader never joins guns nobody defends next to the enemy (14.32),
// nor does the last regiment leave guns and leaders there (12.31).
TEST(SeriesPriors, Rule14_32_ALeaderJoinsGunsOnlyWhereARegimentFightsForThem) {
    const Move burgoyneTo1015{"br-burgoyne", {h("1016"), h("1015")}, false};
    const GameState unguarded = withCounters({{"br-jones", "1015"}, {"am-2nd-nh", "0915"}});
    const GameState guarded = withCounters({{"br-jones", "1015"}, {"br-20th", "1015"}, {"am-2nd-nh", "0915"}});
    EXPECT_DOUBLE_EQ(ai::SeriesPriors(guarded).score(Action{burgoyneTo1015}) - ai::SeriesPriors(unguarded).score(Action{burgoyneTo1015}), 3.5);

    // The 62nd leaving Jones and Burgoyne in 1015 next to the 2nd New Hampshire, or leaving them with the 20th.
    const Move leave{"br-62nd", {h("1015"), h("1016")}, false};
    const GameState last = withCounters({{"br-jones", "1015"}, {"br-burgoyne", "1015"}, {"br-62nd", "1015"}, {"am-2nd-nh", "0915"}});
    const GameState notLast =
        withCounters({{"br-jones", "1015"}, {"br-burgoyne", "1015"}, {"br-62nd", "1015"}, {"br-20th", "1015"}, {"am-2nd-nh", "0915"}});
    EXPECT_DOUBLE_EQ(ai::SeriesPriors(notLast).score(Action{leave}) - ai::SeriesPriors(last).score(Action{leave}), 2.5);

    // 12.31: guns sent where nobody defends them next to the enemy rank far below the same guns sent with a regiment there.
    const Move guns{"br-hosmer", {h("1016"), h("1015")}, false};
    EXPECT_LE(ai::SeriesPriors(unguarded).score(Action{guns}), ai::SeriesPriors(guarded).score(Action{guns}) - 2.5);
}

// 12.31, 14.32: a regiment moving to guns nobody fights for ranks above the same move when no
// enemy able to attack is near them by what they may cost, at the garrisons' 5 a point of price
// (E7.6.1): their stake (Jones's guns: 2 Army Morale, 1 to the enemy, 1 VP) times the threat (1
// next to the enemy, 0.5 two hexes off).
TEST(SeriesPriors, Rule12_31_ARegimentGoesToFightForGunsNobodyDefendsWithinTheEnemysReach) {
    const Move twentiethTo1015{"br-20th", {h("1116"), h("1015")}, false};
    const auto score = [&](const char* enemyAt, bool enemyDisrupted) {
        GameState s = withCounters({{"br-jones", "1015"}, {"br-20th", "1116"}, {"am-2nd-nh", enemyAt}});
        // 12.31: only a unit in Parade Order can close; a disrupted one threatens nothing.
        if (enemyDisrupted) s.pieces[static_cast<std::size_t>(*s.pieceIndex("am-2nd-nh"))].status = Status::Disrupted;
        return ai::SeriesPriors(s).score(Action{twentiethTo1015});
    };
    EXPECT_DOUBLE_EQ(score("0915", false) - score("0915", true), 20.0);
    EXPECT_DOUBLE_EQ(score("1013", false) - score("1013", true), 10.0);
    // Guns a regiment fights for already: the next one is drawn by nothing more.
    GameState guarded = withCounters({{"br-jones", "1015"}, {"br-62nd", "1015"}, {"br-20th", "1116"}, {"am-2nd-nh", "0915"}});
    GameState guardedNoThreat = guarded;
    guardedNoThreat.pieces[static_cast<std::size_t>(*guardedNoThreat.pieceIndex("am-2nd-nh"))].status = Status::Disrupted;
    EXPECT_DOUBLE_EQ(ai::SeriesPriors(guarded).score(Action{twentiethTo1015}), ai::SeriesPriors(guardedNoThreat).score(Action{twentiethTo1015}));
}

// E9.1.1, E9.1, E9.4: an objective hex a side is the last through, out of the reach (MA in hexes)
// of every enemy unit other than artillery, draws none of its moves; one within such a unit's
// reach, or the enemy's, does. At Freeman's Farm's set-up the Americans control 1111 and no
// British regiment can reach it, so an American move is drawn toward Freeman's Farm (1015) and
// 0616 only; six regiments arriving at 1309 on turn 10 stood by 1111 to the end of the game,
// drawn to the hex their side already held.
TEST(SeriesPriors, RuleE9_1_1_AnObjectiveTheSideControlsOutOfTheEnemysReachDrawsNobody) {
    const GameState setUp = freemansFarm();
    const auto at1111 = static_cast<std::size_t>(setUp.map->index(h("1111")));
    ASSERT_EQ(setUp.lastPassed[at1111], static_cast<std::int8_t>(Side::American));
    for (int u = 0; u < setUp.unitCount(); ++u) {
        if (setUp.onMap(u) && setUp.sideOf(u) == Side::British && !setUp.unitDef(u).isArtillery()) {
            ASSERT_GT(distance(setUp.pieces[static_cast<std::size_t>(u)].hex, h("1111")), setUp.unitDef(u).ma) << setUp.pieceId(u);
        }
    }
    // From 1110, next to 1111: the nearest hex to work toward is Freeman's Farm, six hexes off.
    ASSERT_EQ(distance(h("1110"), h("1015")), 6);
    ASSERT_GT(distance(h("1110"), h("0616")), 6);
    EXPECT_EQ(ai::SeriesPriors(setUp).objectiveDistance(Side::American, h("1110")), 6);
    // The British are drawn to 1111, theirs to take.
    EXPECT_EQ(ai::SeriesPriors(setUp).objectiveDistance(Side::British, h("1110")), 1);

    // The 20th Foot within its MA of 1111: the hex must be held, and draws the Americans again.
    GameState threatened = withCounters({{"br-20th", "1114"}});
    ASSERT_LE(distance(h("1114"), h("1111")), threatened.unitDef(*threatened.pieceIndex("br-20th")).ma);
    EXPECT_EQ(ai::SeriesPriors(threatened).objectiveDistance(Side::American, h("1110")), 1);
    // Guns there threaten no passage (E9.1.1: artillery never controls).
    GameState guns = withCounters({{"br-jones", "1112"}});
    EXPECT_EQ(ai::SeriesPriors(guns).objectiveDistance(Side::American, h("1110")), 6);
    // The British the last through 1111: the Americans must take it back.
    GameState lost = setUp;
    lost.lastPassed[at1111] = static_cast<std::int8_t>(Side::British);
    EXPECT_EQ(ai::SeriesPriors(lost).objectiveDistance(Side::American, h("1110")), 1);
}

// E9.1.1, E9.4: on the last turn, with the British to move second, Freeman's Farm (1015, 1 VP)
// held by American passage but left empty is the British's for a regiment's walk; its price is
// what the score and the winner would lose, counted at the chance the weight gives.
TEST(SeriesEvaluation, RuleE9_1_1_AnEmptyObjectiveTheLastMoverCanReachIsAtRiskOnTheLastTurn) {
    const auto evaluation = realEvaluation("freemans-farm");
    const auto lastTurnAmericanFirst = [](GameState s) {
        s.turn = s.scenario->lastTurn;
        s.order = {Side::American, Side::British};
        s.playerTurn = 0;
        s.phase = Phase::Rally;
        s.lastPassed[static_cast<std::size_t>(s.map->index(h("1015")))] = static_cast<std::int8_t>(Side::American);
        return s;
    };
    // The 62nd (1016) and the 21st (0916) stand next to it at set-up.
    const GameState empty = lastTurnAmericanFirst(freemansFarm());
    const VictoryIfEndedNow now = victoryIfEndedNow(empty);
    ASSERT_EQ(now.vpHalves[0] - now.vpHalves[1], 2);  // the American's 1 VP, the only one scored
    ASSERT_EQ(now.outcome.winner, Side::American);
    // Taken, the VP changes sides (2 VP of difference, 0.12 each) and so does the Marginal
    // Victory (from +1 to -1, 0.35 each, fully counted on the last turn).
    EXPECT_NEAR(termOf(evaluation, empty, "controlAtRisk"), -0.12 * 2 - 0.35 * 2, 1e-12);

    // An American regiment standing in it: the British must fight for it, nothing is taken by a walk.
    EXPECT_EQ(termOf(evaluation, lastTurnAmericanFirst(withCounters({{"am-2nd-nh", "1015"}})), "controlAtRisk"), 0.0);
    // Every British regiment on the map Disrupted: the regiments due at 1416 (E8.3.1: von Rhetz
    // on turn 10, Regt von Riedesel on turn 11, MA 4) enter there and are 4 hexes away (8.3.3).
    GameState disrupted = empty;
    for (int u = 0; u < disrupted.unitCount(); ++u)
        if (disrupted.sideOf(u) == Side::British && disrupted.onMap(u)) disrupted.pieces[static_cast<std::size_t>(u)].status = Status::Disrupted;
    ASSERT_EQ(disrupted.pieces[static_cast<std::size_t>(*disrupted.pieceIndex("br-von-riedesel-regt"))].location, Location::TurnTrack);
    EXPECT_NEAR(termOf(evaluation, disrupted, "controlAtRisk"), -0.12 * 2 - 0.35 * 2, 1e-12);
    // Without them, no British regiment in Parade Order is within its MA: nothing is at risk.
    for (const char* id : {"br-von-rhetz", "br-von-riedesel-regt"})
        disrupted.pieces[static_cast<std::size_t>(*disrupted.pieceIndex(id))].location = Location::Eliminated;
    EXPECT_EQ(termOf(evaluation, disrupted, "controlAtRisk"), 0.0);
    // The British have moved already (their player turn), or a turn is still to come: the search sees the rest.
    GameState britishTurn = empty;
    britishTurn.playerTurn = 1;
    EXPECT_EQ(termOf(evaluation, britishTurn, "controlAtRisk"), 0.0);
    GameState earlier = empty;
    earlier.turn = earlier.scenario->lastTurn - 1;
    EXPECT_EQ(termOf(evaluation, earlier, "controlAtRisk"), 0.0);
}

// 9.6, 16.3: a pinned combat broken costs the phasing side a point of Army Morale when the
// Movement Phase ends; at Army Morale 1 the move that breaks it is the game lost, and the
// priors price it as they price a garrison walked out of.
TEST(SeriesEvaluation, Rule9_6_APinBrokenAtArmyMoraleOneIsTheGameLost) {
    const auto evaluation = realEvaluation("freemans-farm");
    GameState s = withCounters({{"br-62nd", "1015"}, {"am-2nd-nh", "0915"}});
    americanMoving(s);
    s.armyMorale[0] = 1;
    const auto american = static_cast<std::size_t>(*s.pieceIndex("am-2nd-nh"));
    s.pieces[american].pin = 1;
    s.pieces[static_cast<std::size_t>(*s.pieceIndex("br-62nd"))].pin = 1;
    ASSERT_TRUE(pinsThatBreak(s).empty());
    EXPECT_GT(evaluation.value(s, kAmerican), -1.0);
    const Move away{"am-2nd-nh", {h("0915"), h("0914"), h("0913")}, false};
    // At the scenario's starting Army Morale (14) the broken pin costs the point and no more; at
    // 1 it costs the game (5) and the VP the game's end gives the British for 1015 (E9.4), each
    // point 5 down in the priors.
    GameState moraleFourteen = s;
    moraleFourteen.armyMorale[0] = 14;
    EXPECT_DOUBLE_EQ(ai::SeriesPriors(s).score(Action{away}) - ai::SeriesPriors(moraleFourteen).score(Action{away}), -30.0);
    s.pieces[american].hex = h("0913");
    ASSERT_EQ(pinsThatBreak(s).size(), 1u);
    EXPECT_EQ(evaluation.value(s, kAmerican), -1.0);
    EXPECT_EQ(evaluation.value(s, kBritish), 1.0);
}

namespace {
// The Campaign after its set-up on `turn`, the Americans to move, with `side`'s units within a
// hex of `clear` taken off the map so that none of their ZOC reaches it.
GameState campaignClearedAround(int turn, Side side, const char* clear) {
    GameState s = afterSetUp("campaign", 7);
    s.turn = turn;
    americanMoving(s);
    for (int u = 0; u < s.unitCount(); ++u)
        if (s.onMap(u) && s.sideOf(u) == side && core::distance(s.pieces[static_cast<std::size_t>(u)].hex, hex(clear)) <= 1)
            s.pieces[static_cast<std::size_t>(u)].location = Location::NotInPlay;
    return s;
}

// The first non-artillery unit of `side` on the map, put in `at` in Parade Order.
int putFirstRegiment(GameState& s, Side side, const char* at) {
    for (int u = 0; u < s.unitCount(); ++u)
        if (s.onMap(u) && s.sideOf(u) == side && !s.unitDef(u).isArtillery()) {
            s.pieces[static_cast<std::size_t>(u)].hex = hex(at);
            s.pieces[static_cast<std::size_t>(u)].status = Status::ParadeOrder;
            return u;
        }
    ADD_FAILURE() << "no regiment of the side on the map";
    return -1;
}
}  // namespace

// E2.1, E2.2: a Decisive Victory checked at the end of every game turn ends the game then,
// whatever the turn; the evaluation names its winner at full weight (American minus British).
TEST(SeriesEvaluation, RuleE2_1_ADecisiveVictoryDueAtTheEndOfThisTurnCountsInFull) {
    const auto evaluation = realEvaluation("campaign");
    EXPECT_EQ(termOf(evaluation, afterSetUp("campaign", 7), "turnEndDecisive"), 0.0);
    // E2.1: a British regiment in Parade Order in Bemis Tavern (2004), no American ZOC in it.
    GameState bemis = campaignClearedAround(3, Side::American, "2004");
    const int british = putFirstRegiment(bemis, Side::British, "2004");
    EXPECT_EQ(termOf(evaluation, bemis, "turnEndDecisive"), -1.0);
    GameState disrupted = bemis;
    disrupted.pieces[static_cast<std::size_t>(british)].status = Status::Disrupted;
    EXPECT_EQ(termOf(evaluation, disrupted, "turnEndDecisive"), 0.0);  // E2.1: Parade Order only
    // E2.2: an American regiment in 2019, from turn 6 only.
    GameState landing = campaignClearedAround(6, Side::British, "2019");
    putFirstRegiment(landing, Side::American, "2019");
    EXPECT_EQ(termOf(evaluation, landing, "turnEndDecisive"), 1.0);
    landing.turn = 5;
    EXPECT_EQ(termOf(evaluation, landing, "turnEndDecisive"), 0.0);
}

// E2.1: with the British in Bemis Tavern, a move that puts a ZOC into it saves the game (10), or
// else one next to it, to attack it (8, 12.12); an attack on it comes before any other (3).
TEST(SeriesPriors, RuleE2_1_TheEnemysDecisiveHexDueAtTheTurnsEndDrawsTheMovesAndAttacks) {
    GameState lost = campaignClearedAround(11, Side::American, "2004");
    const int british = putFirstRegiment(lost, Side::British, "2004");
    // Held in place (E7.8) in both states, it threatens nothing either way (12.31's threat).
    lost.pieces[static_cast<std::size_t>(british)].hold = 1;
    GameState safe = lost;  // the same hexes, the regiment disrupted: E2.1 is not met
    safe.pieces[static_cast<std::size_t>(british)].status = Status::Disrupted;
    const ai::SeriesPriors urgent(lost), calm(safe);
    int next = 0;
    for (const Action& a : legalActions(lost)) {
        const auto* m = std::get_if<Move>(&a);
        if (!m || core::distance(m->path.back(), hex("2004")) != 1) continue;
        const int u = *lost.pieceIndex(m->unit);
        if (lost.isLeader(u) || lost.unitDef(u).isArtillery()) continue;
        GameState moved = lost;
        moved.pieces[static_cast<std::size_t>(u)].hex = m->path.back();
        const double bonus = ai::turnEndWinner(moved) == 0.0 ? 10.0 : 8.0;
        EXPECT_NEAR(urgent.score(a) - calm.score(a), bonus, 1e-9) << m->unit << " to " << m->path.back().str();
        ++next;
    }
    EXPECT_GT(next, 0) << "no American regiment can reach Bemis Tavern's side";
    const Action attack{Attack{lost.pieceId(putFirstRegiment(lost, Side::American, "2005")), hex("2004")}};
    GameState calmAttacking = lost;
    calmAttacking.pieces[static_cast<std::size_t>(british)].status = Status::Disrupted;
    EXPECT_NEAR(ai::SeriesPriors(lost).score(attack) - ai::SeriesPriors(calmAttacking).score(attack), 3.0, 1e-9);
}

// E2.2: each move is asked on its own whether it undoes the victory due at the turn's end (here
// a British ZOC into the baggage hex): what one move's piece did to that answer never carries into
// the next move's, so a move scores the same in the listing as alone.
TEST(SeriesPriors, RuleE2_2_EachMoveIsAskedOnItsOwnWhetherItUndoesTheVictoryDue) {
    GameState lost = afterSetUp("campaign", 7);
    lost.turn = 11;
    lost.phase = Phase::Movement;
    lost.step = Step::Moving;
    lost.playerTurn = lost.order[0] == Side::British ? 0 : 1;
    ASSERT_EQ(lost.phasing(), Side::British);
    for (int u = 0; u < lost.unitCount(); ++u)
        if (lost.onMap(u) && lost.sideOf(u) == Side::British && core::distance(lost.pieces[static_cast<std::size_t>(u)].hex, hex("2019")) <= 1)
            lost.pieces[static_cast<std::size_t>(u)].location = Location::NotInPlay;
    const int american = putFirstRegiment(lost, Side::American, "2019");
    lost.pieces[static_cast<std::size_t>(american)].hold = 1;
    putFirstRegiment(lost, Side::British, "2021");  // two hexes off: it may put its ZOC into 2019
    ASSERT_EQ(ai::turnEndWinner(lost), 1.0);
    // The moves that end near the hex, each scored alone, and which of them save the game.
    std::vector<const Move*> near;
    std::vector<double> alone;
    std::vector<bool> saves;
    const auto legal = legalActions(lost);
    for (const Action& a : legal) {
        const auto* m = std::get_if<Move>(&a);
        if (!m || m->path.size() < 2 || core::distance(m->path.back(), hex("2019")) > 3) continue;
        near.push_back(m);
        alone.push_back(ai::SeriesPriors(lost).score(a));
        GameState moved = lost;
        moved.pieces[static_cast<std::size_t>(*lost.pieceIndex(m->unit))].hex = m->path.back();
        saves.push_back(ai::turnEndWinner(moved) == 0.0);
    }
    // Scored after one another on one state's priors, each saving move followed by every other
    // unit's move: each scores as alone.
    const ai::SeriesPriors listing(lost);
    int saving = 0, after = 0;
    for (std::size_t i = 0; i < near.size(); ++i) {
        if (!saves[i]) continue;
        ++saving;
        EXPECT_NEAR(listing.score(Action{*near[i]}), alone[i], 1e-9) << near[i]->unit << " to " << near[i]->path.back().str();
        for (std::size_t j = 0; j < near.size(); ++j) {
            if (near[j]->unit == near[i]->unit) continue;
            ++after;
            EXPECT_NEAR(listing.score(Action{*near[j]}), alone[j], 1e-9)
                << near[j]->unit << " to " << near[j]->path.back().str() << " after " << near[i]->unit << " to " << near[i]->path.back().str();
        }
    }
    EXPECT_GT(saving, 0);
    EXPECT_GT(after, 0);
    EXPECT_EQ(ai::turnEndWinner(lost), 1.0);
}
