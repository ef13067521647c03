// The game's log: the seed, then every action and every event it caused with the rule that
// caused it, under a heading for each turn and phase, newest at the bottom and in view.
// Rule numbers are links to their entry; entries filter by kind (dice, movement, combat,
// morale, the rest); the log wraps to the panel's width, is searched and copied.
// Clicking an entry shows its hexes on the map.
#pragma once

#include <QWidget>

#include <array>
#include <vector>

#include "game_controller.h"
#include "tricorne/series/hex.h"

class QLineEdit;
class QListWidgetItem;
class QTextBrowser;
class QToolButton;

namespace tricorne::app {

class EventLog : public QWidget {
    Q_OBJECT
public:
    static constexpr std::array kKinds{LogKind::Dice, LogKind::Movement, LogKind::Combat, LogKind::Morale, LogKind::Other};

    EventLog(GameController& game, QWidget* parent = nullptr);

    QTextBrowser* view() const { return m_view; }
    QLineEdit* searchBox() const { return m_search; }
    QToolButton* copyButton() const { return m_copy; }
    // The toggle that shows or hides a kind of entry.
    QToolButton* kindButton(LogKind kind) const { return m_kindButtons[static_cast<std::size_t>(kind)]; }
    static QString kindName(LogKind kind);

    // Shows or hides the entries of a kind, as its box in the panel does.
    void setKindShown(LogKind kind, bool shown);
    bool kindShown(LogKind kind) const { return m_shown[static_cast<std::size_t>(kind)]; }
    // The indices in the game's log of the entries shown, in order.
    const std::vector<int>& shownEntries() const { return m_entries; }
    // The text of the entry at `index` in the game's log as the log shows it: "[9.2] British: 9th moves 1829-1729".
    static QString entryText(const LogEntry& entry);
    // Where the entry at `index` of the game's log lies in the view's viewport; empty if not shown.
    QRect entryRect(int index) const;
    // Where the first link to rule `section` lies in the view's viewport; empty if none.
    QRect ruleLinkRect(const QString& section) const;
    // The log as shown, as plain text: the seed line, the headings and the entries.
    QString shownText() const;
    // Finds `text` after the current selection, wrapping round; selects it and brings it into view.
    bool find(const QString& text);
    // The index in the game's log of the entry holding the view's cursor; -1 for none.
    int entryAtCursor() const;

    // One entry as a row of a list: "[rule] text", events indented, a die's face as its icon (the replay's lists).
    static QListWidgetItem* itemFor(const LogEntry& entry);

signals:
    // The hexes of the entry clicked (may be empty).
    void hexesChosen(const std::vector<tricorne::core::HexId>& hexes);
    // A rule number was clicked.
    void ruleChosen(const QString& section);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private slots:
    void refresh();

private:
    void rebuild();
    void appendEntries(std::size_t from);
    void appendHeading(const QString& text, bool turn);
    void choose(int index);
    void copy();

    GameController& m_game;
    QTextBrowser* m_view = nullptr;
    QLineEdit* m_search = nullptr;
    QToolButton* m_copy = nullptr;
    std::array<QToolButton*, kKinds.size()> m_kindButtons{};
    std::array<bool, kKinds.size()> m_shown{true, true, true, true, true};
    std::vector<int> m_entries;   // the log indices shown
    std::size_t m_logSize = 0;    // the entries of the game's log taken into the view
    QString m_place;              // the heading last written
    QString m_turnHeading;        // the turn heading last written
};

}  // namespace tricorne::app
