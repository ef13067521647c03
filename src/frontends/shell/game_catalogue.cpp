#include "game_catalogue.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

#include "game_view.h"

namespace tricorne::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("GameCatalogue", text); }

void setError(QString* error, const QString& text) {
    if (error) *error = text;
}
}  // namespace

void GameCatalogue::add(const GameFrontend& frontend) { m_games.push_back(&frontend); }

const GameFrontend* GameCatalogue::find(std::string_view gameId) const {
    for (const GameFrontend* g : m_games)
        if (g->gameId() == gameId) return g;
    return nullptr;
}

const GameFrontend* GameCatalogue::frontendForSave(const QString& path, QString* error) const {
    if (m_games.empty()) {
        setError(error, tr("%1: no game is installed to open it").arg(QDir::toNativeSeparators(path)));
        return nullptr;
    }
    std::vector<std::string> known;
    for (const GameFrontend* g : m_games) known.push_back(g->gameId());
    const auto id = gameOfSave(path, known, error);
    return id ? find(*id) : nullptr;
}

std::optional<std::string> GameCatalogue::gameOfSave(const QString& path, const std::vector<std::string>& known, QString* error) {
    QFile in(path);
    // A file that is no save is the first game's to refuse, in its own words.
    if (!in.open(QIODevice::ReadOnly)) return known.front();
    const QJsonDocument doc = QJsonDocument::fromJson(in.readAll());
    if (!doc.isObject() || !doc.object().contains(QStringLiteral("game"))) return known.front();
    const QString file = QDir::toNativeSeparators(path);
    const QJsonValue game = doc.object().value(QStringLiteral("game"));
    if (!game.isString()) {
        setError(error, tr("%1: /game: not a string").arg(file));
        return std::nullopt;
    }
    const std::string id = game.toString().toStdString();
    if (std::find(known.begin(), known.end(), id) != known.end()) return id;
    QStringList names;
    for (const std::string& k : known) names << QString::fromStdString(k);
    setError(error, tr("%1: /game: \"%2\" is not a game Tricorne plays (it plays: %3)").arg(file, game.toString(), names.join(QStringLiteral(", "))));
    return std::nullopt;
}

}  // namespace tricorne::app
