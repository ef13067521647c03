#include "new_game_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QListWidget>
#include <QVBoxLayout>

#include "tricorne/series/game/game.h"

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
    auto* form = new QFormLayout;
    m_variant = new QComboBox(this);
    m_variant->setToolTip(tr("A variant of the scenario, agreed before play"));
    form->addRow(tr("Variant:"), m_variant);
    m_optionLayout = new QVBoxLayout;
    form->addRow(tr("Optional rules:"), m_optionLayout);
    m_undoAny = new QCheckBox(tr("Undo may reach past die rolls"), this);
    m_undoAny->setToolTip(tr("Both players agree that Undo may take back actions before the last die roll"));
    form->addRow(tr("Undo:"), m_undoAny);
    m_players = new QComboBox(this);
    m_players->addItem(tr("Two, taking turns at this screen (hotseat)"), true);
    m_players->addItem(tr("One person plays both sides"), false);
    m_players->setToolTip(tr("With two players, the window is covered before each secret choice (the close combat tactics, 12.61) "
                             "so that only the player choosing sees it"));
    form->addRow(tr("Players:"), m_players);
    for (QComboBox** box : {&m_american, &m_british}) {
        *box = new QComboBox(this);
        (*box)->addItem(tr("Human"), QStringLiteral("human"));
        for (const ai::Level level : ai::kLevels)
            (*box)->addItem(tr("Computer — %1").arg(ComputerPlayers::levelText(level)), QString::fromUtf8(ai::levelName(level)));
        (*box)->setToolTip(tr("A person, or the computer at a level: Easy thinks briefly and plays looser, Hard thinks longest. "
                              "The computer knows only what its side may know (7.42, 12.61)"));
        connect(*box, &QComboBox::currentIndexChanged, this, &NewGameDialog::showPlayers);
    }
    form->addRow(tr("American:"), m_american);
    form->addRow(tr("British:"), m_british);
    // Eighteen digits at most: below 2^63, as the save writes it.
    const auto freshSeed = [] { return QString::number(QRandomGenerator::global()->generate64() % 1'000'000'000'000'000'000ULL); };
    m_seed = new QLineEdit(freshSeed(), this);
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,18}")), m_seed));
    m_seed->setToolTip(tr("The number the game is recorded with. It does not deal the dice: each die is drawn from the system "
                          "as it is rolled, so no one can tell the dice to come from the seed or the save"));
    auto* draw = new QPushButton(tr("Draw Another"), this);
    draw->setToolTip(tr("A fresh seed, drawn at random"));
    connect(draw, &QPushButton::clicked, m_seed, [this, freshSeed] { m_seed->setText(freshSeed()); });
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(draw);
    form->addRow(tr("Seed:"), seedRow);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &NewGameDialog::showDescription);
    connect(m_list, &QListWidget::currentRowChanged, this, &NewGameDialog::showChoices);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    showDescription();
    showChoices();
    resize(520, 520);
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

void NewGameDialog::showChoices() {
    m_variant->clear();
    for (QCheckBox* box : m_options) delete box;
    m_options.clear();
    const core::Scenario* s = m_data.scenario(scenarioId());
    m_variant->addItem(tr("None: the scenario as printed"), QStringLiteral("none"));
    if (!s) return;
    for (const auto& v : s->variants) {
        m_variant->addItem(tr("%1 (%2)").arg(QString::fromStdString(v.title), QString::fromStdString(v.rule)), QString::fromStdString(v.id));
        m_variant->setItemData(m_variant->count() - 1, QString::fromStdString(v.description), Qt::ToolTipRole);
    }
    for (const auto& o : s->options) {
        auto* box = new QCheckBox(tr("%1 (%2)").arg(QString::fromStdString(o.title), QString::fromStdString(o.rule)), this);
        box->setToolTip(QString::fromStdString(o.description));
        box->setChecked(o.defaultOn);
        box->setProperty("optionId", QString::fromStdString(o.id));
        m_optionLayout->addWidget(box);
        m_options.push_back(box);
    }
}

std::optional<std::uint64_t> NewGameDialog::seed() const {
    bool ok = false;
    const qulonglong value = m_seed->text().toULongLong(&ok);
    return ok ? std::optional<std::uint64_t>(value) : std::nullopt;
}

bool NewGameDialog::hotseat() const { return m_players->currentData().toBool() && !computerPlayers().any(); }

QString NewGameDialog::playerId(core::Player side) const { return playerBox(side)->currentData().toString(); }

void NewGameDialog::setPlayer(core::Player side, const QString& id) {
    const int index = playerBox(side)->findData(id);
    playerBox(side)->setCurrentIndex(index >= 0 ? index : 0);
}

ComputerPlayers NewGameDialog::computerPlayers() const {
    ComputerPlayers players;
    for (const core::Player side : {core::Player::American, core::Player::British})
        if (const auto level = ai::levelNamed(playerId(side).toStdString())) {
            ai::BotSpec spec;
            spec.level = *level;
            players.set(side, spec);
        }
    return players;
}

void NewGameDialog::showPlayers() { m_players->setEnabled(!computerPlayers().any()); }

void NewGameDialog::setHotseat(bool hotseat) { m_players->setCurrentIndex(hotseat ? 0 : 1); }

std::map<std::string, std::string> NewGameDialog::options() const {
    std::map<std::string, std::string> out;
    out["variant"] = m_variant->currentData().toString().toStdString();
    for (const QCheckBox* box : m_options) out[box->property("optionId").toString().toStdString()] = box->isChecked() ? "on" : "off";
    out["undo"] = m_undoAny->isChecked() ? "any" : "last-die";
    return out;
}

}  // namespace tricorne::app
