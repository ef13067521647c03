// A move, a retreat or an advance played out on the map: the counters slide along their path,
// hex centre to hex centre, to their place in the stack they join. Short; a click or a key
// anywhere in the application skips it.
#pragma once

#include <QPointF>
#include <QPolygonF>
#include <QVariantAnimation>

#include <optional>
#include <string>
#include <vector>

#include "deployment.h"
#include "tricorne/series/game/action.h"

namespace tricorne::app {

class CounterItem;
class MapScene;

// The counters an action moves on the map and the hexes they pass, start hex first.
struct Motion {
    std::vector<std::string> counters;
    std::vector<core::HexId> path;
};

// What `action` moves (9.2 a move, 13.2 a retreat and its leaders, 12.23 an advance), the
// counters standing where `before` had them; nullopt for an action that moves nothing.
std::optional<Motion> motionOf(const core::Action& action, const Deployment& before);

class CounterMotion : public QVariantAnimation {
    Q_OBJECT
public:
    static constexpr int kMsPerHex = 140;
    static constexpr int kMaxMs = 900;  // a long march speeds up rather than keep the players waiting

    // Slides the scene's counters named in `motion` from the path's start to where they stand
    // now; the scene owns the motion, which deletes itself once done.
    CounterMotion(MapScene& scene, const Motion& motion);
    ~CounterMotion() override;

    // Puts every counter at its place at once.
    void skip();

    // Whether moves are played out at all in this process (false: every counter lands at once,
    // for tests that read the counters' places on the map).
    static void setAllowed(bool allowed);
    static bool allowed();

protected:
    void updateCurrentValue(const QVariant& value) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Slide {
        CounterItem* item = nullptr;
        QPointF offset;  // its place in the stack, from the hex centre
        double z = 0;    // its height in the stack, given back on landing
    };
    std::vector<Slide> m_slides;
    QPolygonF m_centres;  // the path's hex centres
};

}  // namespace tricorne::app
