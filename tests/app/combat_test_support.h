// Close combat through the window in tests: marching into contact, declaring attacks by
// clicks on the map, and answering each decision until the secret tactics are due.
#pragma once

#include <QPushButton>
#include <QTemporaryDir>

#include <algorithm>
#include <string>

#include "decision_panel.h"
#include "sequence_bar.h"
#include "tricorne/series/rules/combat_declaration.h"
#include "tricorne/series/rules/movement.h"
#include "window_test_support.h"

namespace tricorne::test {

// A window playing Freeman's Farm from seed 7, autosaving into `dir`.
inline std::unique_ptr<app::MainWindow> freemansFarm(const core::DataSet& data, const QTemporaryDir& dir, bool hotseat) {
    return playingWindow(data, "freemans-farm", 7, dir.filePath(QStringLiteral("autosave.tricorne")), hotseat);
}

inline QPushButton* buttonFor(app::MainWindow& w, const core::Action& action) {
    const auto& offered = app::seriesView(w).decisionPanel()->offered();
    const auto it = std::find(offered.begin(), offered.end(), action);
    return it == offered.end() ? nullptr : app::seriesView(w).decisionPanel()->button(static_cast<std::size_t>(it - offered.begin()));
}

// The Americans march a line unit next to the British and pass every fire: their Close
// Combat Phase opens with an attack owed (12.12).
inline std::string reachDeclarations(app::MainWindow& w) {
    const core::GameState& s = app::seriesView(w).game().state();
    std::optional<core::Move> approach;
    for (const auto& a : app::seriesView(w).game().legalActions()) {
        const auto* m = std::get_if<core::Move>(&a);
        if (!m || m->strategic) continue;
        const int piece = *s.pieceIndex(m->unit);
        if (s.isLeader(piece) || s.unitDef(piece).isRifle() || s.unitDef(piece).isArtillery() ||
            core::adjacentEnemyUnits(s, m->path.back(), core::Side::American) == 0)
            continue;
        approach = *m;
        break;
    }
    if (!approach) return {};
    QString error;
    if (!app::seriesView(w).game().submit(*approach, &error)) return {};
    for (int i = 0; i < 12 && app::seriesView(w).game().decision().step != core::Step::DeclareCombats; ++i)
        QTest::mouseClick(app::seriesView(w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
    return approach->unit;
}

// Declares, by picking up units and clicking enemy hexes, every attack the rules require.
inline void declareByClicks(app::MainWindow& w) {
    const core::GameState& s = app::seriesView(w).game().state();
    for (int i = 0; i < 30 && core::declarationsIncomplete(s); ++i) {
        std::optional<core::Attack> next;
        const auto mustBe = core::hexesThatMustBeAttacked(s);
        for (const auto& a : app::seriesView(w).game().legalActions()) {
            const auto* at = std::get_if<core::Attack>(&a);
            if (!at) continue;
            const int unit = *s.pieceIndex(at->unit);
            const bool owed = core::mustAttack(s, unit) && core::combatOfUnit(s, unit) < 0;
            const bool needed = std::find(mustBe.begin(), mustBe.end(), at->hex) != mustBe.end() && core::combatOfHex(s, at->hex) < 0;
            if (owed || needed) {
                next = *at;
                break;
            }
        }
        QVERIFY2(next.has_value(), core::declarationsIncomplete(s)->c_str());
        pickUp(w, next->unit);
        QCOMPARE(app::seriesView(w).orders().selected().value_or(""), next->unit);
        QVERIFY(app::seriesView(w).orders().attacks().count(next->hex));
        const auto before = s.combats.size() + static_cast<std::size_t>(core::combatOfUnit(s, *s.pieceIndex(next->unit)) >= 0);
        clickHex(w, next->hex);
        QVERIFY(core::combatOfUnit(s, *s.pieceIndex(next->unit)) >= 0);
        QVERIFY(s.combats.size() + 1 >= before);
    }
}

// Answers every close combat decision with the Decision panel until a tactic is due;
// the defender stands rather than withdraws.
inline void answerUntilTactics(app::MainWindow& w, bool byMap = false) {
    const core::GameState& s = app::seriesView(w).game().state();
    for (int i = 0; i < 20; ++i) {
        const core::Step step = app::seriesView(w).game().decision().step;
        if (step == core::Step::ChooseTactic || app::seriesView(w).game().state().phase != core::Phase::CloseCombat) return;
        const auto before = app::seriesView(w).game().game().record().actions.size();
        if (byMap && step == core::Step::ChooseCombat) {
            // A click on the first unresolved combat's defending hex resolves it next.
            const auto c = std::find_if(s.combats.begin(), s.combats.end(), [](const core::DeclaredCombat& d) { return !d.resolved; });
            QVERIFY(c != s.combats.end());
            clickHex(w, c->defenderHexes.front());
            QCOMPARE(s.combat.index, static_cast<int>(c - s.combats.begin()));
            continue;
        }
        if (byMap && step == core::Step::ChooseLead) {
            // A click on a candidate alone in its hex makes it the lead unit.
            for (const auto& a : app::seriesView(w).game().legalActions()) {
                const auto* l = std::get_if<core::LeadUnit>(&a);
                if (!l || app::seriesView(w).orders().actorsIn(hexOf(w, l->unit)).size() != 1) continue;
                const int piece = *s.pieceIndex(l->unit);
                clickHex(w, hexOf(w, l->unit));
                QVERIFY(s.combat.attackerLead == piece || s.combat.defenderLead == piece);
                break;
            }
            if (app::seriesView(w).game().game().record().actions.size() > before) continue;
        }
        QPushButton* b = step == core::Step::WithdrawalChoice ? buttonFor(w, core::EndPhase{}) : app::seriesView(w).decisionPanel()->button(0);
        QVERIFY(b);
        QTest::mouseClick(b, Qt::LeftButton);
    }
}

// From the start of Freeman's Farm to the attacker's secret tactic of the first close combat.
inline void reachTactics(app::MainWindow& w) {
    QVERIFY(!reachDeclarations(w).empty());
    declareByClicks(w);
    QTest::mouseClick(app::seriesView(w).sequenceBar()->endPhaseButton(), Qt::LeftButton);
    answerUntilTactics(w);
    QCOMPARE(app::seriesView(w).game().decision().step, core::Step::ChooseTactic);
}

}  // namespace tricorne::test
