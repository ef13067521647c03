#include "main_window.h"

#include <QAction>
#include <QCheckBox>
#include <QApplication>
#include <QCloseEvent>
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
#include <QToolBar>

#include <algorithm>

#include "combat_panel.h"
#include "counter_text.h"
#include "curtain.h"
#include "decision_panel.h"
#include "event_log.h"
#include "game_controller.h"
#include "game_tables.h"
#include "map_orders.h"
#include "map_scene.h"
#include "map_view.h"
#include "position_marks.h"
#include "preferences_dialog.h"
#include "sequence_bar.h"
#include "settings.h"
#include "stack_panel.h"
#include "victory_dialog.h"
#include "tricorne/series/rules/combat_declaration.h"
#include "tricorne/series/rules/intelligence.h"
#include "tricorne/series/rules/los.h"
#include "tricorne/saratoga/secret_commitment.h"

namespace tricorne::app {

namespace {
constexpr double kPlayZoom = 1.0;
constexpr int kGatheringRadius = 4;

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
QString mpText(int halves) {
    const QString whole = halves >= 2 || halves % 2 == 0 ? QString::number(halves / 2) : QString();
    return MainWindow::tr("%1 MP").arg(whole + (halves % 2 ? QStringLiteral("\u00bd") : QString()));
}

}  // namespace

MainWindow::MainWindow(const core::DataSet& data, QWidget* parent) : QMainWindow(parent), m_data(data) {
    m_game = new GameController(data, this);
    m_game->setAutosavePath(GameController::defaultAutosavePath());
    m_lastSession = GameController::lastSessionPath();
    m_orders = new MapOrders(*m_game, this);
    m_view = new MapView(this);
    setCentralWidget(m_view);
    m_hexLabel = new QLabel(this);
    m_zoomLabel = new QLabel(this);
    statusBar()->addWidget(m_hexLabel, 1);
    statusBar()->addPermanentWidget(m_zoomLabel);

    m_sequence = new SequenceBar(*m_game, this);
    auto* bar = new QToolBar(tr("Sequence of Play"), this);
    bar->setObjectName(QStringLiteral("sequenceBar"));
    bar->setMovable(false);
    bar->addWidget(m_sequence);
    addToolBar(Qt::TopToolBarArea, bar);

    createMenus();
    createDocks();
    connect(m_view, &MapView::hexHovered, this, &MainWindow::showHovered);
    connect(m_view, &MapView::hexClicked, this, &MainWindow::selectHex);
    connect(m_view, &MapView::hexMenuRequested, this, &MainWindow::showHexMenu);
    connect(m_view, &MapView::sightTraced, this, &MainWindow::traceSight);
    connect(m_view, &MapView::sightCleared, this, &MainWindow::clearSight);
    connect(m_view, &MapView::zoomChanged, this, &MainWindow::showZoom);
    connect(m_sequence, &SequenceBar::endPhaseClicked, this, &MainWindow::endPhase);
    connect(m_decision, &DecisionPanel::chosen, this, &MainWindow::submit);
    connect(m_decision, &DecisionPanel::previewed, this, &MainWindow::preview);
    connect(m_log, &EventLog::hexesChosen, this, &MainWindow::showLogHexes);
    connect(m_stackPanel, &StackPanel::counterClicked, m_orders, &MapOrders::select);
    connect(m_stackPanel, &StackPanel::examineRequested, this, [this](core::HexId hex) { submit(core::Examine{hex}); });
    connect(m_orders, &MapOrders::commitNeeded, this, &MainWindow::commitToFire);
    connect(m_game, &GameController::gameReplaced, this, &MainWindow::rebuildScene);
    connect(m_game, &GameController::stateChanged, this, &MainWindow::showState);
    // Marks from the log belong to the position they were asked in.
    connect(m_game, &GameController::stateChanged, this, [this] { showLogHexes({}); });
    connect(m_game, &GameController::autosaveFailed, this, [this](const QString& e) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(e), kMessageMs);
    });
    connect(m_orders, &MapOrders::selectionChanged, this, &MainWindow::showSelection);
    connect(m_orders, &MapOrders::fireChoiceNeeded, this, &MainWindow::chooseFire);
    connect(m_orders, &MapOrders::refused, this, &MainWindow::complain);
    m_view->setTooltipSource([this](core::HexId hex) { return m_description ? m_description->tooltip(hex) : QString(); });
    m_curtain = new Curtain(this);
    connect(m_curtain, &Curtain::opened, this, [this] {
        if (!m_game->hasGame()) return;
        if (const auto note = noteToHandBack()) m_noteHandedBack = note;
        m_curtainOpenedAt = m_game->game().record().actions.size();
        m_screenSide = viewer();
    });
    resize(1500, 950);
    showState();
}

MainWindow::~MainWindow() {
    // The view must let go of the scene before the scene goes.
    m_view->setMapScene(nullptr);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    // File › New lists the volume's scenarios by name; New Game… shows them with their descriptions.
    QMenu* scenarios = file->addMenu(tr("&New"));
    for (const auto& s : m_data.scenarios) {
        QAction* open = scenarios->addAction(QString::fromStdString(s.name));
        open->setToolTip(QString::fromStdString(s.description));
        const std::string id = s.id;
        connect(open, &QAction::triggered, this, [this, id] {
            if (maybeSave()) startScenarioOrComplain(id);
        });
    }
    QAction* newGame = file->addAction(tr("New &Game…"), this, &MainWindow::newGame);
    newGame->setShortcut(QKeySequence::New);
    newGame->setToolTip(tr("Choose a scenario and start a game"));
    QAction* open = file->addAction(tr("&Open…"), this, &MainWindow::openGame);
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open a saved game"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::showRecentGames);
    showRecentGames();
    m_continue = file->addAction(tr("&Continue Last Game"), this, &MainWindow::continueLastGameOrComplain);
    m_continue->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_continue->setToolTip(tr("Play on from where the last session left its game: saved automatically on quitting, or at its last phase"));
    QAction* replay = file->addAction(tr("&Replay…"), this, &MainWindow::openReplayDialog);
    replay->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    replay->setToolTip(tr("Step through a saved game action by action, from its set-up"));
    m_save = file->addAction(tr("&Save"), this, &MainWindow::saveGame);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setToolTip(tr("Save the game"));
    m_saveAs = file->addAction(tr("Save &As…"), this, &MainWindow::saveGameAs);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_saveAs->setToolTip(tr("Save the game to a new file"));
    file->addSeparator();
    m_exportLog = file->addAction(tr("&Export Log…"), this, &MainWindow::exportLog);
    m_exportLog->setToolTip(tr("Write the game's log to a text file"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = edit->addAction(tr("&Undo"), this, &MainWindow::undo);
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setToolTip(tr("Take back the last action, back to the last die roll"));
    m_redo = edit->addAction(tr("&Redo"), this, &MainWindow::redo);
    m_redo->setShortcut(QKeySequence::Redo);
    m_redo->setToolTip(tr("Play again the action last taken back"));
    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("&Preferences…"), this, &MainWindow::editPreferences);
    preferences->setShortcuts({QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    m_endPhase = game->addAction(tr("&End Phase"), this, &MainWindow::endPhase);
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

    QMenu* view = m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction* in = view->addAction(tr("Zoom &In"), m_view, &MapView::zoomIn);
    in->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal), QKeySequence::ZoomIn});
    QAction* out = view->addAction(tr("Zoom &Out"), m_view, &MapView::zoomOut);
    out->setShortcuts({QKeySequence(Qt::Key_Minus), QKeySequence::ZoomOut});
    QAction* fit = view->addAction(tr("&Fit to Window"), m_view, &MapView::fitToWindow);
    fit->setShortcuts({QKeySequence(Qt::Key_0), QKeySequence(Qt::CTRL | Qt::Key_0)});
    QAction* actual = view->addAction(tr("&Actual Size"), m_view, &MapView::actualSize);
    actual->setShortcut(QKeySequence(Qt::Key_1));
    view->addSeparator();
}

QDockWidget* MainWindow::addDock(const QString& title, const QString& objectName, QWidget* widget, Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    widget->setParent(dock);
    dock->setWidget(widget);
    addDockWidget(area, dock);
    m_viewMenu->addAction(dock->toggleViewAction());
    return dock;
}

void MainWindow::createDocks() {
    m_decision = new DecisionPanel(*m_game);
    m_stackPanel = new StackPanel;
    m_tables = new GameTables(*m_game);
    m_log = new EventLog(*m_game);
    QDockWidget* decision = addDock(tr("Decision"), QStringLiteral("decisionDock"), m_decision, Qt::RightDockWidgetArea);
    QDockWidget* stack = addDock(tr("Stack"), QStringLiteral("stackDock"), m_stackPanel, Qt::RightDockWidgetArea);
    QDockWidget* tables = addDock(tr("Tracks"), QStringLiteral("tracksDock"), m_tables, Qt::LeftDockWidgetArea);
    QDockWidget* log = addDock(tr("Log"), QStringLiteral("logDock"), m_log, Qt::LeftDockWidgetArea);
    // The close combat shares the Stack panel's place and comes forward in its phase.
    m_combat = new CombatPanel(*m_game);
    m_combatDock = addDock(tr("Close Combat"), QStringLiteral("combatDock"), m_combat, Qt::RightDockWidgetArea);
    tabifyDockWidget(stack, m_combatDock);
    stack->raise();
    connect(m_combat, &CombatPanel::combatShown, m_combatDock, &QDockWidget::raise);
    decision->setMinimumWidth(300);
    stack->setMinimumWidth(300);
    tables->setMinimumWidth(290);
    resizeDocks({decision, stack}, {260, 520}, Qt::Vertical);
    resizeDocks({tables, log}, {520, 330}, Qt::Vertical);
}

void MainWindow::restoreWindow() {
    m_rememberWindow = true;
    restoreGeometry(settings::windowGeometry());
    restoreState(settings::windowState());
}

void MainWindow::setHotseat(bool hotseat) {
    m_game->setHotseat(hotseat);
    showState();
}

void MainWindow::rebuildScene() {
    delete m_victory;  // another game's
    m_noteHandedBack.reset();
    m_screenSide.reset();
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
    showState();
    // The orders were cleared before this scene existed: a placement's marks go on it now.
    showSelection();
}

void MainWindow::showState() {
    const bool playing = m_game->hasGame();
    if (playing && m_scene) {
        m_scene->showDeployment(Deployment::ofGame(m_game->state(), viewer()));
        if (const auto hex = m_scene->selectedHex()) showStack(*hex);
    }
    m_save->setEnabled(playing);
    m_saveAs->setEnabled(playing);
    m_exportLog->setEnabled(playing);
    m_undo->setEnabled(m_game->canUndo() && !secretChoiceMade());
    // Undo names what it takes back: "Undo 9th moves 1829-1729".
    m_undo->setText(m_game->canUndo() ? tr("&Undo %1").arg(counter_text::withNames(core::describe(m_game->game().record().actions.back()),
                                                                                      *m_game->state().counters))
                                      : tr("&Undo"));
    m_redo->setEnabled(m_game->canRedo());
    m_redo->setText(m_game->canRedo() ? tr("&Redo %1").arg(counter_text::withNames(core::describe(*m_game->redoAction()), *m_game->state().counters))
                                      : tr("&Redo"));
    m_continue->setEnabled(!m_lastSession.isEmpty() && QFileInfo(m_lastSession).isFile());
    m_endPhase->setEnabled(m_sequence->endPhaseButton()->isEnabled());
    showCombats();
    showCurtain();
    showVictory();
    if (!playing) {
        setWindowTitle(tr("Tricorne"));
        return;
    }
    const QString file = m_game->filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_game->filePath()).fileName();
    setWindowTitle(tr("%1[*] — %2 — Tricorne").arg(file, QString::fromStdString(m_game->state().scenario->name)));
    setWindowModified(m_game->isModified());
}

void MainWindow::showCombats() {
    if (m_scene) showCombatMarks(*m_scene, m_game->hasGame() ? &m_game->state() : nullptr);
}

void MainWindow::showVictory() {
    const bool over = m_game->hasGame() && m_game->state().outcome.over;
    if (!over) {
        delete m_victory;  // taken back by Undo
        return;
    }
    if (m_victory) return;
    m_victory = new VictoryDialog(m_game->state(), this);
    // A game that has its file is saved there, without a dialog.
    if (!m_game->filePath().isEmpty()) m_victory->saveButton()->setText(tr("Save"));
    connect(m_victory, &VictoryDialog::newGameRequested, this, &MainWindow::newGame);
    connect(m_victory, &VictoryDialog::saveRequested, this, &MainWindow::saveGame);
    connect(m_victory, &VictoryDialog::replayRequested, this, &MainWindow::replayThisGame);
    m_victory->show();
}

bool MainWindow::secretChoiceMade() const {
    if (!m_game->hasGame() || !m_game->hotseat() || m_game->state().step != core::Step::ChooseTactic) return false;
    const auto& actions = m_game->game().record().actions;
    return !actions.empty() && std::holds_alternative<core::ChooseTactic>(actions.back());
}

std::optional<std::size_t> MainWindow::noteToHandBack() const {
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

void MainWindow::showCurtain() {
    const bool hotseat = m_game->hasGame() && m_game->hotseat() && !m_game->state().outcome.over;
    const core::Step step = hotseat ? m_game->state().step : core::Step::Over;
    const bool handBack = noteToHandBack().has_value();
    if (step != core::Step::ChooseTactic && step != core::Step::CommitMilitia && !handBack) {
        // 7.42: each player sees only the enemy stacks he knows, so the screen changes hands
        // behind the curtain whenever the other player is to act.
        const auto side = hotseat ? viewer() : std::nullopt;
        if (side && m_screenSide && *m_screenSide != *side) {
            m_orders->clearSelection();
            m_curtain->cover(GameController::playerName(core::playerOf(*side)),
                             tr("Limited Intelligence (7.42): the screen shows the enemy stacks the %1 player has examined, and no others.")
                                 .arg(GameController::playerName(core::playerOf(*side))));
            return;
        }
        if (side) m_screenSide = side;
        m_curtain->lift();
        m_curtainOpenedAt.reset();
        return;
    }
    if (m_curtainOpenedAt == m_game->game().record().actions.size()) return;  // the player choosing has the screen
    const core::GameState& s = m_game->state();
    const core::Decision d = m_game->decision();
    if (step == core::Step::CommitMilitia || handBack) {
        // E7.5.1: the American player's note is made behind the curtain, and the screen goes back behind it.
        m_orders->clearSelection();
        const QString militia = QString::fromStdString(core::saratoga::militiaNames(s));
        if (step == core::Step::CommitMilitia)
            m_curtain->cover(GameController::playerName(core::Player::American),
                             tr("The American player notes in secret whether %1 come on turn %2 (E7.5.1).").arg(militia).arg(core::saratoga::militiaTurn(s)));
        else
            m_curtain->cover(GameController::playerName(core::Player::British),
                             tr("The American note on %1 is made; it is revealed at the start of the American half of turn %2 (E7.5.1).")
                                 .arg(militia)
                                 .arg(core::saratoga::militiaTurn(s)));
        return;
    }
    const bool attacker = s.combat.stage == core::CombatStage::AttackerTactic;
    m_orders->clearSelection();
    m_curtain->cover(GameController::playerName(d.player),
                     (attacker ? tr("The %1 player, attacking, chooses a tactic for close combat %2 in secret (12.61).")
                               : tr("The %1 player, defending, chooses a tactic for close combat %2 in secret (12.61). "
                                    "The attacker's tactic stays hidden until then."))
                         .arg(GameController::playerName(d.player))
                         .arg(s.combat.index + 1));
}

void MainWindow::showHexMenu(core::HexId hex, QPoint globalPos) {
    if (!m_game->hasGame() || m_game->state().step != core::Step::DeclareCombats) return;
    // 12.14: the Diversion is declared on the stack it spares.
    const core::GameState& s = m_game->state();
    if (!MapOrders::enemyIn(s, hex)) return;
    QMenu menu(this);
    QAction* divert = menu.addAction(tr("Diversion against %1 (12.14)").arg(QString::fromStdString(hex.str())));
    const auto why = core::checkDiversion(s, core::Divert{hex});
    divert->setToolTip(why ? counter_text::withNames(*why, *s.counters) : tr("This stack is spared close combat; the attacks next to it shift one column left"));
    menu.setToolTipsVisible(true);
    connect(divert, &QAction::triggered, this, [this, hex] { submit(core::Divert{hex}); });
    menu.exec(globalPos);
}

void MainWindow::showSelection() {
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

void MainWindow::showLogHexes(const std::vector<core::HexId>& hexes) {
    if (!m_scene) return;
    std::vector<HexMark> marks;
    for (core::HexId h : hexes)
        if (std::none_of(marks.begin(), marks.end(), [h](const HexMark& m) { return m.hex == h; })) marks.push_back({h, QString()});
    m_scene->setLogHexes(std::move(marks));
    if (!hexes.empty()) m_view->centreOnHex(hexes.back());
}

void MainWindow::preview(const core::Action* action) {
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

void MainWindow::chooseFire(const std::vector<core::Fire>& choices) {
    QMenu menu(this);
    for (const auto& f : choices) {
        QAction* a = menu.addAction(counter_text::withNames(core::describe(f), *m_game->state().counters));
        const core::Action action = f;
        connect(a, &QAction::triggered, this, [this, action] { submit(action); });
    }
    menu.exec(QCursor::pos());
}

void MainWindow::submit(const core::Action& action) {
    QString error;
    if (!m_game->submit(action, &error) && !error.isEmpty()) complain(error);
}

void MainWindow::complain(const QString& error) { statusBar()->showMessage(tr("Not allowed: %1").arg(error), kMessageMs); }

void MainWindow::endPhase() { submit(core::EndPhase{}); }

void MainWindow::undo() {
    if (secretChoiceMade()) return complain(tr("12.61: the other player's secret tactic cannot be taken back"));
    QString error;
    if (!m_game->undo(&error)) complain(error);
}

void MainWindow::redo() {
    QString error;
    if (!m_game->redo(&error)) complain(error);
}

void MainWindow::editPreferences() {
    PreferencesDialog dialog(settings::Preferences::load(), this);
    if (dialog.exec() == QDialog::Accepted) dialog.preferences().save();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // The game as it stands is kept for File › Continue Last Game, saved or not.
    QString error;
    if (!m_game->autosave(&error)) {
        const auto answer = QMessageBox::warning(this, tr("Autosave failed"), tr("The game could not be saved automatically: %1\n\nQuit anyway?").arg(error),
                                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
    }
    if (m_rememberWindow) settings::saveWindow(saveGeometry(), saveState());
    event->accept();
}

void MainWindow::showHovered(std::optional<core::HexId> hex) {
    m_hexLabel->setText(hex && m_description ? m_description->statusLine(*hex) : QString());
    showMovePath(hex);
}

void MainWindow::showMovePath(std::optional<core::HexId> hex) {
    if (!m_scene) return;
    const auto& destinations = m_orders->destinations();
    const auto d = hex ? destinations.find(*hex) : destinations.end();
    m_scene->setMovePath(d == destinations.end() ? std::vector<core::HexId>{} : d->second.move.path);
    if (d != destinations.end() && d->second.costHalves >= 0)
        m_hexLabel->setText(tr("%1 · move here: %2").arg(m_description->statusLine(*hex), mpText(d->second.costHalves)));
}

void MainWindow::traceSight(core::HexId from, core::HexId to) {
    if (!m_scene || !m_game->hasGame()) return;
    if (from == to) {
        m_scene->setSightLine(std::nullopt);
        statusBar()->showMessage(tr("Line of sight from %1: drag to the hex to look at (11.4)").arg(QString::fromStdString(from.str())));
        return;
    }
    const core::LosResult r = core::lineOfSight(m_game->state(), from, to);
    m_scene->setSightLine(MapScene::SightLine{from, to, r.clear, r.blockingHex, r.blockingHexside});
    statusBar()->showMessage(tr("Line of sight %1 to %2, range %3: %4 — %5")
                                 .arg(QString::fromStdString(from.str()), QString::fromStdString(to.str()))
                                 .arg(core::distance(from, to))
                                 .arg(r.clear ? tr("clear") : tr("blocked"), QString::fromStdString(r.reason)));
}

void MainWindow::clearSight() {
    if (m_scene) m_scene->setSightLine(std::nullopt);
    statusBar()->clearMessage();
}

void MainWindow::selectHex(core::HexId hex) {
    if (!m_scene || !m_description) return;
    m_scene->setSelectedHex(hex);
    showStack(hex);
    m_orders->clickHex(hex);
}

void MainWindow::pickUp(const std::string& pieceId) {
    if (!m_scene || !m_game->hasGame()) return;
    if (const auto piece = m_game->state().pieceIndex(pieceId); piece && m_game->state().onMap(*piece)) {
        const core::HexId hex = m_game->state().pieces[static_cast<std::size_t>(*piece)].hex;
        m_scene->setSelectedHex(hex);
        showStack(hex);
    }
    m_orders->select(pieceId);
}

std::optional<core::Side> MainWindow::viewer() const {
    // 7.42: the screen is for the player to act (in hotseat the curtain hands it over; one
    // person playing both sides sees as the side to act); without the option, all is open.
    if (!m_game->hasGame() || !core::limitedIntelligence(m_game->state())) return std::nullopt;
    const core::Player p = m_game->decision().player;
    if (p == core::Player::American) return core::Side::American;
    if (p == core::Player::British) return core::Side::British;
    return std::nullopt;
}

void MainWindow::showStack(core::HexId hex) {
    m_stackPanel->showHex(*m_scene, *m_description, hex);
    if (!m_game->hasGame()) return;
    const auto& legal = m_game->legalActions();
    if (std::find(legal.begin(), legal.end(), core::Action{core::Examine{hex}}) == legal.end()) return;
    m_stackPanel->offerExamine(core::examineCommits(m_game->state(), hex) ? tr("Examine — commits this fire to the hex (7.42)")
                                                                          : tr("Examine — costs 1 Army Morale (7.43)"));
}

void MainWindow::commitToFire(core::HexId hex, const std::string& firer) {
    // 7.42: a stack is looked into to choose a target only once the fire is committed to its hex.
    const QString text = tr("The stack in %1 is not examined. Commit this fire to %1 to look into it? "
                            "Once it is examined a unit there must be fired on: until then no other hex may be fired on "
                            "and the fire cannot end (7.42).")
                             .arg(QString::fromStdString(hex.str()));
    if (m_confirmCommit ? !m_confirmCommit(text)
                        : QMessageBox::question(this, tr("Commit to fire on %1").arg(QString::fromStdString(hex.str())), text) != QMessageBox::Yes)
        return;
    QString error;
    if (!m_game->submit(core::Examine{hex}, &error)) return complain(error);
    // The target is chosen now that the stack shows.
    m_orders->select(firer);
    m_orders->clickHex(hex);
}

void MainWindow::showZoom(double zoom) { m_zoomLabel->setText(tr("Zoom %1%").arg(std::lround(zoom * 100))); }

}  // namespace tricorne::app
