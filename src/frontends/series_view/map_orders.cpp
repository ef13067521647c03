#include "map_orders.h"

#include <algorithm>

#include "game_controller.h"
#include "tricorne/series/rules/fire.h"
#include "tricorne/series/rules/intelligence.h"
#include "tricorne/series/rules/movement.h"
#include "tricorne/series/rules/results.h"

namespace tricorne::app {

MapOrders::MapOrders(GameController& game, QObject* parent) : QObject(parent), m_game(game) {
    connect(&m_game, &GameController::stateChanged, this, &MapOrders::clearSelection);
    connect(&m_game, &GameController::gameReplaced, this, &MapOrders::clearSelection);
}

bool MapOrders::mayAct(const std::string& pieceId) const {
    for (const auto& a : m_game.legalActions()) {
        if (const auto* m = std::get_if<core::Move>(&a); m && m->unit == pieceId) return true;
        if (const auto* f = std::get_if<core::Fire>(&a); f && std::find(f->firers.begin(), f->firers.end(), pieceId) != f->firers.end())
            return true;
        if (const auto* at = std::get_if<core::Attack>(&a); at && at->unit == pieceId) return true;
        if (const auto* ad = std::get_if<core::Advance>(&a); ad && ad->unit == pieceId) return true;
        if (const auto* l = std::get_if<core::LeadUnit>(&a); l && l->unit == pieceId) return true;
        if (const auto* c = std::get_if<core::LeaderCasualty>(&a); c && c->leader == pieceId) return true;
    }
    // 12.21: a unit that may not attack is picked up all the same, so that a click on an
    // enemy hex shows the rule that forbids it.
    const core::GameState& s = m_game.state();
    // 7.42: a unit whose targets stand in stacks not yet examined is picked up all the same,
    // so that a click on such a stack commits its fire there.
    if ((s.step == core::Step::ArtilleryFire || s.step == core::Step::RifleDeclare) && core::limitedIntelligence(s)) {
        const auto piece = s.pieceIndex(pieceId);
        return piece && !core::cannotFire(s, *piece);
    }
    if (s.step == core::Step::DeclareCombats) {
        const auto piece = s.pieceIndex(pieceId);
        return piece && !s.isLeader(*piece) && s.onMap(*piece) && s.sideOf(*piece) == s.phasing() &&
               core::adjacentEnemyUnits(s, s.pieces[static_cast<std::size_t>(*piece)].hex, s.phasing()) > 0;
    }
    return false;
}

std::vector<std::string> MapOrders::actorsIn(core::HexId hex) const {
    std::vector<std::string> out;
    if (!m_game.hasGame()) return out;
    const core::GameState& s = m_game.state();
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].hex == hex && mayAct(s.pieceId(i))) out.push_back(s.pieceId(i));
    // Combat units before leaders, as the stack is drawn.
    std::stable_partition(out.begin(), out.end(), [&](const std::string& id) { return !s.isLeader(*s.pieceIndex(id)); });
    return out;
}

void MapOrders::clickHex(core::HexId hex) {
    if (!m_game.hasGame()) return;
    const core::GameState& s = m_game.state();
    if (s.step == core::Step::PlacePiece) {
        // Set-up, E3.5: a click on a marked hex places the counter there.
        if (auto d = m_destinations.find(hex); d != m_destinations.end() && d->second.place) return submit(*d->second.place);
        return;
    }
    if (chooseOnMap(hex)) return;
    if (s.step == core::Step::ChooseCombat) {
        // 12.23: a click on a combat's hexes (where its arrows are) resolves it next.
        for (std::size_t i = 0; i < s.combats.size(); ++i) {
            const auto& c = s.combats[i];
            const bool in = std::find(c.defenderHexes.begin(), c.defenderHexes.end(), hex) != c.defenderHexes.end() ||
                            std::find(c.attackerHexes.begin(), c.attackerHexes.end(), hex) != c.attackerHexes.end();
            if (in && !c.resolved) return submit(core::ResolveCombat{static_cast<int>(i) + 1});
        }
        return clearSelection();
    }
    if (s.step == core::Step::ChooseLead) {
        // 12.23 step 2: a click on the one candidate in a hex makes it the lead unit; where
        // a hex holds several, the Stack panel shows them to click.
        const auto leads = actorsIn(hex);
        if (leads.size() == 1) return submit(core::LeadUnit{leads.front()});
        return clearSelection();
    }
    if (m_selected) {
        if (auto d = m_destinations.find(hex); d != m_destinations.end()) {
            if (d->second.advance) return submit(*d->second.advance);
            std::string why;
            const auto move = moveTo(hex, &why);
            if (!move) return emit refused(QString::fromStdString(why));
            return submit(*move);
        }
        if (auto a = m_attacks.find(hex); a != m_attacks.end()) return submit(a->second);
        if (refuseAttack(hex)) return;
        if (auto t = m_targets.find(hex); t != m_targets.end()) {
            if (t->second.size() == 1) return submit(t->second.front());
            emit fireChoiceNeeded(t->second);
            return;
        }
        if (commitsFire(hex)) return emit commitNeeded(hex, *m_selected);
    }
    const auto actors = actorsIn(hex);
    if (actors.empty() && refuseMove(hex)) return;
    if (actors.empty()) return clearSelection();
    auto current = m_selected ? std::find(actors.begin(), actors.end(), *m_selected) : actors.end();
    select(current == actors.end() || std::next(current) == actors.end() ? actors.front() : *std::next(current));
}

void MapOrders::select(const std::string& pieceId) {
    if (!m_game.hasGame() || !mayAct(pieceId)) return clearSelection();
    if (m_game.state().step == core::Step::ChooseLead) return submit(core::LeadUnit{pieceId});
    if (m_game.state().step == core::Step::ChooseLeaderCasualty) return submit(core::LeaderCasualty{pieceId});  // 13.1 '*'
    if (m_selected != pieceId) m_waypoints.clear();
    m_selected = pieceId;
    refresh();
}

void MapOrders::clearSelection() {
    const bool had = m_selected.has_value() || !m_destinations.empty() || !m_targets.empty() || !m_attacks.empty();
    m_selected.reset();
    m_destinations.clear();
    m_targets.clear();
    m_attacks.clear();
    m_waypoints.clear();
    m_distinct.clear();
    if (offerPlacements() || had) emit selectionChanged();
}

bool MapOrders::offerPlacements() {
    if (!m_game.hasGame()) return false;
    const core::GameState& s = m_game.state();
    if (s.step == core::Step::ChooseRetreat) {
        // 13.2: every hex a retreat may end in is marked, with the retreats that end there.
        for (const auto& a : m_game.legalActions())
            if (const auto* r = std::get_if<core::Retreat>(&a); r && !r->path.empty())
                m_destinations[r->path.back()].choices.push_back(a);
        return true;
    }
    if (s.step == core::Step::ChooseLeaderCasualty && !s.leaderCasualties.empty()) {
        // 13.1 '*': the hex where a leader falls, with the leaders the owner may choose.
        for (const auto& a : m_game.legalActions())
            if (std::holds_alternative<core::LeaderCasualty>(a)) m_destinations[s.leaderCasualties.front().hex].choices.push_back(a);
        return true;
    }
    if (s.step != core::Step::PlacePiece) return false;
    // Set-up (E5.1, E8.1, E8.2) and E3.5: every hex the counter may go to is marked.
    for (const auto& a : m_game.legalActions())
        if (const auto* p = std::get_if<core::Place>(&a)) m_destinations.insert({p->hex, {core::Move{p->unit, {}, false}, -1, std::nullopt, *p, {}}});
    return true;
}

bool MapOrders::chooseOnMap(core::HexId hex) {
    const core::GameState& s = m_game.state();
    if (s.step != core::Step::ChooseRetreat && s.step != core::Step::ChooseLeaderCasualty) return false;
    const auto d = m_destinations.find(hex);
    if (d != m_destinations.end() && d->second.choices.size() == 1) {
        submit(d->second.choices.front());
    } else if (d != m_destinations.end()) {
        emit choiceNeeded(d->second.choices);
    } else if (s.step == core::Step::ChooseRetreat && !s.retreats.empty()) {
        // 13.2: a hex no retreat may end in: the core says why, and nothing changes.
        const int unit = s.retreats.front().unit;
        const core::HexId from = s.pieces[static_cast<std::size_t>(unit)].hex;
        if (hex != from) submit(core::Retreat{s.pieceId(unit), {from, hex}, {}, false});
    } else if (!s.leaderCasualties.empty() && hex != s.leaderCasualties.front().hex) {
        emit refused(tr("13.1: the leader casualty is chosen among the leaders in %1").arg(QString::fromStdString(s.leaderCasualties.front().hex.str())));
    }
    return true;
}

bool MapOrders::refuseMove(core::HexId hex) {
    const core::GameState& s = m_game.state();
    if (s.step != core::Step::Moving) return false;
    if (m_selected) {
        const auto piece = s.pieceIndex(*m_selected);
        if (!piece) return false;
        const auto why = core::whyNotReach(s, *piece, hex, m_strategic);
        if (!why) return false;
        emit refused(QString::fromStdString(*why));
        return true;
    }
    // A unit of the side moving that may not move: the first of the stack says why.
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].hex == hex && s.sideOf(i) == s.phasing())
            if (const auto why = core::cannotMove(s, i)) {
                emit refused(QString::fromStdString(*why));
                return true;
            }
    return false;
}

void MapOrders::addWaypoint(core::HexId hex) {
    if (!m_selected || !m_game.hasGame() || m_game.state().step != core::Step::Moving) return;
    const auto piece = m_game.state().pieceIndex(*m_selected);
    if (!piece) return;
    // 9.2: a hex on the way is one the unit may pass with the waypoints before it.
    std::vector<core::HexId> stops = m_waypoints;
    stops.push_back(hex);
    std::string why;
    if (!core::routeThrough(m_game.state(), *piece, stops, m_strategic, &why)) {
        emit refused(QString::fromStdString(why));
        return;
    }
    m_waypoints = std::move(stops);
    emit selectionChanged();
}

std::optional<core::Move> MapOrders::moveTo(core::HexId hex, std::string* why) const {
    const auto d = m_destinations.find(hex);
    if (m_waypoints.empty()) {
        if (d != m_destinations.end() && !d->second.place && !d->second.advance && d->second.choices.empty()) return d->second.move;
        return std::nullopt;
    }
    const auto piece = m_selected ? m_game.state().pieceIndex(*m_selected) : std::nullopt;
    if (!piece) return std::nullopt;
    std::vector<core::HexId> stops = m_waypoints;
    if (stops.back() != hex) stops.push_back(hex);
    return core::routeThrough(m_game.state(), *piece, stops, m_strategic, why);
}

void MapOrders::setStrategic(bool strategic) {
    if (strategic == m_strategic) return;
    m_strategic = strategic;
    m_waypoints.clear();
    if (m_selected) refresh();
}

bool MapOrders::enemyIn(const core::GameState& s, core::HexId hex) {
    for (int i = 0; i < s.unitCount(); ++i)
        if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].hex == hex && s.sideOf(i) != s.phasing()) return true;
    return false;
}

bool MapOrders::commitsFire(core::HexId hex) const {
    // 7.42: the selected unit's fire, at a stack it could fire on that is not yet examined.
    const auto& legal = m_game.legalActions();
    if (!core::examineCommits(m_game.state(), hex) || std::find(legal.begin(), legal.end(), core::Action{core::Examine{hex}}) == legal.end())
        return false;
    // Whether the unit could fire there once the look is taken, in the core's words.
    core::GameState after = m_game.state();
    if (!core::apply(after, core::Examine{hex}).ok()) return false;
    for (const auto& f : core::legalFires(after))
        if (std::find(f.firers.begin(), f.firers.end(), *m_selected) != f.firers.end() &&
            after.pieces[static_cast<std::size_t>(*after.pieceIndex(f.target))].hex == hex)
            return true;
    return false;
}

bool MapOrders::refuseAttack(core::HexId hex) {
    // 12.21: a click on an adjacent enemy hex the unit may not attack says why, in the core's words.
    const core::GameState& s = m_game.state();
    if (s.step != core::Step::DeclareCombats) return false;
    const auto piece = s.pieceIndex(*m_selected);
    if (!piece || core::distance(s.pieces[static_cast<std::size_t>(*piece)].hex, hex) != 1) return false;
    if (!enemyIn(s, hex)) return false;
    submit(core::Attack{*m_selected, hex});
    return true;
}

void MapOrders::refresh() {
    m_destinations.clear();
    m_targets.clear();
    m_attacks.clear();
    if (!m_selected || !m_game.hasGame()) return emit selectionChanged();
    const core::GameState& s = m_game.state();
    // The core's reach gives the cost; the legal actions say which moves may be made.
    std::map<core::HexId, int> cost;
    if (const auto piece = s.pieceIndex(*m_selected))
        for (const auto& r : core::reachableHexes(s, *piece, m_strategic)) cost[r.hex] = r.costHalves;
    // 9.2: the hexes whose routes differ in effect, for the player to shape the route.
    m_distinct.clear();
    if (s.step == core::Step::Moving)
        if (const auto piece = s.pieceIndex(*m_selected)) m_distinct = core::routesDifferingInEffect(s, *piece, m_strategic);
    for (const auto& a : m_game.legalActions()) {
        if (const auto* m = std::get_if<core::Move>(&a); m && m->unit == *m_selected && m->strategic == m_strategic && !m->path.empty()) {
            const auto c = cost.find(m->path.back());
            m_destinations.insert({m->path.back(), {*m, c == cost.end() ? -1 : c->second, std::nullopt, std::nullopt, {}}});
        }
        if (const auto* at = std::get_if<core::Attack>(&a); at && at->unit == *m_selected) m_attacks.insert({at->hex, *at});
        if (const auto* ad = std::get_if<core::Advance>(&a); ad && ad->unit == *m_selected) {
            const auto piece = s.pieceIndex(ad->unit);
            if (!piece || !s.onMap(*piece)) continue;
            m_destinations.insert({ad->hex, {core::Move{ad->unit, {s.pieces[static_cast<std::size_t>(*piece)].hex, ad->hex}, false}, -1, *ad, std::nullopt, {}}});
        }
        if (const auto* f = std::get_if<core::Fire>(&a)) {
            const auto target = s.pieceIndex(f->target);
            if (target && std::find(f->firers.begin(), f->firers.end(), *m_selected) != f->firers.end())
                m_targets[s.pieces[static_cast<std::size_t>(*target)].hex].push_back(*f);
        }
    }
    emit selectionChanged();
}

void MapOrders::submit(const core::Action& action) {
    QString error;
    if (!m_game.submit(action, &error) && !error.isEmpty()) emit refused(error);
}

}  // namespace tricorne::app
