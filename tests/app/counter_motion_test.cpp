// Moves played out on the map: the counter slides along its path and lands at its hex; a key
// skips the rest; with the preference off it stands there at once. Dice tumble to their face.
#include <QtTest>

#include <optional>

#include "counter_item.h"
#include "counter_motion.h"
#include "die_face.h"
#include "settings.h"
#include "window_test_support.h"
#include "tricorne/series/rules/intelligence.h"

using namespace tricorne;

class CounterMotionTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;

    static void setAnimation(bool on) {
        auto p = app::settings::Preferences::load();
        p.animateMoves = on;
        p.save();
    }

    // A legal move of at least two hexes for the player to act, its unit alone in its hex.
    static std::optional<core::Move> longMove(app::MainWindow& w) {
        const core::GameState& s = app::seriesView(w).game().state();
        for (const core::Action& a : app::seriesView(w).game().legalActions())
            if (const auto* m = std::get_if<core::Move>(&a); m && m->path.size() >= 3 && core::stackIn(s, m->path.front()).size() == 1) return *m;
        return std::nullopt;
    }

    // Where the map puts the counter in this position, drawn afresh.
    static QPointF restingPlace(app::MainWindow& w, const std::string& id) {
        const core::GameState& s = app::seriesView(w).game().state();
        app::MapScene fresh(*s.map, *s.counters);
        fresh.showDeployment(app::Deployment::ofGame(s));
        return fresh.counterItem(id)->pos();
    }

    struct Played {
        std::unique_ptr<app::MainWindow> window;
        core::Move move;
    };
    // A Freeman's Farm window, shown, where a move of two hexes or more has just been played.
    std::optional<Played> playMove(bool animated) {
        setAnimation(animated);
        Played played{test::playingWindow(*m_data, "freemans-farm", 3, QString()), {}};
        const auto move = longMove(*played.window);
        if (!move) return std::nullopt;
        QString error;
        if (!app::seriesView(*played.window).game().submit(*move, &error)) return std::nullopt;
        played.move = *move;
        return played;
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        app::CounterMotion::setAllowed(true);
    }
    void cleanupTestCase() { setAnimation(true); }

    void Rule9_2_AnAnimatedMoveSlidesAlongItsPathAndLandsAtItsHex() {
        auto played = playMove(true);
        QVERIFY(played.has_value());
        app::SeriesView& view = app::seriesView(*played->window);
        QVERIFY(view.counterMotion() != nullptr);
        const core::Move& move = played->move;
        const QPointF home = restingPlace(*played->window, move.unit);
        const app::HexLayout& layout = view.mapScene()->layout();
        // It starts at the path's first hex, not yet at its own.
        const QPointF start = layout.centre(move.path.front()) + (home - layout.centre(move.path.back()));
        QVERIFY(QLineF(view.mapScene()->counterItem(move.unit)->pos(), start).length() < 1.0);
        QVERIFY(QLineF(view.mapScene()->counterItem(move.unit)->pos(), home).length() > 10.0);
        QTRY_VERIFY_WITH_TIMEOUT(view.counterMotion() == nullptr, 5000);
        QCOMPARE(view.mapScene()->counterItem(move.unit)->pos(), home);
        QCOMPARE(view.mapScene()->counterItem(move.unit)->hex(), move.path.back());
    }

    void Rule9_2_AKeySkipsTheMotion() {
        auto played = playMove(true);
        QVERIFY(played.has_value());
        app::SeriesView& view = app::seriesView(*played->window);
        QVERIFY(view.counterMotion() != nullptr);
        QTest::keyClick(view.mapView()->viewport(), Qt::Key_Shift);
        QVERIFY(view.counterMotion() == nullptr || view.counterMotion()->state() == QAbstractAnimation::Stopped);
        QCOMPARE(view.mapScene()->counterItem(played->move.unit)->pos(), restingPlace(*played->window, played->move.unit));
    }

    void Rule9_2_WithAnimationOffTheCounterIsThereAtOnce() {
        auto played = playMove(false);
        QVERIFY(played.has_value());
        app::SeriesView& view = app::seriesView(*played->window);
        QVERIFY(view.counterMotion() == nullptr);
        QCOMPARE(view.mapScene()->counterItem(played->move.unit)->pos(), restingPlace(*played->window, played->move.unit));
    }

    void Rule2_3_ADieTumblesToTheFaceRolled() {
        app::DieFace die;
        die.show();
        die.roll(7);
        QCOMPARE(die.value(), 7);  // the face is known at once; only the picture tumbles
        QVERIFY(die.isRolling());
        QTRY_VERIFY_WITH_TIMEOUT(!die.isRolling(), 3000);
        QCOMPARE(die.value(), 7);
    }

    void preferenceIsKept() {
        app::settings::Preferences p = app::settings::Preferences::load();
        QVERIFY(app::settings::Preferences{}.animateMoves);  // on unless the player turns it off
        p.animateMoves = false;
        p.save();
        QVERIFY(!app::settings::Preferences::load().animateMoves);
    }
};

QTEST_MAIN(CounterMotionTest)
#include "counter_motion_test.moc"
