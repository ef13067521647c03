#include "charts_window.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollBar>
#include <QVBoxLayout>

#include "game_controller.h"
#include "map_legend.h"

namespace tricorne::app {

QVariant PictureBrowser::loadResource(int type, const QUrl& name) {
    if (const auto it = m_pictures.find(name.toString()); type == QTextDocument::ImageResource && it != m_pictures.end()) return it->second;
    return QTextBrowser::loadResource(type, name);
}

ChartsWindow::ChartsWindow(GameController& game, QWidget* parent) : QWidget(parent), m_game(game) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("&Chart:"), this);
    m_chooser = new QComboBox(this);
    for (const auto& entry : charts::all()) m_chooser->addItem(entry.title, static_cast<int>(entry.chart));
    label->setBuddy(m_chooser);
    row->addWidget(label);
    row->addWidget(m_chooser, 1);
    layout->addLayout(row);
    m_browser = new PictureBrowser(this);
    m_browser->setOpenLinks(false);
    layout->addWidget(m_browser, 1);
    connect(m_chooser, &QComboBox::activated, this, [this](int index) { showChart(static_cast<charts::Chart>(m_chooser->itemData(index).toInt())); });
    // The legend and the anatomy do not change with the position; a hidden page is built when shown.
    connect(&m_game, &GameController::stateChanged, this, [this] {
        if (isVisible() && m_chart != charts::Chart::MapLegend && m_chart != charts::Chart::CounterAnatomy) refresh();
    });
    connect(&m_game, &GameController::gameReplaced, this, &ChartsWindow::refresh);
    showChart(m_chart);
}

void ChartsWindow::showChart(charts::Chart chart) {
    m_chart = chart;
    m_chooser->setCurrentIndex(m_chooser->findData(static_cast<int>(chart)));
    refresh();
    m_browser->verticalScrollBar()->setValue(0);
}

void ChartsWindow::showChartForDecision() { showChart(m_game.hasGame() ? charts::forDecision(m_game.state()) : charts::Chart::Scenario); }

void ChartsWindow::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh();
}

QString ChartsWindow::text() const { return m_browser->toPlainText(); }

void ChartsWindow::refresh() {
    const core::GameState* state = m_game.hasGame() ? &m_game.state() : nullptr;
    const int scroll = m_browser->verticalScrollBar()->value();
    legend::Pictures& pictures = m_browser->pictures();
    pictures.clear();
    m_html = charts::html(m_chart, m_game.data(), state);
    // The legend and the anatomy are pictures drawn by the map's and the counters' painters.
    const core::Scenario* scenario = state ? state->scenario : m_game.data().scenarios.empty() ? nullptr : &m_game.data().scenarios.front();
    if (scenario && m_chart == charts::Chart::MapLegend) {
        const auto volume = m_game.data().rules.find(scenario->countersId);
        m_html += legend::legendHtml(legend::mapLegend(m_game.data().mapOf(*scenario), volume == m_game.data().rules.end() ? nullptr : &volume->second), pictures);
    }
    if (scenario && m_chart == charts::Chart::CounterAnatomy) m_html += legend::anatomyHtml(m_game.data().countersOf(*scenario), pictures);
    m_browser->setHtml(m_html);
    m_browser->verticalScrollBar()->setValue(scroll);
}

}  // namespace tricorne::app
