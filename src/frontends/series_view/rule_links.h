// Rule numbers as links: every section a text prints ("12.61", "(12.23 step 2)", "E7.5.1",
// "E3.6/E7.6") becomes a link that opens the rule's entry (SeriesView::openRuleEntry).
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QUrl;

namespace tricorne::app {

// `html` with each rule number outside a tag or a link wrapped in <a href="rule:SECTION">;
// plain text must be escaped (QString::toHtmlEscaped) first.
QString linkRuleNumbers(const QString& html);

// Plain text escaped, its rule numbers linked.
QString linkedText(const QString& text);

// The section a link made by linkRuleNumbers opens; nullopt for any other link.
std::optional<QString> ruleSectionOf(const QString& link);
std::optional<QString> ruleSectionOf(const QUrl& link);

// Every rule number in `text`, in order ("E3.6/E7.6" gives both).
QStringList ruleNumbersIn(const QString& text);

}  // namespace tricorne::app
