// The log as a player reads it: the seed first, a heading for each turn and phase, the
// newest entry in view, filtered by kind, searched, copied, wrapped to the panel's width.
#include <QtTest>

#include <QClipboard>
#include <QPushButton>
#include <QLineEdit>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>

#include "event_log.h"
#include "sequence_bar.h"
#include "window_test_support.h"

using namespace tricorne;

class EventLogTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    std::unique_ptr<app::MainWindow> window(const std::string& scenario = "campaign") {
        auto w = test::playingWindow(*m_data, scenario, 7, m_dir.filePath(QStringLiteral("autosave.tricorne")));
        w->resize(1280, 800);
        QCoreApplication::processEvents();
        return w;
    }

    // Plays `phases` phases by End Phase, and the dice they call for.
    static void endPhases(app::MainWindow& w, int phases) {
        for (int i = 0; i < phases && !core::isTerminal(app::seriesView(w).game().state()); ++i)
            QTest::mouseClick(app::seriesView(w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void theFirstLineNamesTheScenarioAndTheSeed() {
        auto w = window();
        const app::SeriesView& view = app::seriesView(*w);
        const QString first = view.eventLog()->shownText().section(QLatin1Char('\n'), 0, 0);
        QCOMPARE(first, QStringLiteral("%1, seed 7").arg(view.game().scenarioName()));
        QCOMPARE(view.game().logText().section(QLatin1Char('\n'), 0, 0), first);
    }

    void eachTurnAndPhaseHasAHeading() {
        auto w = window();
        endPhases(*w, 8);
        const app::SeriesView& view = app::seriesView(*w);
        const QStringList lines = view.eventLog()->shownText().split(QLatin1Char('\n'));
        QVERIFY(lines.contains(QStringLiteral("Turn 1")));
        QVERIFY2(lines.contains(QStringLiteral("British Movement Phase")), qPrintable(lines.join(QLatin1Char('\n'))));
        // One heading for each change of place in the log, and one for each new turn.
        int places = 0;
        QStringList turns;
        QString place;
        for (const app::LogEntry& e : view.game().log()) {
            if (e.place == place) continue;
            place = e.place;
            ++places;
            const QString turn = e.place.section(QStringLiteral(", "), 0, 0);
            if (turns.isEmpty() || turns.back() != turn) turns << turn;
        }
        QVERIFY(places >= 3);
        const qsizetype shown = std::count_if(lines.begin(), lines.end(), [&](const QString& l) {
            return std::any_of(view.game().log().begin(), view.game().log().end(),
                               [&](const app::LogEntry& e) { return e.place.section(QStringLiteral(", "), 1) == l; });
        });
        QCOMPARE(static_cast<int>(shown), places);
        for (const QString& t : turns) QVERIFY(lines.contains(t));
    }

    void noEntrySaysPassesOrEndsThePhase() {
        auto w = window();
        endPhases(*w, 10);
        const app::SeriesView& view = app::seriesView(*w);
        const QString text = view.eventLog()->shownText();
        QVERIFY(!text.contains(QStringLiteral("passes or ends the phase")));
        QVERIFY2(text.contains(QStringLiteral("British ends the British Movement Phase")), qPrintable(text));
        // No line says the same as the one before it.
        const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (qsizetype i = 1; i < lines.size(); ++i) QVERIFY2(lines[i] != lines[i - 1], qPrintable(lines[i]));
    }

    void filteringByKindHidesTheOthers() {
        auto w = window();
        endPhases(*w, 10);
        app::EventLog* log = app::seriesView(*w).eventLog();
        const auto& entries = app::seriesView(*w).game().log();
        const auto dice = std::count_if(entries.begin(), entries.end(), [](const app::LogEntry& e) { return e.kind == app::LogKind::Dice; });
        QVERIFY(dice > 0);
        for (app::LogKind kind : app::EventLog::kKinds)
            if (kind != app::LogKind::Dice) QTest::mouseClick(log->kindButton(kind), Qt::LeftButton);
        QCOMPARE(static_cast<qsizetype>(log->shownEntries().size()), static_cast<qsizetype>(dice));
        for (int i : log->shownEntries()) QVERIFY(entries[static_cast<std::size_t>(i)].die.has_value());
        // Shown again, every entry is back.
        QTest::mouseClick(log->kindButton(app::LogKind::Movement), Qt::LeftButton);
        QVERIFY(log->kindShown(app::LogKind::Movement));
        for (app::LogKind kind : app::EventLog::kKinds) log->setKindShown(kind, true);
        QCOMPARE(log->shownEntries().size(), entries.size());
    }

    void theNewestEntryIsInViewAfterAMove() {
        auto w = window();
        app::SeriesView& view = app::seriesView(*w);
        endPhases(*w, 12);
        for (const auto& a : view.game().legalActions())
            if (std::holds_alternative<core::Move>(a)) {
                QVERIFY(view.game().submit(a, nullptr));
                break;
            }
        QVERIFY(view.eventLog()->view()->verticalScrollBar()->maximum() > 0);
        const QRect last = view.eventLog()->entryRect(static_cast<int>(view.game().log().size()) - 1);
        QVERIFY(!last.isEmpty());
        QVERIFY2(view.eventLog()->view()->viewport()->rect().contains(last), qPrintable(QStringLiteral("%1,%2").arg(last.top()).arg(last.bottom())));
    }

    void searchFindsAUnitByName() {
        auto w = window();
        app::SeriesView& view = app::seriesView(*w);
        QVERIFY(view.game().submit(core::Move{"br-9th", {*core::HexId::parse("1829"), *core::HexId::parse("1729")}, false}, nullptr));
        endPhases(*w, 6);
        QTest::keyClicks(view.eventLog()->searchBox(), QStringLiteral("9th"));
        const int found = view.eventLog()->entryAtCursor();
        QVERIFY(found >= 0);
        QVERIFY(view.game().log()[static_cast<std::size_t>(found)].text.contains(QStringLiteral("9th moves 1829-1729")));
        QCOMPARE(view.eventLog()->view()->textCursor().selectedText(), QStringLiteral("9th"));
        QVERIFY(!view.eventLog()->find(QStringLiteral("no such regiment")));
    }

    void copyGivesTheLogAsShown() {
        auto w = window();
        app::EventLog* log = app::seriesView(*w).eventLog();
        log->view()->moveCursor(QTextCursor::Start);
        QTest::mouseClick(log->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), log->shownText());
        QVERIFY(log->find(QStringLiteral("seed 7")));
        QTest::mouseClick(log->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("seed 7"));
    }

    void theLogWrapsWithoutAHorizontalScrollBar() {
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            auto w = window("freemans-farm");
            w->resize(size);
            endPhases(*w, 8);
            QCoreApplication::processEvents();
            QTextBrowser* browser = app::seriesView(*w).eventLog()->view();
            QVERIFY(!browser->horizontalScrollBar()->isVisible());
            QVERIFY(browser->document()->size().width() <= browser->viewport()->width() + 1);
        }
    }
};

QTEST_MAIN(EventLogTest)
#include "event_log_test.moc"
