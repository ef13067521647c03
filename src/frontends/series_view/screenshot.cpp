#include "screenshot.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageWriter>
#include <QPainter>

#include <algorithm>

#include "map_layer_item.h"
#include "map_scene.h"

namespace tricorne::app {

namespace {
constexpr int kJpegQuality = 92;
}  // namespace

QImage renderMap(MapScene& scene, const MapFrame& frame) {
    const QRectF sheet = scene.sceneRect();
    const double w = frame.size.width(), h = frame.size.height();
    const double zoom = frame.zoom.value_or(std::min(w / sheet.width(), h / sheet.height()));
    const QPointF centre = frame.centre.value_or(sheet.center());
    const QRectF source(centre.x() - w / zoom / 2, centre.y() - h / zoom / 2, w / zoom, h / zoom);

    QImage image(frame.size, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0x4a, 0x44, 0x3a));
    scene.mapLayer()->setDirectPaint(true);
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        scene.render(&painter, QRectF(0, 0, w, h), source, Qt::IgnoreAspectRatio);
    }
    scene.mapLayer()->setDirectPaint(false);
    return image;
}

bool writeImage(const QImage& image, const QString& file, QString* error) {
    const QString suffix = QFileInfo(file).suffix().toLower();
    const bool jpeg = suffix == QStringLiteral("jpg") || suffix == QStringLiteral("jpeg");
    QImageWriter writer(file, jpeg ? "jpeg" : "png");
    // A JPEG of a map keeps its hex numbers and counter values sharp.
    if (jpeg) writer.setQuality(kJpegQuality);
    if (writer.write(image.convertToFormat(QImage::Format_RGB32))) return true;
    if (error)
        *error = QCoreApplication::translate("Screenshot", "cannot write %1: %2").arg(file, writer.errorString());
    return false;
}

bool writeMapImage(MapScene& scene, const MapFrame& frame, const QString& file, QString* error) {
    return writeImage(renderMap(scene, frame), file, error);
}

}  // namespace tricorne::app
