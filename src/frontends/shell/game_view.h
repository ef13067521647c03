// What the window's frame asks of a game: the game's own part of the window (its board in
// the middle, its menus, its panels), its session, its replays and the hotseat curtain's
// turns. A game frontend makes one for each window.
#pragma once

#include <QObject>
#include <QString>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QMenu;
class QMenuBar;
class QWidget;

namespace tricorne::app {

class GameSession;
class MainWindow;

// A scenario as File › New lists it.
struct ScenarioOffer {
    std::string id;
    QString name;
    QString description;
};

// A game chosen in New Game: the scenario, its options, the dice's seed and the players.
struct NewGameChoice {
    std::string scenarioId;
    std::map<std::string, std::string> options;
    std::optional<std::uint64_t> seed;
    bool hotseat = false;
};

// What the hotseat curtain does after a change: comes down naming the player who must take
// the screen, goes away, or stays as it is (the player choosing has the screen).
struct CurtainCall {
    enum class Kind { Lift, Cover, Keep };
    Kind kind = Kind::Lift;
    QString player;
    QString reason;
};

class GameView : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual GameSession& session() const = 0;
    virtual std::vector<ScenarioOffer> scenarios() const = 0;

    // Building the window, in order: the game's menus after Edit, its actions at the head of
    // the View menu, then its panels (MainWindow::addDock) and what follows the game.
    virtual void addMenus(QMenuBar& bar) = 0;
    virtual void addViewActions(QMenu& view) = 0;
    // The game's entries at the head of the Help menu (its charts, its map legend); none by default.
    virtual void addHelpActions(QMenu& /*help*/) {}
    virtual void install() = 0;

    // Shows the game's state; then, after the frame's own, its outcome.
    virtual void showState() = 0;
    virtual void showOutcome() = 0;
    // Why Undo may not take back the last action now (another player's secret choice); empty when it may.
    virtual QString undoRefusal() const = 0;
    // The hotseat curtain after a change, and the player named taking the screen.
    virtual CurtainCall curtainCall() = 0;
    virtual void curtainOpened() = 0;

    // New Game's dialog; nullopt when the player cancels.
    virtual std::optional<NewGameChoice> chooseNewGame(QWidget* parent) = 0;
    // A saved game in a replay window of its own; null with the reason when it cannot.
    virtual QWidget* openReplay(const QString& path, QString* error) = 0;
    // The game being played, replayed from its set-up in a window of its own.
    virtual QWidget* replayThisGame() = 0;
};

// A game the application plays: it makes the game's part of each window.
class GameFrontend {
public:
    virtual ~GameFrontend() = default;
    // The game's id, as a save's "game" field names it, and its name as New Game shows it.
    virtual std::string gameId() const = 0;
    virtual QString gameName() const = 0;
    virtual std::unique_ptr<GameView> createView(MainWindow& window) const = 0;
};

}  // namespace tricorne::app
