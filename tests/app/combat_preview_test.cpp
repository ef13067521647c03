// The Odds panel in close combat of a real game: the Tactical Matrix modifier of each own
// tactic against each the enemy may choose (12.62), never the tactic already chosen (12.61);
// and at the momentum re-roll, the roll as it stands, which is what the combat then applies,
// and the chance of each result of a re-roll (12.23 step 6).
#include <QTemporaryDir>

#include "combat_test_support.h"
#include "odds_panel.h"
#include "tricorne/series/rules/close_combat_odds.h"

using namespace tricorne;
using namespace tricorne::test;

class CombatPreviewTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    static QString signedText(int v) { return v > 0 ? QStringLiteral("+%1").arg(v) : v < 0 ? QStringLiteral("\u2212%1").arg(-v) : QStringLiteral("0"); }

    // Each row of the panel's matrix reads the tactic's name, then each enemy tactic with its modifier.
    static void checkMatrix(const core::GameState& s, const core::TacticChoices& t, const QString& text) {
        for (std::size_t r = 0; r < t.own.size(); ++r) {
            QStringList cells;
            for (std::size_t c = 0; c < t.enemy.size(); ++c)
                cells << app::DecisionPanel::tacticName(s, t.enemy[c]) + QLatin1Char(' ') + (t.drm[r][c] ? signedText(*t.drm[r][c]) : QStringLiteral("NC"));
            const QString row = app::DecisionPanel::tacticName(s, t.own[r]) + QStringLiteral("\nagainst ") + cells.join(QStringLiteral(" · "));
            QVERIFY2(text.contains(row), qPrintable(row + QStringLiteral("\n") + text));
        }
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void theTacticsAndTheRerollShowTheCoresNumbers() {
        auto w = freemansFarm(*m_data, m_dir, false);
        reachTactics(*w);
        app::SeriesView& v = app::seriesView(*w);
        const core::GameState& s = v.game().state();
        QCOMPARE(s.combat.stage, core::CombatStage::AttackerTactic);
        const core::TacticChoices attacker = core::tacticChoices(s, s.combat.index, s.phasing());
        QString text = v.oddsPanel()->text();
        QVERIFY2(text.contains(QStringLiteral("Tactical Matrix for close combat %1 (12.62)").arg(s.combat.index + 1)), qPrintable(text));
        checkMatrix(s, attacker, text);
        // The attacker picks a tactic that fights against every eligible defence.
        std::string attack;
        for (std::size_t r = 0; r < attacker.own.size() && attack.empty(); ++r)
            if (std::all_of(attacker.drm[r].begin(), attacker.drm[r].end(), [](const auto& c) { return c.has_value(); })) attack = attacker.own[r];
        QVERIFY(!attack.empty());
        QTest::mouseClick(buttonFor(*w, core::ChooseTactic{attack}), Qt::LeftButton);
        QCOMPARE(s.combat.stage, core::CombatStage::DefenderTactic);
        // The defender's matrix: every tactic the attacker could have chosen, and nothing telling which (12.61).
        const core::TacticChoices defender = core::tacticChoices(s, s.combat.index, core::enemyOf(s.phasing()));
        QCOMPARE(defender.enemy, attacker.own);
        text = v.oddsPanel()->text();
        checkMatrix(s, defender, text);
        QVERIFY(!text.contains(QStringLiteral("chose")));
        std::string defence;
        const auto column = static_cast<std::size_t>(std::find(defender.enemy.begin(), defender.enemy.end(), attack) - defender.enemy.begin());
        for (std::size_t r = 0; r < defender.own.size() && defence.empty(); ++r)
            if (defender.drm[r][column]) defence = defender.own[r];
        QTest::mouseClick(buttonFor(*w, core::ChooseTactic{defence}), Qt::LeftButton);
        // Freeman's Farm: the British hold the one momentum chit, so they are asked whether to re-roll.
        QCOMPARE(s.step, core::Step::CombatReroll);
        const auto odds = core::rerollOdds(s);
        QVERIFY(odds);
        text = v.oddsPanel()->text();
        QVERIFY2(text.contains(QStringLiteral("on the %1 column: %2").arg(QString::fromStdString(odds->column), QString::fromStdString(odds->current))),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("= %1").arg(s.combat.total)));
        for (const auto& r : odds->reroll) QVERIFY(text.contains(QString::fromStdString(r.result) + QStringLiteral("\t") + app::OddsPanel::chanceText(r.chance)) ||
                                                   text.contains(app::OddsPanel::chanceText(r.chance)));
        // Keeping the roll applies the very result shown.
        const std::string shown = odds->current;
        const auto logBefore = v.game().log().size();
        QTest::mouseClick(buttonFor(*w, core::EndPhase{}), Qt::LeftButton);
        bool applied = false;
        for (std::size_t i = logBefore; i < v.game().log().size(); ++i) {
            const app::LogEntry& e = v.game().log()[i];
            if (e.rule == QStringLiteral("12.23 step 7")) applied = e.text.endsWith(QStringLiteral(": ") + QString::fromStdString(shown));
        }
        QVERIFY(applied);
    }
};

QTEST_MAIN(CombatPreviewTest)
#include "combat_preview_test.moc"
