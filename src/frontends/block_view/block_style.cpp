#include "block_style.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace tricorne::app::blockstyle {

QColor woodOf(block::Side side) { return side == block::Side::British ? kBritishWood : kAmericanWood; }

QColor roadColour(block::Road road) { return road == block::Road::Brown ? kBrownRoad : kBlueRoad; }

namespace {
QFont family(const QStringList& families, QFont::StyleHint hint, int pixelSize, bool bold) {
    QFont f;
    f.setFamilies(families);
    f.setStyleHint(hint);
    f.setPixelSize(pixelSize);
    f.setBold(bold);
    return f;
}
}  // namespace

QFont serif(int pixelSize, bool bold, bool italic) {
    QFont f = family({QStringLiteral("P052"), QStringLiteral("DejaVu Serif"), QStringLiteral("serif")}, QFont::Serif, pixelSize, bold);
    f.setItalic(italic);
    return f;
}

QFont sans(int pixelSize, bool bold) {
    return family({QStringLiteral("DejaVu Sans"), QStringLiteral("sans-serif")}, QFont::SansSerif, pixelSize, bold);
}

QFont condensed(int pixelSize, bool bold) {
    QFont f = family({QStringLiteral("DejaVu Sans Condensed"), QStringLiteral("DejaVu Sans"), QStringLiteral("sans-serif")},
                     QFont::SansSerif, pixelSize, bold);
    f.setStretch(QFont::Condensed);
    return f;
}

void haloText(QPainter& painter, QPointF centre, const QString& text, const QFont& font, const QColor& ink, double haloWidth,
              const QColor& halo) {
    const QFontMetricsF metrics(font);
    QPainterPath path;
    path.addText(centre.x() - metrics.horizontalAdvance(text) / 2.0, centre.y() + (metrics.ascent() - metrics.descent()) / 2.0, font,
                 text);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (haloWidth > 0) {
        QPen pen(halo, haloWidth * 2);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.strokePath(path, pen);
    }
    painter.fillPath(path, ink);
    painter.restore();
}

}  // namespace tricorne::app::blockstyle
