#include "map_layer_item.h"

#include <QPaintDevice>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace tricorne::app {

namespace {
constexpr int kTilePixels = 256;
constexpr int kMinLevel = -8;
constexpr int kMaxLevel = 7;
constexpr int kCacheKilobytes = 256 * 1024;
}  // namespace

MapLayerItem::MapLayerItem(const core::Map& map, const HexLayout& layout) : m_painter(map, layout), m_tiles(kCacheKilobytes) {
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
    setAcceptHoverEvents(false);
    setZValue(0);
}

QRectF MapLayerItem::boundingRect() const { return m_painter.layout().sheetRect(); }

quint64 MapLayerItem::packKey(const TileKey& key) {
    auto u = [](int v) { return static_cast<quint64>(static_cast<quint32>(v + (1 << 20))) & 0x1fffff; };
    return (u(key.level) << 42) | (u(key.x) << 21) | u(key.y);
}

double MapLayerItem::levelScale(int level) { return std::pow(2.0, level / 2.0); }

int MapLayerItem::levelFor(double deviceScale) {
    const int level = static_cast<int>(std::ceil(std::log2(std::max(deviceScale, 1e-3)) * 2.0 - 1e-6));
    return std::clamp(level, kMinLevel, kMaxLevel);
}

const QImage& MapLayerItem::tile(const TileKey& key) {
    const quint64 packed = packKey(key);
    if (QImage* cached = m_tiles.object(packed)) return *cached;
    const double scale = levelScale(key.level);
    const double span = kTilePixels / scale;
    const QRectF area(key.x * span, key.y * span, span, span);
    auto image = std::make_unique<QImage>(kTilePixels, kTilePixels, QImage::Format_ARGB32_Premultiplied);
    image->fill(Qt::transparent);
    {
        QPainter p(image.get());
        p.scale(scale, scale);
        p.translate(-area.topLeft());
        p.setClipRect(area.intersected(boundingRect()));
        m_painter.paint(p, area);
    }
    const int cost = static_cast<int>(image->sizeInBytes() / 1024);
    QImage* stored = image.release();
    m_tiles.insert(packed, stored, cost);
    return *stored;
}

void MapLayerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* /*widget*/) {
    const QRectF exposed = option->exposedRect.intersected(boundingRect());
    if (exposed.isEmpty()) return;
    if (m_direct) {
        painter->save();
        painter->setClipRect(exposed, Qt::IntersectClip);
        m_painter.paint(*painter, exposed);
        painter->restore();
        return;
    }
    const double dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const double deviceScale = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform()) * dpr;
    const int level = levelFor(deviceScale);
    const double span = kTilePixels / levelScale(level);
    const int x0 = static_cast<int>(std::floor(exposed.left() / span));
    const int x1 = static_cast<int>(std::floor(exposed.right() / span));
    const int y0 = static_cast<int>(std::floor(exposed.top() / span));
    const int y1 = static_cast<int>(std::floor(exposed.bottom() / span));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) painter->drawImage(QRectF(x * span, y * span, span, span), tile({level, x, y}));
    painter->restore();
}

}  // namespace tricorne::app
