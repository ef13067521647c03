#include "map_orders.h"

#include <algorithm>

#include "game_controller.h"
#include "tricorne/core/rules/movement.h"

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
    if (m_selected) {
        if (auto d = m_destinations.find(hex); d != m_destinations.end()) return submit(d->second.move);
        if (auto t = m_targets.find(hex); t != m_targets.end()) {
            if (t->second.size() == 1) return submit(t->second.front());
            emit fireChoiceNeeded(t->second);
            return;
        }
    }
    const auto actors = actorsIn(hex);
    if (actors.empty()) return clearSelection();
    auto current = m_selected ? std::find(actors.begin(), actors.end(), *m_selected) : actors.end();
    select(current == actors.end() || std::next(current) == actors.end() ? actors.front() : *std::next(current));
}

void MapOrders::select(const std::string& pieceId) {
    if (!m_game.hasGame() || !mayAct(pieceId)) return clearSelection();
    m_selected = pieceId;
    refresh();
}

void MapOrders::clearSelection() {
    const bool had = m_selected.has_value() || !m_destinations.empty() || !m_targets.empty();
    m_selected.reset();
    m_destinations.clear();
    m_targets.clear();
    if (had) emit selectionChanged();
}

void MapOrders::setStrategic(bool strategic) {
    if (strategic == m_strategic) return;
    m_strategic = strategic;
    if (m_selected) refresh();
}

void MapOrders::refresh() {
    m_destinations.clear();
    m_targets.clear();
    if (!m_selected || !m_game.hasGame()) return emit selectionChanged();
    const core::GameState& s = m_game.state();
    // The core's reach gives the cost; the legal actions say which moves may be made.
    std::map<core::HexId, int> cost;
    if (const auto piece = s.pieceIndex(*m_selected))
        for (const auto& r : core::reachableHexes(s, *piece, m_strategic)) cost[r.hex] = r.costHalves;
    for (const auto& a : m_game.legalActions()) {
        if (const auto* m = std::get_if<core::Move>(&a); m && m->unit == *m_selected && m->strategic == m_strategic && !m->path.empty()) {
            const auto c = cost.find(m->path.back());
            m_destinations.insert({m->path.back(), {*m, c == cost.end() ? -1 : c->second}});
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
