// Victory in view (4, E2, E6, E9): the objectives the scenario names marked on the map, the
// victory the end of the game would give now as the core decides it, and the VP ledger.
#include <QtTest>

#include <QTemporaryDir>

#include "game_tables.h"
#include "objectives_item.h"
#include "tricorne/series/game/replay.h"
#include "victory_box.h"
#include "played_game_support.h"

using namespace tricorne;

class ObjectivesTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    static const app::ObjectiveMark* markAt(const app::ObjectivesItem& item, const char* hex) {
        for (const auto& m : item.marks())
            if (m.hex == *core::HexId::parse(hex)) return &m;
        return nullptr;
    }
    static app::ObjectivesItem* objectivesOf(app::MainWindow& w) {
        for (QGraphicsItem* i : app::seriesView(w).mapScene()->items())
            if (i->type() == app::ObjectivesItem::kType) return static_cast<app::ObjectivesItem*>(i);
        return nullptr;
    }
    static bool hasSide(const app::ObjectiveMark& m, std::optional<core::Side> side) {
        return std::find(m.sides.begin(), m.sides.end(), side) != m.sides.end();
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void objectiveHexesAreMarkedWhereTheScenarioSays() {
        auto w = test::playingWindow(*m_data, "freemans-farm", 1, QString());
        const app::ObjectivesItem* item = objectivesOf(*w);
        QVERIFY(item);
        QVERIFY(item->isVisible());
        // E9.1: 1111 and 0616 are both sides' Decisive objectives; E9.4: 1015 is a VP to its controller.
        for (const char* h : {"1111", "0616"}) {
            const app::ObjectiveMark* m = markAt(*item, h);
            QVERIFY2(m, h);
            QVERIFY(hasSide(*m, core::Side::American) && hasSide(*m, core::Side::British));
            QCOMPARE(m->rules, QStringLiteral("E9.1"));
        }
        const app::ObjectiveMark* farm = markAt(*item, "1015");
        QVERIFY(farm);
        QCOMPARE(farm->rules, QStringLiteral("E9.4"));
        QVERIFY(hasSide(*farm, std::nullopt));
        QCOMPARE(item->marks().size(), std::size_t{3});
        // The Tracks panel names each objective in words with its rule.
        const QString box = app::seriesView(*w).gameTables()->victoryBox()->text();
        QVERIFY2(box.contains(QStringLiteral("Decisive Victory: control")), qPrintable(box));
        QVERIFY2(box.contains(QStringLiteral("1 VP to the side that controls it at the end of the game")), qPrintable(box));
    }

    void theCampaignMarksItsHexesAndTheFreemansFarmArea() {
        auto w = test::playingWindow(*m_data, "campaign", 1, QString());
        const app::ObjectivesItem* item = objectivesOf(*w);
        QVERIFY(item);
        for (const char* h : {"2004", "1407"}) {
            const app::ObjectiveMark* m = markAt(*item, h);
            QVERIFY2(m, h);
            QCOMPARE(m->sides, (std::vector<std::optional<core::Side>>{core::Side::British}));
            QCOMPARE(m->rules, QStringLiteral("E2.1"));
        }
        const app::ObjectiveMark* baggage = markAt(*item, "2019");
        QVERIFY(baggage);
        QCOMPARE(baggage->sides, (std::vector<std::optional<core::Side>>{core::Side::American}));
        QCOMPARE(baggage->rules, QStringLiteral("E2.2"));
        // E2.5: every hex of the map's Freeman's Farm objective area, and no other, is washed as the area.
        const core::MapArea* area = app::seriesView(*w).game().state().map->area("freemansFarmObjective");
        QVERIFY(area);
        std::size_t inArea = 0;
        for (const auto& m : item->marks())
            if (m.area) {
                ++inArea;
                QVERIFY(std::find(area->hexes.begin(), area->hexes.end(), m.hex) != area->hexes.end());
            }
        QCOMPARE(inArea, area->hexes.size());
    }

    void theVictoryIfTheGameEndedNowIsTheCoresEndOfGameVictory() {
        auto w = test::playingWindow(*m_data, "freemans-farm", 4, QString());
        app::GameController& game = app::seriesView(*w).game();
        core::Rng policy(4);
        for (int step = 0; step < 400 && !game.state().outcome.over; ++step) {
            if (step % 50 == 0) {
                // The core's own end of the game, played on a copy by the volume's rules.
                core::GameState ended = game.state();
                std::vector<core::Event> events;
                ended.volumeRules->endOfGameVictory(ended, events);
                const app::VictoryBox* box = app::seriesView(*w).gameTables()->victoryBox();
                QCOMPARE(box->levelText(), app::victoryTitle(ended.outcome));
                QVERIFY2(box->text().contains(QString::fromStdString(ended.outcome.rule).toHtmlEscaped()), qPrintable(box->text()));
                QVERIFY2(box->text().contains(QStringLiteral("VP at the end: American %1, British %2").arg(app::vpText(ended.vpHalves[0]), app::vpText(ended.vpHalves[1]))),
                         qPrintable(box->text()));
            }
            QVERIFY(game.submit(core::randomAction(game.state(), policy), nullptr));
        }
    }

    void theLedgerListsEachVpWithItsTurnAndRule() {
        const auto finished = test::playedAtRandom(*m_data, "freemans-farm", 3);
        QVERIFY(finished);
        auto w = test::windowOfSave(*m_data, *finished, m_dir.filePath(QStringLiteral("finished.tricorne")));
        QVERIFY(w);
        const core::GameState& s = app::seriesView(*w).game().state();
        QVERIFY(s.outcome.over);
        const auto& ledger = app::seriesView(*w).gameTables()->victoryBox()->ledger();
        QVERIFY(!ledger.empty());
        std::string error;
        const auto replay = core::Replay::of(*m_data, finished->record(), error);
        QVERIFY2(replay, error.c_str());
        std::array<int, 2> sum{0, 0};
        for (const app::VpLedgerLine& l : ledger) {
            sum[static_cast<std::size_t>(l.side)] += l.halves;
            QVERIFY(!l.rule.isEmpty() && !l.cause.isEmpty());
            // The turn of the action whose event gave the points, and the core's event itself.
            QCOMPARE(l.turn, replay->stateAfter(static_cast<std::size_t>(l.action) + 1).turn);
            const auto& events = replay->events(static_cast<std::size_t>(l.action));
            QVERIFY(std::any_of(events.begin(), events.end(), [&](const core::Event& e) {
                return e.vp && e.vp->side == l.side && e.vp->halves == l.halves && QString::fromStdString(e.rule) == l.rule;
            }));
        }
        // Every VP the state keeps has its line in the ledger.
        QCOMPARE(sum, s.vpHalves);
        const QString box = app::seriesView(*w).gameTables()->victoryBox()->text();
        QVERIFY2(box.contains(ledger.front().cause.toHtmlEscaped()), qPrintable(box));
    }
};

QTEST_MAIN(ObjectivesTest)
#include "objectives_test.moc"
