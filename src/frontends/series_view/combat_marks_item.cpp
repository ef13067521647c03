#include "combat_marks_item.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

#include "map_style.h"

namespace tricorne::app {

namespace {
const QColor kArrow(0x9c, 0x1c, 0x12);
const QColor kResolved(0x6b, 0x60, 0x4c);
const QColor kDiversion(0x1d, 0x3a, 0x70);
}  // namespace

CombatMarksItem::CombatMarksItem(const HexLayout& layout) : m_layout(layout) { setAcceptedMouseButtons(Qt::NoButton); }

void CombatMarksItem::setCombats(std::vector<CombatArrows> combats, std::optional<core::HexId> diversion) {
    prepareGeometryChange();
    m_combats = std::move(combats);
    m_diversion = diversion;
    m_bounds = QRectF();
    for (const auto& c : m_combats) {
        for (const core::HexId h : c.attackerHexes) m_bounds |= m_layout.polygon(h).boundingRect();
        for (const core::HexId h : c.defenderHexes) m_bounds |= m_layout.polygon(h).boundingRect();
    }
    if (m_diversion) m_bounds |= m_layout.polygon(*m_diversion).boundingRect();
    m_bounds.adjust(-8, -8, 8, 8);
    setVisible(!m_combats.empty() || m_diversion.has_value());
    update();
}

QRectF CombatMarksItem::boundingRect() const { return m_bounds; }

void CombatMarksItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing);
    const double r = m_layout.radius();
    QFont f = style::sansFont();
    f.setBold(true);
    if (m_diversion) {
        // A dashed ring and a plate: this stack is diverted, not attacked.
        const QPointF c = m_layout.centre(*m_diversion);
        QPolygonF inset;
        for (const QPointF& p : m_layout.polygon(*m_diversion)) inset << c + (p - c) * 0.88;
        painter->setPen(QPen(kDiversion, 3.0, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(QColor(0x2b, 0x4f, 0x8e, 35));
        painter->drawPolygon(inset);
        const QString label = QCoreApplication::translate("CombatMarks", "DIVERSION");
        const double w = style::textWidth(label, f, 0.18 * r) + 0.2 * r;
        const QRectF plate(c.x() - w / 2, c.y() + 0.46 * r, w, 0.28 * r);
        painter->setPen(QPen(kDiversion, 1.0));
        painter->setBrush(QColor(0xfb, 0xf7, 0xea, 235));
        painter->drawRoundedRect(plate, 3, 3);
        style::drawText(*painter, plate, Qt::AlignCenter, label, f, 0.18 * r);
    }
    // The combats being fought last, so that their arrows lie on top.
    std::vector<const CombatArrows*> order;
    for (const auto& c : m_combats)
        if (c.resolved) order.push_back(&c);
    for (const auto& c : m_combats)
        if (!c.resolved && !c.current) order.push_back(&c);
    for (const auto& c : m_combats)
        if (c.current) order.push_back(&c);
    for (const CombatArrows* c : order) {
        QColor colour = c->resolved ? kResolved : kArrow;
        colour.setAlpha(c->resolved ? 150 : 230);
        const double width = c->current ? 7.0 : 5.0;
        for (const core::HexId from : c->attackerHexes) {
            for (const core::HexId to : c->defenderHexes) {
                const QPointF a = m_layout.centre(from), b = m_layout.centre(to);
                const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
                if (length <= 0) continue;
                const QPointF d = (b - a) / length;
                const QPointF n(-d.y(), d.x());
                // From beside the attacking stack to just inside the defending hex.
                const QPointF start = a + d * 0.30 * r, end = b - d * 0.42 * r;
                painter->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
                painter->setBrush(Qt::NoBrush);
                painter->drawLine(start, end - d * 8.0);
                QPolygonF head;
                head << end << end - d * 16.0 + n * 10.0 << end - d * 16.0 - n * 10.0;
                painter->setPen(Qt::NoPen);
                painter->setBrush(colour);
                painter->drawPolygon(head);
                // The combat's number in a disc on the shaft.
                const QPointF mid = (start + end) / 2.0;
                const double disc = 0.17 * r;
                painter->setPen(QPen(colour, 2.0));
                painter->setBrush(QColor(0xfb, 0xf7, 0xea, 245));
                painter->drawEllipse(mid, disc, disc);
                painter->setPen(colour.darker(130));
                style::drawText(*painter, QRectF(mid.x() - disc, mid.y() - disc, 2 * disc, 2 * disc), Qt::AlignCenter, QString::number(c->number), f,
                                0.2 * r);
            }
        }
    }
}

}  // namespace tricorne::app
