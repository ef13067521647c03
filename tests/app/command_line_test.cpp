// The tricorne command line: options read, bad values named.
#include <QtTest>

#include "series_options.h"

namespace {
tricorne::app::SeriesOptions series;  // the series' own options, as last parsed

tricorne::app::CommandLineResult parseCommandLine(const QStringList& arguments) {
    series = {};
    return tricorne::app::parseCommandLine(arguments, QStringLiteral("Tricorne"), series);
}
}  // namespace

class CommandLineTest : public QObject {
    Q_OBJECT

private slots:
    void noArgumentsOpensTheCampaign() {
        const auto r = parseCommandLine({"tricorne"});
        QVERIFY(r.options.has_value());
        QCOMPARE(r.options->scenarioId, QStringLiteral("campaign"));
        QVERIFY(!r.options->screenshot.has_value());
    }

    void hotseatIsTwoPlayersAtOneScreen() {
        QVERIFY(!parseCommandLine({"tricorne"}).options->hotseat);
        const auto r = parseCommandLine({"tricorne", "game.tricorne", "--hotseat"});
        QVERIFY(r.options);
        QVERIFY(r.options->hotseat);
        QCOMPARE(r.options->gameFile, QStringLiteral("game.tricorne"));
    }

    void screenshotReadsSizeCentreAndZoom() {
        const auto r = parseCommandLine({"tricorne", "--data", "/d", "--scenario", "next-day", "--screenshot", "a.png", "--size",
                                         "1600x1000", "--center", "1015", "--zoom", "2.5"});
        QVERIFY(r.options.has_value());
        QCOMPARE(r.options->dataDir, QStringLiteral("/d"));
        QCOMPARE(r.options->scenarioId, QStringLiteral("next-day"));
        const auto& s = *r.options->screenshot;
        QCOMPARE(s.file, QStringLiteral("a.png"));
        QCOMPARE(s.size, QSize(1600, 1000));
        QVERIFY(series.centre == (tricorne::core::HexId{10, 15}));
        QCOMPARE(*s.zoom, 2.5);
    }

    void aSavedGameIsOpenedAndShotWithAUnitPickedUp() {
        const auto r = parseCommandLine({"tricorne", "game.tricorne", "--screenshot", "a.png", "--select", "br-9th"});
        QVERIFY(r.options.has_value());
        QCOMPARE(r.options->gameFile, QStringLiteral("game.tricorne"));
        QCOMPARE(series.select, QStringLiteral("br-9th"));
    }

    void rule11_4_aSavedGameIsShotWithALineOfSight() {
        const auto r = parseCommandLine({"tricorne", "game.tricorne", "--screenshot", "a.png", "--sight", "0912-0914"});
        QVERIFY(r.options.has_value());
        QVERIFY(series.sight.has_value());
        QVERIFY(series.sight->first == (tricorne::core::HexId{9, 12}));
        QVERIFY(series.sight->second == (tricorne::core::HexId{9, 14}));
    }

    void aSavedGameIsReplayedFromAPosition() {
        const auto r = parseCommandLine({"tricorne", "--replay", "game.tricorne", "--at", "12"});
        QVERIFY(r.options.has_value());
        QCOMPARE(r.options->replayFile, QStringLiteral("game.tricorne"));
        QCOMPARE(r.options->replayAt, 12);
        QVERIFY(r.options->gameFile.isEmpty());
        QCOMPARE(parseCommandLine({"tricorne", "--replay", "game.tricorne"}).options->replayAt, 0);
    }

    void benchIsAskedForAndRunsOffscreen() {
        QVERIFY(!parseCommandLine({"tricorne"}).options->bench);
        QVERIFY(parseCommandLine({"tricorne", "--bench"}).options->bench);
        QByteArray program("tricorne"), bench("--bench"), shot("--screenshot"), file("a.png");
        char* benchArgs[] = {program.data(), bench.data()};
        char* shotArgs[] = {program.data(), shot.data(), file.data()};
        char* plain[] = {program.data(), file.data()};
        QVERIFY(tricorne::app::wantsOffscreen(2, benchArgs));
        QVERIFY(tricorne::app::wantsOffscreen(3, shotArgs));
        QVERIFY(!tricorne::app::wantsOffscreen(2, plain));
    }

    void badValuesAreRejectedWithExitCodeTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("size") << QStringList{"tricorne", "--screenshot", "a.png", "--size", "0x10"} << "--size";
        QTest::newRow("centre") << QStringList{"tricorne", "--screenshot", "a.png", "--center", "10x5"} << "--center";
        QTest::newRow("zoom") << QStringList{"tricorne", "--screenshot", "a.png", "--zoom", "-1"} << "--zoom";
        QTest::newRow("framing without screenshot") << QStringList{"tricorne", "--zoom", "2"} << "--screenshot";
        QTest::newRow("unknown option") << QStringList{"tricorne", "--frobnicate"} << "frobnicate";
        QTest::newRow("stray argument") << QStringList{"tricorne", "game.tricorne", "stray"} << "stray";
        QTest::newRow("scenario and a game") << QStringList{"tricorne", "--scenario", "next-day", "game.tricorne"} << "--scenario";
        QTest::newRow("window without a game") << QStringList{"tricorne", "--screenshot", "a.png", "--window"} << "--window";
        QTest::newRow("replay and a game") << QStringList{"tricorne", "--replay", "a.tricorne", "b.tricorne"} << "--replay";
        QTest::newRow("at without replay") << QStringList{"tricorne", "--at", "3"} << "--at";
        QTest::newRow("at not a count") << QStringList{"tricorne", "--replay", "a.tricorne", "--at", "-2"} << "--at";
        QTest::newRow("select without a game") << QStringList{"tricorne", "--screenshot", "a.png", "--select", "br-9th"} << "--select";
        QTest::newRow("sight without a game") << QStringList{"tricorne", "--screenshot", "a.png", "--sight", "0912-0914"} << "--sight";
        QTest::newRow("sight not two hexes") << QStringList{"tricorne", "g.tricorne", "--screenshot", "a.png", "--sight", "0912"} << "--sight";
    }
    void badValuesAreRejectedWithExitCodeTwo() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const auto r = parseCommandLine(args);
        QVERIFY(!r.options.has_value());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.message.contains(named), qPrintable(r.message));
    }
};

QTEST_GUILESS_MAIN(CommandLineTest)
#include "command_line_test.moc"
