#include "forest_painter.h"

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
            const double size = 0.8 + 0.4 * scatter(i, j, 4);
            trees.push_back({at, (heavy ? kHeavyRadius : kLightRadius) * size, heavy, scatter(i, j, 5)});
        }
    // Southern trees overlap northern ones, as seen from the south on a printed map.
    std::sort(trees.begin(), trees.end(), [](const Tree& a, const Tree& b) {
        return a.at.y() != b.at.y() ? a.at.y() < b.at.y() : a.at.x() < b.at.x();
    });
    return trees;
}

void ForestPainter::paint(QPainter& painter, const QRectF& area) const {
    const std::vector<Tree> trees = treesNear(area);
    painter.save();
    painter.setClipRect(m_layout.gridRect().intersected(area), Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPen edge(style::kTreeEdge, 0.55);
    const QColor highlight(255, 255, 240, 70);
    for (const Tree& t : trees) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(style::kTreeShadow);
        painter.drawEllipse(t.at + QPointF(t.radius * 0.3, t.radius * 0.35), t.radius, t.radius * 0.92);
        painter.setPen(edge);
        // Each crown a shade lighter or darker, as hand-stippled woods are.
        const QColor crown = t.heavy ? style::kHeavyTree : style::kLightTree;
        painter.setBrush(crown.lighter(92 + static_cast<int>(t.shade * 18)));
        painter.drawEllipse(t.at, t.radius, t.radius * 0.92);
        painter.setPen(Qt::NoPen);
        painter.setBrush(highlight);
        painter.drawEllipse(t.at - QPointF(t.radius * 0.3, t.radius * 0.32), t.radius * 0.42, t.radius * 0.36);
    }
    painter.restore();
}

}  // namespace tricorne::app
