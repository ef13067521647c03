// The block game's board (B2, B6, B7, B12): every point the text names, in its role; roads with
// their colours and crossings; the geography to draw.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <map>
#include <set>

#include "block_test_support.h"

using namespace tricorne;
using block::Road;
using block::Side;
using test::realBlockData;

namespace {
const block::CampaignMap& board() { return realBlockData().map; }

std::set<std::string> neighbourSet(const std::string& p) {
    const auto n = board().neighbours(p);
    return {n.begin(), n.end()};
}

// Points reached from `from` over blue roads only (artillery's roads, B3.1).
std::set<std::string> blueReach(const std::string& from) {
    std::set<std::string> seen{from};
    std::deque<std::string> queue{from};
    while (!queue.empty()) {
        const std::string p = queue.front();
        queue.pop_front();
        for (const auto* c : board().connectionsAt(p))
            if (c->road == Road::Blue && seen.insert(c->other(p)).second) queue.push_back(c->other(p));
    }
    return seen;
}
}  // namespace

TEST(BlockData, RuleB2_EveryPointTheTextNamesIsOnTheMap) {
    const std::map<std::string, std::string> named = {
        {"fort_ticonderoga", "Ft. Ticonderoga"}, {"albany", "Albany"},         {"bennington", "Bennington"},     {"manchester", "Manchester"},
        {"fort_stanwix", "Ft. Stanwix"},         {"fort_dayton", "Fort Dayton"}, {"fort_edward", "Fort Edward"},   {"fort_anne", "Fort Anne"},
        {"fort_george", "Fort George"},          {"bemis_heights", "Bemis Heights"}, {"green_mountains", "Green Mountains"}, {"oswego", "Oswego"},
        {"valcour_island", "Valcour Is."},       {"onondaga", "Onondaga"},     {"oneida", "Oneida"},             {"st_frederick", "St. Frederick"},
        {"skenesboro", "Skenesboro"},            {"mt_independence", "Mt. Independence"}, {"castletown", "Castletown"}, {"pawlet", "Pawlet"}};
    EXPECT_EQ(named.size(), 20u);
    for (const auto& [id, name] : named) {
        const block::Point* p = board().point(id);
        ASSERT_NE(p, nullptr) << id;
        EXPECT_EQ(p->name, name);
        EXPECT_FALSE(p->source.isReconstructed()) << id << " is named by the text and must cite it";
        EXPECT_TRUE(p->source.reconstructed.count("position")) << id << ": its position is reconstructed and must say so";
    }
    // The brief's proposal: 36 points, of which 16 reconstructed, each with a reason.
    EXPECT_EQ(board().points.size(), 36u);
    for (const auto& p : board().points) {
        if (p.source.isReconstructed()) {
            EXPECT_FALSE(p.source.reason.empty()) << p.id;
        }
    }
}

TEST(BlockData, RuleB2_TheSevenFortifiedLocationsAndNoOther) {
    std::set<std::string> fortified;
    for (const auto& p : board().points)
        if (p.fortified) fortified.insert(p.id);
    EXPECT_EQ(fortified, (std::set<std::string>{"fort_stanwix", "fort_dayton", "fort_edward", "fort_anne", "fort_george", "fort_ticonderoga", "bemis_heights"}));
}

TEST(BlockData, RuleB2_EveryPointLiesInNewYorkTheGrantsOrMassachusetts) {
    std::set<std::string> regions;
    for (const auto& r : board().regions) regions.insert(r.id);
    EXPECT_EQ(regions, (std::set<std::string>{"NY", "NHG", "MA"}));
    for (const auto& r : board().regions) EXPECT_FALSE(board().pointsIn(r.id).empty()) << r.id;
    EXPECT_EQ(board().point("mt_independence")->region, "NHG");
    EXPECT_EQ(board().point("bennington")->region, "NHG");
    EXPECT_EQ(board().point("skenesboro")->region, "NY");
    EXPECT_EQ(board().point("pittsfield")->region, "MA");
}

TEST(BlockData, RuleB2_EveryPointIsReachedByRoad) {
    EXPECT_EQ(board().reachableFrom("albany").size(), board().points.size());
    EXPECT_EQ(board().connections.size(), 49u);
}

TEST(BlockData, RuleB2_WaterIsDrawnAndOnlyDottedBlueRoadsCrossIt) {
    std::set<std::string> water;
    for (const auto& w : board().water) water.insert(w.name);
    for (const char* name : {"Lake Champlain", "Lake George", "Lake Ontario", "Oneida Lake", "Hudson River", "Mohawk River"}) EXPECT_TRUE(water.count(name)) << name;
    int crossings = 0;
    for (const auto& c : board().connections) {
        if (!c.crossesWater()) continue;
        ++crossings;
        EXPECT_EQ(c.road, Road::Blue) << c.a << "-" << c.b << ": a crossing is a dotted blue road (ruling A2)";
        EXPECT_TRUE(water.count(c.crossing)) << c.crossing << " is not drawn";
    }
    EXPECT_EQ(crossings, 5);
    EXPECT_EQ(board().connection("fort_miller", "saratoga")->crossing, "Hudson River");
    EXPECT_EQ(board().connection("fort_ticonderoga", "mt_independence")->crossing, "Lake Champlain");
}

TEST(BlockData, RuleB2_EveryPointAndBendIsOnTheBoard) {
    for (const auto& p : board().points) {
        EXPECT_TRUE(p.at.x >= 0 && p.at.x <= 1 && p.at.y >= 0 && p.at.y <= 1) << p.id;
        EXPECT_GE(p.lat, 42.0) << p.id;
    }
    // North up: Valcour Island above Ticonderoga above Albany; Oswego west of Albany.
    EXPECT_LT(board().point("valcour_island")->at.y, board().point("fort_ticonderoga")->at.y);
    EXPECT_LT(board().point("fort_ticonderoga")->at.y, board().point("albany")->at.y);
    EXPECT_LT(board().point("oswego")->at.x, board().point("albany")->at.x);
    EXPECT_NE(board().track("turn"), nullptr);
    EXPECT_EQ(board().track("turn")->cells, 24);
}

TEST(BlockData, RuleB6_SkenesboroHasTheFourRoadsOfTheExample) {
    EXPECT_EQ(neighbourSet("skenesboro"), (std::set<std::string>{"mt_independence", "fort_george", "castletown", "fort_anne"}));
    EXPECT_EQ(board().connection("skenesboro", "mt_independence")->road, Road::Blue);
    EXPECT_EQ(board().connection("skenesboro", "fort_george")->road, Road::Blue);
    EXPECT_EQ(board().connection("skenesboro", "castletown")->road, Road::Brown);
    EXPECT_EQ(board().connection("skenesboro", "fort_anne")->road, Road::Brown);
    for (const char* other : {"mt_independence", "fort_george", "castletown", "fort_anne"})
        EXPECT_EQ(board().connection("skenesboro", other)->source.ruleKey(), "B6") << other;
}

TEST(BlockData, RuleB7_TheSupplySourcesOfEachSide) {
    std::set<std::string> american, british;
    for (const auto& p : board().points) {
        if (p.supplySource == Side::American) american.insert(p.id);
        if (p.supplySource == Side::British) british.insert(p.id);
    }
    EXPECT_EQ(american, (std::set<std::string>{"green_mountains", "manchester", "bennington", "albany"}));
    EXPECT_EQ(british, (std::set<std::string>{"valcour_island", "oswego"}));
}

TEST(BlockData, RuleB12_2_FraserCanMarchSkenesboroCastletownPawletManchester) {
    EXPECT_NE(board().connection("skenesboro", "castletown"), nullptr);
    EXPECT_EQ(board().connection("castletown", "pawlet")->source.ruleKey(), "B12.2");
    EXPECT_EQ(board().connection("pawlet", "manchester")->source.ruleKey(), "B12.2");
}

TEST(BlockData, RuleB3_1_ArtilleryIsNeverStrandedOnBlueRoads) {
    // A British gun can go from Valcour Island to Albany, and every American gun's place is on a blue road.
    const auto fromValcour = blueReach("valcour_island");
    EXPECT_TRUE(fromValcour.count("albany"));
    EXPECT_TRUE(fromValcour.count("oswego"));
    for (const auto& p : realBlockData().scenario.placements) {
        if (realBlockData().roster.block(p.block)->type == block::UnitType::Artillery) {
            EXPECT_TRUE(fromValcour.count(p.at)) << p.at;
        }
    }
}

TEST(BlockData, RuleB12_4_BlueRoadSupplyFailsAtCastletownAndPawlet) {
    std::set<std::string> reach;
    for (const auto& end : realBlockData().tables.blueSupply.to) {
        const auto r = blueReach(end);
        reach.insert(r.begin(), r.end());
    }
    EXPECT_TRUE(reach.count("fort_edward"));
    EXPECT_FALSE(reach.count("castletown"));
    EXPECT_FALSE(reach.count("pawlet"));
}

TEST(BlockData, RuleB4_TheBritishBoxesEnterAtValcourIslandAndOswego) {
    const auto* atStart = board().box("british_at_start");
    const auto* turn5 = board().box("british_turn5");
    ASSERT_TRUE(atStart && turn5);
    EXPECT_EQ(atStart->entersAt, std::vector<std::string>{"valcour_island"});
    EXPECT_EQ(turn5->entersAt, std::vector<std::string>{"oswego"});
    EXPECT_EQ(board().box("american_reinforcements")->entersAt, (std::vector<std::string>{"albany", "bennington", "manchester"}));
    EXPECT_EQ(board().box("new_york_city")->kind, block::BoxKind::ClintonHome);
    EXPECT_EQ(board().box("hudson_west_point")->kind, block::BoxKind::ClintonThreat);
}

// B2: a point, a road and a block are found by their ids through the loaded data's index, and
// still found when the lists change after indexing (a copy edited by hand).
TEST(BlockData, RuleB2_LookupsByIdAgreeWithTheListsBeforeAndAfterTheyChange) {
    const block::BlockData& real = realBlockData();
    for (std::size_t i = 0; i < real.map.points.size(); ++i) {
        EXPECT_EQ(real.map.pointPosition(real.map.points[i].id), i);
        std::set<std::string> byIndex, byScan;
        real.map.forEachRoadAt(i, [&](const block::Connection& c, std::size_t other) {
            byIndex.insert(real.map.points[other].id);
            EXPECT_TRUE(c.joins(real.map.points[i].id));
        });
        for (const auto& c : real.map.connections)
            if (c.joins(real.map.points[i].id)) byScan.insert(c.other(real.map.points[i].id));
        EXPECT_EQ(byIndex, byScan) << real.map.points[i].id;
    }
    for (std::size_t i = 0; i < real.roster.blocks.size(); ++i) EXPECT_EQ(real.roster.position(real.roster.blocks[i].id), i);
    EXPECT_EQ(real.roster.block("no-such-block"), nullptr);
    EXPECT_EQ(real.map.point("no-such-point"), nullptr);

    block::BlockData edited = real;
    block::Connection road = edited.map.connections.front();
    road.b = edited.map.points.back().id;
    road.a = edited.map.points.front().id;
    edited.map.connections.push_back(road);
    EXPECT_NE(edited.map.connection(road.a, road.b), nullptr);
    std::swap(edited.roster.blocks.front(), edited.roster.blocks.back());
    EXPECT_EQ(edited.roster.block(real.roster.blocks.front().id), &edited.roster.blocks.back());
    edited.map.points.front().id = "renamed";
    EXPECT_EQ(edited.map.point("renamed"), &edited.map.points.front());
}
