#include "game_controller.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

#include "counter_text.h"
#include "tricorne/engine/json_text.h"

namespace tricorne::app {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }

void setError(QString* error, const QString& text) {
    if (error) *error = text;
}

core::DiceSource* defaultDice = &core::entropyDice();

// The players a save names (its "computer" field); people on both sides when it names none.
ComputerPlayers computerOf(const QString& path) {
    std::string why;
    const auto text = core::readTextFile(path.toStdString(), why);
    const auto json = text ? core::parseJsonText(*text, why) : std::nullopt;
    return json ? ComputerPlayers::fromSave(*json) : ComputerPlayers{};
}

}  // namespace

QString GameController::playerName(core::Player player) {
    switch (player) {
        case core::Player::American: return tr("American");
        case core::Player::British: return tr("British");
        case core::Player::Chance: return tr("Dice");
        case core::Player::None: return QString();
    }
    return QString();
}

GameController::GameController(const core::DataSet& data, QObject* parent) : GameSession(parent), m_data(data), m_dice(defaultDice) {}

void GameController::setDefaultDiceSource(core::DiceSource& source) { defaultDice = &source; }

void GameController::setHotseat(bool hotseat) {
    m_hotseat = hotseat;
    if (m_game) m_game->setPlayers(hotseat ? core::Players::Hotseat : core::Players::Solo);
}

std::string GameController::scenarioId() const { return m_game ? m_game->state().scenario->id : std::string(); }

QString GameController::scenarioName() const { return m_game ? qs(m_game->state().scenario->name) : QString(); }

QString GameController::undoName() const {
    return canUndo() ? counter_text::withNames(core::describe(m_game->record().actions.back()), *state().counters) : QString();
}

QString GameController::redoName() const {
    return canRedo() ? counter_text::withNames(core::describe(*redoAction()), *state().counters) : QString();
}

bool GameController::playOnSave(const QString& path, QString* error) {
    auto game = readSave(m_data, path, error);
    if (!game) return false;
    setComputer(computerOf(path));
    playOn(std::move(*game));
    return true;
}

core::Decision GameController::decision() const { return m_game ? core::decision(m_game->state()) : core::Decision{}; }

const std::vector<core::Action>& GameController::legalActions() const {
    static const std::vector<core::Action> kNone;
    if (!m_game) return kNone;
    if (!m_legal) m_legal = core::legalActions(m_game->state());
    return *m_legal;
}

void GameController::invalidate() { m_legal.reset(); }

bool GameController::newGame(const std::string& scenarioId, const std::map<std::string, std::string>& options, std::uint64_t seed,
                             QString* error) {
    std::string why;
    auto game = core::Game::start(m_data, scenarioId, options, seed, why);
    if (!game) {
        setError(error, qs(why));
        return false;
    }
    m_game = std::move(game);
    m_game->setDice(m_dice->kind());
    setHotseat(m_hotseat);
    m_log.clear();
    m_lastRolls.clear();
    m_redo.clear();
    m_filePath.clear();
    invalidate();
    QString rollError;
    rollForChance(&rollError);
    m_modified = false;
    emit gameReplaced();
    emit logChanged();
    if (!m_lastRolls.empty()) emit diceRolled(m_lastRolls);
    return true;
}

void GameController::record(const core::Action& action, const std::vector<core::Event>& events, const QString& placeBefore) {
    appendLog(m_log, m_game->state(), static_cast<int>(m_game->record().actions.size()) - 1, m_pendingActor, action, events, placeBefore);
}

QString GameController::placeOf(const core::GameState& s) {
    const QString phase = qs(std::string(core::phaseName(s.phase)));
    // 5: the phases of a player turn belong to its phasing player; the segments to both.
    const bool playerTurn = s.phase != core::Phase::Initiative && s.phase != core::Phase::EndOfTurn && s.phase != core::Phase::GameOver &&
                            s.phase != core::Phase::Setup;
    const QString named = playerTurn ? tr("%1 %2").arg(qs(std::string(core::sideName(s.phasing()))), phase) : phase;
    return tr("Turn %1, %2").arg(s.turn).arg(named);
}

namespace {
// The section's number before its first dot: "12" for "12.23 step 2", "E7" for "E7.5.1".
QString chapterOf(const QString& rule) {
    const qsizetype end = rule.indexOf(QRegularExpression(QStringLiteral("[^0-9A-Z]")));
    return end < 0 ? rule : rule.left(end);
}

// 7-9 and the reinforcements: movement; 10-14: fire, close combat and their results, but
// 13.3-13.5 (disruption, shattered, morale checks), 15 and 16 are morale.
LogKind kindOf(const core::Action* action, const QString& rule) {
    if (action) {
        if (std::holds_alternative<core::Move>(*action) || std::holds_alternative<core::Place>(*action)) return LogKind::Movement;
        if (std::holds_alternative<core::Fire>(*action) || std::holds_alternative<core::Attack>(*action) ||
            std::holds_alternative<core::Retreat>(*action) || std::holds_alternative<core::Advance>(*action) ||
            std::holds_alternative<core::Divert>(*action))
            return LogKind::Combat;
    }
    static const QStringList kMorale = {QStringLiteral("13.3"), QStringLiteral("13.4"), QStringLiteral("13.5")};
    if (std::any_of(kMorale.begin(), kMorale.end(), [&](const QString& m) { return rule.startsWith(m); })) return LogKind::Morale;
    const QString chapter = chapterOf(rule);
    if (chapter == QLatin1String("7") || chapter == QLatin1String("8") || chapter == QLatin1String("9") || rule.startsWith(QLatin1String("E3.8")) ||
        rule.startsWith(QLatin1String("E7.5")) || rule.startsWith(QLatin1String("E8.3")))
        return LogKind::Movement;
    if (chapter == QLatin1String("10") || chapter == QLatin1String("11") || chapter == QLatin1String("12") || chapter == QLatin1String("13") ||
        chapter == QLatin1String("14"))
        return LogKind::Combat;
    if (chapter == QLatin1String("15") || chapter == QLatin1String("16")) return LogKind::Morale;
    return LogKind::Other;
}
}  // namespace

void GameController::appendLog(std::vector<LogEntry>& log, const core::GameState& s, int index, core::Player actor,
                               const core::Action& action, const std::vector<core::Event>& events, const QString& placeBefore) {
    const int turn = s.turn;
    LogEntry head;
    head.action = index;
    head.isAction = true;
    head.turn = turn;
    head.placeAfter = placeOf(s);
    head.place = !placeBefore.isEmpty() ? placeBefore : log.empty() ? head.placeAfter : log.back().placeAfter;
    const std::string described = core::describe(action);
    if (const auto* roll = std::get_if<core::RollDie>(&action)) {
        head.die = roll->value;
        head.rule = QStringLiteral("2.3");
        head.text = tr("Die roll: %1").arg(roll->value);
    } else if (std::holds_alternative<core::EndPhase>(action)) {
        // 5: a pass that leaves the phase ends it; one that does not leaves the question to the other player.
        head.text = head.place == head.placeAfter ? tr("%1 passes").arg(playerName(actor))
                                                  : tr("%1 ends the %2").arg(playerName(actor), head.place.section(QStringLiteral(", "), 1));
    } else {
        head.text = tr("%1: %2").arg(playerName(actor), counter_text::withNames(described, *s.counters));
    }
    for (const auto& e : events) head.hexes.insert(head.hexes.end(), e.hexes.begin(), e.hexes.end());
    // An event that only repeats the action (a move) lends the action its rule instead.
    auto repeat = std::find_if(events.begin(), events.end(), [&](const core::Event& e) { return e.text == described; });
    if (repeat != events.end() && head.rule.isEmpty()) head.rule = qs(repeat->rule);
    head.kind = head.die ? LogKind::Dice : kindOf(&action, head.rule);
    log.push_back(head);
    for (const auto& e : events)
        if (e.text != described) {
            const QString rule = qs(e.rule);
            log.push_back({head.action, false, std::nullopt, rule, counter_text::withNames(e.text, *s.counters), e.hexes, turn, e.vp,
                           kindOf(nullptr, rule), head.place, head.placeAfter});
        }
}

bool GameController::rollForChance(QString* error) {
    while (!core::isTerminal(m_game->state()) && core::decision(m_game->state()).player == core::Player::Chance) {
        m_pendingActor = core::Player::Chance;
        const QString placeBefore = placeOf(m_game->state());
        const core::ApplyResult result = m_game->rollDie(*m_dice);
        if (!result.ok()) {
            setError(error, qs(result.error));
            return false;
        }
        const core::Action die = m_game->record().actions.back();
        m_lastRolls.push_back(std::get<core::RollDie>(die).value);
        record(die, result.events, placeBefore);
    }
    invalidate();
    return true;
}

bool GameController::submit(const core::Action& action, QString* error) {
    if (computerToAct()) {
        setError(error, tr("The %1 side is played by the computer: wait for its answer, or take the side over (Game menu).")
                            .arg(playerName(decision().player)));
        return false;
    }
    return play(action, false, error);
}

bool GameController::submitForComputer(const core::Action& action, QString* error) {
    if (!computerToAct()) {
        setError(error, tr("The decision is not the computer's to answer."));
        return false;
    }
    return play(action, false, error);
}

void GameController::setComputer(const ComputerPlayers& players) {
    m_computer = players;
    emit computerChanged();
}

bool GameController::computerToAct() const {
    return m_game && !core::isTerminal(m_game->state()) && m_computer.plays(decision().player);
}

bool GameController::redo(QString* error) {
    if (computerToAct()) {
        setError(error, tr("The computer is to answer: Redo waits for a person's decision."));
        return false;
    }
    if (m_redo.empty()) {
        setError(error, tr("Nothing to redo."));
        return false;
    }
    const core::Action action = m_redo.back();  // a copy: playing it takes it off the list
    return play(action, true, error);
}

bool GameController::play(const core::Action& action, bool redoing, QString* error) {
    if (!m_game) {
        setError(error, tr("No game is in progress."));
        return false;
    }
    const core::Phase phaseBefore = m_game->state().phase;
    const int turnBefore = m_game->state().turn;
    m_pendingActor = core::decision(m_game->state()).player;
    const QString placeBefore = placeOf(m_game->state());
    const core::ApplyResult result = m_game->apply(action);
    if (!result.ok()) {
        setError(error, counter_text::withNames(result.error, *m_game->state().counters));  // the players read names, never ids
        return false;
    }
    m_lastRolls.clear();
    record(action, result.events, placeBefore);
    invalidate();
    const bool rolled = rollForChance(error);
    if (redoing) {
        m_redo.pop_back();
        // The dice that followed it, taken back too when the game allows, are rolled again by now.
        for (std::size_t i = 0; i < m_lastRolls.size() && !m_redo.empty() && std::holds_alternative<core::RollDie>(m_redo.back()); ++i)
            m_redo.pop_back();
    } else {
        m_redo.clear();  // a new action: what was taken back is gone
    }
    m_modified = true;
    autosaveOnNewPhase(phaseBefore, turnBefore);
    emit stateChanged();
    emit logChanged();
    if (!m_lastRolls.empty()) emit diceRolled(m_lastRolls);
    return rolled;
}

bool GameController::canUndo() const { return m_game && m_game->canUndo() && (!m_computer.any() || undoStepsToPerson() > 0); }

int GameController::undoStepsToPerson() const {
    if (!m_game || !m_computer.any()) return m_game && m_game->canUndo() ? 1 : 0;
    // On a copy: the person's last decision, or nothing when a die roll that stays or the start comes first.
    core::Game trial = *m_game;
    std::string why;
    for (int steps = 1; trial.undo(why); ++steps) {
        const core::Player p = core::decision(trial.state()).player;
        if (p != core::Player::Chance && !m_computer.plays(p)) return steps;
    }
    return 0;
}

bool GameController::undo(QString* error) {
    if (!m_game) return false;
    if (m_computer.any()) {
        const int steps = undoStepsToPerson();
        if (steps == 0) {
            setError(error, tr("Undo cannot reach your last decision: a die roll stands in the way."));
            return false;
        }
        for (int i = 0; i < steps; ++i)
            if (!undoOne(error)) return false;
        return true;
    }
    return undoOne(error);
}

bool GameController::undoOne(QString* error) {
    std::string why;
    const core::Action last = m_game->record().actions.back();
    if (!m_game->undo(why)) {
        setError(error, counter_text::withNames(why, *m_game->state().counters));
        return false;
    }
    m_redo.push_back(last);
    const int kept = static_cast<int>(m_game->record().actions.size());
    std::erase_if(m_log, [kept](const LogEntry& e) { return e.action >= kept; });
    m_lastRolls.clear();
    m_modified = true;
    invalidate();
    emit stateChanged();
    emit logChanged();
    return true;
}

bool GameController::save(const QString& path, QString* error) {
    if (!m_game) {
        setError(error, tr("No game is in progress."));
        return false;
    }
    std::string why;
    if (!core::writeFileAtomically(path.toStdString(), saveText(), why)) {
        setError(error, qs(why));
        return false;
    }
    m_filePath = path;
    m_modified = false;
    return true;
}

std::optional<core::Game> GameController::readSave(const core::DataSet& data, const QString& path, QString* error) {
    std::string why;
    const auto text = core::readTextFile(path.toStdString(), why);
    std::optional<nlohmann::json> json;
    if (text) json = core::parseJsonText(*text, why);
    std::optional<core::Game> loaded;
    if (json) loaded = core::loadSave(data, *json, why);
    if (!loaded) setError(error, tr("%1: %2").arg(QDir::toNativeSeparators(path), qs(why)));
    return loaded;
}

std::string GameController::saveText() const {
    nlohmann::json save = core::saveJson(*m_game);
    if (m_computer.any()) save["computer"] = m_computer.toJson();
    return save.dump(1) + "\n";
}

bool GameController::open(const QString& path, QString* error) {
    auto loaded = readSave(m_data, path, error);
    if (!loaded) return false;
    setComputer(computerOf(path));
    take(std::move(*loaded), error);
    m_filePath = path;
    m_modified = false;
    emit gameReplaced();
    emit logChanged();
    return true;
}

void GameController::playOn(core::Game game) {
    take(std::move(game), nullptr);
    m_filePath.clear();
    m_modified = true;
    emit gameReplaced();
    emit logChanged();
}

void GameController::take(core::Game game, QString* error) {
    m_game = std::move(game);
    // A save's game goes on with live dice whatever dice it held until now.
    m_game->setDice(m_dice->kind());
    m_redo.clear();
    if (m_game->record().players != core::Players::Unrecorded) m_hotseat = m_game->record().players == core::Players::Hotseat;
    rebuildLog();
    // The dice rolled since the last player's action show again, as they lie on the table.
    m_lastRolls.clear();
    const auto& actions = m_game->record().actions;
    for (auto it = actions.rbegin(); it != actions.rend(); ++it) {
        const auto* roll = std::get_if<core::RollDie>(&*it);
        if (!roll) break;
        m_lastRolls.insert(m_lastRolls.begin(), roll->value);
    }
    invalidate();
    // A save written at a die roll (by tricorne-cli), or a replay stopped at one, goes on with the roll.
    rollForChance(error);
}

void GameController::rebuildLog() {
    // The record replays from the start to give every action's events again.
    const core::GameRecord& record = m_game->record();
    std::string why;
    auto replay = core::Game::start(m_data, record.scenario, record.options, record.seed, why);
    m_log.clear();
    if (!replay) return;
    for (const auto& action : record.actions) {
        const core::Player actor = core::decision(replay->state()).player;
        const QString placeBefore = placeOf(replay->state());
        const core::ApplyResult result = replay->apply(action);
        if (!result.ok()) return;
        appendLog(m_log, replay->state(), static_cast<int>(replay->record().actions.size()) - 1, actor, action, result.events, placeBefore);
    }
}

void GameController::autosaveOnNewPhase(core::Phase phaseBefore, int turnBefore) {
    const core::GameState& s = m_game->state();
    if (s.phase == phaseBefore && s.turn == turnBefore) return;
    QString error;
    if (!autosave(&error)) emit autosaveFailed(error);
}

bool GameController::autosave(QString* error) {
    if (m_autosavePath.isEmpty() || !m_game) return true;
    QDir().mkpath(QFileInfo(m_autosavePath).absolutePath());
    std::string why;
    if (core::writeFileAtomically(m_autosavePath.toStdString(), saveText(), why)) return true;
    setError(error, qs(why));
    return false;
}

QString GameController::logText() const {
    QStringList lines;
    if (m_game) lines << tr("%1, seed %2").arg(qs(m_game->state().scenario->name)).arg(m_game->record().seed);
    QString place;
    for (const auto& e : m_log) {
        if (e.place != place) {
            place = e.place;
            lines << QString() << place;
        }
        const QString rule = e.rule.isEmpty() ? QString() : QStringLiteral("[%1] ").arg(e.rule);
        lines << (e.isAction ? QString() : QStringLiteral("    ")) + rule + e.text;
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace tricorne::app
