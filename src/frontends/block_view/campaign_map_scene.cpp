#include "campaign_map_scene.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "block_item.h"
#include "block_style.h"
#include "box_item.h"
#include "campaign_ground.h"
#include "campaign_legend.h"
#include "movement_marks.h"
#include "point_item.h"
#include "road_item.h"

namespace tricorne::app {

namespace bs = blockstyle;

namespace {
enum Layer { kGround, kRoads = 2, kBoxes = 3, kPoints = 4, kReach = 5, kBlocks = 6, kCounts = 7, kNames = 8, kTags = 9, kLegend = 10 };

constexpr double kGap = 3;

// How many blocks stand at a point or in a box: a dark disc on the stack's corner, or the
// last place of a full stack showing how many more stand behind.
class StackCountItem : public QGraphicsItem {
public:
    StackCountItem(QPointF at, QString text, double radius) : m_text(std::move(text)), m_radius(radius) {
        setPos(at);
        setZValue(kCounts);
    }
    QRectF boundingRect() const override { return {-m_radius - 1, -m_radius - 1, 2 * m_radius + 2, 2 * m_radius + 2}; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(bs::kLabelPaper, 1.5));
        painter->setBrush(QColor(0x26, 0x1c, 0x12, 235));
        painter->drawEllipse(QPointF(), m_radius, m_radius);
        painter->setPen(Qt::white);
        painter->setFont(bs::sans(static_cast<int>(m_radius * 1.05), true));
        painter->drawText(boundingRect(), Qt::AlignCenter, m_text);
    }

private:
    QString m_text;
    double m_radius;
};

QString joinNames(const block::BlockData& data, const std::vector<std::string>& ids) {
    QStringList names;
    for (const std::string& id : ids) names << QString::fromStdString(data.roster.block(id)->name);
    return names.join(QStringLiteral(", "));
}
}  // namespace

CampaignMapScene::CampaignMapScene(block::BlockData data, QObject* parent) : QGraphicsScene(parent), m_data(std::move(data)) {
    buildBoard();
    // The board and every name printed on it: a name beside a point at the board's edge is read whole.
    setSceneRect(boardRect(m_data.map.aspect).adjusted(-16, -16, 16, 16).united(itemsBoundingRect().adjusted(-4, -4, 4, 4)));
}

void CampaignMapScene::buildBoard() {
    const block::CampaignMap& map = m_data.map;
    auto* ground = new CampaignGroundItem(map);
    ground->setZValue(kGround);
    addItem(ground);
    for (const block::Connection& c : map.connections) {
        auto* road = new RoadItem(c, map);
        road->setZValue(kRoads);
        addItem(road);
        m_roads.push_back(road);
    }
    std::map<std::string, QStringList> entries;
    for (const block::Box& box : map.boxes)
        for (const std::string& p : box.entersAt) entries[p] << QString::fromStdString(box.name);
    for (const block::Point& p : map.points) {
        auto* item = new PointItem(p, entries[p.id].join(QStringLiteral(", ")));
        item->setPos(toBoard(p.at, map.aspect));
        item->setZValue(kPoints);
        addItem(item);
        m_points[p.id] = item;
        auto* name = new PointNameItem(*item);
        name->setZValue(kNames);
        addItem(name);
        m_names[p.id] = name;
    }
    addBoxes();
    for (const block::Track& t : map.tracks) {
        auto* track = new TrackItem(t, map.aspect);
        track->setZValue(kBoxes);
        addItem(track);
        m_tracks[t.id] = track;
    }
    std::vector<HoldingBoxesItem::Leader> leaders;
    for (const block::Block& b : m_data.roster.blocks)
        if (b.isLeader()) leaders.push_back({b.id, QString::fromStdString(b.name), b.side});
    m_holdingBoxes = new HoldingBoxesItem(map.holdingBoxes, map.aspect, std::move(leaders));
    m_holdingBoxes->setZValue(kBoxes);
    m_holdingBoxes->setVisible(false);
    addItem(m_holdingBoxes);
    for (const auto& [id, box] : m_boxes) placeList(*box);
    const QRectF board = boardRect(map.aspect);
    auto* legend = new CampaignLegendItem(QPointF(board.left() + 10, board.bottom() - 190));
    legend->setZValue(kLegend);
    addItem(legend);
}

void CampaignMapScene::placeList(BoxItem& box) {
    // Of the places beside the box, the list goes where it covers the fewest points and names.
    const QSizeF size = box.listSize();
    if (size.isEmpty()) return;
    const QRectF f = box.frame();
    const QRectF board = boardRect(m_data.map.aspect);
    std::vector<QPointF> candidates;
    for (const double down : {2.0, 24.0}) {
        candidates.push_back({f.left(), f.bottom() + down});
        candidates.push_back({f.right() - size.width(), f.bottom() + down});
    }
    candidates.push_back({f.right() + 4, f.top()});
    candidates.push_back({f.left() - size.width() - 4, f.top()});
    std::vector<QPolygonF> lakes;
    for (const block::Water& w : m_data.map.water) {
        if (w.kind != block::Water::Kind::Lake) continue;
        QPolygonF shore;
        for (const block::BoardPoint& p : w.line) shore << toBoard(p, m_data.map.aspect);
        lakes.push_back(shore);
    }
    int best = -1;
    QPointF chosen = candidates.front();
    for (const QPointF& at : candidates) {
        const QRectF list(at, size);
        int cost = board.contains(list) ? 0 : 1000;
        for (const auto& [id, point] : m_points) {
            cost += list.intersects(point->sceneBoundingRect()) ? 10 : 0;
            cost += list.intersects(m_names.at(id)->sceneBoundingRect()) ? 5 : 0;
        }
        for (const auto& [id, track] : m_tracks) cost += list.intersects(track->sceneBoundingRect()) ? 20 : 0;
        for (const QPolygonF& lake : lakes) cost += lake.intersects(QPolygonF(list)) ? 8 : 0;
        for (const auto& [id, other] : m_boxes) cost += other != &box && list.intersects(other->frame()) ? 20 : 0;
        // B12.1: clear of the holding boxes, whether or not the game plays them.
        cost += list.intersects(m_holdingBoxes->boundingRect()) ? 20 : 0;
        if (best < 0 || cost < best) {
            best = cost;
            chosen = at;
        }
    }
    box.setListAt(chosen);
}

QSizeF CampaignMapScene::stackSize(int count) const {
    if (count == 0) return {};
    const int shown = std::min(count, kMostShownAtPoint);
    const int columns = count == 1 ? 1 : count <= 4 ? 2 : 3;
    const int rows = (shown + columns - 1) / columns;
    return {columns * (kBlockSize + kGap) - kGap, rows * (kBlockSize + kGap) - kGap};
}

void CampaignMapScene::addBoxes() {
    const block::CampaignMap& map = m_data.map;
    for (const block::Box& box : map.boxes) {
        QStringList printed;
        std::vector<QPointF> arrows;
        if (box.kind == block::BoxKind::BritishArrival) {
            // B4: the British boxes print their units' names and dotted lines to where they enter.
            if (const block::BoxContents* contents = m_data.scenario.boxContents(box.id))
                for (const std::string& id : contents->blocks) printed << QString::fromStdString(m_data.roster.block(id)->name);
            for (const std::string& p : box.entersAt) arrows.push_back(toBoard(map.point(p)->at, map.aspect));
        }
        auto* item = new BoxItem(box, map.aspect, printed, arrows);
        item->setZValue(kBoxes);
        addItem(item);
        m_boxes[box.id] = item;
    }
    // B4: the militia the American player places at set-up wait beside his reinforcements.
    block::Box tray;
    tray.id = "militia_to_place";
    tray.name = "Militia to place (B4)";
    tray.kind = block::BoxKind::AmericanReinforcements;
    tray.side = "american";
    tray.at = {0.94, 0.755};
    tray.width = 0.11;
    tray.height = 0.06;
    m_militiaTray = new BoxItem(tray, map.aspect, {}, {});
    m_militiaTray->setZValue(kBoxes);
    m_militiaTray->setToolTip(QStringLiteral("Militia to place (B4): at most 1 a point in New York and in the Grants, 2 in Massachusetts, "
                                             "none where a Native American block stands"));
    addItem(m_militiaTray);
}

PointItem* CampaignMapScene::pointItem(const std::string& id) const {
    const auto it = m_points.find(id);
    return it == m_points.end() ? nullptr : it->second;
}

BoxItem* CampaignMapScene::boxItem(const std::string& id) const {
    const auto it = m_boxes.find(id);
    return it == m_boxes.end() ? nullptr : it->second;
}

TrackItem* CampaignMapScene::trackItem(const std::string& id) const {
    const auto it = m_tracks.find(id);
    return it == m_tracks.end() ? nullptr : it->second;
}

std::vector<RoadItem*> CampaignMapScene::roadItems() const { return m_roads; }

std::vector<BlockItem*> CampaignMapScene::blockItems() const {
    std::vector<BlockItem*> blocks;
    for (QGraphicsItem* item : m_shown)
        if (item->type() == BlockItem::kKind) blocks.push_back(static_cast<BlockItem*>(item));
    return blocks;
}

void CampaignMapScene::setPicture(const BoardPicture& picture) {
    for (QGraphicsItem* item : m_shown) {
        removeItem(item);
        delete item;
    }
    m_shown.clear();
    m_picture = picture;
    for (const auto& [id, name] : m_names) name->setClearance(0);
    for (const auto& [id, point] : m_points) point->setStackReach(0);
    for (const auto& [at, blocks] : picture.stacks) {
        if (blocks.empty()) continue;
        if (PointItem* point = pointItem(at)) {
            placeAtPoint(point->pos(), blocks);
            const QSizeF stack = stackSize(static_cast<int>(blocks.size()));
            const bool beside = point->point().labelAt == "e" || point->point().labelAt == "w";
            m_names.at(at)->setClearance(std::max(0.0, (beside ? stack.width() : stack.height()) / 2 - 8));
            point->setStackReach(std::hypot(stack.width(), stack.height()) / 2);
        } else if (const BoxItem* box = boxItem(at)) {
            placeInBox(*box, blocks);
        }
    }
    m_holdingBoxes->setVisible(picture.holdingBoxes);
    // B12.1: each leader's box with its blocks, the count printed by his name (A36, A43).
    std::map<std::string, int> counts;
    for (const auto& [leader, blocks] : picture.held) {
        counts[leader] = static_cast<int>(blocks.size());
        placeInArea(m_holdingBoxes->blockArea(leader), blocks);
    }
    m_holdingBoxes->setCounts(counts);
    if (!picture.militiaToPlace.empty()) placeInBox(*m_militiaTray, picture.militiaToPlace);
    m_militiaTray->setVisible(!picture.militiaToPlace.empty());
    if (TrackItem* turn = trackItem("turn")) turn->setMarker(picture.turn, bs::kFrame);
    if (TrackItem* ap = trackItem("ap_british")) ap->setMarker(picture.apBritish, bs::kBritishWood);
    if (TrackItem* ap = trackItem("ap_american")) ap->setMarker(picture.apAmerican, bs::kAmericanWood);
    addMarks(picture);
}

void CampaignMapScene::addBlock(const PictureBlock& block, QPointF at, double size) {
    auto* item = new BlockItem(block, size);
    item->setPos(at);
    item->setZValue(kBlocks);
    addItem(item);
    m_shown.push_back(item);
}

void CampaignMapScene::addCount(QPointF at, int count, const QString& text) {
    auto* item = new StackCountItem(at, text, count >= 10 ? 10.5 : 9);
    item->setToolTip(QStringLiteral("%1 blocks").arg(count));
    addItem(item);
    m_shown.push_back(item);
}

void CampaignMapScene::placeAtPoint(QPointF centre, const std::vector<PictureBlock>& blocks) {
    // A neat cluster on the point: up to three a row, two rows, the last place counting the rest.
    const int n = static_cast<int>(blocks.size());
    const QSizeF size = stackSize(n);
    const int columns = n == 1 ? 1 : n <= 4 ? 2 : 3;
    const double step = kBlockSize + kGap;
    const QPointF origin = centre - QPointF(size.width() - kBlockSize, size.height() - kBlockSize) / 2;
    const int blocksDrawn = n > kMostShownAtPoint ? kMostShownAtPoint - 1 : n;
    for (int i = 0; i < blocksDrawn; ++i) addBlock(blocks[i], origin + QPointF((i % columns) * step, (i / columns) * step), kBlockSize);
    if (n > kMostShownAtPoint) {
        const int last = kMostShownAtPoint - 1;
        addCount(origin + QPointF((last % columns) * step, (last / columns) * step), n, QStringLiteral("+%1").arg(n - blocksDrawn));
    }
    if (n >= 4) addCount(origin + QPointF((columns - 1) * step + kBlockSize / 2, -kBlockSize / 2), n, QString::number(n));
}

void CampaignMapScene::placeInArea(const QRectF& area, const std::vector<PictureBlock>& blocks) {
    if (area.isEmpty() || blocks.empty()) return;
    const double step = kBoxBlockSize + kGap;
    const int room = std::max(1, static_cast<int>((area.width() + kGap) / step));
    const int n = static_cast<int>(blocks.size());
    const int blocksDrawn = n > room ? room - 1 : n;
    const QPointF first(area.left() + kBoxBlockSize / 2, area.center().y());
    for (int i = 0; i < blocksDrawn; ++i) addBlock(blocks[i], first + QPointF(i * step, 0), kBoxBlockSize);
    if (n > room) addCount(first + QPointF(blocksDrawn * step, 0), n, QStringLiteral("+%1").arg(n - blocksDrawn));
}

void CampaignMapScene::placeInBox(const BoxItem& box, const std::vector<PictureBlock>& blocks) {
    placeInArea(box.blockArea(), blocks);
    const int n = static_cast<int>(blocks.size());
    if (n >= 4) addCount(box.frame().topRight(), n, QString::number(n));
}

QPointF CampaignMapScene::clearOfNames(const RoadItem& road) const {
    // The road's middle, or the nearest place along it or beside it whose tag hides no point's name.
    const QPainterPath& path = road.path();
    for (const double off : {0.0, 22.0, -22.0}) {
        for (const double at : {0.5, 0.62, 0.38, 0.74, 0.26}) {
            const double angle = path.angleAtPercent(at) * M_PI / 180.0;
            const QPointF p = path.pointAtPercent(at) + QPointF(std::sin(angle), std::cos(angle)) * off;
            const QRectF tag(p.x() - 18, p.y() - 10, 36, 20);
            const bool clear = std::none_of(m_names.begin(), m_names.end(),
                                            [&](const auto& name) { return name.second->sceneBoundingRect().intersects(tag); });
            if (clear) return p;
        }
    }
    return road.middle();
}

void CampaignMapScene::addMarks(const BoardPicture& picture) {
    for (const RoadUse& use : picture.roadUse) {
        if (use.used <= 0) continue;
        const auto road = std::find_if(m_roads.begin(), m_roads.end(), [&](const RoadItem* r) {
            return (r->road().a == use.a && r->road().b == use.b) || (r->road().a == use.b && r->road().b == use.a);
        });
        if (road == m_roads.end()) continue;
        auto* tag = new RoadUseItem(clearOfNames(**road), use);
        tag->setZValue(kTags);
        addItem(tag);
        m_shown.push_back(tag);
    }
    if (!picture.picked) return;
    const PickedGroup& group = *picture.picked;
    auto ringFor = [&](const std::string& point) {
        const auto stack = picture.stacks.find(point);
        const QSizeF size = stackSize(stack == picture.stacks.end() ? 0 : static_cast<int>(stack->second.size()));
        return std::max(30.0, std::hypot(size.width(), size.height()) / 2 + 6);
    };
    if (const PointItem* from = pointItem(group.point)) {
        auto* mark = new ReachMarkItem(from->pos(), QString(), true, ringFor(group.point));
        mark->setZValue(kReach);
        mark->setToolTip(QStringLiteral("The group picked: %1").arg(joinNames(m_data, group.blocks)));
        addItem(mark);
        m_shown.push_back(mark);
    }
    for (const ReachablePoint& reach : group.reachable) {
        const PointItem* point = pointItem(reach.point);
        if (!point) continue;
        auto* mark = new ReachMarkItem(point->pos(), QString::fromStdString(reachText(reach)), false, ringFor(reach.point));
        mark->setZValue(kReach);
        addItem(mark);
        m_shown.push_back(mark);
        auto* tag = new ReachTagItem(*mark);
        tag->setZValue(kTags);
        addItem(tag);
        m_shown.push_back(tag);
    }
}

}  // namespace tricorne::app
