#include "block_app.h"

#include <QApplication>
#include <QMessageBox>
#include <QPainter>

#include <cstdio>

#include "block_game_view.h"
#include "campaign_map_view.h"
#include "game_catalogue.h"
#include "game_session.h"
#include "main_window.h"
#include "screenshot.h"

namespace tricorne::app {

namespace {
constexpr std::uint64_t kScreenshotSeed = 1;  // the same picture each run

void printLine(const QString& text) { std::fprintf(stderr, "%s\n", text.toLocal8Bit().constData()); }
}  // namespace

QString blockDataDir(const std::string& dataDir) { return QString::fromStdString(dataDir + "/" + block::kBlockGameFolder); }

std::unique_ptr<block::BlockData> loadBlockGame(const std::string& dataDir) {
    const QString dir = blockDataDir(dataDir);
    auto loaded = block::loadBlockData(dir.toStdString(), std::string("data/") + block::kBlockGameFolder);
    if (!loaded.value) {
        for (const auto& e : loaded.errors) printLine(QString::fromStdString(e.str()));
        return nullptr;
    }
    return std::make_unique<block::BlockData>(std::move(*loaded.value));
}

bool wantsBlockGame(const CommandLine& cl) {
    if (cl.gameId == QString::fromStdString(std::string(block::BlockGame::kId))) return true;
    const QString save = cl.gameFile.isEmpty() ? cl.replayFile : cl.gameFile;
    if (save.isEmpty()) return false;
    QString error;
    const auto id = GameCatalogue::gameOfSave(save, {"series", std::string(block::BlockGame::kId)}, &error);
    return id && *id == block::BlockGame::kId;
}

int takeBlockScreenshot(const block::BlockData& data, const QString& dataDir, const CommandLine& cl) {
    MainWindow window{BlockFrontend{data, dataDir}};
    window.session().setAutosavePath(QString());
    QString error;
    if (cl.gameFile.isEmpty() ? !window.startGame(cl.scenarioId.toStdString(), kScreenshotSeed, &error) : !window.openFile(cl.gameFile, &error)) {
        printLine(QApplication::translate("Tricorne", "tricorne: error: %1").arg(error));
        return 1;
    }
    if (cl.hotseat) window.setHotseat(true);
    window.resize(cl.screenshot->size);
    window.show();
    QApplication::processEvents();
    blockView(window).mapView()->fitBoard();
    QApplication::processEvents();
    QImage image = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
    // The end of the game: its message over the middle of the window, as the players see it.
    if (auto* outcome = window.findChild<QMessageBox*>(QStringLiteral("blockOutcome")); outcome && outcome->isVisible()) {
        const QPixmap box = outcome->grab();
        QPainter painter(&image);
        painter.drawPixmap((image.width() - box.width()) / 2, (image.height() - box.height()) / 2, box);
    }
    if (!writeImage(image, cl.screenshot->file, &error)) {
        printLine(QApplication::translate("Tricorne", "tricorne: error: %1").arg(error));
        return 3;
    }
    return 0;
}

}  // namespace tricorne::app
