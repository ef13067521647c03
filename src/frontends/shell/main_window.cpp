#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

#include "curtain.h"
#include "game_session.h"
#include "preferences_dialog.h"
#include "session_files.h"
#include "settings.h"

namespace tricorne::app {

MainWindow::MainWindow(const GameCatalogue& games, const GameFrontend& frontend, QWidget* parent) : MainWindow(frontend, parent) {
    m_games = &games;
}

MainWindow::MainWindow(const GameFrontend& frontend, QWidget* parent)
    : QMainWindow(parent), m_gameId(frontend.gameId()), m_gameName(frontend.gameName()) {
    m_view = frontend.createView(*this);
    m_session = &m_view->session();
    m_session->setAutosavePath(session_files::autosavePath());
    m_lastSession = session_files::lastSessionPath();
    createMenus();
    connect(m_session, &GameSession::stateChanged, this, &MainWindow::showState);
    connect(m_session, &GameSession::autosaveFailed, this, [this](const QString& e) { showMessage(tr("Autosave failed: %1").arg(e)); });
    m_view->install();
    m_curtain = new Curtain(this);
    connect(m_curtain, &Curtain::opened, this, [this] {
        if (m_session->hasGame()) m_view->curtainOpened();
    });
    resize(1500, 950);
    showState();
}

// The game's part goes first: its board lets go of what it shows while the window still stands.
MainWindow::~MainWindow() { m_view.reset(); }

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    // File › New lists the game's scenarios by name; New Game… shows them with their descriptions.
    QMenu* scenarios = file->addMenu(tr("&New"));
    for (const ScenarioOffer& s : m_view->scenarios()) {
        QAction* open = scenarios->addAction(s.name);
        open->setToolTip(s.description);
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

    m_view->addMenus(*menuBar());
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_view->addViewActions(*m_viewMenu);
    m_viewMenu->addSeparator();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    m_view->addHelpActions(*help);
    if (!help->isEmpty()) help->addSeparator();
    QAction* about = help->addAction(tr("&About Tricorne"), this, &MainWindow::about);
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About Tricorne"),
                       tr("<b>Tricorne</b> %1<p>Plays %2 with every rule enforced.</p>")
                           .arg(QCoreApplication::applicationVersion().toHtmlEscaped(), m_gameName.toHtmlEscaped()));
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

void MainWindow::restoreWindow() {
    m_rememberWindow = true;
    restoreGeometry(settings::windowGeometry());
    restoreState(settings::windowState());
}

void MainWindow::setHotseat(bool hotseat) {
    m_session->setHotseat(hotseat);
    showState();
}

void MainWindow::showState() {
    const bool playing = m_session->hasGame();
    m_view->showState();
    m_save->setEnabled(playing);
    m_saveAs->setEnabled(playing);
    m_exportLog->setEnabled(playing);
    m_undo->setEnabled(m_session->canUndo() && m_view->undoRefusal().isEmpty());
    // Undo names what it takes back: "Undo 9th moves 1829-1729".
    m_undo->setText(m_session->canUndo() ? tr("&Undo %1").arg(m_session->undoName()) : tr("&Undo"));
    m_redo->setEnabled(m_session->canRedo());
    m_redo->setText(m_session->canRedo() ? tr("&Redo %1").arg(m_session->redoName()) : tr("&Redo"));
    m_continue->setEnabled(!m_lastSession.isEmpty() && QFileInfo(m_lastSession).isFile());
    showCurtain();
    m_view->showOutcome();
    if (!playing) {
        setWindowTitle(tr("Tricorne"));
        return;
    }
    const QString file = m_session->filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_session->filePath()).fileName();
    setWindowTitle(tr("%1[*] — %2 — Tricorne").arg(file, m_session->scenarioName()));
    setWindowModified(m_session->isModified());
}

void MainWindow::showCurtain() {
    const CurtainCall call = m_view->curtainCall();
    if (call.kind == CurtainCall::Kind::Cover) m_curtain->cover(call.player, call.reason);
    if (call.kind == CurtainCall::Kind::Lift) m_curtain->lift();
}

void MainWindow::complain(const QString& error) { showMessage(tr("Not allowed: %1").arg(error)); }

void MainWindow::showMessage(const QString& text) { statusBar()->showMessage(text, kMessageMs); }

void MainWindow::undo() {
    if (const QString why = m_view->undoRefusal(); !why.isEmpty()) return complain(why);
    QString error;
    if (!m_session->undo(&error)) complain(error);
}

void MainWindow::redo() {
    QString error;
    if (!m_session->redo(&error)) complain(error);
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
    if (!m_session->autosave(&error)) {
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

}  // namespace tricorne::app
