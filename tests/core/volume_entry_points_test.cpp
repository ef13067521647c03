// What the views show of a volume's rules, asked through the series' Volume alone: the secret
// note (E7.5.1), the prices of ending the phase (E3.6.2, E7.6), a piece's markers (E7.2,
// E7.3.2) and the weather still to be rolled (E3.9.1), on the real scenarios.
#include "engine_test_support.h"
#include "tricorne/series/rules/end_phase_costs.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
const std::map<std::string, std::string> kSecretNote{{"secret-commitment", "on"}};

GameState setUp(const DataSet& data, const std::string& scenario, const std::map<std::string, std::string>& options = {}) {
    std::string error;
    auto s = newGame(data, scenario, options, 1, error);
    EXPECT_TRUE(s) << error;
    placeAtDefaults(*s);  // E5.1, E8.1, E8.2: the counters the players place
    return *s;
}

// The scenario's board emptied on turn 4, in the American Movement Phase: every garrison hex empty.
GameState emptyAmericanMovement(const DataSet& data, const std::string& scenario) {
    GameState s = emptyCloseCombat(scenario, 4, Side::American, 0, 1, data);
    s.phase = Phase::Movement;
    s.step = Step::Moving;
    return s;
}

// The piece's markers once `count` of its boxes of one kind (close combat, fire) are checked.
PieceMarkers markersAfter(GameState& s, int piece, std::int8_t Piece::*checked, int count) {
    s.pieces[static_cast<std::size_t>(piece)].*checked = static_cast<std::int8_t>(count);
    return s.volumeRules->pieceMarkers(s, piece);
}

const PhaseCost* costAt(const std::vector<PhaseCost>& costs, const char* at) {
    for (const auto& c : costs)
        if (c.hexes == std::vector<HexId>{hex(at)}) return &c;
    return nullptr;
}
}  // namespace

TEST(VolumeEntryPoints, RuleE7_5_1_TheMilitiaNoteNamesItsPiecesItsTurnAndItsAnswers) {
    const GameState s = setUp(realData(), "next-day", kSecretNote);
    ASSERT_EQ(s.step, Step::CommitMilitia);
    const auto note = s.volumeRules->secretNote(s);
    ASSERT_TRUE(note);
    EXPECT_EQ(note->rule, "E7.5.1");
    EXPECT_EQ(note->writer, Side::American);
    std::vector<std::string> pieces;
    for (int p : note->pieces) pieces.push_back(s.pieceId(p));
    EXPECT_EQ(pieces, (std::vector<std::string>{"am-warner", "am-1st-hampshire", "am-3rd-suffolk", "am-middlesex"}));
    EXPECT_EQ(note->turn, 3);
    EXPECT_EQ(note->asked, "The American player notes in secret whether Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex come on turn 3 (E7.5.1).");
    EXPECT_EQ(note->made,
              "The American note on Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex is made; it is revealed at the start of the American half of turn 3 (E7.5.1).");
    EXPECT_EQ(note->secrecy,
              "Your note is secret: the British player will not see it until it is revealed at the start of the American half of turn 3 (E7.5.1).");
    ASSERT_EQ(note->choices.size(), 2u);
    EXPECT_EQ(note->choices[0].answer, Commit{true});
    EXPECT_EQ(note->choices[0].label, "They come, for 1 Army Morale");
    EXPECT_EQ(note->choices[0].meaning,
              "Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex enter at 2101 on turn 3, and 1 Army Morale is surrendered when they are placed (E7.5.1)");
    EXPECT_EQ(note->choices[1].answer, Commit{false});
    EXPECT_EQ(note->choices[1].label, "They do not come");
    EXPECT_EQ(note->choices[1].meaning, "Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex are not used: they never enter and are worth no victory points (E7.5.1)");
    // The answers are the decision's own.
    std::vector<Action> answers;
    for (const auto& c : note->choices) answers.push_back(c.answer);
    EXPECT_EQ(answers, legalActions(s));
}

TEST(VolumeEntryPoints, RuleE7_5_1_WithoutTheOptionThereIsNoNote) {
    const GameState s = setUp(realData(), "next-day");
    EXPECT_FALSE(s.volumeRules->secretNote(s));
}

TEST(VolumeEntryPoints, RuleE3_6_2_EndingThePhaseNamesTheEmptyGarrisonHexAndItsVictoryPoint) {
    const GameState s = emptyAmericanMovement(realData(), "campaign");
    std::vector<PhaseCost> costs;
    s.volumeRules->endOfPhaseCosts(s, costs);
    EXPECT_EQ(costs.size(), 8u);  // the eight garrison hexes, all empty
    const PhaseCost* c = costAt(costs, "2207");
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->rule, "E3.6.2");
    EXPECT_EQ(c->text, "Garrison hex 2207 is left empty and will be abandoned for good: 1 VP to British");
}

TEST(VolumeEntryPoints, RuleE7_6_EndingThePhaseNamesTheEmptyGarrisonHexAndItsArmyMorale) {
    const GameState s = emptyAmericanMovement(realData(), "next-day");
    std::vector<PhaseCost> costs = endPhaseCosts(s);
    const std::size_t series = costs.size();
    s.volumeRules->endOfPhaseCosts(s, costs);
    const PhaseCost* c = costAt(costs, "1406");
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->text, "Garrison hex 1406 is left empty and will be abandoned for good: 1 Army Morale");
    EXPECT_EQ(costs.size(), series + 8);  // added after the series' own, the British garrisons not the phasing side's
}

TEST(VolumeEntryPoints, RuleE7_2_AUnitWithEveryCloseCombatBoxCheckedIsMarkedAmmoDepleted) {
    GameState s = setUp(realData(), "next-day");  // the Ammo Depletion Log as the game starts (E7.1)
    const int ny = s.pieceIndex("am-2nd-ny").value();
    ASSERT_EQ(s.pieces[static_cast<std::size_t>(ny)].ammoBoxes, 2);
    EXPECT_FALSE(markersAfter(s, ny, &Piece::ammoChecked, 1).closeCombatAmmoDepleted);
    const PieceMarkers spent = markersAfter(s, ny, &Piece::ammoChecked, 2);
    EXPECT_TRUE(spent.closeCombatAmmoDepleted);
    EXPECT_FALSE(spent.fireAmmoDepleted);
}

TEST(VolumeEntryPoints, RuleE7_3_2_MorganWithEveryFireBoxCheckedIsMarkedOutOfFireAmmunition) {
    GameState s = setUp(realData(), "next-day");  // the Ammo Depletion Log as the game starts (E7.3)
    const int morgan = s.pieceIndex("am-morgan").value();
    ASSERT_EQ(s.pieces[static_cast<std::size_t>(morgan)].fireBoxes, 3);
    EXPECT_FALSE(markersAfter(s, morgan, &Piece::fireChecked, 2).fireAmmoDepleted);
    const PieceMarkers spent = markersAfter(s, morgan, &Piece::fireChecked, 3);
    EXPECT_TRUE(spent.fireAmmoDepleted);
    EXPECT_FALSE(spent.closeCombatAmmoDepleted);
}

TEST(VolumeEntryPoints, RuleE3_9_1_NoWeatherIsKnownUntilTheFogRoll) {
    std::string error;
    auto s = newGame(realData(), "campaign", {}, 1, error);
    ASSERT_TRUE(s) << error;
    ASSERT_EQ(decision(*s).rule, "E3.9.1");
    EXPECT_EQ(s->volumeRules->weatherToCome(*s), std::optional<std::string>("fog roll to come (E3.9.1)"));
    applyOk(*s, RollDie{9});  // clear
    EXPECT_FALSE(s->volumeRules->weatherToCome(*s));
    // E10.3: Freeman's Farm rolls no fog.
    const GameState farm = setUp(realData(), "freemans-farm");
    EXPECT_FALSE(farm.volumeRules->weatherToCome(farm));
}

TEST(VolumeEntryPoints, AScenarioWithNoSpecialRulesGetsTheEmptyAnswers) {
    const DataSet& data = seriesOnlyData();
    for (const auto& scenario : data.scenarios) {
        SCOPED_TRACE(scenario.id);
        std::string error;
        auto s = newGame(data, scenario.id, {}, 1, error);
        ASSERT_TRUE(s) << error;
        EXPECT_FALSE(s->volumeRules->weatherToCome(*s));  // the fog roll too is the volume's
        placeAtDefaults(*s);
        EXPECT_FALSE(s->volumeRules->secretNote(*s));
        for (int i = 0; i < static_cast<int>(s->pieces.size()); ++i) {
            const PieceMarkers marks = s->volumeRules->pieceMarkers(*s, i);
            EXPECT_FALSE(marks.closeCombatAmmoDepleted || marks.fireAmmoDepleted) << s->pieceId(i);
        }
        // The garrison hexes stay in the data, empty, and cost nothing without their rules.
        const GameState empty = emptyAmericanMovement(data, scenario.id);
        std::vector<PhaseCost> costs;
        empty.volumeRules->endOfPhaseCosts(empty, costs);
        EXPECT_TRUE(costs.empty());
    }
}
