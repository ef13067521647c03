// The Odds panel in a fire phase of a real game: with a firer picked, each target with its
// SPs, range, to-hit number, DRMs and their rules, the chance to hit and of each damage
// result, all equal to the core's (10.3, 11.2, 11.3).
#include <QTemporaryDir>

#include "combat_test_support.h"
#include "counter_text.h"
#include "odds_panel.h"
#include "tricorne/series/rules/fire_odds.h"

using namespace tricorne;
using namespace tricorne::test;

class FirePreviewTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void pickingAFirerShowsTheCoresOddsForEachTarget() {
        // From the start: the Americans march next to the British, then the phases pass until a side may fire.
        auto w = freemansFarm(*m_data, m_dir, false);
        app::SeriesView& v = app::seriesView(*w);
        const core::GameState& s = v.game().state();
        std::optional<core::Move> approach;
        for (const auto& a : v.game().legalActions()) {
            const auto* m = std::get_if<core::Move>(&a);
            if (!m || m->strategic || s.isLeader(*s.pieceIndex(m->unit)) || core::adjacentEnemyUnits(s, m->path.back(), core::Side::American) == 0) continue;
            approach = *m;
            break;
        }
        QVERIFY(approach);
        QString error;
        QVERIFY(v.game().submit(*approach, &error));
        std::optional<core::Fire> fire;
        for (int i = 0; i < 8 && !fire; ++i) {
            for (const auto& a : v.game().legalActions())
                if (const auto* f = std::get_if<core::Fire>(&a); f && f->firers.size() == 1) fire = *f;
            if (!fire) QTest::mouseClick(v.sequenceBar()->endPhaseButton(), Qt::LeftButton);
        }
        QVERIFY2(fire, "no fire came up");
        pickUp(*w, fire->firers.front());
        QCOMPARE(v.orders().selected().value_or(""), fire->firers.front());
        const QString text = v.oddsPanel()->text();
        const auto odds = core::fireOddsOf(s, *s.pieceIndex(fire->firers.front()));
        QVERIFY(!odds.empty());
        for (const core::FireOdds& o : odds) {
            QVERIFY2(text.contains(app::counter_text::withNames(o.fire.target, *s.counters)), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("%1 SP at range %2: to hit %3").arg(o.preview.sp).arg(o.preview.range).arg(o.preview.toHit)), qPrintable(text));
            for (const auto& d : o.preview.drms) QVERIFY(text.contains(QStringLiteral("(%1)").arg(QString::fromStdString(d.rule))));
            QVERIFY2(text.contains(QStringLiteral("Chance to hit: %1").arg(app::OddsPanel::chanceText(o.hit))), qPrintable(text));
            for (const auto& r : o.results) QVERIFY(text.contains(app::OddsPanel::chanceText(r.chance)));
        }
        // Exactly: the chance to hit counts the faces 0-9 that reach the to-hit number with the DRMs.
        const core::FireOdds& first = odds.front();
        int faces = 0;
        for (int die = 0; die < 10; ++die) faces += die + first.preview.totalDrm >= first.preview.toHit;
        if (first.preview.rolls == 1) QCOMPARE(first.hit, core::chance(faces, 10));
        QVERIFY(text.contains(first.preview.artillery ? QStringLiteral("(11.3)") : QStringLiteral("(10.3)")));
    }

    void theOddsPanelComesForwardWhenAFirerIsPicked() {
        auto w = freemansFarm(*m_data, m_dir, false);
        QVERIFY(app::seriesView(*w).oddsPanel());
        QVERIFY(app::seriesView(*w).oddsPanel()->text().contains(QStringLiteral("10.3")));
    }
};

QTEST_MAIN(FirePreviewTest)
#include "fire_preview_test.moc"
