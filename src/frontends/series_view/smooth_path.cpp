#include "smooth_path.h"


#include <cmath>
#include <cstdint>
#include <map>
#include <utility>

namespace tricorne::app {

QPolygonF cutCorners(const QPolygonF& points, int iterations, bool closed) {
    QPolygonF current = points;
    if (closed && current.size() > 1 && current.first() == current.last()) current.removeLast();
    for (int it = 0; it < iterations && current.size() > 2; ++it) {
        QPolygonF next;
        next.reserve(current.size() * 2 + 2);
        const qsizetype n = current.size();
        const qsizetype edges = closed ? n : n - 1;
        if (!closed) next << current.first();
        for (qsizetype i = 0; i < edges; ++i) {
            const QPointF a = current[i];
            const QPointF b = current[(i + 1) % n];
            const bool firstOpen = !closed && i == 0;
            const bool lastOpen = !closed && i == edges - 1;
            if (!firstOpen) next << a * 0.75 + b * 0.25;
            if (!lastOpen) next << a * 0.25 + b * 0.75;
        }
        if (!closed) next << current.last();
        current = next;
    }
    if (closed && !current.isEmpty()) current << current.first();
    return current;
}

QPainterPath splineThrough(const QPolygonF& points) {
    QPainterPath path;
    if (points.isEmpty()) return path;
    path.moveTo(points.first());
    const qsizetype n = points.size();
    for (qsizetype i = 0; i + 1 < n; ++i) {
        const QPointF p0 = points[i > 0 ? i - 1 : i];
        const QPointF p1 = points[i];
        const QPointF p2 = points[i + 1];
        const QPointF p3 = points[i + 2 < n ? i + 2 : i + 1];
        path.cubicTo(p1 + (p2 - p0) / 6.0, p2 - (p3 - p1) / 6.0, p2);
    }
    return path;
}

namespace {
using Key = std::pair<std::int64_t, std::int64_t>;
Key keyOf(QPointF p) { return {std::llround(p.x() * 100.0), std::llround(p.y() * 100.0)}; }
}  // namespace

std::vector<QPolygonF> joinSegments(const std::vector<QLineF>& segments) {
    std::multimap<Key, std::size_t> byEnd;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        byEnd.insert({keyOf(segments[i].p1()), i});
        byEnd.insert({keyOf(segments[i].p2()), i});
    }
    std::vector<bool> used(segments.size(), false);
    // Takes an unused segment touching `p`, returning its far end.
    auto extend = [&](QPointF p, QPointF& far) {
        auto [lo, hi] = byEnd.equal_range(keyOf(p));
        for (auto it = lo; it != hi; ++it) {
            const std::size_t i = it->second;
            if (used[i]) continue;
            used[i] = true;
            far = keyOf(segments[i].p1()) == keyOf(p) ? segments[i].p2() : segments[i].p1();
            return true;
        }
        return false;
    };
    std::vector<QPolygonF> out;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        if (used[i]) continue;
        used[i] = true;
        QPolygonF line;
        line << segments[i].p1() << segments[i].p2();
        QPointF far;
        while (extend(line.last(), far)) line << far;
        while (extend(line.first(), far)) line.prepend(far);
        out.push_back(line);
    }
    return out;
}

double scatter(int a, int b, int salt) {
    std::uint32_t h = static_cast<std::uint32_t>(a) * 73856093u ^ static_cast<std::uint32_t>(b) * 19349663u ^
                      static_cast<std::uint32_t>(salt) * 83492791u;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    return (h & 0xffffffu) / static_cast<double>(0x1000000);
}

}  // namespace tricorne::app
