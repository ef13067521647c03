#include "new_game_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace tricorne::app {

NewGameDialog::NewGameDialog(const core::DataSet& data, const std::string& currentId, QWidget* parent)
    : QDialog(parent), m_data(data) {
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Scenario:"), this));
    m_list = new QListWidget(this);
    for (const auto& s : data.scenarios) {
        auto* item = new QListWidgetItem(tr("%1 (turns %2–%3)").arg(QString::fromStdString(s.name)).arg(s.firstTurn).arg(s.lastTurn), m_list);
        item->setData(Qt::UserRole, QString::fromStdString(s.id));
        if (s.id == currentId) m_list->setCurrentItem(item);
    }
    if (!m_list->currentItem() && m_list->count() > 0) m_list->setCurrentRow(0);
    layout->addWidget(m_list);
    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    m_description->setMinimumHeight(80);
    m_description->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_description);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &NewGameDialog::showDescription);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    showDescription();
    resize(460, 360);
}

std::string NewGameDialog::scenarioId() const {
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString().toStdString() : std::string();
}

void NewGameDialog::showDescription() {
    const core::Scenario* s = m_data.scenario(scenarioId());
    if (!s) {
        m_description->clear();
        return;
    }
    QString text = QString::fromStdString(s->description);
    if (!s->source.empty()) text += QStringLiteral("\n(%1)").arg(QString::fromStdString(s->source));
    m_description->setText(text);
}

}  // namespace tricorne::app
