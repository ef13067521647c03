#include "replay_window.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

#include "counter_item.h"
#include "event_log.h"
#include "game_tables.h"
#include "hex_description.h"
#include "map_scene.h"
#include "map_view.h"
#include "objectives_item.h"
#include "position_marks.h"
#include "sequence_bar.h"
#include "stack_panel.h"

namespace tricorne::app {

namespace {
constexpr double kReplayZoom = 0.7;

QString qs(const std::string& s) { return QString::fromStdString(s); }
}  // namespace

std::optional<core::Replay> ReplayWindow::load(const core::DataSet& data, const QString& path, QString* error) {
    const auto game = GameController::readSave(data, path, error);
    if (!game) return std::nullopt;
    std::string why;
    auto replay = core::Replay::of(data, game->record(), why);
    if (!replay && error) *error = tr("%1: %2").arg(QDir::toNativeSeparators(path), qs(why));
    return replay;
}

ReplayWindow::ReplayWindow(core::Replay replay, const QString& title, QWidget* parent)
    : QMainWindow(parent), m_replay(std::move(replay)) {
    setWindowFlag(Qt::Window);
    setWindowTitle(tr("Replay — %1 — Tricorne").arg(title));
    const core::GameState& start = m_replay.stateAfter(0);
    m_scene = std::make_unique<MapScene>(*start.map, *start.counters);
    m_scene->showDeployment(Deployment::ofGame(start));
    m_description = std::make_unique<HexDescription>(*start.map, *start.counters, m_scene->deployment());
    m_view = new MapView(this);
    m_view->setMapScene(m_scene.get());
    m_view->setTooltipSource([this](core::HexId hex) { return m_description->tooltip(hex); });
    setCentralWidget(m_view);
    m_hexLabel = new QLabel(this);
    statusBar()->addWidget(m_hexLabel, 1);
    connect(m_view, &MapView::hexHovered, this,
            [this](std::optional<core::HexId> hex) { m_hexLabel->setText(hex ? m_description->statusLine(*hex) : QString()); });
    connect(m_view, &MapView::hexClicked, this, &ReplayWindow::selectHex);
    for (std::size_t i = 0; i < m_replay.actionCount(); ++i) {
        m_firstEntry.push_back(m_log.size());
        GameController::appendLog(m_log, m_replay.stateAfter(i + 1), static_cast<int>(i), m_replay.actor(i), m_replay.action(i),
                                  m_replay.events(i), GameController::placeOf(m_replay.stateAfter(i)));
    }
    createControls();
    createDocks();
    fillActionList();
    resize(1500, 950);
    m_view->setZoom(kReplayZoom);
    setPosition(0);
    // Opens over the middle of the counters on the map.
    QPointF sum;
    for (const CounterItem* c : m_scene->counterItems()) sum += m_scene->layout().centre(c->hex());
    if (!m_scene->counterItems().empty()) m_view->centerOn(sum / static_cast<double>(m_scene->counterItems().size()));
}

ReplayWindow::~ReplayWindow() {
    // The view must let go of the scene before the scene goes.
    m_view->setMapScene(nullptr);
}

void ReplayWindow::createControls() {
    auto* bar = new QToolBar(tr("Replay"), this);
    bar->setObjectName(QStringLiteral("replayBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const auto step = [this, bar](QStyle::StandardPixmap icon, const QString& text, const QKeySequence& key, const QString& tip,
                                  void (ReplayWindow::*slot)()) {
        QAction* a = bar->addAction(style()->standardIcon(icon), text, this, slot);
        a->setShortcut(key);
        a->setToolTip(tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        return a;
    };
    m_first = step(QStyle::SP_MediaSkipBackward, tr("First"), QKeySequence(Qt::Key_Home), tr("The set-up, before any action"), &ReplayWindow::first);
    m_previous = step(QStyle::SP_MediaSeekBackward, tr("Previous"), QKeySequence(Qt::Key_Left), tr("One action back"), &ReplayWindow::previous);
    m_slider = new QSlider(Qt::Horizontal, bar);
    m_slider->setRange(0, static_cast<int>(m_replay.actionCount()));
    m_slider->setPageStep(10);
    m_slider->setMinimumWidth(320);
    m_slider->setToolTip(tr("Drag to any action of the game"));
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) { setPosition(static_cast<std::size_t>(v)); });
    bar->addWidget(m_slider);
    m_nextAction = step(QStyle::SP_MediaSeekForward, tr("Next"), QKeySequence(Qt::Key_Right), tr("One action on"), &ReplayWindow::next);
    m_last = step(QStyle::SP_MediaSkipForward, tr("Last"), QKeySequence(Qt::Key_End), tr("The last action saved"), &ReplayWindow::last);
    m_counter = new QLabel(bar);
    m_counter->setMinimumWidth(150);
    m_counter->setAlignment(Qt::AlignCenter);
    bar->addWidget(m_counter);
    bar->addSeparator();
    m_play = bar->addAction(style()->standardIcon(QStyle::SP_MediaPlay), tr("Play from Here"), this,
                            [this] { emit playFromHere(m_position); });
    m_play->setToolTip(tr("Start a new game from the position shown; the game replayed is not changed"));
    addToolBar(Qt::TopToolBarArea, bar);
}

void ReplayWindow::createDocks() {
    auto* action = new QWidget;
    auto* layout = new QVBoxLayout(action);
    m_heading = new QLabel(action);
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::RichText);
    m_events = new QListWidget(action);
    m_events->setToolTip(tr("The action shown and every event it caused, with its rule"));
    m_next = new QLabel(action);
    m_next->setWordWrap(true);
    m_next->setTextFormat(Qt::RichText);
    layout->addWidget(m_heading);
    layout->addWidget(m_events, 1);
    layout->addWidget(m_next);
    m_stack = new StackPanel;
    m_actions = new QListWidget;
    for (QListWidget* list : {m_actions, m_events}) {
        list->setWordWrap(true);
        list->setResizeMode(QListView::Adjust);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    m_actions->setToolTip(tr("Click an action to show the position after it"));
    connect(m_actions, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0) setPosition(static_cast<std::size_t>(row));
    });
    m_tables = new GameTables;
    const auto dock = [this](const QString& title, const QString& name, QWidget* widget, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        widget->setParent(d);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    QDockWidget* shown = dock(tr("Action"), QStringLiteral("replayActionDock"), action, Qt::RightDockWidgetArea);
    QDockWidget* stack = dock(tr("Stack"), QStringLiteral("replayStackDock"), m_stack, Qt::RightDockWidgetArea);
    QDockWidget* actions = dock(tr("Actions"), QStringLiteral("replayActionsDock"), m_actions, Qt::LeftDockWidgetArea);
    QDockWidget* tracks = dock(tr("Tracks"), QStringLiteral("replayTracksDock"), m_tables, Qt::LeftDockWidgetArea);
    shown->setMinimumWidth(320);
    actions->setMinimumWidth(300);
    resizeDocks({shown, stack}, {480, 300}, Qt::Vertical);
    resizeDocks({actions, tracks}, {480, 400}, Qt::Vertical);
}

void ReplayWindow::fillActionList() {
    // Row 0 is the set-up; row n the position after the n-th action.
    auto* setup = new QListWidgetItem(tr("Set-up: %1").arg(qs(m_replay.stateAfter(0).scenario->name)), m_actions);
    QFont bold = setup->font();
    bold.setBold(true);
    setup->setFont(bold);
    for (std::size_t i = 0; i < m_replay.actionCount(); ++i) {
        QListWidgetItem* item = EventLog::itemFor(m_log[m_firstEntry[i]]);
        item->setText(tr("%1. %2").arg(i + 1).arg(item->text()));
        m_actions->addItem(item);
    }
}

void ReplayWindow::setPosition(std::size_t position) {
    m_position = std::min(position, m_replay.actionCount());
    {
        const QSignalBlocker blockSlider(m_slider);
        const QSignalBlocker blockList(m_actions);
        m_slider->setValue(static_cast<int>(m_position));
        m_actions->setCurrentRow(static_cast<int>(m_position));
    }
    m_actions->scrollToItem(m_actions->currentItem());
    m_counter->setText(tr("Action %1 of %2").arg(m_position).arg(m_replay.actionCount()));
    m_first->setEnabled(m_position > 0);
    m_previous->setEnabled(m_position > 0);
    m_nextAction->setEnabled(m_position < m_replay.actionCount());
    m_last->setEnabled(m_position < m_replay.actionCount());
    m_play->setEnabled(!core::isTerminal(state()));
    showOnMap();
    showAction();
    m_tables->showPosition(&state());
}

void ReplayWindow::first() { setPosition(0); }
void ReplayWindow::previous() { setPosition(m_position == 0 ? 0 : m_position - 1); }
void ReplayWindow::next() { setPosition(m_position + 1); }
void ReplayWindow::last() { setPosition(m_replay.actionCount()); }

void ReplayWindow::showOnMap() {
    const core::GameState& s = state();
    m_scene->showDeployment(Deployment::ofGame(s));
    showCombatMarks(*m_scene, &s);
    showObjectives(*m_scene, &s);
    std::vector<HexMark> marks;
    std::vector<core::HexId> path;
    if (m_position > 0) {
        const core::Action& a = m_replay.action(m_position - 1);
        if (const auto* m = std::get_if<core::Move>(&a)) path = m->path;
        if (const auto* r = std::get_if<core::Retreat>(&a)) path = r->path;
        for (std::size_t e = m_firstEntry[m_position - 1]; e < m_log.size() && m_log[e].action == static_cast<int>(m_position - 1); ++e)
            for (const core::HexId h : m_log[e].hexes)
                if (std::none_of(marks.begin(), marks.end(), [h](const HexMark& m) { return m.hex == h; })) marks.push_back({h, QString()});
    }
    m_scene->setMovePath(path);
    // The view follows the action only when it happens out of sight, or near the edge.
    const QSize margin = m_view->viewport()->size() / 5;
    for (const HexMark& m : marks)
        m_view->ensureVisible(QRectF(m_scene->layout().centre(m.hex), QSizeF(1, 1)), margin.width(), margin.height());
    m_scene->setLogHexes(std::move(marks));
    if (const auto hex = m_scene->selectedHex()) m_stack->showHex(*m_scene, *m_description, *hex);
}

void ReplayWindow::showAction() {
    const core::GameState& s = state();
    m_events->clear();
    if (m_position == 0) {
        m_heading->setText(tr("<b>The set-up</b><br>%1, before any action.").arg(qs(s.scenario->name).toHtmlEscaped()));
    } else {
        const std::size_t i = m_position - 1;
        const core::GameState& before = m_replay.stateAfter(i);
        m_heading->setText(tr("<b>Action %1 of %2</b><br>Turn %3, %4").arg(m_position).arg(m_replay.actionCount()).arg(before.turn)
                               .arg(SequenceBar::phaseName(before.phase)));
        for (std::size_t e = m_firstEntry[i]; e < m_log.size() && m_log[e].action == static_cast<int>(i); ++e)
            m_events->addItem(EventLog::itemFor(m_log[e]));
    }
    if (s.outcome.over) {
        m_next->setText(tr("<b>The game is over.</b> %1 (%2)").arg(qs(s.outcome.reason).toHtmlEscaped(), qs(s.outcome.rule)));
        return;
    }
    const core::Decision d = core::decision(s);
    m_next->setText(tr("<b>Then:</b> %1 (%2)").arg(qs(d.prompt).toHtmlEscaped(), qs(d.rule)));
}

QString ReplayWindow::actionText() const {
    QStringList lines{m_heading->text()};
    for (int i = 0; i < m_events->count(); ++i) lines << m_events->item(i)->text();
    lines << m_next->text();
    return lines.join(QLatin1Char('\n'));
}

void ReplayWindow::selectHex(core::HexId hex) {
    m_scene->setSelectedHex(hex);
    m_stack->showHex(*m_scene, *m_description, hex);
}

}  // namespace tricorne::app
