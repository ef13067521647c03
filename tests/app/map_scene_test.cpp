// The map scene draws every counter of a scenario's set-up at its hex, and nothing else.
#include <QtTest>

#include <set>

#include "counter_item.h"
#include "map_scene.h"
#include "scenario_start.h"
#include "tricorne/series/data_set.h"

using namespace tricorne;

class MapSceneTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;

    void scenarioRows() {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("campaign") << "campaign";
        QTest::newRow("next-day") << "next-day";
        QTest::newRow("freemans-farm") << "freemans-farm";
    }

    std::vector<core::StartPosition> setupOf(const core::Scenario& s) {
        core::DataErrors errors;
        auto setup = core::resolveSetup(s, m_data->countersOf(s), s.id, errors);
        for (const auto& e : errors) qWarning("%s", e.str().c_str());
        return setup;
    }

private slots:
    void initTestCase() {
        auto loaded = core::loadDataSet(TRICORNE_TEST_DATA_DIR);
        for (const auto& e : loaded.errors) qWarning("%s", e.str().c_str());
        QVERIFY(loaded.ok());
        m_data = std::move(*loaded.value);
    }

    void everyOnMapUnitAndLeaderIsDrawnInsideItsHex_data() { scenarioRows(); }
    void everyOnMapUnitAndLeaderIsDrawnInsideItsHex() {
        QFETCH(QString, scenario);
        core::DataErrors errors;
        auto start = app::ScenarioStart::resolve(*m_data, scenario.toStdString(), errors);
        QVERIFY(start.has_value());
        app::MapScene scene(*start->map, *start->counters);
        scene.showDeployment(start->deployment);
        int onMap = 0;
        for (const auto& p : setupOf(*start->scenario)) {
            if (p.where != core::StartPosition::Where::Map) continue;
            ++onMap;
            const app::CounterItem* item = scene.counterItem(p.counter);
            QVERIFY2(item, p.counter.c_str());
            const QPolygonF hex = scene.layout().polygon(p.hex);
            QVERIFY2(hex.containsPoint(item->scenePos(), Qt::OddEvenFill), (p.counter + " not in " + p.hex.str()).c_str());
            QCOMPARE(item->hex(), p.hex);
            QCOMPARE(item->counter().reduced, p.reduced);
        }
        QVERIFY(onMap > 0);
        QCOMPARE(static_cast<int>(scene.counterItems().size()), onMap);
    }

    void reinforcementsAndCountersNotUsedAreNotOnTheMap_data() { scenarioRows(); }
    void reinforcementsAndCountersNotUsedAreNotOnTheMap() {
        QFETCH(QString, scenario);
        core::DataErrors errors;
        auto start = app::ScenarioStart::resolve(*m_data, scenario.toStdString(), errors);
        QVERIFY(start.has_value());
        app::MapScene scene(*start->map, *start->counters);
        scene.showDeployment(start->deployment);
        for (const auto& p : setupOf(*start->scenario))
            if (p.where != core::StartPosition::Where::Map) QVERIFY2(!scene.counterItem(p.counter), p.counter.c_str());
    }

    void aStackFansOutButEachCounterStaysInItsHex() {
        const app::HexLayout layout(25, 32);
        const QPolygonF hex = layout.polygon({10, 15});
        for (int n = 1; n <= 12; ++n)
            for (int i = 0; i < n; ++i)
                QVERIFY(hex.containsPoint(layout.centre({10, 15}) + app::MapScene::stackOffset(i, n), Qt::OddEvenFill));
        QVERIFY(app::MapScene::stackOffset(1, 2).y() > app::MapScene::stackOffset(0, 2).y());
    }
};

QTEST_MAIN(MapSceneTest)
#include "map_scene_test.moc"
