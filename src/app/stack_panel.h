// A side panel listing the stack in the selected hex, each counter drawn large with its values.
#pragma once

#include <QWidget>

#include <string>

#include "tricorne/core/hex.h"

class QLabel;
class QListWidget;

namespace tricorne::app {

class HexDescription;
class MapScene;

class StackPanel : public QWidget {
    Q_OBJECT
public:
    explicit StackPanel(QWidget* parent = nullptr);

    // Shows the stack of `hex` in the scene's deployment.
    void showHex(const MapScene& scene, const HexDescription& description, core::HexId hex);
    void clear();

signals:
    // A counter of the list clicked: the player picks it up.
    void counterClicked(const std::string& id);

private:
    QLabel* m_heading = nullptr;
    QLabel* m_details = nullptr;
    QListWidget* m_list = nullptr;
};

}  // namespace tricorne::app
