#include "app_main.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFileInfo>
#include <QImageWriter>
#include <QMessageBox>
#include <QPainter>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <limits>
#include <optional>
#include <set>
#include <string_view>

#include "app_bench.h"
#include "block_app.h"
#include "block_game_view.h"
#include "command_line.h"
#include "computer_play.h"
#include "game_catalogue.h"
#include "game_controller.h"
#include "chart_pages.h"
#include "main_window.h"
#include "series_options.h"
#include "series_view.h"
#include "session_files.h"
#include "map_orders.h"
#include "map_scene.h"
#include "map_view.h"
#include "replay_window.h"
#include "scenario_start.h"
#include "screenshot.h"
#include "settings.h"
#include "tricorne/engine/data_location.h"
#include "tricorne/series/data_set.h"
#include "tricorne/engine/dice.h"

namespace tricorne::app {

namespace {
constexpr std::uint64_t kScreenshotSeed = 1;  // a scenario's screenshot is the same picture each run

QString tr(const char* text) { return QCoreApplication::translate("Tricorne", text); }

// What --help says the application is.
QString description() { return tr("Tricorne: GMT's Saratoga 1777 with every rule enforced."); }

void printErrors(const core::DataErrors& errors) {
    for (const auto& e : errors) std::fprintf(stderr, "%s\n", e.str().c_str());
}

void printLine(const QString& text, std::FILE* to) { std::fprintf(to, "%s\n", text.toLocal8Bit().constData()); }

// Names the scenarios when asked for one the data does not have.
bool knowsScenario(const core::DataSet& data, const QString& id) {
    if (data.scenario(id.toStdString())) return true;
    if (data.brokenScenarios.count(id.toStdString())) {
        printLine(tr("tricorne: error: the scenario \"%1\" cannot be played: its file does not load\n%2")
                      .arg(id, QString::fromStdString(core::describeBrokenScenario(data, id.toStdString()))),
                  stderr);
        return false;
    }
    QStringList ids;
    for (const auto& s : data.scenarios) ids << QString::fromStdString(s.id);
    printLine(tr("tricorne: error: no scenario \"%1\"; the scenarios are: %2").arg(id, ids.join(QStringLiteral(", "))), stderr);
    return false;
}

int writeShot(const QImage& image, const QString& file) {
    QString error;
    if (writeImage(image, file, &error)) return 0;
    printLine(tr("tricorne: error: %1").arg(error), stderr);
    return 3;
}

int writeWidgetShot(QWidget& widget, const QString& file) {
    QApplication::processEvents();
    return writeShot(widget.grab().toImage(), file);
}

// `pointer`: the hex the pointer rests on, once the window is shown (9.2: the route to it).
int writeWindowShot(MainWindow& window, const MapFrame& frame, const QString& file, std::optional<core::HexId> pointer = std::nullopt) {
    SeriesView& view = seriesView(window);
    window.resize(frame.size);
    window.show();
    QApplication::processEvents();
    if (frame.zoom) view.mapView()->setZoom(*frame.zoom);
    if (frame.centre) view.mapView()->centerOn(*frame.centre);
    QApplication::processEvents();
    if (pointer) view.pointAt(*pointer);
    QImage image = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
    // A finished game: the victory dialog over the middle of the window, as the players see it.
    if (VictoryDialog* victory = view.victoryDialog(); victory && victory->isVisible()) {
        const QPixmap dialog = victory->grab();
        QPainter painter(&image);
        painter.drawPixmap((image.width() - dialog.width()) / 2, (image.height() - dialog.height()) / 2, dialog);
    }
    return writeShot(image, file);
}

// Runs the window until `done` holds, for at most `limitMs`; false when it never did.
bool waitUntil(const std::function<bool()>& done, int limitMs) {
    const QDeadlineTimer deadline(limitMs);
    while (!done()) {
        if (deadline.hasExpired()) return false;
        QApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    }
    return true;
}

// The computer thinking on its decision (part way along), or its hint for the person's decision, in the window shown.
int showComputer(MainWindow& window, const ScreenshotOptions& shot, const SeriesOptions& series) {
    constexpr int kLimitMs = 120000;
    constexpr double kPartWay = 0.3;
    SeriesView& view = seriesView(window);
    window.resize(shot.size);
    window.show();
    QApplication::processEvents();
    ComputerPlay& computer = view.computer();
    if (series.thinking) {
        if (!view.game().computerToAct()) {
            printLine(tr("tricorne: error: --thinking: the decision in hand is not the computer's"), stderr);
            return 2;
        }
        // Ten seconds of thinking, so that the picture catches it part way whatever the machine.
        constexpr long kThinkingMs = 10000;
        computer.setBudget({0, kThinkingMs});
        computer.setPaused(false);
        if (!waitUntil([&] { return computer.thinking() && computer.progress() >= kPartWay; }, kLimitMs)) {
            printLine(tr("tricorne: error: --thinking: the computer did not start thinking"), stderr);
            return 3;
        }
        computer.setDelay(std::numeric_limits<int>::max() / 2);  // its answer is not played before the picture
    }
    if (series.hint) {
        if (!computer.requestHint() || !waitUntil([&] { return computer.hint().has_value(); }, kLimitMs)) {
            printLine(tr("tricorne: error: --hint: the decision in hand is not a person's to make"), stderr);
            return 2;
        }
    }
    return 0;
}

// A position drawn by the window that plays it (not shown): a unit picked up, a hex selected
// or a line of sight traced, as the options ask.
int shootPosition(MainWindow& window, const ScreenshotOptions& shot, const SeriesOptions& series) {
    SeriesView& view = seriesView(window);
    QString error;
    MapScene& scene = *view.mapScene();
    if (series.centre && !scene.map().contains(*series.centre)) {
        printLine(tr("tricorne: error: --center %1 is not on the map").arg(QString::fromStdString(series.centre->str())), stderr);
        return 2;
    }
    MapFrame frame{shot.size, std::nullopt, shot.zoom};
    if (const auto hex = core::HexId::parse(series.select.toStdString()); hex && scene.map().contains(*hex)) {
        // A hex: selected, its stack listed in the Stack panel (7.42: as the player to act sees it).
        view.inspectHex(*hex);
        frame.centre = scene.layout().centre(*hex);
    } else if (!series.select.isEmpty()) {
        view.pickUp(series.select.toStdString());
        if (!view.orders().selected()) {
            printLine(tr("tricorne: error: --select %1: no such unit may act now").arg(series.select), stderr);
            return 2;
        }
        if (const auto piece = view.game().state().pieceIndex(series.select.toStdString()))
            frame.centre = scene.layout().centre(view.game().state().pieces[static_cast<std::size_t>(*piece)].hex);
    }
    if (!series.route.empty()) {
        // 9.2: the waypoints Ctrl+clicked, and the pointer resting on the end.
        for (std::size_t i = 0; i + 1 < series.route.size(); ++i) view.orders().addWaypoint(series.route[i]);
        frame.centre = scene.layout().centre(series.route.back());
    }
    if (series.sight) {
        if (!scene.map().contains(series.sight->first) || !scene.map().contains(series.sight->second)) {
            printLine(tr("tricorne: error: --sight: both hexes must be on the map"), stderr);
            return 2;
        }
        view.showSight(series.sight->first, series.sight->second);
        frame.centre = (scene.layout().centre(series.sight->first) + scene.layout().centre(series.sight->second)) / 2.0;
    }
    if (series.centre) frame.centre = scene.layout().centre(*series.centre);
    if (!series.chart.isEmpty()) {
        // The Charts window as F1 or Help opens it, docked to the right of the panels, under half the window wide.
        if (const auto chart = charts::fromId(series.chart)) view.openChart(static_cast<int>(*chart));
        else view.chartsAction()->trigger();
        window.addDockWidget(Qt::RightDockWidgetArea, view.chartsDock(), Qt::Horizontal);
        view.chartsDock()->setFloating(false);
        view.chartsDock()->show();
        window.resize(frame.size);
        window.resizeDocks({view.chartsDock()}, {frame.size.width() * 9 / 20}, Qt::Horizontal);
    }
    if (!series.logKinds.empty()) view.focusLog(series.logKinds);
    if (series.thinking || series.hint)
        if (const int status = showComputer(window, shot, series); status != 0) return status;
    if (series.rule) {
        // The entry's tab comes forward in a window laid out on the screen.
        window.resize(shot.size);
        window.show();
        QApplication::processEvents();
        view.openRuleEntry(*series.rule);
    }
    if (shot.window) return writeWindowShot(window, frame, shot.file, series.route.empty() ? std::nullopt : std::optional(series.route.back()));
    if (!writeMapImage(scene, frame, shot.file, &error)) {
        printLine(tr("tricorne: error: %1").arg(error), stderr);
        return 3;
    }
    return 0;
}

// A saved game's position, or a scenario's start with its dice seeded so that each run draws the same picture.
int takePositionScreenshot(const core::DataSet& data, const CommandLine& cl, const SeriesOptions& series) {
    if (cl.gameFile.isEmpty()) GameController::setDefaultDiceSource(core::seededDice());
    MainWindow window{SeriesFrontend{data}};
    seriesView(window).game().setAutosavePath(QString());
    QString error;
    if (cl.gameFile.isEmpty() ? !window.startGame(cl.scenarioId.toStdString(), kScreenshotSeed, &error) : !window.openFile(cl.gameFile, &error)) {
        printLine(tr("tricorne: error: %1").arg(error), stderr);
        return 1;
    }
    if (cl.hotseat) window.setHotseat(true);
    seriesView(window).computer().setSeed(kScreenshotSeed);
    if (series.computer.any()) {
        // Still until the picture asks for its thinking.
        seriesView(window).computer().setPaused(true);
        seriesView(window).game().setComputer(series.computer);
        if (!seriesView(window).game().computerToAct()) seriesView(window).computer().setPaused(false);
    }
    return shootPosition(window, *cl.screenshot, series);
}

// A replay window at the position asked for.
int takeReplayScreenshot(const core::DataSet& data, const CommandLine& cl) {
    MainWindow window{SeriesFrontend{data}};
    window.session().setAutosavePath(QString());
    QString error;
    ReplayWindow* replay = seriesView(window).openReplay(cl.replayFile, &error);
    if (!replay) {
        printLine(tr("tricorne: error: %1").arg(error), stderr);
        return 1;
    }
    replay->resize(cl.screenshot->size);
    QApplication::processEvents();
    replay->setPosition(static_cast<std::size_t>(cl.replayAt));
    return writeWidgetShot(*replay, cl.screenshot->file);
}

int takeScreenshot(const core::DataSet& data, const CommandLine& cl, const SeriesOptions& series) {
    if (!cl.replayFile.isEmpty()) return takeReplayScreenshot(data, cl);
    if (!cl.gameFile.isEmpty() || cl.screenshot->window || !series.select.isEmpty() || series.sight)
        return takePositionScreenshot(data, cl, series);
    const ScreenshotOptions& shot = *cl.screenshot;
    core::DataErrors errors;
    auto start = ScenarioStart::resolve(data, cl.scenarioId.toStdString(), errors);
    if (!start) {
        printErrors(errors);
        return 1;
    }
    if (series.centre && !start->map->contains(*series.centre)) {
        printLine(tr("tricorne: error: --center %1 is not on the map").arg(QString::fromStdString(series.centre->str())), stderr);
        return 2;
    }
    MapScene scene(*start->map, *start->counters);
    scene.showDeployment(start->deployment);
    MapFrame frame{shot.size, std::nullopt, shot.zoom};
    if (series.centre) frame.centre = scene.layout().centre(*series.centre);
    QString error;
    if (!writeMapImage(scene, frame, shot.file, &error)) {
        printLine(tr("tricorne: error: %1").arg(error), stderr);
        return 3;
    }
    return 0;
}

// Printed for a terminal and shown for a player who started the application from a file manager, where stderr goes nowhere.
int refuse(const QString& title, const QString& error) {
    printLine(tr("tricorne: error: %1").arg(error), stderr);
    QMessageBox::critical(nullptr, title, error);
    return 1;
}

// Without a game file: the last session's game when it crashed and the player recovers it,
// or when the preferences say to continue; else the scenario asked for (the Campaign).
bool startSession(MainWindow& window, const CommandLine& cl, QString* error) {
    const bool crashed = settings::lastSessionEndedUncleanly();
    session_files::keepLastSession();
    const bool left = QFileInfo(session_files::lastSessionPath()).isFile();
    bool resume = left && !cl.scenarioGiven && settings::Preferences::load().onStart == settings::OnStart::ContinueLastGame;
    if (left && crashed && !resume)
        resume = QMessageBox::question(nullptr, tr("Recover the last game?"),
                                       tr("Tricorne did not close properly last time. Recover the game it was playing, as it was "
                                          "saved automatically at its last phase?"),
                                       QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
    QString why;
    if (resume && window.continueLastGame(&why)) return true;
    if (resume) printLine(tr("tricorne: the last game cannot be continued: %1").arg(why), stderr);
    return window.startGame(cl.scenarioId.toStdString(), std::nullopt, error);
}
}  // namespace

std::optional<int> answerWithoutDisplay(int& argc, char** argv) {
    static const std::set<std::string_view> kAnswers{"-h", "-?", "--help", "--help-all", "-v", "--version"};
    if (std::none_of(argv + 1, argv + argc, [](const char* a) { return kAnswers.count(a) > 0; })) return std::nullopt;
    const QCoreApplication app(argc, argv);  // for the program's name in the usage line
    SeriesOptions series;
    const CommandLineResult parsed = parseCommandLine(QCoreApplication::arguments(), description(), series);
    if (parsed.options || parsed.exitCode != 0) return std::nullopt;  // "--help" was an option's value, or Qt's own options are there
    printLine(parsed.message, stdout);
    return 0;
}

int run(const QStringList& arguments) {
    SeriesOptions series;
    const CommandLineResult parsed = parseCommandLine(arguments, description(), series);
    if (!parsed.options) {
        if (parsed.exitCode == 0)
            printLine(parsed.message, stdout);
        else
            printLine(tr("tricorne: error: %1 (see --help)").arg(parsed.message), stderr);
        return parsed.exitCode;
    }
    const CommandLine& cl = *parsed.options;
    const std::string dir =
        cl.dataDir.isEmpty() ? core::findDataDir(QCoreApplication::applicationDirPath().toStdString()) : cl.dataDir.toStdString();
    auto loaded = core::loadDataSet(dir);
    // A broken scenario file stops that scenario only: it is reported when chosen.
    if (!loaded.value) {
        printErrors(loaded.errors);
        if (!cl.screenshot && !cl.bench && !cl.benchStart) {
            QStringList lines;
            for (const auto& e : loaded.errors) lines << QString::fromStdString(e.str());
            QMessageBox::critical(nullptr, tr("Tricorne"), tr("The game data in %1 could not be loaded:\n\n%2")
                                                                 .arg(QString::fromStdString(dir), lines.mid(0, 30).join(QLatin1Char('\n'))));
        }
        return 1;
    }
    printErrors(loaded.errors);  // a broken scenario file's, if any; the others play
    const core::DataSet& data = *loaded.value;
    // The block game plays beside the series when its data is there.
    const std::unique_ptr<block::BlockData> blockData = loadBlockGame(dir);
    const bool blockWanted = wantsBlockGame(cl);
    if (blockWanted && !blockData) {
        printLine(tr("tricorne: error: the block game's data in %1 does not load").arg(blockDataDir(dir)), stderr);
        return 1;
    }
    if (blockWanted && cl.screenshot) return takeBlockScreenshot(*blockData, blockDataDir(dir), cl);
    // Without --scenario: the Campaign, or the first scenario of data that has none.
    CommandLine chosen = cl;
    if (!cl.scenarioGiven && !data.scenario(cl.scenarioId.toStdString()) && !data.scenarios.empty())
        chosen.scenarioId = QString::fromStdString(data.scenarios.front().id);
    if (!blockWanted && !knowsScenario(data, chosen.scenarioId)) return 2;
    if (chosen.screenshot) return takeScreenshot(data, chosen, series);
    if (chosen.bench) return runBench(data, QCoreApplication::applicationFilePath());

    // The games this application plays; a save given opens in a window of the game it names.
    QString error;
    const SeriesFrontend seriesGame{data};
    GameCatalogue games;
    games.add(seriesGame);
    std::optional<BlockFrontend> blockGame;
    if (blockData) games.add(blockGame.emplace(*blockData, blockDataDir(dir)));
    const GameFrontend* game = blockWanted ? static_cast<const GameFrontend*>(&*blockGame) : &seriesGame;
    if (!chosen.gameFile.isEmpty() && !(game = games.frontendForSave(chosen.gameFile, &error)))
        return refuse(tr("Cannot open the game"), error);
    MainWindow window{games, *game};
    window.setHotseat(chosen.hotseat || (!chosen.benchStart && settings::Preferences::load().hotseat));
    if (chosen.benchStart) {
        window.session().setAutosavePath(QString());
        return window.startGame("campaign", 1, &error) ? runColdStart(window) : 1;
    }
    if (!chosen.replayFile.isEmpty() && blockWanted) {
        QWidget* replay = window.view().openReplay(chosen.replayFile, &error);
        if (!replay) return refuse(tr("Cannot open the replay"), error);
        return QApplication::exec();
    }
    if (!chosen.replayFile.isEmpty()) {
        // The game window stays hidden until the player plays on from the replay.
        ReplayWindow* replay = seriesView(window).openReplay(chosen.replayFile, &error);
        if (!replay) return refuse(tr("Cannot open the replay"), error);
        replay->setPosition(static_cast<std::size_t>(chosen.replayAt));
        return QApplication::exec();
    }
    if (chosen.gameFile.isEmpty() ? !startSession(window, chosen, &error) : !window.openFile(chosen.gameFile, &error))
        return refuse(chosen.gameFile.isEmpty() ? tr("Cannot start the game") : tr("Cannot open the game"), error);
    // A saved game is played as it was saved, unless --hotseat asks for the curtain or --computer for the computer.
    if (chosen.hotseat) window.setHotseat(true);
    if (series.computer.any() && !blockWanted) seriesView(window).game().setComputer(series.computer);
    window.restoreWindow();
    window.show();
    settings::markSessionRunning(true);
    const int status = QApplication::exec();
    settings::markSessionRunning(false);
    return status;
}

}  // namespace tricorne::app
