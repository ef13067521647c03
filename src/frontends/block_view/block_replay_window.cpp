#include "block_replay_window.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>

#include "block_session.h"
#include "campaign_map_scene.h"
#include "campaign_map_view.h"
#include "player_picture.h"
#include "tricorne/engine/save_file.h"

namespace tricorne::app {

BlockReplayWindow::BlockReplayWindow(const block::BlockData& data, block::BlockMatch record, const QString& title, std::optional<block::Side> viewer,
                                     QWidget* parent, Sight sight)
    : QWidget(parent, Qt::Window), m_game(data), m_record(std::move(record)) {
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Replay — %1").arg(title));
    auto* layout = new QVBoxLayout(this);
    m_scene = new CampaignMapScene(data, this);
    layout->addWidget(new CampaignMapView(m_scene, this), 1);
    auto* controls = new QHBoxLayout;
    m_side = new QComboBox(this);
    // Part 4: a saved game not over shows only what both sides saw; B11: at the end, everything.
    if (sight == Sight::TableOnly && !m_game.isTerminal(m_record.state)) {
        m_side->addItem(tr("As both sides saw it (the game is not over)"), block::kTable);
    } else {
        if (!viewer || *viewer == block::Side::American) m_side->addItem(tr("As the American saw it"), 0);
        if (!viewer || *viewer == block::Side::British) m_side->addItem(tr("As the British saw it"), 1);
        if (!viewer) m_side->addItem(tr("Every block revealed"), -1);
    }
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, static_cast<int>(m_record.actions.size()));
    m_action = new QLabel(this);
    m_action->setWordWrap(true);
    controls->addWidget(m_side);
    controls->addWidget(m_slider, 1);
    layout->addLayout(controls);
    layout->addWidget(m_action);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) { showPosition(static_cast<std::size_t>(value)); });
    connect(m_side, &QComboBox::currentIndexChanged, this, [this] { showPosition(m_position); });
    resize(1200, 860);
    setPosition(m_record.actions.size());
}

BlockReplayWindow* BlockReplayWindow::load(const block::BlockData& data, const QString& path, QString* error, QWidget* parent) {
    std::string why;
    const auto text = core::readTextFile(path.toStdString(), why);
    const QString file = QDir::toNativeSeparators(path);
    std::optional<block::BlockMatch> match;
    if (text) {
        const nlohmann::json json = nlohmann::json::parse(*text, nullptr, false);
        if (json.is_discarded())
            why = "not a saved game (not JSON)";
        else
            match = block::BlockGame(data).load(json, why);
    }
    if (!match) {
        if (error) *error = tr("%1: %2").arg(file, QString::fromStdString(why));
        return nullptr;
    }
    return new BlockReplayWindow(data, std::move(*match), QFileInfo(path).fileName(), std::nullopt, parent, Sight::TableOnly);
}

QString BlockReplayWindow::actionText() const { return m_action->text(); }

QList<int> BlockReplayWindow::sights() const {
    QList<int> out;
    for (int i = 0; i < m_side->count(); ++i) out << m_side->itemData(i).toInt();
    return out;
}

void BlockReplayWindow::setPosition(std::size_t position) {
    position = std::min(position, m_record.actions.size());
    if (m_slider->value() != static_cast<int>(position)) m_slider->setValue(static_cast<int>(position));
    showPosition(position);
}

void BlockReplayWindow::showPosition(std::size_t position) {
    m_position = position;
    std::string why;
    auto match = m_game.start(m_record.scenario, m_record.options, m_record.seed, why);
    if (!match) return;
    const int side = m_side->currentData().toInt();
    const block::Side viewer = side == 1 ? block::Side::British : block::Side::American;
    QString last = tr("The set-up (B4).");
    for (std::size_t i = 0; i < position; ++i) {
        if (i + 1 == position)
            last = side == block::kTable ? QString::fromStdString(m_game.describe(match->state, m_record.actions[i]))
                                         : describeFor(m_game, match->state, m_record.actions[i], viewer);
        if (!m_game.record(*match, m_record.actions[i]).ok()) break;
    }
    if (side < 0)
        m_scene->setPicture(revealedPicture(m_game.data(), match->state));
    else
        m_scene->setPicture(pictureOfView(m_game.data(), m_game.view(match->state, side), {}));
    m_action->setText(tr("Action %1 of %2, turn %3: %4").arg(position).arg(m_record.actions.size()).arg(match->state.turn).arg(last));
}

}  // namespace tricorne::app
