#include "campaign_map_view.h"

#include <QKeyEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "block_style.h"
#include "campaign_map_scene.h"

namespace tricorne::app {

namespace {
constexpr double kMostZoom = 6.0;
constexpr double kWheelStep = 1.0015;
}  // namespace

CampaignMapView::CampaignMapView(CampaignMapScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setBackgroundBrush(blockstyle::kFrame.darker(140));
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
}

double CampaignMapView::zoom() const { return transform().m11(); }

void CampaignMapView::fitBoard() {
    m_fitted = true;
    fitInView(sceneRect(), Qt::KeepAspectRatio);
}

void CampaignMapView::zoomBy(double factor) {
    const double fit = std::min(viewport()->width() / sceneRect().width(), viewport()->height() / sceneRect().height());
    const double target = std::clamp(zoom() * factor, fit, kMostZoom);
    if (target <= fit * 1.0001) {
        fitBoard();
        return;
    }
    m_fitted = false;
    scale(target / zoom(), target / zoom());
}

void CampaignMapView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (m_fitted) fitBoard();
}

void CampaignMapView::wheelEvent(QWheelEvent* event) { zoomBy(std::pow(kWheelStep, event->angleDelta().y())); }

void CampaignMapView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal: zoomBy(1.25); return;
        case Qt::Key_Minus: zoomBy(0.8); return;
        case Qt::Key_0: fitBoard(); return;
        default: QGraphicsView::keyPressEvent(event);
    }
}

}  // namespace tricorne::app
