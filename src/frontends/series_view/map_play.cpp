#include "map_play.h"

#include <QCursor>
#include <QMenu>
#include <QToolTip>

#include "counter_text.h"
#include "game_controller.h"
#include "hex_marks_item.h"
#include "main_window.h"
#include "map_orders.h"
#include "map_scene.h"
#include "map_view.h"
#include "tricorne/series/rules/routes.h"

namespace tricorne::app {

QString mpText(int halves) {
    const QString whole = halves >= 2 || halves % 2 == 0 ? QString::number(halves / 2) : QString();
    return MapPlay::tr("%1 MP").arg(whole + (halves % 2 ? QStringLiteral("\u00bd") : QString()));
}

MapPlay::MapPlay(GameController& game, MapOrders& orders, MapView& view, MainWindow& window, QObject* parent)
    : QObject(parent), m_game(game), m_orders(orders), m_view(view), m_window(window) {
    connect(&m_view, &MapView::waypointClicked, &m_orders, &MapOrders::addWaypoint);
    connect(&m_orders, &MapOrders::choiceNeeded, this, &MapPlay::chooseAmong);
    connect(&m_orders, &MapOrders::selectionChanged, this, &MapPlay::showWaypoints);
    connect(&m_game, &GameController::stateChanged, this, &MapPlay::followDecision);
    connect(&m_game, &GameController::gameReplaced, this, [this] {
        m_decision.reset();
        followDecision();
    });
}

std::vector<core::HexId> MapPlay::pathTo(core::HexId hex) const {
    const auto& destinations = m_orders.destinations();
    const auto d = destinations.find(hex);
    if (d == destinations.end()) return {};
    if (!d->second.choices.empty()) {
        if (const auto* r = std::get_if<core::Retreat>(&d->second.choices.front())) return r->path;
        return {};
    }
    if (d->second.place || d->second.advance) return d->second.move.path;
    const auto move = m_orders.moveTo(hex);
    return move ? move->path : std::vector<core::HexId>{};
}

QString MapPlay::routeText(core::HexId hex) const {
    if (!m_game.hasGame() || m_game.state().step != core::Step::Moving) return {};
    const auto move = m_orders.moveTo(hex);
    if (!move) return {};
    const auto route = core::routeOf(m_game.state(), *move);
    if (!route) return {};
    QString text = tr("move here: %1").arg(mpText(route->costHalves));
    if (!m_orders.waypoints().empty()) {
        QStringList via;
        for (const core::HexId h : m_orders.waypoints())
            if (h != hex) via << QString::fromStdString(h.str());
        if (!via.isEmpty()) text += tr(" via %1").arg(via.join(QStringLiteral(", ")));
    }
    // What passing does, in the core's words with the counters' names, each with its rule.
    QStringList effects;
    for (const auto& e : route->effects)
        effects << tr("%1 (%2)").arg(counter_text::withNames(e.text, *m_game.state().counters), QString::fromStdString(e.rule));
    if (!effects.isEmpty()) text += QStringLiteral(": ") + effects.join(QStringLiteral("; "));
    const auto& distinct = m_orders.distinctRoutes();
    if (const auto d = distinct.find(hex); d != distinct.end() && m_orders.waypoints().empty())
        text += tr(" · %1 routes here differ in effect: Ctrl+click a hex on the way to choose").arg(d->second.size());
    return text;
}

void MapPlay::refuse(const QString& error) {
    if (error.isEmpty()) return;
    m_lastRefusal = m_game.hasGame() ? counter_text::withNames(error.toStdString(), *m_game.state().counters) : error;
    m_window.complain(m_lastRefusal);
    // By the pointer, where the player is looking.
    QToolTip::showText(QCursor::pos(), tr("Not allowed: %1").arg(m_lastRefusal), m_view.viewport());
}

void MapPlay::chooseAmong(const std::vector<core::Action>& choices) {
    m_lastChoices = choices;
    QMenu menu(&m_window);
    for (const auto& a : choices) {
        QAction* entry = menu.addAction(counter_text::withNames(core::describe(a), *m_game.state().counters));
        connect(entry, &QAction::triggered, this, [this, a] {
            QString error;
            if (!m_game.submit(a, &error)) refuse(error);
        });
    }
    menu.exec(QCursor::pos());
}

void MapPlay::showWaypoints() {
    MapScene* scene = m_view.mapScene();
    if (!scene) return;
    std::vector<HexMark> marks;
    int n = 0;
    for (const core::HexId h : m_orders.waypoints()) marks.push_back({h, tr("via %1").arg(++n)});
    scene->setWaypoints(std::move(marks));
}

std::optional<core::HexId> MapPlay::decisionHex(const core::GameState& s, const std::vector<core::Action>& legal) {
    switch (s.step) {
        case core::Step::ChooseRetreat:
            if (!s.retreats.empty()) return s.pieces[static_cast<std::size_t>(s.retreats.front().unit)].hex;
            return std::nullopt;
        case core::Step::ChooseLeaderCasualty:
            if (!s.leaderCasualties.empty()) return s.leaderCasualties.front().hex;
            return std::nullopt;
        case core::Step::PlacePiece:
            for (const auto& a : legal)
                if (const auto* p = std::get_if<core::Place>(&a)) return p->hex;
            return std::nullopt;
        case core::Step::ChooseLead:
        case core::Step::WithdrawalChoice:
        case core::Step::ChooseTactic:
        case core::Step::CombatReroll:
        case core::Step::ChooseCapture:
        case core::Step::ChooseSecondStep:
        case core::Step::AdvanceAfterCombat:
            if (s.combat.index >= 0 && s.combat.index < static_cast<int>(s.combats.size()) && !s.combats[static_cast<std::size_t>(s.combat.index)].defenderHexes.empty())
                return s.combats[static_cast<std::size_t>(s.combat.index)].defenderHexes.front();
            return std::nullopt;
        default: return std::nullopt;
    }
}

void MapPlay::followDecision() {
    if (!m_game.hasGame() || !m_view.mapScene()) return;
    const auto hex = decisionHex(m_game.state(), m_game.legalActions());
    const auto decision = hex ? std::optional(std::pair(m_game.state().step, *hex)) : std::nullopt;
    if (decision == m_decision) return;  // the same decision: the view is the player's
    m_decision = decision;
    // A new decision: to its hex when it is off screen, unless the player is dragging the map now.
    if (hex && !m_view.showsHex(*hex) && !m_view.movedByPlayer()) m_view.centreOnHex(*hex);
    m_view.forgetPlayerMoves();
}

}  // namespace tricorne::app
