#include "event_log.h"

#include <QListWidget>
#include <QPainter>
#include <QVBoxLayout>

#include "die_face.h"
#include "game_controller.h"

namespace tricorne::app {

namespace {
QIcon dieIcon(int value) {
    QPixmap pixmap(20, 20);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    DieFace::paint(painter, QRectF(0, 0, 20, 20), value);
    return QIcon(pixmap);
}
}  // namespace

EventLog::EventLog(GameController& game, QWidget* parent) : QWidget(parent), m_game(game) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_list = new QListWidget(this);
    m_list->setWordWrap(true);
    m_list->setUniformItemSizes(false);
    m_list->setToolTip(tr("Click an entry to show its hexes on the map"));
    layout->addWidget(m_list);
    // Another game's log shares no rows with the one shown.
    connect(&m_game, &GameController::gameReplaced, m_list, &QListWidget::clear);
    connect(&m_game, &GameController::logChanged, this, &EventLog::refresh);
    connect(m_list, &QListWidget::currentRowChanged, this, &EventLog::choose);
    // A second click on the same entry marks its hexes again after a move cleared them.
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { choose(m_list->row(item)); });
}

void EventLog::refresh() {
    const auto& log = m_game.log();
    // The log only grows or is cut back at its end (undo): keep the rows that still hold.
    while (m_list->count() > static_cast<int>(log.size())) delete m_list->takeItem(m_list->count() - 1);
    for (int i = m_list->count(); i < static_cast<int>(log.size()); ++i) m_list->addItem(itemFor(log[static_cast<std::size_t>(i)]));
    m_list->scrollToBottom();
}

QListWidgetItem* EventLog::itemFor(const LogEntry& e) {
    const QString rule = e.rule.isEmpty() ? QString() : QStringLiteral("[%1] ").arg(e.rule);
    auto* item = new QListWidgetItem(e.isAction ? rule + e.text : QStringLiteral("    ") + rule + e.text);
    if (e.isAction) {
        QFont f = item->font();
        f.setBold(!e.die.has_value());
        item->setFont(f);
    }
    if (e.die) item->setIcon(dieIcon(*e.die));
    item->setToolTip(tr("Turn %1").arg(e.turn));
    return item;
}

void EventLog::choose(int row) {
    const auto& log = m_game.log();
    if (row < 0 || row >= static_cast<int>(log.size())) return emit hexesChosen({});
    emit hexesChosen(log[static_cast<std::size_t>(row)].hexes);
}

}  // namespace tricorne::app
