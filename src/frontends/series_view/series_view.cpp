#include "series_view.h"

#include <QAction>
#include <QCursor>
#include <QDockWidget>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QCheckBox>
#include <QTimer>
#include <QToolBar>

#include <algorithm>
#include <utility>

#include "charts_window.h"
#include "combat_panel.h"
#include "computer_hint.h"
#include "computer_play.h"
#include "computer_status.h"
#include "counter_motion.h"
#include "counter_text.h"
#include "decision_panel.h"
#include "event_log.h"
#include "game_controller.h"
#include "game_tables.h"
#include "main_window.h"
#include "map_orders.h"
#include "map_play.h"
#include "map_scene.h"
#include "map_view.h"
#include "new_game_dialog.h"
#include "objectives_item.h"
#include "odds_panel.h"
#include "position_marks.h"
#include "replay_window.h"
#include "rule_docs.h"
#include "rule_entry.h"
#include "rule_links.h"
#include "sequence_bar.h"
#include "settings.h"
#include "sound_effects.h"
#include "stack_panel.h"
#include "tricorne/series/rules/combat_declaration.h"
#include "tricorne/series/rules/intelligence.h"
#include "tricorne/series/rules/los.h"

namespace tricorne::app {

namespace {
constexpr double kPlayZoom = 1.0;
constexpr int kGatheringRadius = 4;

std::function<bool(const QString&)>& defaultEndPhaseAnswer() {
    static std::function<bool(const QString&)> answer;
    return answer;
}

core::Side sideOf(const DeployedCounter& c) { return c.unit ? c.unit->side : c.leader->side; }

// The occupied hex with the most counters of `side` (of either side when absent) within a few hexes of it.
std::optional<core::HexId> busiestHex(const Deployment& deployment, std::optional<core::Side> side) {
    std::optional<core::HexId> best;
    std::size_t bestCount = 0;
    const auto counts = [&](const DeployedCounter& c) { return !side || sideOf(c) == *side; };
    for (const DeployedCounter& at : deployment.counters()) {
        if (!counts(at)) continue;
        const auto count = static_cast<std::size_t>(std::count_if(deployment.counters().begin(), deployment.counters().end(), [&](const DeployedCounter& c) {
            return counts(c) && core::distance(c.hex, at.hex) <= kGatheringRadius;
        }));
        if (count > bestCount) {
            bestCount = count;
            best = at.hex;
        }
    }
    return best;
}

// "2 MP", "1½ MP": the cost of a move in half MPs (roads cost half an MP a hex).

CurtainCall cover(const QString& player, const QString& reason) { return {CurtainCall::Kind::Cover, player, reason}; }

}  // namespace

void SeriesView::setDefaultEndPhaseAnswer(std::function<bool(const QString&)> answer) { defaultEndPhaseAnswer() = std::move(answer); }

SeriesView& seriesView(const MainWindow& window) { return static_cast<SeriesView&>(window.view()); }

std::string SeriesFrontend::gameId() const { return "battles-of-the-american-revolution"; }

QString SeriesFrontend::gameName() const { return SeriesView::tr("Battles of the American Revolution — Saratoga 1777"); }

std::unique_ptr<GameView> SeriesFrontend::createView(MainWindow& window) const { return std::make_unique<SeriesView>(m_data, window); }

SeriesView::SeriesView(const core::DataSet& data, MainWindow& window) : m_data(data), m_window(window) {
    m_game = new GameController(data, &window);
    m_computer = new ComputerPlay(*m_game, this);
    m_sounds = new SoundEffects(QString::fromStdString(data.root), this);
    m_orders = new MapOrders(*m_game, &window);
    m_view = new MapView(&window);
    window.setCentralWidget(m_view);
    m_hexLabel = new QLabel(&window);
    m_zoomLabel = new QLabel(&window);
    window.statusBar()->addWidget(m_hexLabel, 1);
    window.statusBar()->addPermanentWidget(m_zoomLabel);

    m_sequence = new SequenceBar(*m_game, &window);
    auto* bar = new QToolBar(tr("Sequence of Play"), &window);
    bar->setObjectName(QStringLiteral("sequenceBar"));
    bar->setMovable(false);
    bar->addWidget(m_sequence);
    window.addToolBar(Qt::TopToolBarArea, bar);
}

SeriesView::~SeriesView() {
    // The view must let go of the scene before the scene goes.
    m_view->setMapScene(nullptr);
}

GameSession& SeriesView::session() const { return *m_game; }

std::vector<ScenarioOffer> SeriesView::scenarios() const {
    std::vector<ScenarioOffer> offers;
    for (const auto& s : m_data.scenarios) offers.push_back({s.id, QString::fromStdString(s.name), QString::fromStdString(s.description)});
    return offers;
}

void SeriesView::addMenus(QMenuBar& bar) {
    QMenu* game = bar.addMenu(tr("&Game"));
    m_endPhase = game->addAction(tr("&End Phase"), this, &SeriesView::endPhase);
    m_endPhase->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_endPhase->setToolTip(tr("End the current phase, or pass"));
    m_strategic = game->addAction(tr("&Strategic Movement"));
    m_strategic->setCheckable(true);
    m_strategic->setShortcut(QKeySequence(Qt::Key_S));
    m_strategic->setToolTip(tr("Show the hexes a unit reaches by strategic movement, at twice its allowance (9.5)"));
    connect(m_strategic, &QAction::toggled, m_orders, &MapOrders::setStrategic);
    QAction* drop = game->addAction(tr("&Put Down the Unit"), m_orders, &MapOrders::clearSelection);
    drop->setShortcut(QKeySequence(Qt::Key_Escape));
    drop->setToolTip(tr("Deselect the unit picked up"));
    game->addSeparator();
    m_hintAction = game->addAction(tr("&What Would the Computer Do?"), this, [this] { m_computer->requestHint(); });
    m_hintAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_hintAction->setToolTip(tr("The computer thinks about your decision and shows its choice and its best three candidates"));
    m_pauseAction = game->addAction(tr("&Pause the Computer"));
    m_pauseAction->setCheckable(true);
    m_pauseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_pauseAction->setToolTip(tr("Stop the computer before its next action; again to let it play on"));
    connect(m_pauseAction, &QAction::triggered, m_computer, &ComputerPlay::setPaused);
    m_takeOverAction = game->addAction(tr("&Take Over the Computer's Side"), m_computer, &ComputerPlay::takeOver);
    m_takeOverAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_takeOverAction->setToolTip(tr("Play the side the computer is playing yourself, from its decision in hand on"));
}

void SeriesView::addViewActions(QMenu& view) {
    QAction* in = view.addAction(tr("Zoom &In"), m_view, &MapView::zoomIn);
    in->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal), QKeySequence::ZoomIn});
    QAction* out = view.addAction(tr("Zoom &Out"), m_view, &MapView::zoomOut);
    out->setShortcuts({QKeySequence(Qt::Key_Minus), QKeySequence::ZoomOut});
    QAction* fit = view.addAction(tr("&Fit to Window"), m_view, &MapView::fitToWindow);
    fit->setShortcuts({QKeySequence(Qt::Key_0), QKeySequence(Qt::CTRL | Qt::Key_0)});
    QAction* actual = view.addAction(tr("&Actual Size"), m_view, &MapView::actualSize);
    actual->setShortcut(QKeySequence(Qt::Key_1));
}

void SeriesView::addHelpActions(QMenu& help) {
    m_chartsAction = help.addAction(tr("&Charts"));
    m_chartsAction->setShortcut(QKeySequence::HelpContents);
    m_chartsAction->setToolTip(tr("The charts and tables, opened at the one the decision in hand is read from"));
    connect(m_chartsAction, &QAction::triggered, this, [this] {
        m_charts->showChartForDecision();
        m_chartsDock->show();
        m_chartsDock->raise();
    });
    help.addAction(tr("Map &Legend"), this, [this] { openChart(static_cast<int>(charts::Chart::MapLegend)); });
    help.addAction(tr("Counter &Anatomy"), this, [this] { openChart(static_cast<int>(charts::Chart::CounterAnatomy)); });
}

void SeriesView::openChart(int chart) {
    m_charts->showChart(static_cast<charts::Chart>(chart));
    m_chartsDock->show();
    m_chartsDock->raise();
}

void SeriesView::install() {
    m_decision = new DecisionPanel(*m_game);
    m_stackPanel = new StackPanel;
    m_tables = new GameTables(*m_game);
    m_log = new EventLog(*m_game);
    QDockWidget* decision = m_window.addDock(tr("Decision"), QStringLiteral("decisionDock"), m_decision, Qt::RightDockWidgetArea);
    QDockWidget* stack = m_window.addDock(tr("Stack"), QStringLiteral("stackDock"), m_stackPanel, Qt::RightDockWidgetArea);
    QDockWidget* tables = m_window.addDock(tr("Tracks"), QStringLiteral("tracksDock"), m_tables, Qt::LeftDockWidgetArea);
    QDockWidget* log = m_window.addDock(tr("Log"), QStringLiteral("logDock"), m_log, Qt::LeftDockWidgetArea);
    // The close combat shares the Stack panel's place and comes forward in its phase.
    m_combat = new CombatPanel(*m_game);
    m_combatDock = m_window.addDock(tr("Close Combat"), QStringLiteral("combatDock"), m_combat, Qt::RightDockWidgetArea);
    m_window.tabifyDockWidget(stack, m_combatDock);
    // A rule's entry, opened from any rule number, shares the same place.
    m_ruleEntry = new RuleEntry(RuleDocs::shipped());
    m_ruleDock = m_window.addDock(tr("Rule"), QStringLiteral("ruleDock"), m_ruleEntry, Qt::RightDockWidgetArea);
    m_window.tabifyDockWidget(m_combatDock, m_ruleDock);
    m_ruleDock->hide();
    stack->raise();
    connect(m_combat, &CombatPanel::combatShown, m_combatDock, &QDockWidget::raise);
    // The odds share that place too, and come forward when a choice has odds to show.
    m_odds = new OddsPanel(*m_game, *m_orders);
    QDockWidget* odds = m_window.addDock(tr("Odds"), QStringLiteral("oddsDock"), m_odds, Qt::RightDockWidgetArea);
    m_window.tabifyDockWidget(stack, odds);
    stack->raise();
    connect(m_odds, &OddsPanel::oddsShown, odds, &QDockWidget::raise);
    // The charts float beside the map until the player docks them; F1 brings them up.
    m_charts = new ChartsWindow(*m_game);
    m_chartsDock = m_window.addDock(tr("Charts"), QStringLiteral("chartsDock"), m_charts, Qt::RightDockWidgetArea);
    m_chartsDock->setFloating(true);
    m_chartsDock->resize(760, 640);
    m_chartsDock->hide();
    decision->setMinimumWidth(300);
    stack->setMinimumWidth(300);
    tables->setMinimumWidth(290);
    m_window.resizeDocks({decision, stack}, {260, 520}, Qt::Vertical);
    m_window.resizeDocks({tables, log}, {580, 300}, Qt::Vertical);

    connect(m_view, &MapView::hexHovered, this, &SeriesView::showHovered);
    connect(m_view, &MapView::hexClicked, this, &SeriesView::selectHex);
    connect(m_view, &MapView::hexMenuRequested, this, &SeriesView::showHexMenu);
    connect(m_view, &MapView::sightTraced, this, &SeriesView::traceSight);
    connect(m_view, &MapView::sightCleared, this, &SeriesView::clearSight);
    connect(m_view, &MapView::zoomChanged, this, &SeriesView::showZoom);
    connect(m_sequence, &SequenceBar::endPhaseClicked, this, &SeriesView::endPhase);
    connect(m_decision, &DecisionPanel::chosen, this, &SeriesView::submit);
    connect(m_decision, &DecisionPanel::previewed, this, &SeriesView::preview);
    connect(m_log, &EventLog::hexesChosen, this, &SeriesView::showLogHexes);
    connect(m_stackPanel, &StackPanel::counterClicked, m_orders, &MapOrders::select);
    connect(m_stackPanel, &StackPanel::examineRequested, this, [this](core::HexId hex) { submit(core::Examine{hex}); });
    connect(m_orders, &MapOrders::commitNeeded, this, &SeriesView::commitToFire);
    connect(m_game, &GameController::gameReplaced, this, &SeriesView::rebuildScene);
    connect(m_game, &GameController::diceRolled, this, [this] { m_sounds->play(SoundEffects::Sound::Dice); });
    // Marks from the log belong to the position they were asked in.
    connect(m_game, &GameController::stateChanged, this, [this] { showLogHexes({}); });
    connect(m_orders, &MapOrders::selectionChanged, this, &SeriesView::showSelection);
    connect(m_orders, &MapOrders::fireChoiceNeeded, this, &SeriesView::chooseFire);
    m_play = new MapPlay(*m_game, *m_orders, *m_view, m_window, this);
    connect(m_orders, &MapOrders::refused, this, &SeriesView::refuse);
    connect(m_log, &EventLog::ruleChosen, this, [this](const QString& s) { openRuleEntry(s); });
    connect(m_decision, &DecisionPanel::ruleChosen, this, [this](const QString& s) { openRuleEntry(s); });
    connect(m_sequence, &SequenceBar::ruleChosen, this, [this](const QString& s) { openRuleEntry(s); });
    connect(m_combat, &CombatPanel::ruleChosen, this, [this](const QString& s) { openRuleEntry(s); });
    m_refusalRules = new QLabel(&m_window);
    m_refusalRules->setTextFormat(Qt::RichText);
    m_refusalRules->hide();
    m_window.statusBar()->addPermanentWidget(m_refusalRules);
    connect(m_refusalRules, &QLabel::linkActivated, this, [this](const QString& link) {
        if (const auto section = ruleSectionOf(link)) openRuleEntry(*section);
    });
    // The links go with the message they belong to.
    connect(m_window.statusBar(), &QStatusBar::messageChanged, this, [this](const QString& message) {
        if (message.isEmpty()) m_refusalRules->hide();
    });
    m_view->setTooltipSource([this](core::HexId hex) { return m_description ? m_description->tooltip(hex) : QString(); });
    m_computerStatus = new ComputerStatus(*m_game, *m_computer, &m_window);
    m_window.statusBar()->addPermanentWidget(m_computerStatus);
    connect(m_computerStatus, &ComputerStatus::pauseClicked, m_computer, &ComputerPlay::setPaused);
    connect(m_computerStatus, &ComputerStatus::takeOverClicked, m_computer, &ComputerPlay::takeOver);
    connect(m_computer, &ComputerPlay::thinkingChanged, this, &SeriesView::showComputer);
    connect(m_computer, &ComputerPlay::pausedChanged, this, &SeriesView::showComputer);
    connect(m_computer, &ComputerPlay::hintChanged, this, &SeriesView::showHint);
    connect(m_computer, &ComputerPlay::failed, this, [this](const QString& error) { m_window.showMessage(error); });
    // A side taken over or handed to the computer: the screen is for the person playing (7.42).
    connect(m_game, &GameController::computerChanged, this, [this] {
        if (m_scene && m_game->hasGame()) m_scene->showDeployment(Deployment::ofGame(m_game->state(), viewer()));
        showComputer();
    });
}

void SeriesView::showComputer() {
    const bool toAct = m_game->computerToAct();
    m_hintAction->setEnabled(m_computer->hintAvailable() && !m_computer->thinking());
    {
        const QSignalBlocker block(m_pauseAction);
        m_pauseAction->setChecked(m_computer->paused());
    }
    m_pauseAction->setEnabled(toAct || m_computer->paused());
    m_takeOverAction->setEnabled(toAct);
    if (toAct) m_orders->clearSelection();
}

void SeriesView::showHint() {
    showComputer();
    const auto& hint = m_computer->hint();
    if (!hint || !m_game->hasGame()) return preview(nullptr);
    m_decision->showSuggestion(hintHtml(*hint, m_game->state()));
    // The Decision panel grows to show the three candidates whole.
    if (auto* dock = qobject_cast<QDockWidget*>(m_decision->parentWidget()))
        m_window.resizeDocks({dock}, {std::max(dock->height(), dock->sizeHint().height())}, Qt::Vertical);
    preview(&hint->action);
    // A suggested move is brought into view, its path's middle in the middle of the map.
    if (const auto* move = std::get_if<core::Move>(&hint->action); move && !move->path.empty()) m_view->centreOnHex(move->path[move->path.size() / 2]);
}

void SeriesView::rebuildScene() {
    delete m_victory;  // another game's
    m_noteHandedBack.reset();
    m_screenSide.reset();
    m_shownActions = m_game->game().record().actions.size();  // a game taken whole is not played out
    m_view->setMapScene(nullptr);
    m_description.reset();
    const core::GameState& s = m_game->state();
    m_scene = std::make_unique<MapScene>(*s.map, *s.counters);
    m_scene->showDeployment(Deployment::ofGame(s, viewer()));
    m_description = std::make_unique<HexDescription>(*s.map, *s.counters, m_scene->deployment());
    m_view->setMapScene(m_scene.get());
    m_stackPanel->clear();
    // Open at playing size over the thickest gathering of the counters of the player to act.
    m_view->setZoom(kPlayZoom);
    const core::Player player = m_game->decision().player;
    std::optional<core::Side> side;
    if (player == core::Player::American) side = core::Side::American;
    if (player == core::Player::British) side = core::Side::British;
    if (const auto busiest = busiestHex(m_scene->deployment(), side)) m_view->centreOnHex(*busiest);
    showZoom(m_view->zoom());
    m_window.showState();
    // The orders were cleared before this scene existed: a placement's marks go on it now.
    showSelection();
}

void SeriesView::showState() {
    if (m_game->hasGame() && m_scene) {
        if (m_motion) m_motion->skip();
        const Deployment before = m_scene->deployment();
        m_scene->showDeployment(Deployment::ofGame(m_game->state(), viewer()));
        playOut(before);
        if (const auto hex = m_scene->selectedHex()) showStack(*hex);
    }
    m_endPhase->setEnabled(m_sequence->endPhaseButton()->isEnabled() && !m_game->computerToAct());
    showCombats();
    showComputer();
}

void SeriesView::playOut(const Deployment& before) {
    const auto& actions = m_game->game().record().actions;
    const std::size_t shown = std::exchange(m_shownActions, actions.size());
    if (actions.size() <= shown) return;
    // The player's action, before the dice it led to.
    const auto played = std::find_if(actions.rbegin(), actions.rend() - static_cast<std::ptrdiff_t>(shown),
                                     [](const core::Action& a) { return !std::holds_alternative<core::RollDie>(a); });
    if (played == actions.rend() - static_cast<std::ptrdiff_t>(shown)) return;
    if (std::holds_alternative<core::Fire>(*played)) m_sounds->play(SoundEffects::Sound::Fire);
    if (std::holds_alternative<core::ResolveCombat>(*played)) m_sounds->play(SoundEffects::Sound::Combat);
    if (!CounterMotion::allowed() || !m_view->isVisible() || !settings::Preferences::load().animateMoves) return;
    if (const auto motion = motionOf(*played, before)) {
        m_motion = new CounterMotion(*m_scene, *motion);
        m_motion->start(QAbstractAnimation::DeleteWhenStopped);
    }
}

void SeriesView::showCombats() {
    if (m_scene) showCombatMarks(*m_scene, m_game->hasGame() ? &m_game->state() : nullptr);
    if (m_scene) showObjectives(*m_scene, m_game->hasGame() ? &m_game->state() : nullptr);
}

void SeriesView::showOutcome() {
    const bool over = m_game->hasGame() && m_game->state().outcome.over;
    if (!over) {
        delete m_victory;  // taken back by Undo
        return;
    }
    if (m_victory) return;
    m_victory = new VictoryDialog(m_game->state(), &m_window);
    // A game that has its file is saved there, without a dialog.
    if (!m_game->filePath().isEmpty()) m_victory->saveButton()->setText(tr("Save"));
    connect(m_victory, &VictoryDialog::newGameRequested, &m_window, &MainWindow::newGame);
    connect(m_victory, &VictoryDialog::saveRequested, &m_window, &MainWindow::saveGame);
    connect(m_victory, &VictoryDialog::replayRequested, this, &SeriesView::replayThisGame);
    std::string why;
    if (auto replay = core::Replay::of(m_data, m_game->game().record(), why)) m_victory->showHistory(*replay, m_game->log());
    connect(m_victory, &VictoryDialog::replayFromRequested, this, [this](std::size_t position) {
        if (ReplayWindow* replay = replayThisGame()) replay->setPosition(position);
    });
    m_victory->show();
}

QString SeriesView::undoRefusal() const {
    return secretChoiceMade() ? tr("12.61: the other player's secret tactic cannot be taken back") : QString();
}

bool SeriesView::secretChoiceMade() const {
    if (!m_game->hasGame() || !m_game->hotseat() || m_game->computer().any() || m_game->state().step != core::Step::ChooseTactic) return false;
    const auto& actions = m_game->game().record().actions;
    return !actions.empty() && std::holds_alternative<core::ChooseTactic>(actions.back());
}

std::optional<std::size_t> SeriesView::noteToHandBack() const {
    if (!m_game->hasGame() || !m_game->hotseat() || m_game->state().outcome.over) return std::nullopt;
    // E7.5.1: from the American player's note until the British player's first answer (dice only between).
    const auto& actions = m_game->game().record().actions;
    for (std::size_t i = actions.size(); i-- > 0;) {
        if (std::holds_alternative<core::Commit>(actions[i])) {
            if (m_noteHandedBack == i) return std::nullopt;
            return i;
        }
        if (!std::holds_alternative<core::RollDie>(actions[i])) return std::nullopt;
    }
    return std::nullopt;
}

void SeriesView::curtainOpened() {
    if (const auto note = noteToHandBack()) m_noteHandedBack = note;
    m_curtainOpenedAt = m_game->game().record().actions.size();
    m_screenSide = viewer();
}

CurtainCall SeriesView::curtainCall() {
    const bool hotseat = m_game->hasGame() && m_game->hotseat() && !m_game->computer().any() && !m_game->state().outcome.over;
    const core::Step step = hotseat ? m_game->state().step : core::Step::Over;
    const bool handBack = noteToHandBack().has_value();
    if (step != core::Step::ChooseTactic && step != core::Step::CommitMilitia && !handBack) {
        // 7.42: each player sees only the enemy stacks he knows, so the screen changes hands
        // behind the curtain whenever the other player is to act.
        const auto side = hotseat ? viewer() : std::nullopt;
        if (side && m_screenSide && *m_screenSide != *side) {
            m_orders->clearSelection();
            return cover(GameController::playerName(core::playerOf(*side)),
                         tr("Limited Intelligence (7.42): the screen shows the enemy stacks the %1 player has examined, and no others.")
                             .arg(GameController::playerName(core::playerOf(*side))));
        }
        if (side) m_screenSide = side;
        m_curtainOpenedAt.reset();
        return {};
    }
    if (m_curtainOpenedAt == m_game->game().record().actions.size()) return {CurtainCall::Kind::Keep, {}, {}};  // the player choosing has the screen
    const core::GameState& s = m_game->state();
    const core::Decision d = m_game->decision();
    if (step == core::Step::CommitMilitia || handBack) {
        // E7.5.1: the volume's secret note is made behind the curtain, and the screen goes back behind it.
        m_orders->clearSelection();
        const auto note = s.volumeRules->secretNote(s);
        if (!note) return {};
        if (step == core::Step::CommitMilitia) return cover(GameController::playerName(core::playerOf(note->writer)), QString::fromStdString(note->asked));
        return cover(GameController::playerName(core::playerOf(core::enemyOf(note->writer))), QString::fromStdString(note->made));
    }
    const bool attacker = s.combat.stage == core::CombatStage::AttackerTactic;
    m_orders->clearSelection();
    return cover(GameController::playerName(d.player),
                 (attacker ? tr("The %1 player, attacking, chooses a tactic for close combat %2 in secret (12.61).")
                           : tr("The %1 player, defending, chooses a tactic for close combat %2 in secret (12.61). "
                                "The attacker's tactic stays hidden until then."))
                     .arg(GameController::playerName(d.player))
                     .arg(s.combat.index + 1));
}

void SeriesView::showHexMenu(core::HexId hex, QPoint globalPos) {
    if (!m_game->hasGame() || m_game->state().step != core::Step::DeclareCombats) return;
    // 12.14: the Diversion is declared on the stack it spares.
    const core::GameState& s = m_game->state();
    if (!MapOrders::enemyIn(s, hex)) return;
    QMenu menu(&m_window);
    QAction* divert = menu.addAction(tr("Diversion against %1 (12.14)").arg(QString::fromStdString(hex.str())));
    const auto why = core::checkDiversion(s, core::Divert{hex});
    divert->setToolTip(why ? counter_text::withNames(*why, *s.counters) : tr("This stack is spared close combat; the attacks next to it shift one column left"));
    menu.setToolTipsVisible(true);
    connect(divert, &QAction::triggered, this, [this, hex] { submit(core::Divert{hex}); });
    menu.exec(globalPos);
}

void SeriesView::showSelection() {
    if (!m_scene) return;
    m_scene->setChosenCounter(m_orders->selected().value_or(std::string()));
    std::vector<HexMark> destinations, targets;
    for (const auto& [hex, d] : m_orders->destinations()) destinations.push_back({hex, d.costHalves >= 0 ? mpText(d.costHalves) : QString()});
    for (const auto& [hex, fires] : m_orders->targets()) targets.push_back({hex, QString()});
    for (const auto& [hex, attack] : m_orders->attacks()) targets.push_back({hex, tr("attack")});
    m_scene->setDestinations(std::move(destinations));
    m_scene->setTargets(std::move(targets));
    showMovePath(m_view->hoveredHex());
}

void SeriesView::showLogHexes(const std::vector<core::HexId>& hexes) {
    if (!m_scene) return;
    std::vector<HexMark> marks;
    for (core::HexId h : hexes)
        if (std::none_of(marks.begin(), marks.end(), [h](const HexMark& m) { return m.hex == h; })) marks.push_back({h, QString()});
    m_scene->setLogHexes(std::move(marks));
    if (!hexes.empty()) m_view->centreOnHex(hexes.back());
}

void SeriesView::preview(const core::Action* action) {
    if (!m_scene || !m_game->hasGame()) return;
    const core::GameState& s = m_game->state();
    const auto hexOf = [&s](const std::string& id) -> std::optional<core::HexId> {
        const auto piece = s.pieceIndex(id);
        if (!piece || !s.onMap(*piece)) return std::nullopt;
        return s.pieces[static_cast<std::size_t>(*piece)].hex;
    };
    // A retreat, an attack or an advance shows its path; a fire its firers and target; a
    // Diversion, a lead unit or a combat its hexes; other answers have nothing to show.
    std::vector<core::HexId> path, hexes;
    if (action) {
        if (const auto* r = std::get_if<core::Retreat>(action)) path = r->path;
        if (const auto* a = std::get_if<core::Attack>(action)) {
            if (const auto h = hexOf(a->unit)) path = {*h, a->hex};
        }
        if (const auto* a = std::get_if<core::Advance>(action)) {
            if (const auto h = hexOf(a->unit)) path = {*h, a->hex};
        }
        if (const auto* m = std::get_if<core::Move>(action)) {
            if (const auto h = hexOf(m->unit); h && (m->path.empty() || m->path.front() != *h)) path.push_back(*h);
            path.insert(path.end(), m->path.begin(), m->path.end());
        }
        if (const auto* p = std::get_if<core::Place>(action)) hexes.push_back(p->hex);
        if (const auto* d = std::get_if<core::Divert>(action)) hexes.push_back(d->hex);
        if (const auto* l = std::get_if<core::LeadUnit>(action)) {
            if (const auto h = hexOf(l->unit)) hexes.push_back(*h);
        }
        if (const auto* r = std::get_if<core::ResolveCombat>(action); r && r->combat >= 1 && r->combat <= static_cast<int>(s.combats.size())) {
            const auto& c = s.combats[static_cast<std::size_t>(r->combat - 1)];
            hexes.insert(hexes.end(), c.attackerHexes.begin(), c.attackerHexes.end());
            hexes.insert(hexes.end(), c.defenderHexes.begin(), c.defenderHexes.end());
        }
        if (const auto* f = std::get_if<core::Fire>(action)) {
            for (const auto& id : f->firers)
                if (const auto h = hexOf(id)) hexes.push_back(*h);
            if (const auto h = hexOf(f->target)) hexes.push_back(*h);
        }
    }
    m_scene->setMovePath(path);
    showLogHexes(hexes);
}

void SeriesView::chooseFire(const std::vector<core::Fire>& choices) {
    QMenu menu(&m_window);
    for (const auto& f : choices) {
        QAction* a = menu.addAction(counter_text::withNames(core::describe(f), *m_game->state().counters));
        const core::Action action = f;
        connect(a, &QAction::triggered, this, [this, action] { submit(action); });
    }
    menu.exec(QCursor::pos());
}

void SeriesView::submit(const core::Action& action) {
    QString error;
    if (!m_game->submit(action, &error) && !error.isEmpty()) refuse(error);
}

void SeriesView::endPhase() {
    // What ending the phase will cost, named once per situation, unless the player turned it off.
    if (m_game->hasGame() && settings::Preferences::load().warnEndPhase) {
        const QString warning = m_endPhaseWarning.pending(m_game->state());
        const auto& answer = m_confirmEndPhase ? m_confirmEndPhase : defaultEndPhaseAnswer();
        if (!warning.isEmpty() &&
            (answer ? !answer(warning)
                    : QMessageBox::question(&m_window, tr("End the %1?").arg(SequenceBar::phaseName(m_game->state().phase)), warning) != QMessageBox::Yes))
            return;
    }
    submit(core::EndPhase{});
}

void SeriesView::refuse(const QString& error) {
    m_play->refuse(error);
    const QStringList rules = ruleNumbersIn(error);
    m_refusalRules->setText(rules.isEmpty() ? QString() : tr("Rule %1").arg(linkRuleNumbers(rules.join(QStringLiteral(", ")))));
    m_refusalRules->setToolTip(tr("Read how the program plays the rule that refuses"));
    m_refusalRules->setVisible(!rules.isEmpty());
}

void SeriesView::focusLog(const std::vector<LogKind>& kinds) {
    for (LogKind kind : EventLog::kKinds) m_log->setKindShown(kind, std::find(kinds.begin(), kinds.end(), kind) != kinds.end());
    auto* tables = qobject_cast<QDockWidget*>(m_tables->parentWidget());
    auto* log = qobject_cast<QDockWidget*>(m_log->parentWidget());
    if (tables && log) m_window.resizeDocks({tables, log}, {1, 4}, Qt::Vertical);
}

void SeriesView::openRuleEntry(const QString& section) {
    m_ruleEntry->showSection(section);
    m_ruleDock->show();
    m_ruleDock->raise();
    // A dock shown again gets its tab back when the window lays itself out: raise it then too.
    QTimer::singleShot(0, m_ruleDock, &QDockWidget::raise);
}

void SeriesView::showHovered(std::optional<core::HexId> hex) {
    m_hexLabel->setText(hex && m_description ? m_description->statusLine(*hex) : QString());
    showMovePath(hex);
}

void SeriesView::showMovePath(std::optional<core::HexId> hex) {
    if (!m_scene) return;
    m_scene->setMovePath(hex ? m_play->pathTo(*hex) : std::vector<core::HexId>{});
    // 9.2: the route's cost and what passing along it does.
    if (const QString route = hex ? m_play->routeText(*hex) : QString(); !route.isEmpty())
        m_hexLabel->setText(tr("%1 · %2").arg(m_description->statusLine(*hex), route));
}

void SeriesView::traceSight(core::HexId from, core::HexId to) {
    if (!m_scene || !m_game->hasGame()) return;
    if (from == to) {
        m_scene->setSightLine(std::nullopt);
        m_window.statusBar()->showMessage(tr("Line of sight from %1: drag to the hex to look at (11.4)").arg(QString::fromStdString(from.str())));
        return;
    }
    const core::LosResult r = core::lineOfSight(m_game->state(), from, to);
    m_scene->setSightLine(MapScene::SightLine{from, to, r.clear, r.blockingHex, r.blockingHexside});
    m_window.statusBar()->showMessage(tr("Line of sight %1 to %2, range %3: %4 — %5")
                                 .arg(QString::fromStdString(from.str()), QString::fromStdString(to.str()))
                                 .arg(core::distance(from, to))
                                 .arg(r.clear ? tr("clear") : tr("blocked"), QString::fromStdString(r.reason)));
}

void SeriesView::clearSight() {
    if (m_scene) m_scene->setSightLine(std::nullopt);
    m_window.statusBar()->clearMessage();
}

void SeriesView::selectHex(core::HexId hex) {
    if (!m_scene || !m_description) return;
    m_scene->setSelectedHex(hex);
    showStack(hex);
    m_orders->clickHex(hex);
}

void SeriesView::pickUp(const std::string& pieceId) {
    if (!m_scene || !m_game->hasGame()) return;
    if (const auto piece = m_game->state().pieceIndex(pieceId); piece && m_game->state().onMap(*piece)) {
        const core::HexId hex = m_game->state().pieces[static_cast<std::size_t>(*piece)].hex;
        m_scene->setSelectedHex(hex);
        showStack(hex);
    }
    m_orders->select(pieceId);
}

std::optional<core::Side> SeriesView::viewer() const {
    // 7.42: the screen is for the player to act (in hotseat the curtain hands it over; one
    // person playing both sides sees as the side to act); without the option, all is open.
    if (!m_game->hasGame() || !core::limitedIntelligence(m_game->state())) return std::nullopt;
    // Against the computer the screen is the person's, whoever is to act.
    if (const auto human = m_game->computer().humanSide()) return human;
    const core::Player p = m_game->decision().player;
    if (p == core::Player::American) return core::Side::American;
    if (p == core::Player::British) return core::Side::British;
    return std::nullopt;
}

void SeriesView::showStack(core::HexId hex) {
    m_stackPanel->showHex(*m_scene, *m_description, hex);
    if (!m_game->hasGame()) return;
    const auto& legal = m_game->legalActions();
    if (std::find(legal.begin(), legal.end(), core::Action{core::Examine{hex}}) == legal.end()) return;
    m_stackPanel->offerExamine(core::examineCommits(m_game->state(), hex) ? tr("Examine — commits this fire to the hex (7.42)")
                                                                          : tr("Examine — costs 1 Army Morale (7.43)"));
}

void SeriesView::commitToFire(core::HexId hex, const std::string& firer) {
    // 7.42: a stack is looked into to choose a target only once the fire is committed to its hex.
    const QString text = tr("The stack in %1 is not examined. Commit this fire to %1 to look into it? "
                            "Once it is examined a unit there must be fired on: until then no other hex may be fired on "
                            "and the fire cannot end (7.42).")
                             .arg(QString::fromStdString(hex.str()));
    if (m_confirmCommit ? !m_confirmCommit(text)
                        : QMessageBox::question(&m_window, tr("Commit to fire on %1").arg(QString::fromStdString(hex.str())), text) != QMessageBox::Yes)
        return;
    QString error;
    if (!m_game->submit(core::Examine{hex}, &error)) return refuse(error);
    // The target is chosen now that the stack shows.
    m_orders->select(firer);
    m_orders->clickHex(hex);
}

void SeriesView::showZoom(double zoom) { m_zoomLabel->setText(tr("Zoom %1%").arg(std::lround(zoom * 100))); }

std::optional<NewGameChoice> SeriesView::chooseNewGame(QWidget* parent) {
    NewGameDialog dialog(m_data, m_game->hasGame() ? m_game->state().scenario->id : std::string(), parent);
    const auto preferences = settings::Preferences::load();
    dialog.setHotseat(preferences.hotseat);
    dialog.undoBox()->setChecked(preferences.undoAny);
    dialog.setPlayer(core::Player::American, preferences.americanPlayer);
    dialog.setPlayer(core::Player::British, preferences.britishPlayer);
    if (dialog.exec() != QDialog::Accepted || dialog.scenarioId().empty()) return std::nullopt;
    // Each side's player, remembered for the next New Game.
    auto remembered = settings::Preferences::load();
    remembered.americanPlayer = dialog.playerId(core::Player::American);
    remembered.britishPlayer = dialog.playerId(core::Player::British);
    remembered.save();
    const ComputerPlayers players = dialog.computerPlayers();
    m_game->setComputer(players);
    return NewGameChoice{dialog.scenarioId(), dialog.options(), dialog.seed(), dialog.hotseat() && !players.any()};
}

ReplayWindow* SeriesView::openReplay(const QString& path, QString* error) {
    auto replay = ReplayWindow::load(m_data, path, error);
    return replay ? showReplay(std::move(*replay), QFileInfo(path).fileName()) : nullptr;
}

ReplayWindow* SeriesView::replayThisGame() {
    if (!m_game->hasGame()) return nullptr;
    std::string why;
    auto replay = core::Replay::of(m_data, m_game->game().record(), why);
    if (!replay) return nullptr;
    const QString title = m_game->filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_game->filePath()).fileName();
    return showReplay(std::move(*replay), title);
}

ReplayWindow* SeriesView::showReplay(core::Replay replay, const QString& title) {
    auto* window = new ReplayWindow(std::move(replay), title, &m_window);
    window->setAttribute(Qt::WA_DeleteOnClose);
    connect(window, &ReplayWindow::playFromHere, this, [this, window](std::size_t position) { playFrom(window, position); });
    window->show();
    return window;
}

void SeriesView::playFrom(ReplayWindow* replay, std::size_t position) {
    if (!m_window.maybeSave()) return;
    std::string why;
    auto game = replay->replay().gameAfter(position, why);
    if (!game) return m_window.complain(QString::fromStdString(why));
    m_game->playOn(std::move(*game));
    replay->close();
    m_window.show();
    m_window.raise();
    m_window.activateWindow();
    m_window.showMessage(tr("A new game from action %1 of the replay: save it to keep it").arg(position));
}

}  // namespace tricorne::app
