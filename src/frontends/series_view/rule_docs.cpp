#include "rule_docs.h"

#include <QFile>
#include <QRegularExpression>

#include "rule_links.h"

namespace tricorne::app {

namespace {
QString readResource(const QString& path) {
    QFile file(path);
    // The documents are compiled in: failing to open one is a broken build, not a user's error.
    Q_ASSERT(file.exists());
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

// The cells of each row of the first table whose header starts with "| section |".
std::vector<QStringList> tableRows(const QString& markdown) {
    std::vector<QStringList> rows;
    bool inTable = false;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        const QString l = line.trimmed();
        if (!inTable) {
            inTable = l.startsWith(QStringLiteral("| section |"));
            continue;
        }
        if (!l.startsWith(QLatin1Char('|'))) {
            if (!rows.empty()) break;
            continue;
        }
        if (l.startsWith(QStringLiteral("|---"))) continue;
        // A cell never holds a bare "|": the documents write pipes inside code only as "\|".
        QStringList cells = l.mid(1, l.size() - 2).split(QRegularExpression(QStringLiteral(R"((?<!\\)\|)")));
        for (QString& c : cells) c = c.trimmed().replace(QStringLiteral("\\|"), QStringLiteral("|"));
        rows.push_back(cells);
    }
    return rows;
}

template <class Row>
std::vector<const Row*> rowsCiting(const std::vector<Row>& rows, const QString& section) {
    std::vector<const Row*> out;
    for (const Row& r : rows)
        if (r.sections.contains(section)) out.push_back(&r);
    return out;
}
}  // namespace

const RuleDocs& RuleDocs::shipped() {
    static const RuleDocs kDocs(readResource(QStringLiteral(":/docs/rules-coverage.md")), readResource(QStringLiteral(":/docs/rulings.md")));
    return kDocs;
}

RuleDocs::RuleDocs(const QString& coverageMarkdown, const QString& rulingsMarkdown) {
    for (const QStringList& c : tableRows(coverageMarkdown))
        if (c.size() >= 5) m_coverage.push_back({c[0], ruleNumbersIn(c[0]), c[1], c[2], c[3], c[4]});
    for (const QStringList& c : tableRows(rulingsMarkdown))
        if (c.size() >= 5) m_rulings.push_back({c[0], ruleNumbersIn(c[0]), c[1], c[2], c[3], c[4]});
}

std::vector<const CoverageRow*> RuleDocs::coverageOf(const QString& section) const { return rowsCiting(m_coverage, section); }

std::vector<const RulingRow*> RuleDocs::rulingsOf(const QString& section) const { return rowsCiting(m_rulings, section); }

QString RuleDocs::nearestCovered(const QString& section) const {
    QString s = section;
    for (qsizetype dot = s.lastIndexOf(QLatin1Char('.')); dot > 0; dot = s.lastIndexOf(QLatin1Char('.'))) {
        s.truncate(dot);
        if (!coverageOf(s).empty() || !rulingsOf(s).empty()) return s;
    }
    return {};
}

QString RuleDocs::cellHtml(const QString& markdown) {
    static const QRegularExpression kCode(QStringLiteral("`([^`]*)`"));
    static const QRegularExpression kBold(QStringLiteral(R"(\*\*([^*]+)\*\*)"));
    QString html = markdown.toHtmlEscaped();
    html.replace(kCode, QStringLiteral("<code>\\1</code>"));
    html.replace(kBold, QStringLiteral("<b>\\1</b>"));
    return linkRuleNumbers(html);
}

}  // namespace tricorne::app
