// Hotseat secrecy: a curtain over the whole window, naming the player who must take the
// screen before a secret choice (the close combat tactics, 12.61). Nothing under it shows
// or takes a click until that player clicks it away.
#pragma once

#include <QWidget>

class QLabel;

namespace tricorne::app {

class Curtain : public QWidget {
    Q_OBJECT
public:
    explicit Curtain(QWidget* parent);

    // Covers the parent with the message; `player` names who must take the screen.
    void cover(const QString& player, const QString& reason);
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

    QLabel* m_title = nullptr;
    QLabel* m_reason = nullptr;
};

}  // namespace tricorne::app
