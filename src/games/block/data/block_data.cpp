#include <filesystem>
#include <map>
#include <set>

#include "tricorne/block/block_data.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::block {

namespace {
using core::quotedValue;

// The cross-checks between the four files: each error names the file and the pointer of the
// entry that is wrong.
class CrossCheck {
public:
    CrossCheck(const BlockData& d, const std::string& dir, DataErrors& errors)
        : m_d(d), m_map(dir + "/map.json"), m_units(dir + "/units.json"), m_tables(dir + "/tables.json"), m_scenario(dir + "/scenario.json"), m_errors(errors) {}

    void run() {
        checkBlocksAgainstTypes();
        checkTables();
        checkPlacements();
        checkBoxes();
        checkReinforcements();
        checkMilitia();
        checkEveryBlockSetUpOnce();
        checkCalendar();
    }

private:
    void error(const std::string& file, const std::string& pointer, const std::string& message) { m_errors.push_back({file, pointer, message}); }

    bool pointRef(const std::string& file, const std::string& pointer, const std::string& id) {
        if (m_d.map.point(id)) return true;
        error(file, pointer, quotedValue(id) + " is not a point of the map");
        return false;
    }

    const Block* blockRef(const std::string& file, const std::string& pointer, const std::string& id) {
        const Block* b = m_d.roster.block(id);
        if (!b) error(file, pointer, quotedValue(id) + " is not a block of units.json");
        return b;
    }

    // B3.1: each block's strength inside its type's range, a leader's rate inside the leaders'.
    void checkBlocksAgainstTypes() {
        for (std::size_t i = 0; i < m_d.roster.blocks.size(); ++i) {
            const Block& b = m_d.roster.blocks[i];
            const UnitTypeRule* rule = m_d.tables.unitType(b.type);
            if (!rule) continue;
            const std::string at = "/blocks/" + std::to_string(i);
            if (b.sp < rule->minSp || b.sp > rule->maxSp)
                error(m_units, at + "/sp", b.name + " has " + std::to_string(b.sp) + " SP; a " + rule->name + " block has " + std::to_string(rule->minSp) +
                                               (rule->minSp == rule->maxSp ? "" : "-" + std::to_string(rule->maxSp)) + " (B3.1)");
            if (b.move > 0 && (b.move < rule->minMove || b.move > rule->maxMove))
                error(m_units, at + "/move", b.name + " moves " + std::to_string(b.move) + "; a " + rule->name + " moves " + std::to_string(rule->minMove) + "-" +
                                                 std::to_string(rule->maxMove) + " (B3.1)");
        }
    }

    void checkTables() {
        const Tables& t = m_d.tables;
        if (const Block* arnold = blockRef(m_tables, "/actionPoints/arnold/block", t.actionPoints.arnoldBlock); arnold && !arnold->isLeader())
            error(m_tables, "/actionPoints/arnold/block", arnold->name + " is not a leader (B3.1)");
        pointRef(m_tables, "/clinton/returnTo", t.clinton.returnTo);
        if (!m_d.map.box(t.stLeger.fromBox)) error(m_tables, "/stLeger/from", quotedValue(t.stLeger.fromBox) + " is not a box of the map");
        if (const Block* leader = blockRef(m_tables, "/stLeger/leader", t.stLeger.leader); leader && !leader->isLeader())
            error(m_tables, "/stLeger/leader", leader->name + " is not a leader (B12.3)");
        for (std::size_t i = 0; i < t.blueSupply.to.size(); ++i) pointRef(m_tables, "/blueSupply/to/" + std::to_string(i), t.blueSupply.to[i]);
        for (std::size_t i = 0; i < t.victory.british.size(); ++i)
            for (std::size_t j = 0; j < t.victory.british[i].size(); ++j)
                pointRef(m_tables, "/victory/british/" + std::to_string(i) + "/" + std::to_string(j), t.victory.british[i][j]);
        for (std::size_t i = 0; i < t.retreatToward.british.size(); ++i) pointRef(m_tables, "/retreatToward/british/" + std::to_string(i), t.retreatToward.british[i]);
        for (std::size_t i = 0; i < t.retreatToward.american.size(); ++i) pointRef(m_tables, "/retreatToward/american/" + std::to_string(i), t.retreatToward.american[i]);
        // B7: each side traces supply to a source of its own.
        for (Side side : {Side::American, Side::British}) {
            bool any = false;
            for (const auto& p : m_d.map.points) any = any || p.supplySource == side;
            if (!any) error(m_map, "/points", "no point is a " + std::string(sideName(side)) + " supply source (B7)");
        }
        if (t.clinton.fromTurn > m_d.scenario.turns) error(m_tables, "/clinton/fromTurn", "Clinton's first turn is after the game's last (" + std::to_string(m_d.scenario.turns) + ")");
    }

    // Records where a block is set up; a block set up twice is refused naming the first place.
    void setUp(const std::string& id, const std::string& pointer) {
        if (id.empty()) return;
        auto [it, first] = m_setUp.emplace(id, pointer);
        if (!first) error(m_scenario, pointer, quotedValue(id) + " is already set up at " + it->second);
    }

    void checkPlacements() {
        const Scenario& s = m_d.scenario;
        const std::set<std::string> americanPlaces(s.americanSetupPoints.begin(), s.americanSetupPoints.end());
        for (std::size_t i = 0; i < s.americanSetupPoints.size(); ++i) pointRef(m_scenario, "/americanSetupPoints/points/" + std::to_string(i), s.americanSetupPoints[i]);
        for (std::size_t i = 0; i < s.placements.size(); ++i) {
            const Placement& p = s.placements[i];
            const std::string at = "/placements/" + std::to_string(i);
            setUp(p.block, at + "/block");
            const Block* b = blockRef(m_scenario, at + "/block", p.block);
            if (!pointRef(m_scenario, at + "/at", p.at) || !b) continue;
            // B4: the British set up only their Native blocks on the map; the Americans at five places.
            if (b->side == Side::British && b->type != UnitType::Native)
                error(m_scenario, at + "/block", b->name + " starts in a British box, not on the map (B4)");
            if (b->side == Side::American && (b->type == UnitType::Militia || !americanPlaces.count(p.at)))
                error(m_scenario, at + "/at", b->name + (b->type == UnitType::Militia ? " is militia, placed by the American (B4)" : " cannot set up at " + p.at + ": not an American set-up place (B4)"));
        }
    }

    void checkBoxes() {
        const Scenario& s = m_d.scenario;
        for (const BoxContents& c : s.boxes) {
            const std::string at = "/boxes/" + c.box;
            const Box* box = m_d.map.box(c.box);
            if (!box) {
                error(m_scenario, at, quotedValue(c.box) + " is not a box of the map");
                continue;
            }
            if (box->kind == BoxKind::AmericanReinforcements || box->kind == BoxKind::ClintonThreat)
                error(m_scenario, at, box->name + " starts empty: American reinforcements are listed under /reinforcements (B4, B8)");
            if (c.turn > s.turns) error(m_scenario, at + "/turn", "turn " + std::to_string(c.turn) + " is after the game's last (" + std::to_string(s.turns) + ")");
            for (std::size_t i = 0; i < c.blocks.size(); ++i) {
                const std::string p = at + "/blocks/" + std::to_string(i);
                setUp(c.blocks[i], p);
                if (const Block* b = blockRef(m_scenario, p, c.blocks[i]); b && b->side != Side::British)
                    error(m_scenario, p, b->name + " is American; the " + box->name + " box holds British blocks (B4)");
            }
        }
    }

    void checkReinforcements() {
        const Scenario& s = m_d.scenario;
        const Box* box = m_d.map.box(s.reinforcementBox);
        if (!box || box->kind != BoxKind::AmericanReinforcements)
            error(m_scenario, "/reinforcements/box", quotedValue(s.reinforcementBox) + " is not the map's American reinforcement box");
        bool militiaOnReactionTurn = false;
        for (std::size_t i = 0; i < s.reinforcements.size(); ++i) {
            const Reinforcement& r = s.reinforcements[i];
            const std::string at = "/reinforcements/blocks/" + std::to_string(i);
            setUp(r.block, at + "/block");
            const Block* b = blockRef(m_scenario, at + "/block", r.block);
            if (b && b->side != Side::American) error(m_scenario, at + "/block", b->name + " is British; only the American has reinforcements (B4)");
            if (r.turn > s.turns) error(m_scenario, at + "/turn", "turn " + std::to_string(r.turn) + " is after the game's last (" + std::to_string(s.turns) + ")");
            militiaOnReactionTurn = militiaOnReactionTurn || (b && b->type == UnitType::Militia && r.turn == m_d.tables.militiaReaction.beforeTurn);
        }
        // B12.5 brings forward the militia of turn 5: there must be some.
        if (!militiaOnReactionTurn)
            error(m_tables, "/militiaReaction/beforeTurn", "no American militia arrives on turn " + std::to_string(m_d.tables.militiaReaction.beforeTurn) + " (B12.5)");
    }

    // B4: militia go where no Native block is, at most the region's cap a point; the caps of
    // the map's points must hold every militia block.
    void checkMilitia() {
        const MilitiaSetup& m = m_d.scenario.militia;
        for (const auto& [region, cap] : m.capPerPoint)
            if (!m_d.map.region(region)) error(m_scenario, "/militia/capPerPoint/" + region, quotedValue(region) + " is not a region of the map");
        for (const auto& r : m_d.map.regions)
            if (!m.capPerPoint.count(r.id)) error(m_scenario, "/militia/capPerPoint", "no cap for region " + quotedValue(r.id) + " (B4)");
        std::set<std::string> nativePoints;
        for (const auto& p : m_d.scenario.placements)
            if (const Block* b = m_d.roster.block(p.block); b && b->type == UnitType::Native) nativePoints.insert(p.at);
        int room = 0;
        for (const auto& p : m_d.map.points)
            if (auto cap = m.capPerPoint.find(p.region); cap != m.capPerPoint.end() && !(m.notWithNative && nativePoints.count(p.id))) room += cap->second;
        for (std::size_t i = 0; i < m.blocks.size(); ++i) {
            const std::string at = "/militia/blocks/" + std::to_string(i);
            setUp(m.blocks[i], at);
            if (const Block* b = blockRef(m_scenario, at, m.blocks[i]); b && b->type != UnitType::Militia)
                error(m_scenario, at, b->name + " is not militia (B4)");
        }
        if (static_cast<int>(m.blocks.size()) > room)
            error(m_scenario, "/militia/blocks", std::to_string(m.blocks.size()) + " militia blocks, but the caps by region leave room for " + std::to_string(room) + " (B4)");
    }

    void checkEveryBlockSetUpOnce() {
        for (std::size_t i = 0; i < m_d.roster.blocks.size(); ++i) {
            const Block& b = m_d.roster.blocks[i];
            if (!b.id.empty() && !m_setUp.count(b.id))
                error(m_units, "/blocks/" + std::to_string(i), b.name + " is never set up: scenario.json places it nowhere (B4)");
        }
    }

    // B8 dates Clinton's first turn: the calendar must agree.
    void checkCalendar() {
        const Calendar& c = m_d.scenario.calendar;
        if (c.daysPerTurn <= 0 || c.year == 0) return;
        const auto first = c.firstDayOf(m_d.tables.clinton.fromTurn);
        const auto last = c.lastDayOf(m_d.tables.clinton.fromTurn);
        const auto key = [](const Calendar::Date& d) { return d.year * 10000 + d.month * 100 + d.day; };
        const int from = c.anchorYear * 10000 + c.anchorMonth * 100 + c.anchorFromDay;
        const int monthEnd = c.anchorYear * 10000 + c.anchorMonth * 100 + 31;
        if (key(last) < from || key(first) > monthEnd)
            error(m_scenario, "/calendar", "turn " + std::to_string(m_d.tables.clinton.fromTurn) + " runs " + std::to_string(first.day) + " " + monthName(first.month) + " to " +
                                               std::to_string(last.day) + " " + monthName(last.month) + ", not " + c.anchorText + " (B8)");
    }

    const BlockData& m_d;
    std::string m_map, m_units, m_tables, m_scenario;
    DataErrors& m_errors;
    std::map<std::string, std::string> m_setUp;  // block -> where scenario.json sets it up
};
}  // namespace

Loaded<BlockData> loadBlockData(const std::string& dir, const std::string& displayDir) {
    Loaded<BlockData> out;
    const std::filesystem::path root(dir);
    auto map = loadCampaignMap((root / "map.json").string(), displayDir + "/map.json");
    auto roster = loadRoster((root / "units.json").string(), displayDir + "/units.json");
    auto tables = loadTables((root / "tables.json").string(), displayDir + "/tables.json");
    auto scenario = loadScenario((root / "scenario.json").string(), displayDir + "/scenario.json");
    for (const DataErrors* e : {&map.errors, &roster.errors, &tables.errors, &scenario.errors}) out.errors.insert(out.errors.end(), e->begin(), e->end());
    if (!out.errors.empty()) return out;
    BlockData data{std::move(*map.value), std::move(*roster.value), std::move(*tables.value), std::move(*scenario.value)};
    CrossCheck(data, displayDir, out.errors).run();
    if (out.errors.empty()) out.value = std::move(data);
    return out;
}

}  // namespace tricorne::block
