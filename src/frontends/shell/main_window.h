// The main window's frame, the same for every game: the File, Edit and View menus, the
// files, undo and redo, the status line, the hotseat curtain and the replays. The game's
// own part (its board, its menus and panels) comes from its GameView.
#pragma once

#include <QMainWindow>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "game_view.h"

class QAction;
class QDockWidget;
class QMenu;

namespace tricorne::app {

class Curtain;
class GameCatalogue;
class GameSession;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // The window plays the frontend's game; the frontend is needed only while the window is made.
    explicit MainWindow(const GameFrontend& frontend, QWidget* parent = nullptr);
    // The window plays `frontend`'s game; New Game and Open reach the catalogue's other games,
    // each in a window of its own. The catalogue must outlive the window.
    MainWindow(const GameCatalogue& games, const GameFrontend& frontend, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameView& view() const { return *m_view; }
    GameSession& session() const { return *m_session; }

    // Starts a game of a scenario with the given seed (a fresh one when absent) and options.
    bool startGame(const std::string& scenarioId, std::optional<std::uint64_t> seed, QString* error,
                   const std::map<std::string, std::string>& options = {});
    // Opens a save; on failure keeps the game shown and returns false with the reason. A save
    // of another game of the catalogue opens in a window of that game.
    bool openFile(const QString& path, QString* error);
    bool saveFile(const QString& path, QString* error);

    // Two players at one screen: the curtain comes down before each secret choice.
    void setHotseat(bool hotseat);

    // The game saved automatically at each phase and on quitting, played on as a game not
    // yet saved; false with the reason when there is none or it cannot be read.
    bool continueLastGame(QString* error);
    // Where the last session's game is read from (session_files::lastSessionPath by default).
    void setLastSessionPath(const QString& path);
    // Brings back the window's size and panels as they were last closed, and remembers them
    // when this window closes (the interactive session; not a screenshot or a test).
    void restoreWindow();

    // A panel of the game's, listed in the View menu.
    QDockWidget* addDock(const QString& title, const QString& objectName, QWidget* widget, Qt::DockWidgetArea area);
    // Asks to save a changed game; false when the player cancels.
    bool maybeSave();
    // A message on the status line for a while.
    void showMessage(const QString& text);

    Curtain* curtain() const { return m_curtain; }
    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    QAction* continueAction() const { return m_continue; }
    QMenu* recentMenu() const { return m_recentMenu; }

public slots:
    void newGame();
    bool saveGame();
    void showState();
    void complain(const QString& error);

protected:
    void closeEvent(QCloseEvent* event) override;

private slots:
    void openGame();
    void openReplayDialog();
    bool saveGameAs();
    void exportLog();
    void undo();
    void redo();
    void editPreferences();
    void continueLastGameOrComplain();
    void showRecentGames();
    void about();

private:
    static constexpr int kMessageMs = 8000;  // how long a status bar message stays
    void createMenus();
    // Hotseat: covers the window before a secret choice until its player takes the screen.
    void showCurtain();
    // The file dialog for a saved game, opening where the game in hand was saved.
    QString askForSavedGame(const QString& title);
    // New Game in this window: the game's own dialog, then the game started; false when the
    // player cancels or the game cannot start.
    bool chooseAndStartGame();
    // The game New Game is for, when the catalogue holds several; null when the player cancels.
    const GameFrontend* chooseGame();
    // A window of its own for another game, remembering its place as this one does.
    MainWindow* windowOf(const GameFrontend& frontend);
    bool startScenarioOrComplain(const std::string& scenarioId, const std::map<std::string, std::string>& options = {},
                                      std::optional<std::uint64_t> seed = std::nullopt);

    const GameCatalogue* m_games = nullptr;
    std::string m_gameId;
    QString m_gameName;
    std::unique_ptr<GameView> m_view;
    GameSession* m_session = nullptr;
    Curtain* m_curtain = nullptr;
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
};

}  // namespace tricorne::app
