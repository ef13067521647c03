#include "map_view.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "hex_layout.h"
#include "map_scene.h"

namespace tricorne::app {

namespace {
constexpr double kStep = 1.25;
constexpr int kDragThreshold = 4;
}  // namespace

MapView::MapView(QWidget* parent) : QGraphicsView(parent) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setDragMode(QGraphicsView::NoDrag);
    setMouseTracking(true);
    setBackgroundBrush(QColor(0x4a, 0x44, 0x3a));
    setFrameShape(QFrame::NoFrame);
    setOptimizationFlag(QGraphicsView::DontAdjustForAntialiasing, true);
}

void MapView::setMapScene(MapScene* scene) {
    m_scene = scene;
    setScene(scene);
    m_hovered.reset();
}

double MapView::zoom() const { return transform().m11(); }

void MapView::setZoom(double zoom) {
    const double z = std::clamp(zoom, std::min(kMinZoom, fitZoom()), kMaxZoom);
    const QPointF centre = mapToScene(viewport()->rect().center());
    setTransform(QTransform::fromScale(z, z));
    centerOn(centre);
    emit zoomChanged(z);
}

void MapView::zoomBy(double factor, std::optional<QPoint> anchor) {
    const double z = std::clamp(zoom() * factor, std::min(kMinZoom, fitZoom()), kMaxZoom);
    if (!anchor) {
        setZoom(z);
        return;
    }
    // Keep the scene point under the cursor where it is.
    const QPointF before = mapToScene(*anchor);
    setTransform(QTransform::fromScale(z, z));
    const QPointF after = mapToScene(*anchor);
    const QPointF shift = (after - before) * z;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - static_cast<int>(std::lround(shift.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() - static_cast<int>(std::lround(shift.y())));
    emit zoomChanged(z);
}

double MapView::fitZoom() const {
    if (!m_scene) return 1.0;
    const QRectF sheet = m_scene->sceneRect();
    const QSize vp = viewport()->size();
    return std::min(vp.width() / sheet.width(), vp.height() / sheet.height());
}

void MapView::centreOnHex(core::HexId hex) {
    if (m_scene) centerOn(m_scene->layout().centre(hex));
}

bool MapView::showsHex(core::HexId hex) const {
    if (!m_scene) return false;
    const QRectF seen = mapToScene(viewport()->rect().adjusted(40, 40, -40, -40)).boundingRect();
    return seen.contains(m_scene->layout().centre(hex));
}

void MapView::zoomIn() {
    m_movedByPlayer = true;
    zoomBy(kStep);
}

void MapView::zoomOut() {
    m_movedByPlayer = true;
    zoomBy(1.0 / kStep);
}
void MapView::actualSize() { setZoom(1.0); }

void MapView::fitToWindow() {
    if (!m_scene) return;
    const double z = fitZoom();
    setTransform(QTransform::fromScale(z, z));
    centerOn(m_scene->sceneRect().center());
    emit zoomChanged(z);
}

void MapView::wheelEvent(QWheelEvent* event) {
    const double degrees = event->angleDelta().y() / 8.0;
    if (degrees == 0) return;
    m_movedByPlayer = true;
    zoomBy(std::pow(kStep, degrees / 15.0), event->position().toPoint());
    event->accept();
}

void MapView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier)) {
        if (const auto hex = hexUnder(event->position().toPoint())) {
            m_sightFrom = hex;
            m_sightShown = true;
            viewport()->setCursor(Qt::CrossCursor);
            emit sightTraced(*hex, *hex);
        }
        event->accept();
        return;
    }
    if (m_sightShown && event->button() == Qt::LeftButton) {
        m_sightShown = false;
        emit sightCleared();
    }
    if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
        m_pressed = true;
        m_panning = event->button() == Qt::MiddleButton;
        m_pressPos = m_lastPos = event->position().toPoint();
        if (m_panning) viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    if (m_pressed) {
        if (!m_panning && (pos - m_pressPos).manhattanLength() > kDragThreshold) {
            m_panning = true;
            viewport()->setCursor(Qt::ClosedHandCursor);
        }
        if (m_panning) {
            m_movedByPlayer = true;
            const QPoint delta = pos - m_lastPos;
            horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
            verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        }
        m_lastPos = pos;
    }
    const auto hex = hexUnder(pos);
    if (m_sightFrom && hex && hex != m_hovered) emit sightTraced(*m_sightFrom, *hex);
    if (hex != m_hovered) {
        m_hovered = hex;
        if (m_scene) m_scene->setHoveredHex(hex);
        emit hexHovered(hex);
    }
    QGraphicsView::mouseMoveEvent(event);
}

void MapView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_sightFrom && event->button() == Qt::LeftButton) {
        // The line stays drawn, and its words in the status line, until the next click.
        m_sightFrom.reset();
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    if (m_pressed && (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton)) {
        const bool wasPanning = m_panning;
        m_pressed = m_panning = false;
        viewport()->unsetCursor();
        if (!wasPanning && event->button() == Qt::LeftButton)
            if (const auto hex = hexUnder(event->position().toPoint())) {
                if (event->modifiers() & Qt::ControlModifier)
                    emit waypointClicked(*hex);
                else
                    emit hexClicked(*hex);
            }
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void MapView::contextMenuEvent(QContextMenuEvent* event) {
    if (const auto hex = hexUnder(event->pos())) {
        emit hexMenuRequested(*hex, event->globalPos());
        event->accept();
        return;
    }
    QGraphicsView::contextMenuEvent(event);
}

void MapView::leaveEvent(QEvent* event) {
    m_hovered.reset();
    if (m_scene) m_scene->setHoveredHex(std::nullopt);
    emit hexHovered(std::nullopt);
    QGraphicsView::leaveEvent(event);
}

bool MapView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto hex = hexUnder(help->pos());
        if (hex && m_tooltip)
            QToolTip::showText(help->globalPos(), m_tooltip(*hex), viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

std::optional<core::HexId> MapView::hexUnder(QPoint viewPos) const {
    if (!m_scene) return std::nullopt;
    return m_scene->layout().mapHexAt(mapToScene(viewPos));
}

}  // namespace tricorne::app
