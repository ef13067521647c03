// E7.5.1 (option): the American player's secret note on the Next Day's turn-3 militia,
// played on the real scenario with forced dice.
#include "engine_test_support.h"
#include "tricorne/series/game/save.h"

using namespace tricorne::core;
namespace core = tricorne::core;
using namespace tricorne::test;

namespace {
const std::map<std::string, std::string> kOption{{"secret-commitment", "on"}};
const char* const kMilitia[] = {"am-warner", "am-1st-hampshire", "am-3rd-suffolk", "am-middlesex"};


bool americanTurnThree(const GameState& s) { return s.turn == 3 && s.phase == Phase::Movement && s.phasing() == Side::American; }

// Plays on, forcing varied dice and ending every phase, until the American half of turn 3
// begins; `before` gathers every event up to then, `reveal` the events of the action that begins it.
struct Played {
    GameState state;
    std::vector<Event> before;
    std::vector<Event> reveal;
    int americanAmBefore = 0;
};

Played playToAmericanTurnThree(bool use) {
    std::string error;
    auto s = newGame(realData(), "next-day", kOption, 3, error);
    EXPECT_TRUE(s) << error;
    placeAtDefaults(*s);
    EXPECT_EQ(s->step, Step::CommitMilitia);
    Played out{*s, applyOk(*s, Commit{use}).events, {}, 0};
    for (int guard = 0; guard < 3000 && !americanTurnThree(*s); ++guard) {
        const auto legal = legalActions(*s);
        EXPECT_FALSE(legal.empty());
        if (legal.empty()) break;
        Action pick = legal.front();
        if (decision(*s).player == Player::Chance) pick = RollDie{(guard * 7) % 10};
        for (const auto& a : legal)
            if (std::holds_alternative<EndPhase>(a)) pick = a;
        const int am = s->armyMorale[static_cast<std::size_t>(Side::American)];
        const auto r = core::apply(*s, pick);
        EXPECT_TRUE(r.ok()) << describe(pick) << ": " << r.error;
        if (americanTurnThree(*s)) {
            out.reveal = r.events;
            out.americanAmBefore = am;
        } else {
            out.before.insert(out.before.end(), r.events.begin(), r.events.end());
        }
    }
    EXPECT_TRUE(americanTurnThree(*s)) << decision(*s).prompt;
    out.state = *s;
    return out;
}
}  // namespace

TEST(SecretCommitment, RuleE7_5_1_TheAmericanNotesAfterTheOttawasArePlacedBeforeTheFirstTurn) {
    std::string error;
    auto s = newGame(realData(), "next-day", kOption, 1, error);
    ASSERT_TRUE(s) << error;
    // E5.1 first: the British player places the Ottawas; the note is not his.
    ASSERT_EQ(s->step, Step::PlacePiece);
    EXPECT_EQ(applyError(*s, Commit{true}), "E7.5.1: the note is the American player's, made once the set-up is done");
    placeAtDefaults(*s);
    ASSERT_EQ(s->step, Step::CommitMilitia);
    EXPECT_EQ(s->phase, Phase::Setup);
    const Decision d = decision(*s);
    EXPECT_EQ(d.player, Player::American);
    EXPECT_EQ(d.rule, "E7.5.1");
    EXPECT_EQ(d.prompt,
              "American notes in secret whether Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex come on turn 3 "
              "(if they come, 1 Army Morale is surrendered when they are placed)");
    EXPECT_EQ(legalActions(*s), (std::vector<Action>{Commit{true}, Commit{false}}));
    EXPECT_EQ(applyError(*s, EndPhase{}), "E7.5.1: the American player first notes in secret whether Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex come");
    applyOk(*s, Commit{false});
    // The first turn opens with its fog roll (E3.9.1); a second note is refused.
    EXPECT_EQ(s->turn, 1);
    EXPECT_EQ(decision(*s).rule, "E3.9.1");
    applyOk(*s, RollDie{9});
    EXPECT_EQ(applyError(*s, Commit{true}), "E7.5.1: the American player notes once, at the start of the game, whether the militia come");
}

TEST(SecretCommitment, RuleE7_5_1_WithoutTheOptionThereIsNoNote) {
    std::string error;
    auto s = newGame(realData(), "next-day", {}, 1, error);
    ASSERT_TRUE(s) << error;
    placeAtDefaults(*s);
    EXPECT_EQ(decision(*s).rule, "E3.9.1");
    applyOk(*s, RollDie{9});
    EXPECT_EQ(applyError(*s, Commit{true}), "E7.5.1: the secret commitment of the militia is not played in this game");
    for (const char* id : kMilitia) EXPECT_EQ(at(*s, id).location, Location::TurnTrack) << id;
}

TEST(SecretCommitment, RuleE7_5_1_TheNoteStaysHiddenUntilTheAmericanHalfOfTurnThree) {
    const Played used = playToAmericanTurnThree(true);
    const Played unused = playToAmericanTurnThree(false);
    // Nothing said before the reveal depends on the note: the same events, word for word.
    ASSERT_EQ(used.before.size(), unused.before.size());
    for (std::size_t i = 0; i < used.before.size(); ++i) {
        EXPECT_EQ(used.before[i].rule, unused.before[i].rule);
        EXPECT_EQ(used.before[i].text, unused.before[i].text);
    }
    int notes = 0;
    for (const auto& e : used.before) {
        if (e.rule != "E7.5.1") continue;
        ++notes;
        EXPECT_EQ(e.text, "The American player notes in secret whether Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex come on turn 3; "
                          "the note is revealed at the start of the American half of that turn");
    }
    EXPECT_EQ(notes, 1);
    // The state shown to tools says a note was made, not what it says.
    EXPECT_EQ(describe(Commit{true}), describe(Commit{false}));
    std::string error;
    auto fresh = newGame(realData(), "next-day", kOption, 3, error);
    ASSERT_TRUE(fresh) << error;
    placeAtDefaults(*fresh);
    GameState a = *fresh, b = *fresh;
    applyOk(a, Commit{true});
    applyOk(b, Commit{false});
    EXPECT_EQ(stateToJson(a)["militiaNote"], (nlohmann::json{{"revealed", false}}));
    EXPECT_EQ(stateToJson(a)["militiaNote"], stateToJson(b)["militiaNote"]);
    EXPECT_EQ(stateToJson(a)["pieces"], stateToJson(b)["pieces"]);
    EXPECT_EQ(stateToJson(used.state)["militiaNote"], (nlohmann::json{{"revealed", true}, {"use", true}}));
}

TEST(SecretCommitment, RuleE7_5_1_MilitiaUsedEnterAndCostOneArmyMoraleWhenPlaced) {
    const Played p = playToAmericanTurnThree(true);
    EXPECT_TRUE(hasEvent({"", p.reveal}, "E7.5.1",
                         "The American note is revealed: Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex come; "
                         "1 Army Morale is surrendered when they are placed"));
    for (const char* id : kMilitia) {
        EXPECT_EQ(at(p.state, id).location, Location::Map) << id;
        EXPECT_EQ(at(p.state, id).hex, hex("2101")) << id;
    }
    // Through the Army Morale track: one point, once, when they are placed (E7.5 still holds).
    EXPECT_EQ(p.state.armyMorale[static_cast<std::size_t>(Side::American)], p.americanAmBefore - 1);
    EXPECT_TRUE(hasEvent({"", p.reveal}, "E7.5.1",
                         "American Army Morale -1 to " + std::to_string(p.americanAmBefore - 1) + " (the militia committed in secret are placed)"));
    EXPECT_TRUE(p.state.militiaPaidFor);
    EXPECT_TRUE(at(p.state, "am-middlesex").noStrategicOnEntry);
    // The reveal comes after the player turn begins and before the militia enter.
    std::size_t turn = 0, reveal = 0, enter = 0;
    for (std::size_t i = 0; i < p.reveal.size(); ++i) {
        if (p.reveal[i].text == "Turn 3: American player turn") turn = i;
        if (p.reveal[i].text.rfind("The American note is revealed", 0) == 0) reveal = i;
        if (p.reveal[i].text == "am-middlesex enters at 2101") enter = i;
    }
    EXPECT_LT(turn, reveal);
    EXPECT_LT(reveal, enter);
    // Held back a turn (9.11) and placed again, they cost nothing more.
    GameState s = p.state;
    applyOk(s, DelayReinforcement{"am-middlesex"});
    EXPECT_EQ(s.armyMorale[static_cast<std::size_t>(Side::American)], p.americanAmBefore - 1);
}

TEST(SecretCommitment, RuleE7_5_1_MilitiaNotUsedNeverEnterAndAreWorthNoVictoryPoints) {
    const Played p = playToAmericanTurnThree(false);
    EXPECT_TRUE(hasEvent({"", p.reveal}, "E7.5.1",
                         "The American note is revealed: Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex do not come and are not used"));
    for (const char* id : kMilitia) EXPECT_EQ(at(p.state, id).location, Location::NotInPlay) << id;
    EXPECT_EQ(p.state.armyMorale[static_cast<std::size_t>(Side::American)], p.americanAmBefore);
    EXPECT_FALSE(hasEvent({"", p.reveal}, "9.11"));
    // Not used is not eliminated: the British gain nothing.
    const Played used = playToAmericanTurnThree(true);
    EXPECT_EQ(p.state.vpHalves, used.state.vpHalves);
    // They stay off the map on the turns after.
    GameState s = p.state;
    for (int guard = 0; guard < 3000 && !(s.turn == 4 && s.phase == Phase::Movement && s.phasing() == Side::American) && s.step != Step::Over; ++guard) {
        const auto legal = legalActions(s);
        Action pick = legal.front();
        if (decision(s).player == Player::Chance) pick = RollDie{(guard * 3) % 10};
        for (const auto& a : legal)
            if (std::holds_alternative<EndPhase>(a)) pick = a;
        ASSERT_TRUE(core::apply(s, pick).ok()) << describe(pick);
    }
    for (const char* id : kMilitia) EXPECT_EQ(at(s, id).location, Location::NotInPlay) << id;
}

namespace {
// The Next Day with the note made and the first die rolled by `dice`.
Game gameWithTheNote(bool use, DiceSource& dice) {
    std::string error;
    auto g = Game::start(realData(), "next-day", kOption, 3, error);
    EXPECT_TRUE(g) << error;
    while (g->state().step == Step::PlacePiece) {
        const int piece = g->state().placementQueue.front();
        EXPECT_TRUE(g->apply(Place{g->state().pieceId(piece), g->state().pieces[static_cast<std::size_t>(piece)].hex}).ok());
    }
    EXPECT_TRUE(g->apply(Commit{use}).ok());
    EXPECT_TRUE(g->rollDie(dice).ok());
    return std::move(*g);
}
}  // namespace

TEST(SecretCommitment, RuleE7_5_1_TheNoteIsSavedAndReplayed) {
    for (bool use : {true, false}) {
        std::string error;
        const Game g = gameWithTheNote(use, seededDice());
        const auto json = saveJson(g);
        EXPECT_EQ(json["options"]["secret-commitment"], "on");
        auto loaded = loadSave(realData(), nlohmann::json::parse(json.dump()), error);
        ASSERT_TRUE(loaded) << error;
        EXPECT_EQ(stateHash(loaded->state()), stateHash(g.state()));
        EXPECT_EQ(loaded->state().militiaCommitted, std::optional<bool>(use));
        EXPECT_EQ(loaded->record().actions, g.record().actions);
    }
    std::string error;
    EXPECT_EQ(toJson(Commit{true}), (nlohmann::json{{"type", "commit"}, {"use", true}}));
    EXPECT_EQ(actionFromJson(nlohmann::json{{"type", "commit"}, {"use", false}}, error), std::optional<Action>(Commit{false}));
    EXPECT_FALSE(actionFromJson(nlohmann::json{{"type", "commit"}, {"use", "yes"}}, error));
    EXPECT_EQ(error, "\"commit\" needs \"use\": true or false");
}

TEST(SecretCommitment, RuleE7_5_1_TheNoteIsSealedInTheSaveUntilItIsRevealed) {
    std::map<bool, nlohmann::json> saves;
    for (bool use : {true, false}) {
        GivenDice dice({4});
        Game g = gameWithTheNote(use, dice);
        saves[use] = saveJson(g);
        const std::string text = saves[use].dump(1);
        EXPECT_EQ(text.find("\"commit\""), std::string::npos) << text;
        EXPECT_EQ(text.find("\"use\""), std::string::npos);
        std::string error;
        auto loaded = loadSave(realData(), nlohmann::json::parse(text), error);
        ASSERT_TRUE(loaded) << error;
        EXPECT_EQ(loaded->state().militiaCommitted, std::optional<bool>(use));
        EXPECT_EQ(stateToJson(loaded->state()).dump().find("\"use\""), std::string::npos);
    }
    // The two saves differ only in their seals: the hash does not tell the note.
    EXPECT_EQ(saves[true]["stateHash"], saves[false]["stateHash"]);
    EXPECT_NE(saves[true]["actions"], saves[false]["actions"]);
    for (auto& [use, save] : saves) save["actions"] = saves[true]["actions"];
    EXPECT_EQ(saves[true], saves[false]);
}

TEST(SecretCommitment, RuleE7_5_1_OnceRevealedTheNoteIsPlainInTheSave) {
    GivenDice dice({9});
    Game g = gameWithTheNote(true, dice);
    for (int guard = 0; guard < 3000 && !americanTurnThree(g.state()); ++guard) {
        const auto legal = legalActions(g.state());
        ASSERT_FALSE(legal.empty());
        Action pick = legal.front();
        if (decision(g.state()).player == Player::Chance) pick = RollDie{(guard * 7) % 10};
        for (const auto& a : legal)
            if (std::holds_alternative<EndPhase>(a)) pick = a;
        ASSERT_TRUE(g.apply(pick).ok()) << describe(pick);
        const bool plain = saveJson(g).dump().find("\"commit\"") != std::string::npos;
        EXPECT_EQ(plain, americanTurnThree(g.state())) << guard;
    }
    ASSERT_TRUE(americanTurnThree(g.state()));
    ASSERT_TRUE(g.state().militiaRevealed);
    EXPECT_NE(saveJson(g).dump().find(R"({"type":"commit","use":true})"), std::string::npos);
}
