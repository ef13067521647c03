// The End Phase warning in a real game: ending the Movement Phase with units that could still
// move names them, the same situation is not asked about twice in the phase, and the
// preference turns it off.
#include <QPushButton>
#include <QTemporaryDir>

#include "counter_text.h"
#include "sequence_bar.h"
#include "settings.h"
#include "tricorne/series/rules/end_phase_costs.h"
#include "window_test_support.h"

using namespace tricorne;
using namespace tricorne::test;

class EndPhaseWarningTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
        app::settings::Preferences p = app::settings::Preferences::load();
        p.warnEndPhase = true;
        p.save();
    }

    void endingTheMovementPhaseNamesTheUnitsThatCouldStillMoveOnce() {
        auto w = playingWindow(*m_data, "freemans-farm", 7, m_dir.filePath(QStringLiteral("autosave.tricorne")));
        app::SeriesView& v = app::seriesView(*w);
        const core::GameState& s = v.game().state();
        QCOMPARE(s.phase, core::Phase::Movement);
        QStringList asked;
        bool answer = false;
        v.setEndPhaseAnswer([&](const QString& text) {
            asked << text;
            return answer;
        });
        const auto costs = core::endPhaseCosts(s);
        const auto stillMove = std::find_if(costs.begin(), costs.end(), [](const core::PhaseCost& c) { return c.rule == "9.2"; });
        QVERIFY(stillMove != costs.end());
        QTest::mouseClick(v.sequenceBar()->endPhaseButton(), Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(s.phase, core::Phase::Movement);  // the player said no: the phase goes on
        // Each unit by its name, never its id, with the rule.
        for (int piece : stillMove->pieces) {
            QVERIFY2(asked.front().contains(app::counter_text::withNames(s.pieceId(piece), *s.counters).toHtmlEscaped()), qPrintable(asked.front()));
            QVERIFY(!asked.front().contains(QString::fromStdString(s.pieceId(piece))));
        }
        QVERIFY(asked.front().contains(QStringLiteral("(9.2)")));
        // The same situation is not asked about again: the second click ends the phase.
        QTest::mouseClick(v.sequenceBar()->endPhaseButton(), Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QVERIFY(s.phase != core::Phase::Movement || s.playerTurn == 1);
    }

    void thePreferenceTurnsTheWarningOff() {
        app::settings::Preferences p = app::settings::Preferences::load();
        p.warnEndPhase = false;
        p.save();
        auto w = playingWindow(*m_data, "freemans-farm", 7, m_dir.filePath(QStringLiteral("autosave2.tricorne")));
        app::SeriesView& v = app::seriesView(*w);
        int asked = 0;
        v.setEndPhaseAnswer([&](const QString&) { return ++asked, false; });
        const int playerTurn = v.game().state().playerTurn;
        QTest::mouseClick(v.sequenceBar()->endPhaseButton(), Qt::LeftButton);
        QCOMPARE(asked, 0);
        QVERIFY(v.game().state().phase != core::Phase::Movement || v.game().state().playerTurn != playerTurn);
        p.warnEndPhase = true;
        p.save();
    }
};

QTEST_MAIN(EndPhaseWarningTest)
#include "end_phase_warning_test.moc"
