// The game's log: every action and every event it caused, with the rule that caused it.
// Clicking an entry shows its hexes on the map.
#pragma once

#include <QWidget>

#include <vector>

#include "tricorne/series/hex.h"

class QListWidget;
class QListWidgetItem;

namespace tricorne::app {

class GameController;
struct LogEntry;

class EventLog : public QWidget {
    Q_OBJECT
public:
    EventLog(GameController& game, QWidget* parent = nullptr);

    QListWidget* list() const { return m_list; }

    // One entry as a row of the log: "[rule] text", events indented, a die's face as its icon.
    static QListWidgetItem* itemFor(const LogEntry& entry);

signals:
    // The hexes of the entry clicked (may be empty).
    void hexesChosen(const std::vector<tricorne::core::HexId>& hexes);

private slots:
    void refresh();
    void choose(int row);

private:
    GameController& m_game;
    QListWidget* m_list = nullptr;
};

}  // namespace tricorne::app
