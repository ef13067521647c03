// Two players at one screen: whether a game is played hotseat is kept in its save.
#include <QtTest>

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
};

QTEST_MAIN(HotseatTest)
#include "hotseat_test.moc"
