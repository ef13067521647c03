// A game replayed action by action from the set-up: the map after each action, the action
// and every event it caused with its rule, the tracks and the stacks. Nothing can be played
// here; "Play from Here" hands the position shown to the game window as a new game.
#pragma once

#include <QMainWindow>

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

#include "game_controller.h"
#include "tricorne/series/game/replay.h"

class QAction;
class QLabel;
class QListWidget;
class QSlider;

namespace tricorne::app {

class GameTables;
class HexDescription;
class MapScene;
class MapView;
class StackPanel;

class ReplayWindow : public QMainWindow {
    Q_OBJECT
public:
    // `title` names the game replayed; the replay's data must outlive the window.
    ReplayWindow(core::Replay replay, const QString& title, QWidget* parent = nullptr);
    ~ReplayWindow() override;

    // Reads a save and replays it, checking it as File › Open does.
    static std::optional<core::Replay> load(const core::DataSet& data, const QString& path, QString* error);

    const core::Replay& replay() const { return m_replay; }
    // How many actions of the game the position shown follows; 0 is the set-up.
    std::size_t position() const { return m_position; }
    const core::GameState& state() const { return m_replay.stateAfter(m_position); }

    MapScene* mapScene() const { return m_scene.get(); }
    MapView* mapView() const { return m_view; }
    QSlider* slider() const { return m_slider; }
    QListWidget* actionList() const { return m_actions; }
    QAction* playAction() const { return m_play; }
    // The action shown and its events, one line each, as the Action panel shows them.
    QString actionText() const;

public slots:
    void setPosition(std::size_t position);
    void first();
    void previous();
    void next();
    void last();

signals:
    // The player asked to play on from the position shown.
    void playFromHere(std::size_t position);

private:
    void createControls();
    void createDocks();
    void fillActionList();
    void showAction();
    void showOnMap();
    void selectHex(core::HexId hex);

    core::Replay m_replay;
    std::vector<LogEntry> m_log;          // every action and event, as the game's log has them
    std::vector<std::size_t> m_firstEntry;  // the first log entry of each action
    std::size_t m_position = 0;
    std::unique_ptr<MapScene> m_scene;
    std::unique_ptr<HexDescription> m_description;
    MapView* m_view = nullptr;
    QSlider* m_slider = nullptr;
    QLabel* m_counter = nullptr;
    QLabel* m_heading = nullptr;
    QListWidget* m_events = nullptr;
    QLabel* m_next = nullptr;
    QListWidget* m_actions = nullptr;
    GameTables* m_tables = nullptr;
    StackPanel* m_stack = nullptr;
    QLabel* m_hexLabel = nullptr;
    QAction* m_first = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_nextAction = nullptr;
    QAction* m_last = nullptr;
    QAction* m_play = nullptr;
};

}  // namespace tricorne::app
