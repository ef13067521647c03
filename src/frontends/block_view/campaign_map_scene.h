// The block game's campaign map as a scene: the board drawn once from the map data, and over
// it what one player sees (a BoardPicture): the blocks at each point and box, the track
// markers, the roads used this turn and the group picked with where it can go.
#pragma once

#include <QGraphicsScene>

#include <map>
#include <string>
#include <vector>

#include "board_picture.h"

namespace tricorne::app {

class BlockItem;
class BoxItem;
class HoldingBoxesItem;
class PointItem;
class PointNameItem;
class RoadItem;
class TrackItem;

class CampaignMapScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit CampaignMapScene(block::BlockData data, QObject* parent = nullptr);

    // Shows `picture`, replacing what was shown.
    void setPicture(const BoardPicture& picture);
    const BoardPicture& picture() const { return m_picture; }
    const block::BlockData& data() const { return m_data; }

    PointItem* pointItem(const std::string& id) const;
    BoxItem* boxItem(const std::string& id) const;
    TrackItem* trackItem(const std::string& id) const;
    BoxItem* militiaTray() const { return m_militiaTray; }
    HoldingBoxesItem* holdingBoxes() const { return m_holdingBoxes; }
    std::vector<RoadItem*> roadItems() const;
    std::vector<BlockItem*> blockItems() const;

    static constexpr double kBlockSize = 38;
    static constexpr double kBoxBlockSize = 22;
    static constexpr int kMostShownAtPoint = 6;

private:
    void buildBoard();
    void addBoxes();
    void placeAtPoint(QPointF centre, const std::vector<PictureBlock>& blocks);
    void placeInBox(const BoxItem& box, const std::vector<PictureBlock>& blocks);
    // A row of small blocks in `area`, the last place counting those with no room.
    void placeInArea(const QRectF& area, const std::vector<PictureBlock>& blocks);
    void addBlock(const PictureBlock& block, QPointF at, double size);
    void addCount(QPointF at, int count, const QString& text);
    void addMarks(const BoardPicture& picture);
    void placeList(BoxItem& box);
    QPointF clearOfNames(const RoadItem& road) const;
    QSizeF stackSize(int count) const;

    block::BlockData m_data;
    BoardPicture m_picture;
    std::map<std::string, PointItem*> m_points;
    std::map<std::string, PointNameItem*> m_names;
    HoldingBoxesItem* m_holdingBoxes = nullptr;
    std::map<std::string, BoxItem*> m_boxes;
    std::map<std::string, TrackItem*> m_tracks;
    std::vector<RoadItem*> m_roads;
    BoxItem* m_militiaTray = nullptr;
    std::vector<QGraphicsItem*> m_shown;  // what the picture put on the board
};

}  // namespace tricorne::app
