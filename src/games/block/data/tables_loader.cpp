#include <set>

#include "reading.h"
#include "tricorne/block/block_data.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::block {

namespace {
using core::quotedValue;
using reading::Node;
using reading::readFaces;
using reading::readSource;
using reading::withSourceKeys;

// An object of the tables: only its keys, and a citation.
Source section(const Node& n, const std::vector<std::string_view>& fields) {
    n.allowOnly(withSourceKeys(fields));
    return n.present() ? readSource(n, fields) : Source{};
}

// One value a face of the die, 1 to 6 (B5's tables).
std::array<int, 6> sixFaces(const Node& n) {
    std::array<int, 6> out{};
    std::size_t face = 0;
    n.forEach([&](const Node& value) {
        if (face < out.size()) out[face] = value.asInt(0, 6).value_or(0);
        ++face;
    });
    if (n.isArray() && n.size() != out.size()) n.error("one entry a face of the die: 6, not " + std::to_string(n.size()));
    return out;
}

std::optional<int> limit(const Node& n) {
    const Node l = n.required("limit");
    if (l.isNull()) return std::nullopt;
    return l.asInt(1, 1000);
}

class TablesReader {
public:
    TablesReader(Tables& t, const Node& root) : m_t(t), m_root(root) {}

    void read() {
        m_root.allowOnly({"schemaVersion", "game", "unitTypes", "militiaFlee", "actionPoints", "roads", "supply", "battleBoard", "battle", "clinton",
                          "forceMarch", "stLeger", "blueSupply", "militiaReaction", "victory", "retreatToward"});
        m_root.required("game").asString();
        readUnitTypes();
        readActionPoints();
        readRoads();
        readSupply();
        readBattleBoard();
        readBattle();
        readClinton();
        readOptionalRules();
        readVictory();
    }

private:
    void readUnitTypes() {
        static const std::vector<std::string_view> kFields = {"id", "name", "infantry", "sp", "move", "hitOn", "roads"};
        std::set<UnitType> seen;
        const Node list = m_root.required("unitTypes");
        list.forEach([&](const Node& n) {
            n.allowOnly(withSourceKeys(kFields));
            UnitTypeRule r;
            const Node id = n.required("id");
            if (auto text = id.asString()) {
                if (auto type = unitTypeFromId(*text)) {
                    r.type = *type;
                    if (!seen.insert(*type).second) id.error("unit type " + quotedValue(*text) + " is listed twice");
                } else {
                    id.error(quotedValue(*text) + " is not a unit type");
                }
            }
            r.name = n.required("name").asString().value_or("");
            r.infantry = n.required("infantry").asBool().value_or(false);
            if (auto sp = reading::readRange(n.required("sp"), 0, 4)) std::tie(r.minSp, r.maxSp) = *sp;
            if (auto move = reading::readRange(n.required("move"), 0, 9)) std::tie(r.minMove, r.maxMove) = *move;
            r.hitOn = n.optional("hitOn").asInt(1, 6).value_or(0);
            const auto roads = n.optional("roads").stringList();
            for (std::size_t i = 0; i < roads.size(); ++i)
                if (roads[i] != "blue" && roads[i] != "brown") n.optional("roads")[i].error(quotedValue(roads[i]) + " is not a road colour (brown, blue)");
            r.blueRoadsOnly = roads.size() == 1 && roads[0] == "blue";
            r.source = readSource(n, kFields);
            m_t.unitTypes.push_back(std::move(r));
        });
        for (int i = 0; i < kUnitTypeCount; ++i)
            if (list.isArray() && !seen.count(static_cast<UnitType>(i)))
                list.error("no entry for unit type " + quotedValue(unitTypeId(static_cast<UnitType>(i))));
        const Node flee = m_root.required("militiaFlee");
        m_t.militiaFlee.source = section(flee, {"redNonNative", "native"});
        m_t.militiaFlee.redNonNative = flee.required("redNonNative").asInt(0, 6).value_or(0);
        m_t.militiaFlee.native = flee.required("native").asInt(0, 6).value_or(0);
    }

    void readActionPoints() {
        const Node n = m_root.required("actionPoints");
        auto& ap = m_t.actionPoints;
        ap.source = section(n, {"base", "britishAdds", "americanAdds", "tieMovesFirst", "arnold", "moveCost", "nativeMoveAllCost", "outOfSupplyCost"});
        ap.base = n.required("base").asInt(0, 10).value_or(0);
        ap.britishAdds = sixFaces(n.required("britishAdds"));
        ap.americanAdds = sixFaces(n.required("americanAdds"));
        ap.tieMovesFirst = reading::readSide(n.required("tieMovesFirst")).value_or(Side::American);
        ap.moveCost = n.required("moveCost").asInt(1, 10).value_or(0);
        ap.nativeMoveAllCost = n.required("nativeMoveAllCost").asInt(1, 10).value_or(0);
        ap.outOfSupplyCost = n.required("outOfSupplyCost").asInt(1, 10).value_or(0);
        const Node arnold = n.required("arnold");
        section(arnold, {"bonus", "block"});
        ap.arnoldBonus = arnold.required("bonus").asInt(0, 10).value_or(0);
        ap.arnoldBlock = arnold.required("block").asString().value_or("");
    }

    void readRoads() {
        const Node n = m_root.required("roads");
        n.allowOnly({"brown", "blue", "crossing"});
        for (auto [key, slot] : {std::pair{"brown", &RoadLimits::brown}, std::pair{"blue", &RoadLimits::blue}, std::pair{"crossing", &RoadLimits::crossing}}) {
            const Node road = n.required(key);
            const Source s = section(road, {"limit"});
            if (std::string_view(key) == "brown") m_t.roads.source = s;
            m_t.roads.*slot = limit(road);
        }
    }

    void readSupply() {
        const Node n = m_root.required("supply");
        m_t.supply.source = section(n, {"nativeAlwaysInSupply", "nativeCutsSupply"});
        m_t.supply.nativeAlwaysInSupply = n.required("nativeAlwaysInSupply").asBool().value_or(false);
        m_t.supply.nativeCutsSupply = n.required("nativeCutsSupply").asBool().value_or(true);
    }

    void readBattleBoard() {
        const Node n = m_root.required("battleBoard");
        auto& b = m_t.battleBoard;
        b.source = section(n, {"positions", "reserve", "firesAt", "minimumInfantryOrArtilleryEach"});
        b.positions = n.required("positions").stringList();
        b.reserve = n.required("reserve").asString().value_or("");
        const std::set<std::string> positions(b.positions.begin(), b.positions.end());
        if (n.optional("positions").isArray() && positions.size() != 3) n.optional("positions").error("the battle board has three battlefield positions a side (B9.1)");
        n.required("firesAt").forEachMember([&](const std::string& from, const Node& to) {
            auto target = to.asString();
            if (!target) return;
            if (!positions.count(from) || !positions.count(*target)) to.error(quotedValue(from) + " -> " + quotedValue(*target) + " names a position not on the board");
            b.firesAt.emplace_back(from, *target);
        });
        b.minimumInfantryOrArtilleryEach = n.required("minimumInfantryOrArtilleryEach").asInt(0, 10).value_or(0);
    }

    void readBattle() {
        const Node n = m_root.required("battle");
        n.allowOnly({"skirmish", "overrun", "rounds", "crossing", "fort", "withdrawalFire"});
        auto& b = m_t.battle;
        const Node skirmish = n.required("skirmish");
        b.skirmishSource = section(skirmish, {"unitsBelow"});
        b.skirmishUnitsBelow = skirmish.required("unitsBelow").asInt(1, 100).value_or(0);
        const Node overrun = n.required("overrun");
        b.overrunSource = section(overrun, {"attackersAtLeast", "defendersBelow", "spLoss", "forts"});
        b.overrunAttackersAtLeast = overrun.required("attackersAtLeast").asInt(1, 100).value_or(0);
        b.overrunDefendersBelow = overrun.required("defendersBelow").asInt(1, 100).value_or(0);
        b.overrunSpLoss = overrun.required("spLoss").asInt(0, 4).value_or(0);
        b.overrunForts = overrun.required("forts").asBool().value_or(false);
        const Node rounds = n.required("rounds");
        b.roundsSource = section(rounds, {"withdrawFromRound", "nativeRounds"});
        b.withdrawFromRound = rounds.required("withdrawFromRound").asInt(1, 10).value_or(0);
        b.nativeRounds = rounds.required("nativeRounds").asInt(1, 10).value_or(0);
        const Node crossing = n.required("crossing");
        b.crossingSource = section(crossing, {"firstRoundDiceLoss"});
        b.crossingFirstRoundDiceLoss = crossing.required("firstRoundDiceLoss").asInt(0, 4).value_or(0);
        const Node fort = n.required("fort");
        b.fortSource = section(fort, {"firstRoundDiceLossInfantry", "firstRoundDiceLossNative", "firstRoundDiceLossArtillery", "militiaIgnoresFlee"});
        b.fortFirstRoundDiceLossInfantry = fort.required("firstRoundDiceLossInfantry").asInt(0, 4).value_or(0);
        b.fortFirstRoundDiceLossNative = fort.required("firstRoundDiceLossNative").asInt(0, 4).value_or(0);
        b.fortFirstRoundDiceLossArtillery = fort.required("firstRoundDiceLossArtillery").asInt(0, 4).value_or(0);
        b.fortMilitiaIgnoresFlee = fort.required("militiaIgnoresFlee").asBool().value_or(false);
        const Node fire = n.required("withdrawalFire");
        b.withdrawalFireSource = section(fire, {"dicePerBlock", "hitOn"});
        b.withdrawalFireDicePerBlock = fire.required("dicePerBlock").asInt(0, 10).value_or(0);
        b.withdrawalFireHitOn = fire.required("hitOn").asInt(1, 6).value_or(0);
    }

    void readClinton() {
        const Node n = m_root.required("clinton");
        auto& c = m_t.clinton;
        c.source = section(n, {"fromTurn", "apCost", "activeOn", "units", "minSp", "unitTypes", "returnTo"});
        c.fromTurn = n.required("fromTurn").asInt(1, 100).value_or(0);
        c.apCost = n.required("apCost").asInt(0, 10).value_or(0);
        c.activeOn = readFaces(n.required("activeOn"));
        c.units = n.required("units").asInt(1, 100).value_or(0);
        c.minSp = n.required("minSp").asInt(0, 400).value_or(0);
        const Node types = n.required("unitTypes");
        const auto ids = types.stringList();
        for (std::size_t i = 0; i < ids.size(); ++i) {
            if (auto t = unitTypeFromId(ids[i]))
                c.unitTypes.push_back(*t);
            else
                types[i].error(quotedValue(ids[i]) + " is not a unit type");
        }
        c.returnTo = n.required("returnTo").asString().value_or("");
    }

    void readOptionalRules() {
        const Node fm = m_root.required("forceMarch");
        auto& f = m_t.forceMarch;
        f.source = section(fm, {"apCost", "leaderSucceedsOn", "unitFollowsOn", "attritionOn"});
        f.apCost = fm.required("apCost").asInt(0, 10).value_or(0);
        f.leaderSucceedsOn = readFaces(fm.required("leaderSucceedsOn"));
        f.unitFollowsOn = readFaces(fm.required("unitFollowsOn"));
        f.attritionOn = readFaces(fm.required("attritionOn"));
        const Node sl = m_root.required("stLeger");
        m_t.stLeger.source = section(sl, {"extraUnits", "from", "leader"});
        m_t.stLeger.extraUnits = sl.required("extraUnits").asInt(0, 20).value_or(0);
        m_t.stLeger.fromBox = sl.required("from").asString().value_or("");
        m_t.stLeger.leader = sl.required("leader").asString().value_or("");
        const Node bs = m_root.required("blueSupply");
        m_t.blueSupply.source = section(bs, {"to", "apLoss"});
        m_t.blueSupply.to = bs.required("to").stringList();
        m_t.blueSupply.apLoss = bs.required("apLoss").asInt(0, 10).value_or(0);
        const Node mr = m_root.required("militiaReaction");
        m_t.militiaReaction.source = section(mr, {"beforeTurn"});
        m_t.militiaReaction.beforeTurn = mr.required("beforeTurn").asInt(1, 100).value_or(0);
    }

    void readVictory() {
        const Node v = m_root.required("victory");
        m_t.victory.source = section(v, {"british", "americanIfBritishSpBelow"});
        v.required("british").forEach([&](const Node& set) {
            auto points = set.stringList();
            if (set.isArray() && points.empty()) set.error("a victory condition names at least one point");
            m_t.victory.british.push_back(std::move(points));
        });
        m_t.victory.americanIfBritishSpBelow = v.required("americanIfBritishSpBelow").asInt(0, 1000).value_or(0);
        const Node r = m_root.required("retreatToward");
        m_t.retreatToward.source = section(r, {"british", "american", "americanEdge"});
        m_t.retreatToward.british = r.required("british").stringList();
        m_t.retreatToward.american = r.required("american").stringList();
        m_t.retreatToward.americanEdge = r.required("americanEdge").asEnum({"north", "east", "south", "west"}).value_or("");
    }

    Tables& m_t;
    const Node& m_root;
};
}  // namespace

Loaded<Tables> loadTables(const std::string& path, const std::string& displayPath) {
    return reading::loadFile<Tables>(path, displayPath, [](const Node& root, Tables& tables) { TablesReader(tables, root).read(); });
}

}  // namespace tricorne::block
