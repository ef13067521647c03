// A side panel listing the stack in the selected hex, each counter drawn large with its values.
#pragma once

#include <QWidget>

#include <string>

#include "tricorne/series/hex.h"

class QLabel;
class QListWidget;
class QPushButton;

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
    // 7.42, 7.43: offers to examine the enemy stack shown, the button reading `label` (what
    // the look costs); an empty label takes the offer away.
    void offerExamine(const QString& label);
    QPushButton* examineButton() const { return m_examine; }

signals:
    // A counter of the list clicked: the player picks it up.
    void counterClicked(const std::string& id);
    // The Examine button clicked for the hex shown.
    void examineRequested(core::HexId hex);

private:
    QLabel* m_heading = nullptr;
    QLabel* m_details = nullptr;
    QListWidget* m_list = nullptr;
    QPushButton* m_examine = nullptr;
    core::HexId m_hex;
};

}  // namespace tricorne::app
