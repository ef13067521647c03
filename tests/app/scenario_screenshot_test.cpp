// A scenario's start as the screenshots and the tracks show it: --window, --select and --sight
// with --scenario, a JPEG for a .jpg name, Morgan's First Fire spent at Freeman's Farm (E10.1)
// and no weather shown before the fog roll (E3.9.1).
#include <QtTest>

#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QProcess>
#include <QTemporaryDir>

#include <optional>

#include "game_controller.h"
#include "counter_item.h"
#include "game_tables.h"
#include "main_window.h"
#include "scenario_start.h"
#include "series_view.h"
#include "status_marks.h"
#include "window_test_support.h"
#include "tricorne/saratoga/fog.h"
#include "tricorne/series/data_set.h"

using namespace tricorne;

class ScenarioScreenshotTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::optional<core::DataSet> m_data;

    struct Run {
        int exitCode = -1;
        QString err;
    };

    Run tricorne(const QStringList& args) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TRICORNE_EXECUTABLE), QStringList{"--data", TRICORNE_TEST_DATA_DIR} + args);
        if (!p.waitForFinished(240000)) return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromLocal8Bit(p.readAllStandardError())};
    }

private slots:
    void initTestCase() { QVERIFY(test::loadRealData(m_data)); }

    void aJpgNameWritesAJpeg() {
        const QString file = m_dir.filePath(QStringLiteral("map.jpg"));
        const Run r = tricorne({"--scenario", "freemans-farm", "--screenshot", file, "--size", "320x200"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray head = f.read(3);
        QCOMPARE(head, QByteArray("\xff\xd8\xff", 3));  // the JPEG start-of-image marker
        QCOMPARE(QImageReader(file).format(), QByteArray("jpeg"));
        QCOMPARE(QImage(file).size(), QSize(320, 200));
    }

    void aPngNameStillWritesAPng() {
        const QString file = m_dir.filePath(QStringLiteral("map.png"));
        const Run r = tricorne({"--scenario", "freemans-farm", "--screenshot", file, "--size", "320x200"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QImageReader(file).format(), QByteArray("png"));
    }

    void windowSelectAndSightWorkWithAScenario() {
        const QString window = m_dir.filePath(QStringLiteral("window.png"));
        Run r = tricorne({"--scenario", "freemans-farm", "--screenshot", window, "--window", "--select", "1213", "--size", "1280x800"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QImage(window).size(), QSize(1280, 800));
        const QString sight = m_dir.filePath(QStringLiteral("sight.png"));
        r = tricorne({"--scenario", "freemans-farm", "--screenshot", sight, "--sight", "1213-1015", "--size", "600x400"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QImage(sight).size(), QSize(600, 400));
    }

    void RuleE10_1_FreemansFarmStartDrawsMorganWithNoFirstFire() {
        core::DataErrors errors;
        const auto start = app::ScenarioStart::resolve(*m_data, "freemans-farm", errors);
        QVERIFY(start.has_value());
        const auto morgan = std::find_if(start->deployment.counters().begin(), start->deployment.counters().end(),
                                         [](const app::DeployedCounter& c) { return c.id == "am-morgan"; });
        QVERIFY(morgan != start->deployment.counters().end());
        QVERIFY(morgan->marks.firstFireSpent);
        const auto tags = app::StatusMarks::of(morgan->marks);
        QVERIFY(std::any_of(tags.begin(), tags.end(), [](const app::StatusMark& m) { return m.label == QStringLiteral("NO FF"); }));
        // The same as the game's own start draws it.
        app::MainWindow window{app::SeriesFrontend{*m_data}};
        app::seriesView(window).game().setAutosavePath(QString());
        QString error;
        QVERIFY2(window.startGame("freemans-farm", 1, &error), qPrintable(error));
        const app::CounterItem* item = app::seriesView(window).mapScene()->counterItem("am-morgan");
        QVERIFY(item);
        QCOMPARE(item->counter().marks, morgan->marks);
        // A rifle unit the scenario leaves alone keeps its First Fire.
        const core::GameState& s = app::seriesView(window).game().state();
        for (int i = 0; i < s.unitCount(); ++i)
            if (s.pieces[static_cast<std::size_t>(i)].location == core::Location::Map && s.unitDef(i).isRifle() && s.pieceId(i) != "am-morgan")
                QVERIFY(!app::seriesView(window).mapScene()->counterItem(s.pieceId(i))->counter().marks.firstFireSpent);
    }

    void RuleE3_9_1_NextDaySetUpShowsNoWeatherBeforeTheFogRoll() {
        app::MainWindow window{app::SeriesFrontend{*m_data}};
        app::SeriesView& view = app::seriesView(window);
        view.game().setAutosavePath(QString());
        QString error;
        QVERIFY2(window.startGame("next-day", 1, &error), qPrintable(error));
        const core::GameState& s = view.game().state();
        QVERIFY(core::saratoga::fogRollAhead(s));
        const QString tracks = view.gameTables()->text();
        QVERIFY2(tracks.contains(QStringLiteral("Weather: fog roll to come (E3.9.1)")), qPrintable(tracks));
        QVERIFY2(!tracks.contains(QStringLiteral("Clear")), qPrintable(tracks));
        // Once rolled, the weather the roll gave: a 0 is dense fog on the table (E3.9.1).
        core::GameState rolled = s;
        std::vector<core::Event> events;
        QVERIFY(core::saratoga::applyFogRoll(rolled, 0, events));
        QVERIFY(!core::saratoga::fogRollAhead(rolled));
        app::GameTables shown;
        shown.showPosition(&rolled);
        QVERIFY2(shown.text().contains(QStringLiteral("Weather: Dense fog (E3.9)")), qPrintable(shown.text()));
    }
};

QTEST_MAIN(ScenarioScreenshotTest)
#include "scenario_screenshot_test.moc"
