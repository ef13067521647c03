// Set-up by the players: E8.1 Burgoyne and the Jaegers, E8.2 Arnold, E5.1 the Ottawas.
#include "engine_test_support.h"

using namespace tricorne::core;
using namespace tricorne::test;

namespace {
GameState startOf(const char* scenario) {
    std::string error;
    auto s = newGame(realData(), scenario, {}, 1, error);
    EXPECT_TRUE(s) << error;
    return *s;
}
HexId hexOf(const GameState& s, const char* id) { return s.pieces[static_cast<std::size_t>(s.pieceIndex(id).value())].hex; }
}  // namespace

TEST(Setup, RuleE8_1_E8_2_BurgoyneTheJaegersAndArnoldArePlacedByTheirPlayers) {
    GameState s = startOf("freemans-farm");
    ASSERT_EQ(s.phase, Phase::Setup);
    EXPECT_EQ(decision(s).player, Player::British);
    EXPECT_EQ(decision(s).rule, "E8.1");
    EXPECT_EQ(legalActions(s), (std::vector<Action>{Place{"br-burgoyne", hexOf(s, "br-21st")}, Place{"br-burgoyne", hexOf(s, "br-62nd")}}));
    EXPECT_EQ(applyError(s, Place{"br-burgoyne", hex("1519")}), "E8.1: Burgoyne must be placed with 62nd Foot or 21st Foot (Royal North British Fusiliers)");
    EXPECT_EQ(applyError(s, RollDie{3}), "E8.1: no die is rolled now; British places Burgoyne (set-up)");
    applyOk(s, Place{"br-burgoyne", hexOf(s, "br-21st")});
    EXPECT_EQ(hexOf(s, "br-burgoyne"), hexOf(s, "br-21st"));
    EXPECT_EQ(decision(s).prompt, "British places Jaegers (set-up)");
    applyOk(s, Place{"br-jaegers", hexOf(s, "br-british-grenadiers")});
    EXPECT_EQ(decision(s).player, Player::American);
    EXPECT_EQ(decision(s).rule, "E8.2");
    applyOk(s, Place{"am-arnold", hexOf(s, "am-3rd-nh")});
    EXPECT_EQ(hexOf(s, "am-arnold"), hexOf(s, "am-3rd-nh"));
    EXPECT_EQ(s.phase, Phase::Movement);  // E8.7: the Americans have turn 8's initiative
    EXPECT_EQ(s.turn, 8);
}

TEST(Setup, RuleE5_1_TheOttawasAnywhereOutsideTheBemisHeightsLineAndFourHexesFromIt) {
    GameState s = startOf("next-day");
    ASSERT_EQ(s.step, Step::PlacePiece);
    EXPECT_EQ(decision(s).rule, "E5.1");
    const auto legal = legalActions(s);
    EXPECT_NE(std::find(legal.begin(), legal.end(), Action{Place{"br-ottawa", hex("0615")}}), legal.end());
    const MapArea* camp = s.map->area("bemisHeightsCamp");
    ASSERT_NE(camp, nullptr);
    const HexId inside = camp->hexes.front();
    EXPECT_EQ(applyError(s, Place{"br-ottawa", inside}), "E5.1: Ottawa Indians must be placed outside the Bemis Heights Line, at least 4 hexes from it, in a hex where stacking allows");
    for (const auto& a : legal) {
        const HexId h = std::get<Place>(a).hex;
        for (HexId c : camp->hexes) ASSERT_GE(distance(c, h), 4) << h.str();
    }
    applyOk(s, Place{"br-ottawa", hex("0615")});
    EXPECT_NE(s.phase, Phase::Setup);
}

TEST(Setup, TheCampaignHasNothingToPlace) {
    GameState s = startOf("campaign");
    EXPECT_EQ(decision(s).rule, "E3.9.1");
}
