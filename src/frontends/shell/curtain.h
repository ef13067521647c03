// Hotseat secrecy: a curtain over the whole window, naming the player who must take the
// screen before a secret choice (the close combat tactics, 12.61; the Next Day's note on the
// militia, E7.5.1, and again when the screen goes back to the British; with Limited
// Intelligence, 7.42, whenever the other player is to act). Nothing under it shows
// or takes a click until that player clicks it away. Floating panels, windows of their
// own, are put away while it is down and come back with the window.
#pragma once

#include <QPointer>
#include <QWidget>

#include <vector>

class QDockWidget;
class QLabel;

namespace tricorne::app {

class Curtain : public QWidget {
    Q_OBJECT
public:
    explicit Curtain(QWidget* parent);

    // Covers the parent with the message; `player` names who must take the screen.
    void cover(const QString& player, const QString& reason);
    // Takes the curtain away without a player's click (no secret choice is due any more).
    void lift();
    QString text() const;

signals:
    // The player named clicked: the window may show the choice.
    void opened();

protected:
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void open();
    void hideFloatingPanels();
    void restorePanels();

    QLabel* m_title = nullptr;
    QLabel* m_reason = nullptr;
    std::vector<QPointer<QDockWidget>> m_hiddenPanels;
};

}  // namespace tricorne::app
