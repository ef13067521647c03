#include "tricorne/series/game/save.h"
#include "tricorne/engine/json_text.h"

#include <cstdio>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <unistd.h>
#include "tricorne/engine/quoted.h"
#include "tricorne/engine/seal.h"

namespace tricorne::core {

std::optional<Game> Game::start(const DataSet& data, const std::string& scenario, const std::map<std::string, std::string>& options,
                                std::uint64_t seed, std::string& error) {
    auto state = newGame(data, scenario, options, seed, error);
    if (!state) return std::nullopt;
    return Game(data, GameRecord{scenario, options, seed, {}}, std::move(*state));
}

std::optional<Game> Game::replay(const DataSet& data, const GameRecord& record, std::string& error) {
    auto game = start(data, record.scenario, record.options, record.seed, error);
    if (!game) return std::nullopt;
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        auto r = core::apply(game->m_state, record.actions[i]);
        if (!r.ok()) {
            error = "action " + std::to_string(i) + " (" + describe(record.actions[i]) + "): " + r.error;
            return std::nullopt;
        }
        game->m_record.actions.push_back(record.actions[i]);
    }
    game->m_record.players = record.players;
    game->m_record.dice = record.dice;
    game->m_record.undoneDice = record.undoneDice;
    return game;
}

ApplyResult Game::apply(const Action& action) {
    const auto* roll = std::get_if<RollDie>(&action);
    auto& undone = m_record.undoneDice;
    // 2.3: a die taken back by undo was rolled all the same: the face it showed comes back.
    if (roll && !undone.empty() && roll->value != undone.front()) {
        ApplyResult refused;
        refused.error = "2.3: this die was rolled before and taken back: it comes back as the " + std::to_string(undone.front()) + " it showed";
        return refused;
    }
    auto r = core::apply(m_state, action);
    if (!r.ok()) return r;
    m_record.actions.push_back(action);
    if (roll && !undone.empty()) undone.erase(undone.begin());
    return r;
}

ApplyResult Game::rollDie(DiceSource& dice) {
    if (!m_record.undoneDice.empty()) return apply(RollDie{m_record.undoneDice.front()});
    auto r = apply(RollDie{dice.roll(m_state.rng, kD10Sides)});
    if (r.ok() && dice.kind() == Dice::Entropy) m_record.dice = Dice::Entropy;
    return r;
}

ApplyResult Game::rollDie() {
    if (m_record.dice == Dice::Entropy) return rollDie(entropyDice());
    return rollDie(seededDice());
}

bool Game::canUndo() const {
    if (m_record.actions.empty()) return false;
    if (m_state.options.count("undo") && m_state.options.at("undo") == "any") return true;
    // 7.42: a look into an enemy stack cannot be unseen: like a die, it is as far as undo reaches.
    return !std::holds_alternative<RollDie>(m_record.actions.back()) && !std::holds_alternative<Examine>(m_record.actions.back());
}

bool Game::undo(std::string& error) {
    if (!canUndo()) {
        error = m_record.actions.empty()                                    ? "nothing to undo"
                : std::holds_alternative<Examine>(m_record.actions.back()) ? "7.42: a stack has been examined: what was seen cannot be taken back"
                                                                             : "a die has been rolled: undo reaches back only to the last roll";
        return false;
    }
    GameRecord shorter = m_record;
    if (const auto* roll = std::get_if<RollDie>(&shorter.actions.back())) shorter.undoneDice.insert(shorter.undoneDice.begin(), roll->value);
    shorter.actions.pop_back();
    auto replayed = replay(*m_data, shorter, error);
    if (!replayed) return false;
    *this = std::move(*replayed);
    return true;
}

std::string_view playersId(Players p) {
    switch (p) {
        case Players::Solo: return "solo";
        case Players::Hotseat: return "hotseat";
        case Players::Unrecorded: break;
    }
    return "";
}

std::string hashHex(std::uint64_t hash) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash));
    return buf;
}

namespace {
// Every sealed action is this long, so its length does not tell one tactic from another.
constexpr std::size_t kSealedLength = 64;

nlohmann::json sealAction(const Action& action) { return engine::sealJson(toJson(action), kSealedLength); }

std::optional<Action> unsealAction(const nlohmann::json& sealed, std::string& error) {
    const char* what = "a sealed tactic or militia note";
    const auto json = engine::unsealJson(sealed, kSealedLength, what, error);
    if (!json) return std::nullopt;
    std::string why;
    auto action = actionFromJson(*json, why);
    if (!action || !(std::holds_alternative<ChooseTactic>(*action) || std::holds_alternative<Commit>(*action))) {
        error = "/secret: not " + std::string(what) + " (damaged or edited)";
        return std::nullopt;
    }
    return action;
}

// The actions of the record that are secrets the rules have not revealed at its end.
std::vector<bool> unrevealedActions(const Game& game) {
    const auto& actions = game.record().actions;
    std::vector<bool> secret(actions.size(), false);
    const bool tactic = tacticUnrevealed(game.state()), note = noteUnrevealed(game.state());
    bool tacticFound = false;
    for (std::size_t i = actions.size(); i-- > 0;) {
        // 12.61: the attacker's tactic is the last one chosen; E7.5.1: the note is made once.
        if (tactic && !tacticFound && std::holds_alternative<ChooseTactic>(actions[i])) secret[i] = tacticFound = true;
        if (note && std::holds_alternative<Commit>(actions[i])) secret[i] = true;
    }
    return secret;
}
}  // namespace

nlohmann::json saveJson(const Game& game) {
    const auto& r = game.record();
    nlohmann::json actions = nlohmann::json::array();
    const std::vector<bool> secret = unrevealedActions(game);
    for (std::size_t i = 0; i < r.actions.size(); ++i) actions.push_back(secret[i] ? sealAction(r.actions[i]) : toJson(r.actions[i]));
    nlohmann::json save = {{"format", kSaveFormat},
                           {"version", kSaveVersion},
                           {"game", kSeriesGameId},
                           {"scenario", r.scenario},
                           {"dataHash", hashHex(game.state().data->scenarioHash(r.scenario))},
                           {"options", r.options},
                           {"seed", std::to_string(r.seed)},
                           {"actions", actions},
                           {"turn", game.state().turn},
                           {"phase", phaseId(game.state().phase)},
                           {"stateHash", hashHex(savedStateHash(game.state()))},
                           {"dice", diceId(r.dice)}};
    if (!r.undoneDice.empty()) save["undoneDice"] = r.undoneDice;
    if (r.players != Players::Unrecorded) save["players"] = playersId(r.players);
    return save;
}

namespace {
// An option's name as a JSON pointer token (RFC 6901): "~" and "/" escaped.
std::string optionPointer(const std::string& name) {
    std::string out = "/options/";
    for (char c : shortened(name)) out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
    return out;
}
}  // namespace

std::optional<Game> loadSave(const DataSet& data, const nlohmann::json& save, std::string& error) {
    auto field = [&](const char* key, bool (nlohmann::json::*is)() const noexcept, const char* what) -> const nlohmann::json* {
        if (!save.is_object() || !save.contains(key) || !(save[key].*is)()) {
            error = std::string("/") + key + ": " + what;
            return nullptr;
        }
        return &save[key];
    };
    const auto* format = field("format", &nlohmann::json::is_string, "missing or not a string");
    if (!format) return std::nullopt;
    if (*format != kSaveFormat) {
        error = "/format: " + quotedJson(*format) + " is not a Tricorne save";
        return std::nullopt;
    }
    const auto* version = field("version", &nlohmann::json::is_number_integer, "missing or not an integer");
    if (!version) return std::nullopt;
    if (*version != kSaveVersion) {
        error = "/version: version " + version->dump() + " is not supported (this build reads " + std::to_string(kSaveVersion) + ")";
        return std::nullopt;
    }
    if (save.contains("game") && save["game"] != kSeriesGameId) {
        error = "/game: " + quotedJson(save["game"]) + " is not a game this build plays (it plays " + quotedValue(kSeriesGameId) + ")";
        return std::nullopt;
    }
    const auto* scenario = field("scenario", &nlohmann::json::is_string, "missing or not a string");
    const auto* dataHash = scenario ? field("dataHash", &nlohmann::json::is_string, "missing or not a string") : nullptr;
    const auto* options = dataHash ? field("options", &nlohmann::json::is_object, "missing or not an object") : nullptr;
    const auto* seed = options ? field("seed", &nlohmann::json::is_string, "missing or not a string of digits") : nullptr;
    const auto* actions = seed ? field("actions", &nlohmann::json::is_array, "missing or not a list") : nullptr;
    const auto* hash = actions ? field("stateHash", &nlohmann::json::is_string, "missing or not a string") : nullptr;
    if (!hash) return std::nullopt;
    if (const std::string& id = scenario->get_ref<const std::string&>(); !data.scenario(id)) {
        error = "/scenario: " + quotedValue(id) +
                (data.brokenScenarios.count(id) ? " cannot be played: its file does not load\n" + describeBrokenScenario(data, id) : " is not a scenario");
        return std::nullopt;
    }
    // The hash of the files the scenario reads; a save written before it was kept holds the
    // whole data folder's hash, which still loads while the folder is unchanged.
    const std::string expected = hashHex(data.scenarioHash(scenario->get<std::string>()));
    if (dataHash->get<std::string>() != expected && dataHash->get<std::string>() != hashHex(data.contentHash)) {
        error = "/dataHash: the game was played with other data files (" + shortened(dataHash->get<std::string>()) + ", these are " + expected + ")";
        return std::nullopt;
    }
    GameRecord record;
    record.scenario = scenario->get<std::string>();
    for (auto it = options->begin(); it != options->end(); ++it) {
        if (!it.value().is_string()) {
            error = optionPointer(it.key()) + ": " + quotedJson(it.value()) + " is not a string";
            return std::nullopt;
        }
        record.options[it.key()] = it.value().get<std::string>();
    }
    const std::string seedText = seed->get<std::string>();
    if (seedText.empty() || seedText.size() > 20 || seedText.find_first_not_of("0123456789") != std::string::npos) {
        error = "/seed: " + quotedValue(seedText) + " is not a number";
        return std::nullopt;
    }
    try {
        record.seed = std::stoull(seedText);
    } catch (const std::exception&) {
        error = "/seed: " + quotedValue(seedText) + " is too large";
        return std::nullopt;
    }
    for (std::size_t i = 0; i < actions->size(); ++i) {
        std::string why;
        const auto& json = (*actions)[i];
        const bool sealed = engine::isSealed(json);
        auto a = sealed ? unsealAction(json, why) : actionFromJson(json, why);
        if (!a) {
            error = "/actions/" + std::to_string(i) + (sealed ? "" : ": ") + why;
            return std::nullopt;
        }
        record.actions.push_back(*a);
    }
    if (save.contains("dice")) {
        const auto& dice = save["dice"];
        if (dice == diceId(Dice::Seeded))
            record.dice = Dice::Seeded;
        else if (dice == diceId(Dice::Entropy))
            record.dice = Dice::Entropy;
        else {
            error = "/dice: " + dice.dump() + " is neither \"seeded\" nor \"entropy\"";
            return std::nullopt;
        }
    }
    if (save.contains("undoneDice")) {
        const auto& undone = save["undoneDice"];
        if (!undone.is_array()) {
            error = "/undoneDice: not a list";
            return std::nullopt;
        }
        for (std::size_t i = 0; i < undone.size(); ++i) {
            if (!undone[i].is_number_integer() || undone[i].get<std::int64_t>() < 0 || undone[i].get<std::int64_t>() > 9) {
                error = "/undoneDice/" + std::to_string(i) + ": not a die's face (0-9)";
                return std::nullopt;
            }
            record.undoneDice.push_back(undone[i].get<int>());
        }
    }
    if (save.contains("players")) {
        const auto& players = save["players"];
        if (players == playersId(Players::Solo))
            record.players = Players::Solo;
        else if (players == playersId(Players::Hotseat))
            record.players = Players::Hotseat;
        else {
            error = "/players: " + quotedJson(players) + " is neither \"solo\" nor \"hotseat\"";
            return std::nullopt;
        }
    }
    std::string why;
    if (!Game::start(data, record.scenario, record.options, record.seed, why)) {
        // The option at fault is the first one that cannot start the game by itself.
        for (const auto& [name, value] : record.options)
            if (!Game::start(data, record.scenario, {{name, value}}, record.seed, why)) {
                error = optionPointer(name) + ": " + why;
                return std::nullopt;
            }
        error = "/options: " + why;
        return std::nullopt;
    }
    auto game = Game::replay(data, record, why);
    if (!game) {
        error = "/actions: " + why;
        return std::nullopt;
    }
    // A save written before secrets were sealed recorded the hash of the whole state.
    const std::string saved = hash->get<std::string>();
    if (hashHex(savedStateHash(game->state())) != saved && hashHex(stateHash(game->state())) != saved) {
        // The hash the actions lead to is not printed: it would only be copied into the file.
        error = "/stateHash: the actions do not lead to the state this save recorded: the file was damaged or edited after it was written";
        return std::nullopt;
    }
    return game;
}

}  // namespace tricorne::core
