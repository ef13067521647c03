// Hostile and malformed block-game data: each broken file is refused with the file, the JSON
// pointer of what is wrong and why.
#include <gtest/gtest.h>

#include "block_test_support.h"
#include "data_test_support.h"

using namespace tricorne;
using test::blockErrorsAfter;
using test::describe;
using test::hasError;
using Json = nlohmann::json;

namespace {
const std::string kDir = "data/block/saratoga1777/";
}  // namespace

TEST(BlockBadData, AMissingFieldIsNamedWithItsEntry) {
    const auto errors = blockErrorsAfter("map.json", [](Json& j) { j["points"][3].erase("region"); });
    EXPECT_TRUE(hasError(errors, kDir + "map.json: /points/3: missing field \"region\"")) << describe(errors);
}

TEST(BlockBadData, AWrongTypeIsNamed) {
    const auto errors = blockErrorsAfter("units.json", [](Json& j) { j["blocks"][7]["sp"] = "four"; });
    EXPECT_TRUE(hasError(errors, kDir + "units.json: /blocks/7/sp: expected an integer, found a string")) << describe(errors);
}

TEST(BlockBadData, RuleB2_AConnectionToAPointNotOnTheMapIsRefused) {
    const auto errors = blockErrorsAfter("map.json", [](Json& j) { j["connections"][0]["b"] = "atlantis"; });
    EXPECT_TRUE(hasError(errors, kDir + "map.json: /connections/0/b: \"atlantis\" is not a point of the map")) << describe(errors);
}

TEST(BlockBadData, ADuplicatePointIdIsRefusedNamingTheFirst) {
    const auto errors = blockErrorsAfter("map.json", [](Json& j) { j["points"][5]["id"] = j["points"][2]["id"]; });
    EXPECT_TRUE(hasError(errors, kDir + "map.json: /points/5/id: duplicate point id \"fort_ticonderoga\" (first at /points/2)")) << describe(errors);
}

TEST(BlockBadData, ADuplicateBlockIdIsRefused) {
    const auto errors = blockErrorsAfter("units.json", [](Json& j) { j["blocks"][1]["id"] = "br_burgoyne"; });
    EXPECT_TRUE(hasError(errors, kDir + "units.json: /blocks/1/id: duplicate block id \"br_burgoyne\" (first at /blocks/0)")) << describe(errors);
}

TEST(BlockBadData, ASecondRoadBetweenTheSamePointsIsRefused) {
    const auto errors = blockErrorsAfter("map.json", [](Json& j) {
        j["connections"].push_back({{"a", "castletown"}, {"b", "skenesboro"}, {"road", "blue"}, {"source", "rec"}, {"reason", "a second road"}});
    });
    EXPECT_TRUE(hasError(errors, kDir + "map.json: /connections/49: castletown and skenesboro are already joined (at /connections/2)")) << describe(errors);
}

TEST(BlockBadData, RuleB6_ABrownRoadAcrossWaterIsRefused) {
    const auto errors = blockErrorsAfter("map.json", [](Json& j) { j["connections"][2]["crossing"] = "Lake Champlain"; });
    EXPECT_TRUE(hasError(errors, kDir + "map.json: /connections/2/crossing: a brown road cannot cross water")) << describe(errors);
}

TEST(BlockBadData, RuleB2_APointNoRoadReachesIsRefused) {
    const auto errors = blockErrorsAfter("map.json", [](Json& j) {
        Json kept = Json::array();
        for (const auto& c : j["connections"])
            if (c["a"] != "oswego" && c["b"] != "oswego") kept.push_back(c);
        j["connections"] = kept;
    });
    EXPECT_TRUE(hasError(errors, "\"oswego\" cannot be reached from \"valcour_island\" by any road: the map must be connected")) << describe(errors);
}

TEST(BlockBadData, RuleB4_ARegionWithoutPointsIsRefused) {
    const auto errors = blockErrorsAfter("map.json", [](Json& j) {
        j["regions"].push_back({{"id", "NH"}, {"name", "New Hampshire"}, {"labelAt", {0.9, 0.1}}, {"source", "B2"}});
    });
    EXPECT_TRUE(hasError(errors, kDir + "map.json: /regions/3: region \"NH\" has no point")) << describe(errors);
}

TEST(BlockBadData, RuleB6_ALeadersGroupLimitMustBePositive) {
    const auto errors = blockErrorsAfter("units.json", [](Json& j) { j["blocks"][0]["groupLimit"] = 0; });
    EXPECT_TRUE(hasError(errors, kDir + "units.json: /blocks/0/groupLimit: a leader's group limit must be at least 1, not 0")) << describe(errors);
}

TEST(BlockBadData, RuleB3_1_AStrengthOutsideItsTypeIsRefused) {
    const auto errors = blockErrorsAfter("units.json", [](Json& j) { j["blocks"][42]["sp"] = 2; });  // Warner, elite: 4 SP
    EXPECT_TRUE(hasError(errors, kDir + "units.json: /blocks/42/sp: Warner has 2 SP; a American Elite Infantry block has 4 (B3.1)")) << describe(errors);
}

TEST(BlockBadData, RuleB4_ASetUpAtAnUnknownPointIsRefused) {
    const auto errors = blockErrorsAfter("scenario.json", [](Json& j) { j["placements"][0]["at"] = "quebec"; });
    EXPECT_TRUE(hasError(errors, kDir + "scenario.json: /placements/0/at: \"quebec\" is not a point of the map")) << describe(errors);
}

TEST(BlockBadData, RuleB4_ABlockSetUpTwiceIsRefused) {
    const auto errors = blockErrorsAfter("scenario.json", [](Json& j) { j["boxes"]["british_turn5"]["blocks"].push_back("br_burgoyne"); });
    EXPECT_TRUE(hasError(errors, kDir + "scenario.json: /boxes/british_turn5/blocks/5: \"br_burgoyne\" is already set up at /boxes/british_at_start/blocks/0"))
        << describe(errors);
}

TEST(BlockBadData, RuleB4_ABlockNeverSetUpIsRefused) {
    const auto errors = blockErrorsAfter("scenario.json", [](Json& j) { j["militia"]["blocks"].erase(0); });
    EXPECT_TRUE(hasError(errors, kDir + "units.json: /blocks/60: Tryon Co. Militia (Herkimer) is never set up: scenario.json places it nowhere (B4)"))
        << describe(errors);
}

TEST(BlockBadData, RuleB4_MilitiaCapsThatCannotHoldTheMilitiaAreRefused) {
    const auto errors = blockErrorsAfter("scenario.json", [](Json& j) { j["militia"]["capPerPoint"] = {{"NY", 0}, {"NHG", 0}, {"MA", 0}}; });
    EXPECT_TRUE(hasError(errors, kDir + "scenario.json: /militia/blocks: 8 militia blocks, but the caps by region leave room for 0 (B4)")) << describe(errors);
}

TEST(BlockBadData, RuleB4_AnAmericanBlockAwayFromTheFiveSetUpPlacesIsRefused) {
    const auto errors = blockErrorsAfter("scenario.json", [](Json& j) { j["placements"][5]["at"] = "saratoga"; });
    EXPECT_TRUE(hasError(errors, kDir + "scenario.json: /placements/5/at: St. Clair cannot set up at saratoga: not an American set-up place (B4)")) << describe(errors);
}

TEST(BlockBadData, RuleB8_ACalendarThatMissesLateAugustIsRefused) {
    const auto errors = blockErrorsAfter("scenario.json", [](Json& j) { j["calendar"]["daysPerTurn"] = 7; });
    EXPECT_TRUE(hasError(errors, kDir + "scenario.json: /calendar: turn 14 runs 7 September to 13 September, not late August 1777 (B8)")) << describe(errors);
}

TEST(BlockBadData, AMisspeltRulingIsNamedWithTheNearestSwitch) {
    const auto errors = blockErrorsAfter("scenario.json", [](Json& j) { j["rulings"]["fortIsSuplySource"] = j["rulings"]["fortIsSupplySource"]; });
    EXPECT_TRUE(hasError(errors, kDir + "scenario.json: /rulings/fortIsSuplySource: unknown field \"fortIsSuplySource\" (did you mean \"fortIsSupplySource\"?)"))
        << describe(errors);
}

TEST(BlockBadData, ARulingMustNameItsAmbiguity) {
    const auto errors = blockErrorsAfter("scenario.json", [](Json& j) { j["rulings"]["fortIsSupplySource"]["ambiguity"] = "A43"; });
    EXPECT_TRUE(hasError(errors, kDir + "scenario.json: /rulings/fortIsSupplySource/ambiguity: \"A43\" is not one of the ambiguities A1-A42")) << describe(errors);
}

TEST(BlockBadData, AValueThatCitesNothingIsRefused) {
    const auto errors = blockErrorsAfter("map.json", [](Json& j) { j["points"][0]["source"] = "the box lid"; });
    EXPECT_TRUE(hasError(errors, kDir + "map.json: /points/0/source: \"the box lid\" is not a citation")) << describe(errors);
    const auto noReason = blockErrorsAfter("map.json", [](Json& j) { j["points"][4].erase("reason"); });
    EXPECT_TRUE(hasError(noReason, kDir + "map.json: /points/4: missing field \"reason\"")) << describe(noReason);
}

TEST(BlockBadData, ATablesEntryForAnUnknownBlockIsRefused) {
    const auto errors = blockErrorsAfter("tables.json", [](Json& j) { j["actionPoints"]["arnold"]["block"] = "am_arnlod"; });
    EXPECT_TRUE(hasError(errors, kDir + "tables.json: /actionPoints/arnold/block: \"am_arnlod\" is not a block of units.json")) << describe(errors);
}

TEST(BlockBadData, RuleB5_AnActionPointTableNeedsOneEntryAFace) {
    const auto errors = blockErrorsAfter("tables.json", [](Json& j) { j["actionPoints"]["britishAdds"].erase(5); });
    EXPECT_TRUE(hasError(errors, kDir + "tables.json: /actionPoints/britishAdds: one entry a face of the die: 6, not 5")) << describe(errors);
}

TEST(BlockBadData, BrokenJsonIsNamedWithItsFile) {
    test::ScratchData data;
    data.write(std::string(block::kBlockGameFolder) + "/tables.json", "{\"schemaVersion\": 1, \"unitTypes\": [");
    const auto errors = block::loadBlockData(data.dir() + "/" + block::kBlockGameFolder, "data/block/saratoga1777").errors;
    ASSERT_FALSE(errors.empty());
    EXPECT_EQ(errors.front().file, kDir + "tables.json");
}
