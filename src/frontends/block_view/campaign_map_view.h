// The campaign map in a window: fitted to it until the player zooms (the wheel, + and -) or
// drags it about; 0 fits it again.
#pragma once

#include <QGraphicsView>

namespace tricorne::app {

class CampaignMapScene;

class CampaignMapView : public QGraphicsView {
    Q_OBJECT
public:
    explicit CampaignMapView(CampaignMapScene* scene, QWidget* parent = nullptr);

    void fitBoard();
    void zoomBy(double factor);
    bool isFitted() const { return m_fitted; }
    double zoom() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    bool m_fitted = true;
};

}  // namespace tricorne::app
