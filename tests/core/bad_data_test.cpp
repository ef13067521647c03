// Bad data: every kind of broken file is rejected with a message naming file, path and reason.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "data_test_support.h"

using tricorne::test::describe;
using tricorne::test::hasError;
using tricorne::test::ScratchData;
using nlohmann::json;

namespace {
void expectError(const ScratchData& data, const std::string& expected) {
    const auto errors = data.load();
    EXPECT_TRUE(hasError(errors, expected)) << "expected: " << expected << "\ngot:\n" << describe(errors);
}

void renameKey(json& object, const std::string& from, const std::string& to) {
    object[to] = object[from];
    object.erase(from);
}
}  // namespace

TEST(BadData, TheRealDataLoadsWithoutErrors) {
    ScratchData data;
    const auto errors = data.load();
    EXPECT_TRUE(errors.empty()) << describe(errors);
}

TEST(BadData, SpecialRuleWithoutItsTextInBrief) {
    ScratchData data;
    data.edit("texts/saratoga.json", [](json& j) {
        auto& sections = j["sections"];
        for (auto it = sections.begin(); it != sections.end(); ++it)
            if ((*it)["rule"] == "E3.9") {
                sections.erase(it);
                break;
            }
    });
    expectError(data, "data/texts/saratoga.json: /sections: no entry for \"E3.9\", a special rule of scenario \"campaign\"");
}

TEST(BadData, VictoryConditionWithoutItsTitle) {
    ScratchData data;
    data.edit("texts/saratoga.json", [](json& j) { j["victory"]["campaign"][0].erase("title"); });
    expectError(data, "data/texts/saratoga.json: /victory/campaign/0: missing field \"title\"");
}

TEST(BadData, ScenarioHexOffTheMap) {
    ScratchData data;
    data.edit("scenarios/next-day.json", [](json& j) { j["setup"]["british"]["placements"][3]["hex"] = "3540"; });
    expectError(data, "data/scenarios/next-day.json: /setup/british/placements/3/hex: 3540 is off the map");
}

TEST(BadData, ScenarioHexInTheRiver) {
    ScratchData data;
    data.edit("scenarios/freemans-farm.json", [](json& j) { j["setup"]["british"]["placements"][0]["hex"] = "2520"; });
    expectError(data, "data/scenarios/freemans-farm.json: /setup/british/placements/0/hex: 2520 is prohibited terrain (River)");
}

TEST(BadData, ScenarioHexNotFourDigits) {
    ScratchData data;
    data.edit("scenarios/next-day.json", [](json& j) { j["setup"]["british"]["placements"][0]["hex"] = "19-20"; });
    expectError(data, "data/scenarios/next-day.json: /setup/british/placements/0/hex: \"19-20\" is not a hex id (four digits XXYY)");
}

TEST(BadData, ScenarioUnknownUnit) {
    ScratchData data;
    data.edit("scenarios/next-day.json", [](json& j) { j["setup"]["british"]["placements"][0]["units"].push_back("br-53rd"); });
    expectError(data, "\"br-53rd\" is not a counter of the \"saratoga\" counter sheet");
}

TEST(BadData, ScenarioUnitPlacedTwice) {
    ScratchData data;
    data.edit("scenarios/next-day.json", [](json& j) {
        auto& placements = j["setup"]["british"]["placements"];
        placements[1]["units"].push_back(placements[0]["units"][0]);
    });
    expectError(data, "is already placed by /setup/british/placements/0/units/0");
}

TEST(BadData, ScenarioUnitOfTheWrongSide) {
    ScratchData data;
    data.edit("scenarios/next-day.json", [](json& j) { j["setup"]["british"]["placements"][0]["units"].push_back("am-morgan"); });
    expectError(data, "\"am-morgan\" is not a british counter");
}

TEST(BadData, Rule7_1_OverstackedStartHex) {
    ScratchData data;
    data.edit("scenarios/freemans-farm.json", [](json& j) {
        auto& placements = j["setup"]["british"]["placements"];
        json moved = json::array();
        for (auto& p : placements) {
            if (p["hex"] == "0517") continue;
            for (auto& u : p["units"]) moved.push_back(u);
            p["units"] = json::array();
        }
        for (auto& p : placements)
            if (p["hex"] == "0517")
                for (auto& u : moved) p["units"].push_back(u);
        for (auto it = placements.begin(); it != placements.end();)
            it = (*it)["units"].empty() ? placements.erase(it) : it + 1;
        j["setup"]["british"]["playerPlaced"] = json::array();
    });
    expectError(data, "7.1: the start stack at 0517 holds");
}

TEST(BadData, ScenarioReducedUnitWithoutAReducedSide) {
    ScratchData data;
    data.edit("scenarios/next-day.json", [](json& j) { j["reduced"].push_back("am-ct-light-dragoons"); });
    expectError(data, "\"am-ct-light-dragoons\" has no reduced side to start on");
}

TEST(BadData, ScenarioReinforcementOutsideItsTurns) {
    ScratchData data;
    data.edit("scenarios/freemans-farm.json", [](json& j) { j["reinforcements"][0]["turn"] = 3; });
    expectError(data, "data/scenarios/freemans-farm.json: /reinforcements/0/turn: turn 3 is outside the scenario's turns 8-11");
}

TEST(BadData, MissingSchemaVersion) {
    ScratchData data;
    data.edit("scenarios/campaign.json", [](json& j) { j.erase("schemaVersion"); });
    expectError(data, "data/scenarios/campaign.json: /: missing field \"schemaVersion\"");
}

TEST(BadData, UnsupportedSchemaVersion) {
    ScratchData data;
    data.edit("counters/saratoga.json", [](json& j) { j["schemaVersion"] = 2; });
    expectError(data, "data/counters/saratoga.json: /schemaVersion: schemaVersion 2 is not supported (this build reads 1)");
}

TEST(BadData, TruncatedJson) {
    ScratchData data;
    data.write("scenarios/campaign.json", "{ \"schemaVersion\": 1, \"id\": \"camp");
    expectError(data, "data/scenarios/campaign.json: /: is not valid JSON");
}

TEST(BadData, WrongTypeNamesTheExpectedType) {
    ScratchData data;
    data.edit("scenarios/campaign.json", [](json& j) { j["turns"]["last"] = "twelve"; });
    expectError(data, "data/scenarios/campaign.json: /turns/last: expected an integer, found a string");
}

TEST(BadData, MapRowOfTheWrongLength) {
    ScratchData data;
    data.edit("maps/saratoga.json", [](json& j) { j["terrain"]["05"] = j["terrain"]["05"].get<std::string>().substr(1); });
    expectError(data, "data/maps/saratoga.json: /terrain/05: row 05 has 24 letters, the grid has 25 columns");
}

TEST(BadData, MapUnknownTerrainLetter) {
    ScratchData data;
    data.edit("maps/saratoga.json", [](json& j) {
        auto row = j["terrain"]["05"].get<std::string>();
        row[2] = 'Z';
        j["terrain"]["05"] = row;
    });
    expectError(data, "data/maps/saratoga.json: /terrain/05: letter 'Z' at column 3 is not in terrainLegend");
}

TEST(BadData, MapHexsideBetweenHexesThatDoNotTouch) {
    ScratchData data;
    data.edit("maps/saratoga.json", [](json& j) { j["hexsides"]["creek"].push_back("1015/1017"); });
    expectError(data, "1015 and 1017 are not adjacent");
}

TEST(BadData, MapRoadThatJumps) {
    ScratchData data;
    data.edit("maps/saratoga.json", [](json& j) { j["roads"][0]["hexes"].push_back("0101"); });
    expectError(data, "are not adjacent");
}

TEST(BadData, MapRoleRuleE3_5_2_3_MiddleBranchFordMissing) {
    ScratchData data;
    data.edit("maps/saratoga.json", [](json& j) {
        auto& fords = j["hexsides"]["ford"];
        for (auto it = fords.begin(); it != fords.end();)
            it = it->get<std::string>().find("1011") != std::string::npos ? fords.erase(it) : it + 1;
    });
    expectError(data, "E3.5.2.3: 1011 must have a ford hexside");
}

TEST(BadData, MapRoleRuleE3_6_1_GarrisonHexMissing) {
    ScratchData data;
    data.edit("maps/saratoga.json", [](json& j) {
        auto& hexes = j["areas"]["garrison"]["hexes"];
        hexes.erase(hexes.begin());
    });
    expectError(data, "E3.6.1: the garrison area must be exactly 2207 2108 2008 1807 1707 1508 1407 1406");
}

TEST(BadData, CountersDuplicateId) {
    ScratchData data;
    data.edit("counters/saratoga.json", [](json& j) { j["units"].push_back(j["units"][0]); });
    expectError(data, "is used twice");
}

TEST(BadData, CountersUnknownFormation) {
    ScratchData data;
    data.edit("counters/saratoga.json", [](json& j) { j["units"][0]["formation"] = "hessians"; });
    expectError(data, "data/counters/saratoga.json: /units/0/formation: \"hessians\" is not a formation of this counter sheet");
}

TEST(BadData, CountersTwoStepUnitWithoutReducedSide) {
    ScratchData data;
    data.edit("counters/saratoga.json", [](json& j) {
        for (auto& u : j["units"])
            if (u["steps"] == 2) {
                u.erase("reduced");
                break;
            }
    });
    expectError(data, "a two-step unit needs a \"reduced\" side");
}

TEST(BadData, CountersBadColour) {
    ScratchData data;
    data.edit("counters/saratoga.json", [](json& j) { j["formations"]["germans"]["colour"] = "green"; });
    expectError(data, "data/counters/saratoga.json: /formations/germans/colour: \"green\" is not a colour #rrggbb");
}

TEST(BadData, CountersAtStartHexInTheRiver) {
    ScratchData data;
    data.edit("counters/saratoga.json", [](json& j) {
        for (auto& u : j["units"])
            if (u["id"] == "br-9th") u["campaign"] = {{"hex", "2525"}};
    });
    expectError(data, "2525 is prohibited terrain (River) for \"br-9th\"");
}

TEST(BadData, CountersNumberOutOfRange) {
    ScratchData data;
    data.edit("counters/saratoga.json", [](json& j) { j["units"][0]["ma"] = 1e9; });
    expectError(data, "data/counters/saratoga.json: /units/0/ma: expected an integer, found a number");
}

TEST(BadData, RulesCloseCombatRowTooShort) {
    ScratchData data;
    data.edit("rules/series.json", [](json& j) { j["closeCombatTable"]["results"][3].erase(0); });
    expectError(data, "data/rules/series.json: /closeCombatTable/results/3: expected 7 cells, one per odds column");
}

TEST(BadData, RulesUnknownResultCode) {
    ScratchData data;
    data.edit("rules/series.json", [](json& j) { j["closeCombatTable"]["results"][0][0] = "X/-"; });
    expectError(data, "data/rules/series.json: /closeCombatTable/results/0/0: \"X/-\" is not attacker/defender result codes");
}

TEST(BadData, ADirectoryInsteadOfAFile) {
    ScratchData data;
    std::filesystem::create_directory(data.dir() + "/scenarios/broken.json");
    expectError(data, "data/scenarios/broken.json: /: is a directory, not a JSON file");
}

TEST(BadData, TwoChartFilesWithOneIdAreRefusedNotSilentlyDropped) {
    ScratchData data;
    // "series-copy.json" comes first in name order: the real file is the one reported.
    std::filesystem::copy_file(data.dir() + "/rules/series.json", data.dir() + "/rules/series-copy.json");
    expectError(data, "data/rules/series.json: /id: id \"series\" is used by another file (data/rules/series-copy.json)");
}

TEST(BadData, TwoMapsOrCounterSheetsWithOneIdAreRefused) {
    ScratchData data;
    std::filesystem::copy_file(data.dir() + "/maps/saratoga.json", data.dir() + "/maps/saratoga-old.json");
    std::filesystem::copy_file(data.dir() + "/counters/saratoga.json", data.dir() + "/counters/a-copy.json");
    expectError(data, "data/maps/saratoga.json: /id: id \"saratoga\" is used by another file (data/maps/saratoga-old.json)");
    expectError(data, "data/counters/saratoga.json: /volume: id \"saratoga\" is used by another file (data/counters/a-copy.json)");
}

TEST(BadData, AFolderThatCannotBeListedSaysSo) {
    ScratchData data;
    std::filesystem::remove_all(data.dir() + "/scenarios");
    std::ofstream(data.dir() + "/scenarios") << "not a folder";
    expectError(data, "data/scenarios: /: cannot be read (Not a directory)");
}

TEST(BadData, AFolderWithoutReadPermissionSaysSo) {
    if (::geteuid() == 0) GTEST_SKIP() << "root reads every folder";
    ScratchData data;
    std::filesystem::permissions(data.dir() + "/scenarios", std::filesystem::perms::none);
    const auto errors = data.load();
    std::filesystem::permissions(data.dir() + "/scenarios", std::filesystem::perms::owner_all);
    EXPECT_TRUE(hasError(errors, "data/scenarios: /: cannot be read (Permission denied)")) << describe(errors);
}

TEST(BadData, RuleE3_6_GarrisonEntryWithoutHexes) {
    ScratchData data;  // found by fuzz_scenario: the garrison check read the missing list in play
    data.edit("scenarios/next-day.json", [](json& j) { j["garrisons"][1].erase("hexes"); });
    expectError(data, "data/scenarios/next-day.json: /garrisons/1: missing field \"hexes\"");
}

TEST(BadData, RuleE3_6_GarrisonFieldsOfTheWrongKindOrPlace) {
    ScratchData data;
    data.edit("scenarios/campaign.json", [](json& j) {
        j["garrisons"][0]["minUnits"] = "one";
        j["garrisons"][0]["abandonPenalty"]["vpToEnemy"] = 1e9;
    });
    expectError(data, "data/scenarios/campaign.json: /garrisons/0/minUnits: expected an integer, found a string");
    expectError(data, "data/scenarios/campaign.json: /garrisons/0/abandonPenalty/vpToEnemy: expected an integer, found a number");
}

TEST(BadData, RuleE3_6_GarrisonHexOffTheMap) {
    ScratchData data;
    data.edit("scenarios/campaign.json", [](json& j) { j["garrisons"][0]["hexes"][2] = "3540"; });
    expectError(data, "data/scenarios/campaign.json: /garrisons/0/hexes/2: 3540 is off the map");
}

TEST(BadData, ScenarioPlayerOrderEntryWithoutItsRule) {
    ScratchData data;
    data.edit("scenarios/campaign.json", [](json& j) { j["playerOrder"][0].erase("rule"); });
    expectError(data, "data/scenarios/campaign.json: /playerOrder/0: missing field \"rule\"");
}

TEST(BadData, CountersLeaderCasualtyWithoutTheOpponentsGain) {
    ScratchData data;
    data.edit("counters/saratoga.json", [](json& j) { j["leaders"][0]["casualty"].erase("opponentAm"); });
    expectError(data, "data/counters/saratoga.json: /leaders/0/casualty: missing field \"opponentAm\"");
}

TEST(BadData, AMisspeltKeyIsRefusedNamingTheNearestKnownKey) {
    ScratchData data;
    data.edit("scenarios/freemans-farm.json", [](json& j) {
        j["noFirstFIre"] = j["noFirstFire"];
        j.erase("noFirstFire");
    });
    expectError(data, "data/scenarios/freemans-farm.json: /noFirstFIre: unknown field \"noFirstFIre\" (did you mean \"noFirstFire\"?)");
}

TEST(BadData, AMisspeltMapKeyIsRefusedNamingTheNearestKnownKey) {
    ScratchData data;
    data.edit("maps/saratoga.json", [](json& j) {
        renameKey(j, "waterways", "waterway");
        renameKey(j["places"][0], "kind", "knid");
    });
    expectError(data, "data/maps/saratoga.json: /waterway: unknown field \"waterway\" (did you mean \"waterways\"?)");
    expectError(data, "data/maps/saratoga.json: /places/0/knid: unknown field \"knid\" (did you mean \"kind\"?)");
}

TEST(BadData, AMisspeltCounterKeyIsRefusedNamingTheNearestKnownKey) {
    ScratchData data;
    data.edit("counters/saratoga.json", [](json& j) {
        renameKey(j, "volume", "volum");
        renameKey(j["units"][0]["full"], "morale", "moral");
    });
    expectError(data, "data/counters/saratoga.json: /volum: unknown field \"volum\" (did you mean \"volume\"?)");
    expectError(data, "data/counters/saratoga.json: /units/0/full/moral: unknown field \"moral\" (did you mean \"morale\"?)");
}

TEST(BadData, AMisspeltChartKeyIsRefusedNamingTheNearestKnownKey) {
    ScratchData data;
    data.edit("rules/series.json", [](json& j) {
        renameKey(j, "tacticalMatrix", "tacticalMatirx");
        renameKey(j["closeCombatTable"]["momentum"], "attackerAtOrAbove", "attackerAtOrAbov");
    });
    data.edit("rules/saratoga.json", [](json& j) {
        renameKey(j["terrainEffects"]["hexsides"][0], "zocInto", "zocIntoo");
        renameKey(j["gatesRelease"], "fromTurn", "fromturn");
    });
    expectError(data, "data/rules/series.json: /tacticalMatirx: unknown field \"tacticalMatirx\" (did you mean \"tacticalMatrix\"?)");
    expectError(data,
                "data/rules/series.json: /closeCombatTable/momentum/attackerAtOrAbov: unknown field \"attackerAtOrAbov\" (did you mean \"attackerAtOrAbove\"?)");
    expectError(data, "data/rules/saratoga.json: /terrainEffects/hexsides/0/zocIntoo: unknown field \"zocIntoo\" (did you mean \"zocInto\"?)");
    expectError(data, "data/rules/saratoga.json: /gatesRelease/fromturn: unknown field \"fromturn\" (did you mean \"fromTurn\"?)");
}

TEST(BadData, AnUnknownKeyFarFromEveryKnownOneIsRefused) {
    ScratchData data;
    data.edit("scenarios/next-day.json", [](json& j) { j["reinforcements"][0]["colour"] = "red"; });
    expectError(data, "data/scenarios/next-day.json: /reinforcements/0/colour: unknown field \"colour\"");
    const auto errors = data.load();
    EXPECT_EQ(describe(errors).find("did you mean"), std::string::npos) << describe(errors);
}

TEST(BadData, ScenarioPlayerOrderTurnListedTwice) {
    ScratchData data;
    data.edit("scenarios/campaign.json", [](json& j) { j["playerOrder"].push_back(j["playerOrder"][0]); });
    expectError(data, "data/scenarios/campaign.json: /playerOrder/3/turn: turn 1 is listed twice: entry 0 already fixes its order, so this one would never be used");
}

TEST(BadData, ScenarioConditionalPlayerOrderBeforeAnUnconditionalOneIsKept) {
    ScratchData data;  // E5.5: The Next Day's turn-2 order holds only after a fog; a default after it is reached
    data.edit("scenarios/next-day.json", [](json& j) {
        json fallback = j["playerOrder"][1];
        fallback.erase("when");
        j["playerOrder"].push_back(fallback);
    });
    const auto errors = data.load();
    EXPECT_TRUE(errors.empty()) << describe(errors);
}

TEST(BadData, ScenarioWithAnEmptyVictory) {
    ScratchData data;
    data.edit("scenarios/campaign.json", [](json& j) { j["victory"] = json::object(); });
    expectError(data, "data/scenarios/campaign.json: /victory: no victory condition: a scenario names at least its decisive, substantial or marginal victory");
}

TEST(BadData, ScenarioVictoryForAnUnknownSide) {
    ScratchData data;
    data.edit("scenarios/campaign.json", [](json& j) { j["victory"]["decisive"][0]["side"] = "french"; });
    expectError(data, "data/scenarios/campaign.json: /victory/decisive/0/side: \"french\" is not one of: american, british");
}

TEST(BadData, ScenarioWithASideThatHasNoUnits) {
    ScratchData data;
    data.edit("scenarios/freemans-farm.json", [](json& j) {
        j["setup"]["british"] = json::object();
        json kept = json::array();
        for (const auto& r : j["reinforcements"])
            if (r["side"] != "british") kept.push_back(r);
        j["reinforcements"] = kept;
    });
    expectError(data, "data/scenarios/freemans-farm.json: /setup/british: the British side has no combat unit, at start or to come");
}

TEST(BadData, Rule9_3_ProhibitedTerrainIsReadFromTheChart) {
    ScratchData data;
    data.edit("rules/saratoga.json", [](json& j) {
        for (auto& h : j["terrainEffects"]["hexes"])
            if (h["terrain"] == "river") {
                h["prohibited"] = false;
                h["mp"] = 2;
            }
    });
    auto loaded = tricorne::core::loadDataSet(data.dir());
    ASSERT_TRUE(loaded.ok()) << describe(loaded.errors);
    const auto river = *tricorne::core::HexId::parse("2520");
    EXPECT_FALSE(loaded.value->maps.at("saratoga").prohibited(river));  // before: the code's river, whatever the chart said
    EXPECT_TRUE(tricorne::test::realData().maps.at("saratoga").prohibited(river));
}
