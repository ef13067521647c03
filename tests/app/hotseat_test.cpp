// Two players at one screen: whether a game is played hotseat is kept in its save, and the
// curtain before a secret tactic (12.61) hides the whole window, floating panels too.
#include <QtTest>

#include <QDockWidget>
#include <QTemporaryDir>

#include "combat_test_support.h"
#include "curtain.h"
#include "tricorne/core/json_text.h"

using namespace tricorne;

class HotseatTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    std::unique_ptr<app::MainWindow> window(bool hotseat) { return test::freemansFarm(*m_data, m_dir, hotseat); }

    // A window set for hotseat play or not, with a save opened.
    std::unique_ptr<app::MainWindow> opened(const QString& path, bool hotseat) {
        auto w = std::make_unique<app::MainWindow>(*m_data);
        w->game().setAutosavePath(m_dir.filePath(QStringLiteral("autosave.tricorne")));
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
        QCOMPARE(w->game().hotseat(), hotseat);
        test::declareByClicks(*w);
        QTest::mouseClick(w->sequenceBar()->endPhaseButton(), Qt::LeftButton);
        test::answerUntilTactics(*w);
        QCOMPARE(w->game().decision().step, core::Step::ChooseTactic);
        QCOMPARE(w->curtain()->isVisible(), hotseat);
        if (hotseat)
            QVERIFY(w->curtain()->text().contains(
                QStringLiteral("Hand the screen to the %1 player").arg(app::GameController::playerName(w->game().decision().player))));
    }

    void theAutosaveKeepsTheHotseat() {
        auto w = window(true);
        const QString autosave = w->game().autosavePath();
        QFile::remove(autosave);
        QVERIFY(!test::reachDeclarations(*w).empty());  // a new phase: autosaved
        QVERIFY(QFileInfo::exists(autosave));
        QCOMPARE(savedPlayers(autosave), QStringLiteral("hotseat"));
        QVERIFY(opened(autosave, false)->game().hotseat());
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
        QTest::mouseClick(w->decisionPanel()->button(0), Qt::LeftButton);
        // The defender's turn: put away again until he takes the screen.
        QVERIFY(w->curtain()->isVisible());
        QVERIFY(!log->isVisible());
        QTest::mouseClick(w->curtain(), Qt::LeftButton);
        QVERIFY(log->isVisible() && log->isFloating());
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
