// A block game replayed action by action from its set-up, in a window of its own: the board at
// the chosen position as one side saw it (or every block, when nothing is to be hidden), and
// that position's action in words.
#pragma once

#include <QWidget>

#include <optional>

#include "tricorne/block/block_game.h"

class QComboBox;
class QLabel;
class QSlider;

namespace tricorne::app {

class CampaignMapScene;

class BlockReplayWindow : public QWidget {
    Q_OBJECT
public:
    // `viewer`: the only side it may show; nullopt lets the reader choose, every block included.
    BlockReplayWindow(const block::BlockData& data, block::BlockMatch record, const QString& title, std::optional<block::Side> viewer,
                      QWidget* parent = nullptr);
    // A saved game's replay; null with the reason when it does not load.
    static BlockReplayWindow* load(const block::BlockData& data, const QString& path, QString* error, QWidget* parent);

    void setPosition(std::size_t position);
    std::size_t position() const { return m_position; }
    std::size_t length() const { return m_record.actions.size(); }

private:
    void showPosition(std::size_t position);

    block::BlockGame m_game;
    block::BlockMatch m_record;
    std::size_t m_position = 0;
    CampaignMapScene* m_scene = nullptr;
    QSlider* m_slider = nullptr;
    QLabel* m_action = nullptr;
    QComboBox* m_side = nullptr;
};

}  // namespace tricorne::app
