#include "block_painter.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

#include "block_style.h"

namespace tricorne::app {

namespace bs = blockstyle;

double labelTurnFor(int fullSp, int sp) { return 90.0 * (fullSp - sp); }

int spOnTop(int fullSp, double turnDegrees) { return fullSp - static_cast<int>(std::lround(turnDegrees / 90.0)); }

namespace {

// The block's body: its shadow, its top edge lit from the north-west and the face below it.
QRectF paintWood(QPainter& painter, const QRectF& rect, const QColor& wood, BlockStance stance) {
    const double depth = stance == BlockStance::Standing ? rect.height() * 0.16 : rect.height() * 0.05;
    const double radius = rect.width() * 0.08;
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x20, 0x14, 0x08, 90));
    painter.drawRoundedRect(rect.translated(rect.width() * 0.06, rect.height() * 0.08), radius, radius);
    painter.setBrush(wood.lighter(135));
    painter.drawRoundedRect(rect, radius, radius);
    const QRectF face(rect.left(), rect.top() + depth, rect.width(), rect.height() - depth);
    QLinearGradient grain(face.topLeft(), face.bottomRight());
    grain.setColorAt(0, wood.lighter(112));
    grain.setColorAt(1, wood.darker(118));
    painter.setBrush(grain);
    painter.setPen(QPen(wood.darker(170), rect.width() * 0.03));
    painter.drawRoundedRect(face, radius, radius);
    return face;
}

// One strength on one edge of the label, reading from outside that edge.
// The strength the block has now is printed large, the lower ones it may turn to small and faded.
void paintEdgeNumber(QPainter& painter, double size, int edge, int sp, bool current) {
    painter.save();
    painter.rotate(90.0 * edge);
    const double height = size * (current ? 0.42 : 0.26);
    painter.setFont(bs::sans(std::max(1, static_cast<int>(std::lround(height))), true));
    painter.setPen(current ? bs::kInk : QColor(0x8c, 0x82, 0x70));
    painter.drawText(QRectF(-size / 2, -size / 2 + size * 0.02, size, height), Qt::AlignCenter, QString::number(sp));
    painter.restore();
}

}  // namespace

void paintTypeSymbol(QPainter& painter, const QRectF& rect, block::UnitType type, const QColor& ink) {
    using block::UnitType;
    painter.save();
    painter.setPen(QPen(ink, std::max(0.6, rect.height() * 0.1)));
    painter.setBrush(Qt::NoBrush);
    if (type == UnitType::Leader || type == UnitType::Commander) {
        QPainterPath star;
        const QPointF c = rect.center();
        const double r = rect.height() * 0.55;
        for (int i = 0; i < 10; ++i) {
            const double a = -M_PI / 2 + i * M_PI / 5;
            const double ri = i % 2 == 0 ? r : r * 0.42;
            const QPointF p(c.x() + ri * std::cos(a), c.y() + ri * std::sin(a));
            i == 0 ? star.moveTo(p) : star.lineTo(p);
        }
        star.closeSubpath();
        painter.setBrush(ink);
        painter.setPen(Qt::NoPen);
        painter.drawPath(star);
        painter.restore();
        return;
    }
    painter.drawRect(rect);
    switch (type) {
        case UnitType::Artillery:
            painter.setBrush(ink);
            painter.drawEllipse(rect.center(), rect.height() * 0.18, rect.height() * 0.18);
            break;
        case UnitType::Native: {
            // A lodge for the Native American allies.
            QPainterPath lodge;
            lodge.moveTo(rect.left() + rect.width() * 0.3, rect.bottom());
            lodge.lineTo(rect.center().x(), rect.top() + rect.height() * 0.15);
            lodge.lineTo(rect.right() - rect.width() * 0.3, rect.bottom());
            painter.drawPath(lodge);
            break;
        }
        default:
            painter.drawLine(rect.topLeft(), rect.bottomRight());
            painter.drawLine(rect.bottomLeft(), rect.topRight());
            break;
    }
    if (type == UnitType::LightInfantry || type == UnitType::Elite) {
        // Light troops and riflemen: the bar of a skirmish line above the cross.
        painter.drawLine(QPointF(rect.left() + rect.width() * 0.2, rect.top() - rect.height() * 0.3),
                         QPointF(rect.right() - rect.width() * 0.2, rect.top() - rect.height() * 0.3));
    }
    painter.restore();
}

void paintLabel(QPainter& painter, double size, const PictureBlock& block) {
    const QColor ink = bs::woodOf(block.side).darker(130);
    const QRectF label(-size / 2, -size / 2, size, size);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(bs::woodOf(block.side), size * 0.06));
    painter.setBrush(bs::kLabelPaper);
    painter.drawRect(label);
    if (block.type == block::UnitType::Militia) {
        // B3.1: the militia's labels have a green centre.
        painter.setPen(Qt::NoPen);
        painter.setBrush(bs::kMilitiaCentre);
        painter.drawRect(label.adjusted(size * 0.22, size * 0.22, -size * 0.22, -size * 0.22));
    }
    // B3: the full strength on the top edge, each lower one a quarter turn counterclockwise.
    for (int edge = 0; edge < 4 && block.fullSp - edge >= 1; ++edge)
        paintEdgeNumber(painter, size, edge, block.fullSp - edge, block.fullSp - edge == block.sp);
    // Inside the strengths: the type, or a leader's star between his ratings, and the name.
    if (block.isLeaderLike()) {
        // B3.1: the group limit left of the star, the movement rate right of it.
        painter.setFont(bs::sans(std::max(1, static_cast<int>(std::lround(size * 0.17))), true));
        painter.setPen(ink);
        const QRectF row(-size * 0.3, -size * 0.06, size * 0.6, size * 0.17);
        if (block.groupLimit > 0) {
            painter.drawText(row.adjusted(0, 0, -size * 0.38, 0), Qt::AlignRight | Qt::AlignVCenter, QString::number(block.groupLimit));
            painter.drawText(row.adjusted(size * 0.38, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, QString::number(block.move));
        }
        paintTypeSymbol(painter, QRectF(-size * 0.07, -size * 0.04, size * 0.14, size * 0.14), block.type, ink);
    } else {
        paintTypeSymbol(painter, QRectF(-size * 0.11, -size * 0.03, size * 0.22, size * 0.13), block.type, ink);
    }
    painter.setPen(bs::kInk);
    painter.setFont(bs::condensed(std::max(1, static_cast<int>(std::lround(size * 0.095))), true));
    painter.drawText(QRectF(-size * 0.3, size * 0.11, size * 0.6, size * 0.14), Qt::AlignCenter,
                     QFontMetricsF(painter.font()).elidedText(QString::fromStdString(block.name), Qt::ElideRight, size * 0.6));
    painter.restore();
}

void paintBlock(QPainter& painter, const QRectF& rect, const PictureBlock& block, double turnDegrees, BlockStance stance) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF face = paintWood(painter, rect, bs::woodOf(block.side), stance);
    if (block.labelShown) {
        const double size = std::min(face.width(), face.height()) * 0.86;
        painter.translate(face.center());
        painter.rotate(-turnDegrees);
        paintLabel(painter, size, block);
    } else if (block.type == block::UnitType::Native) {
        // A44: a Native block is known for one where it stands; its label and strength stay hidden.
        const double size = std::min(face.width(), face.height()) * 0.86;
        paintTypeSymbol(painter, QRectF(face.center().x() - size * 0.18, face.center().y() - size * 0.12, size * 0.36, size * 0.24), block.type, bs::kParchment);
    }
    painter.restore();
}

}  // namespace tricorne::app
