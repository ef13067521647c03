// The main window: the map, the sequence of play, the decision, the log, the tracks, the
// stack panel, the menus and the status line.
#pragma once

#include <QMainWindow>
#include <QPointer>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "hex_description.h"
#include "victory_dialog.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/game/action.h"
#include "tricorne/series/game/replay.h"

class QAction;
class QLabel;
class QMenu;

namespace tricorne::app {

class CombatPanel;
class Curtain;
class DecisionPanel;
class EventLog;
class GameController;
class GameTables;
class MapOrders;
class MapScene;
class MapView;
class ReplayWindow;
class SequenceBar;
class StackPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `data` must outlive the window.
    explicit MainWindow(const core::DataSet& data, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts a game of a scenario with the given seed (a fresh one when absent) and options.
    bool startGame(const std::string& scenarioId, std::optional<std::uint64_t> seed, QString* error,
                   const std::map<std::string, std::string>& options = {});
    // Opens a save; on failure keeps the game shown and returns false with the reason.
    bool openFile(const QString& path, QString* error);
    bool saveFile(const QString& path, QString* error);
    // Opens a saved game in a replay window of its own; null with the reason when it cannot.
    ReplayWindow* openReplay(const QString& path, QString* error);
    // The game being played, replayed from its set-up in a window of its own.
    ReplayWindow* replayThisGame();

    // Two players at one screen: the curtain comes down before each secret choice.
    void setHotseat(bool hotseat);

    // The game saved automatically at each phase and on quitting, played on as a game not
    // yet saved; false with the reason when there is none or it cannot be read.
    bool continueLastGame(QString* error);
    // Where the last session's game is read from (GameController::lastSessionPath by default).
    void setLastSessionPath(const QString& path);
    // Brings back the window's size and panels as they were last closed, and remembers them
    // when this window closes (the interactive session; not a screenshot or a test).
    void restoreWindow();

    // 11.4: traces the line of sight as Shift and drag from `from` to `to` does.
    void showSight(core::HexId from, core::HexId to) { traceSight(from, to); }
    // Selects a hex as a click does, listing its stack in the Stack panel.
    void inspectHex(core::HexId hex) { selectHex(hex); }

    // Picks up a counter as a click on it would, showing its hex's stack.
    void pickUp(const std::string& pieceId);

    GameController& game() const { return *m_game; }
    MapOrders& orders() const { return *m_orders; }
    MapView* mapView() const { return m_view; }
    MapScene* mapScene() const { return m_scene.get(); }
    SequenceBar* sequenceBar() const { return m_sequence; }
    DecisionPanel* decisionPanel() const { return m_decision; }
    EventLog* eventLog() const { return m_log; }
    GameTables* gameTables() const { return m_tables; }
    CombatPanel* combatPanel() const { return m_combat; }
    Curtain* curtain() const { return m_curtain; }
    StackPanel* stackPanel() const { return m_stackPanel; }
    // Answers the question before a committing look (7.42) without a dialog: for tests and scripts.
    void setCommitAnswer(std::function<bool(const QString&)> answer) { m_confirmCommit = std::move(answer); }
    // Shown when the game ends, until another game is played; null before.
    VictoryDialog* victoryDialog() const { return m_victory; }
    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    QAction* continueAction() const { return m_continue; }
    QMenu* recentMenu() const { return m_recentMenu; }
    QAction* endPhaseAction() const { return m_endPhase; }
    QAction* strategicAction() const { return m_strategic; }

protected:
    void closeEvent(QCloseEvent* event) override;

private slots:
    void newGame();
    void openGame();
    void openReplayDialog();
    bool saveGame();
    bool saveGameAs();
    void exportLog();
    void undo();
    void redo();
    void editPreferences();
    void continueLastGameOrComplain();
    void showRecentGames();
    void endPhase();
    void submit(const core::Action& action);
    void showHovered(std::optional<tricorne::core::HexId> hex);
    void selectHex(tricorne::core::HexId hex);
    void showZoom(double zoom);
    void rebuildScene();
    void showState();
    void showSelection();
    void showMovePath(std::optional<tricorne::core::HexId> hex);
    void traceSight(tricorne::core::HexId from, tricorne::core::HexId to);
    void clearSight();
    void preview(const tricorne::core::Action* action);
    void showLogHexes(const std::vector<tricorne::core::HexId>& hexes);
    void chooseFire(const std::vector<core::Fire>& choices);
    // 7.42: a click on an enemy stack not examined, as `firer`'s target: asks to commit the fire to the hex.
    void commitToFire(tricorne::core::HexId hex, const std::string& firer);
    void showHexMenu(tricorne::core::HexId hex, QPoint globalPos);
    void complain(const QString& error);

private:
    static constexpr int kMessageMs = 8000;  // how long a status bar message stays
    void createMenus();
    void createDocks();
    QDockWidget* addDock(const QString& title, const QString& objectName, QWidget* widget, Qt::DockWidgetArea area);
    // Asks to save a changed game; false when the player cancels.
    bool maybeSave();
    // 12.12-12.21: the units and hexes still owing an attack, and the combats declared.
    void showCombats();
    // The game's end: the victory dialog comes up once, and goes with the game.
    void showVictory();
    // Hotseat: covers the window before a secret choice until its player takes the screen.
    void showCurtain();
    // 7.42: the side whose eyes the screen is for; nullopt when every counter shows.
    std::optional<core::Side> viewer() const;
    // The Stack panel for `hex`, with the Examine offer when the stack may be examined (7.42, 7.43).
    void showStack(core::HexId hex);
    // Hotseat: a secret choice is waiting and the last action is the other player's secret
    // choice, which Undo must not take back.
    bool secretChoiceMade() const;
    // Hotseat, E7.5.1: the index of the American player's secret note on the militia while
    // the British player has not yet taken the screen back after it.
    std::optional<std::size_t> noteToHandBack() const;
    // The file dialog for a saved game, opening where the game in hand was saved.
    QString askForSavedGame(const QString& title);
    ReplayWindow* showReplay(core::Replay replay, const QString& title);
    // Starts a new game from a replay's position, once the game in hand is saved or given up.
    void playFrom(ReplayWindow* replay, std::size_t position);
    void startScenarioOrComplain(const std::string& scenarioId, const std::map<std::string, std::string>& options = {},
                                 std::optional<std::uint64_t> seed = std::nullopt);

    const core::DataSet& m_data;
    GameController* m_game = nullptr;
    MapOrders* m_orders = nullptr;
    std::unique_ptr<MapScene> m_scene;
    std::unique_ptr<HexDescription> m_description;
    MapView* m_view = nullptr;
    SequenceBar* m_sequence = nullptr;
    DecisionPanel* m_decision = nullptr;
    EventLog* m_log = nullptr;
    GameTables* m_tables = nullptr;
    StackPanel* m_stackPanel = nullptr;
    CombatPanel* m_combat = nullptr;
    QDockWidget* m_combatDock = nullptr;
    Curtain* m_curtain = nullptr;
    QPointer<VictoryDialog> m_victory;
    std::function<bool(const QString&)> m_confirmCommit;  // answers the 7.42 commitment question instead of a dialog
    std::optional<std::size_t> m_curtainOpenedAt;  // the record's length when the player took the screen
    std::optional<std::size_t> m_noteHandedBack;
    std::optional<core::Side> m_screenSide;  // 7.42 in hotseat: the side whose player last took the screen   // E7.5.1: the note after which the British player took the screen
    QMenu* m_viewMenu = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_exportLog = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_continue = nullptr;
    QMenu* m_recentMenu = nullptr;
    bool m_rememberWindow = false;
    QString m_lastSession;
    QAction* m_endPhase = nullptr;
    QAction* m_strategic = nullptr;
    QLabel* m_hexLabel = nullptr;
    QLabel* m_zoomLabel = nullptr;
};

}  // namespace tricorne::app
