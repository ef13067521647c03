#include "objectives_item.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "map_scene.h"
#include "map_style.h"

namespace tricorne::app {

namespace {
constexpr double kObjectivesZ = 2.5;  // over the map layer, under the hex marks and the counters
const QColor kEither{0xc8, 0x96, 0x12};

QColor colourOf(const std::vector<std::optional<core::Side>>& sides) {
    std::optional<core::Side> only;
    for (const auto& s : sides) {
        if (!s || (only && *only != *s)) return kEither;
        only = s;
    }
    if (!only) return kEither;
    return *only == core::Side::American ? style::kAmerican : style::kBritish;
}

QPolygonF star(QPointF centre, double outer) {
    QPolygonF p;
    for (int i = 0; i < 10; ++i) {
        const double a = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
        const double r = i % 2 == 0 ? outer : outer * 0.42;
        p << centre + QPointF(r * std::cos(a), r * std::sin(a));
    }
    return p;
}
}  // namespace

ObjectivesItem::ObjectivesItem(const HexLayout& layout) : m_layout(layout) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(kObjectivesZ);
}

void ObjectivesItem::setMarks(std::vector<ObjectiveMark> marks) {
    prepareGeometryChange();
    m_marks = std::move(marks);
    m_bounds = QRectF();
    for (const auto& m : m_marks) m_bounds |= m_layout.polygon(m.hex).boundingRect();
    m_bounds.adjust(-4, -4, 4, 4);
    setVisible(!m_marks.empty());
    update();
}

QRectF ObjectivesItem::boundingRect() const { return m_bounds; }

void ObjectivesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing);
    const double r = m_layout.radius();
    // The area first, washed so the hexes' own objectives read over it.
    for (const auto& m : m_marks) {
        if (!m.area) continue;
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(kEither.red(), kEither.green(), kEither.blue(), 48));
        painter->drawPolygon(m_layout.polygon(m.hex));
    }
    QFont f = style::sansFont();
    f.setBold(true);
    for (const auto& m : m_marks) {
        if (m.sides.empty()) continue;
        const QColor ink = colourOf(m.sides);
        const QPointF c = m_layout.centre(m.hex);
        QPolygonF inset;
        for (const QPointF& p : m_layout.polygon(m.hex)) inset << c + (p - c) * 0.86;
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(0xfb, 0xf7, 0xea, 200), 0.16 * r + 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolygon(inset);
        painter->setPen(QPen(ink, 0.16 * r, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolygon(inset);
        // The star and the rule on a plate at the hex's foot, clear of the stack's centre.
        const double textSize = 0.19 * r;
        const double w = style::textWidth(m.rules, f, textSize) + 0.42 * r;
        const QRectF plate(c.x() - w / 2, c.y() + 0.5 * r, w, 0.3 * r);
        painter->setPen(QPen(ink.darker(130), 1.0));
        painter->setBrush(QColor(0xfb, 0xf7, 0xea, 240));
        painter->drawRoundedRect(plate, 3, 3);
        painter->setPen(Qt::NoPen);
        painter->setBrush(ink);
        painter->drawPolygon(star(QPointF(plate.left() + 0.17 * r, plate.center().y()), 0.12 * r));
        painter->setPen(ink.darker(150));
        style::drawText(*painter, plate.adjusted(0.3 * r, 0, 0, 0), Qt::AlignCenter, m.rules, f, textSize);
    }
}

std::vector<ObjectiveMark> objectiveMarks(const core::GameState& s) {
    std::vector<ObjectiveMark> marks;
    auto at = [&marks](core::HexId h) -> ObjectiveMark& {
        const auto it = std::find_if(marks.begin(), marks.end(), [h](const ObjectiveMark& m) { return m.hex == h; });
        if (it != marks.end()) return *it;
        marks.push_back({h, {}, QString(), false});
        return marks.back();
    };
    for (const core::Objective& o : s.volumeRules->objectives(s))
        for (const core::HexId h : o.hexes) {
            ObjectiveMark& m = at(h);
            if (o.area) {
                m.area = true;
                continue;
            }
            m.sides.push_back(o.side);
            const QString rule = QString::fromStdString(o.rule);
            if (!m.rules.split(QStringLiteral(", ")).contains(rule)) m.rules += (m.rules.isEmpty() ? QString() : QStringLiteral(", ")) + rule;
        }
    return marks;
}

ObjectivesItem* showObjectives(MapScene& scene, const core::GameState* state) {
    ObjectivesItem* item = nullptr;
    for (QGraphicsItem* i : scene.items())
        if (i->type() == ObjectivesItem::kType) item = static_cast<ObjectivesItem*>(i);
    if (!item) {
        item = new ObjectivesItem(scene.layout());
        scene.addItem(item);
    }
    item->setMarks(state ? objectiveMarks(*state) : std::vector<ObjectiveMark>{});
    return item;
}

}  // namespace tricorne::app
