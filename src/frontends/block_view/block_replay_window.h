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
    // Whose sight the replay may show.
    enum class Sight {
        Side,      // `viewer`'s alone, or with none, the reader's choice of either side or every block
        TableOnly  // what both sides saw, until the game is over (Part 4): a file anyone may open
    };
    // `viewer`: the only side it may show; nullopt lets the reader choose, every block included.
    BlockReplayWindow(const block::BlockData& data, block::BlockMatch record, const QString& title, std::optional<block::Side> viewer,
                      QWidget* parent = nullptr, Sight sight = Sight::Side);
    // A saved game's replay; null with the reason when it does not load. A game not over is shown
    // only as both sides saw it, since the file may be the other player's.
    static BlockReplayWindow* load(const block::BlockData& data, const QString& path, QString* error, QWidget* parent);
    // The sights offered, as the chooser lists them (0 American, 1 British, 2 both, -1 every block).
    QList<int> sights() const;

    void setPosition(std::size_t position);
    std::size_t position() const { return m_position; }
    std::size_t length() const { return m_record.actions.size(); }
    const CampaignMapScene* scene() const { return m_scene; }
    QString actionText() const;

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
