#include "counter_painter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

#include "counter_text.h"
#include "map_style.h"
#include "unit_symbol.h"

namespace tricorne::app {

namespace {
const QColor kInkDark{0x1c, 0x18, 0x12};
const QColor kGold{0xe8, 0xc5, 0x4a};

QColor readableOn(const QColor& background) {
    return background.lightnessF() > 0.55 ? kInkDark : QColor(Qt::white);
}

QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t), static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

QPainterPath leaderShape(const QRectF& r) {
    // Leaders are cut at the corners, so they read apart from combat units at a glance.
    const double c = r.width() * 0.16;
    QPolygonF p;
    p << QPointF(r.left() + c, r.top()) << QPointF(r.right() - c, r.top()) << QPointF(r.right(), r.top() + c)
      << QPointF(r.right(), r.bottom() - c) << QPointF(r.right() - c, r.bottom()) << QPointF(r.left() + c, r.bottom())
      << QPointF(r.left(), r.bottom() - c) << QPointF(r.left(), r.top() + c);
    QPainterPath path;
    path.addPolygon(p);
    path.closeSubpath();
    return path;
}
}  // namespace

QPainterPath CounterPainter::outline(const QRectF& rect, bool leader) {
    if (leader) return leaderShape(rect);
    QPainterPath path;
    const double radius = 3.5 * rect.width() / kSize;
    path.addRoundedRect(rect, radius, radius);
    return path;
}

CounterColours CounterColours::of(const core::Formation* formation, core::Side side) {
    CounterColours c;
    c.background = formation ? QColor(QString::fromStdString(formation->colour)) : QColor();
    if (!c.background.isValid()) c.background = side == core::Side::American ? QColor(0x6f, 0x9f, 0xd0) : QColor(0xc8, 0x4a, 0x3a);
    c.text = formation ? QColor(QString::fromStdString(formation->textColour)) : QColor();
    if (!c.text.isValid()) c.text = readableOn(c.background);
    return c;
}

void CounterPainter::paintUnit(QPainter& painter, const QRectF& rect, const core::UnitDef& unit, const CounterColours& colours,
                               bool reduced) {
    const double s = rect.width() / kSize;  // design units below are for a 62-unit counter
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colours.background.darker(210), 0.8 * s));
    painter.setBrush(colours.background);
    painter.drawRoundedRect(rect, 3.5 * s, 3.5 * s);

    // 2.2 The reduced side: a pale band across the top behind the name.
    QColor nameInk = colours.text;
    if (reduced) {
        const QRectF band(rect.left() + 0.4 * s, rect.top() + 2.0 * s, rect.width() - 0.8 * s, 12.0 * s);
        const QColor pale = mix(colours.background, Qt::white, 0.72);
        painter.fillRect(band, pale);
        nameInk = readableOn(pale);
    }
    QFont name = style::condensedFont();
    name.setBold(true);
    painter.setPen(nameInk);
    const QString shortName = QString::fromStdString(unit.shortName.empty() ? unit.name : unit.shortName);
    const double nameSize = std::min(9.6, 9.6 * 56.0 / std::max(1.0, style::textWidth(shortName, name, 9.6))) * s;
    style::drawText(painter, QRectF(rect.left(), rect.top() + 2.5 * s, rect.width(), 11.0 * s), Qt::AlignCenter, shortName, name,
                    nameSize);

    const QRectF box(rect.center().x() - 13.5 * s, rect.top() + 16.5 * s, 27.0 * s, 17.0 * s);
    unit_symbol::drawTypeBox(painter, box, unit, colours.text);

    // Left of the box: the printed set-up hex or entry turn (2.2), then the LT mark (3.1).
    QFont small = style::condensedFont();
    painter.setPen(colours.text);
    style::drawText(painter, QRectF(rect.left() + 1.0 * s, box.top() - 0.5 * s, 16.0 * s, 7.0 * s), Qt::AlignCenter,
                    counter_text::setupMark(unit.campaign), small, 6.0 * s);
    QFont tag = style::condensedFont();
    tag.setBold(true);
    if (unit.lightInfantry || unit.type == core::UnitType::LightInfantry)
        style::drawText(painter, QRectF(rect.left() + 1.0 * s, box.top() + 7.5 * s, 16.0 * s, 9.0 * s), Qt::AlignCenter,
                        QStringLiteral("LT"), tag, 8.0 * s);
    if (unit.heavyArtillery)
        style::drawText(painter, QRectF(rect.left() + 0.5 * s, box.top() + 7.5 * s, 17.0 * s, 9.0 * s), Qt::AlignCenter,
                        QCoreApplication::translate("CounterPainter", "heavy"), small, 6.0 * s);

    // Right of the box: rifle mark, demi-leader star, artillery range.
    const QPointF right(box.right() + 8.0 * s, box.top() + 5.0 * s);
    if (unit.isRifle()) unit_symbol::drawRifleMark(painter, right, 5.0 * s, unit.rifle);
    if (unit.demiLeader)
        unit_symbol::drawStar(painter, right + QPointF(0, unit.isRifle() ? 10.5 * s : 3.0 * s), 4.6 * s, kGold, kInkDark);
    if (unit.isArtillery() && unit.artilleryRange > 0) {
        painter.setPen(QPen(colours.text, 0.8 * s));
        painter.setBrush(Qt::NoBrush);
        const QPointF c = right + QPointF(0, 2.5 * s);
        painter.drawEllipse(c, 5.2 * s, 5.2 * s);
        style::drawText(painter, QRectF(c.x() - 5 * s, c.y() - 5 * s, 10 * s, 10 * s), Qt::AlignCenter,
                        QString::number(unit.artilleryRange), tag, 7.5 * s);
    }
    paintUnitValues(painter, rect, unit, colours, reduced);
    painter.restore();
}

void CounterPainter::paintUnitValues(QPainter& painter, const QRectF& rect, const core::UnitDef& unit, const CounterColours& colours,
                                     bool reduced) {
    // The bottom line as printed: strength, morale, movement allowance.
    const double s = rect.width() / kSize;
    QFont value = style::sansFont();
    value.setBold(true);
    const QString sp = counter_text::strength(unit, reduced);
    const QString morale = counter_text::signedNumber(counter_text::face(unit, reduced).morale);
    const QString ma = counter_text::movement(unit);
    const double size = (sp.size() > 2 ? 11.5 : 13.5) * s;
    const double y = rect.top() + 37.0 * s, h = 20.0 * s;
    const double w = rect.width() / 3.0;
    painter.setPen(colours.text);
    style::drawText(painter, QRectF(rect.left() + 1.0 * s, y, w, h), Qt::AlignCenter, sp, value, size);
    style::drawText(painter, QRectF(rect.left() + w, y, w, h), Qt::AlignCenter, morale, value, size * 0.92);
    const QRectF maRect(rect.right() - w - 1.0 * s, y, w, h);
    if (unit.maKind == core::MaKind::WhiteBox) {
        // E3.8.2 The bateau-borne units' MA printed in a white box.
        const QRectF white(maRect.center().x() - 7.5 * s, maRect.center().y() - 8.0 * s, 15.0 * s, 16.0 * s);
        painter.setPen(QPen(kInkDark, 0.7 * s));
        painter.setBrush(Qt::white);
        painter.drawRect(white);
        painter.setPen(kInkDark);
    }
    style::drawText(painter, maRect, Qt::AlignCenter, ma, value, ma.size() > 2 ? size * 0.85 : size);
}

void CounterPainter::paintLeader(QPainter& painter, const QRectF& rect, const core::LeaderDef& leader, const CounterColours& colours,
                                 bool backSide) {
    const double s = rect.width() / kSize;
    const core::LeaderFace& face = backSide && leader.back ? *leader.back : leader.front;
    const QPainterPath shape = leaderShape(rect);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colours.background.darker(210), 0.8 * s));
    painter.setBrush(colours.background);
    painter.drawPath(shape);
    // A gold inner frame marks a leader.
    painter.setPen(QPen(kGold, 1.3 * s));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(leaderShape(rect.adjusted(2.6 * s, 2.6 * s, -2.6 * s, -2.6 * s)));

    QFont name = style::condensedFont();
    name.setBold(true);
    painter.setPen(colours.text);
    const QString leaderName = QString::fromStdString(face.name);
    const double nameSize = std::min(9.6, 9.6 * 50.0 / std::max(1.0, style::textWidth(leaderName, name, 9.6))) * s;
    style::drawText(painter, QRectF(rect.left(), rect.top() + 4.0 * s, rect.width(), 11.0 * s), Qt::AlignCenter, leaderName, name,
                    nameSize);
    unit_symbol::drawStar(painter, QPointF(rect.center().x(), rect.top() + 23.5 * s), 7.2 * s, kGold, kInkDark);
    QFont small = style::condensedFont();
    style::drawText(painter, QRectF(rect.left() + 4.0 * s, rect.top() + 17.0 * s, 14.0 * s, 12.0 * s), Qt::AlignCenter,
                    counter_text::setupMark(leader.campaign), small, 5.6 * s);
    QFont rank = style::serifFont();
    rank.setItalic(true);
    const QString rankText = QString::fromStdString(face.rank);
    const double rankSize = std::min(6.6, 6.6 * 50.0 / std::max(1.0, style::textWidth(rankText, rank, 6.6))) * s;
    style::drawText(painter, QRectF(rect.left(), rect.top() + 31.5 * s, rect.width(), 8.0 * s), Qt::AlignCenter, rankText, rank,
                    rankSize);
    QFont value = style::sansFont();
    value.setBold(true);
    style::drawText(painter, QRectF(rect.left(), rect.top() + 40.0 * s, rect.width(), 17.0 * s), Qt::AlignCenter,
                    counter_text::ratings(face), value, 12.5 * s);
    painter.restore();
}

}  // namespace tricorne::app
