// File › New: choose one of the volume's scenarios, by name, with its description.
#pragma once

#include <QDialog>

#include <string>

#include "tricorne/core/data_set.h"

class QLabel;
class QListWidget;

namespace tricorne::app {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(const core::DataSet& data, const std::string& currentId, QWidget* parent = nullptr);

    std::string scenarioId() const;

private:
    void showDescription();

    const core::DataSet& m_data;
    QListWidget* m_list = nullptr;
    QLabel* m_description = nullptr;
};

}  // namespace tricorne::app
