#include "stack_panel.h"

#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

#include "counter_painter.h"
#include "hex_description.h"
#include "map_scene.h"
#include "status_marks.h"

namespace tricorne::app {

namespace {
constexpr int kIconSize = 72;

QPixmap counterPixmap(const MapScene& scene, const DeployedCounter& c, double dpr) {
    QPixmap pixmap(static_cast<int>(kIconSize * dpr), static_cast<int>(kIconSize * dpr));
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    const std::string& formation = c.unit ? c.unit->formation : c.leader->formation;
    const core::Side side = c.unit ? c.unit->side : c.leader->side;
    const CounterColours colours = CounterColours::of(scene.counterSet().formation(formation), side);
    // Room above the counter for its status markers, as on the map.
    const QRectF face(2, 8, kIconSize - 10, kIconSize - 10);
    if (c.leader)
        CounterPainter::paintLeader(p, face, *c.leader, colours, c.reduced);
    else
        CounterPainter::paintUnit(p, face, *c.unit, colours, c.reduced);
    StatusMarks::paint(p, face, c.marks);
    return pixmap;
}
}  // namespace

StackPanel::StackPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setTextFormat(Qt::RichText);
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_list = new QListWidget(this);
    m_list->setIconSize(QSize(kIconSize, kIconSize));
    m_list->setWordWrap(true);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setSpacing(2);
    layout->addWidget(m_heading);
    layout->addWidget(m_details);
    layout->addWidget(m_list, 1);
    m_examine = new QPushButton(this);
    m_examine->setVisible(false);
    layout->addWidget(m_examine);
    connect(m_examine, &QPushButton::clicked, this, [this] { emit examineRequested(m_hex); });
    m_list->setToolTip(tr("Click a counter that may act to pick it up"));
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { emit counterClicked(item->data(Qt::UserRole).toString().toStdString()); });
    clear();
}

void StackPanel::clear() {
    m_list->clear();
    offerExamine(QString());
    m_heading->setText(tr("<b>No hex selected</b>"));
    m_details->setText(tr("Click a hex to list its stack."));
}

void StackPanel::offerExamine(const QString& label) {
    m_examine->setText(label);
    m_examine->setVisible(!label.isEmpty());
}

void StackPanel::showHex(const MapScene& scene, const HexDescription& description, core::HexId hex) {
    m_list->clear();
    m_hex = hex;
    offerExamine(QString());
    m_heading->setText(QStringLiteral("<b>%1</b> &mdash; %2").arg(QString::fromStdString(hex.str()), description.terrain(hex).toHtmlEscaped()));
    QString details;
    if (const core::MapPlace* p = scene.map().placeAt(hex)) details += QStringLiteral("<i>%1</i><br>").arg(QString::fromStdString(p->name).toHtmlEscaped());
    if (const QString a = description.areas(hex); !a.isEmpty()) details += a.toHtmlEscaped() + QStringLiteral("<br>");
    for (const QString& s : description.hexsides(hex)) details += s.toHtmlEscaped() + QStringLiteral("<br>");
    m_details->setText(details);
    const double dpr = devicePixelRatioF();
    const auto stack = scene.deployment().stackAt(hex);
    // Top of the stack first, as a player lifts counters off it.
    for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
        auto* item = new QListWidgetItem(QIcon(counterPixmap(scene, **it, dpr)), description.counterLine(**it), m_list);
        item->setSizeHint(QSize(kIconSize * 3, kIconSize + 8));
        item->setData(Qt::UserRole, QString::fromStdString((*it)->id));
    }
    // 7.42: the counters under the top one, not examined, are only counted.
    if (const QString hidden = description.hiddenLine(hex); !hidden.isEmpty()) {
        auto* item = new QListWidgetItem(hidden, m_list);
        item->setSizeHint(QSize(kIconSize * 3, kIconSize / 2));
    }
    if (stack.empty()) m_details->setText(details + tr("No counters."));
}

}  // namespace tricorne::app
