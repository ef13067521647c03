// The window onto the map: smooth zoom about the cursor, panning, hover and click on hexes.
#pragma once

#include <QGraphicsView>
#include <QPoint>

#include <functional>
#include <optional>

#include "tricorne/series/hex.h"

namespace tricorne::app {

class MapScene;

class MapView : public QGraphicsView {
    Q_OBJECT
public:
    explicit MapView(QWidget* parent = nullptr);

    void setMapScene(MapScene* scene);
    MapScene* mapScene() const { return m_scene; }

    // 1.0 shows a hex 100 pixels across.
    double zoom() const;
    void setZoom(double zoom);
    void zoomBy(double factor, std::optional<QPoint> anchor = std::nullopt);
    double fitZoom() const;
    void centreOnHex(core::HexId hex);
    // Whether the hex's centre is in the window, a margin inside its edges.
    bool showsHex(core::HexId hex) const;
    // Whether the player has panned or zoomed since `forgetPlayerMoves`, or is dragging now.
    bool movedByPlayer() const { return m_movedByPlayer || m_panning; }
    void forgetPlayerMoves() { m_movedByPlayer = false; }
    std::optional<core::HexId> hoveredHex() const { return m_hovered; }

    // Rich text shown when hovering a hex; set by the window that knows the game.
    void setTooltipSource(std::function<QString(core::HexId)> source) { m_tooltip = std::move(source); }

    static constexpr double kMinZoom = 0.15;
    static constexpr double kMaxZoom = 6.0;

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    void actualSize();

signals:
    void hexHovered(std::optional<tricorne::core::HexId> hex);
    void hexClicked(tricorne::core::HexId hex);
    // 9.2: a Ctrl+click on a hex: a waypoint of the move being shaped.
    void waypointClicked(tricorne::core::HexId hex);
    // A right click (or the menu key) on a hex: `globalPos` is where to open a menu.
    void hexMenuRequested(tricorne::core::HexId hex, QPoint globalPos);
    void zoomChanged(double zoom);
    // 11.4: Shift and drag from a hex traces a line of sight to the hex under the pointer;
    // the next click without Shift puts it away.
    void sightTraced(tricorne::core::HexId from, tricorne::core::HexId to);
    void sightCleared();

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    std::optional<core::HexId> hexUnder(QPoint viewPos) const;

    MapScene* m_scene = nullptr;
    std::function<QString(core::HexId)> m_tooltip;
    std::optional<core::HexId> m_hovered;
    std::optional<core::HexId> m_sightFrom;  // while Shift-dragging a line of sight
    bool m_sightShown = false;
    bool m_pressed = false;
    bool m_panning = false;
    bool m_movedByPlayer = false;
    QPoint m_pressPos;
    QPoint m_lastPos;
};

}  // namespace tricorne::app
