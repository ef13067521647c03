// The end of the game: the victory dialog with the level, the side, each side's victory
// points and the core's reason and rule, and its New Game, Save, Replay and Close.
#include <QtTest>

#include <QPushButton>
#include <QTemporaryDir>

#include "replay_window.h"
#include "sequence_bar.h"
#include "tricorne/series/game/random_play.h"
#include "victory_dialog.h"
#include "window_test_support.h"

using namespace tricorne;

class VictoryTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    // A game played at random to its end, the dice drawn from the game's own generator as
    // the application draws them.
    core::Game finishedGame(std::uint64_t seed) {
        std::string error;
        auto g = core::Game::start(*m_data, "freemans-farm", {}, seed, error);
        core::Rng policy(seed);
        while (g && !core::isTerminal(g->state())) {
            if (core::decision(g->state()).player == core::Player::Chance)
                g->rollDie();
            else
                g->apply(core::randomAction(g->state(), policy));
        }
        return std::move(*g);
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void theLastActionBringsUpTheVictory() {
        const core::Game finished = finishedGame(3);
        const auto& actions = finished.record().actions;
        // The save stops before the last player's action; the window plays it, and the dice after it.
        std::size_t last = actions.size() - 1;
        while (std::holds_alternative<core::RollDie>(actions[last])) --last;
        core::GameRecord cut = finished.record();
        cut.actions.resize(last);
        std::string error;
        const auto nearEnd = core::Game::replay(*m_data, cut, error);
        QVERIFY2(nearEnd, error.c_str());
        const QString path = m_dir.filePath(QStringLiteral("near-end.tricorne"));
        QVERIFY(core::writeFileAtomically(path.toStdString(), core::saveJson(*nearEnd).dump(), error));
        app::MainWindow w{app::SeriesFrontend{*m_data}};
        app::seriesView(w).game().setAutosavePath(QString());
        QString why;
        QVERIFY2(w.openFile(path, &why), qPrintable(why));
        w.show();
        QVERIFY(!app::seriesView(w).victoryDialog());
        if (std::holds_alternative<core::EndPhase>(actions[last]))
            QTest::mouseClick(app::seriesView(w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        else
            QVERIFY(app::seriesView(w).game().submit(actions[last], nullptr));
        const core::GameState& s = app::seriesView(w).game().state();
        QVERIFY(s.outcome.over);
        QCOMPARE(core::stateHash(s), core::stateHash(finished.state()));

        app::VictoryDialog* v = app::seriesView(w).victoryDialog();
        QVERIFY(v);
        QVERIFY(v->isVisible());
        const QString headline = v->headline();
        QVERIFY2(headline.contains(app::VictoryDialog::levelTitle(s.outcome)), qPrintable(headline));
        if (s.outcome.winner) {
            QVERIFY(!s.outcome.level.empty());
            const QString side = app::GameController::playerName(core::playerOf(*s.outcome.winner)).toUpper();
            QVERIFY2(headline.contains(QStringLiteral("THE %1 WIN").arg(side)), qPrintable(headline));
            const QString level = QString::fromStdString(s.outcome.level);
            QVERIFY2(headline.contains(level, Qt::CaseInsensitive), qPrintable(headline));
        }
        // Each side's victory points as the core counts them (in halves), and the reason with its rule.
        for (const int halves : s.vpHalves)
            QVERIFY2(v->scoreText().contains(QStringLiteral("<b>%1%2</b>").arg(halves / 2).arg(halves % 2 ? QStringLiteral("\u00bd") : QString())),
                     qPrintable(v->scoreText()));
        QVERIFY(!s.outcome.reason.empty() && !s.outcome.rule.empty());
        QCOMPARE(v->reasonText(), QStringLiteral("<b>Why:</b> %1 (%2)").arg(QString::fromStdString(s.outcome.reason).toHtmlEscaped(),
                                                                             QString::fromStdString(s.outcome.rule)));

        // Replay This Game: a replay of every action, from the set-up.
        QTest::mouseClick(v->replayButton(), Qt::LeftButton);
        const auto replays = w.findChildren<app::ReplayWindow*>();
        QCOMPARE(replays.size(), qsizetype{1});
        QCOMPARE(replays.front()->replay().actionCount(), actions.size());
        replays.front()->close();
        // Save: the game opened from a file is written back to it, finished, with no dialog.
        QCOMPARE(v->saveButton()->text(), QStringLiteral("Save"));
        QTest::mouseClick(v->saveButton(), Qt::LeftButton);
        QVERIFY(!app::seriesView(w).game().isModified());
        app::GameController reopened(*m_data);
        QVERIFY(reopened.open(path, nullptr));
        QVERIFY(reopened.state().outcome.over);
        // Close leaves the map as the game ended; the dialog does not come back on its own.
        QTest::mouseClick(v->closeButton(), Qt::LeftButton);
        QVERIFY(!v->isVisible());
        QTest::mouseClick(app::seriesView(w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        QVERIFY(!v->isVisible());
        // Taken back by Undo, the game is not over and the dialog goes.
        if (app::seriesView(w).game().canUndo()) {
            QString undoError;
            QVERIFY(app::seriesView(w).game().undo(&undoError));
            QVERIFY(!app::seriesView(w).victoryDialog());
        }
    }

    void theVerdictNamesTheLevelAndTheSide() {
        core::Outcome o;
        o.over = true;
        QCOMPARE(app::VictoryDialog::verdict(o), QStringLiteral("The game is over: no winner is decided."));
        QCOMPARE(app::VictoryDialog::levelTitle(o), QStringLiteral("No Victory"));
        o.winner = core::Side::American;
        o.level = "decisive";
        QCOMPARE(app::VictoryDialog::verdict(o), QStringLiteral("American decisive victory"));
        QCOMPARE(app::VictoryDialog::levelTitle(o), QStringLiteral("Decisive Victory"));
        o.level = "marginal";
        QCOMPARE(app::VictoryDialog::levelTitle(o), QStringLiteral("Marginal Victory"));
        o.winner = core::Side::British;
        o.level = "substantial";
        QCOMPARE(app::VictoryDialog::verdict(o), QStringLiteral("British substantial victory"));
    }
};

QTEST_MAIN(VictoryTest)
#include "victory_test.moc"
