#include "preferences_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <utility>

namespace tricorne::app {

PreferencesDialog::PreferencesDialog(const settings::Preferences& preferences, QWidget* parent) : QDialog(parent), m_kept(preferences) {
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_onStart = new QComboBox(this);
    m_onStart->addItem(tr("Start a new Campaign"), static_cast<int>(settings::OnStart::NewCampaign));
    m_onStart->addItem(tr("Continue the last game"), static_cast<int>(settings::OnStart::ContinueLastGame));
    m_onStart->setToolTip(tr("What Tricorne shows when it starts without a saved game to open. The last game is the one "
                             "saved automatically at each phase and on quitting."));
    m_onStart->setCurrentIndex(preferences.onStart == settings::OnStart::ContinueLastGame ? 1 : 0);
    form->addRow(tr("On start:"), m_onStart);
    m_players = new QComboBox(this);
    m_players->addItem(tr("Two, taking turns at this screen (hotseat)"), true);
    m_players->addItem(tr("One person plays both sides"), false);
    m_players->setToolTip(tr("Who plays a new game, unless New Game says otherwise"));
    m_players->setCurrentIndex(preferences.hotseat ? 0 : 1);
    form->addRow(tr("New games, players:"), m_players);
    m_undoAny = new QCheckBox(tr("Undo may reach past die rolls"), this);
    m_undoAny->setToolTip(tr("New games begin with this agreement ticked; it is still agreed game by game in New Game"));
    m_undoAny->setChecked(preferences.undoAny);
    form->addRow(tr("New games, undo:"), m_undoAny);
    m_warnEndPhase = new QCheckBox(tr("Warn before ending a phase that costs something"), this);
    m_warnEndPhase->setToolTip(tr("Ending a phase asks first, naming what it will cost; the same situation is not asked about twice in a phase"));
    m_warnEndPhase->setChecked(preferences.warnEndPhase);
    form->addRow(tr("Ending a phase:"), m_warnEndPhase);
    m_animateMoves = new QCheckBox(tr("Show pieces moving along their path and dice rolling"), this);
    m_animateMoves->setToolTip(tr("A piece that moves slides there in under a second, a die tumbles to its face; a click or a key puts the piece there at once"));
    m_animateMoves->setChecked(preferences.animateMoves);
    form->addRow(tr("Board:"), m_animateMoves);
    m_sounds = new QCheckBox(tr("Play the table's sounds"), this);
    m_sounds->setToolTip(tr("The game's own sounds as it is played, such as dice rolling"));
    m_sounds->setChecked(preferences.sounds);
    form->addRow(tr("Sounds:"), m_sounds);
    m_computerDelay = new QComboBox(this);
    for (const auto& [text, ms] : {std::pair{tr("At once"), 0}, std::pair{tr("Quick (0.3 s)"), 300}, std::pair{tr("Steady (0.8 s)"), 800},
                                   std::pair{tr("Slow (2 s)"), 2000}})
        m_computerDelay->addItem(text, ms);
    const int delayIndex = m_computerDelay->findData(preferences.computerDelayMs);
    m_computerDelay->setCurrentIndex(delayIndex >= 0 ? delayIndex : 2);
    m_computerDelay->setToolTip(tr("The wait between two of the computer's actions, so that each can be followed on the map; "
                                   "the moves slide as the Board setting above says"));
    form->addRow(tr("Computer's pace:"), m_computerDelay);
    layout->addLayout(form);
    auto* note = new QLabel(tr("The window's size and the arrangement of its panels are remembered on quitting."), this);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

settings::Preferences PreferencesDialog::preferences() const {
    settings::Preferences p = m_kept;
    p.onStart = static_cast<settings::OnStart>(m_onStart->currentData().toInt());
    p.hotseat = m_players->currentData().toBool();
    p.undoAny = m_undoAny->isChecked();
    p.warnEndPhase = m_warnEndPhase->isChecked();
    p.animateMoves = m_animateMoves->isChecked();
    p.sounds = m_sounds->isChecked();
    p.computerDelayMs = m_computerDelay->currentData().toInt();
    return p;
}

}  // namespace tricorne::app
