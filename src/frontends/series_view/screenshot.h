// Still pictures of the map, rendered offscreen at an exact size, centre and zoom.
#pragma once

#include <QImage>
#include <QPointF>
#include <QSize>
#include <QString>

#include <optional>

namespace tricorne::app {

class MapScene;

struct MapFrame {
    QSize size;
    std::optional<QPointF> centre;  // scene point; the sheet's centre when absent
    std::optional<double> zoom;     // 1.0 draws a hex 100 pixels across; fit to the size when absent
};

// Renders the scene's map and counters, vectors straight to the image (no tiles).
QImage renderMap(MapScene& scene, const MapFrame& frame);

// Writes a picture in the format its name asks for: JPEG for .jpg and .jpeg, else PNG; on
// failure returns false and sets `error`.
bool writeImage(const QImage& image, const QString& file, QString* error);

// Renders and writes the map (writeImage); on failure returns false and sets `error`.
bool writeMapImage(MapScene& scene, const MapFrame& frame, const QString& file, QString* error);

}  // namespace tricorne::app
