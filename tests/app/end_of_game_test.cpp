// The end-of-game screen: the game told again, with both Army Morale tracks (16) and both
// sides' victory points turn by turn, the VP ledger, the losses, and a replay from any turn.
#include <QtTest>

#include <QLineSeries>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>

#include "end_of_game_history.h"
#include "replay_window.h"
#include "victory_dialog.h"
#include "played_game_support.h"

using namespace tricorne;

class EndOfGameTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void theChartHasOnePointATurnWithTheStatesMorale() {
        const auto g = test::playedAtRandom(*m_data, "freemans-farm", 3);
        QVERIFY(g);
        auto window = test::windowOfSave(*m_data, *g, m_dir.filePath(QStringLiteral("finished.tricorne")));
        QVERIFY(window);
        app::MainWindow& w = *window;
        std::string error;
        app::VictoryDialog* v = app::seriesView(w).victoryDialog();
        QVERIFY(v);
        app::EndOfGameHistory* h = v->history();
        QVERIFY(h);

        // The tracks at the end of each turn, read from the positions of the game's own replay.
        const auto replay = core::Replay::of(*m_data, g->record(), error);
        QVERIFY2(replay, error.c_str());
        std::map<int, core::GameState> endOfTurn;
        std::map<int, std::size_t> firstOfTurn;
        for (std::size_t n = 0; n <= replay->actionCount(); ++n) {
            const core::GameState& s = replay->stateAfter(n);
            endOfTurn.insert_or_assign(s.turn, s);
            firstOfTurn.emplace(s.turn, n);
        }
        const core::GameState& last = g->state();
        QCOMPARE(endOfTurn.size(), static_cast<std::size_t>(last.turn - replay->stateAfter(0).turn + 1));
        for (core::Side side : core::kSides) {
            const auto i = static_cast<std::size_t>(side);
            QLineSeries* morale = h->moraleSeries(side);
            QLineSeries* vp = h->vpSeries(side);
            QCOMPARE(static_cast<std::size_t>(morale->count()), endOfTurn.size());
            QCOMPARE(static_cast<std::size_t>(vp->count()), endOfTurn.size());
            int k = 0;
            for (const auto& [turn, s] : endOfTurn) {
                QCOMPARE(morale->at(k).x(), double(turn));
                QCOMPARE(morale->at(k).y(), double(s.armyMorale[i]));
                QCOMPARE(vp->at(k).y(), s.vpHalves[i] / 2.0);
                ++k;
            }
            // The last point is the game as it ended.
            QCOMPARE(morale->at(morale->count() - 1).y(), double(last.armyMorale[i]));
            QCOMPARE(vp->at(vp->count() - 1).y(), last.vpHalves[i] / 2.0);
        }

        // The ledger adds up to the final score; the losses name each counter eliminated.
        std::array<int, 2> sum{0, 0};
        for (const app::VpLedgerLine& l : h->ledger()) sum[static_cast<std::size_t>(l.side)] += l.halves;
        QCOMPARE(sum, last.vpHalves);
        for (int i = 0; i < static_cast<int>(last.pieces.size()); ++i)
            if (!last.isLeader(i) && last.pieces[static_cast<std::size_t>(i)].location == core::Location::Eliminated)
                QVERIFY2(h->lossesText().contains(QString::fromStdString(last.unitDef(i).name).toHtmlEscaped()), qPrintable(h->lossesText()));

        // Replay from a turn: the replay opens before that turn's first action.
        const int turn = replay->stateAfter(0).turn + 1;
        h->replayTurn()->setValue(turn);
        QTest::mouseClick(h->replayFromButton(), Qt::LeftButton);
        const auto replays = w.findChildren<app::ReplayWindow*>();
        QCOMPARE(replays.size(), qsizetype{1});
        QCOMPARE(replays.front()->position(), firstOfTurn.at(turn));
        QCOMPARE(replays.front()->state().turn, turn);
        replays.front()->close();
    }
};

QTEST_MAIN(EndOfGameTest)
#include "end_of_game_test.moc"
