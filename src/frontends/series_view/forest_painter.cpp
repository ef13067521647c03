#include "forest_painter.h"

#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>

#include "hex_region.h"
#include "map_style.h"
#include "smooth_path.h"

namespace tricorne::app {

using core::Terrain;

namespace {
// Trees stand on a jittered triangular lattice over the whole sheet, so woods run on
// across hexsides without a seam; light forest keeps only some of the lattice points.
constexpr double kSpacing = 8.2;
constexpr double kRowStep = kSpacing * 0.866;
constexpr double kLightKeep = 0.45;
constexpr double kHeavyRadius = 4.5;
constexpr double kLightRadius = 4.1;
constexpr int kSizes = 16;
constexpr int kShades = 18;

double radiusOf(bool heavy, int size) { return (heavy ? kHeavyRadius : kLightRadius) * (0.8 + 0.4 * size / (kSizes - 1)); }
}  // namespace

ForestPainter::ForestPainter(const core::Map& map, const HexLayout& layout) : m_map(map), m_layout(layout) {}

std::vector<ForestPainter::Tree> ForestPainter::treesNear(const QRectF& area) const {
    const double reach = kHeavyRadius * 1.4 + kSpacing;
    const QRectF r = area.adjusted(-reach, -reach, reach, reach).intersected(m_layout.gridRect().adjusted(-5, -5, 5, 5));
    std::vector<Tree> trees;
    if (r.isEmpty()) return trees;
    const int j0 = static_cast<int>(std::floor(r.top() / kRowStep));
    const int j1 = static_cast<int>(std::ceil(r.bottom() / kRowStep));
    const int i0 = static_cast<int>(std::floor(r.left() / kSpacing)) - 1;
    const int i1 = static_cast<int>(std::ceil(r.right() / kSpacing));
    for (int j = j0; j <= j1; ++j)
        for (int i = i0; i <= i1; ++i) {
            const double jx = (scatter(i, j, 1) - 0.5) * 0.7 * kSpacing;
            const double jy = (scatter(i, j, 2) - 0.5) * 0.7 * kRowStep;
            const QPointF at(i * kSpacing + ((j & 1) ? kSpacing / 2 : 0) + jx, j * kRowStep + jy);
            const Terrain t = terrainNear(m_map, m_layout.hexAt(at));
            if (t != Terrain::HeavyForest && t != Terrain::LightForest) continue;
            const bool heavy = t == Terrain::HeavyForest;
            if (!heavy && scatter(i, j, 3) > kLightKeep) continue;
            trees.push_back({at, heavy, static_cast<int>(std::lround(scatter(i, j, 4) * (kSizes - 1))),
                             static_cast<int>(scatter(i, j, 5) * kShades)});
        }
    // Southern trees overlap northern ones, as seen from the south on a printed map.
    std::sort(trees.begin(), trees.end(), [](const Tree& a, const Tree& b) {
        return a.at.y() != b.at.y() ? a.at.y() < b.at.y() : a.at.x() < b.at.x();
    });
    return trees;
}

void ForestPainter::drawTree(QPainter& painter, QPointF at, const Tree& t) {
    const double radius = radiusOf(t.heavy, t.size);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style::kTreeShadow);
    painter.drawEllipse(at + QPointF(radius * 0.3, radius * 0.35), radius, radius * 0.92);
    painter.setPen(QPen(style::kTreeEdge, 0.55));
    // Each crown a shade lighter or darker, as hand-stippled woods are.
    const QColor crown = t.heavy ? style::kHeavyTree : style::kLightTree;
    painter.setBrush(crown.lighter(92 + t.shade));
    painter.drawEllipse(at, radius, radius * 0.92);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 240, 70));
    painter.drawEllipse(at - QPointF(radius * 0.3, radius * 0.32), radius * 0.42, radius * 0.36);
}

const QImage& ForestPainter::stamp(const Tree& t, double scale) const {
    if (scale != m_stampScale) {
        m_stamps.clear();
        m_stampScale = scale;
    }
    QImage& image = m_stamps[{t.heavy, t.size, t.shade}];
    if (image.isNull()) {
        const double reach = radiusOf(t.heavy, t.size) * 1.4 + 0.6;  // the shadow's far edge and the outline
        const int side = 2 * static_cast<int>(std::ceil(reach * scale)) + 2;
        image = QImage(side, side, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.translate(side / 2.0, side / 2.0);
        p.scale(scale, scale);
        drawTree(p, QPointF(0, 0), t);
    }
    return image;
}

void ForestPainter::paint(QPainter& painter, const QRectF& area) const {
    const std::vector<Tree> trees = treesNear(area);
    painter.save();
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing);
    const QTransform toDevice = painter.transform();
    const bool stamped = painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster && toDevice.type() <= QTransform::TxScale &&
                         toDevice.m11() == toDevice.m22();
    if (!stamped) {
        for (const Tree& t : trees) drawTree(painter, t.at, t);
        painter.restore();
        return;
    }
    // On a raster image at a plain scale: each tree stamped, its centre on the nearest pixel.
    painter.resetTransform();  // the clip stays where it was set
    for (const Tree& t : trees) {
        const QImage& image = stamp(t, toDevice.m11());
        const QPointF at = toDevice.map(t.at);
        painter.drawImage(QPointF(std::round(at.x() - image.width() / 2.0), std::round(at.y() - image.height() / 2.0)), image);
    }
    painter.restore();
}

}  // namespace tricorne::app
