#include <chrono>
#include <cstdio>
#include <regex>
#include <utility>

#include "reading.h"
#include "tricorne/block/block_data.h"
#include "tricorne/engine/quoted.h"

namespace tricorne::block {

namespace {
using core::quotedValue;
using reading::Node;
using reading::readSource;
using reading::withSourceKeys;

// The "rulings" object: each switch read once, with its A-number, and no switch unknown.
class RulingReader {
public:
    RulingReader(const Node& rulings, std::vector<RulingSwitch>& switches) : m_rulings(rulings), m_switches(switches) {}
    // No switch but the ones read: a misspelt switch is named.
    void finish() const { m_rulings.allowOnly(m_keys); }

    void flag(std::string_view key, bool& value) {
        const Node v = entry(key);
        if (auto b = v.asBool()) {
            value = *b;
            m_switches.back().value = *b ? "true" : "false";
        }
    }

    // A switch of which one reading alone can be played: the other is refused with the reason (docs/rulings.md).
    void settled(std::string_view key, bool& value, bool played, const std::string& why) {
        const Node v = entry(key);
        if (auto b = v.asBool()) {
            value = *b;
            m_switches.back().value = *b ? "true" : "false";
            if (*b != played) v.error(std::string("only ") + (played ? "true" : "false") + " can be played: " + why);
        }
    }

    void number(std::string_view key, int& value, int lo, int hi) {
        const Node v = entry(key);
        if (auto n = v.asInt(lo, hi)) {
            value = *n;
            m_switches.back().value = std::to_string(*n);
        }
    }

    template <typename E>
    void choice(std::string_view key, E& value, std::initializer_list<std::pair<std::string_view, E>> choices) {
        const Node v = entry(key);
        std::vector<std::string_view> names;
        for (const auto& c : choices) names.push_back(c.first);
        if (auto text = v.asEnum(names)) {
            for (const auto& c : choices)
                if (c.first == *text) value = c.second;
            m_switches.back().value = *text;
        }
    }

private:
    Node entry(std::string_view key) {
        m_keys.push_back(key);
        const Node e = m_rulings.required(key);
        e.allowOnly({"value", "ambiguity"});
        RulingSwitch s{std::string(key), "", ""};
        const Node a = e.required("ambiguity");
        if (auto text = a.asString()) {
            static const std::regex kAmbiguity("A([1-9]|[1-3][0-9]|4[0-2])");
            if (std::regex_match(*text, kAmbiguity))
                s.ambiguity = *text;
            else
                a.error(quotedValue(*text) + " is not one of the ambiguities A1-A42 (docs/rulings.md)");
        }
        m_switches.push_back(std::move(s));
        return e.required("value");
    }

    const Node& m_rulings;
    std::vector<RulingSwitch>& m_switches;
    std::vector<std::string_view> m_keys;
};

void readRulings(const Node& n, Scenario& s) {
    Rulings& r = s.rulings;
    RulingReader read(n, s.rulingSwitches);
    read.flag("fortIsSupplySource", r.fortIsSupplySource);
    read.flag("redNonNativeCountsAsBritishOrHessian", r.redNonNativeCountsAsBritishOrHessian);
    read.choice("militiaFleeCausedBy", r.militiaFleeCausedBy,
                {{"redNonNative", FleeCausedBy::RedNonNative}, {"infantryAndArtillery", FleeCausedBy::InfantryAndArtillery}, {"infantryOnly", FleeCausedBy::InfantryOnly}});
    read.flag("arnoldApCountsForFirstMove", r.arnoldApCountsForFirstMove);
    read.settled("arnoldApMovesHisGroup", r.arnoldApMovesHisGroup, true, "B6 makes every activation of a leader the move of his group (A6)");
    read.flag("arnoldLosesDieAgainstFort", r.arnoldLosesDieAgainstFort);
    read.flag("arnoldLosesDieAcrossWater", r.arnoldLosesDieAcrossWater);
    read.number("arnoldRetreatFireDice", r.arnoldRetreatFireDice, 1, 4);
    read.flag("leaderCountsInOwnGroup", r.leaderCountsInOwnGroup);
    read.flag("leaderMayMoveInAnotherGroup", r.leaderMayMoveInAnotherGroup);
    read.flag("leaderAloneHoldsPosition", r.leaderAloneHoldsPosition);
    read.flag("arrivalCostsAp", r.arrivalCostsAp);
    read.flag("blocksMayStayInBritishBox", r.blocksMayStayInBritishBox);
    read.flag("reinforcementEntryCostsAp", r.reinforcementEntryCostsAp);
    read.settled("militiaPlacementPublic", r.militiaPlacementPublic, true, "B4 places the militia after the fixed set-up, on the open board, each block standing with its label toward its owner (A14)");
    read.flag("militiaCapCountsOnlyMilitia", r.militiaCapCountsOnlyMilitia);
    read.choice("victoryCheckedAt", r.victoryCheckedAt, {{"endOfAmericanPlayerTurn", VictoryCheck::EndOfAmericanPlayerTurn}, {"endOfTurn", VictoryCheck::EndOfTurn}});
    read.choice("brownLimitScope", r.brownLimitScope, {{"perConnection", LimitScope::PerConnection}, {"perTurn", LimitScope::PerTurn}});
    read.flag("brownLimitCountsLeaders", r.brownLimitCountsLeaders);
    read.flag("brownLimitCountsNative", r.brownLimitCountsNative);
    read.flag("crossingLimitCountsLeaders", r.crossingLimitCountsLeaders);
    read.flag("artilleryGroupMayTakeBrown", r.artilleryGroupMayTakeBrown);
    read.flag("supplyTraceAnyRoad", r.supplyTraceAnyRoad);
    read.number("clintonTriesPerTurn", r.clintonTriesPerTurn, 1, 10);
    read.flag("clintonEliteCountAsRegular", r.clintonEliteCountAsRegular);
    read.flag("clintonSendAllIfShort", r.clintonSendAllIfShort);
    read.flag("leadersCountTowardThree", r.leadersCountTowardThree);
    read.flag("nativeCountTowardThree", r.nativeCountTowardThree);
    read.flag("shortSideFightsSkirmish", r.shortSideFightsSkirmish);
    read.flag("overrunRevealsDefenders", r.overrunRevealsDefenders);
    read.choice("fortSkirmishAttackingMilitiaFlee", r.fortSkirmishAttackingMilitiaFlee, {{"toReserve", FortSkirmishFlee::ToReserve}, {"ignored", FortSkirmishFlee::Ignored}});
    read.flag("reserveRevealedWhenMoved", r.reserveRevealedWhenMoved);
    read.number("firstRoundDiceLossMax", r.firstRoundDiceLossMax, 1, 2);
    read.flag("excessHitsLost", r.excessHitsLost);
    read.flag("retreatFireTerrainLossEveryRound", r.retreatFireTerrainLossEveryRound);
    read.flag("nativeAloneLeavingIsWithdrawal", r.nativeAloneLeavingIsWithdrawal);
    read.choice("fleeingMilitiaChosenBy", r.fleeingMilitiaChosenBy, {{"owner", Chooser::Owner}, {"firer", Chooser::Firer}});
    read.settled("retreatsIgnoreRoadLimits", r.retreatsIgnoreRoadLimits, true, "B10 forbids splitting a retreat, which a road limit would force (A34)");
    read.settled("retreatTowardSupplyBinding", r.retreatTowardSupplyBinding, false, "B10 gives no measure of \"towards\" to bind a retreat to (A34)");
    read.flag("britishSpIncludesNative", r.britishSpIncludesNative);
    read.flag("britishSpIncludesBoxes", r.britishSpIncludesBoxes);
    read.flag("suddenDeathAfterEveryHit", r.suddenDeathAfterEveryHit);
    read.flag("leaderAloneHoldsVictoryPoint", r.leaderAloneHoldsVictoryPoint);
    read.settled("holdingBoxCountVisible", r.holdingBoxCountVisible, true, "B12.1's boxes stand on the board below the Turn Track, in view of both players, only the labels facing their owner (A36, A43)");
    read.flag("forceMarchFailedAttemptCounts", r.forceMarchFailedAttemptCounts);
    read.flag("forceMarchLeaderAloneMay", r.forceMarchLeaderAloneMay);
    read.flag("forceMarchRoadLimitsApply", r.forceMarchRoadLimitsApply);
    read.flag("forceMarchEndsNormalMovement", r.forceMarchEndsNormalMovement);
    read.flag("forceMarchOutOfSupplyDoubles", r.forceMarchOutOfSupplyDoubles);
    read.flag("stLegerChosenAtSetup", r.stLegerChosenAtSetup);
    read.choice("blueSupplyApLossPer", r.blueSupplyApLossPer, {{"unit", ApLossPer::Unit}, {"turn", ApLossPer::Turn}});
    read.choice("blueSupplyApLossWhen", r.blueSupplyApLossWhen, {{"now", ApLossWhen::Now}, {"nextTurn", ApLossWhen::NextTurn}});
    read.flag("blueSupplyTiconderogaOnlyIfHeld", r.blueSupplyTiconderogaOnlyIfHeld);
    read.number("idleRoundsEndBattle", r.idleRoundsEndBattle, 0, 10);
    read.choice("militiaReactionTrigger", r.militiaReactionTrigger, {{"battleOrOverrun", ReactionTrigger::BattleOrOverrun}, {"battle", ReactionTrigger::BattleOnly}});
    read.finish();
}

void readOptions(const Node& n, OptionalRules& o) {
    const std::vector<std::pair<std::string_view, std::pair<bool OptionalRules::*, std::string_view>>> kOptions = {
        {"holdingBoxes", {&OptionalRules::holdingBoxes, "B12.1"}},   {"forceMarch", {&OptionalRules::forceMarch, "B12.2"}},
        {"stLegerPlus2", {&OptionalRules::stLegerPlus2, "B12.3"}},   {"britishBlueSupply", {&OptionalRules::britishBlueSupply, "B12.4"}},
        {"militiaReaction", {&OptionalRules::militiaReaction, "B12.5"}}};
    std::vector<std::string_view> keys;
    for (const auto& [key, slot] : kOptions) {
        keys.push_back(key);
        const Node option = n.required(key);
        option.allowOnly({"value", "rule"});
        o.*(slot.first) = option.required("value").asBool().value_or(false);
        const Node rule = option.required("rule");
        if (auto text = rule.asString(); text && *text != slot.second)
            rule.error("the option " + std::string(key) + " is rule " + std::string(slot.second) + ", not " + quotedValue(*text));
    }
    n.allowOnly(keys);
}

void readCalendar(const Node& n, Calendar& c) {
    n.allowOnly(withSourceKeys({"firstTurnStart", "daysPerTurn", "anchor"}));
    const Node start = n.required("firstTurnStart");
    if (auto text = start.asString()) {
        int y = 0, m = 0, d = 0;
        const bool parsed = std::sscanf(text->c_str(), "%4d-%2d-%2d", &y, &m, &d) == 3 && text->size() == 10;
        const std::chrono::year_month_day date{std::chrono::year(y), std::chrono::month(static_cast<unsigned>(m)), std::chrono::day(static_cast<unsigned>(d))};
        if (!parsed || !date.ok())
            start.error(quotedValue(*text) + " is not a date YYYY-MM-DD");
        else
            c.year = y, c.month = m, c.day = d;
    }
    c.daysPerTurn = n.required("daysPerTurn").asInt(1, 31).value_or(0);
    const Node anchor = n.required("anchor");
    anchor.allowOnly({"text", "year", "month", "fromDay", "source"});
    c.anchorText = anchor.required("text").asString().value_or("");
    c.anchorYear = anchor.required("year").asInt(1700, 1800).value_or(0);
    c.anchorMonth = anchor.required("month").asInt(1, 12).value_or(0);
    c.anchorFromDay = anchor.required("fromDay").asInt(1, 31).value_or(0);
    if (anchor.present()) readSource(anchor, {"text", "year", "month", "fromDay"});
    c.source = readSource(n, {"firstTurnStart", "daysPerTurn", "anchor"});
}

void readBoxes(const Node& n, Scenario& s) {
    n.forEachMember([&](const std::string& box, const Node& b) {
        b.allowOnly(withSourceKeys({"turn", "blocks"}));
        BoxContents c;
        c.box = box;
        c.turn = b.optional("turn").asInt(1, 100).value_or(1);
        c.blocks = b.required("blocks").stringList();
        c.source = readSource(b, {"turn", "blocks"});
        s.boxes.push_back(std::move(c));
    });
}

void readReinforcements(const Node& n, Scenario& s) {
    n.allowOnly(withSourceKeys({"box", "blocks"}));
    s.reinforcementBox = n.required("box").asString().value_or("");
    n.required("blocks").forEach([&](const Node& r) {
        r.allowOnly(withSourceKeys({"block", "turn"}));
        Reinforcement e;
        e.block = r.required("block").asString().value_or("");
        e.turn = r.required("turn").asInt(1, 100).value_or(0);
        e.source = readSource(r, {"block", "turn"});
        s.reinforcements.push_back(std::move(e));
    });
    readSource(n, {"box", "blocks"});
}

void readMilitia(const Node& n, MilitiaSetup& m) {
    n.allowOnly(withSourceKeys({"capPerPoint", "notWithNative", "blocks"}));
    n.required("capPerPoint").forEachMember([&](const std::string& region, const Node& cap) {
        if (auto c = cap.asInt(0, 100)) m.capPerPoint[region] = *c;
    });
    m.notWithNative = n.required("notWithNative").asBool().value_or(true);
    m.blocks = n.required("blocks").stringList();
    m.source = readSource(n, {"capPerPoint", "notWithNative", "blocks"});
}
void readScenario(const Node& root, Scenario& s) {
    root.allowOnly({"schemaVersion", "id", "game", "name", "turns", "calendar", "placements", "americanSetupPoints", "boxes", "reinforcements",
                    "militia", "options", "rulings"});
    s.id = root.required("id").asString().value_or("");
    root.required("game").asString();
    s.name = root.required("name").asString().value_or("");
    s.turns = root.required("turns").asInt(1, 100).value_or(0);
    readCalendar(root.required("calendar"), s.calendar);
    root.required("placements").forEach([&](const Node& p) {
        p.allowOnly(withSourceKeys({"block", "at"}));
        Placement placement;
        placement.block = p.required("block").asString().value_or("");
        placement.at = p.required("at").asString().value_or("");
        placement.source = readSource(p, {"block", "at"});
        s.placements.push_back(std::move(placement));
    });
    const Node setup = root.required("americanSetupPoints");
    setup.allowOnly(withSourceKeys({"points"}));
    s.americanSetupPoints = setup.required("points").stringList();
    if (setup.present()) s.americanSetupSource = readSource(setup, {"points"});
    readBoxes(root.required("boxes"), s);
    readReinforcements(root.required("reinforcements"), s);
    readMilitia(root.required("militia"), s.militia);
    readOptions(root.required("options"), s.options);
    readRulings(root.required("rulings"), s);
}

}  // namespace

Loaded<Scenario> loadScenario(const std::string& path, const std::string& displayPath) {
    return reading::loadFile<Scenario>(path, displayPath, readScenario);
}

}  // namespace tricorne::block
