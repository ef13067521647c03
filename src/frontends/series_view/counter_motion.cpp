#include "counter_motion.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLineF>

#include <algorithm>

#include "counter_item.h"
#include "map_scene.h"

namespace tricorne::app {

namespace {
constexpr double kMovingZ = 230.0;  // over every stack and mark it passes
bool gAllowed = true;

std::optional<core::HexId> hexBefore(const Deployment& before, const std::string& id) {
    for (const DeployedCounter& c : before.counters())
        if (c.id == id) return c.hex;
    return std::nullopt;
}

// The point a fraction `t` of the way along the polyline, each leg taking the same time.
QPointF along(const QPolygonF& points, double t) {
    if (points.size() == 1) return points.front();
    const double legs = static_cast<double>(points.size() - 1);
    const double at = std::clamp(t, 0.0, 1.0) * legs;
    const int leg = std::min(static_cast<int>(at), static_cast<int>(points.size()) - 2);
    return QLineF(points[leg], points[leg + 1]).pointAt(at - leg);
}
}  // namespace

std::optional<Motion> motionOf(const core::Action& action, const Deployment& before) {
    Motion m;
    if (const auto* move = std::get_if<core::Move>(&action)) {
        m = {{move->unit}, move->path};
    } else if (const auto* retreat = std::get_if<core::Retreat>(&action)) {
        // 13.25: the leaders stacked with the unit go along its path.
        m = {{retreat->unit}, retreat->path};
        m.counters.insert(m.counters.end(), retreat->leaders.begin(), retreat->leaders.end());
    } else if (const auto* advance = std::get_if<core::Advance>(&action)) {
        const auto from = hexBefore(before, advance->unit);
        if (!from) return std::nullopt;
        m = {{advance->unit}, {*from, advance->hex}};
    }
    if (m.path.size() < 2) return std::nullopt;
    return m;
}

void CounterMotion::setAllowed(bool allowed) { gAllowed = allowed; }
bool CounterMotion::allowed() { return gAllowed; }

CounterMotion::CounterMotion(MapScene& scene, const Motion& motion) : QVariantAnimation(&scene) {
    for (core::HexId hex : motion.path) m_centres << scene.layout().centre(hex);
    const QPointF end = m_centres.back();
    for (const std::string& id : motion.counters) {
        // 7.42: a counter the viewer does not see has no item to move.
        if (CounterItem* item = scene.counterItem(id); item && item->hex() == motion.path.back()) {
            m_slides.push_back({item, item->pos() - end, item->zValue()});
            item->setZValue(kMovingZ);
        }
    }
    const int legs = static_cast<int>(motion.path.size()) - 1;
    setDuration(std::min(kMaxMs, kMsPerHex * legs));
    setStartValue(0.0);
    setEndValue(1.0);
    setEasingCurve(QEasingCurve::InOutSine);
    updateCurrentValue(0.0);
    QCoreApplication::instance()->installEventFilter(this);
    connect(this, &QAbstractAnimation::finished, this, [this] {
        for (const Slide& s : m_slides) s.item->setZValue(s.z);
    });
}

CounterMotion::~CounterMotion() { QCoreApplication::instance()->removeEventFilter(this); }

void CounterMotion::skip() {
    if (state() == QAbstractAnimation::Running) setCurrentTime(duration());
}

void CounterMotion::updateCurrentValue(const QVariant& value) {
    const QPointF at = along(m_centres, value.toDouble());
    for (const Slide& s : m_slides) s.item->setPos(at + s.offset);
}

bool CounterMotion::eventFilter(QObject* watched, QEvent* event) {
    // The click or key still does what it does, on the counters at their places.
    if (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::KeyPress) skip();
    return QVariantAnimation::eventFilter(watched, event);
}

}  // namespace tricorne::app
