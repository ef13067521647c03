// A rule's entry, in the project's own words: for a section, what the engine does, the code
// and the tests (docs/rules-coverage.md), and the rulings that cite it (docs/rulings.md);
// with no section, the index of every section covered. Never the rulebook's text.
#pragma once

#include <QWidget>

class QLabel;
class QTextBrowser;
class QToolButton;

namespace tricorne::app {

class RuleDocs;

class RuleEntry : public QWidget {
    Q_OBJECT
public:
    explicit RuleEntry(const RuleDocs& docs, QWidget* parent = nullptr);

    // Shows the entry for `section` ("12.61", "E7.5.1"); an empty section shows the index.
    void showSection(const QString& section);
    void showIndex() { showSection(QString()); }
    // The section shown; empty for the index.
    const QString& section() const { return m_section; }
    QTextBrowser* browser() const { return m_browser; }

    // The entry as HTML (the index for an empty section).
    QString entryHtml(const QString& section) const;

private:
    QString indexHtml() const;

    const RuleDocs& m_docs;
    QString m_section;
    QTextBrowser* m_browser = nullptr;
    QToolButton* m_index = nullptr;
};

}  // namespace tricorne::app
