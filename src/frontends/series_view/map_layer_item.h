// The printed map as one scene item, drawn from pre-rendered tiles so zooming stays smooth.
#pragma once

#include <QCache>
#include <QGraphicsItem>
#include <QImage>

#include <memory>

#include "map_painter.h"

namespace tricorne::app {

class MapLayerItem : public QGraphicsItem {
public:
    MapLayerItem(const core::Map& map, const HexLayout& layout);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // Paints vectors straight to the device instead of tiles (for exact still images).
    void setDirectPaint(bool direct) { m_direct = direct; }
    const MapPainter& mapPainter() const { return m_painter; }

private:
    // Tiles are rendered at scales that are powers of the square root of two, never
    // shrunk by more than that factor when drawn.
    struct TileKey {
        int level;
        int x;
        int y;
    };
    static quint64 packKey(const TileKey& key);
    static double levelScale(int level);
    static int levelFor(double deviceScale);
    const QImage& tile(const TileKey& key);

    MapPainter m_painter;
    bool m_direct = false;
    QCache<quint64, QImage> m_tiles;
};

}  // namespace tricorne::app
