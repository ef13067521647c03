// The map and the counters on it, as a scene; items only read the core's data.
#pragma once

#include <QGraphicsScene>

#include <optional>
#include <vector>

#include "combat_marks_item.h"
#include "deployment.h"
#include "hex_layout.h"
#include "hex_marks_item.h"
#include "tricorne/series/counters.h"
#include "tricorne/series/map.h"

class QGraphicsPathItem;
class QGraphicsPolygonItem;

namespace tricorne::app {

class CounterItem;
class MapLayerItem;

class MapScene : public QGraphicsScene {
    Q_OBJECT
public:
    // `map` and `counters` must outlive the scene.
    MapScene(const core::Map& map, const core::CounterSet& counters, QObject* parent = nullptr);
    ~MapScene() override;

    const HexLayout& layout() const { return m_layout; }
    const core::Map& map() const { return m_map; }
    const core::CounterSet& counterSet() const { return m_counters; }
    MapLayerItem* mapLayer() const { return m_mapLayer; }

    // Replaces the counters on the map.
    void showDeployment(const Deployment& deployment);
    const Deployment& deployment() const { return m_deployment; }
    const std::vector<CounterItem*>& counterItems() const { return m_counterItems; }
    CounterItem* counterItem(const std::string& id) const;

    void setSelectedHex(std::optional<core::HexId> hex);
    std::optional<core::HexId> selectedHex() const { return m_selected; }
    void setHoveredHex(std::optional<core::HexId> hex);

    // The counter the player has picked up, ringed; empty for none.
    void setChosenCounter(const std::string& id);
    const std::string& chosenCounter() const { return m_chosen; }
    // Where the chosen unit may move, labelled with the MPs it would spend.
    void setDestinations(std::vector<HexMark> marks) { m_destinationMarks->setMarks(std::move(marks)); }
    const std::vector<HexMark>& destinations() const { return m_destinationMarks->marks(); }
    // The hexes of the units the chosen unit may fire at.
    void setTargets(std::vector<HexMark> marks) { m_targetMarks->setMarks(std::move(marks)); }
    const std::vector<HexMark>& targets() const { return m_targetMarks->marks(); }
    // 9.2: the hexes the player's route must pass, labelled in order.
    void setWaypoints(std::vector<HexMark> marks) { m_waypointMarks->setMarks(std::move(marks)); }
    const std::vector<HexMark>& waypoints() const { return m_waypointMarks->marks(); }
    // The path the chosen unit would take to the hex under the pointer, start hex first.
    void setMovePath(const std::vector<core::HexId>& path);
    // 11.4: the line of sight traced between two hex centres, green when clear, red up to
    // where it is blocked with the blocking hex or hexside ringed; nullopt hides it.
    struct SightLine {
        core::HexId from, to;
        bool clear = false;
        std::optional<core::HexId> blockingHex;
        std::optional<core::Hexside> blockingHexside;
    };
    void setSightLine(const std::optional<SightLine>& line);
    bool showsSightLine() const;
    bool showsMovePath() const;
    // 12.12, 12.13: the hexes of the units that must still attack and of the enemy that must
    // still be attacked, labelled.
    void setMustAttack(std::vector<HexMark> marks) { m_mustAttackMarks->setMarks(std::move(marks)); }
    const std::vector<HexMark>& mustAttack() const { return m_mustAttackMarks->marks(); }
    // The close combats declared this phase, and the Diversion.
    void setCombats(std::vector<CombatArrows> combats, std::optional<core::HexId> diversion) {
        m_combatMarks->setCombats(std::move(combats), diversion);
    }
    const CombatMarksItem& combatMarks() const { return *m_combatMarks; }
    // The hexes of the log entry the player clicked.
    void setLogHexes(std::vector<HexMark> marks) { m_logMarks->setMarks(std::move(marks)); }
    const std::vector<HexMark>& logHexes() const { return m_logMarks->marks(); }

    // Where the i-th counter (0 is the bottom) of a stack of n stands, from the hex centre.
    static QPointF stackOffset(int index, int count);

private:
    void clearCounters();

    const core::Map& m_map;
    const core::CounterSet& m_counters;
    HexLayout m_layout;
    MapLayerItem* m_mapLayer = nullptr;
    QGraphicsPolygonItem* m_hoverItem = nullptr;
    QGraphicsPolygonItem* m_selectionItem = nullptr;
    Deployment m_deployment;
    std::vector<CounterItem*> m_counterItems;
    std::vector<QGraphicsItem*> m_decorations;  // stack badges and markers
    std::optional<core::HexId> m_selected;
    std::string m_chosen;
    HexMarksItem* m_destinationMarks = nullptr;
    HexMarksItem* m_targetMarks = nullptr;
    HexMarksItem* m_logMarks = nullptr;
    HexMarksItem* m_waypointMarks = nullptr;
    HexMarksItem* m_mustAttackMarks = nullptr;
    CombatMarksItem* m_combatMarks = nullptr;
    QGraphicsPathItem* m_pathItem = nullptr;
    QGraphicsPathItem* m_sightItem = nullptr;       // the line of sight
    QGraphicsPathItem* m_sightBlockItem = nullptr;  // the ring on what blocks it
};

}  // namespace tricorne::app
