// The main window: the map, the stack panel, the menus and the status line.
#pragma once

#include <QMainWindow>

#include <memory>
#include <optional>
#include <string>

#include "hex_description.h"
#include "scenario_start.h"
#include "tricorne/core/data_set.h"

class QLabel;
class QMenu;

namespace tricorne::app {

class MapScene;
class MapView;
class StackPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `data` must outlive the window.
    explicit MainWindow(const core::DataSet& data, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Shows a scenario's start; on failure keeps what was shown and returns the errors.
    core::DataErrors openScenario(const std::string& scenarioId);
    const std::string& scenarioId() const { return m_scenarioId; }
    MapView* mapView() const { return m_view; }
    MapScene* mapScene() const { return m_scene.get(); }

private slots:
    void newGame();
    void showHovered(std::optional<tricorne::core::HexId> hex);
    void selectHex(tricorne::core::HexId hex);
    void showZoom(double zoom);

private:
    void createMenus();
    void openScenarioOrComplain(const std::string& scenarioId);
    void createDock();

    const core::DataSet& m_data;
    std::string m_scenarioId;
    std::optional<ScenarioStart> m_start;
    std::unique_ptr<MapScene> m_scene;
    std::unique_ptr<HexDescription> m_description;
    MapView* m_view = nullptr;
    StackPanel* m_stackPanel = nullptr;
    QMenu* m_viewMenu = nullptr;
    QLabel* m_hexLabel = nullptr;
    QLabel* m_zoomLabel = nullptr;
};

}  // namespace tricorne::app
