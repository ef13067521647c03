#include "box_item.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "block_style.h"
#include "campaign_ground.h"

namespace tricorne::app {

namespace bs = blockstyle;

namespace {
constexpr double kTitleHeight = 15.0;
constexpr double kListLine = 11.0;
constexpr int kListRowsBeforeTwoColumns = 8;

QRectF frameOf(block::BoardPoint centre, double w, double h, double aspect) {
    const QPointF c = toBoard(centre, aspect);
    const double width = w * kBoardWidth, height = h * kBoardWidth / aspect;
    return {c.x() - width / 2, c.y() - height / 2, width, height};
}

void paintTitle(QPainter& painter, const QRectF& frame, const QString& title, const QColor& ink) {
    painter.setPen(ink);
    painter.setFont(bs::serif(12, true));
    painter.drawText(QRectF(frame.left() + 4, frame.top() + 1, frame.width() - 8, kTitleHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     title);
}
}  // namespace

BoxItem::BoxItem(const block::Box& box, double aspect, QStringList printed, std::vector<QPointF> entries, QGraphicsItem* parent)
    : QGraphicsItem(parent),
      m_box(box),
      m_frame(frameOf(box.at, box.width, box.height, aspect)),
      m_printed(std::move(printed)),
      m_entries(std::move(entries)),
      m_listAt(m_frame.left(), m_frame.bottom() + 2) {
    QStringList tip{QString::fromStdString(box.name)};
    if (!m_printed.isEmpty()) tip << m_printed;
    setToolTip(tip.join(QLatin1Char('\n')));
}

QColor BoxItem::tint() const {
    if (m_box.side == "british") return bs::kBritishWood;
    if (m_box.side == "american") return bs::kAmericanWood;
    return bs::kFrame;
}

// Room is left on the right for the count of the blocks in the box.
QRectF BoxItem::blockArea() const { return m_frame.adjusted(4, kTitleHeight + 1, -14, -3); }

QSizeF BoxItem::listSize() const {
    if (m_printed.isEmpty()) return {};
    const int columns = m_printed.size() > kListRowsBeforeTwoColumns ? 2 : 1;
    const int rows = (static_cast<int>(m_printed.size()) + columns - 1) / columns;
    // Each column as wide as its longest name, so that no name is cut short (the At Start box's 25).
    const QFontMetricsF metrics(bs::condensed(10));
    double widest = 0;
    for (const QString& name : m_printed) widest = std::max(widest, metrics.horizontalAdvance(name));
    // A sixth more room: drawn small on a scaled view, hinted glyphs come out wider than measured.
    return {std::max(m_frame.width(), columns * std::max(150.0, widest * 7 / 6 + 10) + 8), rows * kListLine + 6};
}

QRectF BoxItem::listRect() const { return m_printed.isEmpty() ? QRectF() : QRectF(m_listAt, listSize()); }

void BoxItem::setListAt(QPointF topLeft) {
    prepareGeometryChange();
    m_listAt = topLeft;
}

QRectF BoxItem::boundingRect() const {
    QRectF r = m_frame.adjusted(-3, -3, 3, 3).united(listRect());
    for (const QPointF& e : m_entries) r = r.united(QRectF(e, QSizeF(1, 1)).adjusted(-8, -8, 8, 8));
    return r;
}

void BoxItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    p.setRenderHint(QPainter::Antialiasing);
    const QColor ink = tint();
    // B4: the British boxes' dotted lines showing their units' starting direction.
    for (const QPointF& entry : m_entries) {
        QLineF line(QPointF(m_frame.center().x(), m_frame.bottom()), entry);
        line.setLength(std::max(0.0, line.length() - 20));
        p.setPen(QPen(ink, 2.2, Qt::DotLine, Qt::RoundCap));
        p.drawLine(line);
        QLineF head = QLineF(line.p2(), line.p1());
        head.setLength(9);
        for (const double turn : {25.0, -25.0}) {
            QLineF barb = head;
            barb.setAngle(head.angle() + turn);
            p.setPen(QPen(ink, 2.2, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(barb);
        }
    }
    p.setPen(QPen(ink, 2.4));
    p.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 28));
    p.drawRect(m_frame);
    p.setPen(QPen(ink, 0.8));
    p.setBrush(Qt::NoBrush);
    p.drawRect(m_frame.adjusted(3, 3, -3, -3));
    paintTitle(p, m_frame, QString::fromStdString(m_box.name), ink.darker(130));
    if (m_printed.isEmpty()) return;
    const QRectF list = listRect();
    p.setPen(QPen(ink, 0.8));
    p.setBrush(QColor(0xfb, 0xf5, 0xe4, 230));
    p.drawRect(list);
    const int columns = m_printed.size() > kListRowsBeforeTwoColumns ? 2 : 1;
    const int rows = (static_cast<int>(m_printed.size()) + columns - 1) / columns;
    const QFont font = bs::condensed(10);
    const double columnWidth = (list.width() - 8) / columns;
    p.setFont(font);
    p.setPen(bs::kInk);
    for (int i = 0; i < m_printed.size(); ++i) {
        const QRectF row(list.left() + 4 + (i / rows) * columnWidth, list.top() + 3 + (i % rows) * kListLine, columnWidth - 4, kListLine);
        // The columns are sized for the longest name (listSize): a name is drawn whole, never elided,
        // since the painter's hinting at the view's scale may measure a few pixels wider.
        p.drawText(row, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, m_printed[i]);
    }
}

TrackItem::TrackItem(const block::Track& track, double aspect, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_track(track), m_frame(frameOf(track.at, track.width, track.height, aspect)) {
    setToolTip(QString::fromStdString(track.name));
}

QRectF TrackItem::cell(int index) const {
    const double w = m_frame.width() / m_track.cells;
    return {m_frame.left() + index * w, m_frame.top(), w, m_frame.height()};
}

QRectF TrackItem::boundingRect() const { return m_frame.adjusted(-70, -4, 4, 16); }

void TrackItem::setMarker(int value, const QColor& wood) {
    m_marker = value;
    m_markerWood = wood;
    update();
}

void TrackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(bs::kInk);
    p.setFont(bs::serif(11, true));
    const QString title = QString::fromStdString(m_track.name);
    // A long track has its name beside it, a short one under it, clear of its neighbour.
    const bool beside = m_frame.width() > kBoardWidth * 0.2;
    const QRectF titleRect = beside ? QRectF(m_frame.left() - 70, m_frame.top(), 66, m_frame.height())
                                    : QRectF(m_frame.left(), m_frame.bottom() + 1, m_frame.width(), 13);
    p.drawText(titleRect, (beside ? Qt::AlignRight : Qt::AlignHCenter) | Qt::AlignVCenter | Qt::TextWordWrap, title);
    p.setFont(bs::sans(9, true));
    for (int i = 0; i < m_track.cells; ++i) {
        const QRectF c = cell(i);
        p.setPen(QPen(bs::kFrame, 1));
        p.setBrush(i % 2 == 0 ? QColor(0xf7, 0xee, 0xd4) : QColor(0xea, 0xdc, 0xb6));
        p.drawRect(c);
        p.setPen(bs::kInk);
        p.drawText(c, Qt::AlignCenter, QString::number(m_track.firstCell + i));
    }
    const int index = m_marker - m_track.firstCell;
    if (index < 0 || index >= m_track.cells) return;
    // B3 Game Markers: a spare block stands on the track's cell, its number left readable.
    const QRectF c = cell(index);
    const double s = std::min(c.width(), c.height()) + 4;
    p.setPen(QPen(m_markerWood.darker(160), 1.4));
    p.setBrush(m_markerWood);
    const QRectF marker(c.center().x() - s / 2, c.center().y() - s / 2, s, s);
    p.drawRoundedRect(marker, 2.5, 2.5);
    p.setPen(Qt::white);
    p.drawText(marker, Qt::AlignCenter, QString::number(m_marker));
}

HoldingBoxesItem::HoldingBoxesItem(const block::HoldingBoxArea& area, double aspect, std::vector<Leader> leaders, QGraphicsItem* parent)
    : QGraphicsItem(parent), m_frame(frameOf(area.at, area.width, area.height, aspect)), m_leaders(std::move(leaders)) {
    setToolTip(QStringLiteral("Leader holding boxes (B12.1): the units moving with a leader wait in his box while his block alone "
                              "moves on the map; each box shows how many blocks it holds, their labels to their owner only (A36, A43)"));
}

namespace {
constexpr int kHoldingColumns = 3;
constexpr double kHoldingTitle = 12.0;
}  // namespace

QRectF HoldingBoxesItem::boxFrame(const std::string& leader) const {
    // Each side's leaders in rows of three, the British first; the rows share the frame's height.
    int row = 0, column = 0, rows = 0;
    bool found = false;
    for (const block::Side side : {block::Side::British, block::Side::American}) {
        int k = 0;
        for (const Leader& l : m_leaders) {
            if (l.side != side) continue;
            if (l.id == leader) {
                row = rows + k / kHoldingColumns;
                column = k % kHoldingColumns;
                found = true;
            }
            ++k;
        }
        rows += (k + kHoldingColumns - 1) / kHoldingColumns;
    }
    if (!found || rows == 0) return {};
    const double w = m_frame.width() / kHoldingColumns, h = m_frame.height() / rows;
    return {m_frame.left() + column * w + 1.5, m_frame.top() + row * h + 1.5, w - 3, h - 3};
}

QRectF HoldingBoxesItem::blockArea(const std::string& leader) const {
    const QRectF box = boxFrame(leader);
    return box.isEmpty() ? box : box.adjusted(4, kHoldingTitle + 1, -4, -2);
}

void HoldingBoxesItem::setCounts(std::map<std::string, int> counts) {
    m_counts = std::move(counts);
    update();
}

void HoldingBoxesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    QPainter& p = *painter;
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(bs::kInk);
    p.setFont(bs::serif(10, true));
    p.drawText(QRectF(m_frame.left(), m_frame.top() - 15, m_frame.width(), 14), Qt::AlignLeft | Qt::AlignVCenter,
               QStringLiteral("Leader Holding Boxes (B12.1)"));
    for (const Leader& l : m_leaders) {
        const QRectF box = boxFrame(l.id);
        const QColor ink = l.side == block::Side::British ? bs::kBritishWood : bs::kAmericanWood;
        p.setPen(QPen(ink, 1.6));
        p.setBrush(QColor(0xfb, 0xf5, 0xe4, 235));
        p.drawRect(box);
        p.setPen(ink.darker(130));
        p.setFont(bs::condensed(9, true));
        const auto count = m_counts.find(l.id);
        const QString title = count == m_counts.end() || count->second == 0 ? l.name : QStringLiteral("%1 \u00b7 %2").arg(l.name).arg(count->second);
        p.drawText(QRectF(box.left() + 3, box.top(), box.width() - 6, kHoldingTitle + 1), Qt::AlignLeft | Qt::AlignVCenter, title);
    }
}

}  // namespace tricorne::app
