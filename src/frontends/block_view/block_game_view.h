// The block game in the application's window (GameView, GameFrontend): the campaign map in
// the middle, drawn from the view of the player who has the screen; the Orders panel saying
// what he must do next with his choices; the log in his words; the battle board; the charts;
// the computer's side played in a worker thread; the curtain at every hand-over between two
// people; and, at the end, every block revealed with the winner and the summary (B11).
#pragma once

#include <QPointer>
#include <QString>

#include <optional>
#include <string>

#include "battle_picture.h"
#include "game_view.h"
#include "tricorne/ai/bot.h"
#include "tricorne/block/block_game.h"

class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;

namespace tricorne::app {

class BattleBoardWidget;
class BlockChartsWindow;
class BlockComputer;
class BlockSession;
class CampaignMapScene;
class CampaignMapView;

class BlockView : public GameView {
    Q_OBJECT
public:
    // `dataDir`: the block game's data folder (its tables.json for the charts).
    BlockView(const block::BlockData& data, const QString& dataDir, MainWindow& window);
    ~BlockView() override;

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
    QWidget* openReplay(const QString& path, QString* error) override;
    QWidget* replayThisGame() override;

    BlockSession& blockSession() const { return *m_session; }
    BlockComputer& computer() const { return *m_computer; }
    CampaignMapScene* mapScene() const { return m_scene; }
    CampaignMapView* mapView() const { return m_map; }
    BattleBoardWidget* battleBoard() const { return m_battle; }
    // The battle board is in front of the map while a battle is fought.
    bool battleShown() const;
    QListWidget* choices() const { return m_choices; }
    QListWidget* logList() const { return m_log; }
    QString statusText() const;
    QString outcomeText() const { return m_outcomeText; }
    // The side whose view the screen shows; none once the game is over (everything revealed).
    std::optional<block::Side> viewer() const;
    // Each side's player: a person (nullopt) or the computer's bot.
    void setPlayers(std::optional<ai::BotSpec> american, std::optional<ai::BotSpec> british);

    // A person's clicks: a block by its id (false when it has nothing to do), a point or box by
    // its id, a battle position of his own.
    bool clickBlock(const std::string& id);
    void clickPlace(const std::string& id);
    void clickBattlePosition(BattlePosition position);
    // The choice in the Orders list at `row`, played.
    bool playChoice(int row);
    BlockChartsWindow* openCharts();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool personToAct() const;
    bool play(const block::BlockAction& action);
    void gameReplaced();
    void showBoard();
    void toggleForceMarch();
    std::vector<block::BlockAction> forceMarches(const std::string& leader = {}) const;
    void showChoices();
    void showBattle();
    void showLog();
    QString instruction() const;
    QString standing() const;
    QString describe(const block::BlockAction& action) const;

    const block::BlockData& m_data;
    QString m_dataDir;
    MainWindow& m_window;
    BlockSession* m_session = nullptr;
    BlockComputer* m_computer = nullptr;
    CampaignMapScene* m_scene = nullptr;
    CampaignMapView* m_map = nullptr;
    QLabel* m_standing = nullptr;
    QLabel* m_status = nullptr;
    QListWidget* m_choices = nullptr;
    QPushButton* m_stop = nullptr;
    QPushButton* m_endMovement = nullptr;
    QPushButton* m_forceMarch = nullptr;
    QListWidget* m_log = nullptr;
    BattleBoardWidget* m_battle = nullptr;
    QTabWidget* m_middle = nullptr;
    QPointer<BlockChartsWindow> m_charts;
    std::vector<block::BlockAction> m_choiceActions;
    std::string m_selected;                  // a militia or Hudson block picked, or a leader to force march, waiting for its point
    bool m_forceMarching = false;            // B12.2: the Force March order given, its leader and point to be clicked
    std::optional<block::Side> m_screenSide;  // hotseat: who took the screen last
    std::optional<block::Side> m_lastMover;   // the last person to act, whose view stays at chance
    bool m_outcomeShown = false;
    QString m_outcomeText;
};

class BlockFrontend : public GameFrontend {
public:
    // `data` must outlive the frontend and every view it makes.
    BlockFrontend(const block::BlockData& data, QString dataDir) : m_data(data), m_dataDir(std::move(dataDir)) {}
    std::string gameId() const override;
    QString gameName() const override;
    std::unique_ptr<GameView> createView(MainWindow& window) const override;

private:
    const block::BlockData& m_data;
    QString m_dataDir;
};

// The window's block game view (it must be playing the block game).
BlockView& blockView(MainWindow& window);

}  // namespace tricorne::app
