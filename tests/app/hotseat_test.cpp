// Two players at one screen: whether a game is played hotseat is kept in its save, the
// curtain before a secret tactic (12.61) hides the whole window, floating panels too, and
// the Next Day's secret note on the militia (E7.5.1) is made behind it and shown to no one
// until its reveal.
#include <QtTest>

#include <QDockWidget>
#include <QPushButton>
#include <QTemporaryDir>

#include <array>

#include "combat_test_support.h"
#include "curtain.h"
#include "tricorne/engine/json_text.h"

using namespace tricorne;

class HotseatTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    std::unique_ptr<app::MainWindow> window(bool hotseat) { return test::freemansFarm(*m_data, m_dir, hotseat); }

    // A window set for hotseat play or not, with a save opened.
    std::unique_ptr<app::MainWindow> opened(const QString& path, bool hotseat) {
        auto w = std::make_unique<app::MainWindow>(app::SeriesFrontend(*m_data));
        app::seriesView(*w).game().setAutosavePath(m_dir.filePath(QStringLiteral("autosave.tricorne")));
        w->setHotseat(hotseat);
        QString error;
        if (!w->openFile(path, &error)) qWarning("%s", qPrintable(error));
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get())) qWarning("the window was not shown");
        return w;
    }

    static QString savedPlayers(const QString& path) {
        std::string error;
        const auto text = core::readTextFile(path.toStdString(), error);
        const auto json = text ? core::parseJsonText(*text, error) : std::nullopt;
        return json && json->contains("players") ? QString::fromStdString((*json)["players"].get<std::string>()) : QString();
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void aReopenedGameIsPlayedAsItWasSaved_data() {
        QTest::addColumn<bool>("hotseat");
        QTest::addColumn<QString>("players");
        QTest::newRow("hotseat") << true << "hotseat";
        QTest::newRow("one person") << false << "solo";
    }
    void aReopenedGameIsPlayedAsItWasSaved() {
        QFETCH(bool, hotseat);
        QFETCH(QString, players);
        const QString path = m_dir.filePath(players + QStringLiteral(".tricorne"));
        {
            auto w = window(hotseat);
            QVERIFY(!test::reachDeclarations(*w).empty());
            QString error;
            QVERIFY2(w->saveFile(path, &error), qPrintable(error));
        }
        QCOMPARE(savedPlayers(path), players);
        // Opened in a window last set the other way: the save decides.
        auto w = opened(path, !hotseat);
        QCOMPARE(app::seriesView(*w).game().hotseat(), hotseat);
        test::declareByClicks(*w);
        QTest::mouseClick(app::seriesView(*w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        test::answerUntilTactics(*w);
        QCOMPARE(app::seriesView(*w).game().decision().step, core::Step::ChooseTactic);
        QCOMPARE(w->curtain()->isVisible(), hotseat);
        if (hotseat)
            QVERIFY(w->curtain()->text().contains(
                QStringLiteral("Hand the screen to the %1 player").arg(app::GameController::playerName(app::seriesView(*w).game().decision().player))));
    }

    void theAutosaveKeepsTheHotseat() {
        auto w = window(true);
        const QString autosave = app::seriesView(*w).game().autosavePath();
        QFile::remove(autosave);
        QVERIFY(!test::reachDeclarations(*w).empty());  // a new phase: autosaved
        QVERIFY(QFileInfo::exists(autosave));
        QCOMPARE(savedPlayers(autosave), QStringLiteral("hotseat"));
        QVERIFY(app::seriesView(*opened(autosave, false)).game().hotseat());
    }

    void theCurtainPutsAwayFloatingPanelsAndBringsThemBack() {
        auto w = window(true);
        auto* log = w->findChild<QDockWidget*>(QStringLiteral("logDock"));
        auto* tracks = w->findChild<QDockWidget*>(QStringLiteral("tracksDock"));
        auto* decision = w->findChild<QDockWidget*>(QStringLiteral("decisionDock"));
        QVERIFY(log && tracks && decision);
        // Two panels torn off as windows of their own; one of them then closed by the player.
        log->setFloating(true);
        tracks->setFloating(true);
        tracks->hide();
        QVERIFY(log->isVisible() && log->isWindow());
        test::reachTactics(*w);
        QVERIFY(w->curtain()->isVisible());
        QVERIFY(!log->isVisible());
        QVERIFY(!tracks->isVisible());
        QVERIFY(decision->isVisible());  // docked: under the curtain
        // The attacker takes the screen: the floating panel is back where it was, the closed one stays closed.
        QTest::mouseClick(w->curtain(), Qt::LeftButton);
        QVERIFY(log->isVisible() && log->isFloating());
        QVERIFY(!tracks->isVisible());
        QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(0), Qt::LeftButton);
        // The defender's turn: put away again until he takes the screen.
        QVERIFY(w->curtain()->isVisible());
        QVERIFY(!log->isVisible());
        QTest::mouseClick(w->curtain(), Qt::LeftButton);
        QVERIFY(log->isVisible() && log->isFloating());
    }

    // E7.5.1: two hotseat games of the Next Day alike but for the American note. After the
    // American player has noted behind the curtain, the British player gets the screen back
    // behind another, and until the American half of turn 3 the two windows show the same
    // texts; then the log reveals each note.
    void ruleE7_5_1_theBritishViewNeverShowsTheMilitiaNoteBeforeItsReveal() {
        const std::map<std::string, std::string> options{{"secret-commitment", "on"}};
        std::array<std::unique_ptr<app::MainWindow>, 2> windows;
        for (std::size_t k = 0; k < 2; ++k) {
            windows[k] = test::playingWindow(*m_data, "next-day", 3, m_dir.filePath(QStringLiteral("autosave.tricorne")), true, true, options);
            app::MainWindow& w = *windows[k];
            QCOMPARE(app::seriesView(w).game().decision().step, core::Step::CommitMilitia);
            QVERIFY(w.curtain()->isVisible());
            QVERIFY2(w.curtain()->text().contains(QStringLiteral("Hand the screen to the American player")), qPrintable(w.curtain()->text()));
            QVERIFY2(w.curtain()->text().contains(QStringLiteral("Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex")), qPrintable(w.curtain()->text()));
            QVERIFY(w.curtain()->text().contains(QStringLiteral("(E7.5.1)")));
            QTest::mouseClick(w.curtain(), Qt::LeftButton);
            QVERIFY(!w.curtain()->isVisible());
            QVERIFY(app::seriesView(w).decisionPanel()->promptText().contains(QStringLiteral("Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex")));
            QPushButton* note = test::buttonFor(w, core::Commit{k == 0});
            QVERIFY(note);
            QCOMPARE(note->text(), k == 0 ? QStringLiteral("They come, for 1 Army Morale") : QStringLiteral("They do not come"));
            QCOMPARE(note->toolTip(), k == 0 ? QStringLiteral("Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex enter at 2101 on turn 3, "
                                                              "and 1 Army Morale is surrendered when they are placed (E7.5.1)")
                                             : QStringLiteral("Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex are not used: they never enter "
                                                              "and are worth no victory points (E7.5.1)"));
            QTest::mouseClick(note, Qt::LeftButton);
            // The screen goes back to the British player behind the curtain.
            QVERIFY(w.curtain()->isVisible());
            QVERIFY2(w.curtain()->text().contains(QStringLiteral("Hand the screen to the British player")), qPrintable(w.curtain()->text()));
            QVERIFY(!w.undoAction()->isEnabled());
            QTest::mouseClick(w.curtain(), Qt::LeftButton);
            QVERIFY(!w.curtain()->isVisible());
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
        QCOMPARE(windows[0]->curtain()->text(), windows[1]->curtain()->text());
        // Both play on alike, ending every phase, to the American half of turn 3: at every
        // decision the two windows show the same texts, and no text gives the note away.
        const auto revealed = [](const app::MainWindow& w) {
            const core::GameState& s = app::seriesView(w).game().state();
            return s.turn >= 3 && s.phase == core::Phase::Movement && s.phasing() == core::Side::American;
        };
        int decisions = 0;
        while (!revealed(*windows[0]) && decisions < 200) {
            const auto texts = test::shownTexts(*windows[0]);
            QCOMPARE(texts, test::shownTexts(*windows[1]));
            for (const QString& t : texts)
                QVERIFY2(!t.contains(QStringLiteral("enter at 2101")) && !t.contains(QStringLiteral("not used")) && !t.contains(QStringLiteral("revealed:")),
                         qPrintable(t));
            QVERIFY(!windows[0]->curtain()->isVisible());
            for (auto& w : windows) {
                const auto& legal = app::seriesView(*w).game().legalActions();
                core::Action pick = legal.front();
                for (const auto& a : legal)
                    if (std::holds_alternative<core::EndPhase>(a)) pick = a;
                QString error;
                QVERIFY2(app::seriesView(*w).game().submit(pick, &error), qPrintable(error));
            }
            QCOMPARE(revealed(*windows[1]), revealed(*windows[0]));
            ++decisions;
        }
        QVERIFY(revealed(*windows[0]));
        QVERIFY2(app::seriesView(*windows[0]).game().logText().contains(QStringLiteral("The American note is revealed: Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex come")),
                 qPrintable(app::seriesView(*windows[0]).game().logText()));
        QVERIFY(app::seriesView(*windows[1]).game().logText().contains(QStringLiteral("The American note is revealed: Warner, 1 Hampshire, 3 Suffolk and 5 Middlesex do not come")));
    }

    void aCurtainLiftedWithoutAClickBringsThePanelsBackToo() {
        auto w = window(true);
        auto* log = w->findChild<QDockWidget*>(QStringLiteral("logDock"));
        log->setFloating(true);
        test::reachTactics(*w);
        QVERIFY(!log->isVisible());
        // A new game: no secret is due any more.
        QString error;
        QVERIFY2(w->startGame("campaign", 1, &error), qPrintable(error));
        QVERIFY(!w->curtain()->isVisible());
        QVERIFY(log->isVisible() && log->isFloating());
    }
};

QTEST_MAIN(HotseatTest)
#include "hotseat_test.moc"
