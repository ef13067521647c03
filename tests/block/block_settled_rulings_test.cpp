// Ruling switches of which one reading alone can be played (docs/rulings.md): the other value
// is refused naming the switch, the reading played and why.
#include <gtest/gtest.h>

#include "block_test_support.h"
#include "data_test_support.h"

namespace tricorne::test {
namespace {

using Json = nlohmann::json;

std::string refusedSwitch(const std::string& key, bool value) {
    const auto errors = blockErrorsAfter("scenario.json", [&](Json& j) { j["rulings"][key]["value"] = value; });
    return describe(errors);
}

TEST(BlockSettledRulings, RulingA6_ArnoldsOwnApMovesHisGroupAsEveryLeadersDoes) {
    const std::string errors = refusedSwitch("arnoldApMovesHisGroup", false);
    EXPECT_NE(errors.find("/rulings/arnoldApMovesHisGroup/value: only true can be played: B6"), std::string::npos) << errors;
}

TEST(BlockSettledRulings, RulingA34_RetreatsIgnoreRoadLimitsSinceTheyMayNotSplit) {
    const std::string errors = refusedSwitch("retreatsIgnoreRoadLimits", false);
    EXPECT_NE(errors.find("/rulings/retreatsIgnoreRoadLimits/value: only true can be played: B10"), std::string::npos) << errors;
}

TEST(BlockSettledRulings, RulingA34_TheDirectionOfARetreatIsAdvice) {
    const std::string errors = refusedSwitch("retreatTowardSupplyBinding", true);
    EXPECT_NE(errors.find("/rulings/retreatTowardSupplyBinding/value: only false can be played: B10"), std::string::npos) << errors;
}

TEST(BlockSettledRulings, RulingA14_TheMilitiaArePlacedInView) {
    const std::string errors = refusedSwitch("militiaPlacementPublic", false);
    EXPECT_NE(errors.find("/rulings/militiaPlacementPublic/value: only true can be played: B4"), std::string::npos) << errors;
}

TEST(BlockSettledRulings, RulingA36_TheCountInEachHoldingBoxIsInView) {
    const std::string errors = refusedSwitch("holdingBoxCountVisible", false);
    EXPECT_NE(errors.find("/rulings/holdingBoxCountVisible/value: only true can be played: B12.1"), std::string::npos) << errors;
}

}  // namespace
}  // namespace tricorne::test
