#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

#include <algorithm>

#include "map_scene.h"
#include "map_view.h"
#include "new_game_dialog.h"
#include "stack_panel.h"

namespace tricorne::app {

namespace {
constexpr double kPlayZoom = 1.0;
constexpr int kGatheringRadius = 4;

// The occupied hex with the most counters within a few hexes of it.
std::optional<core::HexId> busiestHex(const Deployment& deployment) {
    std::optional<core::HexId> best;
    std::size_t bestCount = 0;
    for (const core::HexId h : deployment.occupiedHexes()) {
        const auto count = static_cast<std::size_t>(std::count_if(deployment.counters().begin(), deployment.counters().end(),
                                                                  [&](const DeployedCounter& c) { return core::distance(c.hex, h) <= kGatheringRadius; }));
        if (count > bestCount) {
            bestCount = count;
            best = h;
        }
    }
    return best;
}
}  // namespace

MainWindow::MainWindow(const core::DataSet& data, QWidget* parent) : QMainWindow(parent), m_data(data) {
    m_view = new MapView(this);
    setCentralWidget(m_view);
    m_hexLabel = new QLabel(this);
    m_zoomLabel = new QLabel(this);
    statusBar()->addWidget(m_hexLabel, 1);
    statusBar()->addPermanentWidget(m_zoomLabel);
    createMenus();
    createDock();
    connect(m_view, &MapView::hexHovered, this, &MainWindow::showHovered);
    connect(m_view, &MapView::hexClicked, this, &MainWindow::selectHex);
    connect(m_view, &MapView::zoomChanged, this, &MainWindow::showZoom);
    m_view->setTooltipSource([this](core::HexId hex) { return m_description ? m_description->tooltip(hex) : QString(); });
    resize(1400, 900);
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
        connect(open, &QAction::triggered, this, [this, id] { openScenarioOrComplain(id); });
    }
    QAction* newGame = file->addAction(tr("New &Game…"), this, &MainWindow::newGame);
    newGame->setShortcut(QKeySequence::New);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction* in = view->addAction(tr("Zoom &In"), m_view, &MapView::zoomIn);
    in->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal), QKeySequence::ZoomIn});
    QAction* out = view->addAction(tr("Zoom &Out"), m_view, &MapView::zoomOut);
    out->setShortcuts({QKeySequence(Qt::Key_Minus), QKeySequence::ZoomOut});
    QAction* fit = view->addAction(tr("&Fit to Window"), m_view, &MapView::fitToWindow);
    fit->setShortcuts({QKeySequence(Qt::Key_0), QKeySequence(Qt::CTRL | Qt::Key_0)});
    QAction* actual = view->addAction(tr("&Actual Size"), m_view, &MapView::actualSize);
    actual->setShortcut(QKeySequence(Qt::Key_1));
}

void MainWindow::createDock() {
    auto* dock = new QDockWidget(tr("Stack"), this);
    dock->setObjectName(QStringLiteral("stackDock"));
    m_stackPanel = new StackPanel(dock);
    dock->setWidget(m_stackPanel);
    dock->setMinimumWidth(280);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(dock->toggleViewAction());
}

core::DataErrors MainWindow::openScenario(const std::string& scenarioId) {
    core::DataErrors errors;
    auto start = ScenarioStart::resolve(m_data, scenarioId, errors);
    if (!start) return errors;
    m_view->setMapScene(nullptr);
    m_description.reset();
    m_start = std::move(start);
    m_scenarioId = scenarioId;
    m_scene = std::make_unique<MapScene>(*m_start->map, *m_start->counters);
    m_scene->showDeployment(m_start->deployment);
    m_description = std::make_unique<HexDescription>(*m_start->map, *m_start->counters, m_scene->deployment());
    m_view->setMapScene(m_scene.get());
    m_stackPanel->clear();
    setWindowTitle(tr("Tricorne — %1").arg(QString::fromStdString(m_start->scenario->name)));
    // Open at playing size over the thickest gathering of counters.
    m_view->setZoom(kPlayZoom);
    if (const auto busiest = busiestHex(m_start->deployment)) m_view->centreOnHex(*busiest);
    showZoom(m_view->zoom());
    return errors;
}

void MainWindow::newGame() {
    NewGameDialog dialog(m_data, m_scenarioId, this);
    if (dialog.exec() != QDialog::Accepted || dialog.scenarioId().empty()) return;
    openScenarioOrComplain(dialog.scenarioId());
}

void MainWindow::openScenarioOrComplain(const std::string& scenarioId) {
    const core::DataErrors errors = openScenario(scenarioId);
    if (errors.empty()) return;
    QStringList lines;
    for (const auto& e : errors) lines << QString::fromStdString(e.str());
    QMessageBox::critical(this, tr("Cannot open the scenario"), lines.join(QLatin1Char('\n')));
}

void MainWindow::showHovered(std::optional<core::HexId> hex) {
    m_hexLabel->setText(hex && m_description ? m_description->statusLine(*hex) : QString());
}

void MainWindow::selectHex(core::HexId hex) {
    if (!m_scene || !m_description) return;
    m_scene->setSelectedHex(hex);
    m_stackPanel->showHex(*m_scene, *m_description, hex);
}

void MainWindow::showZoom(double zoom) { m_zoomLabel->setText(tr("Zoom %1%").arg(std::lround(zoom * 100))); }

}  // namespace tricorne::app
