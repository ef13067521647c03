// The Charts window (Help › Charts, F1): opened at the chart of the decision in hand, the
// current combat's column and rows and the legal tactics marked as the core computes them,
// the tactics chosen hidden until both are (12.61), reconstructed values marked, and the
// map legend drawn by the map's own painters with every marker the map draws.
#include <QtTest>

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QMenuBar>
#include <QTemporaryDir>

#include <set>

#include "chart_pages.h"
#include "charts_window.h"
#include "combat_test_support.h"
#include "deployment.h"
#include "main_window.h"
#include "map_legend.h"
#include "map_style.h"
#include "marker_item.h"
#include "series_view.h"
#include "status_marks.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/rule_texts.h"
#include "tricorne/series/rules/close_combat.h"

using namespace tricorne;
using app::charts::Chart;

class ChartsTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    static bool has(const std::vector<std::string>& ids, const std::string& id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

    // F1 as the player presses it.
    static app::ChartsWindow& pressF1(app::MainWindow& w) {
        app::seriesView(w).chartsAction()->trigger();
        return *app::seriesView(w).chartsWindow();
    }

    // The rows of the Close Combat Table the die (0-9) reaches with `drm`, clamped as 12.23 reads it.
    static std::vector<int> rowsReached(const core::GameState& s, int drm) {
        std::set<int> rows;
        for (int die = 0; die <= 9; ++die) rows.insert(std::clamp(die + drm, s.series->closeCombat->clampLow, s.series->closeCombat->clampHigh));
        return {rows.begin(), rows.end()};
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void theHelpMenuHoldsTheChartsTheLegendTheAnatomyAndAbout() {
        auto w = test::freemansFarm(*m_data, m_dir, false);
        QMenu* help = nullptr;
        for (QAction* a : w->menuBar()->actions())
            if (a->text() == QStringLiteral("&Help")) help = a->menu();
        QVERIFY(help);
        QStringList texts;
        for (QAction* a : help->actions()) texts << a->text();
        QVERIFY2(texts.contains(QStringLiteral("&Charts")) && texts.contains(QStringLiteral("Map &Legend")) && texts.contains(QStringLiteral("Counter &Anatomy")) &&
                     texts.contains(QStringLiteral("&About Tricorne")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QCOMPARE(app::seriesView(*w).chartsAction()->shortcut(), QKeySequence(QKeySequence::HelpContents));
        QVERIFY(!app::seriesView(*w).chartsDock()->isVisible());
    }

    void f1DuringACloseCombatOpensTheTableAtTheCoresColumnAndRows() {
        auto w = test::freemansFarm(*m_data, m_dir, false);
        test::reachTactics(*w);
        const core::GameState& s = app::seriesView(*w).game().state();
        const int combat = s.combat.index;
        // Before the tactics: the column, and the rows the die reaches with the DRMs known so far.
        const core::CombatPreview p = core::previewCloseCombat(s, combat);
        auto marks = app::charts::closeCombatMarks(s);
        QVERIFY(marks);
        QCOMPARE(marks->column, p.odds.column);
        QCOMPARE(marks->drm, p.totalDrm);
        QCOMPARE(marks->rows, rowsReached(s, p.totalDrm));
        QVERIFY(!marks->tacticsKnown && !marks->rolledRow);

        // Both tactics chosen and the die rolled: F1 opens the table, the tactics' DRM added as the core adds it (12.23 step 4).
        QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(0), Qt::LeftButton);
        QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(0), Qt::LeftButton);
        QCOMPARE(s.combat.index, combat);
        QCOMPARE(s.phase, core::Phase::CloseCombat);
        QVERIFY(s.combat.die >= 0);
        app::ChartsWindow& charts = pressF1(*w);
        QVERIFY(app::seriesView(*w).chartsDock()->isVisible());
        QCOMPARE(charts.chart(), Chart::CloseCombatTable);
        QCOMPARE(charts.chooser()->currentText(), app::charts::title(Chart::CloseCombatTable));
        const core::CombatPreview after = core::previewCloseCombat(s, combat);
        const auto tactics = core::tacticsDrm(s, s.combat.attackerTactic, has(after.attackerTactics, s.combat.attackerTactic), s.combat.defenderTactic,
                                              has(after.defenderTactics, s.combat.defenderTactic));
        marks = app::charts::closeCombatMarks(s);
        QVERIFY(marks && marks->tacticsKnown);
        QCOMPARE(marks->column, after.odds.column);
        QCOMPARE(marks->rows, rowsReached(s, after.totalDrm + tactics.value_or(0)));
        QCOMPARE(marks->rows.front(), std::clamp(after.totalDrm + tactics.value_or(0), s.series->closeCombat->clampLow, s.series->closeCombat->clampHigh));
        QCOMPARE(marks->rolledRow.value_or(-99), std::clamp(s.combat.total, s.series->closeCombat->clampLow, s.series->closeCombat->clampHigh));
        // The window shades that column's header and says the rows and the roll in words.
        const QString column = QString::fromStdString(after.odds.column);
        QVERIFY2(charts.html().contains(QStringLiteral("<th style=\"background:#f6e3a0\">%1</th>").arg(column)), qPrintable(charts.html()));
        QVERIFY(charts.text().contains(QStringLiteral("odds column %1").arg(column)));
        QVERIFY(charts.text().contains(QStringLiteral("Rolled: %1").arg(s.combat.total)));
    }

    void theTacticalMatrixMarksTheTacticsTheCoreAllowsAndHidesTheChoice() {
        auto w = test::freemansFarm(*m_data, m_dir, true);
        test::reachTactics(*w);
        const core::GameState& s = app::seriesView(*w).game().state();
        app::ChartsWindow& charts = pressF1(*w);
        QCOMPARE(charts.chart(), Chart::TacticalMatrix);
        // Every tactic is offered (12.65); those 12.63 allows are the eligible ones, marked on the matrix.
        const core::CombatPreview p = core::previewCloseCombat(s, s.combat.index);
        std::vector<std::string> offered;
        for (const auto& a : app::seriesView(*w).game().legalActions())
            if (const auto* t = std::get_if<core::ChooseTactic>(&a)) offered.push_back(t->tactic);
        QCOMPARE(offered.size(), s.series->tactics->tactics.size());
        const auto marks = app::charts::tacticsMarks(s);
        QVERIFY(marks);
        QCOMPARE(marks->attacker, core::eligibleTactics(s, core::currentDeclaration(s, s.combat.index), s.phasing()));
        QCOMPARE(marks->attacker, p.attackerTactics);
        QCOMPARE(marks->defender, p.defenderTactics);
        for (const auto& t : s.series->tactics->tactics) {
            const QString header = QStringLiteral("<th style=\"background:#f6e3a0\">%1</th>").arg(QString::fromStdString(t.name));
            QCOMPARE(charts.html().count(header), int(has(p.attackerTactics, t.id)) + int(has(p.defenderTactics, t.id)));
        }
        // The attacker has chosen: the defender at the screen does not see which tactic (12.61).
        QTest::mouseClick(app::seriesView(*w).decisionPanel()->button(1), Qt::LeftButton);
        QCOMPARE(s.step, core::Step::ChooseTactic);
        QVERIFY(!s.combat.attackerTactic.empty());
        pressF1(*w);
        QVERIFY(app::charts::tacticsMarks(s)->attackerChosen.empty());
        QVERIFY(!charts.text().contains(QStringLiteral("Chosen:")));
        QVERIFY(charts.text().contains(QStringLiteral("hidden until both sides have chosen")));
        QVERIFY(!app::charts::closeCombatMarks(s)->tacticsKnown);
    }

    void reconstructedValuesAreMarked() {
        auto w = test::freemansFarm(*m_data, m_dir, false);
        app::ChartsWindow& charts = *app::seriesView(*w).chartsWindow();
        const core::RulesData& series = m_data->rules.at("series");
        QCOMPARE(series.raw["rangedFireToHit"]["provenance"], "reconstructed");
        charts.showChart(Chart::ToHitTable);
        // The table's banner, and each reconstructed ranged fire DRM below it.
        int drms = 0;
        for (const auto& e : series.raw["rangedFireDrms"]) drms += e.value("provenance", std::string()) == "reconstructed";
        QCOMPARE(charts.html().count(QStringLiteral("&nbsp;reconstructed&nbsp;")), 1 + drms);
        QVERIFY(charts.text().contains(QString::fromStdString(series.raw["rangedFireToHit"]["reason"].get<std::string>())));
        // Each reconstructed row of the Terrain Effects Chart carries the mark.
        charts.showChart(Chart::TerrainEffects);
        const auto& tec = m_data->rules.at("saratoga").raw["terrainEffects"];
        int rows = 1;  // the chart's own banner
        for (const char* list : {"hexes", "hexsides"})
            for (const auto& e : tec[list]) rows += e.value("provenance", std::string()) == "reconstructed";
        QCOMPARE(charts.html().count(QStringLiteral("&nbsp;reconstructed&nbsp;")), rows);
        // The Close Combat Table is the rulebook's: no mark.
        charts.showChart(Chart::CloseCombatTable);
        QVERIFY(!charts.html().contains(QStringLiteral("&nbsp;reconstructed&nbsp;")));
    }

    void theScenarioPageGivesTheVictoryConditionsAndSpecialRulesFromTheData() {
        auto w = test::freemansFarm(*m_data, m_dir, false);
        app::ChartsWindow& charts = *app::seriesView(*w).chartsWindow();
        charts.showChart(Chart::Scenario);
        const core::RuleTexts& texts = m_data->texts.at("saratoga");
        for (const auto& v : texts.victory.at("freemans-farm")) QVERIFY(charts.text().contains(QString::fromStdString(v.rule + " " + v.title)));
        for (const auto& rule : m_data->scenario("freemans-farm")->specialRules) QVERIFY2(charts.text().contains(QString::fromStdString(rule + " ")), rule.c_str());
    }

    void aRuleTextWithoutItsTitleIsNamedByFileAndField() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("texts.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schemaVersion": 1, "id": "saratoga", "provenance": "summary", "sections": [{"rule": "E3.9", "summary": "Fog"}], "victory": {}})");
        f.close();
        const auto loaded = core::loadRuleTexts(path.toStdString(), "data/texts/saratoga.json");
        QVERIFY(!loaded.ok());
        QVERIFY2(loaded.errors.front().str().find("data/texts/saratoga.json") == 0 && loaded.errors.front().str().find("/sections/0") != std::string::npos &&
                     loaded.errors.front().str().find("title") != std::string::npos,
                 loaded.errors.front().str().c_str());
    }

    void theLegendListsEveryMarkerTheMapDrawsWithTheMapsOwnPainters() {
        auto w = test::freemansFarm(*m_data, m_dir, false);
        app::seriesView(*w).openChart(static_cast<int>(Chart::MapLegend));
        app::ChartsWindow& charts = *app::seriesView(*w).chartsWindow();
        QCOMPARE(charts.chart(), Chart::MapLegend);
        const QString text = charts.text();
        // Every marker a scenario places is one the map draws, and each is in the legend.
        for (const auto& scenario : m_data->scenarios)
            for (const core::Side side : core::kSides)
                for (const auto& placement : scenario.sideSetup(side).placements)
                    for (const auto& marker : placement.markers) QVERIFY2(has(app::MarkerItem::kinds(), marker), marker.c_str());
        for (const auto& id : app::MarkerItem::kinds()) QVERIFY2(text.contains(app::MarkerItem::title(id)), qPrintable(app::MarkerItem::title(id)));
        app::CounterMarks all{true, true, true, true, true};
        QCOMPARE(app::StatusMarks::of(all).size(), 5u);
        for (const auto& mark : app::StatusMarks::of(all)) QVERIFY2(text.contains(mark.name), qPrintable(mark.name));
        // Every terrain on the map, every rule marking, each with a picture the painters drew.
        const core::Map& map = m_data->maps.at("saratoga");
        for (const core::HexId h : map.allHexes()) QVERIFY(text.contains(QString::fromUtf8(core::terrainName(map.terrain(h)).data())));
        for (const QString& name : {QStringLiteral("Creek"), QStringLiteral("Ford"), QStringLiteral("Ravine"), QStringLiteral("Fieldworks"),
                                    QStringLiteral("Bemis Heights Line"), QStringLiteral("Garrison hex"), QStringLiteral("Objective Area"), QStringLiteral("Entry hex")})
            QVERIFY2(text.contains(name), qPrintable(name));
        for (const auto& section : app::legend::mapLegend(map, &m_data->rules.at("saratoga")))
            for (const auto& entry : section.entries) {
                QVERIFY2(!entry.picture.isNull(), qPrintable(entry.name));
                const QImage small = entry.picture.scaled(16, 16);
                bool drawn = false;
                for (int y = 0; y < small.height() && !drawn; ++y)
                    for (int x = 0; x < small.width() && !drawn; ++x) drawn = small.pixelColor(x, y).rgb() != app::style::kPaper.rgb();
                QVERIFY2(drawn, qPrintable(entry.name));
            }
    }

    void theCounterAnatomyNamesEachNumberAndTheReducedSide() {
        auto w = test::freemansFarm(*m_data, m_dir, false);
        app::seriesView(*w).openChart(static_cast<int>(Chart::CounterAnatomy));
        const QString text = app::seriesView(*w).chartsWindow()->text();
        for (const QString& part : {QStringLiteral("Strength points"), QStringLiteral("Morale"), QStringLiteral("Movement allowance"), QStringLiteral("reduced side"),
                                    QStringLiteral("close combat DRM")})
            QVERIFY2(text.contains(part), qPrintable(part));
    }
};

QTEST_MAIN(ChartsTest)
#include "charts_test.moc"
