// The game controller: the one place the application submits actions, rolls dice, takes
// actions back, saves and opens games, and keeps the log.
#include <QtTest>

#include <QSignalSpy>
#include <QTemporaryDir>

#include "game_controller.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/game/save.h"

using namespace tricorne;

class GameControllerTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;
    std::string m_why;

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
        // The games below play the dice of their seed, but for those given their own faces.
        app::GameController::setDefaultDiceSource(core::seededDice());
    }

    void aNewGameRollsItsFirstDieAndLogsIt() {
        app::GameController g(*m_data);
        QSignalSpy replaced(&g, &app::GameController::gameReplaced);
        QVERIFY(g.newGame("campaign", {}, 7, nullptr));
        QCOMPARE(replaced.count(), 1);
        // E3.9.1: the fog roll is made at once; the British then move.
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

    // 2.3: the application rolls each die from its source (the system's entropy in play), not
    // from the generator its save holds, and saves the face rolled.
    void liveDiceAreDrawnAsTheyAreRolledAndSavedAsTheFacesRolled() {
        app::GameController g(*m_data);
        core::GivenDice dice({(core::seededDice().roll(core::newGame(*m_data, "campaign", {}, 7, m_why)->rng, 10) + 5) % 10});
        g.setDiceSource(dice);
        QVERIFY(g.newGame("campaign", {}, 7, nullptr));
        QCOMPARE(dice.drawn(), std::size_t{1});
        const int face = g.lastRolls().at(0);
        QCOMPARE(g.game().record().actions.front(), core::Action{core::RollDie{face}});
        const QString file = m_dir.filePath(QStringLiteral("live.tricorne"));
        QVERIFY(g.save(file, nullptr));
        const auto json = nlohmann::json::parse(core::readTextFile(file.toStdString(), m_why).value());
        QCOMPARE(json["dice"], nlohmann::json("entropy"));
        app::GameController other(*m_data);
        QVERIFY(other.open(file, nullptr));
        QCOMPARE(other.lastRolls(), g.lastRolls());
    }

    // 2.3: with Undo past dice agreed, a die taken back comes back with its face, whatever is
    // chosen before it, and after the game is saved and opened again.
    void undoPastADieBringsItsFaceBack() {
        app::GameController g(*m_data);
        core::GivenDice dice({9, 7, 3, 5, 5});
        g.setDiceSource(dice);
        QVERIFY(g.newGame("campaign", {{"undo", "any"}}, 7, nullptr));
        while (g.state().turn < 4) QVERIFY(g.submit(core::EndPhase{}, nullptr));
        QVERIFY(g.submit(core::SpendMomentum{0}, nullptr));
        const std::vector<int> initiative{7, 3};  // the two initiative dice (6.3)
        QCOMPARE(g.lastRolls(), initiative);
        for (int i = 0; i < 3; ++i) QVERIFY(g.undo(nullptr));  // both dice and the chits
        const QString file = m_dir.filePath(QStringLiteral("undone.tricorne"));
        QVERIFY(g.save(file, nullptr));
        QVERIFY(g.submit(core::SpendMomentum{1}, nullptr));
        QCOMPARE(g.lastRolls(), initiative);
        QCOMPARE(dice.drawn(), std::size_t{3});
        app::GameController other(*m_data);
        core::GivenDice otherDice({5, 5});
        other.setDiceSource(otherDice);
        QVERIFY(other.open(file, nullptr));
        QVERIFY(other.submit(core::SpendMomentum{0}, nullptr));
        QCOMPARE(other.lastRolls(), initiative);
        QCOMPARE(otherDice.drawn(), std::size_t{0});
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
