#include "block_new_game_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tricorne::app {

namespace {
struct OptionOffer {
    const char* id;
    const char* name;
    const char* tip;
};

// B12: the rulebook's optional rules, in its order.
constexpr OptionOffer kOptions[] = {
    {"holdingBoxes", "B12.1 On Board Leader Holding Boxes",
     "The units moving with a leader wait in his box below the Turn Track; his block alone moves on the map. The enemy sees how many "
     "blocks each box holds, not which, nor where its leader is (A36, A43)"},
    {"forceMarch", "B12.2 Leader Force March Movement", "After his move a leader may go one point further for 1 AP and a die; each unit rolls to follow (A37, A42)"},
    {"stLegerPlus2", "B12.3 Increase the Force with St. Leger", "The British send up to 2 more At Start units with St. Leger (A38)"},
    {"britishBlueSupply", "B12.4 British Supply along the Blue Roads", "Each British or Hessian unit ending its turn without a blue-road line to Valcour Island or Ft. Ticonderoga costs the British 1 AP of the next turn (A39)"},
    {"militiaReaction", "B12.5 Militia Reaction to Native Americans", "A Native attack before turn 5 brings the turn-5 militia on the next American turn (A40)"},
};

}  // namespace

BlockNewGameDialog::BlockNewGameDialog(const block::BlockData& data, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Game — Saratoga 1777, the block game"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_scenario = new QComboBox(this);
    m_scenario->addItem(QString::fromStdString(data.scenario.name), QString::fromStdString(data.scenario.id));
    form->addRow(tr("Scenario:"), m_scenario);
    for (int i = 0; i < 2; ++i) {
        m_players[i] = new QComboBox(this);
        m_players[i]->addItem(tr("Human"), QStringLiteral("human"));
        m_players[i]->addItem(tr("Computer (easy)"), QStringLiteral("easy"));
        m_players[i]->addItem(tr("Computer (normal)"), QStringLiteral("normal"));
        m_players[i]->addItem(tr("Computer (hard)"), QStringLiteral("hard"));
    }
    form->addRow(tr("American player:"), m_players[0]);
    form->addRow(tr("British player:"), m_players[1]);
    m_seed = new QLineEdit(this);
    m_seed->setPlaceholderText(tr("a fresh one"));
    m_seed->setToolTip(tr("Empty, the dice are rolled from the system's entropy as they fall and the save holds no seed. "
                          "A seed rolls the same dice again: a game that can be played again alike, whose dice anyone "
                          "holding the seed can foretell"));
    form->addRow(tr("Dice seed:"), m_seed);
    layout->addLayout(form);

    auto* options = new QGroupBox(tr("Optional rules (B12)"), this);
    auto* optionLayout = new QVBoxLayout(options);
    for (const OptionOffer& o : kOptions) {
        auto* box = new QCheckBox(tr(o.name), options);
        box->setChecked(false);
        box->setToolTip(tr(o.tip));
        optionLayout->addWidget(box);
        m_options[o.id] = box;
    }
    layout->addWidget(options);
    m_hotseat = new QCheckBox(tr("Two players at one screen: the curtain comes down at every hand-over (B3)"), this);
    layout->addWidget(m_hotseat);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

std::string BlockNewGameDialog::scenarioId() const { return m_scenario->currentData().toString().toStdString(); }

std::map<std::string, std::string> BlockNewGameDialog::options() const {
    std::map<std::string, std::string> out;
    for (const auto& [id, box] : m_options)
        if (box->isEnabled() && box->isChecked()) out[id] = "true";
    return out;
}

std::optional<std::uint64_t> BlockNewGameDialog::seed() const {
    bool ok = false;
    const std::uint64_t value = m_seed->text().trimmed().toULongLong(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

bool BlockNewGameDialog::hotseat() const { return m_hotseat->isChecked(); }

QString BlockNewGameDialog::playerId(block::Side side) const { return m_players[sideIndex(side)]->currentData().toString(); }

void BlockNewGameDialog::setPlayer(block::Side side, const QString& id) {
    QComboBox* box = m_players[sideIndex(side)];
    const int at = box->findData(id);
    box->setCurrentIndex(at < 0 ? 0 : at);
}

void BlockNewGameDialog::setHotseat(bool hotseat) { m_hotseat->setChecked(hotseat); }

QCheckBox* BlockNewGameDialog::optionBox(const std::string& id) const {
    const auto found = m_options.find(id);
    return found == m_options.end() ? nullptr : found->second;
}

std::optional<ai::BotSpec> BlockNewGameDialog::botOf(const QString& playerId) {
    const auto level = ai::levelNamed(playerId.toStdString());
    if (!level) return std::nullopt;
    ai::BotSpec spec;
    spec.level = *level;
    return spec;
}

}  // namespace tricorne::app
