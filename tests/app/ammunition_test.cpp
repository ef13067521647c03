// Next Day ammunition (E7.1-E7.3): the boxes left on the Ammo Depletion Log shown with each
// logged unit in the stack panel, and the Ammo Depleted marker on a unit whose boxes are spent.
#include <QtTest>

#include <QListWidget>
#include <QTemporaryDir>

#include "counter_item.h"
#include "deployment.h"
#include "stack_panel.h"
#include "status_marks.h"
#include "tricorne/series/rules/intelligence.h"
#include "played_game_support.h"

using namespace tricorne;

class AmmunitionTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    static bool depletedUnitOnMap(const core::GameState& s) {
        if (!s.combat.ammoPaid.empty()) return false;
        for (int i = 0; i < s.unitCount(); ++i) {
            const core::Piece& p = s.pieces[static_cast<std::size_t>(i)];
            if (s.onMap(i) && p.ammoBoxes >= 0 && p.ammoChecked >= p.ammoBoxes) return true;
        }
        return false;
    }

    // A Next Day game played at random until a logged unit on the map has checked every box.
    std::optional<core::Game> gameWithADepletedUnit(const std::map<std::string, std::string>& options) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            if (auto g = test::playedAtRandom(*m_data, "next-day", seed, options, depletedUnitOnMap); g && depletedUnitOnMap(g->state())) return g;
        return std::nullopt;
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void theStackPanelShowsTheBoxesLeftAndTheDepletedMarker() {
        auto g = gameWithADepletedUnit({});
        QVERIFY(g);
        auto window = test::windowOfSave(*m_data, *g, m_dir.filePath(QStringLiteral("depleted.tricorne")));
        QVERIFY(window);
        app::MainWindow& w = *window;
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const core::GameState& s = app::seriesView(w).game().state();
        int depleted = 0;
        for (int i = 0; i < s.unitCount(); ++i) {
            const core::Piece& p = s.pieces[static_cast<std::size_t>(i)];
            if (!s.onMap(i) || p.ammoBoxes < 0) continue;
            const std::string id = s.pieceId(i);
            app::seriesView(w).inspectHex(p.hex);
            const auto* list = app::seriesView(w).stackPanel()->findChild<QListWidget*>();
            QVERIFY(list);
            QString line;
            for (int row = 0; row < list->count(); ++row)
                if (list->item(row)->data(Qt::UserRole).toString().toStdString() == id) line = list->item(row)->text();
            QVERIFY2(!line.isEmpty(), id.c_str());
            // E7.1: the boxes left are the boxes logged less those checked, as the state has them.
            QVERIFY2(line.contains(QStringLiteral("close combat ammunition %1 of %2 boxes left (E7.1)").arg(p.ammoBoxes - p.ammoChecked).arg(p.ammoBoxes)),
                     qPrintable(line));
            const bool spent = p.ammoChecked >= p.ammoBoxes;
            QCOMPARE(line.contains(QStringLiteral("Ammo Depleted (E7.2)")), spent);
            const app::CounterItem* counter = app::seriesView(w).mapScene()->counterItem(id);
            QVERIFY(counter);
            QCOMPARE(counter->counter().marks.ammoDepleted, spent);
            QCOMPARE(app::StatusMarks::names(counter->counter().marks).contains(QStringLiteral("Ammo Depleted (E7.2)")), spent);
            depleted += spent ? 1 : 0;
        }
        QVERIFY(depleted > 0);
    }

    void anEnemyStackNotExaminedShowsNothingOfItsHiddenCounters() {
        auto g = gameWithADepletedUnit({{"limited-intelligence", "on"}});
        QVERIFY(g);
        const core::GameState& s = g->state();
        int checked = 0;
        for (int i = 0; i < s.unitCount(); ++i) {
            const core::Piece& p = s.pieces[static_cast<std::size_t>(i)];
            if (!s.onMap(i) || p.ammoBoxes < 0) continue;
            const app::Deployment seen = app::Deployment::ofGame(s, core::Side::British);
            const bool known = core::stackKnown(s, core::Side::British, p.hex) || core::stackIn(s, p.hex).back() == i;
            const auto stack = seen.stackAt(p.hex);
            const auto shown = std::find_if(stack.begin(), stack.end(), [&](const app::DeployedCounter* c) { return c->id == s.pieceId(i); });
            // 7.42: a hidden counter is only counted; neither its ammunition nor its marker shows.
            QCOMPARE(shown != stack.end(), known);
            if (shown != stack.end()) QCOMPARE((*shown)->closeCombatAmmoLeft, p.ammoBoxes - p.ammoChecked);
            ++checked;
        }
        QVERIFY(checked > 0);
    }
};

QTEST_MAIN(AmmunitionTest)
#include "ammunition_test.moc"
