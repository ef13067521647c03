// The map shows a game in progress: counters where the state has them, their reduced side,
// their status markers, and nothing of what is off the map.
#include <QtTest>

#include "counter_item.h"
#include "deployment.h"
#include "map_scene.h"
#include "status_marks.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/game/game.h"

using namespace tricorne;

class GameDeploymentTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;

    core::GameState start(const std::string& scenario) {
        std::string error;
        auto s = core::newGame(*m_data, scenario, {}, 1, error);
        if (!s) qFatal("%s", error.c_str());
        return *s;
    }

    static core::Piece& piece(core::GameState& s, const std::string& id) { return s.pieces[static_cast<std::size_t>(*s.pieceIndex(id))]; }

private slots:
    void initTestCase() {
        auto loaded = core::loadDataSet(TRICORNE_TEST_DATA_DIR);
        QVERIFY(loaded.ok());
        m_data = std::move(*loaded.value);
    }

    void everyCounterOnTheMapIsDrawnAtItsHexAndNoOther() {
        const core::GameState s = start("freemans-farm");
        const auto d = app::Deployment::ofGame(s);
        std::size_t onMap = 0;
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
            if (!s.onMap(i)) continue;
            ++onMap;
            const auto stack = d.stackAt(s.pieces[static_cast<std::size_t>(i)].hex);
            QVERIFY(std::any_of(stack.begin(), stack.end(), [&](const app::DeployedCounter* c) { return c->id == s.pieceId(i); }));
        }
        QCOMPARE(d.counters().size(), onMap);
    }

    void statusReducedSideAndLossesShow() {
        core::GameState s = start("freemans-farm");
        piece(s, "am-morgan").status = core::Status::Disrupted;
        piece(s, "am-morgan").pin = 1;
        piece(s, "am-morgan").reduced = true;
        piece(s, "am-morgan").firstFire = true;
        piece(s, "br-21st").status = core::Status::Shattered;
        piece(s, "br-20th").location = core::Location::Eliminated;
        const auto d = app::Deployment::ofGame(s);
        auto find = [&](const std::string& id) -> const app::DeployedCounter* {
            for (const auto& c : d.counters())
                if (c.id == id) return &c;
            return nullptr;
        };
        const auto* morgan = find("am-morgan");
        QVERIFY(morgan);
        QVERIFY(morgan->reduced);
        QVERIFY(morgan->marks.disrupted && morgan->marks.pinned && !morgan->marks.shattered);
        QCOMPARE(app::StatusMarks::names(morgan->marks).size(), qsizetype{2});
        const auto* fusiliers = find("br-21st");
        QVERIFY(fusiliers && fusiliers->marks.shattered && !fusiliers->marks.disrupted);
        QVERIFY(!find("br-20th"));
        // 10.6: a rifle unit's First Fire marker comes off once it has fired.
        QVERIFY(!morgan->marks.firstFireSpent);
        piece(s, "am-morgan").firstFire = false;
        const auto after = app::Deployment::ofGame(s);
        QVERIFY(std::any_of(after.counters().begin(), after.counters().end(),
                            [](const app::DeployedCounter& c) { return c.id == "am-morgan" && c.marks.firstFireSpent; }));

        // The scene draws them; a marked counter's tags lie within its bounds.
        app::MapScene scene(*s.map, *s.counters);
        scene.showDeployment(d);
        QCOMPARE(scene.counterItems().size(), d.counters().size());
        QVERIFY(!scene.counterItem("br-20th"));
        const QRectF face(-app::CounterPainter::kSize / 2, -app::CounterPainter::kSize / 2, app::CounterPainter::kSize, app::CounterPainter::kSize);
        QVERIFY(scene.counterItem("am-morgan")->boundingRect().contains(app::StatusMarks::bounds(face)));
    }
};

QTEST_MAIN(GameDeploymentTest)
#include "game_deployment_test.moc"
