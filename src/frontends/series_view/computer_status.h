// The computer's part of the status line: who it plays, that it is thinking and how far along,
// and its Pause and Take Over buttons. Hidden while people play both sides.
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace tricorne::app {

class ComputerPlay;
class GameController;

class ComputerStatus : public QWidget {
    Q_OBJECT
public:
    ComputerStatus(GameController& game, ComputerPlay& computer, QWidget* parent = nullptr);

    QLabel* label() const { return m_label; }
    QProgressBar* progressBar() const { return m_progress; }
    QToolButton* pauseButton() const { return m_pause; }
    QToolButton* takeOverButton() const { return m_takeOver; }

signals:
    void pauseClicked(bool paused);
    void takeOverClicked();

public slots:
    void refresh();

private:
    GameController& m_game;
    ComputerPlay& m_computer;
    QLabel* m_label = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_pause = nullptr;
    QToolButton* m_takeOver = nullptr;
};

}  // namespace tricorne::app
