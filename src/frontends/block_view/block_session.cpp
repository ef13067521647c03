#include "block_session.h"

#include <QDir>
#include <QStringList>

#include <algorithm>

#include "tricorne/engine/chance_draw.h"
#include "tricorne/engine/dice.h"
#include "tricorne/engine/rng.h"
#include "tricorne/engine/save_file.h"

namespace tricorne::app {

namespace {
void setError(QString* error, const QString& text) {
    if (error) *error = text;
}

bool isChance(const block::BlockAction& a) {
    return a.kind == block::BlockAction::Kind::Roll || (a.battle && a.battle->kind == block::BattleAction::Kind::Dice);
}

std::string placeOf(const block::BlockData& data, const std::string& id) {
    if (const block::Point* p = data.map.point(id)) return p->name;
    if (const block::Box* b = data.map.box(id)) return b->name;
    return id;
}

// The block by name for its owner; for the enemy "a British block": a label seen for a while
// (a box's, a battle's) is not written where it would outlast the block's standing up again (B3).
std::string seenName(const block::BlockGame& game, const std::string& id, block::Side viewer) {
    const block::Block* b = game.data().roster.block(id);
    if (!b) return id;
    if (b->side == viewer) return b->name;
    return (b->side == block::Side::American ? "an " : "a ") + std::string(block::sideName(b->side)) + " block";
}
}  // namespace

QString describeFor(const block::BlockGame& game, const block::BlockState& before, const block::BlockAction& a,
                    block::Side viewer) {
    using K = block::BlockAction::Kind;
    const block::BlockData& data = game.data();
    const std::string side(block::sideName(before.active));
    auto named = [&](const std::string& id) { return seenName(game, id, viewer); };
    std::string text;
    switch (a.kind) {
    case K::Roll:
        if (before.step == block::Step::ClintonRoll)
            text = "Clinton's die: " + std::to_string(a.die) + " (B8)";
        else if (before.step == block::Step::ForceMarchRoll && before.forceMarch)
            text = "Force march die for " + named(before.forceMarch->leaderRolled ? before.forceMarch->units.front() : before.forceMarch->leader) + ": " +
                   std::to_string(a.die) + " (B12.2)";
        else
            text = std::string(before.rolls.empty() ? "British" : "American") + " action point die: " + std::to_string(a.die) + " (B5)";
        break;
    case K::StLeger: text = "British: " + named(a.block) + " goes with St. Leger (B12.3)"; break;
    case K::StLegerDone: text = "British: St. Leger's force is chosen (B12.3)"; break;
    case K::PlaceMilitia: text = "American: " + named(a.block) + " placed at " + placeOf(data, a.at) + " (B4)"; break;
    case K::SendToHudson: text = "American: " + named(a.block) + " sent to the Hudson River/West Point box (B8)"; break;
    case K::ReturnFromHudson: text = "American: " + named(a.block) + " back from the Hudson to " + placeOf(data, a.at) + " (B8)"; break;
    case K::Activate: {
        const std::string at = before.piece(a.block).at;
        text = side + ": " + named(a.block) + " activated at " + placeOf(data, at) + " (B6)";
        break;
    }
    case K::ActivateNatives: text = side + ": the Native blocks activated (B6)"; break;
    case K::Take: text = side + ": " + named(a.block) + " joins the group (B6)"; break;
    case K::Drop: text = side + ": " + named(a.block) + " leaves the group (B6)"; break;
    case K::Step: text = side + ": on to " + placeOf(data, a.at) + " (B6)"; break;
    case K::Stop: text = side + ": the move ends (B6)"; break;
    case K::Clinton: text = "British: Clinton's activation tried for 1 AP (B8)"; break;
    case K::EndMovement: text = side + ": movement ends (B6)"; break;
    case K::Retreat: text = side + ": retreat to " + placeOf(data, a.at) + " (B10)"; break;
    case K::ForceMarch:
        text = side + ": " + named(a.block) + " attempts a force march from " + placeOf(data, before.piece(a.block).at) + " to " + placeOf(data, a.at) + " (B12.2)";
        break;
    case K::Fight: text = side + ": the battle at " + placeOf(data, a.at) + " is fought (B9)"; break;
    case K::Release: {
        const block::Piece& p = before.piece(a.block);
        // Its owner reads whose box it left; the enemy, that a block came out (A43).
        const block::Block* leader = data.roster.block(p.heldBy);
        const bool own = leader && leader->side == viewer;
        text = side + ": " + named(a.block) + " leaves " + (own ? leader->name + "'s holding box" : std::string("a holding box")) + " at " + placeOf(data, p.at) +
               " (B12.1)";
        break;
    }
    case K::Battle:
        if (!a.battle || !before.battle) {
            text = "a battle action (B9)";
        } else if (a.battle->kind == block::BattleAction::Kind::Deploy && before.battle->active != viewer) {
            // B9.1: the enemy sees a block stand, not where it will be revealed.
            text = "The " + std::string(block::sideName(before.battle->active)) + " deploy a block (B9.1)";
        } else {
            // The enemy's blocks by their side alone, revealed or not: the battle board shows who they are while it lasts.
            block::Battle seen = block::battleView(*before.battle, viewer);
            for (block::Fighter& f : seen.fighters)
                if (f.side != viewer) f.block.clear();
            text = block::describeBattleAction(seen, *a.battle, data);
        }
        break;
    }
    return QString::fromStdString(text);
}

BlockSession::BlockSession(const block::BlockData& data, QObject* parent) : GameSession(parent), m_game(data) {}

int BlockSession::toMove() const { return hasGame() ? m_game.toMove(state()) : engine::kTerminal; }

std::vector<block::BlockAction> BlockSession::legalActions() const {
    return hasGame() && toMove() >= 0 ? m_game.legalActions(state()) : std::vector<block::BlockAction>{};
}

std::string BlockSession::scenarioId() const { return hasGame() ? m_match->scenario : std::string(); }

QString BlockSession::scenarioName() const { return QString::fromStdString(m_game.data().scenario.name); }

bool BlockSession::record(const block::BlockAction& action, QString* error) {
    const block::BlockState before = state();
    const engine::Applied r = m_game.record(*m_match, action);
    if (!r.ok()) {
        setError(error, QString::fromStdString(r.refusal));
        return false;
    }
    BlockLogEntry entry;
    entry.turn = before.turn;
    entry.chance = isChance(action);
    for (const block::Side side : {block::Side::American, block::Side::British})
        entry.text[sideIndex(side)] = describeFor(m_game, before, action, side);
    m_log.push_back(std::move(entry));
    return true;
}

bool BlockSession::rollDice(QString* error) {
    while (m_game.toMove(state()) == engine::kChance) {
        // Seeded: one draw a record position, the same dice on every replay of the same seed.
        std::uint64_t draw = m_match->seed ^ (0x9E3779B97F4A7C15ULL * (m_match->actions.size() + 1));
        if (m_match->dice == core::Dice::Entropy) core::entropyBytes(reinterpret_cast<unsigned char*>(&draw), sizeof draw);
        core::Rng rng(draw);
        if (!record(engine::drawByProbability(m_game.chanceOutcomes(state()), rng), error)) return false;
    }
    return true;
}

bool BlockSession::play(const block::BlockAction& action, QString* error) {
    if (!hasGame()) {
        setError(error, tr("no game is being played"));
        return false;
    }
    if (!record(action, error)) return false;
    m_redo.clear();
    rollDice(error);
    changed();
    return true;
}

void BlockSession::changed() {
    m_modified = true;
    if (!m_autosavePath.isEmpty() && state().turn != m_autosavedTurn) {
        QString error;
        if (!autosave(&error)) emit autosaveFailed(error);
    }
    emit stateChanged();
}

bool BlockSession::newGame(const std::string& scenarioId, const std::map<std::string, std::string>& options, std::uint64_t seed, QString* error) {
    std::string why;
    auto match = m_game.start(scenarioId, options, seed, why);
    if (!match) {
        setError(error, QString::fromStdString(why));
        return false;
    }
    m_match = std::move(*match);
    m_match->dice = m_seededDice ? core::Dice::Seeded : core::Dice::Entropy;
    m_log.clear();
    m_redo.clear();
    m_path.clear();
    m_autosavedTurn = 0;
    if (!rollDice(error)) return false;
    m_modified = false;
    emit gameReplaced();
    return true;
}

bool BlockSession::replay(const block::BlockMatch& record, QString* error) {
    std::string why;
    auto fresh = m_game.start(record.scenario, record.options, record.seed, why);
    if (!fresh) {
        setError(error, QString::fromStdString(why));
        return false;
    }
    const auto keep = std::move(m_match);
    const auto keepLog = std::move(m_log);
    m_match = std::move(*fresh);
    m_match->dice = record.dice;
    m_log.clear();
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        QString refusal;
        if (!this->record(record.actions[i], &refusal)) {
            setError(error, tr("action %1 is refused: %2").arg(i + 1).arg(refusal));
            m_match = keep;
            m_log = keepLog;
            return false;
        }
    }
    return true;
}

bool BlockSession::load(const QString& path, QString* error) {
    std::string why;
    const auto text = core::readTextFile(path.toStdString(), why);
    const QString file = QDir::toNativeSeparators(path);
    if (!text) {
        setError(error, tr("%1: %2").arg(file, QString::fromStdString(why)));
        return false;
    }
    const nlohmann::json json = nlohmann::json::parse(*text, nullptr, false);
    if (json.is_discarded()) {
        setError(error, tr("%1: not a saved game (not JSON)").arg(file));
        return false;
    }
    const auto loaded = m_game.load(json, why);
    if (!loaded) {
        setError(error, tr("%1: %2").arg(file, QString::fromStdString(why)));
        return false;
    }
    QString refusal;
    if (!replay(*loaded, &refusal)) {
        setError(error, tr("%1: %2").arg(file, refusal));
        return false;
    }
    m_redo.clear();
    if (!rollDice(error)) return false;
    m_autosavedTurn = state().turn;
    return true;
}

bool BlockSession::open(const QString& path, QString* error) {
    if (!load(path, error)) return false;
    m_path = path;
    m_modified = false;
    emit gameReplaced();
    return true;
}

bool BlockSession::playOnSave(const QString& path, QString* error) {
    if (!load(path, error)) return false;
    m_path.clear();
    m_modified = true;
    emit gameReplaced();
    return true;
}

bool BlockSession::save(const QString& path, QString* error) {
    if (!hasGame()) {
        setError(error, tr("no game is being played"));
        return false;
    }
    std::string why;
    if (!core::writeFileAtomically(path.toStdString(), m_game.save(*m_match).dump(2) + "\n", why)) {
        setError(error, QString::fromStdString(why));
        return false;
    }
    m_path = path;
    m_modified = false;
    return true;
}

bool BlockSession::autosave(QString* error) {
    if (!hasGame() || m_autosavePath.isEmpty()) return true;
    std::string why;
    if (!core::writeFileAtomically(m_autosavePath.toStdString(), m_game.save(*m_match).dump(2) + "\n", why)) {
        setError(error, QString::fromStdString(why));
        return false;
    }
    m_autosavedTurn = state().turn;
    return true;
}

bool BlockSession::canUndo() const {
    // Undo reaches back to the last die roll, never past it (the dice are the game's).
    return hasGame() && !m_match->actions.empty() && !isChance(m_match->actions.back());
}

bool BlockSession::undo(QString* error) {
    if (!canUndo()) {
        setError(error, tr("the last action was a die roll, which stands"));
        return false;
    }
    block::BlockMatch record = *m_match;
    std::vector<block::BlockAction> taken;
    do {
        taken.push_back(record.actions.back());
        record.actions.pop_back();
        // Back past the computer's answers to the person's own last decision.
    } while (!record.actions.empty() && !isChance(record.actions.back()) && m_isComputer && [&] {
        block::BlockMatch probe = record;
        QString ignored;
        return replay(probe, &ignored) && m_isComputer(toMove());
    }());
    if (!replay(record, error)) return false;
    m_redo.insert(m_redo.end(), taken.begin(), taken.end());
    m_modified = true;
    emit stateChanged();
    return true;
}

bool BlockSession::redo(QString* error) {
    if (m_redo.empty()) return false;
    const block::BlockAction next = m_redo.back();
    if (!record(next, error)) return false;
    m_redo.pop_back();
    if (m_redo.empty()) rollDice(error);
    m_modified = true;
    emit stateChanged();
    return true;
}

QString BlockSession::undoName() const {
    return canUndo() && !m_log.empty() ? m_log.back().text[sideIndex(m_logSide)] : QString();
}

QString BlockSession::redoName() const {
    if (m_redo.empty()) return QString();
    // A battle action is named by the battle it is played on, which Redo has not reached yet.
    return m_redo.back().battle ? tr("the battle action") : QString::fromStdString(m_game.describe(m_redo.back()));
}

QString BlockSession::logText() const {
    QStringList lines;
    for (const BlockLogEntry& e : m_log) lines << tr("Turn %1: %2").arg(e.turn).arg(e.text[sideIndex(m_logSide)]);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace tricorne::app
