#include "curtain.h"

#include <QDockWidget>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>

namespace tricorne::app {

Curtain::Curtain(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("The screen is hidden while it changes hands: click when you are the player named"));
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(2);
    m_title = new QLabel(this);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    m_reason = new QLabel(this);
    m_reason->setAlignment(Qt::AlignCenter);
    m_reason->setWordWrap(true);
    auto* ready = new QLabel(tr("Click anywhere, or press Space, when you are ready."), this);
    ready->setAlignment(Qt::AlignCenter);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_title->setFont(big);
    QFont medium = font();
    medium.setPointSizeF(medium.pointSizeF() * 1.3);
    m_reason->setFont(medium);
    ready->setFont(medium);
    for (QLabel* l : {m_title, m_reason, ready}) {
        l->setStyleSheet(QStringLiteral("color: #f4ecd8;"));
        l->setAttribute(Qt::WA_TransparentForMouseEvents);
    }
    layout->addWidget(m_title);
    layout->addSpacing(16);
    layout->addWidget(m_reason);
    layout->addSpacing(32);
    layout->addWidget(ready);
    layout->addStretch(3);
    hide();
    parent->installEventFilter(this);
}

void Curtain::cover(const QString& player, const QString& reason) {
    m_title->setText(tr("Hand the screen to the %1 player").arg(player));
    m_reason->setText(reason);
    setGeometry(parentWidget()->rect());
    hideFloatingPanels();
    raise();
    show();
    setFocus(Qt::OtherFocusReason);
}

void Curtain::lift() {
    hide();
    restorePanels();
}

void Curtain::hideFloatingPanels() {
    for (QDockWidget* dock : parentWidget()->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
        if (!dock->isFloating() || !dock->isVisible()) continue;
        dock->hide();
        m_hiddenPanels.emplace_back(dock);
    }
}

void Curtain::restorePanels() {
    for (const auto& dock : m_hiddenPanels)
        if (dock) dock->show();
    m_hiddenPanels.clear();
}

QString Curtain::text() const { return m_title->text() + QLatin1Char('\n') + m_reason->text(); }

bool Curtain::event(QEvent* event) {
    // The window's shortcuts (Undo, End Phase...) do not reach under the curtain.
    if (event->type() == QEvent::ShortcutOverride && isVisible()) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

bool Curtain::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize) setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void Curtain::open() {
    lift();
    emit opened();
}

void Curtain::mousePressEvent(QMouseEvent* event) {
    event->accept();
    open();
}

void Curtain::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        event->accept();
        open();
        return;
    }
    // Every other key stays behind the curtain: no shortcut reaches the window under it.
    event->accept();
}

void Curtain::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    // Dark green baize, like the cloth a screen is set on.
    QLinearGradient g(0, 0, 0, height());
    g.setColorAt(0, QColor(0x23, 0x3b, 0x2c));
    g.setColorAt(1, QColor(0x14, 0x24, 0x1a));
    p.fillRect(rect(), g);
    p.setPen(QPen(QColor(0xc9, 0xa9, 0x5c), 3));
    p.drawRect(rect().adjusted(12, 12, -13, -13));
}

}  // namespace tricorne::app
