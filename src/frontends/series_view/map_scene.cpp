#include "map_scene.h"

#include <QPainterPathStroker>

#include <QGraphicsPathItem>
#include <QGraphicsPolygonItem>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <map>

#include "counter_item.h"
#include "map_layer_item.h"
#include "marker_item.h"
#include "map_style.h"

namespace tricorne::app {

namespace {
constexpr double kMarkerZ = 8.0;
constexpr double kCounterZ = 10.0;
constexpr double kHoverZ = 5.0;
constexpr double kSelectionZ = 200.0;
constexpr double kBadgeZ = 100.0;
constexpr double kChosenZ = 210.0;  // over the hex selection, so its markers stay in view
constexpr int kBadgeFrom = 5;
constexpr double kMarksZ = 6.0;   // over the map, under the counters
constexpr double kTargetZ = 150.0;
constexpr double kCombatZ = 145.0;  // over the counters, so that every declared combat shows
constexpr double kMustAttackZ = 148.0;
constexpr double kSightZ = 220.0;  // over everything: a question about the map, asked now
constexpr double kPathZ = 140.0;  // over the counters it passes, under the counter picked up  // over the counters: the target must show through its stack

HexMarksItem* addMarks(QGraphicsScene& scene, const HexLayout& layout, HexMarksItem::Look look, double z) {
    auto* item = new HexMarksItem(layout, std::move(look));
    item->setZValue(z);
    item->setVisible(false);
    scene.addItem(item);
    return item;
}
}  // namespace

MapScene::MapScene(const core::Map& map, const core::CounterSet& counters, QObject* parent)
    : QGraphicsScene(parent), m_map(map), m_counters(counters), m_layout(map.columns(), map.rows()) {
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    m_mapLayer = new MapLayerItem(map, m_layout);
    addItem(m_mapLayer);
    setSceneRect(m_layout.sheetRect());

    m_hoverItem = addPolygon(QPolygonF(), QPen(Qt::NoPen), style::kHover);
    m_hoverItem->setZValue(kHoverZ);
    m_hoverItem->setVisible(false);
    QPen selection(style::kSelection, 3.2);
    selection.setJoinStyle(Qt::RoundJoin);
    m_selectionItem = addPolygon(QPolygonF(), selection);
    m_selectionItem->setZValue(kSelectionZ);
    m_selectionItem->setVisible(false);
    m_destinationMarks = addMarks(*this, m_layout, {QColor(0xff, 0xf4, 0x9a, 95), QColor(0x7a, 0x6a, 0x12, 200), 2.0}, kMarksZ);
    m_targetMarks = addMarks(*this, m_layout, {QColor(0xc8, 0x20, 0x18, 40), QColor(0xb0, 0x18, 0x10, 230), 3.2}, kTargetZ);
    m_pathItem = addPath(QPainterPath(), QPen(QColor(0x2a, 0x1a, 0x0c, 220), 4.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    m_pathItem->setZValue(kPathZ);
    m_pathItem->setVisible(false);
    m_sightItem = addPath(QPainterPath(), QPen(Qt::NoPen));
    m_sightItem->setZValue(kSightZ);
    m_sightItem->setVisible(false);
    m_sightBlockItem = addPath(QPainterPath(), QPen(QColor(0xb0, 0x10, 0x10, 235), 4.0));
    m_sightBlockItem->setZValue(kSightZ);
    m_sightBlockItem->setVisible(false);
    m_waypointMarks = addMarks(*this, m_layout, {QColor(0x2a, 0x1a, 0x0c, 40), QColor(0x2a, 0x1a, 0x0c, 230), 3.0}, kPathZ + 0.5);
    m_logMarks = addMarks(*this, m_layout, {QColor(0x2b, 0x4f, 0x8e, 50), QColor(0x1d, 0x3a, 0x70, 220), 2.6}, kMarksZ + 0.5);
    // Over the counters, so that the label reads across the stack's foot.
    m_mustAttackMarks = addMarks(*this, m_layout, {QColor(0xe0, 0x70, 0x10, 0), QColor(0xd0, 0x5a, 0x08, 230), 3.0}, kMustAttackZ);
    m_combatMarks = new CombatMarksItem(m_layout);
    m_combatMarks->setZValue(kCombatZ);
    m_combatMarks->setVisible(false);
    addItem(m_combatMarks);
}

MapScene::~MapScene() = default;

QPointF MapScene::stackOffset(int index, int count) {
    // Fanned like a hand of cards, each counter's name showing above the next;
    // large stacks close up so the fan stays near its hex.
    if (count <= 1) return {0, 0};
    const double stepY = std::min(10.0, 40.0 / (count - 1));
    const double stepX = stepY * 0.35;
    const double mid = (count - 1) / 2.0;
    return {(index - mid) * stepX, (index - mid) * stepY};
}

void MapScene::clearCounters() {
    for (CounterItem* item : m_counterItems) {
        removeItem(item);
        delete item;
    }
    for (QGraphicsItem* item : m_decorations) {
        removeItem(item);
        delete item;
    }
    m_counterItems.clear();
    m_decorations.clear();
}

void MapScene::showDeployment(const Deployment& deployment) {
    clearCounters();
    m_deployment = deployment;
    // Markers are tagged beside the hex number, clear of the stack.
    const double r = m_layout.radius();
    std::map<core::HexId, int> markersInHex;
    for (const auto& marker : m_deployment.markers()) {
        const int index = markersInHex[marker.hex]++;
        auto* item = new MarkerItem(marker.id);
        item->setPos(m_layout.centre(marker.hex) + QPointF(0.4 * r + index * (MarkerItem::kWidth + 1.0), -0.72 * r));
        item->setZValue(kMarkerZ + index * 0.1);
        addItem(item);
        m_decorations.push_back(item);
    }
    for (const core::HexId hex : m_deployment.occupiedHexes()) {
        const auto stack = m_deployment.stackAt(hex);
        // 7.42: counters not examined are drawn as the edges under the top counter, so the height shows.
        const int hidden = m_deployment.hiddenAt(hex);
        const int n = static_cast<int>(stack.size()) + hidden;
        const QPointF centre = m_layout.centre(hex);
        for (int i = 0; i < hidden; ++i) {
            auto* back = new CounterBackItem();
            back->setPos(centre + stackOffset(i, n));
            back->setZValue(kCounterZ + i);
            addItem(back);
            m_decorations.push_back(back);
        }
        for (int i = hidden; i < n; ++i) {
            const DeployedCounter& c = *stack[static_cast<std::size_t>(i - hidden)];
            const std::string& formationId = c.unit ? c.unit->formation : c.leader->formation;
            const core::Side side = c.unit ? c.unit->side : c.leader->side;
            auto* item = new CounterItem(c, CounterColours::of(m_counters.formation(formationId), side));
            item->setPos(centre + stackOffset(i, n));
            item->setZValue(kCounterZ + i);
            item->setRestingZ(kCounterZ + i);
            item->setChosen(c.id == m_chosen);
            if (c.id == m_chosen) item->setZValue(kChosenZ);
            addItem(item);
            m_counterItems.push_back(item);
        }
        if (n >= kBadgeFrom) {
            auto* badge = new StackBadgeItem(n);
            const QPointF top = centre + stackOffset(n - 1, n);
            badge->setPos(top + QPointF(CounterPainter::kSize / 2 - 2, -CounterPainter::kSize / 2 + 2));
            badge->setZValue(kBadgeZ);
            addItem(badge);
            m_decorations.push_back(badge);
        }
    }
}

CounterItem* MapScene::counterItem(const std::string& id) const {
    auto it = std::find_if(m_counterItems.begin(), m_counterItems.end(), [&](CounterItem* c) { return c->counterId() == id; });
    return it == m_counterItems.end() ? nullptr : *it;
}

void MapScene::setChosenCounter(const std::string& id) {
    m_chosen = id;
    for (CounterItem* item : m_counterItems) {
        item->setChosen(item->counterId() == id);
        // The counter picked up is lifted over its stack, as a player lifts it off the map.
        item->setZValue(item->isChosen() ? kChosenZ : item->restingZ());
    }
}

void MapScene::setMovePath(const std::vector<core::HexId>& path) {
    m_pathItem->setVisible(path.size() >= 2);
    if (path.size() < 2) return;
    // A march line from hex centre to hex centre, a dot at each hex entered and an arrowhead at the end.
    QPainterPath line(m_layout.centre(path.front()));
    for (std::size_t i = 1; i < path.size(); ++i) line.lineTo(m_layout.centre(path[i]));
    for (std::size_t i = 1; i + 1 < path.size(); ++i) line.addEllipse(m_layout.centre(path[i]), 3.0, 3.0);
    const QPointF end = m_layout.centre(path.back());
    const QPointF from = m_layout.centre(path[path.size() - 2]);
    const QPointF d = (end - from) / std::hypot(end.x() - from.x(), end.y() - from.y());
    const QPointF n(-d.y(), d.x());
    line.moveTo(end + n * 9.0 - d * 12.0);
    line.lineTo(end);
    line.lineTo(end - n * 9.0 - d * 12.0);
    m_pathItem->setPath(line);
}

bool MapScene::showsMovePath() const { return m_pathItem->isVisible(); }

void MapScene::setSightLine(const std::optional<SightLine>& line) {
    m_sightItem->setVisible(line.has_value());
    m_sightBlockItem->setVisible(line && !line->clear);
    if (!line) return;
    const QPointF from = m_layout.centre(line->from), to = m_layout.centre(line->to);
    // Where the sight stops: the blocking hex's centre, or the middle of the blocking hexside.
    QPointF stop = to;
    QPainterPath ring;
    if (line->blockingHex) {
        stop = m_layout.centre(*line->blockingHex);
        ring.addPolygon(m_layout.polygon(*line->blockingHex));
        ring.closeSubpath();
    } else if (line->blockingHexside) {
        stop = (m_layout.centre(line->blockingHexside->a) + m_layout.centre(line->blockingHexside->b)) / 2.0;
        ring.addEllipse(stop, 14.0, 14.0);
    }
    const QColor seen = line->clear ? QColor(0x1d, 0x7a, 0x2a, 230) : QColor(0xb0, 0x10, 0x10, 230);
    QPainterPath path(from);
    path.lineTo(stop);
    path.addEllipse(from, 6.0, 6.0);
    QPainterPathStroker stroker;
    stroker.setWidth(5.0);
    stroker.setCapStyle(Qt::RoundCap);
    QPainterPath drawn = stroker.createStroke(path);
    if (!line->clear && stop != to) {
        // Beyond the block the line goes on dashed, thinner: what the firer cannot see.
        QPainterPath beyond(stop);
        beyond.lineTo(to);
        stroker.setWidth(2.5);
        stroker.setDashPattern({3.0, 3.0});
        drawn.addPath(stroker.createStroke(beyond));
    }
    m_sightItem->setPath(drawn);
    m_sightItem->setBrush(seen);
    m_sightBlockItem->setPath(ring);
}

bool MapScene::showsSightLine() const { return m_sightItem->isVisible(); }

void MapScene::setSelectedHex(std::optional<core::HexId> hex) {
    m_selected = hex && m_map.contains(*hex) ? hex : std::nullopt;
    m_selectionItem->setVisible(m_selected.has_value());
    if (m_selected) m_selectionItem->setPolygon(m_layout.polygon(*m_selected));
}

void MapScene::setHoveredHex(std::optional<core::HexId> hex) {
    const bool show = hex && m_map.contains(*hex);
    m_hoverItem->setVisible(show);
    if (show) m_hoverItem->setPolygon(m_layout.polygon(*hex));
}

}  // namespace tricorne::app
