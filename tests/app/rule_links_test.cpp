// Rule numbers are links wherever the window prints them, and a link opens the rule's entry:
// the project's own account of the section (docs/rules-coverage.md) and its rulings
// (docs/rulings.md), never the rulebook's text.
#include <QtTest>

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextDocument>

#include "decision_panel.h"
#include "event_log.h"
#include "rule_docs.h"
#include "rule_entry.h"
#include "rule_links.h"
#include "window_test_support.h"

using namespace tricorne;

namespace {
QString plain(const QString& html) {
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

QString docsFile(const QString& name) {
    QFile file(QStringLiteral(TRICORNE_TEST_DATA_DIR "/../docs/%1").arg(name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The rows of a document's table, counted as its lines: each row one line beginning "| ".
int tableRows(const QString& markdown) {
    int rows = 0;
    for (const QString& line : markdown.split(QLatin1Char('\n')))
        if (line.startsWith(QStringLiteral("| ")) && !line.startsWith(QStringLiteral("| section |"))) ++rows;
    return rows;
}
}  // namespace

class RuleLinksTest : public QObject {
    Q_OBJECT
    std::optional<core::DataSet> m_data;
    QTemporaryDir m_dir;

    std::unique_ptr<app::MainWindow> window() {
        return test::playingWindow(*m_data, "campaign", 7, m_dir.filePath(QStringLiteral("autosave.tricorne")));
    }

private slots:
    void initTestCase() {
        QVERIFY(test::loadRealData(m_data));
        QVERIFY(m_dir.isValid());
    }

    void everyFormOfRuleNumberTheTextsPrintIsALink() {
        QCOMPARE(app::linkRuleNumbers(QStringLiteral("tactics (12.61)")), QStringLiteral("tactics (<a href=\"rule:12.61\">12.61</a>)"));
        QCOMPARE(app::linkRuleNumbers(QStringLiteral("(12.23 step 2)")), QStringLiteral("(<a href=\"rule:12.23\">12.23</a> step 2)"));
        QCOMPARE(app::linkRuleNumbers(QStringLiteral("E7.5.1")), QStringLiteral("<a href=\"rule:E7.5.1\">E7.5.1</a>"));
        QCOMPARE(app::linkRuleNumbers(QStringLiteral("E3.6/E7.6")),
                 QStringLiteral("<a href=\"rule:E3.6\">E3.6</a>/<a href=\"rule:E7.6\">E7.6</a>"));
        QCOMPARE(app::ruleNumbersIn(QStringLiteral("14.32: a lone leader is captured; see 8.31 and E2.1.")),
                 (QStringList{QStringLiteral("14.32"), QStringLiteral("8.31"), QStringLiteral("E2.1")}));
        // Hexes, paths, odds, seeds, decimals and a die's face are not rules.
        for (const QString& text : {QStringLiteral("9th moves 1829-1729"), QStringLiteral("odds 2-1, seed 1777"), QStringLiteral("0.5 VP"),
                                    QStringLiteral("hex 0912"), QStringLiteral("1.2.3.4.5")})
            QCOMPARE(app::linkRuleNumbers(text), text);
        // Tags, entities and links already there are kept as they are.
        const QString html = QStringLiteral("<img src=\"die:3\" width=\"16\"> &#189; <a href=\"x\">9.2</a> <b>9.2</b>");
        QCOMPARE(app::linkRuleNumbers(html),
                 QStringLiteral("<img src=\"die:3\" width=\"16\"> &#189; <a href=\"x\">9.2</a> <b><a href=\"rule:9.2\">9.2</a></b>"));
        QCOMPARE(app::ruleSectionOf(QStringLiteral("rule:E7.5.1")), std::optional<QString>(QStringLiteral("E7.5.1")));
        QVERIFY(!app::ruleSectionOf(QStringLiteral("https://example.org/9.2")));
    }

    void theShippedDocumentsAreTheProjectsOwn() {
        const app::RuleDocs& docs = app::RuleDocs::shipped();
        // Built in from docs/ at build time: the same rows, never typed twice.
        QCOMPARE(static_cast<int>(docs.coverage().size() + docs.rulings().size()),
                 tableRows(docsFile(QStringLiteral("rules-coverage.md"))) + tableRows(docsFile(QStringLiteral("rulings.md"))));
        const app::RuleDocs fromSource(docsFile(QStringLiteral("rules-coverage.md")), docsFile(QStringLiteral("rulings.md")));
        QCOMPARE(docs.coverage().size(), fromSource.coverage().size());
        QCOMPARE(docs.coverage().back().what, fromSource.coverage().back().what);
        const auto zoc = docs.coverageOf(QStringLiteral("8.31"));
        QCOMPARE(zoc.size(), std::size_t{1});
        QVERIFY(zoc.front()->what.startsWith(QStringLiteral("Entering an enemy ZOC ends movement")));
        QCOMPARE(zoc.front()->status, QStringLiteral("enforced"));
        // A row naming two sections belongs to both.
        QCOMPARE(docs.coverageOf(QStringLiteral("9.51")).size(), docs.coverageOf(QStringLiteral("9.5")).size());
        QVERIFY(!docs.rulingsOf(QStringLiteral("14.32")).empty());
        QCOMPARE(docs.nearestCovered(QStringLiteral("8.31.9")), QStringLiteral("8.31"));
    }

    void anEntryGivesTheRowsAndRulingsOfItsSectionAndTheIndexEverySection() {
        const app::RuleDocs& docs = app::RuleDocs::shipped();
        app::RuleEntry entry(docs);
        entry.showSection(QStringLiteral("14.32"));
        const QString text = entry.browser()->toPlainText();
        for (const app::CoverageRow* r : docs.coverageOf(QStringLiteral("14.32"))) QVERIFY2(text.contains(plain(app::RuleDocs::cellHtml(r->what))), qPrintable(text));
        for (const app::RulingRow* r : docs.rulingsOf(QStringLiteral("14.32"))) QVERIFY(text.contains(plain(app::RuleDocs::cellHtml(r->ruling))));
        QVERIFY(text.contains(QStringLiteral("Rulings")));
        // An unknown section says so, and gives the section above it.
        entry.showSection(QStringLiteral("8.31.9"));
        QVERIFY(entry.browser()->toPlainText().contains(QStringLiteral("no entry of its own for 8.31.9")));
        QVERIFY(entry.browser()->toPlainText().contains(plain(app::RuleDocs::cellHtml(docs.coverageOf(QStringLiteral("8.31")).front()->what))));
        entry.showSection(QStringLiteral("16.99"));
        QVERIFY(entry.browser()->toPlainText().contains(QStringLiteral("no entry of its own for 16.99")));
        // The index: every row of the coverage, each section a link that opens its entry.
        entry.showIndex();
        QVERIFY(entry.section().isEmpty());
        const QString index = entry.browser()->toPlainText();
        for (const app::CoverageRow& r : docs.coverage()) QVERIFY2(index.contains(r.section), qPrintable(r.section));
        emit entry.browser()->anchorClicked(QUrl(QStringLiteral("rule:12.61")));
        QCOMPARE(entry.section(), QStringLiteral("12.61"));
    }

    void clickingARuleNumberInTheLogOpensItsEntry() {
        auto w = window();
        app::SeriesView& view = app::seriesView(*w);
        QVERIFY(view.game().submit(core::Move{"br-9th", {*core::HexId::parse("1829"), *core::HexId::parse("1729")}, false}, nullptr));
        QVERIFY(!view.ruleEntryDock()->isVisible());
        const QRect link = view.eventLog()->ruleLinkRect(QStringLiteral("9.2"));
        QVERIFY(!link.isEmpty());
        QTest::mouseClick(view.eventLog()->view()->viewport(), Qt::LeftButton, Qt::NoModifier, link.center());
        QCOMPARE(view.ruleEntry()->section(), QStringLiteral("9.2"));
        QVERIFY(view.ruleEntryDock()->isVisible());
        QVERIFY(!view.ruleEntry()->visibleRegion().isEmpty());
        const QString shown = view.ruleEntry()->browser()->toPlainText();
        QVERIFY(shown.contains(plain(app::RuleDocs::cellHtml(app::RuleDocs::shipped().coverageOf(QStringLiteral("9.2")).front()->what))));
        // A click on the link marks no hexes: it reads the rule.
        QVERIFY(view.mapScene()->logHexes().empty());
    }

    void theDecisionPanelsRuleNumbersAreLinks() {
        auto w = window();
        app::SeriesView& view = app::seriesView(*w);
        const std::string rule = view.game().decision().rule;
        QVERIFY(view.decisionPanel()->promptText().contains(QStringLiteral("href=\"rule:%1\"").arg(QString::fromStdString(rule))));
        auto* prompt = view.decisionPanel()->findChild<QLabel*>();
        QVERIFY(prompt);
        emit prompt->linkActivated(QStringLiteral("rule:%1").arg(QString::fromStdString(rule)));
        QCOMPARE(view.ruleEntry()->section(), QString::fromStdString(rule));
        QVERIFY(view.ruleEntryDock()->isVisible());
    }

    void aRefusalOnTheStatusLineLinksItsRule() {
        auto w = window();
        app::SeriesView& view = app::seriesView(*w);
        // 9.2: a path that jumps a hex, answered as the Decision panel would answer it.
        const core::Action jump = core::Move{"br-9th", {*core::HexId::parse("1829"), *core::HexId::parse("1627")}, false};
        core::GameState copy = view.game().state();
        const std::string refusal = core::apply(copy, jump).error;
        QVERIFY(!refusal.empty());
        const QStringList rules = app::ruleNumbersIn(QString::fromStdString(refusal));
        QVERIFY(!rules.isEmpty());
        emit view.decisionPanel()->chosen(jump);
        QVERIFY(w->statusBar()->currentMessage().contains(QString::fromStdString(refusal)));
        QVERIFY(view.refusalRules()->isVisible());
        QVERIFY(view.refusalRules()->text().contains(QStringLiteral("href=\"rule:%1\"").arg(rules.front())));
        emit view.refusalRules()->linkActivated(QStringLiteral("rule:%1").arg(rules.front()));
        QCOMPARE(view.ruleEntry()->section(), rules.front());
        // The links go with the message.
        w->statusBar()->clearMessage();
        QVERIFY(!view.refusalRules()->isVisible());
    }
};

QTEST_MAIN(RuleLinksTest)
#include "rule_links_test.moc"
