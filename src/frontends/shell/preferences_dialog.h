// Edit › Preferences: what Tricorne does on start and what a new game begins with.
#pragma once

#include <QDialog>

#include "settings.h"

class QCheckBox;
class QComboBox;

namespace tricorne::app {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(const settings::Preferences& preferences, QWidget* parent = nullptr);
    settings::Preferences preferences() const;

    QComboBox* onStartBox() const { return m_onStart; }
    QComboBox* playersBox() const { return m_players; }
    QCheckBox* undoBox() const { return m_undoAny; }
    QCheckBox* warnEndPhaseBox() const { return m_warnEndPhase; }
    QCheckBox* animateBox() const { return m_animateMoves; }
    QCheckBox* soundsBox() const { return m_sounds; }
    QComboBox* computerDelayBox() const { return m_computerDelay; }

private:
    QComboBox* m_onStart = nullptr;
    QComboBox* m_players = nullptr;
    QCheckBox* m_undoAny = nullptr;
    QCheckBox* m_warnEndPhase = nullptr;
    QCheckBox* m_animateMoves = nullptr;
    QCheckBox* m_sounds = nullptr;
    QComboBox* m_computerDelay = nullptr;
    settings::Preferences m_kept;  // what the dialog does not show (New Game's players) stays as it was
};

}  // namespace tricorne::app
