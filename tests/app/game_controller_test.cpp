// The game controller: the one place the application submits actions, rolls dice, takes
// actions back, saves and opens games, and keeps the log.
#include <QtTest>

#include <QSignalSpy>
#include <QTemporaryDir>

#include "game_controller.h"
#include "tricorne/core/data_set.h"

using namespace tricorne;

class GameControllerTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    static core::Move firstMove(const app::GameController& g) {
        for (const auto& a : g.legalActions())
            if (const auto* m = std::get_if<core::Move>(&a)) return *m;
        qFatal("no move is legal");
    }

private slots:
    void initTestCase() {
        auto loaded = core::loadDataSet(TRICORNE_TEST_DATA_DIR);
        QVERIFY(loaded.ok());
        m_data = std::move(*loaded.value);
    }

    void aNewGameRollsItsFirstDieAndLogsIt() {
        app::GameController g(*m_data);
        QSignalSpy replaced(&g, &app::GameController::gameReplaced);
        QVERIFY(g.newGame("campaign", {}, 7, nullptr));
        QCOMPARE(replaced.count(), 1);
        // E3.9.1: the fog roll is made from the state's generator; the British then move.
        QCOMPARE(g.lastRolls().size(), std::size_t{1});
        QCOMPARE(g.decision().player, core::Player::British);
        QVERIFY(g.log().front().die.has_value());
        QCOMPARE(g.log().front().rule, QStringLiteral("2.3"));
        QVERIFY(!g.isModified());
        // Opened again, the game shows the same die on the table.
        const QString file = m_dir.filePath(QStringLiteral("fog.tricorne"));
        QVERIFY(g.save(file, nullptr));
        app::GameController other(*m_data);
        QVERIFY(other.open(file, nullptr));
        QCOMPARE(other.lastRolls(), g.lastRolls());
    }

    void anIllegalActionChangesNothingAndNamesTheRule() {
        app::GameController g(*m_data);
        QVERIFY(g.newGame("campaign", {}, 7, nullptr));
        const auto hash = core::stateHash(g.state());
        QString error;
        QVERIFY(!g.submit(core::Move{"br-9th", {*core::HexId::parse("1829"), *core::HexId::parse("0101")}, false}, &error));
        QVERIFY(error.contains(QLatin1Char(':')));
        QCOMPARE(core::stateHash(g.state()), hash);
    }

    void undoTakesBackAMoveButNotADie() {
        app::GameController g(*m_data);
        QVERIFY(g.newGame("campaign", {}, 7, nullptr));
        QVERIFY(!g.canUndo());
        const auto hash = core::stateHash(g.state());
        const auto logSize = g.log().size();
        QVERIFY(g.submit(firstMove(g), nullptr));
        QVERIFY(g.isModified());
        QVERIFY(g.log().size() > logSize);
        QVERIFY(g.canUndo());
        QVERIFY(g.undo(nullptr));
        QCOMPARE(core::stateHash(g.state()), hash);
        QCOMPARE(g.log().size(), logSize);
        QString error;
        QVERIFY(!g.undo(&error));
        QVERIFY(!error.isEmpty());
    }

    void saveThenOpenReplaysTheSameGameAndLog() {
        app::GameController g(*m_data);
        QVERIFY(g.newGame("freemans-farm", {}, 3, nullptr));
        // E8.1, E8.2: Burgoyne with the 21st (not his default), the Jaegers and Arnold as printed.
        QVERIFY(g.submit(core::Place{"br-burgoyne", *core::HexId::parse("0916")}, nullptr));
        while (g.state().step == core::Step::PlacePiece) {
            const int piece = g.state().placementQueue.front();
            QVERIFY(g.submit(core::Place{g.state().pieceId(piece), g.state().pieces[static_cast<std::size_t>(piece)].hex}, nullptr));
        }
        QVERIFY(g.submit(firstMove(g), nullptr));
        QVERIFY(g.submit(core::EndPhase{}, nullptr));
        const QString file = m_dir.filePath(QStringLiteral("game.tricorne"));
        QString error;
        QVERIFY2(g.save(file, &error), qPrintable(error));
        QVERIFY(!g.isModified());

        app::GameController other(*m_data);
        QVERIFY2(other.open(file, &error), qPrintable(error));
        QCOMPARE(core::stateHash(other.state()), core::stateHash(g.state()));
        QCOMPARE(other.log().size(), g.log().size());
        QCOMPARE(other.logText(), g.logText());
        QVERIFY(!other.open(m_dir.filePath(QStringLiteral("missing.tricorne")), &error));
        QVERIFY(error.contains(QStringLiteral("missing.tricorne")));
    }

    void aNewPhaseIsSavedAutomatically() {
        app::GameController g(*m_data);
        const QString autosave = m_dir.filePath(QStringLiteral("auto/autosave.tricorne"));
        g.setAutosavePath(autosave);
        QVERIFY(g.newGame("campaign", {}, 7, nullptr));
        QVERIFY(g.submit(firstMove(g), nullptr));
        QVERIFY(!QFile::exists(autosave));  // the same phase
        QVERIFY(g.submit(core::EndPhase{}, nullptr));
        QVERIFY(QFile::exists(autosave));
        app::GameController other(*m_data);
        QVERIFY(other.open(autosave, nullptr));
        QCOMPARE(core::stateHash(other.state()), core::stateHash(g.state()));
    }

    void theLogNamesCountersAsPrintedAndItsRules() {
        app::GameController g(*m_data);
        QVERIFY(g.newGame("campaign", {}, 7, nullptr));
        QVERIFY(g.submit(core::Move{"br-9th", {*core::HexId::parse("1829"), *core::HexId::parse("1729")}, false}, nullptr));
        const QString text = g.logText();
        QVERIFY2(text.contains(QStringLiteral("[9.2] British: 9th moves 1829-1729")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("br-9th")));
        QVERIFY(text.contains(QStringLiteral("[E3.9.2]")));
    }
};

QTEST_MAIN(GameControllerTest)
#include "game_controller_test.moc"
