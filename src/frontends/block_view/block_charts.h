// The block game's charts (Help › Charts): the sequence of play (B5), action points (B5, B6),
// supply (B7), the battle in brief (B9, B10), victory (B11), the tables of tables.json and the
// map's legend, each on a page of its own.
#pragma once

#include <QDialog>
#include <QString>

class QTabWidget;

namespace tricorne::app {

class BlockChartsWindow : public QDialog {
    Q_OBJECT
public:
    // `tablesPath`: the game's tables.json, read for its numbers.
    explicit BlockChartsWindow(const QString& tablesPath, QWidget* parent = nullptr);

    QTabWidget* pages() const { return m_pages; }
    // Brings the page of that title forward; false when there is none.
    bool showPage(const QString& title);

private:
    QTabWidget* m_pages = nullptr;
};

}  // namespace tricorne::app
