// Playing through the window in tests: the position of a counter and clicks on the map
// where the player sees them.
#pragma once

#include <QtTest>

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QStandardPaths>
#include <QStatusBar>

#include <map>
#include <optional>
#include <string>

#include "counter_motion.h"
#include "game_controller.h"
#include "main_window.h"
#include "series_view.h"
#include "map_orders.h"
#include "map_scene.h"
#include "map_view.h"
#include "tricorne/series/data_set.h"

namespace tricorne::test {

// The real game data, with the application's folders kept apart from the user's.
inline bool loadRealData(std::optional<core::DataSet>& data) {
    QStandardPaths::setTestModeEnabled(true);
    // The tests' games play the dice of their seed, so each plays the same every run.
    app::GameController::setDefaultDiceSource(core::seededDice());
    // The tests end phases as a player would who always means it (the End Phase warning answered yes).
    app::SeriesView::setDefaultEndPhaseAnswer([](const QString&) { return true; });
    // Counters land at once, so the tests read and click them where they stand.
    app::CounterMotion::setAllowed(false);
    auto loaded = core::loadDataSet(TRICORNE_TEST_DATA_DIR);
    if (!loaded.ok()) return false;
    data = std::move(*loaded.value);
    return true;
}

inline core::HexId hexOf(const app::MainWindow& w, const std::string& id) {
    const core::GameState& s = app::seriesView(w).game().state();
    return s.pieces[static_cast<std::size_t>(*s.pieceIndex(id))].hex;
}

// A left click on a hex, where the player sees it.
inline void clickHex(app::MainWindow& w, core::HexId hex) {
    app::MapView* view = app::seriesView(w).mapView();
    view->centreOnHex(hex);
    const QPoint at = view->mapFromScene(app::seriesView(w).mapScene()->layout().centre(hex));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
}

// Clicks the stack until the unit is picked up.
inline void pickUp(app::MainWindow& w, const std::string& id) {
    for (int i = 0; i < 20 && app::seriesView(w).orders().selected() != id; ++i) clickHex(w, hexOf(w, id));
}

// Set-up (E5.1, E8.1, E8.2): clicks each counter's marked default hex, where it stands
// until placed, so the game begins as the scenario prints it.
inline void placeByClicks(app::MainWindow& w) {
    for (int i = 0; i < 10 && app::seriesView(w).game().state().step == core::Step::PlacePiece; ++i) {
        const core::GameState& s = app::seriesView(w).game().state();
        clickHex(w, s.pieces[static_cast<std::size_t>(s.placementQueue.front())].hex);
    }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);  // the set-up's buttons are gone
}

// Every text the window shows or would show on pointing: labels, buttons, tooltips,
// actions, the title, the status line and the log.
inline QStringList shownTexts(app::MainWindow& w) {
    QStringList out{w.windowTitle(), w.statusBar()->currentMessage(), app::seriesView(w).game().logText()};
    for (const QWidget* widget : w.findChildren<QWidget*>()) {
        out << widget->toolTip();
        if (const auto* l = qobject_cast<const QLabel*>(widget)) out << l->text();
        if (const auto* b = qobject_cast<const QAbstractButton*>(widget)) out << b->text() + (b->isChecked() ? QStringLiteral(" [on]") : QString());
    }
    for (const QAction* a : w.findChildren<QAction*>()) out << a->text() << a->toolTip();
    return out;
}

// A window playing the scenario from the seed, shown, autosaving into `autosave`; the
// counters the players place are placed at their default hexes unless `placeCounters` is false;
// `options` are the game's (E7.5.1 "secret-commitment=on").
inline std::unique_ptr<app::MainWindow> playingWindow(const core::DataSet& data, const std::string& scenario, std::uint64_t seed,
                                                      const QString& autosave, bool hotseat = false, bool placeCounters = true,
                                                      const std::map<std::string, std::string>& options = {}) {
    auto w = std::make_unique<app::MainWindow>(app::SeriesFrontend(data));
    app::seriesView(*w).game().setAutosavePath(autosave);
    app::seriesView(*w).game().setHotseat(hotseat);
    QString error;
    if (!w->startGame(scenario, seed, &error, options)) qWarning("%s", qPrintable(error));
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) qWarning("the window was not shown");
    if (placeCounters) placeByClicks(*w);
    return w;
}

}  // namespace tricorne::test
