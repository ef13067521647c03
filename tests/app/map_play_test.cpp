// Playing on the map: a route shaped through a waypoint (9.2), retreats and placements chosen
// by a click on their hex (13.2, set-up), refusals by the pointer with their rule, and names,
// never ids, wherever the players read.
#include <QtTest>

#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolTip>

#include "decision_panel.h"
#include "game_controller.h"
#include "main_window.h"
#include "map_orders.h"
#include "map_play.h"
#include "map_scene.h"
#include "map_view.h"
#include "sequence_bar.h"
#include "series_view.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/game/random_play.h"
#include "tricorne/series/rules/movement.h"
#include "tricorne/series/rules/routes.h"
#include "window_test_support.h"

using namespace tricorne;
using test::clickHex;
using test::hexOf;
using test::pickUp;

namespace {
app::SeriesView& view(app::MainWindow& w) { return app::seriesView(w); }

// Answers each decision with its first button, or ends the phase, until `stop` holds; with
// `rng`, plays the seeded random player's action instead.
template <typename Stop>
bool playUntil(app::MainWindow& w, Stop stop, int limit = 3000, core::Rng* rng = nullptr) {
    for (int i = 0; i < limit && !view(w).game().state().outcome.over; ++i) {
        if (stop(view(w).game().state())) return true;
        if (rng)
            view(w).game().submit(core::randomAction(view(w).game().state(), *rng), nullptr);
        else if (!view(w).decisionPanel()->offered().empty())
            QTest::mouseClick(view(w).decisionPanel()->button(0), Qt::LeftButton);
        else
            QTest::mouseClick(view(w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    return stop(view(w).game().state());
}

// The scenario's piece ids found in `text`.
QStringList idsIn(const core::GameState& s, const QString& text) {
    QStringList out;
    for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i)
        if (text.contains(QString::fromStdString(s.pieceId(i)))) out << QString::fromStdString(s.pieceId(i));
    return out;
}
}  // namespace

class MapPlayTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    std::unique_ptr<app::MainWindow> window(const std::string& scenario, std::uint64_t seed, bool place = true) {
        return test::playingWindow(*m_data, scenario, seed, m_dir.filePath(QStringLiteral("autosave.tricorne")), false, place);
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    // 9.2: a Ctrl+click on a hex on the way shapes the route; the click on the end moves through it.
    void rule9_2_AWaypointRouteProducesTheMoveThroughIt() {
        auto w = window("campaign", 7);
        QCOMPARE(view(*w).game().state().step, core::Step::Moving);
        const core::HexId to = *core::HexId::parse("1729");
        pickUp(*w, "br-9th");
        const core::GameState& s = view(*w).game().state();
        const int piece = *s.pieceIndex("br-9th");
        const auto cheapest = view(*w).orders().destinations().at(to).move;
        // A hex off the cheapest path that the unit may pass on its way to 1729.
        std::optional<core::HexId> via;
        std::optional<core::Move> expected;
        for (const auto& r : core::reachableHexes(s, piece, false)) {
            if (r.hex == to || std::find(cheapest.path.begin(), cheapest.path.end(), r.hex) != cheapest.path.end()) continue;
            if (auto m = core::routeThrough(s, piece, {r.hex, to}, false)) {
                via = r.hex;
                expected = m;
                break;
            }
        }
        QVERIFY(via);
        app::MapView* mapView = view(*w).mapView();
        mapView->centreOnHex(*via);
        QTest::mouseClick(mapView->viewport(), Qt::LeftButton, Qt::ControlModifier, mapView->mapFromScene(view(*w).mapScene()->layout().centre(*via)));
        QCOMPARE(view(*w).orders().waypoints(), std::vector<core::HexId>{*via});
        QCOMPARE(view(*w).mapScene()->waypoints().size(), std::size_t{1});
        // The path shown and the words in the status line are the route's, with its cost from the core.
        QCOMPARE(view(*w).play().pathTo(to), expected->path);
        const auto route = core::routeOf(s, *expected);
        QVERIFY(route);
        const QString words = view(*w).play().routeText(to);
        QVERIFY2(words.contains(app::mpText(route->costHalves)) && words.contains(QString::fromStdString(via->str())), qPrintable(words));
        clickHex(*w, to);
        const auto& actions = view(*w).game().game().record().actions;
        QCOMPARE(std::get<core::Move>(actions.back()).path, expected->path);
        QCOMPARE(hexOf(*w, "br-9th"), to);
        QVERIFY(view(*w).orders().waypoints().empty());
    }

    // 9.2: a unit that may not move, or a hex it cannot reach, says why with the rule, by the pointer and in the status line.
    void rule9_2_AClickTheCoreRefusesSaysWhyAndChangesNothing() {
        auto w = window("campaign", 7);
        const core::HexId to = *core::HexId::parse("1729");
        pickUp(*w, "br-9th");
        clickHex(*w, to);
        const auto played = view(*w).game().game().record().actions.size();
        clickHex(*w, to);  // the 9th has moved: picking it up again is refused
        QCOMPARE(view(*w).game().game().record().actions.size(), played);
        const QString name = QString::fromStdString(view(*w).game().state().unitDef(*view(*w).game().state().pieceIndex("br-9th")).name);
        QVERIFY2(view(*w).play().lastRefusal().startsWith(QStringLiteral("9.2: ")), qPrintable(view(*w).play().lastRefusal()));
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("9.2: ")), qPrintable(w->statusBar()->currentMessage()));
        QVERIFY(!w->statusBar()->currentMessage().contains(QStringLiteral("br-9th")));
        // A hex too far for another unit: the core's rule, and the unit stays picked up.
        const core::GameState& s = view(*w).game().state();
        std::string mover;
        for (int i = 0; i < s.unitCount() && mover.empty(); ++i)
            if (core::mayMove(s, i) && !core::reachableHexes(s, i, false).empty()) mover = s.pieceId(i);
        QVERIFY(!mover.empty());
        pickUp(*w, mover);
        const core::HexId far = *core::HexId::parse("0101");
        const auto why = core::whyNotReach(s, *s.pieceIndex(mover), far, false);
        QVERIFY(why);
        clickHex(*w, far);
        QCOMPARE(view(*w).game().game().record().actions.size(), played);
        QCOMPARE(view(*w).orders().selected().value_or(""), mover);
        QVERIFY2(view(*w).play().lastRefusal().startsWith(QString::fromStdString(why->substr(0, why->find(':') + 1))), qPrintable(view(*w).play().lastRefusal()));
        QVERIFY(idsIn(s, view(*w).play().lastRefusal()).isEmpty());
    }

    // 13.2: the retreat's hexes are marked; a click on one retreats, a click elsewhere says why and changes nothing.
    void rule13_2_ARetreatIsChosenByAClickOnItsHex() {
        std::unique_ptr<app::MainWindow> w;
        for (std::uint64_t seed = 1; seed <= 6 && !w; ++seed) {
            w = window("freemans-farm", seed);
            core::Rng rng(seed);
            if (!playUntil(*w, [](const core::GameState& s) { return s.step == core::Step::ChooseRetreat; }, 3000, &rng)) w.reset();
        }
        QVERIFY(w);
        const core::GameState& s = view(*w).game().state();
        const int unit = s.retreats.front().unit;
        const std::string id = s.pieceId(unit);
        const core::HexId from = s.pieces[static_cast<std::size_t>(unit)].hex;
        // The view went to the retreating unit.
        QVERIFY(view(*w).mapView()->showsHex(from));
        const auto& marked = view(*w).orders().destinations();
        QVERIFY(!marked.empty());
        QCOMPARE(view(*w).mapScene()->destinations().size(), marked.size());
        // An illegal hex: an adjacent hex no retreat ends in, or one two hexes away.
        std::optional<core::HexId> illegal;
        for (const core::HexId h : core::neighbours(from))
            if (s.map->contains(h) && !marked.count(h)) illegal = h;
        QVERIFY(illegal);
        const auto played = view(*w).game().game().record().actions.size();
        clickHex(*w, *illegal);
        QCOMPARE(view(*w).game().game().record().actions.size(), played);
        QCOMPARE(view(*w).game().state().step, core::Step::ChooseRetreat);
        QVERIFY2(view(*w).play().lastRefusal().startsWith(QStringLiteral("13.")), qPrintable(view(*w).play().lastRefusal()));
        QVERIFY(w->statusBar()->currentMessage().contains(view(*w).play().lastRefusal()));
        // A hex with one retreat ending there: the click is that retreat.
        auto one = std::find_if(marked.begin(), marked.end(), [](const auto& m) { return m.second.choices.size() == 1; });
        if (one == marked.end()) QSKIP("every retreat hex offers the leaders' choice");
        const core::Action chosen = one->second.choices.front();
        clickHex(*w, one->first);
        QCOMPARE(view(*w).game().game().record().actions.at(played), chosen);
        QCOMPARE(hexOf(*w, id), std::get<core::Retreat>(chosen).path.back());
    }

    // Set-up: the counter is placed by a click on its hex, where the view has gone.
    void aPlacementIsMadeByAClickOnItsHex() {
        auto w = window("freemans-farm", 7, false);
        const core::GameState& s = view(*w).game().state();
        QCOMPARE(s.step, core::Step::PlacePiece);
        const int piece = s.placementQueue.front();
        const auto hex = app::MapPlay::decisionHex(s, view(*w).game().legalActions());
        QVERIFY(hex);
        QVERIFY(view(*w).orders().destinations().count(*hex));
        const auto played = view(*w).game().game().record().actions.size();
        clickHex(*w, *hex);
        QVERIFY(view(*w).game().game().record().actions.size() > played);
        QCOMPARE(std::get<core::Place>(view(*w).game().game().record().actions.at(played)), (core::Place{s.pieceId(piece), *hex}));
    }

    // The view goes to the decision's hex when the decision changes, not while the player looks elsewhere.
    void theViewGoesToANewDecisionButNotBackWhileItLasts() {
        auto w = window("freemans-farm", 7, false);
        app::MapView* mapView = view(*w).mapView();
        const auto first = app::MapPlay::decisionHex(view(*w).game().state(), view(*w).game().legalActions());
        QVERIFY(first);
        // The player looks far away; the same decision leaves the view where he put it.
        mapView->centreOnHex(*core::HexId::parse("2901"));
        const QPointF looking = mapView->mapToScene(mapView->viewport()->rect().center());
        emit view(*w).game().stateChanged();
        QCOMPARE(mapView->mapToScene(mapView->viewport()->rect().center()), looking);
        // The next counter to place is a new decision: the view goes to it if it is off screen.
        const auto played = view(*w).game().game().record().actions.size();
        view(*w).game().submit(view(*w).game().legalActions().front(), nullptr);
        QVERIFY(view(*w).game().game().record().actions.size() > played);
        const auto next = app::MapPlay::decisionHex(view(*w).game().state(), view(*w).game().legalActions());
        if (next) QVERIFY(mapView->showsHex(*next));
    }

    // Names, never ids, in the decision panel, the log and the status line after a played sequence.
    void noPieceIdInThePanelTheLogOrTheStatusLine() {
        auto w = window("freemans-farm", 3);
        const std::size_t start = view(*w).game().game().record().actions.size();
        playUntil(*w, [&](const core::GameState&) { return view(*w).game().game().record().actions.size() > start + 200; }, 600);
        const core::GameState& s = view(*w).game().state();
        QStringList read{view(*w).decisionPanel()->promptText(), view(*w).game().logText(), w->statusBar()->currentMessage(),
                         view(*w).sequenceBar()->promptText()};
        for (std::size_t b = 0; b < view(*w).decisionPanel()->offered().size(); ++b)
            read << view(*w).decisionPanel()->button(b)->text() << view(*w).decisionPanel()->button(b)->toolTip();
        const QStringList ids = idsIn(s, read.join(QLatin1Char('\n')));
        QVERIFY2(ids.isEmpty(), qPrintable(ids.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(MapPlayTest)
#include "map_play_test.moc"
