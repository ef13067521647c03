// Close combat through the window: declaring by clicks on the map, the combat panel's odds
// and DRMs before the die, the tactic picker, and the hotseat curtain that keeps the first
// tactic chosen from the other player (12.61).
#include <QtTest>

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>

#include <array>

#include "combat_panel.h"
#include "curtain.h"
#include "decision_panel.h"
#include "game_controller.h"
#include "main_window.h"
#include "series_view.h"
#include "map_orders.h"
#include "map_scene.h"
#include "map_view.h"
#include "new_game_dialog.h"
#include "sequence_bar.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/rules/close_combat.h"
#include "tricorne/series/rules/combat_declaration.h"
#include "tricorne/series/rules/movement.h"
#include "combat_test_support.h"

using namespace tricorne;
using test::answerUntilTactics;
using test::declareByClicks;
using test::hexOf;
using test::reachDeclarations;

class CloseCombatTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    std::unique_ptr<app::MainWindow> window(bool hotseat) { return test::freemansFarm(*m_data, m_dir, hotseat); }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void theNewGameDialogAsksHowManyPlay() {
        app::NewGameDialog dialog(*m_data, "campaign");
        QVERIFY(dialog.hotseat());
        dialog.playersBox()->setCurrentIndex(1);
        QVERIFY(!dialog.hotseat());
        dialog.setHotseat(true);
        QVERIFY(dialog.hotseat());
    }

    void combatsAreDeclaredByClicksAndDrawnOnTheMap() {
        auto w = window(false);
        const std::string attacker = reachDeclarations(*w);
        QVERIFY(!attacker.empty());
        QCOMPARE(app::seriesView(*w).game().decision().step, core::Step::DeclareCombats);
        const core::GameState& s = app::seriesView(*w).game().state();
        // The unit that must attack is marked, and the declarations cannot end yet, with the reason shown.
        const auto& must = app::seriesView(*w).mapScene()->mustAttack();
        QVERIFY(std::any_of(must.begin(), must.end(), [&](const app::HexMark& m) { return m.hex == hexOf(*w, attacker) && m.label == QStringLiteral("must attack"); }));
        QPushButton* done = app::seriesView(*w).sequenceBar()->endPhaseButton();
        QCOMPARE(done->text(), QStringLiteral("Declarations Done"));
        QVERIFY(!done->isEnabled());
        QVERIFY2(done->toolTip().contains(QStringLiteral("12.1")), qPrintable(done->toolTip()));
        QVERIFY(app::seriesView(*w).combatPanel()->text().contains(QStringLiteral("Not yet complete")));
        declareByClicks(*w);
        QVERIFY(!core::declarationsIncomplete(s));
        QVERIFY(!s.combats.empty());
        QCOMPARE(app::seriesView(*w).mapScene()->combatMarks().combats().size(), s.combats.size());
        QCOMPARE(app::seriesView(*w).mapScene()->combatMarks().combats().front().number, 1);
        QVERIFY(app::seriesView(*w).mapScene()->mustAttack().empty());
        QVERIFY(done->isEnabled());
        QVERIFY(app::seriesView(*w).combatPanel()->text().contains(QStringLiteral("Combat 1:")));
        QTest::mouseClick(done, Qt::LeftButton);
        QVERIFY(app::seriesView(*w).game().decision().step != core::Step::DeclareCombats);
        answerUntilTactics(*w, true);
        QCOMPARE(app::seriesView(*w).game().decision().step, core::Step::ChooseTactic);
        // The picker: the eight tactics of the Tactical Matrix by name, the ineligible ones flagged.
        const auto& tactics = s.series->tactics->tactics;
        QCOMPARE(app::seriesView(*w).decisionPanel()->offered().size(), tactics.size());
        const core::CombatPreview p = core::previewCloseCombat(s, s.combat.index);
        for (std::size_t i = 0; i < tactics.size(); ++i) {
            const QString text = app::seriesView(*w).decisionPanel()->button(i)->text();
            QVERIFY2(text.startsWith(QString::fromStdString(tactics[i].name)), qPrintable(text));
            const bool eligible = std::find(p.attackerTactics.begin(), p.attackerTactics.end(), tactics[i].id) != p.attackerTactics.end();
            QCOMPARE(text.contains(QStringLiteral("not eligible")), !eligible);
            QVERIFY(app::seriesView(*w).decisionPanel()->button(i)->toolTip().contains(eligible ? QStringLiteral("12.63") : QStringLiteral("12.65")));
        }
        // Both choose; the die is rolled and the combat goes on to its end by the buttons.
        QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(0), Qt::LeftButton);
        QCOMPARE(app::seriesView(*w).game().decision().step, core::Step::ChooseTactic);
        QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(0), Qt::LeftButton);
        QVERIFY(app::seriesView(*w).game().logText().contains(QStringLiteral("Close combat die")));
        QVERIFY2(app::seriesView(*w).combatPanel()->text().contains(QStringLiteral("Tactics (12.61)")) || app::seriesView(*w).game().state().combat.index != 0,
                 qPrintable(app::seriesView(*w).combatPanel()->text()));
        for (int i = 0; i < 200 && app::seriesView(*w).game().state().phase == core::Phase::CloseCombat; ++i) {
            if (!app::seriesView(*w).decisionPanel()->offered().empty())
                QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(0), Qt::LeftButton);
            else
                QTest::mouseClick(app::seriesView(*w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        }
        QVERIFY(app::seriesView(*w).game().state().phase != core::Phase::CloseCombat);
    }

    void theCombatPanelShowsTheOddsAndEachDrmBeforeTheDie() {
        auto w = window(false);
        QVERIFY(!reachDeclarations(*w).empty());
        declareByClicks(*w);
        QTest::mouseClick(app::seriesView(*w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
        const core::GameState& s = app::seriesView(*w).game().state();
        // Whichever combat comes first, before its die: the odds column, every DRM's rule, the total.
        for (int i = 0; i < 20 && s.combat.index < 0; ++i) QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(0), Qt::LeftButton);
        QVERIFY(s.combat.index >= 0);
        QCOMPARE(s.combat.die, -1);
        const core::CombatPreview p = core::previewCloseCombat(s, s.combat.index);
        const QString text = app::seriesView(*w).combatPanel()->text();
        QVERIFY2(text.contains(QStringLiteral("Odds: %1").arg(QString::fromStdString(p.odds.column))), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("%1 SP to %2 SP").arg(p.odds.attackerSp).arg(p.odds.defenderSp)));
        for (const auto& d : p.drms) QVERIFY2(text.contains(QStringLiteral("(%1)").arg(QString::fromStdString(d.rule))), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("total before tactics")));
        QVERIFY(text.contains(QStringLiteral("Eligible tactics (12.63)")));
        QVERIFY(app::seriesView(*w).combatPanel()->isVisible());
    }

    void theCurtainHidesTheFirstPlayersTactic() {
        // Two games alike to the attacker's tactic, which differs: behind the curtain the
        // defender must find the screens identical, and the tactic named nowhere.
        const auto& tactics = m_data->rules.at("series").tactics->tactics;
        std::array<std::unique_ptr<app::MainWindow>, 2> windows{window(true), window(true)};
        std::array<QStringList, 2> texts;
        std::array<QString, 2> chosen;
        for (std::size_t k = 0; k < 2; ++k) {
            app::MainWindow& w = *windows[k];
            QVERIFY(!reachDeclarations(w).empty());
            QVERIFY(!w.curtain()->isVisible());
            declareByClicks(w);
            QTest::mouseClick(app::seriesView(w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
            answerUntilTactics(w);
            QCOMPARE(app::seriesView(w).game().decision().step, core::Step::ChooseTactic);
            const QString attacker = app::GameController::playerName(app::seriesView(w).game().decision().player);
            QVERIFY(w.curtain()->isVisible());
            QCOMPARE(w.curtain()->geometry(), w.rect());
            QVERIFY2(w.curtain()->text().contains(QStringLiteral("Hand the screen to the %1 player").arg(attacker)), qPrintable(w.curtain()->text()));
            QTest::mouseClick(w.curtain(), Qt::LeftButton);
            QVERIFY(!w.curtain()->isVisible());
            // The attacker picks a different tactic in each game.
            const std::size_t pick = k == 0 ? 0 : tactics.size() - 1;
            chosen[k] = QString::fromStdString(tactics[pick].name);
            QTest::mouseClick(app::seriesView(w).decisionPanel()->button(pick), Qt::LeftButton);
            QCOMPARE(app::seriesView(w).game().decision().step, core::Step::ChooseTactic);
            const QString defender = app::GameController::playerName(app::seriesView(w).game().decision().player);
            QVERIFY(defender != attacker);
            QVERIFY(w.curtain()->isVisible());
            QVERIFY2(w.curtain()->text().contains(QStringLiteral("Hand the screen to the %1 player").arg(defender)), qPrintable(w.curtain()->text()));
            QVERIFY(!w.curtain()->text().contains(chosen[k]));
            // The defender may not take the attacker's choice back, and Ctrl+Z does not reach under the curtain.
            QVERIFY(!w.undoAction()->isEnabled());
            QTest::mouseClick(w.curtain(), Qt::LeftButton);
            QVERIFY(!w.curtain()->isVisible());
            texts[k] = test::shownTexts(w);
            // The tactic is named nowhere but in the lists every player may see (the defender's
            // own picker, the eligible tactics of the Close Combat panel).
            for (const QString& t : {w.windowTitle(), app::seriesView(w).game().logText(), app::seriesView(w).decisionPanel()->promptText(),
                                     app::seriesView(w).sequenceBar()->promptText(), w.undoAction()->text(), w.statusBar()->currentMessage()})
                QVERIFY2(!t.contains(chosen[k]), qPrintable(t));
        }
        QVERIFY(chosen[0] != chosen[1]);
        QCOMPARE(texts[0], texts[1]);
        // The defender chooses: both tactics are revealed, in the log and the panel.
        app::MainWindow& w = *windows[0];
        QTest::mouseClick(app::seriesView(w).decisionPanel()->button(0), Qt::LeftButton);
        QVERIFY(!w.curtain()->isVisible());
        QVERIFY(app::seriesView(w).game().state().step != core::Step::ChooseTactic || app::seriesView(w).game().state().combat.index != 0);
    }

    void aDiversionIsAskedForFromTheHexMenu() {
        auto w = window(false);
        const std::string attacker = reachDeclarations(*w);
        QVERIFY(!attacker.empty());
        const core::GameState& s = app::seriesView(*w).game().state();
        const core::HexId target = core::attackableHexes(s, *s.pieceIndex(attacker)).front();
        const auto refusal = core::checkDiversion(s, core::Divert{target});
        // The menu opened by a right click on the enemy stack; its one entry is the Diversion.
        QString entry;
        QTimer::singleShot(0, this, [&entry] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu) return;
            entry = menu->actions().front()->text();
            menu->actions().front()->trigger();
            menu->close();
        });
        emit app::seriesView(*w).mapView()->hexMenuRequested(target, QPoint(200, 200));
        QCOMPARE(entry, QStringLiteral("Diversion against %1 (12.14)").arg(QString::fromStdString(target.str())));
        if (refusal) {
            // Refused: the status line names the rule, in the core's words.
            QVERIFY(!s.diversion.has_value());
            QVERIFY2(w->statusBar()->currentMessage().contains(QString::fromStdString(refusal->substr(0, refusal->find(':')))),
                     qPrintable(w->statusBar()->currentMessage()));
        } else {
            QVERIFY(s.diversion == target);
            QVERIFY(app::seriesView(*w).mapScene()->combatMarks().diversion() == target);
        }
    }

    void onePersonPlayingBothSidesSeesNoCurtain() {
        auto w = window(false);
        test::reachTactics(*w);
        QVERIFY(!w->curtain()->isVisible());
    }
};

QTEST_MAIN(CloseCombatTest)
#include "close_combat_test.moc"
