// The Charts window: the printed charts as pages (the combat tables, the Tactical Matrix,
// the fire tables, terrain, Army Morale, fog, the scenario, the map legend and the counter
// anatomy), following the game: F1 opens it at the chart the decision in hand is read from,
// the current combat's or fire's place marked.
#pragma once

#include <QWidget>

#include "chart_pages.h"
#include "map_legend.h"

#include <QTextBrowser>

class QComboBox;

namespace tricorne::app {

// A page's pictures come from the painters, not from files.
class PictureBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;
    legend::Pictures& pictures() { return m_pictures; }
    QVariant loadResource(int type, const QUrl& name) override;

private:
    legend::Pictures m_pictures;
};

class GameController;

class ChartsWindow : public QWidget {
    Q_OBJECT
public:
    ChartsWindow(GameController& game, QWidget* parent = nullptr);

    // Shows a chart; it follows the game until another is chosen.
    void showChart(charts::Chart chart);
    // The chart for the decision in hand (the scenario's page when no game is in hand).
    void showChartForDecision();
    charts::Chart chart() const { return m_chart; }
    // The page as shown: its HTML and its words.
    QString html() const { return m_html; }
    QString text() const;
    PictureBrowser* browser() const { return m_browser; }
    QComboBox* chooser() const { return m_chooser; }

protected:
    void showEvent(QShowEvent* event) override;

private slots:
    void refresh();

private:
    GameController& m_game;
    QComboBox* m_chooser = nullptr;
    PictureBrowser* m_browser = nullptr;
    charts::Chart m_chart = charts::Chart::Scenario;
    QString m_html;
};

}  // namespace tricorne::app
