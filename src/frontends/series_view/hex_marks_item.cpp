#include "hex_marks_item.h"

#include <QPainter>

#include "map_style.h"

namespace tricorne::app {

HexMarksItem::HexMarksItem(const HexLayout& layout, Look look) : m_layout(layout), m_look(std::move(look)) {
    setAcceptedMouseButtons(Qt::NoButton);
}

void HexMarksItem::setMarks(std::vector<HexMark> marks) {
    prepareGeometryChange();
    m_marks = std::move(marks);
    m_bounds = QRectF();
    for (const auto& m : m_marks) m_bounds |= m_layout.polygon(m.hex).boundingRect();
    m_bounds.adjust(-m_look.edgeWidth, -m_look.edgeWidth, m_look.edgeWidth, m_look.edgeWidth);
    setVisible(!m_marks.empty());
    update();
}

QRectF HexMarksItem::boundingRect() const { return m_bounds; }

void HexMarksItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/) {
    painter->setRenderHint(QPainter::Antialiasing);
    const double r = m_layout.radius();
    QFont f = style::sansFont();
    f.setBold(true);
    for (const auto& m : m_marks) {
        // Inset a little so neighbouring marked hexes read as separate hexes.
        const QPointF c = m_layout.centre(m.hex);
        QPolygonF inset;
        for (const QPointF& p : m_layout.polygon(m.hex)) inset << c + (p - c) * 0.9;
        painter->setPen(QPen(m_look.edge, m_look.edgeWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(m_look.fill);
        painter->drawPolygon(inset);
        if (m.label.isEmpty()) continue;
        // The cost sits in a small plate low in the hex, clear of the hex number and most stacks.
        const double textSize = 0.2 * r;
        const double w = style::textWidth(m.label, f, textSize) + 0.2 * r;
        const QRectF plate(c.x() - w / 2, c.y() + 0.44 * r, w, 0.3 * r);
        painter->setPen(QPen(m_look.edge.darker(140), 1.0));
        painter->setBrush(QColor(0xfb, 0xf7, 0xea, 235));
        painter->drawRoundedRect(plate, 3, 3);
        painter->setPen(m_look.edge.darker(180));
        style::drawText(*painter, plate, Qt::AlignCenter, m.label, f, textSize);
    }
}

}  // namespace tricorne::app
