// The project's own account of each rule, read from the documents shipped with the
// application (docs/rules-coverage.md and docs/rulings.md, built in as resources): what the
// engine does for a section, its code and tests, and the rulings that cite it.
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace tricorne::app {

struct CoverageRow {
    QString section;  // as the table names it: "9.5, 9.51", "5 (volumes)"
    QStringList sections;  // the rule numbers in it
    QString what, code, tests, status;
};

struct RulingRow {
    QString section;
    QStringList sections;
    QString question, ruling, why, test;
};

class RuleDocs {
public:
    // The documents built into the application.
    static const RuleDocs& shipped();
    // The documents' text as given (tests).
    RuleDocs(const QString& coverageMarkdown, const QString& rulingsMarkdown);

    const std::vector<CoverageRow>& coverage() const { return m_coverage; }
    const std::vector<RulingRow>& rulings() const { return m_rulings; }
    std::vector<const CoverageRow*> coverageOf(const QString& section) const;
    std::vector<const RulingRow*> rulingsOf(const QString& section) const;
    // The nearest section above `section` that has an entry ("E7.5" for "E7.5.1"); empty if none.
    QString nearestCovered(const QString& section) const;

    // One cell of a table as HTML: `code` and **bold** kept, rule numbers linked.
    static QString cellHtml(const QString& markdown);

private:
    std::vector<CoverageRow> m_coverage;
    std::vector<RulingRow> m_rulings;
};

}  // namespace tricorne::app
