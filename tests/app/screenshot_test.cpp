// tricorne --screenshot: writes a PNG of the requested size, and fails clearly on bad input.
#include <QtTest>

#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>

#include "tricorne/series/data_set.h"
#include "tricorne/series/game/save.h"

class ScreenshotTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    struct Run {
        int exitCode = -1;
        QString err;
        QString out;
    };

    Run tricorne(const QStringList& args) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TRICORNE_EXECUTABLE), args);
        if (!p.waitForFinished(240000)) return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromLocal8Bit(p.readAllStandardError()),
                QString::fromLocal8Bit(p.readAllStandardOutput())};
    }

    static int distinctColours(const QImage& image) {
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        return static_cast<int>(colours.size());
    }

private slots:
    void screenshotOfTheWholeMapIsAPngOfTheRequestedSize() {
        const QString file = m_dir.filePath(QStringLiteral("whole.png"));
        const Run r = tricorne({"--data", TRICORNE_TEST_DATA_DIR, "--screenshot", file, "--size", "300x420"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage image(file);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(300, 420));
        QVERIFY(distinctColours(image) > 50);
    }

    void screenshotCentredOnAHexAtAZoomIsAPngOfTheRequestedSize() {
        const QString file = m_dir.filePath(QStringLiteral("close.png"));
        const Run r = tricorne({"--data", TRICORNE_TEST_DATA_DIR, "--scenario", "freemans-farm", "--screenshot", file, "--size",
                                "400x250", "--center", "1015", "--zoom", "2.5"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage image(file);
        QCOMPARE(image.size(), QSize(400, 250));
        QVERIFY(distinctColours(image) > 50);
    }

    // A Campaign game saved at the British movement, after the fog roll.
    QString savedCampaign() {
        const QString file = m_dir.filePath(QStringLiteral("campaign.tricorne"));
        auto loaded = tricorne::core::loadDataSet(TRICORNE_TEST_DATA_DIR);
        if (!loaded.ok()) return {};
        std::string error;
        auto game = tricorne::core::Game::start(*loaded.value, "campaign", {}, 7, error);
        if (!game) return {};
        while (tricorne::core::decision(game->state()).player == tricorne::core::Player::Chance) game->rollDie();
        if (!tricorne::core::writeFileAtomically(file.toStdString(), tricorne::core::saveJson(*game).dump(), error)) return {};
        return file;
    }

    void savedGameWithAUnitPickedUpIsAPngOfTheRequestedSize() {
        const QString game = savedCampaign();
        QVERIFY(!game.isEmpty());
        const QString map = m_dir.filePath(QStringLiteral("game-map.png"));
        Run r = tricorne({"--data", TRICORNE_TEST_DATA_DIR, game, "--screenshot", map, "--select", "br-9th", "--size", "500x300"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QImage(map).size(), QSize(500, 300));
        const QString window = m_dir.filePath(QStringLiteral("game-window.png"));
        r = tricorne({"--data", TRICORNE_TEST_DATA_DIR, game, "--screenshot", window, "--window", "--size", "1200x800"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QImage(window).size(), QSize(1200, 800));
        QVERIFY(distinctColours(QImage(window)) > 50);
    }

    void aUnitThatMayNotActExitsNonZeroNamingIt() {
        const QString game = savedCampaign();
        const Run r = tricorne({"--data", TRICORNE_TEST_DATA_DIR, game, "--screenshot", m_dir.filePath("x.png"), "--select", "am-morgan"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("am-morgan")), qPrintable(r.err));
    }

    void aFileThatIsNotASaveExitsNonZeroNamingIt() {
        const QString bad = m_dir.filePath(QStringLiteral("notes.tricorne"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a game");
        f.close();
        const Run r = tricorne({"--data", TRICORNE_TEST_DATA_DIR, bad, "--screenshot", m_dir.filePath("x.png")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("notes.tricorne")), qPrintable(r.err));
    }

    void badSizeExitsNonZeroNamingTheOption() {
        const Run r = tricorne({"--data", TRICORNE_TEST_DATA_DIR, "--screenshot", m_dir.filePath("x.png"), "--size", "big"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--size")));
    }

    void centreOffTheMapExitsNonZeroNamingTheHex() {
        const Run r = tricorne({"--data", TRICORNE_TEST_DATA_DIR, "--screenshot", m_dir.filePath("x.png"), "--center", "9999"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("9999")));
    }

    void unknownScenarioExitsNonZeroListingTheScenarios() {
        const Run r = tricorne({"--data", TRICORNE_TEST_DATA_DIR, "--scenario", "yorktown", "--screenshot", m_dir.filePath("x.png")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("campaign")));
    }

    void benchPrintsEachFigureAsNameValueUnit() {
        // The figures themselves are judged in a release build (docs/performance.md), not here.
        const Run r = tricorne({QStringLiteral("--bench")});
        QCOMPARE(r.exitCode, 0);
        static const QRegularExpression line(QStringLiteral("^([a-z_]+): (\\d+\\.\\d) (ms|MB)$"));
        QStringList names;
        for (const QString& l : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const auto m = line.match(l);
            QVERIFY2(m.hasMatch(), qPrintable(l));
            QVERIFY(m.captured(2).toDouble() > 0);
            names << m.captured(1);
        }
        QCOMPARE(names, (QStringList{"app_cold_start_ms", "app_cold_start_cpu_ms", "map_full_repaint_ms", "map_full_repaint_cpu_ms",
                                     "map_full_first_paint_ms", "map_repaint_play_zoom_ms", "app_peak_rss_mb"}));
    }

    void brokenDataExitsNonZeroPrintingEveryError() {
        QTemporaryDir data;
        QVERIFY(QDir().mkpath(data.filePath(QStringLiteral("maps"))));
        QFile broken(data.filePath(QStringLiteral("maps/saratoga.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{ \"schemaVersion\": 1, ");
        broken.close();
        const Run r = tricorne({"--data", data.path(), "--screenshot", m_dir.filePath("x.png")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("saratoga.json")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(ScreenshotTest)
#include "screenshot_test.moc"
