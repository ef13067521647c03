// The series' part of the main window: the map, the sequence of play, the decision, the
// log, the tracks, the stack panel, the close combat, the Game menu and the hex under the
// pointer on the status line; the victory dialog, the replays and the hotseat's secret choices.
#pragma once

#include <QPointer>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "counter_motion.h"
#include "game_view.h"
#include "end_phase_warning.h"
#include "game_controller.h"
#include "hex_description.h"
#include "replay_window.h"
#include "victory_dialog.h"
#include "tricorne/series/data_set.h"
#include "tricorne/series/game/action.h"
#include "tricorne/series/game/replay.h"

class QAction;
class QDockWidget;
class QLabel;
class QPoint;

namespace tricorne::app {

class ChartsWindow;
class CombatPanel;
class ComputerPlay;
class ComputerStatus;
class SoundEffects;
class DecisionPanel;
class EventLog;
class GameController;
class GameTables;
class MapOrders;
class MapPlay;
class MapScene;
class MapView;
class OddsPanel;
class RuleEntry;
class SequenceBar;
class StackPanel;

class SeriesView : public GameView {
    Q_OBJECT
public:
    // `data` must outlive the view.
    SeriesView(const core::DataSet& data, MainWindow& window);
    ~SeriesView() override;

    GameSession& session() const override;
    std::vector<ScenarioOffer> scenarios() const override;
    void addMenus(QMenuBar& bar) override;
    void addViewActions(QMenu& view) override;
    void addHelpActions(QMenu& help) override;
    void install() override;
    void showState() override;
    void showOutcome() override;
    QString undoRefusal() const override;
    CurtainCall curtainCall() override;
    void curtainOpened() override;
    std::optional<NewGameChoice> chooseNewGame(QWidget* parent) override;
    ReplayWindow* openReplay(const QString& path, QString* error) override;
    ReplayWindow* replayThisGame() override;

    // 11.4: traces the line of sight as Shift and drag from `from` to `to` does.
    void showSight(core::HexId from, core::HexId to) { traceSight(from, to); }
    // Selects a hex as a click does, listing its stack in the Stack panel.
    void inspectHex(core::HexId hex) { selectHex(hex); }
    // Picks up a counter as a click on it would, showing its hex's stack.
    void pickUp(const std::string& pieceId);
    // Rests the pointer on a hex: the path to it and its words in the status line.
    void pointAt(core::HexId hex) { showHovered(hex); }

    GameController& game() const { return *m_game; }
    MapOrders& orders() const { return *m_orders; }
    MapPlay& play() const { return *m_play; }
    MapView* mapView() const { return m_view; }
    MapScene* mapScene() const { return m_scene.get(); }
    SequenceBar* sequenceBar() const { return m_sequence; }
    DecisionPanel* decisionPanel() const { return m_decision; }
    EventLog* eventLog() const { return m_log; }
    GameTables* gameTables() const { return m_tables; }
    CombatPanel* combatPanel() const { return m_combat; }
    StackPanel* stackPanel() const { return m_stackPanel; }
    OddsPanel* oddsPanel() const { return m_odds; }
    // Answers the End Phase warning without a dialog (true ends the phase): for tests and scripts.
    void setEndPhaseAnswer(std::function<bool(const QString&)> answer) { m_confirmEndPhase = std::move(answer); }
    // The answer of every view without its own: tests that end phases by the hundred answer yes.
    static void setDefaultEndPhaseAnswer(std::function<bool(const QString&)> answer);
    ChartsWindow* chartsWindow() const { return m_charts; }
    QDockWidget* chartsDock() const { return m_chartsDock; }
    // Help › Charts (F1): the Charts window at the chart of the decision in hand.
    QAction* chartsAction() const { return m_chartsAction; }
    // Opens the Charts window at a page (the Map Legend, the Counter Anatomy, ...).
    void openChart(int chart);
    // Opens the entry for rule `section` ("12.61"), in our own words; an empty section opens the index.
    void openRuleEntry(const QString& section = QString());
    RuleEntry* ruleEntry() const { return m_ruleEntry; }
    QDockWidget* ruleEntryDock() const { return m_ruleDock; }
    // The links to the rules of the last refusal, beside the status line's message; hidden with it.
    QLabel* refusalRules() const { return m_refusalRules; }
    // The log showing only `kinds`, given most of its column (screenshots).
    void focusLog(const std::vector<LogKind>& kinds);
    // Answers the question before a committing look (7.42) without a dialog: for tests and scripts.
    void setCommitAnswer(std::function<bool(const QString&)> answer) { m_confirmCommit = std::move(answer); }
    // Shown when the game ends, until another game is played; null before.
    VictoryDialog* victoryDialog() const { return m_victory; }
    // The move being played out on the map; null when none is.
    CounterMotion* counterMotion() const { return m_motion; }
    QAction* endPhaseAction() const { return m_endPhase; }
    QAction* strategicAction() const { return m_strategic; }
    // The computer at the table: its thinking, its Pause and Take Over, and the hint.
    ComputerPlay& computer() const { return *m_computer; }
    ComputerStatus* computerStatus() const { return m_computerStatus; }
    QAction* hintAction() const { return m_hintAction; }
    QAction* pauseAction() const { return m_pauseAction; }
    QAction* takeOverAction() const { return m_takeOverAction; }

private slots:
    void endPhase();
    void submit(const core::Action& action);
    void showHovered(std::optional<tricorne::core::HexId> hex);
    void selectHex(tricorne::core::HexId hex);
    void showZoom(double zoom);
    void rebuildScene();
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
    // A refusal on the status line, its rules as links beside it.
    void refuse(const QString& error);

private:
    // 12.12-12.21: the units and hexes still owing an attack, and the combats declared.
    void showCombats();
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
    // Plays out the action just taken: a move, retreat or advance slides (the counters stood as
    // in `before`) when the window shows and the preferences ask for it; a fire or a close
    // combat sounds when they ask for sounds.
    void playOut(const Deployment& before);
    ReplayWindow* showReplay(core::Replay replay, const QString& title);
    // The computer's actions enabled as the decision and its thinking allow.
    void showComputer();
    // The hint on the map (its unit's path or target) and in the Decision panel.
    void showHint();
    // Starts a new game from a replay's position, once the game in hand is saved or given up.
    void playFrom(ReplayWindow* replay, std::size_t position);

    const core::DataSet& m_data;
    MainWindow& m_window;
    GameController* m_game = nullptr;
    MapOrders* m_orders = nullptr;
    MapPlay* m_play = nullptr;
    std::unique_ptr<MapScene> m_scene;
    std::unique_ptr<HexDescription> m_description;
    MapView* m_view = nullptr;
    SequenceBar* m_sequence = nullptr;
    DecisionPanel* m_decision = nullptr;
    EventLog* m_log = nullptr;
    GameTables* m_tables = nullptr;
    StackPanel* m_stackPanel = nullptr;
    CombatPanel* m_combat = nullptr;
    OddsPanel* m_odds = nullptr;
    EndPhaseWarning m_endPhaseWarning;
    std::function<bool(const QString&)> m_confirmEndPhase;  // answers the End Phase warning instead of a dialog
    QDockWidget* m_combatDock = nullptr;
    ChartsWindow* m_charts = nullptr;
    QDockWidget* m_chartsDock = nullptr;
    QAction* m_chartsAction = nullptr;
    RuleEntry* m_ruleEntry = nullptr;
    QDockWidget* m_ruleDock = nullptr;
    QLabel* m_refusalRules = nullptr;
    QPointer<VictoryDialog> m_victory;
    std::function<bool(const QString&)> m_confirmCommit;  // answers the 7.42 commitment question instead of a dialog
    std::optional<std::size_t> m_curtainOpenedAt;  // the record's length when the player took the screen
    std::optional<std::size_t> m_noteHandedBack;   // E7.5.1: the note after which the British player took the screen
    std::optional<core::Side> m_screenSide;        // 7.42 in hotseat: the side whose player last took the screen
    QAction* m_endPhase = nullptr;
    QAction* m_strategic = nullptr;
    QLabel* m_hexLabel = nullptr;
    QLabel* m_zoomLabel = nullptr;
    QPointer<CounterMotion> m_motion;  // the move being played out, if any
    SoundEffects* m_sounds = nullptr;
    std::size_t m_shownActions = 0;    // the record's length the map last showed
    ComputerPlay* m_computer = nullptr;
    ComputerStatus* m_computerStatus = nullptr;
    QAction* m_hintAction = nullptr;
    QAction* m_pauseAction = nullptr;
    QAction* m_takeOverAction = nullptr;
};

// The series' part of a window that plays the series.
SeriesView& seriesView(const MainWindow& window);

// The series as the application plays it: a SeriesView for each window.
class SeriesFrontend : public GameFrontend {
public:
    // `data` must outlive the frontend and every view it makes.
    explicit SeriesFrontend(const core::DataSet& data) : m_data(data) {}
    std::string gameId() const override;
    QString gameName() const override;
    std::unique_ptr<GameView> createView(MainWindow& window) const override;

private:
    const core::DataSet& m_data;
};

}  // namespace tricorne::app
