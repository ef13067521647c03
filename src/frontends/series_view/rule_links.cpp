#include "rule_links.h"

#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

namespace tricorne::app {

namespace {
const QString kScheme = QStringLiteral("rule");

// A series section 1-16 with at least one subsection ("12.61"), or an exclusive rule E1-E10
// ("E7", "E7.5.1"); never a part of a longer number, a hex ("0912") or a decimal ("0.5").
const QRegularExpression& ruleNumber() {
    static const QRegularExpression kRule(QStringLiteral(R"((?<![\w.&#])(E(?:10|[1-9])(?:\.\d{1,3}){0,3}|(?:1[0-6]|[1-9])(?:\.\d{1,3}){1,3})(?![\w])(?!\.\d))"));
    return kRule;
}

QString linkText(const QString& text) {
    QString out;
    qsizetype at = 0;
    for (auto it = ruleNumber().globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out += text.mid(at, m.capturedStart() - at);
        out += QStringLiteral("<a href=\"%1:%2\">%2</a>").arg(kScheme, m.captured(1));
        at = m.capturedEnd();
    }
    return out + text.mid(at);
}
}  // namespace

QString linkRuleNumbers(const QString& html) {
    // Text between tags is linked; tags, and the text inside a link already there, are kept.
    static const QRegularExpression kTag(QStringLiteral(R"(<(/?)(\w*)[^>]*>)"));
    QString out;
    qsizetype at = 0;
    int insideLink = 0;
    for (auto it = kTag.globalMatch(html); it.hasNext();) {
        const auto tag = it.next();
        const QString text = html.mid(at, tag.capturedStart() - at);
        out += insideLink > 0 ? text : linkText(text);
        out += tag.captured(0);
        if (tag.captured(2).compare(QStringLiteral("a"), Qt::CaseInsensitive) == 0) insideLink += tag.captured(1).isEmpty() ? 1 : -1;
        insideLink = std::max(insideLink, 0);
        at = tag.capturedEnd();
    }
    const QString rest = html.mid(at);
    return out + (insideLink > 0 ? rest : linkText(rest));
}

QString linkedText(const QString& text) { return linkRuleNumbers(text.toHtmlEscaped()); }

std::optional<QString> ruleSectionOf(const QString& link) { return ruleSectionOf(QUrl(link)); }

std::optional<QString> ruleSectionOf(const QUrl& link) {
    if (link.scheme() != kScheme || link.path().isEmpty()) return std::nullopt;
    return link.path();
}

QStringList ruleNumbersIn(const QString& text) {
    QStringList out;
    for (auto it = ruleNumber().globalMatch(text); it.hasNext();) out << it.next().captured(1);
    return out;
}

}  // namespace tricorne::app
