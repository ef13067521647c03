// Games played at random by the core and opened in the window from their save.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "tricorne/series/game/random_play.h"
#include "window_test_support.h"

namespace tricorne::test {

// A game played at random until `stop` or its end, the dice drawn from its own generator.
inline std::optional<core::Game> playedAtRandom(const core::DataSet& data, const std::string& scenario, std::uint64_t seed,
                                                const std::map<std::string, std::string>& options = {},
                                                const std::function<bool(const core::GameState&)>& stop = {}) {
    std::string error;
    auto g = core::Game::start(data, scenario, options, seed, error);
    if (!g) return std::nullopt;
    core::Rng policy(seed);
    while (!core::isTerminal(g->state()) && !(stop && stop(g->state()))) {
        if (core::decision(g->state()).player == core::Player::Chance)
            g->rollDie();
        else
            g->apply(core::randomAction(g->state(), policy));
    }
    return g;
}

// A window showing the game, saved to `path` and opened as File › Open opens it; none on failure.
inline std::unique_ptr<app::MainWindow> windowOfSave(const core::DataSet& data, const core::Game& game, const QString& path) {
    std::string error;
    if (!core::writeFileAtomically(path.toStdString(), core::saveJson(game).dump(), error)) return nullptr;
    auto w = std::make_unique<app::MainWindow>(app::SeriesFrontend{data});
    app::seriesView(*w).game().setAutosavePath(QString());
    QString why;
    if (!w->openFile(path, &why)) return nullptr;
    w->show();
    return w;
}

}  // namespace tricorne::test
