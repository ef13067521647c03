// Scenario data: each set-up matches the rulebook's tables unit by unit.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include <map>
#include <set>

#include "data_test_support.h"

using namespace tricorne::core;
using tricorne::test::describe;
using tricorne::test::realData;
using tricorne::test::h;

namespace {

std::map<std::string, StartPosition> positions(const std::string& scenarioId) {
    const Scenario* s = realData().scenario(scenarioId);
    EXPECT_NE(s, nullptr) << scenarioId;
    DataErrors errors;
    std::map<std::string, StartPosition> out;
    for (const auto& p : resolveSetup(*s, realData().countersOf(*s), scenarioId, errors)) out[p.counter] = p;
    EXPECT_TRUE(errors.empty()) << describe(errors);
    return out;
}

// Every listed counter starts on the map at `hex`.
void expectAt(const std::map<std::string, StartPosition>& pos, const char* hex, const std::vector<std::string>& ids) {
    for (const auto& id : ids) {
        auto it = pos.find(id);
        ASSERT_NE(it, pos.end()) << id;
        EXPECT_EQ(it->second.where, StartPosition::Where::Map) << id;
        EXPECT_EQ(it->second.hex, h(hex)) << id << " should start at " << hex << ", not " << it->second.hex.str();
    }
}

void expectNotUsed(const std::map<std::string, StartPosition>& pos, const std::vector<std::string>& ids) {
    for (const auto& id : ids) EXPECT_EQ(pos.at(id).where, StartPosition::Where::NotUsed) << id;
}

void expectReduced(const std::map<std::string, StartPosition>& pos, const std::set<std::string>& ids) {
    for (const auto& [id, p] : pos) EXPECT_EQ(p.reduced, ids.count(id) > 0) << id;
}

void expectReinforcement(const std::map<std::string, StartPosition>& pos, int turn, const char* hex, const std::vector<std::string>& ids) {
    for (const auto& id : ids) {
        const auto& p = pos.at(id);
        EXPECT_EQ(p.where, StartPosition::Where::Reinforcement) << id;
        EXPECT_EQ(p.turn, turn) << id;
        EXPECT_EQ(p.hex, h(hex)) << id;
    }
}
}  // namespace

TEST(Scenarios, ThreeScenariosCampaignFirst) {
    const auto& s = realData().scenarios;
    ASSERT_EQ(s.size(), 3u);
    EXPECT_EQ(s[0].id, "campaign");
    EXPECT_NE(realData().scenario("next-day"), nullptr);
    EXPECT_NE(realData().scenario("freemans-farm"), nullptr);
}

TEST(Campaign, RuleE1_4_TwelveTurns) {
    const Scenario& s = *realData().scenario("campaign");
    EXPECT_EQ(s.firstTurn, 1);
    EXPECT_EQ(s.lastTurn, 12);
}

TEST(Campaign, RuleE1_6_E1_7_MoraleAndMomentum) {
    const Scenario& s = *realData().scenario("campaign");
    EXPECT_EQ(s.armyMorale, (std::array<int, 2>{14, 14}));
    EXPECT_EQ(s.momentum, (std::array<int, 2>{0, 1}));
}

TEST(Campaign, RuleE1_2_1_UnitsNotUsed) {
    const auto pos = positions("campaign");
    expectNotUsed(pos, {"am-warner", "am-middlesex", "am-3rd-suffolk", "am-1st-hampshire", "br-prinz-ludwig-mounted"});
}

TEST(Campaign, RuleE1_2_EveryOtherCounterStartsAtItsPrintedHexOrEntersLater) {
    const auto pos = positions("campaign");
    const CounterSet& counters = realData().counterSets.at("saratoga");
    for (const auto& u : counters.units()) {
        if (u.campaign.notUsed) continue;
        const auto& p = pos.at(u.id);
        EXPECT_EQ(p.hex, *u.campaign.hex) << u.id;
        EXPECT_EQ(p.where, u.campaign.turn ? StartPosition::Where::Reinforcement : StartPosition::Where::Map) << u.id;
    }
    expectReduced(pos, {});
}

TEST(Campaign, RuleE3_6_1_EveryGarrisonHexHeldAtStart) {
    const auto pos = positions("campaign");
    const CounterSet& counters = realData().counterSets.at("saratoga");
    for (const char* g : {"2207", "2108", "2008", "1807", "1707", "1508", "1407", "1406"}) {
        bool held = false;
        for (const auto& [id, p] : pos)
            if (const UnitDef* u = counters.unit(id); u && !u->isArtillery() && p.where == StartPosition::Where::Map && p.hex == h(g)) held = true;
        EXPECT_TRUE(held) << g;
    }
}

TEST(Campaign, RuleE3_5_SomeUnitStartsAt1830) {
    const auto pos = positions("campaign");
    int at1830 = 0;
    for (const auto& [id, p] : pos)
        if (realData().counterSets.at("saratoga").unit(id) && p.where == StartPosition::Where::Map && p.hex == h("1830")) ++at1830;
    EXPECT_GE(at1830, 1);
}

TEST(Campaign, RuleE3_8_ReinforcementsAt2031BeforeTurn5AndAt2019OnTurn5) {
    const CounterSet& counters = realData().counterSets.at("saratoga");
    int bateaux = 0;
    for (const auto& u : counters.units()) {
        if (u.campaign.notUsed || !u.campaign.turn) continue;
        EXPECT_EQ(u.side, Side::British) << u.id;
        if (u.campaign.turn < 5) {
            EXPECT_EQ(*u.campaign.hex, h("2031")) << u.id;
        }
        if (u.campaign.turn == 5) {
            EXPECT_EQ(*u.campaign.hex, h("2019")) << u.id;
            EXPECT_EQ(u.maKind, MaKind::WhiteBox) << u.id;
            ++bateaux;
        }
    }
    EXPECT_GE(bateaux, 1);
}

TEST(NextDay, RuleE5_1_BritishSetupAsPrinted) {
    const auto pos = positions("next-day");
    expectAt(pos, "1920", {"br-phillips", "br-blomfield", "br-recruits"});
    expectAt(pos, "2019", {"br-bateau-men", "br-royal-navy"});
    expectAt(pos, "2214", {"br-2nd-chasseurs"});
    expectAt(pos, "2016", {"br-pausch"});
    expectAt(pos, "2117", {"br-von-specht"});
    expectAt(pos, "1415", {"br-47th"});
    expectAt(pos, "1518", {"br-burgoyne", "br-prinz-ludwig"});
    expectAt(pos, "1517", {"br-20th"});
    expectAt(pos, "1417", {"br-21st"});
    expectAt(pos, "0711", {"br-9th"});
    expectAt(pos, "0812", {"br-von-riedesel", "br-von-riedesel-regt", "br-spangenberg"});
    expectAt(pos, "1015", {"br-boucherville", "br-hosmer"});
    expectAt(pos, "1918", {"br-erb-prinz"});
    expectAt(pos, "0911", {"br-jaegers", "br-1st-chasseurs"});
    expectAt(pos, "0510", {"br-british-grenadiers"});
    expectAt(pos, "0610", {"br-fraser", "br-24th"});
    expectAt(pos, "0409", {"br-balcarres"});
    expectAt(pos, "0405", {"br-frasers-rangers"});
    expectAt(pos, "0912", {"br-german-grenadiers"});
    expectAt(pos, "0813", {"br-von-rhetz"});
    expectAt(pos, "0714", {"br-jessup", "br-mackay", "br-walker"});
    expectNotUsed(pos, {"br-62nd", "br-jones", "br-queens-loyal-rangers", "br-mitchelson"});
}

TEST(NextDay, RuleE5_1_OttawasPlacedOutsideTheLineAtLeastFourHexesAway) {
    const Scenario& s = *realData().scenario("next-day");
    const auto& placed = s.sideSetup(Side::British).playerPlaced;
    ASSERT_EQ(placed.size(), 1u);
    EXPECT_EQ(placed[0].counter, "br-ottawa");
    EXPECT_EQ(placed[0].outsideArea, "bemisHeightsCamp");
    EXPECT_EQ(placed[0].minDistance, 4);
    const auto pos = positions("next-day");
    const Map& map = realData().mapOf(s);
    for (HexId camp : map.area("bemisHeightsCamp")->hexes) EXPECT_GE(distance(camp, pos.at("br-ottawa").hex), 4);
}

TEST(NextDay, RuleE5_1_FlechettesAtTheFivePrintedHexes) {
    const Scenario& s = *realData().scenario("next-day");
    std::set<HexId> flechettes;
    for (const auto& p : s.sideSetup(Side::British).placements)
        if (std::find(p.markers.begin(), p.markers.end(), "flechettes") != p.markers.end()) flechettes.insert(p.hex);
    EXPECT_EQ(flechettes, (std::set<HexId>{h("1920"), h("2019"), h("1517"), h("1417"), h("1015")}));
}

TEST(NextDay, RuleE5_2_AmericanExceptionsAsPrinted) {
    const auto pos = positions("next-day");
    expectAt(pos, "1106", {"am-cooks-ct"});
    expectAt(pos, "1309", {"am-2nd-ma"});
    expectAt(pos, "1505", {"am-morgan", "am-dearborn", "am-kosciuszko"});
    expectAt(pos, "2004", {"am-lincoln", "am-ct-light-dragoons"});
    expectAt(pos, "2210", {"am-12th-ma"});
    expectAt(pos, "1108", {"am-8th-ma"});
    expectAt(pos, "1911", {"am-17th-albany"});
    expectAt(pos, "2410", {"am-2nd-albany"});
    expectNotUsed(pos, {"am-1st-nh", "am-lattimores-ct"});
    expectReinforcement(pos, 3, "2101", {"am-warner", "am-1st-hampshire", "am-3rd-suffolk", "am-middlesex"});
}

TEST(NextDay, RuleE5_2_OtherAmericansAtTheirCampaignHexes) {
    const auto pos = positions("next-day");
    const CounterSet& counters = realData().counterSets.at("saratoga");
    const std::set<std::string> moved = {"am-cooks-ct", "am-2nd-ma", "am-morgan", "am-dearborn", "am-kosciuszko", "am-lincoln",
                                         "am-ct-light-dragoons", "am-12th-ma", "am-8th-ma", "am-17th-albany", "am-2nd-albany",
                                         "am-1st-nh", "am-lattimores-ct", "am-warner", "am-1st-hampshire", "am-3rd-suffolk", "am-middlesex"};
    for (const auto& u : counters.units())
        if (u.side == Side::American && !moved.count(u.id)) expectAt(pos, u.campaign.hex->str().c_str(), {u.id});
}

TEST(NextDay, RuleE5_ReducedUnitsAndStartingValues) {
    const auto pos = positions("next-day");
    expectReduced(pos, {"am-morgan", "am-2nd-nh", "br-20th", "br-21st"});
    const Scenario& s = *realData().scenario("next-day");
    EXPECT_EQ(s.armyMorale, (std::array<int, 2>{14, 14}));  // E5.4
    EXPECT_EQ(s.momentum, (std::array<int, 2>{0, 1}));      // E5.3
}

TEST(FreemansFarm, RuleE8_1_BritishSetupAsPrinted) {
    const auto pos = positions("freemans-farm");
    expectAt(pos, "1519", {"br-phillips", "br-hosmer"});
    expectAt(pos, "1118", {"br-20th"});
    expectAt(pos, "1016", {"br-62nd", "br-jones"});
    expectAt(pos, "0916", {"br-21st"});
    expectAt(pos, "0715", {"br-24th", "br-spangenberg"});
    expectAt(pos, "0717", {"br-9th"});
    expectAt(pos, "0516", {"br-balcarres"});
    expectAt(pos, "0415", {"br-british-grenadiers"});
    expectAt(pos, "0517", {"br-1st-chasseurs", "br-jessup", "br-mackay", "br-queens-loyal-rangers", "br-walker"});
    expectAt(pos, "0416", {"br-fraser", "br-german-grenadiers"});
    expectAt(pos, "0316", {"br-frasers-rangers", "br-boucherville"});
    expectReinforcement(pos, 10, "1416", {"br-von-riedesel", "br-von-rhetz", "br-pausch"});
    expectReinforcement(pos, 11, "1416", {"br-von-riedesel-regt"});
}

TEST(FreemansFarm, RuleE8_1_E8_2_PlayerPlacedLeadersAndJaegers) {
    const Scenario& s = *realData().scenario("freemans-farm");
    std::map<std::string, std::set<std::string>> choices;
    for (Side side : kSides)
        for (const auto& p : s.sideSetup(side).playerPlaced) choices[p.counter] = {p.withOneOf.begin(), p.withOneOf.end()};
    EXPECT_EQ(choices["br-burgoyne"], (std::set<std::string>{"br-62nd", "br-21st"}));
    EXPECT_EQ(choices["br-jaegers"], (std::set<std::string>{"br-balcarres", "br-british-grenadiers"}));
    EXPECT_EQ(choices["am-arnold"], (std::set<std::string>{"am-2nd-nh", "am-3rd-nh"}));
}

TEST(FreemansFarm, RuleE8_2_AmericanSetupAsPrinted) {
    const auto pos = positions("freemans-farm");
    expectAt(pos, "1213", {"am-morgan"});
    expectAt(pos, "1113", {"am-2nd-nh"});
    expectAt(pos, "1110", {"am-cooks-ct"});
    expectAt(pos, "1012", {"am-3rd-nh"});
    expectAt(pos, "0913", {"am-1st-nh"});
    expectAt(pos, "0812", {"am-dearborn"});
    expectReinforcement(pos, 9, "1309", {"am-2nd-ny", "am-4th-ny"});
    expectReinforcement(pos, 10, "1309", {"am-lattimores-ct", "am-2nd-ma", "am-8th-ma", "am-9th-ma", "am-10th-ma", "am-1st-canadian"});
}

TEST(FreemansFarm, RuleE8_4_TurnsEightToElevenAndStartingValues) {
    const Scenario& s = *realData().scenario("freemans-farm");
    EXPECT_EQ(s.firstTurn, 8);
    EXPECT_EQ(s.lastTurn, 11);
    EXPECT_EQ(s.armyMorale, (std::array<int, 2>{14, 14}));  // E8.6
    EXPECT_EQ(s.momentum, (std::array<int, 2>{0, 1}));      // E8.5
    expectReduced(positions("freemans-farm"), {"am-morgan", "br-jones", "br-9th", "am-1st-nh"});
}

TEST(FreemansFarm, CountersNotInTheTablesAreNotUsed) {
    const auto pos = positions("freemans-farm");
    expectNotUsed(pos, {"am-gates", "am-lincoln", "br-47th", "br-blomfield", "br-ottawa", "am-12th-ma"});
}
