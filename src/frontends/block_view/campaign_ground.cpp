#include "campaign_ground.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QRadialGradient>

#include <cmath>

#include "block_style.h"

namespace tricorne::app {

namespace bs = blockstyle;

QPointF toBoard(const block::BoardPoint& at, double aspect) { return {at.x * kBoardWidth, at.y * kBoardWidth / aspect}; }

QRectF boardRect(double aspect) { return {0, 0, kBoardWidth, kBoardWidth / aspect}; }

namespace {

QPolygonF polygonOf(const std::vector<block::BoardPoint>& line, double aspect) {
    QPolygonF polygon;
    for (const block::BoardPoint& p : line) polygon << toBoard(p, aspect);
    return polygon;
}

// A line through the points, its corners rounded by quadratic curves through the midpoints.
QPainterPath smoothPath(const QPolygonF& points, bool closed) {
    QPainterPath path;
    if (points.size() < 3) {
        path.addPolygon(points);
        if (closed) path.closeSubpath();
        return path;
    }
    const int n = static_cast<int>(points.size());
    auto mid = [&](int i) { return (points[i % n] + points[(i + 1) % n]) / 2.0; };
    if (closed) {
        path.moveTo(mid(0));
        for (int i = 1; i <= n; ++i) path.quadTo(points[i % n], mid(i));
        path.closeSubpath();
    } else {
        path.moveTo(points.first());
        for (int i = 1; i < n - 1; ++i) path.quadTo(points[i], mid(i));
        path.lineTo(points.last());
    }
    return path;
}

QPointF centroid(const QPolygonF& polygon) {
    QPointF sum;
    for (const QPointF& p : polygon) sum += p;
    return polygon.isEmpty() ? sum : sum / polygon.size();
}

}  // namespace

CampaignGroundItem::CampaignGroundItem(const block::CampaignMap& map, QGraphicsItem* parent) : QGraphicsItem(parent), m_map(map) {
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

QRectF CampaignGroundItem::boundingRect() const { return boardRect(m_map.aspect).adjusted(-12, -12, 12, 12); }

void CampaignGroundItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    paintParchment(*painter);
    painter->save();
    painter->setClipRect(boardRect(m_map.aspect));
    for (const block::Mountains& range : m_map.mountains) paintMountains(*painter, range);
    for (const block::Water& w : m_map.water)
        if (w.kind == block::Water::Kind::River) paintRiver(*painter, w);
    for (const block::Water& w : m_map.water)
        if (w.kind == block::Water::Kind::Lake) paintLake(*painter, w);
    for (const block::Border& border : m_map.borders) paintBorder(*painter, border);
    paintNames(*painter);
    painter->restore();
}

void CampaignGroundItem::paintParchment(QPainter& painter) const {
    const QRectF board = boardRect(m_map.aspect);
    QRadialGradient paper(board.center(), board.width() * 0.62);
    paper.setColorAt(0, bs::kParchment.lighter(103));
    paper.setColorAt(0.75, bs::kParchment);
    paper.setColorAt(1, bs::kParchmentEdge);
    painter.fillRect(board, paper);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(bs::kFrame, 6));
    painter.drawRect(board.adjusted(-6, -6, 6, 6));
    painter.setPen(QPen(bs::kFrame, 1.2));
    painter.drawRect(board.adjusted(-11, -11, 11, 11));
}

void CampaignGroundItem::paintLake(QPainter& painter, const block::Water& lake) const {
    const QPainterPath shore = smoothPath(polygonOf(lake.line, m_map.aspect), true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(bs::kLake);
    painter.drawPath(shore);
    // The old engravers' water lines: the shore repeated inward, fainter.
    painter.save();
    painter.setClipPath(shore);
    for (const double width : {22.0, 10.0}) {
        painter.strokePath(shore, QPen(QColor(bs::kShore.red(), bs::kShore.green(), bs::kShore.blue(), width > 15 ? 22 : 40), width));
    }
    painter.restore();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(bs::kShore, 1.6));
    painter.drawPath(shore);
    for (const auto& island : lake.islands) {
        painter.setBrush(bs::kParchment);
        painter.drawPath(smoothPath(polygonOf(island, m_map.aspect), true));
    }
}

void CampaignGroundItem::paintRiver(QPainter& painter, const block::Water& river) const {
    const QPainterPath course = smoothPath(polygonOf(river.line, m_map.aspect), false);
    // The data's width is the printed river's; drawn at less than half of it the roads stay clear.
    const double width = std::max(1.5, river.width * kBoardWidth * 0.42);
    painter.setBrush(Qt::NoBrush);
    QPen bank(bs::kShore, width + 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.strokePath(course, bank);
    QPen water(bs::kRiver.lighter(125), width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.strokePath(course, water);
}

void CampaignGroundItem::paintMountains(QPainter& painter, const block::Mountains& range) const {
    // Hachured hills in profile along the range's line, as the period maps drew them.
    const QPainterPath line = smoothPath(polygonOf(range.line, m_map.aspect), false);
    const double length = line.length();
    const double step = 17.0;
    painter.setBrush(QColor(bs::kMountain.red(), bs::kMountain.green(), bs::kMountain.blue(), 40));
    for (double at = 4; at < length; at += step) {
        const double t = line.percentAtLength(at);
        const QPointF p = line.pointAtPercent(t);
        const double offset = (static_cast<int>(at / step) % 2 == 0 ? -7.0 : 7.0);
        const QPointF base(p.x() + offset * 0.8, p.y());
        QPainterPath hill;
        hill.moveTo(base + QPointF(-10, 6));
        hill.quadTo(base + QPointF(-3, -9), base + QPointF(0, -9));
        hill.quadTo(base + QPointF(3, -9), base + QPointF(10, 6));
        painter.setPen(Qt::NoPen);
        painter.drawPath(hill);
        painter.setPen(QPen(bs::kMountain, 1.1));
        painter.drawPath(hill);
        for (int h = 0; h < 3; ++h)
            painter.drawLine(base + QPointF(1.5 + h * 2.5, -6 + h * 3), base + QPointF(3 + h * 2.5, -3 + h * 3));
    }
}

void CampaignGroundItem::paintBorder(QPainter& painter, const block::Border& border) const {
    QPen pen(bs::kBorder, 2.2, Qt::DashDotLine, Qt::FlatCap, Qt::RoundJoin);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(bs::kBorder.red(), bs::kBorder.green(), bs::kBorder.blue(), 45), 9));
    painter.drawPolyline(polygonOf(border.line, m_map.aspect));
    painter.setPen(pen);
    painter.drawPolyline(polygonOf(border.line, m_map.aspect));
}

void CampaignGroundItem::paintNames(QPainter& painter) const {
    for (const block::Region& region : m_map.regions) {
        QFont font = bs::serif(26, false, true);
        font.setLetterSpacing(QFont::PercentageSpacing, 125);
        // A long name with a gloss in brackets goes on two lines, the gloss under the name.
        const QStringList lines = QString::fromStdString(region.name).toUpper().split(QStringLiteral(" ("));
        const QPointF at = toBoard(region.labelAt, m_map.aspect);
        for (int i = 0; i < lines.size(); ++i)
            bs::haloText(painter, at + QPointF(0, (i - (lines.size() - 1) / 2.0) * 30), (i > 0 ? QStringLiteral("(") : QString()) + lines[i],
                         font, bs::kRegionInk, 0);
    }
    for (const block::Water& w : m_map.water) {
        if (w.kind != block::Water::Kind::Lake) continue;
        const QPolygonF shore = polygonOf(w.line, m_map.aspect);
        QPointF at = centroid(shore);
        if (!shore.containsPoint(at, Qt::OddEvenFill)) continue;
        painter.save();
        painter.translate(at);
        const QRectF box = shore.boundingRect();
        // A tall narrow lake carries its name along its length.
        if (box.height() > box.width() * 2) painter.rotate(-80);
        bs::haloText(painter, {}, QString::fromStdString(w.name), bs::serif(15, false, true), bs::kShore.darker(125), 0);
        painter.restore();
    }
    for (const block::Water& w : m_map.water) {
        if (w.kind != block::Water::Kind::River || w.line.size() < 2) continue;
        const size_t i = w.line.size() / 2 - (w.line.size() % 2 == 0 ? 1 : 0);
        const QPointF a = toBoard(w.line[i], m_map.aspect), b = toBoard(w.line[i + 1], m_map.aspect);
        double angle = std::atan2(b.y() - a.y(), b.x() - a.x()) * 180.0 / M_PI;
        if (angle > 90) angle -= 180;
        if (angle < -90) angle += 180;
        painter.save();
        painter.translate((a + b) / 2.0);
        painter.rotate(angle);
        bs::haloText(painter, QPointF(0, -9), QString::fromStdString(w.name), bs::serif(12, false, true), bs::kShore.darker(115), 1.5);
        painter.restore();
    }
}

}  // namespace tricorne::app
