// The games the application plays, each by its front end: File › New Game names them, and a
// save is opened by the game its "game" field names.
#pragma once

#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tricorne::app {

class GameFrontend;

class GameCatalogue {
public:
    // The first game added is the one a save naming no game belongs to (saves written
    // before the field existed). Each frontend must outlive the catalogue.
    void add(const GameFrontend& frontend);
    const std::vector<const GameFrontend*>& games() const { return m_games; }
    const GameFrontend* find(std::string_view gameId) const;

    // The game a save belongs to, by its "game" field; null with the reason naming the field
    // and the file when it names a game not in the catalogue. A file that cannot be read as
    // a save goes to the first game, whose session says what is wrong with it.
    const GameFrontend* frontendForSave(const QString& path, QString* error) const;

    // The id of the game a save belongs to, among the games known (the first when it names
    // none); nullopt with the reason naming the field and the file when it names another.
    static std::optional<std::string> gameOfSave(const QString& path, const std::vector<std::string>& known, QString* error);

private:
    std::vector<const GameFrontend*> m_games;
};

}  // namespace tricorne::app
