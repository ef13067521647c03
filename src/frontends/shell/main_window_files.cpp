// The main window's files: new games, opening, saving, the recent games, the last session,
// exporting the log, and the replays of saved games.
#include "main_window.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>

#include "game_catalogue.h"
#include "game_session.h"
#include "settings.h"

namespace tricorne::app {

namespace {
QString saveFilter() { return MainWindow::tr("Tricorne games (*.tricorne);;All files (*)"); }
}  // namespace

bool MainWindow::startGame(const std::string& scenarioId, std::optional<std::uint64_t> seed, QString* error,
                           const std::map<std::string, std::string>& options) {
    // A fresh game draws its seed; a seed given makes the game repeatable.
    const std::uint64_t s = seed.value_or(QRandomGenerator::global()->generate64() >> 1);
    m_session->setSeededDice(seed.has_value());
    return m_session->newGame(scenarioId, options, s, error);
}

bool MainWindow::openFile(const QString& path, QString* error) {
    const auto gameId = m_games ? [&]() -> std::optional<std::string> {
        const GameFrontend* game = m_games->frontendForSave(path, error);
        return game ? std::optional(game->gameId()) : std::nullopt;
    }()
                                : GameCatalogue::gameOfSave(path, {m_gameId}, error);
    if (!gameId) return false;
    if (*gameId != m_gameId) {
        MainWindow* other = windowOf(*m_games->find(*gameId));
        if (!other->openFile(path, error)) {
            delete other;
            return false;
        }
        other->show();
        return true;
    }
    if (!m_session->open(path, error)) return false;
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
    return m_session->playOnSave(path, error);
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
    if (!m_session->save(path, error)) return false;
    settings::addRecentGame(path);
    showState();
    return true;
}

void MainWindow::newGame() {
    // One game: New Game goes straight to its scenarios.
    const bool several = m_games && m_games->games().size() > 1;
    const GameFrontend* game = several ? chooseGame() : nullptr;
    if (several && !game) return;
    if (!game || game->gameId() == m_gameId) {
        if (maybeSave()) chooseAndStartGame();
        return;
    }
    MainWindow* other = windowOf(*game);
    if (other->chooseAndStartGame())
        other->show();
    else
        delete other;
}

bool MainWindow::chooseAndStartGame() {
    const auto choice = m_view->chooseNewGame(this);
    if (!choice) return false;
    m_session->setHotseat(choice->hotseat);
    return startScenarioOrComplain(choice->scenarioId, choice->options, choice->seed);
}

const GameFrontend* MainWindow::chooseGame() {
    QStringList names;
    int current = 0;
    for (const GameFrontend* g : m_games->games()) {
        if (g->gameId() == m_gameId) current = static_cast<int>(names.size());
        names << g->gameName();
    }
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("New Game"));
    dialog.setLabelText(tr("Choose the game to play:"));
    dialog.setComboBoxItems(names);
    dialog.setOption(QInputDialog::UseListViewForComboBoxItems);
    dialog.setTextValue(names[current]);
    if (dialog.exec() != QDialog::Accepted) return nullptr;
    return m_games->games()[static_cast<std::size_t>(names.indexOf(dialog.textValue()))];
}

MainWindow* MainWindow::windowOf(const GameFrontend& frontend) {
    auto* window = new MainWindow(*m_games, frontend);
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (m_rememberWindow) window->restoreWindow();
    return window;
}

bool MainWindow::startScenarioOrComplain(const std::string& scenarioId, const std::map<std::string, std::string>& options,
                                              std::optional<std::uint64_t> seed) {
    QString error;
    if (startGame(scenarioId, seed, &error, options)) return true;
    QMessageBox::critical(this, tr("Cannot start the scenario"), error);
    return false;
}

void MainWindow::openGame() {
    if (!maybeSave()) return;
    const QString path = askForSavedGame(tr("Open Game"));
    if (path.isEmpty()) return;
    QString error;
    if (!openFile(path, &error)) QMessageBox::critical(this, tr("Cannot open the game"), error);
}

QString MainWindow::askForSavedGame(const QString& title) {
    const QString dir = m_session->filePath().isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                                        : QFileInfo(m_session->filePath()).absolutePath();
    return QFileDialog::getOpenFileName(this, title, dir, saveFilter());
}

void MainWindow::openReplayDialog() {
    const QString path = askForSavedGame(tr("Replay Game"));
    if (path.isEmpty()) return;
    QString error;
    if (!m_view->openReplay(path, &error)) QMessageBox::critical(this, tr("Cannot replay the game"), error);
}

bool MainWindow::saveGame() {
    if (m_session->filePath().isEmpty()) return saveGameAs();
    QString error;
    if (saveFile(m_session->filePath(), &error)) return true;
    QMessageBox::critical(this, tr("Cannot save the game"), error);
    return false;
}

bool MainWindow::saveGameAs() {
    if (!m_session->hasGame()) return false;
    const QString suggested = m_session->filePath().isEmpty()
                                  ? QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                        .filePath(QString::fromStdString(m_session->scenarioId()) + QStringLiteral(".tricorne"))
                                  : m_session->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), suggested, saveFilter());
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".tricorne");
    QString error;
    if (saveFile(path, &error)) return true;
    QMessageBox::critical(this, tr("Cannot save the game"), error);
    return false;
}

void MainWindow::exportLog() {
    if (!m_session->hasGame()) return;
    const QString base =
        m_session->filePath().isEmpty() ? QString::fromStdString(m_session->scenarioId()) : QFileInfo(m_session->filePath()).completeBaseName();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Log"),
                                                      QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(base + QStringLiteral("-log.txt")),
                                                      tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty()) return;
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Text) || out.write(m_session->logText().toUtf8()) < 0 || !out.commit())
        QMessageBox::critical(this, tr("Cannot export the log"), out.errorString());
}

bool MainWindow::maybeSave() {
    if (!m_session->hasGame() || !m_session->isModified()) return true;
    const auto answer = QMessageBox::question(this, tr("Save the game?"), tr("The game has changed since it was last saved. Save it?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return saveGame();
    return answer == QMessageBox::Discard;
}

}  // namespace tricorne::app
