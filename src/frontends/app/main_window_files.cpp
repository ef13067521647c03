// The main window's files: new games, opening, saving, the recent games, the last session,
// exporting the log, and the replays of saved games.
#include "main_window.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStatusBar>

#include "game_controller.h"
#include "new_game_dialog.h"
#include "replay_window.h"
#include "settings.h"

namespace tricorne::app {

namespace {
QString saveFilter() { return MainWindow::tr("Tricorne games (*.tricorne);;All files (*)"); }
}  // namespace

bool MainWindow::startGame(const std::string& scenarioId, std::optional<std::uint64_t> seed, QString* error,
                           const std::map<std::string, std::string>& options) {
    // A fresh game draws its seed; a seed given makes the game repeatable.
    const std::uint64_t s = seed.value_or(QRandomGenerator::global()->generate64() >> 1);
    return m_game->newGame(scenarioId, options, s, error);
}

bool MainWindow::openFile(const QString& path, QString* error) {
    if (!m_game->open(path, error)) return false;
    settings::addRecentGame(path);
    return true;
}

void MainWindow::setLastSessionPath(const QString& path) {
    m_lastSession = path;
    showState();
}

bool MainWindow::continueLastGame(QString* error) {
    const QString path = m_lastSession;
    if (path.isEmpty() || !QFileInfo(path).isFile()) {
        if (error) *error = tr("The last session left no game.");
        return false;
    }
    auto game = GameController::readSave(m_data, path, error);
    if (!game) return false;
    m_game->playOn(std::move(*game));
    return true;
}

void MainWindow::continueLastGameOrComplain() {
    if (!maybeSave()) return;
    QString error;
    if (!continueLastGame(&error)) QMessageBox::critical(this, tr("Cannot continue the last game"), error);
}

void MainWindow::showRecentGames() {
    m_recentMenu->clear();
    const QStringList recent = settings::recentGames();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction* a = m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), this, [this, path] {
            if (!maybeSave()) return;
            QString error;
            if (!openFile(path, &error)) QMessageBox::critical(this, tr("Cannot open the game"), error);
        });
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (recent.isEmpty()) m_recentMenu->addAction(tr("No recent games"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("&Clear the List"), this, [] { settings::clearRecentGames(); })->setEnabled(!recent.isEmpty());
}

bool MainWindow::saveFile(const QString& path, QString* error) {
    if (!m_game->save(path, error)) return false;
    settings::addRecentGame(path);
    showState();
    return true;
}

void MainWindow::newGame() {
    if (!maybeSave()) return;
    NewGameDialog dialog(m_data, m_game->hasGame() ? m_game->state().scenario->id : std::string(), this);
    const auto preferences = settings::Preferences::load();
    dialog.setHotseat(preferences.hotseat);
    dialog.undoBox()->setChecked(preferences.undoAny);
    if (dialog.exec() != QDialog::Accepted || dialog.scenarioId().empty()) return;
    m_game->setHotseat(dialog.hotseat());
    startScenarioOrComplain(dialog.scenarioId(), dialog.options(), dialog.seed());
}

void MainWindow::startScenarioOrComplain(const std::string& scenarioId, const std::map<std::string, std::string>& options,
                                         std::optional<std::uint64_t> seed) {
    QString error;
    if (!startGame(scenarioId, seed, &error, options)) QMessageBox::critical(this, tr("Cannot start the scenario"), error);
}

void MainWindow::openGame() {
    if (!maybeSave()) return;
    const QString path = askForSavedGame(tr("Open Game"));
    if (path.isEmpty()) return;
    QString error;
    if (!openFile(path, &error)) QMessageBox::critical(this, tr("Cannot open the game"), error);
}

QString MainWindow::askForSavedGame(const QString& title) {
    const QString dir = m_game->filePath().isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                                     : QFileInfo(m_game->filePath()).absolutePath();
    return QFileDialog::getOpenFileName(this, title, dir, saveFilter());
}

void MainWindow::openReplayDialog() {
    const QString path = askForSavedGame(tr("Replay Game"));
    if (path.isEmpty()) return;
    QString error;
    if (!openReplay(path, &error)) QMessageBox::critical(this, tr("Cannot replay the game"), error);
}

ReplayWindow* MainWindow::openReplay(const QString& path, QString* error) {
    auto replay = ReplayWindow::load(m_data, path, error);
    return replay ? showReplay(std::move(*replay), QFileInfo(path).fileName()) : nullptr;
}

ReplayWindow* MainWindow::replayThisGame() {
    if (!m_game->hasGame()) return nullptr;
    std::string why;
    auto replay = core::Replay::of(m_data, m_game->game().record(), why);
    if (!replay) return nullptr;
    const QString title = m_game->filePath().isEmpty() ? tr("Untitled") : QFileInfo(m_game->filePath()).fileName();
    return showReplay(std::move(*replay), title);
}

ReplayWindow* MainWindow::showReplay(core::Replay replay, const QString& title) {
    auto* window = new ReplayWindow(std::move(replay), title, this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    connect(window, &ReplayWindow::playFromHere, this, [this, window](std::size_t position) { playFrom(window, position); });
    window->show();
    return window;
}

void MainWindow::playFrom(ReplayWindow* replay, std::size_t position) {
    if (!maybeSave()) return;
    std::string why;
    auto game = replay->replay().gameAfter(position, why);
    if (!game) return complain(QString::fromStdString(why));
    m_game->playOn(std::move(*game));
    replay->close();
    show();
    raise();
    activateWindow();
    statusBar()->showMessage(tr("A new game from action %1 of the replay: save it to keep it").arg(position), kMessageMs);
}

bool MainWindow::saveGame() {
    if (m_game->filePath().isEmpty()) return saveGameAs();
    QString error;
    if (saveFile(m_game->filePath(), &error)) return true;
    QMessageBox::critical(this, tr("Cannot save the game"), error);
    return false;
}

bool MainWindow::saveGameAs() {
    if (!m_game->hasGame()) return false;
    const QString suggested = m_game->filePath().isEmpty()
                                  ? QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                        .filePath(QString::fromStdString(m_game->state().scenario->id) + QStringLiteral(".tricorne"))
                                  : m_game->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), suggested, saveFilter());
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".tricorne");
    QString error;
    if (saveFile(path, &error)) return true;
    QMessageBox::critical(this, tr("Cannot save the game"), error);
    return false;
}

void MainWindow::exportLog() {
    if (!m_game->hasGame()) return;
    const QString base = m_game->filePath().isEmpty() ? QString::fromStdString(m_game->state().scenario->id) : QFileInfo(m_game->filePath()).completeBaseName();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Log"),
                                                      QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(base + QStringLiteral("-log.txt")),
                                                      tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty()) return;
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Text) || out.write(m_game->logText().toUtf8()) < 0 || !out.commit())
        QMessageBox::critical(this, tr("Cannot export the log"), out.errorString());
}

bool MainWindow::maybeSave() {
    if (!m_game->hasGame() || !m_game->isModified()) return true;
    const auto answer = QMessageBox::question(this, tr("Save the game?"), tr("The game has changed since it was last saved. Save it?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return saveGame();
    return answer == QMessageBox::Discard;
}

}  // namespace tricorne::app
