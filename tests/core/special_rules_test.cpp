// E3.4.2 von Riedesel's stacking, E3.5 Hamilton replacing Burgoyne, E7.4.1 Blomfield dug in,
// E7.5 the Next Day militia without strategic movement on arrival.
#include <algorithm>

#include "engine_test_support.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/rules/leaders.h"
#include "tricorne/series/rules/movement.h"
#include "tricorne/series/rules/results.h"

using namespace tricorne::core;
namespace core = tricorne::core;
using namespace tricorne::test;

namespace {
Move path(const std::string& unit, std::initializer_list<const char*> hexes, bool strategic = false) {
    Move m{unit, {}, strategic};
    for (const char* h : hexes) m.path.push_back(hex(h));
    return m;
}
void britishMovement(GameState& s) {
    s.phase = Phase::Movement;
    s.step = Step::Moving;
    s.order = {Side::British, Side::American};
    s.playerTurn = 0;
}

// The American 2nd New York walks through Burgoyne, alone in 2125, and captures him (14.32).
ApplyResult captureBurgoyne(GameState& s) {
    place(s, "am-2nd-ny", "2126");
    place(s, "br-burgoyne", "2125");
    return applyOk(s, path("am-2nd-ny", {"2126", "2125", "2124"}));
}
}  // namespace

TEST(Burgoyne, RuleE3_5_HamiltonTakesTheFieldWithThe21stFoot) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-21st", "1830");
    place(s, "br-20th", "1829");
    const auto r = captureBurgoyne(s);
    EXPECT_TRUE(hasEvent(r, "14.32", "Burgoyne is captured"));
    EXPECT_TRUE(hasEvent(r, "E3.5", "Hamilton takes command and is placed in 1830"));
    const int burgoyne = s.pieceIndex("br-burgoyne").value();
    EXPECT_EQ(at(s, "br-burgoyne").location, Location::Map);
    EXPECT_EQ(at(s, "br-burgoyne").hex, hex("1830"));
    EXPECT_TRUE(at(s, "br-burgoyne").flipped);
    EXPECT_EQ(leaderFace(s, burgoyne).name, "Hamilton");
    EXPECT_EQ(s.step, Step::Moving);  // one hex to choose from: no decision
    EXPECT_EQ(decision(s).player, Player::American);
    // Burgoyne's loss was scored; Hamilton's own loss costs his own rating, and no one replaces him.
    const int amBefore = s.armyMorale[static_cast<std::size_t>(Side::British)];
    std::vector<Event> events;
    leaderCasualty(s, burgoyne, "13.1", events);
    EXPECT_EQ(s.armyMorale[static_cast<std::size_t>(Side::British)], amBefore - s.leaderDef(burgoyne).back->casualtyAm);
    EXPECT_EQ(s.leaderDef(burgoyne).back->casualtyAm, 1);
    EXPECT_EQ(at(s, "br-burgoyne").location, Location::Eliminated);
    EXPECT_TRUE(s.placementQueue.empty());
}

TEST(Burgoyne, RuleE3_5_WithThe20thOr62ndTheBritishPlayerChooses) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-20th", "1829");
    place(s, "br-62nd", "1830");
    place(s, "br-9th", "1928");
    const auto r = captureBurgoyne(s);
    EXPECT_TRUE(hasEvent(r, "E3.5", "British chooses where he is placed"));
    ASSERT_EQ(s.step, Step::PlacePiece);
    EXPECT_EQ(decision(s).player, Player::British);
    EXPECT_EQ(decision(s).rule, "E3.5");
    EXPECT_EQ(decision(s).prompt, "British places Hamilton");
    EXPECT_EQ(legalActions(s), (std::vector<Action>{Place{"br-burgoyne", hex("1829")}, Place{"br-burgoyne", hex("1830")}}));
    EXPECT_EQ(applyError(s, Place{"br-burgoyne", hex("1928")}),
              "E3.5: Hamilton must be placed with the first units of the order of precedence still in play (1829, 1830)");
    EXPECT_EQ(applyError(s, EndPhase{}), "E3.5: British first places Hamilton");
    applyOk(s, Place{"br-burgoyne", hex("1830")});
    EXPECT_EQ(at(s, "br-burgoyne").hex, hex("1830"));
    EXPECT_EQ(s.step, Step::Moving);  // the American Movement Phase goes on
    EXPECT_EQ(decision(s).player, Player::American);
}

TEST(Burgoyne, RuleE3_5_LastWithAUnitThatStartedAt1830OrNotAtAll) {
    GameState s = emptyBoard(Side::American);
    place(s, "br-jones", "2030");  // Jones' artillery began the Campaign at 1830
    auto r = captureBurgoyne(s);
    EXPECT_TRUE(hasEvent(r, "E3.5", "Hamilton takes command and is placed in 2030"));

    GameState t = emptyBoard(Side::American);
    place(t, "br-24th", "2030");  // began at 1028: not on E3.5's list
    r = captureBurgoyne(t);
    EXPECT_TRUE(hasEvent(r, "E3.5", "Hamilton cannot take the field"));
    EXPECT_EQ(at(t, "br-burgoyne").location, Location::Captured);
    EXPECT_EQ(t.step, Step::Moving);
}

TEST(VonRiedesel, RuleE3_4_2_StacksOnlyWithGermansButMovesThroughOtherBritish) {
    GameState s = emptyBoard(Side::British);
    const int riedesel = place(s, "br-von-riedesel", "2028");
    place(s, "br-62nd", "2027");
    place(s, "br-von-rhetz", "2029");
    EXPECT_EQ(checkMove(s, path("br-von-riedesel", {"2028", "2027"})),
              "E3.4.2: von Riedesel may only stack with German units (62nd Foot is in 2027)");
    for (const auto& r : reachableHexes(s, riedesel, false)) EXPECT_NE(r.hex, hex("2027"));
    EXPECT_EQ(checkMove(s, path("br-von-riedesel", {"2028", "2029"})), std::nullopt);
    EXPECT_EQ(checkMove(s, path("br-von-riedesel", {"2028", "2027", "2026"})), std::nullopt);  // through the 62nd
    EXPECT_EQ(checkMove(s, path("br-62nd", {"2027", "2028"})), "E3.4.2: von Riedesel in 2028 may only stack with German units");
    EXPECT_EQ(checkMove(s, path("br-von-rhetz", {"2029", "2028"})), std::nullopt);
}

TEST(VonRiedesel, RuleE3_4_2_TheHexesRefusedAtOnceAreThoseRefusedOneByOne) {
    // A search asks the volume once for every hex a piece may not end in (forbiddenEnds); a
    // walked move asks hex by hex (forbiddenEnd). Random play of the three scenarios, von
    // Riedesel moved next to British and German units: every piece, every hex, the same answer.
    int refused = 0, asked = 0;
    visitMovementPhases(23, 1200, 9, [&](const GameState& played, const std::string& when) {
        GameState s = played;
        if (const auto riedesel = s.pieceIndex("br-von-riedesel"); riedesel && s.pieceIndex("br-62nd")) {
            const HexId at = s.pieces[static_cast<std::size_t>(s.pieceIndex("br-62nd").value())].hex;
            if (s.onMap(s.pieceIndex("br-62nd").value())) {
                s.pieces[static_cast<std::size_t>(*riedesel)].location = Location::Map;
                s.pieces[static_cast<std::size_t>(*riedesel)].hex = at;  // with the 62nd: his hex is refused to the English
            }
        }
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
            if (s.sideOf(i) != Side::British) {
                EXPECT_EQ(s.volumeRules->moveEndsRefused(s, i), std::vector<HexId>{});
                continue;
            }
            const auto all = s.volumeRules->moveEndsRefused(s, i);
            ASSERT_TRUE(all.has_value());
            for (const HexId h : s.map->allHexes()) {
                const bool one = s.volumeRules->moveEndRefusal(s, i, h).has_value();
                EXPECT_EQ(one, std::find(all->begin(), all->end(), h) != all->end()) << when << " " << s.pieceId(i) << " " << h.str();
                refused += one;
                ++asked;
            }
        }
    });
    EXPECT_GT(refused, 100);
    EXPECT_GT(asked, 100000);
}

TEST(HeavyArtillery, RuleE7_4_1_BlomfieldDugInMovesOnlyWhenForcedOut) {
    std::string error;
    auto on = newGame(realData(), "next-day", {{"blomfield-dug-in", "on"}}, 1, error);
    ASSERT_TRUE(on) << error;
    placeAtDefaults(*on);
    britishMovement(*on);
    const int blomfield = on->pieceIndex("br-blomfield").value();
    EXPECT_EQ(cannotMove(*on, blomfield), "E7.4.1: Blomfield Artillery (heavy) is dug into battery and may not move unless forced from its hex (E3.1)");
    on->pieces[static_cast<std::size_t>(blomfield)].forcedFromStart = true;  // E3.1, 13.26: forced out by combat
    EXPECT_EQ(cannotMove(*on, blomfield), std::nullopt);
    EXPECT_EQ(movementAllowanceHalves(*on, blomfield, false), 4);  // two MP

    auto off = newGame(realData(), "next-day", {}, 1, error);
    ASSERT_TRUE(off) << error;
    placeAtDefaults(*off);
    britishMovement(*off);
    EXPECT_EQ(cannotMove(*off, blomfield), std::nullopt);
}

TEST(NextDay, RuleE7_5_TheTurnThreeMilitiaMayNotUseStrategicMovementOnArrival) {
    std::string error;
    auto s = newGame(realData(), "next-day", {}, 3, error);
    ASSERT_TRUE(s) << error;
    placeAtDefaults(*s);
    // Play on, rolling varied dice and ending every phase, to the American Movement Phase of turn 3.
    for (int guard = 0; guard < 3000 && !(s->turn == 3 && s->phase == Phase::Movement && s->phasing() == Side::American); ++guard) {
        const Decision d = decision(*s);
        const auto legal = legalActions(*s);
        ASSERT_FALSE(legal.empty());
        Action pick = legal.front();
        if (d.player == Player::Chance) pick = RollDie{(guard * 7) % 10};
        for (const auto& a : legal)
            if (std::holds_alternative<EndPhase>(a)) pick = a;
        ASSERT_TRUE(core::apply(*s, pick).ok()) << describe(pick);
    }
    ASSERT_EQ(s->turn, 3) << decision(*s).prompt;
    ASSERT_EQ(s->step, Step::Moving);
    const int warner = s->pieceIndex("am-warner").value();
    const int militia = s->pieceIndex("am-middlesex").value();
    EXPECT_TRUE(s->pieces[static_cast<std::size_t>(militia)].enteredThisPhase);
    EXPECT_TRUE(reachableHexes(*s, warner, true).empty());
    EXPECT_EQ(s->pieces[static_cast<std::size_t>(militia)].hex, hex("2101"));
    EXPECT_TRUE(reachableHexes(*s, militia, true).empty());
    EXPECT_FALSE(reachableHexes(*s, militia, false).empty());
    const auto step = reachableHexes(*s, militia, false).front();
    Move strategic{"am-middlesex", step.path, true};
    EXPECT_EQ(checkMove(*s, strategic), "E7.5: am-middlesex arrived this turn and cannot use strategic movement");
    for (const auto& a : legalActions(*s))
        if (const auto* m = std::get_if<Move>(&a)) {
            EXPECT_FALSE(m->strategic && (m->unit == "am-middlesex" || m->unit == "am-warner"));
        }
}

TEST(Options, RuleE3_7_RuleE5_6_EveryOptionOfTheScenarioCanBeSwitchedOnAndABadValueIsRefused) {
    std::string error;
    EXPECT_TRUE(newGame(realData(), "next-day", {{"free-setup", "on"}}, 1, error)) << error;
    EXPECT_TRUE(newGame(realData(), "campaign", {{"limited-intelligence", "true"}}, 1, error)) << error;
    EXPECT_FALSE(newGame(realData(), "campaign", {{"limited-intelligence", "maybe"}}, 1, error));
    EXPECT_EQ(error, "option limited-intelligence is \"on\" or \"off\"");
    EXPECT_FALSE(newGame(realData(), "campaign", {{"free-setup", "on"}}, 1, error));
    EXPECT_EQ(error, "\"free-setup\" is not an option of campaign");
    EXPECT_TRUE(newGame(realData(), "next-day", {{"free-setup", "off"}, {"blomfield-dug-in", "on"}, {"secret-commitment", "on"}}, 1, error)) << error;
}

TEST(PrinzLudwig, RuleE3_8_3_MountedCounterTakesTheFootCountersPlace) {
    std::string error;
    for (const auto& [scenario, hex] : {std::pair{"campaign", "2029"}, std::pair{"next-day", "1518"}}) {
        auto plain = newGame(realData(), scenario, {}, 1, error);
        ASSERT_TRUE(plain) << error;
        const int foot = *plain->pieceIndex("br-prinz-ludwig"), mounted = *plain->pieceIndex("br-prinz-ludwig-mounted");
        EXPECT_EQ(plain->pieces[static_cast<std::size_t>(foot)].location, Location::Map) << scenario;
        EXPECT_EQ(plain->pieces[static_cast<std::size_t>(foot)].hex, *HexId::parse(hex)) << scenario;
        EXPECT_EQ(plain->pieces[static_cast<std::size_t>(mounted)].location, Location::NotInPlay) << scenario;

        auto option = newGame(realData(), scenario, {{"prinz-ludwig-mounted", "on"}}, 1, error);
        ASSERT_TRUE(option) << error;
        EXPECT_EQ(option->pieces[static_cast<std::size_t>(foot)].location, Location::NotInPlay) << scenario;
        EXPECT_EQ(option->pieces[static_cast<std::size_t>(mounted)].location, Location::Map) << scenario;
        EXPECT_EQ(option->pieces[static_cast<std::size_t>(mounted)].hex, *HexId::parse(hex)) << scenario;
        EXPECT_TRUE(option->unitDef(mounted).mounted);
        EXPECT_TRUE(checkInvariants(*option).empty());
    }
}

TEST(PrinzLudwig, RuleE3_8_3_AReplacementOfACounterNotInTheScenarioIsRefusedNamingTheOption) {
    Scenario broken = *realData().scenario("campaign");
    broken.options.back().replaces = {{"br-prinz-ludwig-mounted", "br-prinz-ludwig"}};
    DataErrors errors;
    resolveSetup(broken, realData().countersOf(broken), "campaign.json", errors);
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[0].str(), "campaign.json: /options/" + std::to_string(broken.options.size() - 1) +
                                   "/replaces/br-prinz-ludwig-mounted: \"br-prinz-ludwig-mounted\" is not in the scenario");
}
