#include "map_style.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace tricorne::app::style {

namespace {
// Text is laid out this many times larger and scaled down, so sizes are exact at any zoom.
constexpr double kTextScale = 8.0;

QFont withPixelSize(QFont font, double pixelSize) {
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelSize * kTextScale))));
    return font;
}
}  // namespace

QFont serifFont() {
    QFont f;
    f.setFamilies({QStringLiteral("P052"), QStringLiteral("C059"), QStringLiteral("DejaVu Serif"), QStringLiteral("serif")});
    f.setStyleHint(QFont::Serif);
    return f;
}

QFont sansFont() {
    QFont f;
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Nimbus Sans"), QStringLiteral("sans-serif")});
    f.setStyleHint(QFont::SansSerif);
    return f;
}

QFont condensedFont() {
    QFont f;
    f.setFamilies({QStringLiteral("DejaVu Sans Condensed"), QStringLiteral("Nimbus Sans Narrow"), QStringLiteral("DejaVu Sans"),
                   QStringLiteral("sans-serif")});
    f.setStyleHint(QFont::SansSerif);
    f.setStretch(QFont::Condensed);
    return f;
}

void drawText(QPainter& painter, const QRectF& rect, int flags, const QString& text, QFont font, double pixelSize) {
    painter.save();
    painter.translate(rect.topLeft());
    painter.scale(1.0 / kTextScale, 1.0 / kTextScale);
    painter.setFont(withPixelSize(std::move(font), pixelSize));
    painter.drawText(QRectF(0, 0, rect.width() * kTextScale, rect.height() * kTextScale), flags, text);
    painter.restore();
}

void drawHaloText(QPainter& painter, QPointF centre, const QString& text, QFont font, double pixelSize, const QColor& ink,
                  const QColor& halo, double haloWidth) {
    const QFont big = withPixelSize(std::move(font), pixelSize);
    const QFontMetricsF fm(big);
    QPainterPath path;
    path.addText(-fm.horizontalAdvance(text) / 2.0, (fm.ascent() - fm.descent()) / 2.0, big, text);
    painter.save();
    painter.translate(centre);
    painter.scale(1.0 / kTextScale, 1.0 / kTextScale);
    painter.setRenderHint(QPainter::Antialiasing);
    if (haloWidth > 0) {
        QPen pen(halo, haloWidth * 2 * kTextScale);
        pen.setJoinStyle(Qt::RoundJoin);
        painter.strokePath(path, pen);
    }
    painter.fillPath(path, ink);
    painter.restore();
}

double textWidth(const QString& text, QFont font, double pixelSize) {
    const QFontMetricsF fm(withPixelSize(std::move(font), pixelSize));
    return fm.horizontalAdvance(text) / kTextScale;
}

}  // namespace tricorne::app::style
