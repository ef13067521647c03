// Saves and replays: a game is its scenario, options, seed and actions; loading replays
// them and checks the final state's hash.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/engine/dice.h"
#include "tricorne/series/game/game.h"
#include "tricorne/engine/save_file.h"

namespace tricorne::core {

inline constexpr const char* kSaveFormat = "tricorne-save";
inline constexpr int kSaveVersion = 1;
// The game a save names in its "game" field: the series, whichever of its volumes. A save
// without the field was written before saves named their game, all of them of this game.
inline constexpr const char* kSeriesGameId = "battles-of-the-american-revolution";

// Who sits at the screen. Not a rule: it tells the application whether to hide each
// secret choice from the other player (hotseat) or not (one person plays both sides).
enum class Players : std::uint8_t { Unrecorded, Solo, Hotseat };
std::string_view playersId(Players p);  // "", "solo", "hotseat"

struct GameRecord {
    std::string scenario;
    std::map<std::string, std::string> options;
    std::uint64_t seed = 0;
    std::vector<Action> actions;
    Players players = Players::Unrecorded;  // saves written before it was kept have none
    Dice dice = Dice::Seeded;                // saves written before it was kept held seeded dice
    // Faces rolled and then taken back by undo, the next first: the next dice rolled are these
    // again, so undoing a roll never rolls it afresh.
    std::vector<int> undoneDice{};
};

// A game in progress: its record and the state the record leads to.
class Game {
public:
    static std::optional<Game> start(const DataSet& data, const std::string& scenario, const std::map<std::string, std::string>& options,
                                     std::uint64_t seed, std::string& error);
    // Replays a record from the start; stops at the first illegal action with its error.
    static std::optional<Game> replay(const DataSet& data, const GameRecord& record, std::string& error);

    const GameState& state() const { return m_state; }
    const GameRecord& record() const { return m_record; }
    void setPlayers(Players players) { m_record.players = players; }
    void setDice(Dice dice) { m_record.dice = dice; }
    // A die's face must be the next face taken back by undo, when there is one.
    ApplyResult apply(const Action& action);
    // Rolls the die a chance node asks for: the next face taken back by undo, else a face from
    // `dice`. A record holds entropy dice from its first face drawn from entropy on.
    ApplyResult rollDie(DiceSource& dice);
    // The same, from the source of the record's kind of dice.
    ApplyResult rollDie();

    // Undo goes back one action, never past a die roll or an examined stack (7.42) unless the
    // game's "undo" option is "any" (both players agreed when the game began).
    bool canUndo() const;
    bool undo(std::string& error);

private:
    Game(const DataSet& data, GameRecord record, GameState state) : m_data(&data), m_record(std::move(record)), m_state(std::move(state)) {}
    const DataSet* m_data;
    GameRecord m_record;
    GameState m_state;
};

std::string hashHex(std::uint64_t hash);
// A save: the record, with each secret the rules have not revealed yet (12.61, E7.5.1) sealed
// (not readable as text), and savedStateHash. "dice" and "undoneDice" say where the dice
// come from and which faces come back.
nlohmann::json saveJson(const Game& game);
// Loads a save: checks its format, version, game and data hash, replays every action and checks
// the state hash. "players" is optional: a save without it loads as Players::Unrecorded, one
// without "dice" as seeded dice, one without "game" as the series game. Every failure names the field or the action at fault.
std::optional<Game> loadSave(const DataSet& data, const nlohmann::json& save, std::string& error);

}  // namespace tricorne::core
