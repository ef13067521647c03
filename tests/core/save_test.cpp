// Saves and replays: exact reloads, hash checks, atomic writes and undo.
#include <filesystem>
#include <map>
#include <fstream>
#include <regex>
#include <set>

#include "engine_test_support.h"
#include "tricorne/engine/chance_draw.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/game/save.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
const std::string kHashRefused =
    "/stateHash: the actions do not lead to the state this save recorded: the file was damaged or edited after it was written";

// A Campaign game played into turn 4's initiative with a move and a roll.
Game playedGame() {
    std::string error;
    auto g = Game::start(realData(), "campaign", {{"variant", "arnold-prevails"}}, 42, error);
    EXPECT_TRUE(g) << error;
    EXPECT_TRUE(g->apply(RollDie{9}).ok());  // E3.9.1: clear
    EXPECT_TRUE(g->apply(Move{"br-9th", {hex("1829"), hex("1729")}, false}).ok());
    while (g->state().turn < 4) EXPECT_TRUE(g->apply(EndPhase{}).ok());
    EXPECT_TRUE(g->apply(SpendMomentum{1}).ok());
    EXPECT_TRUE(g->rollDie().ok());
    return std::move(*g);
}
}  // namespace

TEST(Save, ASaveMadeMidGameReloadsToTheSameStateHash) {
    Game g = playedGame();
    const auto json = saveJson(g);
    EXPECT_EQ(json["format"], "tricorne-save");
    EXPECT_EQ(json["version"], 1);
    EXPECT_EQ(json["scenario"], "campaign");
    EXPECT_EQ(json["seed"], "42");
    EXPECT_EQ(json["options"]["variant"], "arnold-prevails");
    std::string error;
    auto loaded = loadSave(realData(), nlohmann::json::parse(json.dump()), error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(stateHash(loaded->state()), stateHash(g.state()));
    EXPECT_EQ(loaded->record().actions, g.record().actions);
}

TEST(Save, AnEditedActionListIsRejected) {
    Game g = playedGame();
    auto json = saveJson(g);
    json["actions"][1]["path"][1] = "1730";
    std::string error;
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, kHashRefused);
}

TEST(Save, TheHashRefusalDoesNotPrintAHashToCopyBack) {
    Game g = playedGame();
    auto json = saveJson(g);
    auto& die = json["actions"].back();  // the initiative die, edited
    die["value"] = (die["value"].get<int>() + 1) % 10;
    std::string error;
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, kHashRefused);
    EXPECT_FALSE(std::regex_search(error, std::regex("[0-9a-f]{16}"))) << error;
}

TEST(Save, AnIllegalActionNamesItsIndexAndRule) {
    Game g = playedGame();
    auto json = saveJson(g);
    json["actions"][1]["path"][1] = "2226";
    std::string error;
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/actions: action 1 (br-9th moves 1829-2226): 9.2: 1829 and 2226 are not adjacent");
}

TEST(Save, WrongFormatVersionAndDataHashAreRejected) {
    Game g = playedGame();
    std::string error;
    auto json = saveJson(g);
    json["version"] = 99;
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/version: version 99 is not supported (this build reads 1)");
    json = saveJson(g);
    json["format"] = "something-else";
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/format: \"something-else\" is not a Tricorne save");
    json = saveJson(g);
    json["dataHash"] = "0000000000000000";
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error.rfind("/dataHash: the game was played with other data files", 0), 0u) << error;
    json = saveJson(g);
    json["actions"][2] = {{"type", "teleport"}};
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/actions/2: unknown action type \"teleport\"");
    EXPECT_FALSE(loadSave(realData(), nlohmann::json::array(), error));
    EXPECT_EQ(error, "/format: missing or not a string");
}

TEST(Save, AnUnknownScenarioOrOptionIsReportedUnderItsOwnField) {
    Game g = playedGame();
    std::string error;
    auto json = saveJson(g);
    json["scenario"] = "waterloo";
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/scenario: \"waterloo\" is not a scenario");
    json = saveJson(g);
    json["options"]["variant"] = "napoleon";
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/options/variant: \"napoleon\" is not a variant of campaign");
    json = saveJson(g);
    json["options"]["fog/of~war"] = "on";
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/options/fog~1of~0war: \"fog/of~war\" is not an option of campaign");
}

TEST(Save, WhoSitsAtTheScreenIsKeptAndSurvivesUndo) {
    Game g = playedGame();
    EXPECT_FALSE(saveJson(g).contains("players"));  // not said: an older save's reading
    g.setPlayers(Players::Hotseat);
    const auto json = saveJson(g);
    EXPECT_EQ(json["players"], "hotseat");
    std::string error;
    auto loaded = loadSave(realData(), nlohmann::json::parse(json.dump()), error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->record().players, Players::Hotseat);
    auto fresh = Game::start(realData(), "campaign", {}, 5, error);
    ASSERT_TRUE(fresh) << error;
    fresh->setPlayers(Players::Solo);
    ASSERT_TRUE(fresh->apply(RollDie{9}).ok());
    ASSERT_TRUE(fresh->apply(Move{"br-9th", {hex("1829"), hex("1729")}, false}).ok());
    ASSERT_TRUE(fresh->undo(error)) << error;
    EXPECT_EQ(fresh->record().players, Players::Solo);
    auto edited = saveJson(g);
    edited["players"] = "three";
    EXPECT_FALSE(loadSave(realData(), edited, error));
    EXPECT_EQ(error, "/players: \"three\" is neither \"solo\" nor \"hotseat\"");
}

TEST(Save, ReplayingTheRecordGivesTheSameGame) {
    Game g = playedGame();
    std::string error;
    auto replayed = Game::replay(realData(), g.record(), error);
    ASSERT_TRUE(replayed) << error;
    EXPECT_EQ(stateHash(replayed->state()), stateHash(g.state()));
}

TEST(Save, WritesAreAtomicAndKeepThePreviousFileOnFailure) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("tricorne-save-test-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string path = (dir / "game.tricorne").string();
    std::string error;
    ASSERT_TRUE(writeFileAtomically(path, "first", error)) << error;
    ASSERT_TRUE(writeFileAtomically(path, "second", error)) << error;
    EXPECT_EQ(*readTextFile(path, error), "second");
    // A target that cannot be replaced leaves no partial file behind.
    fs::create_directories(dir / "a-directory");
    EXPECT_FALSE(writeFileAtomically((dir / "a-directory").string(), "x", error));
    EXPECT_FALSE(error.empty());
    int files = 0;
    for (const auto& e : fs::directory_iterator(dir)) files += e.is_regular_file() ? 1 : 0;
    EXPECT_EQ(files, 1);
    EXPECT_FALSE(writeFileAtomically((dir / "missing" / "game.tricorne").string(), "x", error));
    EXPECT_NE(error.find("cannot write"), std::string::npos) << error;
    fs::remove_all(dir);
}

TEST(Undo, BackToTheLastDieRollOnly) {
    std::string error;
    auto g = Game::start(realData(), "campaign", {}, 5, error);
    ASSERT_TRUE(g) << error;
    EXPECT_FALSE(g->canUndo());
    ASSERT_TRUE(g->apply(RollDie{9}).ok());  // E3.9.1: the fog roll, clear
    EXPECT_FALSE(g->canUndo());
    const auto start = stateHash(g->state());
    ASSERT_TRUE(g->apply(Move{"br-9th", {hex("1829"), hex("1729")}, false}).ok());
    EXPECT_TRUE(g->canUndo());
    ASSERT_TRUE(g->undo(error)) << error;
    EXPECT_EQ(stateHash(g->state()), start);
    while (g->state().turn < 4) ASSERT_TRUE(g->apply(EndPhase{}).ok());
    ASSERT_TRUE(g->apply(SpendMomentum{0}).ok());
    ASSERT_TRUE(g->rollDie().ok());
    EXPECT_FALSE(g->canUndo());
    EXPECT_FALSE(g->undo(error));
    EXPECT_EQ(error, "a die has been rolled: undo reaches back only to the last roll");
}

TEST(Undo, FurtherWhenTheGameAllowsIt) {
    std::string error;
    auto g = Game::start(realData(), "campaign", {{"undo", "any"}}, 5, error);
    ASSERT_TRUE(g) << error;
    ASSERT_TRUE(g->apply(RollDie{9}).ok());
    while (g->state().turn < 4) ASSERT_TRUE(g->apply(EndPhase{}).ok());
    ASSERT_TRUE(g->apply(SpendMomentum{0}).ok());
    ASSERT_TRUE(g->rollDie().ok());
    EXPECT_TRUE(g->canUndo());
    ASSERT_TRUE(g->undo(error)) << error;
    EXPECT_EQ(g->state().step, Step::InitiativeRoll);
}

TEST(Undo, Rule2_3_ADieTakenBackComesBackWithTheFaceItShowed) {
    std::string error;
    auto g = Game::start(realData(), "campaign", {{"undo", "any"}}, 5, error);
    ASSERT_TRUE(g) << error;
    GivenDice live({9, 7, 2, 1});
    ASSERT_TRUE(g->rollDie(live).ok());  // E3.9.1: clear
    while (g->state().turn < 4) ASSERT_TRUE(g->apply(EndPhase{}).ok());
    ASSERT_TRUE(g->apply(SpendMomentum{0}).ok());
    ASSERT_TRUE(g->rollDie(live).ok());  // the initiative die: 7
    ASSERT_EQ(g->record().actions.back(), Action{RollDie{7}});
    // Undo takes back the die and the chits, and another choice is made.
    ASSERT_TRUE(g->undo(error)) << error;
    ASSERT_TRUE(g->undo(error)) << error;
    EXPECT_EQ(g->record().undoneDice, std::vector<int>{7});
    ASSERT_TRUE(g->apply(SpendMomentum{1}).ok());
    // Forcing another face is refused; saved and opened again, the 7 still comes back.
    EXPECT_EQ(g->apply(RollDie{2}).error, "2.3: this die was rolled before and taken back: it comes back as the 7 it showed");
    const auto json = saveJson(*g);
    EXPECT_EQ(json["undoneDice"], nlohmann::json::array({7}));
    auto reopened = loadSave(realData(), nlohmann::json::parse(json.dump()), error);
    ASSERT_TRUE(reopened) << error;
    for (Game* game : {&*g, &*reopened}) {
        ASSERT_TRUE(game->rollDie(live).ok());
        EXPECT_EQ(game->record().actions.back(), Action{RollDie{7}});
        EXPECT_TRUE(game->record().undoneDice.empty());
    }
    EXPECT_EQ(live.drawn(), 2u);  // the undone face was not drawn again
}

TEST(Engine, UnknownScenarioAndOptionsAreRejected) {
    std::string error;
    EXPECT_FALSE(newGame(realData(), "yorktown", {}, 1, error));
    EXPECT_EQ(error, "\"yorktown\" is not a scenario");
    EXPECT_FALSE(newGame(realData(), "campaign", {{"fog-of-war", "on"}}, 1, error));
    EXPECT_EQ(error, "\"fog-of-war\" is not an option of campaign");
    EXPECT_FALSE(newGame(realData(), "campaign", {{"variant", "burgoyne-prevails"}}, 1, error));
    EXPECT_EQ(error, "\"burgoyne-prevails\" is not a variant of campaign");
}

TEST(Save, ASaveSaysWhichDiceItHoldsAndAnOlderOneHoldsSeededDice) {
    Game g = playedGame();
    auto json = saveJson(g);
    EXPECT_EQ(json["dice"], "seeded");
    EXPECT_FALSE(json.contains("undoneDice"));
    std::string error;
    json.erase("dice");  // a save written before the field
    auto loaded = loadSave(realData(), json, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->record().dice, Dice::Seeded);
    json["dice"] = "loaded";
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/dice: \"loaded\" is neither \"seeded\" nor \"entropy\"");
    json["dice"] = "entropy";
    json["undoneDice"] = {4, 12};
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/undoneDice/1: not a die's face (0-9)");
    json["undoneDice"] = "4";
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/undoneDice: not a list");
    json["undoneDice"] = {4};
    loaded = loadSave(realData(), json, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->record().dice, Dice::Entropy);
    EXPECT_EQ(loaded->record().undoneDice, std::vector<int>{4});
}

TEST(Dice, Rule2_3_ALiveDieIsTheFaceItsSourceDrawsNotTheSavedGenerators) {
    std::string error;
    auto g = Game::start(realData(), "campaign", {}, 5, error);
    ASSERT_TRUE(g) << error;
    // E3.9.1: the fog roll; the face the seed would give is not the one rolled.
    const int seeded = seededDice().roll(g->state().rng, 10);
    GivenDice live({(seeded + 4) % 10});
    ASSERT_TRUE(g->rollDie(live).ok());
    EXPECT_EQ(g->record().actions.back(), Action{RollDie{(seeded + 4) % 10}});
    EXPECT_EQ(g->record().dice, Dice::Entropy);
    const auto json = saveJson(*g);
    EXPECT_EQ(json["dice"], "entropy");
    // The replay applies the face recorded.
    auto loaded = loadSave(realData(), nlohmann::json::parse(json.dump()), error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(stateHash(loaded->state()), stateHash(g->state()));
    EXPECT_EQ(loaded->record().dice, Dice::Entropy);
}

TEST(Dice, Rule2_3_TheSameSaveRolledAgainDoesNotShowTheSameDie) {
    // Thirty copies of one position roll their die: seeded dice would give thirty times the
    // face the save's generator holds; drawn from the system, thirty equal faces have odds of 1e-29.
    std::string error;
    auto start = Game::start(realData(), "campaign", {}, 5, error);
    ASSERT_TRUE(start) << error;
    start->setDice(Dice::Entropy);
    std::set<int> faces;
    for (int i = 0; i < 30; ++i) {
        Game copy = *start;
        ASSERT_TRUE(copy.rollDie().ok());
        faces.insert(std::get<RollDie>(copy.record().actions.back()).value);
    }
    EXPECT_GT(faces.size(), 1u);
}

TEST(Dice, TheGeneratorIsPortableAndPinnedForASeed) {
    Rng rng(12345);
    std::string faces;
    for (int i = 0; i < 20; ++i) faces += static_cast<char>('0' + rng.d10());
    // The same twenty faces on every platform and standard library.
    EXPECT_EQ(faces, "38654690418655974697");
}

TEST(Dice, ChanceIsDrawnByItsProbability) {
    // Three outcomes at 1/2, 1/3 and 1/6: 6,000 draws from a pinned generator land near 3,000, 2,000 and 1,000.
    const std::vector<std::pair<char, double>> outcomes{{'a', 0.5}, {'b', 1.0 / 3}, {'c', 1.0 / 6}};
    Rng rng(77);
    std::map<char, int> drawn;
    for (int i = 0; i < 6000; ++i) ++drawn[tricorne::engine::drawByProbability(outcomes, rng)];
    EXPECT_NEAR(drawn['a'], 3000, 150);
    EXPECT_NEAR(drawn['b'], 2000, 150);
    EXPECT_NEAR(drawn['c'], 1000, 100);
    Rng unit(1);
    for (int i = 0; i < 1000; ++i) {
        const double x = unit.unit();
        ASSERT_GE(x, 0.0);
        ASSERT_LT(x, 1.0);
    }
}


TEST(Save, Rule12_61_ATacticChosenBeforeTheOtherSideChoosesIsSealed) {
    Game g = gameAtTheDefendersTactic();
    const std::string tactic = std::get<ChooseTactic>(g.record().actions.back()).tactic;
    const auto json = saveJson(g);
    const auto& sealed = json["actions"].back();
    EXPECT_EQ(sealed["type"], "sealed");
    EXPECT_EQ(sealed.size(), 2u);
    EXPECT_EQ(sealed["secret"].get<std::string>().size(), 2u * (8 + 64));  // one length for every tactic
    EXPECT_EQ(sealed.dump().find(tactic), std::string::npos);
    // The program reads it back: the same game, the same tactic.
    std::string error;
    auto loaded = loadSave(realData(), nlohmann::json::parse(json.dump()), error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(loaded->record().actions, g.record().actions);
    EXPECT_EQ(stateHash(loaded->state()), stateHash(g.state()));
    // Neither the saved hash nor the state tools print tells one tactic from another.
    GameRecord other = g.record();
    other.actions.back() = ChooseTactic{tactic == "skirmish" ? "frontal-assault" : "skirmish"};
    auto otherGame = Game::replay(realData(), other, error);
    ASSERT_TRUE(otherGame) << error;
    EXPECT_EQ(saveJson(*otherGame)["stateHash"], json["stateHash"]);
    EXPECT_EQ(stateToJson(otherGame->state())["hash"], stateToJson(g.state())["hash"]);
    EXPECT_EQ(stateToJson(g.state()).dump().find(tactic), std::string::npos);
    // Sealed twice, the same tactic looks different.
    EXPECT_NE(saveJson(g)["actions"].back(), sealed);
}

TEST(Save, Rule12_61_BothTacticsChosenTheyArePlainInTheSave) {
    Game g = gameAtTheDefendersTactic();
    ASSERT_TRUE(g.apply(ChooseTactic{"skirmish"}).ok());
    ASSERT_FALSE(tacticUnrevealed(g.state()));
    const auto json = saveJson(g);
    EXPECT_EQ(json["actions"].back(), (nlohmann::json{{"type", "tactic"}, {"tactic", "skirmish"}}));
    EXPECT_EQ(json["actions"][json["actions"].size() - 2]["type"], "tactic");
    EXPECT_EQ(json["stateHash"], hashHex(stateHash(g.state())));
}

TEST(Save, ADamagedSealIsRefusedWithItsPath) {
    Game g = gameAtTheDefendersTactic();
    auto json = saveJson(g);
    const std::size_t last = json["actions"].size() - 1;
    std::string secret = json["actions"][last]["secret"];
    secret[20] = secret[20] == '0' ? '1' : '0';
    json["actions"][last]["secret"] = secret;
    std::string error;
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/actions/" + std::to_string(last) + "/secret: not a sealed tactic or militia note (damaged or edited)");
    json["actions"][last]["secret"] = "tactic";
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/actions/" + std::to_string(last) + "/secret: not a sealed action (damaged or edited)");
    json["actions"][last].erase("secret");
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/actions/" + std::to_string(last) + "/secret: missing or not a string");
}

TEST(Save, ASaveWrittenBeforeSecretsWereSealedStillLoads) {
    // Its secret in plain text and the whole state's hash, as saves were written then.
    Game g = gameAtTheDefendersTactic();
    auto json = saveJson(g);
    json["actions"].back() = toJson(g.record().actions.back());
    json["stateHash"] = hashHex(stateHash(g.state()));
    json.erase("dice");
    std::string error;
    auto loaded = loadSave(realData(), json, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(stateHash(loaded->state()), stateHash(g.state()));
}

TEST(Save, ASaveNamesItsGame) {
    const auto json = saveJson(playedGame());
    EXPECT_EQ(json["game"], "battles-of-the-american-revolution");
    std::string error;
    EXPECT_TRUE(loadSave(realData(), json, error)) << error;
}

TEST(Save, ASaveWrittenBeforeSavesNamedTheirGameLoadsAsTheSeriesGame) {
    // Saves were written as today's but for the "game" field (the fuzzing corpus's were written
    // with rules since changed, so their actions no longer replay).
    const Game g = playedGame();
    auto json = saveJson(g);
    json.erase("game");
    std::string error;
    auto loaded = loadSave(realData(), json, error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(stateHash(loaded->state()), stateHash(g.state()));
    EXPECT_EQ(saveJson(*loaded)["game"], "battles-of-the-american-revolution");
}

TEST(Save, ASaveOfAnotherGameIsRefusedUnderItsField) {
    auto json = saveJson(playedGame());
    json["game"] = "saratoga-1777-block-game";
    std::string error;
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error, "/game: \"saratoga-1777-block-game\" is not a game this build plays (it plays \"battles-of-the-american-revolution\")");
    json["game"] = 7;
    EXPECT_FALSE(loadSave(realData(), json, error));
    EXPECT_EQ(error.rfind("/game: 7 ", 0), 0u) << error;
}
