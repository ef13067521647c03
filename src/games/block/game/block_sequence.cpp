// B5 Sequence of Play: the AP dice and who moves first, the two player-turns, the victory
// check (B11, A16) and the end of the turn; B8 Clinton's threat up the Hudson (A22); B12.4
// the British blue-road supply at the end of a British player-turn (A39).
#include <algorithm>
#include <numeric>

#include "block_rules.h"

namespace tricorne::block::detail {

namespace {

const std::string kHudson = "hudson_west_point";
const std::string kNewYork = "new_york_city";

std::string boxOf(const BlockData& data, BoxKind kind) {
    for (const auto& b : data.map.boxes)
        if (b.kind == kind) return b.id;
    return {};
}

std::string clintonId(const BlockData& data) {
    for (const auto& b : data.roster.blocks)
        if (b.type == UnitType::Commander) return b.id;
    return {};
}

bool arnoldAvailable(const BlockState& s) {
    const std::string& arnold = s.data->tables.actionPoints.arnoldBlock;
    if (arnold.empty() || s.piece(arnold).at == kEliminated) return false;
    for (const auto& r : s.data->scenario.reinforcements)
        if (r.block == arnold) return s.turn >= r.turn;
    return true;
}

// B8: the units that may answer Clinton's threat (A22: elite only if the ruling says so).
bool clintonEligible(const BlockState& s, std::size_t i) {
    const Block& b = s.block(i);
    if (b.side != Side::American || !isPoint(*s.data, s.pieces[i].at)) return false;
    const auto& types = s.data->tables.clinton.unitTypes;
    if (std::find(types.begin(), types.end(), b.type) != types.end()) return true;
    return b.type == UnitType::Elite && s.data->scenario.rulings.clintonEliteCountAsRegular;
}

int hudsonCount(const BlockState& s, int& sp) {
    int n = 0;
    sp = 0;
    const std::string box = boxOf(*s.data, BoxKind::ClintonThreat);
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].at == box && s.block(i).side == Side::American) ++n, sp += s.pieces[i].sp;
    return n;
}

// Whether the units sent so far can still be made 4 with at least 10 SP.
bool clintonCompletable(const BlockState& s, int sent, int sentSp, std::size_t without) {
    std::vector<int> sps;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (i != without && clintonEligible(s, i)) sps.push_back(s.pieces[i].sp);
    std::sort(sps.rbegin(), sps.rend());
    const int need = s.data->tables.clinton.units - sent;
    if (need < 0 || static_cast<int>(sps.size()) < need) return false;
    return sentSp + std::accumulate(sps.begin(), sps.begin() + need, 0) >= s.data->tables.clinton.minSp;
}

bool clintonShort(const BlockState& s) {
    int sp = 0;
    const int n = hudsonCount(s, sp);
    return n == 0 && !clintonCompletable(s, 0, 0, s.pieces.size());
}

void startMovement(BlockState& s) {
    s.step = Step::Movement;
    s.nativesActivated = false;
}

std::string winnerText(Side side) { return side == Side::American ? "American victory" : "British victory"; }

void declare(BlockState& s, Side side, const std::string& rule, const std::string& why, Events& events) {
    s.winner = side;
    s.step = Step::Over;
    s.activation.reset();
    s.ending = winnerText(side) + " (" + rule + ": " + why + ")";
    events.push_back({rule, s.ending});
}

// B11: Ticonderoga with Albany, or with Bennington and Manchester, held by British or Hessian units.
void checkPositionalVictory(BlockState& s, Events& events) {
    for (const auto& set : s.data->tables.victory.british) {
        if (set.empty()) continue;
        if (std::all_of(set.begin(), set.end(), [&](const std::string& p) { return britishHolds(s, p); })) {
            std::string names;
            for (const auto& p : set) names += (names.empty() ? "" : ", ") + placeName(*s.data, p);
            declare(s, Side::British, "B11", "the British hold " + names, events);
            return;
        }
    }
}

// B12.4: each British or Hessian unit out of blue-road supply to Valcour Island or a held
// Ticonderoga costs the British 1 AP of the next turn (A39).
void blueSupplyLoss(BlockState& s, Events& events) {
    if (!s.options.britishBlueSupply) return;
    const auto& map = s.data->map;
    std::vector<bool> reached(map.points.size(), false);
    std::vector<std::string> frontier;
    auto pointIndex = [&](const std::string& id) { return map.pointPosition(id); };
    for (const auto& to : s.data->tables.blueSupply.to) {
        const std::size_t k = pointIndex(to);
        if (k == map.points.size() || holdsUnits(s, to, Side::American)) continue;
        if (map.points[k].fortified && s.data->scenario.rulings.blueSupplyTiconderogaOnlyIfHeld && !britishHolds(s, to) &&
            !holdsUnits(s, to, Side::British))
            continue;
        reached[k] = true;
        frontier.push_back(to);
    }
    while (!frontier.empty()) {
        const std::string at = frontier.back();
        frontier.pop_back();
        for (const Connection* c : map.connectionsAt(at)) {
            if (c->road != Road::Blue) continue;
            const std::string& next = c->other(at);
            const std::size_t k = pointIndex(next);
            if (k == map.points.size() || reached[k] || holdsUnits(s, next, Side::American)) continue;
            reached[k] = true;
            frontier.push_back(next);
        }
    }
    int lost = 0;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const Block& b = s.block(i);
        if (b.side != Side::British || b.type == UnitType::Native || b.isLeader() || b.type == UnitType::Commander) continue;
        const std::size_t k = pointIndex(s.pieces[i].at);
        if (k < map.points.size() && !reached[k]) ++lost;
    }
    const int per = s.data->tables.blueSupply.apLoss;
    const int loss = s.data->scenario.rulings.blueSupplyApLossPer == ApLossPer::Unit ? lost * per : (lost > 0 ? per : 0);
    if (loss == 0) return;
    if (s.data->scenario.rulings.blueSupplyApLossWhen == ApLossWhen::Now) {
        s.ap[sideIndex(Side::British)] = std::max(0, s.ap[sideIndex(Side::British)] - loss);
        events.push_back({"B12.4", std::to_string(lost) + " British units out of blue-road supply: the British lose " + std::to_string(loss) + " AP"});
    } else {
        s.britishApPenalty += loss;
        events.push_back({"B12.4", std::to_string(lost) + " British units out of blue-road supply: the British lose " + std::to_string(loss) + " AP next turn"});
    }
}

void endTurn(BlockState& s, Events& events) {
    // A16: also at the end of turn 24, whoever moved last.
    if (s.data->scenario.rulings.victoryCheckedAt == VictoryCheck::EndOfTurn || s.turn >= s.data->scenario.turns) checkPositionalVictory(s, events);
    if (s.step == Step::Over) return;
    // B11: the American wins when turn 24 ends without a British victory.
    if (s.turn >= s.data->scenario.turns) {
        declare(s, Side::American, "B11", "the last turn ended without a British victory", events);
        return;
    }
    ++s.turn;
    for (auto& p : s.pieces) p.moved = false;
    s.roadUse[0].clear();
    s.roadUse[1].clear();
    s.clintonTries = 0;
    s.rolls.clear();
    s.ap[0] = s.ap[1] = 0;
    s.arnoldAp = 0;
    s.step = Step::ApRoll;
    events.push_back({"B5", "turn " + std::to_string(s.turn) + " begins"});
}

}  // namespace

void rollAp(BlockState& s, int die, Events& events) {
    const ActionPoints& t = s.data->tables.actionPoints;
    s.rolls.push_back(die);
    if (s.rolls.size() == 1) {
        // A39: the blue-road supply loss comes off this turn's total.
        const int total = std::max(0, t.base + t.britishAdds[static_cast<std::size_t>(die - 1)] - s.britishApPenalty);
        s.ap[sideIndex(Side::British)] = total;
        events.push_back({"B5", "British AP die " + std::to_string(die) + ": " + std::to_string(total) + " AP" +
                                    (s.britishApPenalty ? " (" + std::to_string(s.britishApPenalty) + " lost, B12.4)" : "")});
        s.britishApPenalty = 0;
        return;
    }
    const int total = t.base + t.americanAdds[static_cast<std::size_t>(die - 1)];
    s.ap[sideIndex(Side::American)] = total;
    s.arnoldAp = arnoldAvailable(s) ? t.arnoldBonus : 0;
    events.push_back({"B5", "American AP die " + std::to_string(die) + ": " + std::to_string(total) + " AP" +
                                (s.arnoldAp ? " and " + std::to_string(s.arnoldAp) + " for Arnold alone (B3)" : "")});
    // B5: the higher total moves first, the American on a tie (A6: Arnold's AP not counted).
    const int american = total + (s.data->scenario.rulings.arnoldApCountsForFirstMove ? s.arnoldAp : 0);
    const int british = s.ap[sideIndex(Side::British)];
    s.first = british > american ? Side::British : american > british ? Side::American : t.tieMovesFirst;
    events.push_back({"B5", std::string(sideName(s.first)) + " moves first"});
    s.playerTurn = 0;
    s.active = s.first;
    beginPlayerTurn(s, events);
}

void beginPlayerTurn(BlockState& s, Events& events) {
    s.activation.reset();
    if (s.active != Side::American) {
        startMovement(s);
        return;
    }
    const std::string clinton = clintonId(*s.data);
    const std::string threat = boxOf(*s.data, BoxKind::ClintonThreat);
    s.clintonThreatens = !clinton.empty() && s.piece(clinton).at == threat;
    int sp = 0;
    const int there = hudsonCount(s, sp);
    if (s.clintonThreatens) {
        events.push_back({"B8", "Clinton threatens to move up the Hudson"});
        if (there > 0) {
            startMovement(s);
            return;
        }
        if (clintonShort(s) && s.data->scenario.rulings.clintonSendAllIfShort) {
            // A22: short of 4 units with 10 SP, every eligible unit goes.
            for (std::size_t i = 0; i < s.pieces.size(); ++i)
                if (clintonEligible(s, i)) {
                    s.pieces[i].at = threat;
                    tell(events, "B8", Side::American, publicName(s, s.block(i).id) + " goes to " + placeName(*s.data, threat),
                         s.block(i).name + " goes to " + placeName(*s.data, threat));
                }
            startMovement(s);
            return;
        }
        s.step = Step::ClintonSend;
        return;
    }
    if (there > 0 && !clintonReturnChoices(s).empty()) {
        s.step = Step::ClintonReturn;
        return;
    }
    startMovement(s);
}

std::vector<BlockAction> clintonSendChoices(const BlockState& s) {
    std::vector<BlockAction> out;
    int sp = 0;
    const int sent = hudsonCount(s, sp);
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (clintonEligible(s, i) && clintonCompletable(s, sent + 1, sp + s.pieces[i].sp, i))
            out.push_back({BlockAction::Kind::SendToHudson, s.block(i).id, {}, 0});
    return out;
}

std::string sendToHudson(BlockState& s, const BlockAction& a, Events& events) {
    const std::size_t i = s.indexOf(a.block);
    if (i >= s.pieces.size() || !clintonEligible(s, i)) return "B8: only an American regular infantry or artillery unit in play answers Clinton (A22)";
    int sp = 0;
    const int sent = hudsonCount(s, sp);
    if (!clintonCompletable(s, sent + 1, sp + s.pieces[i].sp, i))
        return "B8: the " + std::to_string(s.data->tables.clinton.units) + " units must total at least " + std::to_string(s.data->tables.clinton.minSp) + " SP";
    const std::string threat = boxOf(*s.data, BoxKind::ClintonThreat);
    s.pieces[i].at = threat;
    tell(events, "B8", Side::American, publicName(s, a.block) + " goes to " + placeName(*s.data, threat), s.block(i).name + " goes to " + placeName(*s.data, threat));
    if (sent + 1 >= s.data->tables.clinton.units) startMovement(s);
    return {};
}

std::vector<BlockAction> clintonReturnChoices(const BlockState& s) {
    std::vector<BlockAction> out;
    const std::string threat = boxOf(*s.data, BoxKind::ClintonThreat);
    std::vector<std::string> to;
    // B8: back at Albany or at a point with an American leader, never one the British hold (A22).
    for (const auto& p : s.data->map.points) {
        if (holdsUnits(s, p.id, Side::British)) continue;
        bool leader = p.id == s.data->tables.clinton.returnTo;
        for (std::size_t i = 0; i < s.pieces.size() && !leader; ++i)
            leader = s.pieces[i].at == p.id && s.block(i).side == Side::American && s.block(i).isLeader();
        if (leader) to.push_back(p.id);
    }
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        if (s.pieces[i].at != threat || s.block(i).side != Side::American) continue;
        for (const auto& p : to) out.push_back({BlockAction::Kind::ReturnFromHudson, s.block(i).id, p, 0});
        break;
    }
    return out;
}

std::string returnFromHudson(BlockState& s, const BlockAction& a, Events& events) {
    const auto choices = clintonReturnChoices(s);
    const std::string threat = boxOf(*s.data, BoxKind::ClintonThreat);
    const std::size_t i = s.indexOf(a.block);
    if (i >= s.pieces.size() || s.pieces[i].at != threat || s.block(i).side != Side::American)
        return "B8: " + a.block + " is not an American unit in the Hudson River/West Point box";
    bool placeOk = false;
    for (const auto& c : choices) placeOk = placeOk || c.at == a.at;
    if (!placeOk) return "B8: the units come back at Albany or a point with an American leader, not one the British hold (A22)";
    s.pieces[i].at = a.at;
    const std::string back = " comes back to " + placeName(*s.data, a.at);
    tell(events, "B8", Side::American, publicName(s, a.block) + back, s.block(i).name + back);
    if (clintonReturnChoices(s).empty()) startMovement(s);
    return {};
}

std::string tryClinton(BlockState& s, Events& events) {
    const ClintonRules& c = s.data->tables.clinton;
    const std::string clinton = clintonId(*s.data);
    if (s.active != Side::British || s.activation) return "B8: the British activate Clinton between moves of their own";
    if (s.turn < c.fromTurn) return "B8: Clinton may be activated from turn " + std::to_string(c.fromTurn);
    if (clinton.empty() || s.piece(clinton).at != boxOf(*s.data, BoxKind::ClintonHome)) return "B8: Clinton is not in the New York City box";
    if (s.clintonTries >= s.data->scenario.rulings.clintonTriesPerTurn) return "B8: one try a turn (A22)";
    if (s.ap[sideIndex(Side::British)] < c.apCost) return "B8: activating Clinton costs " + std::to_string(c.apCost) + " AP";
    s.ap[sideIndex(Side::British)] -= c.apCost;
    ++s.clintonTries;
    s.step = Step::ClintonRoll;
    events.push_back({"B8", "the British spend " + std::to_string(c.apCost) + " AP to activate Clinton"});
    return {};
}

void rollClinton(BlockState& s, int die, Events& events) {
    const auto& on = s.data->tables.clinton.activeOn;
    s.step = Step::Movement;
    if (std::find(on.begin(), on.end(), die) == on.end()) {
        events.push_back({"B8", "Clinton's die " + std::to_string(die) + ": he stays in New York City"});
        return;
    }
    const std::string threat = boxOf(*s.data, BoxKind::ClintonThreat);
    s.piece(clintonId(*s.data)).at = threat;
    events.push_back({"B8", "Clinton's die " + std::to_string(die) + ": he moves to " + placeName(*s.data, threat)});
}

void checkSuddenDeath(BlockState& s, Events& events) {
    // B11: the American wins at once when the British SP fall below 25 (A35: after every hit).
    if (s.step == Step::Over) return;
    const int below = s.data->tables.victory.americanIfBritishSpBelow;
    if (britishSp(s) < below) declare(s, Side::American, "B11", "the British total SP fell below " + std::to_string(below), events);
}

void endMovement(BlockState& s, Events& events) {
    s.activation.reset();
    events.push_back({"B5", std::string(sideName(s.active)) + " movement ends"});
    if (s.active == Side::British) blueSupplyLoss(s, events);
    if (s.active == Side::American) {
        // B8: Clinton goes back to New York City at the end of the American turn he threatened in.
        const std::string clinton = clintonId(*s.data);
        if (s.clintonThreatens && !clinton.empty()) {
            s.piece(clinton).at = boxOf(*s.data, BoxKind::ClintonHome);
            s.clintonThreatens = false;
            events.push_back({"B8", "Clinton returns to New York City"});
        }
        // A16: victory is checked after each American player-turn's battles.
        if (s.data->scenario.rulings.victoryCheckedAt == VictoryCheck::EndOfAmericanPlayerTurn) checkPositionalVictory(s, events);
        if (s.step == Step::Over) return;
    }
    if (s.playerTurn == 0) {
        s.playerTurn = 1;
        s.active = enemyOf(s.active);
        events.push_back({"B5", std::string(sideName(s.active)) + " moves"});
        beginPlayerTurn(s, events);
        return;
    }
    endTurn(s, events);
}

}  // namespace tricorne::block::detail
