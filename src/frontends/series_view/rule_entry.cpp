#include "rule_entry.h"

#include <QHBoxLayout>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include "rule_docs.h"
#include "rule_links.h"

namespace tricorne::app {

namespace {
QString row(const QString& label, const QString& markdown) {
    if (markdown.isEmpty()) return {};
    return QStringLiteral("<p><b>%1</b> %2</p>").arg(label.toHtmlEscaped(), RuleDocs::cellHtml(markdown));
}

QString rowsHtml(const RuleDocs& docs, const QString& section) {
    QString html;
    for (const CoverageRow* r : docs.coverageOf(section)) {
        html += QStringLiteral("<h3>%1 <small>(%2)</small></h3>").arg(RuleDocs::cellHtml(r->section), r->status.toHtmlEscaped());
        html += row(RuleEntry::tr("What the engine does:"), r->what);
        html += row(RuleEntry::tr("Code:"), r->code);
        html += row(RuleEntry::tr("Tests:"), r->tests);
    }
    const auto rulings = docs.rulingsOf(section);
    if (!rulings.empty()) html += QStringLiteral("<h3>%1</h3>").arg(RuleEntry::tr("Rulings"));
    for (const RulingRow* r : rulings) {
        html += QStringLiteral("<h4>%1</h4>").arg(RuleDocs::cellHtml(r->section));
        html += row(RuleEntry::tr("Question:"), r->question);
        html += row(RuleEntry::tr("Ruling:"), r->ruling);
        html += row(RuleEntry::tr("Why:"), r->why);
        html += row(RuleEntry::tr("Tested by:"), r->test);
    }
    return html;
}
}  // namespace

RuleEntry::RuleEntry(const RuleDocs& docs, QWidget* parent) : QWidget(parent), m_docs(docs) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    auto* bar = new QHBoxLayout;
    m_index = new QToolButton(this);
    m_index->setText(tr("All Sections"));
    m_index->setToolTip(tr("Every section the program covers, with what it does"));
    bar->addWidget(m_index);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_browser = new QTextBrowser(this);
    m_browser->setOpenLinks(false);
    m_browser->setLineWrapMode(QTextEdit::WidgetWidth);
    m_browser->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_browser, 1);
    connect(m_index, &QToolButton::clicked, this, &RuleEntry::showIndex);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl& link) {
        if (const auto section = ruleSectionOf(link)) showSection(*section);
    });
    showIndex();
}

void RuleEntry::showSection(const QString& section) {
    m_section = section;
    m_browser->setHtml(entryHtml(section));
}

QString RuleEntry::entryHtml(const QString& section) const {
    if (section.isEmpty()) return indexHtml();
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Rule %1").arg(section.toHtmlEscaped()));
    html += QStringLiteral("<p><i>%1</i></p>").arg(tr("How this program plays the section, in its own words; the rulebook itself is the game's."));
    const QString found = rowsHtml(m_docs, section);
    if (!found.isEmpty()) return html + found;
    const QString parent = m_docs.nearestCovered(section);
    html += QStringLiteral("<p>%1</p>").arg(tr("The program has no entry of its own for %1.").arg(section.toHtmlEscaped()));
    if (!parent.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("It is part of %1:").arg(linkRuleNumbers(parent.toHtmlEscaped()))) + rowsHtml(m_docs, parent);
    return html;
}

QString RuleEntry::indexHtml() const {
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p><table cellspacing=\"0\" cellpadding=\"3\">").arg(
        tr("Rules coverage"), tr("Every section the program plays, with what it does. Click a section for its entry and rulings."));
    for (const CoverageRow& r : m_docs.coverage())
        html += QStringLiteral("<tr><td valign=\"top\"><b>%1</b></td><td>%2</td></tr>").arg(linkRuleNumbers(r.section.toHtmlEscaped()), RuleDocs::cellHtml(r.what));
    return html + QStringLiteral("</table>");
}

}  // namespace tricorne::app
